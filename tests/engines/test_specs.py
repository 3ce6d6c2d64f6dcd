"""The contract in code: every engine (and the test-only Secret Nim) is an EngineSpec that
satisfies the typed Engine protocol, its declared options are exactly what `start` accepts, and
every game opens `decide` with the same checks and sentences."""

from __future__ import annotations

import importlib
from collections.abc import Callable

import pytest

from engines import ENGINES, Engine, EngineSpec, IllegalMove, OptionSpec, Rng, replay
from engines.bots import play_random_game
from engines.contract import Determinizing, can_determinize, options_of, stacked_options_in
from engines.registry import GAME_PACKAGES
from tests.engines.toy_engine import SECRET_NIM

SPEC_ENGINES = [*ENGINES.values(), SECRET_NIM]


def _bag(counts: dict[str, int]) -> list[str]:
    return [colour for colour, count in counts.items() for _ in range(count)]


def _tigris_bag(players: int) -> list[str]:
    from engines.tigris_euphrates.data import bag_counts

    return _bag(bag_counts())


def _euphyu_bag(players: int) -> list[str]:
    from engines.tigris_euphyu.data import BAG_COUNTS

    return _bag(BAG_COUNTS)


def _duel_cards(players: int) -> dict[str, list[int]]:
    from engines.middle_earth_duel.data import CHAPTER_CARDS

    return {str(chapter): sorted(cards)[:4] for chapter, cards in CHAPTER_CARDS.items()}


# A value `start` accepts for each stacked option, by engine slug: a new game's stacked options
# need an entry here (the test says so).
STACKED_EXAMPLES: dict[str, dict[str, Callable[[int], object]]] = {
    "tigris-euphrates": {
        "hands": lambda players: [["red", "red", "blue", "blue", "green", "black"]] * players,
        "bag_order": _tigris_bag,
    },
    "tigris-euphyu": {"bag_order": _euphyu_bag},
    "after-the-flood": {
        "dice": lambda players: [6, 1, 3, 3],
        "turn_order": lambda players: list(reversed(range(players))),
    },
    "middle-earth-duel": {
        "card_order": _duel_cards,
        "token_order": lambda players: {"elves": [2, 0, 1], "dwarves": [1]},
        "landmark_order": lambda players: ["lindon", "mordor"],
    },
    "secret-nim": {"cards": lambda players: [9] * players},
}


def _ids(engine: Engine) -> str:
    return engine.slug


@pytest.mark.parametrize("engine", SPEC_ENGINES, ids=_ids)
def test_every_engine_is_a_spec_satisfying_the_protocol(engine):
    assert isinstance(engine, EngineSpec) and isinstance(engine, Engine)
    for capability in (engine.determinize, engine.evaluate):
        assert capability is None or callable(capability)
    assert can_determinize(engine) == (engine.determinize is not None)
    assert isinstance(engine, Determinizing) == can_determinize(engine)


def test_an_object_missing_a_contract_name_is_not_an_engine():
    class NoOutcome:
        slug, title, min_players, max_players, version = "x", "X", 1, 1, 1
        start = decide = evolve = to_act = legal_moves = view = event_view = staticmethod(print)
        dump = load = staticmethod(print)

    assert not isinstance(NoOutcome(), Engine)
    assert options_of(NoOutcome()) == ()


def test_every_game_package_exports_its_engine_and_the_registry_holds_exactly_those():
    exported = [importlib.import_module(f"engines.{name}").ENGINE for name in GAME_PACKAGES]
    assert {engine.slug: engine for engine in exported} == ENGINES


def test_a_spec_refuses_a_twice_declared_option_and_wrong_player_counts():
    fields = {name: print for name in ("start", "decide", "evolve", "to_act", "legal_moves")}
    fields |= {name: print for name in ("view", "event_view", "outcome", "dump", "load")}
    twice = (OptionSpec("pile", "stones"), OptionSpec("pile", "again"))
    with pytest.raises(ValueError):
        EngineSpec("x", "X", 1, 2, 1, **fields, options=twice)
    with pytest.raises(ValueError):
        EngineSpec("x", "X", 3, 2, 1, **fields)


@pytest.mark.parametrize("engine", SPEC_ENGINES, ids=_ids)
def test_options_are_described_on_one_line(engine):
    for option in options_of(engine):
        assert option.name and option.description.strip() == option.description
        assert "\n" not in option.description and len(option.description) <= 100
        assert not (option.stacked and option.default is not None), "a stacked option is absent"


