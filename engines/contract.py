"""The engine contract in code: the typed `Engine` protocol and `EngineSpec`, the one declaration
of a game (ENGINE_CONTRACT.md).

A game package declares its engine once, as an `EngineSpec` named `ENGINE` in its `__init__.py`:
identity (slug, title, player counts, version), the contract's functions (start, decide, evolve,
to_act, legal_moves, view, event_view, outcome, dump, load), its options with their metadata,
and two optional capabilities:

- `determinize(view, seat, rng) -> state`: a full state consistent with what `seat` sees
  (ENGINE_CONTRACT.md, "Bots and determinization"). A game provides it from its own
  `determinize.py`; `None` until it does (`can_determinize` tells). A game may add
  `determinizer(view, seat) -> (rng -> state)`, the same samples with the view read once, and
  `advance(state, seat, move, rng) -> state`, the state after a legal move: the fold of
  `decide`'s events, drawing from the rng exactly as `decide` does (the search's fast path:
  the move is not checked again, the events are not handed back to be folded twice), and
  `value_classes(state, seat, moves) -> keys`: a hashable key (or None) per legal move of
  `seat`, moves with one key leading, with the same draws, to positions that `evaluate` and
  `outcome` judge alike for every seat (the search's root judges one move of each class and
  gives the others its value), and `transplant(after, before, state) -> state | None`: with
  `after` the `advance` of a move from `before` that drew nothing, and `state` another sample
  of the same view as `before` (it differs only in what the view hides), exactly the `advance`
  of that move from `state`, or None when the game cannot tell it without playing the move
  (the search's walk down its tree on a new sample).
- `evaluate(state, seat) -> float`: `seat`'s chance to win as the position looks, in [0, 1]
  (the seats' chances sum to 1; a finished game gives the ranks: engines.win_chance), for the
  bots' search and the analysis of finished games. A game provides it from its own
  `evaluation.py`; `None` leaves the bots to judge by `outcome` and the public scores.
- `reveals_nothing(move, events) -> bool`: whether a move, with the events it caused, drew
  nothing (no tile, card or die), disclosed no hidden value and so may be taken back with the
  others' consent (docs/correspondence.md). `None`, the safe default, means every move reveals
  something: the platform then offers no takeback in that game (`move_reveals_nothing`).

and what a seat may decide in advance (conditional moves, engines.foresight): `public_move`,
`standing_questions` and `standing_answer`.

The spec instance is the engine object the registry holds: `ENGINES[slug].decide(...)` calls the
declared function directly. Titles and option descriptions are English; the platform translates
them through its catalog, which collects every phrase marked with `translatable`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from engines.foresight import StandingAnswer, StandingQuestion
from engines.rng import Rng

Event = dict[str, Any]
Move = dict[str, Any]
View = dict[str, Any]
Options = dict[str, Any]
State = Any  # each game keeps its own state type (a dict or a frozen class)


def translatable(phrase: str) -> str:
    """Mark an English phrase of a declaration (a title, an option's description) for the
    platform's catalog; returns it unchanged (engines never translate)."""
    return phrase


@runtime_checkable
class Engine(Protocol):
    """What the platform, the tests and the bots may call on a game (ENGINE_CONTRACT.md)."""

    @property
    def slug(self) -> str: ...

    @property
    def title(self) -> str: ...

    @property
    def min_players(self) -> int: ...

    @property
    def max_players(self) -> int: ...

    @property
    def version(self) -> int: ...

    def start(self, players: int, options: Options, rng: Rng) -> list[Event]: ...

    def decide(self, state: State, seat: int, move: Move, rng: Rng) -> list[Event]: ...

    def evolve(self, state: State | None, event: Event) -> State: ...

    def to_act(self, state: State) -> list[int]: ...

    def legal_moves(self, state: State, seat: int) -> list[Move]: ...

    def view(self, state: State, seat: int | None) -> View: ...

    def event_view(self, event: Event, seat: int | None) -> Event | None: ...

    def outcome(self, state: State) -> dict[str, Any] | None: ...

    def dump(self, state: State) -> dict[str, Any]: ...

    def load(self, data: dict[str, Any]) -> State: ...


@runtime_checkable
class Determinizing(Engine, Protocol):
    """An engine that can sample a full state from one seat's view (for the bots)."""

    def determinize(self, view: View, seat: int, rng: Rng) -> State: ...


@dataclass(frozen=True)
class OptionSpec:
    """One option a game's `start` accepts.

    `description` is one line for players in words, naming no value (English, marked
    `translatable`); `choices` lists the values it takes where they are a fixed few; `default` is
    the value the game uses when the option is absent (None where absence means something else,
    e.g. "at random"); a *stacked* option fixes hidden randomness (the bag's order, the dice),
    so the platform allows it only in unrated games and hides its value while the game runs.
    """

    name: str
    description: str
    default: Any = None
    stacked: bool = False
    choices: tuple[Any, ...] = ()


@dataclass(frozen=True, eq=False)  # one instance per game: identity is equality
class EngineSpec:
    """A game, declared once: identity, the contract's functions, options and capabilities."""

    slug: str
    title: str
    min_players: int
    max_players: int
    version: int
    start: Callable[[int, Options, Rng], list[Event]]
    decide: Callable[[State, int, Move, Rng], list[Event]]
    evolve: Callable[[State | None, Event], State]
    to_act: Callable[[State], list[int]]
    legal_moves: Callable[[State, int], list[Move]]
    view: Callable[[State, int | None], View]
    event_view: Callable[[Event, int | None], Event | None]
    outcome: Callable[[State], dict[str, Any] | None]
    dump: Callable[[State], dict[str, Any]]
    load: Callable[[dict[str, Any]], State]
    options: tuple[OptionSpec, ...] = ()
    determinize: Callable[[View, int, Rng], State] | None = None
    # `determinize` for many samples of one view: reads the view once, then each call of what
    # it returns samples a state with that rng exactly as determinize(view, seat, rng) does
    determinizer: Callable[[View, int], Callable[[Rng], State]] | None = None
    # the state after a legal move, exactly the fold of decide(state, seat, move, rng)'s events,
    # the rng drawn from as decide draws; the move is not checked (the bots' search only)
    advance: Callable[[State, int, Move, Rng], State] | None = None
    # a key per legal move of the seat (None: alike with no other): moves with one key lead,
    # with the same draws, to positions evaluate and outcome judge alike (the search's root)
    value_classes: Callable[[State, int, list[Move]], list[Any]] | None = None
    # advance(state, ...) from advance(before, ...) on another sample of the view, when the move
    # drew nothing: exactly that state, or None (then the search plays the move)
    transplant: Callable[[State, State, State], State | None] | None = None
    evaluate: Callable[[State, int], float] | None = None
    # a copy of a fully known state with what is still to come by chance (the bag's order,
    # stacked dice, face-down piles) drawn anew from the rng, or left to be drawn when it comes
    # (an unordered bag); the present is kept (analysis)
    resample_chance: Callable[[State, Rng], State] | None = None
    # `resample_chance` for many samples of one state: what it returns draws as
    # resample_chance(state, rng) does, the state read once
    resampler: Callable[[State], Callable[[Rng], State]] | None = None
    # True for a move that drew, rolled and disclosed nothing (it may be taken back); None: every
    # move reveals something (the safe default)
    reveals_nothing: Callable[[Move, list[Event]], bool] | None = None
    # conditional moves (engines.foresight): which moves the other seats see whole, and the
    # recurring decisions a seat may answer once for all
    public_move: Callable[[Move], bool] | None = None
    standing_questions: tuple[StandingQuestion, ...] = ()
    standing_answer: StandingAnswer | None = None

    def __post_init__(self) -> None:
        names = [option.name for option in self.options]
        if len(set(names)) != len(names):
            raise ValueError(f"{self.slug}: an option is declared twice")
        if not 1 <= self.min_players <= self.max_players:
            raise ValueError(f"{self.slug}: player counts out of order")

    def __repr__(self) -> str:
        return f"EngineSpec({self.slug!r})"

    @property
    def option_names(self) -> frozenset[str]:
        """Every option `start` accepts."""
        return frozenset(option.name for option in self.options)

    @property
    def stacked_option_names(self) -> frozenset[str]:
        """The options that fix hidden randomness (unrated games only)."""
        return frozenset(option.name for option in self.options if option.stacked)


def options_of(engine: Engine) -> tuple[OptionSpec, ...]:
    """The options an engine declares; none for an engine object that is not an EngineSpec."""
    return engine.options if isinstance(engine, EngineSpec) else ()


def stacked_options_in(engine: Engine, options: Mapping[str, Any]) -> list[str]:
    """The stacked options of `engine` present in `options`, sorted."""
    stacked = {option.name for option in options_of(engine) if option.stacked}
    return sorted(name for name in options if name in stacked)


def can_determinize(engine: Engine) -> bool:
    """Whether the engine samples states from a view (`engine.determinize` is usable)."""
    return getattr(engine, "determinize", None) is not None


def move_reveals_nothing(engine: Any, move: Move, events: list[Event]) -> bool:
    """Whether `move` and its `events` revealed nothing, as the engine says; an engine that does
    not say (no `reveals_nothing`) reveals something with every move."""
    judge = getattr(engine, "reveals_nothing", None)
    if judge is None:
        return False
    return bool(judge(move, events))
