"""`determinize`: a full Duel for Middle-earth state that agrees with everything one seat sees.

Hidden from both seats (rules file, "Hidden information"): the face-down cards and the cards
left out of the chapter, the chapters still to come, the alliance tokens below each pile's known
top, and the landmarks not yet drawn. The engine draws each of these only when it is revealed,
so a state holds no secret but the stacked orders (`card_order`, `token_order`,
`landmark_order`); everything else — coins included — is in the view.

What is sampled: the order of every hidden pile, uniformly. The current chapter's undrawn cards
(its face-down slots and the three left out) are one pile, each later chapter's 23 cards
another; each race's unknown tokens and the undrawn landmarks are piles too. They become the
state's stacked orders, so the state's future draws are fixed by the sample. Which cards are
undrawn follows from the chapter's list less the cards shown; which tokens, from each race's
tokens less the known tops, the kept ones and the ones revealed now. Nothing is conditioned on
the players' behaviour.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engines.dealing import shuffled
from engines.middle_earth_duel.data import CHAPTER_CARDS, LAST_CHAPTER, SIDES, TOKENS
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


def determinize(view: dict, seat: int, rng: Rng) -> dict:
    """A state whose `view(state, seat)` is `view`, its hidden piles ordered with `rng`."""
    return determinizer(view, seat)(rng)


def determinizer(view: dict, seat: int) -> Callable[[Rng], dict]:
    """`determinize` for many samples of one view: the view is read and copied once; each call
    draws the hidden piles' orders from its rng exactly as `determinize` does, and shares the
    rest (the rules never change a state's parts in place: each event copies what it changes)."""
    chapter = view["chapter"]
    slots = [
        {"card": slot["card"], "face_up": slot["face_up"], "taken": slot["taken"]}
        for slot in view["slots"]
    ]
    shown = {slot["card"] for slot in slots if slot["card"] is not None}
    pool = [card for card in CHAPTER_CARDS.get(chapter, []) if card not in shown]

    players = [{key: _copied(player[key]) for key in _PLAYER_KEYS} for player in view["players"]]
    piles: dict[str, dict] = {}
    unknown_tokens: dict[str, list[int]] = {}
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
        if unknown:
            unknown_tokens[race] = unknown

    pending = view["pending"]
    landmarks_undrawn = list(view["landmarks_undrawn"])
    shared = {
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
    # the piles to order, in the order they are drawn: this chapter's undrawn cards, each later
    # chapter's, each race's unknown tokens
    card_piles = [(str(chapter), pool)] if pool else []
    card_piles += [
        (str(later), CHAPTER_CARDS[later]) for later in range(chapter + 1, LAST_CHAPTER + 1)
    ]
    token_piles = list(unknown_tokens.items())
    base = {
        "chapter": chapter,
        "slots": slots,
        "pool": pool,
        "card_order": None,
        "token_order": None,
        "landmark_order": None,
        **shared,
    }

    def sample(rng: Rng) -> dict:
        state = base.copy()
        state["card_order"] = {name: shuffled(cards, rng) for name, cards in card_piles}
        state["token_order"] = {race: shuffled(unknown, rng) for race, unknown in token_piles}
        state["landmark_order"] = shuffled(landmarks_undrawn, rng)
        return state

    return sample


def resampler(state: dict) -> Callable[[Rng], dict]:
    """`resample_chance` for many samples of one state: its view read once."""
    return determinizer(view(state, 0), 0)


def _copied(value: Any) -> Any:
    """A deep copy of JSON data, so the state shares nothing with the view it came from."""
    if isinstance(value, dict):
        return {key: _copied(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_copied(item) for item in value]
    return value


def resample_chance(state: dict, rng: Rng) -> dict:
    """The state with what is still to come by chance drawn anew (the order of every hidden pile). Every seat's view
    shows all the rest, so this is the determinization of a seat's view."""
    return determinize(view(state, 0), 0, rng)