@pytest.mark.parametrize("engine", SPEC_ENGINES, ids=_ids)
def test_every_stacked_option_is_accepted_by_start(engine):
    examples = STACKED_EXAMPLES.get(engine.slug, {})
    stacked = sorted(engine.stacked_option_names)
    assert sorted(examples) == stacked, "STACKED_EXAMPLES needs a value for each stacked option"
    for players in range(engine.min_players, engine.max_players + 1):
        for name in stacked:
            options = {name: examples[name](players)}
            state = replay(engine, engine.start(players, options, Rng(b"s", "0")))
            assert engine.to_act(state) and stacked_options_in(engine, options) == [name]


@pytest.mark.parametrize("engine", SPEC_ENGINES, ids=_ids)
def test_every_default_is_accepted_and_is_what_absence_means(engine):
    for option in options_of(engine):
        if option.default is None:
            continue
        given = engine.start(engine.min_players, {option.name: option.default}, Rng(b"d", "0"))
        assert given == engine.start(engine.min_players, {}, Rng(b"d", "0"))


@pytest.mark.parametrize("engine", SPEC_ENGINES, ids=_ids)
def test_every_listed_choice_is_accepted_and_the_default_is_one_of_them(engine):
    for option in options_of(engine):
        if not option.choices:
            continue
        assert option.default is None or option.default in option.choices
        for value in option.choices:
            assert engine.start(engine.max_players, {option.name: value}, Rng(b"c", "0"))
        with pytest.raises(IllegalMove):
            engine.start(engine.max_players, {option.name: "no such value"}, Rng(b"c", "0"))


@pytest.mark.parametrize("engine", SPEC_ENGINES, ids=_ids)
def test_undeclared_options_are_refused(engine):
    for name in ("no_such_option", *(o.name for e in SPEC_ENGINES for o in options_of(e))):
        if name in engine.option_names:
            continue
        with pytest.raises(IllegalMove) as refused:
            engine.start(engine.min_players, {name: 1}, Rng(b"s", "0"))
        assert refused.value.code == "bad_options"
        assert refused.value.message == f"Unknown options: {name}."
    with pytest.raises(IllegalMove) as refused:
        engine.start(engine.min_players, ["pile"], Rng(b"s", "0"))
    assert (refused.value.code, refused.value.message) == (
        "bad_options",
        "Options must be an object.",
    )


def _started(engine: Engine):
    players = engine.max_players
    return players, replay(engine, engine.start(players, {}, Rng(b"open", "0")))


@pytest.mark.parametrize("engine", SPEC_ENGINES, ids=_ids)
def test_every_game_opens_decide_with_the_same_checks_and_sentences(engine):
    players, state = _started(engine)
    seat = engine.to_act(state)[0]
    move = engine.legal_moves(state, seat)[0]
    refusals = [
        (seat, None, "unknown_move", "A move is an object with a 'type'."),
        (seat, {"kind": move["type"]}, "unknown_move", "A move is an object with a 'type'."),
        (seat, {"type": "fly"}, "unknown_move", "Unknown move type 'fly'."),
        (True, move, "not_your_turn", "It is not your turn."),
        (players, move, "not_your_turn", "It is not your turn."),
    ]
    refusals += [
        (other, move, "not_your_turn", "It is not your turn.")
        for other in range(players)
        if other not in engine.to_act(state)
    ]
    for who, tried, code, sentence in refusals:
        with pytest.raises(IllegalMove) as refused:
            engine.decide(state, who, tried, Rng(b"s", "1"))
        assert (refused.value.code, refused.value.message) == (code, sentence)


@pytest.mark.parametrize("engine", SPEC_ENGINES, ids=_ids)
def test_every_game_refuses_moves_once_it_is_over(engine):
    players, state = _started(engine)
    seat = engine.to_act(state)[0]
    move = engine.legal_moves(state, seat)[0]
    final, _ = play_random_game(engine, players, {}, b"to the end")
    assert engine.outcome(final) is not None
    for anyone in (seat, *range(players)):
        with pytest.raises(IllegalMove) as refused:
            engine.decide(final, anyone, move, Rng(b"s", "1"))
        assert (refused.value.code, refused.value.message) == ("game_over", "The game is over.")
