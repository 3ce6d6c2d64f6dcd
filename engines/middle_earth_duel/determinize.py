"""`determinize`: a full Duel for Middle-earth state that agrees with everything one seat sees.

Hidden from both seats (rules file, "Hidden information"): the face-down cards and the cards
left out of the chapter, the chapters still to come, the alliance tokens below each pile's known
top, and the landmarks not yet drawn. The engine draws each of these only when it is revealed
(`chapters.draw_card`, `alliances.draw_tokens`, `Resolution.refill_landmarks`: uniformly among
what is still undrawn, from the rng of the move that reveals it), so a real game's state holds no
secret: nothing hidden is decided before it is seen. Only an unrated game's stacked orders
(`card_order`, `token_order`, `landmark_order`) fix draws in advance.

So the state made here is the one a real game would hold: everything the view shows, what is
still undrawn (the chapter's list less the cards shown; each race's tokens less the known tops,
the kept ones and the ones revealed now; the undrawn landmarks) and no stacked order. Nothing is
sampled and the rng is not used: the draws come later, from the rng of each move that reveals
something. This is the same search as sampling every hidden pile's order first. A shuffled pile
read from its top gives, at each draw, a card uniform over the pile's cards not drawn yet
whatever came before (a uniform permutation's next element, given its first k, is uniform over
the rest), and a draw at reveal time is uniform over the same undrawn cards: the two ways give
every sequence of reveals, and so every course of a game, the same probability, whatever the
players do in between (`tests/engines/middle_earth_duel/test_lazy_draws.py` checks both
numbers exactly and by counting). Since the state does not depend on the rng, one state serves
every sample of a search, and the search's tree replays nothing until a move draws
(engines/bots/ismcts.py, `Node.reached`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engines.last_built import LastBuilt
from engines.middle_earth_duel.data import CHAPTER_CARDS, SIDES, TOKENS
from engines.middle_earth_duel.view import view
from engines.rng import Rng

_PLAYER_KEYS = (
    "coins",
    "cards",
    "skills",
    "one_of_skills",
    "races",
    "chain_symbols",
    "tokens",
    "units_in_stock",
    "fortresses_in_stock",
    "extra_turns",
    "own_steps",
    "three_races_used",
)

# the state built last for a search, handed back when the next holds the same (engines.last_built)
_LAST_BUILT = LastBuilt()


def determinize(view: dict, seat: int, rng: Rng) -> dict:
    """The state whose `view(state, seat)` is `view`, what is hidden left to be drawn as it is
    revealed (`rng` is not used: see the module's docstring)."""
    return _built(view)


def determinizer(view: dict, seat: int) -> Callable[[Rng], dict]:
    """`determinize` for many samples of one view: nothing is sampled, so the state is built
    once and every call returns it (the rules never change a state in place: each event copies
    what it changes, and `advance` works on its own shallow copy); the state built last when it
    holds the same."""
    state = _LAST_BUILT.shared(_built(view))
    return lambda rng: state


def resampler(state: dict) -> Callable[[Rng], dict]:
    """`resample_chance` for many samples of one state: the state without stacked orders, built
    once from its view; the state itself when that is what it holds (a rated game's), so a
    search's first iteration and its later ones start from one object."""
    built = _built(view(state, 0))
    built = _LAST_BUILT.shared(state if built == state else built)
    return lambda rng: built


def resample_chance(state: dict, rng: Rng) -> dict:
    """The state with what is still to come by chance drawn anew: its stacked orders dropped,
    so every face-down card, token and landmark is drawn from the rng of the move that reveals
    it. Every seat's view shows all the rest, so this is the determinization of a seat's view."""
    return determinize(view(state, 0), 0, rng)


def _built(view: dict) -> dict:
    """The state a view shows, with no stacked order (a new object sharing nothing with the
    view)."""
    chapter = view["chapter"]
    slots = [
        {"card": slot["card"], "face_up": slot["face_up"], "taken": slot["taken"]}
        for slot in view["slots"]
    ]
    shown = {slot["card"] for slot in slots if slot["card"] is not None}
    pool = [card for card in CHAPTER_CARDS.get(chapter, []) if card not in shown]

    players = [{key: _copied(player[key]) for key in _PLAYER_KEYS} for player in view["players"]]
    piles: dict[str, dict] = {}
    for race, tokens in TOKENS.items():
        pile = view["token_piles"][race]
        known = list(pile["known_top"])
        gone = set(known)
        gone.update(t["token"] for player in players for t in player["tokens"] if t["race"] == race)
        gone.update(t["token"] for t in view["revealed_tokens"] if t["race"] == race)
        unknown = [token for token in range(len(tokens)) if token not in gone]
        if len(known) + len(unknown) != pile["count"]:
            raise ValueError(f"the view's {race} tokens do not add up")
        piles[race] = {"known": known, "unknown": unknown}

    pending = view["pending"]
    return {
        "chapter": chapter,
        "slots": slots,
        "pool": pool,
        "card_order": {},
        "token_order": {},
        "landmark_order": [],
        "landmark_pool": list(view["landmarks_undrawn"]),
        "landmarks": list(view["landmarks"]),
        "discarded": list(view["discarded"]),
        "track": dict(view["track"]),
        "regions": {
            name: {
                "units": [region["units"][side] for side in SIDES],
                "fortresses": [SIDES.index(side) for side in region["fortresses"]],
            }
            for name, region in view["regions"].items()
        },
        "players": players,
        "piles": piles,
        "revealed_tokens": _copied(view["revealed_tokens"]),
        "turn": view["turn"],
        "pending": None
        if pending is None
        else {
            "seat": pending["seat"],
            "kind": pending["kind"],
            "options": _copied(pending["options"]),
            "optional": pending["optional"],
            "context": _copied(pending["context"]),
        },
        "queue": [] if pending is None else _copied(pending["queue"]),
        "result": None if view["result"] is None else dict(view["result"]),
    }


def _copied(value: Any) -> Any:
    """A deep copy of JSON data, so the state shares nothing with the view it came from."""
    if isinstance(value, dict):
        return {key: _copied(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_copied(item) for item in value]
    return value
