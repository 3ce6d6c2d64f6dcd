"""Hidden information: changing only what a seat may not see changes nothing that seat is shown.

Two games are played in lockstep: the same moves, the same seed, but different hidden things
(another seat's hand, the stacked bag / dice / card order beyond what has been revealed). As
long as the viewer's stream of `event_view`s is the same in both games and the game is not
over (a finished game may show everything), its `view`, its legal
moves and `to_act` must be identical too. An `event_view` that leaks the difference ends the
comparison at once, so each engine must keep the two games indistinguishable for a minimum
number of plies — a leaky `event_view` or `view` fails the test either way.

Each engine names how to vary its hidden things in HIDDEN_VARIANTS; an engine without an entry
gets the generic variant: two seeds whose start looks the same to the viewer.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

import pytest

from engines import ENGINES, Rng
from tests.engines.toy_engine import SECRET_NIM

PAIRS_PER_ENGINE = 6
MAX_PLIES = 250
MIN_PLIES_COMPARED = 12  # over all pairs of an engine


@dataclass
class Pair:
    """Two games differing only in what `viewer` may not see."""

    players: int
    viewer: int
    options_a: dict
    options_b: dict
    seed_a: bytes
    seed_b: bytes


def _shuffled(items, rng: Rng) -> list:
    items = list(items)
    rng.shuffle(items)
    return items


def _tigris_euphyu(index: int, rng: Rng) -> Pair:
    """The stacked bag: the same first tiles, a different order after them."""
    from engines.tigris_euphyu.data import BAG_COUNTS

    bag = _shuffled([c for c, n in BAG_COUNTS.items() for _ in range(n)], rng)
    cut = 4 + index * 3
    other = bag[:cut] + _shuffled(bag[cut:], rng)
    players = 1 + index % 4
    return Pair(players, index % players, {"bag_order": bag}, {"bag_order": other}, b"s", b"s")


def _after_the_flood(index: int, rng: Rng) -> Pair:
    """Stacked dice: the same first faces, different ones after them."""
    faces = [1 + rng.randrange(6) for _ in range(18)]
    cut = index * 3
    other = faces[:cut] + [7 - face for face in faces[cut:]]
    return Pair(3, index % 3, {"dice": faces}, {"dice": other}, b"s", b"s")


def _middle_earth_duel(index: int, rng: Rng) -> Pair:
    """Face-down cards, alliance tokens and landmarks not yet drawn: a different stacked order."""
    from engines.middle_earth_duel.data import CHAPTER_CARDS, LANDMARKS, TOKENS

    kind = index % 3
    if kind == 0:
        a = {"card_order": {str(c): _shuffled(CHAPTER_CARDS[c], rng) for c in (2, 3)}}
        b = {"card_order": {str(c): _shuffled(CHAPTER_CARDS[c], rng) for c in (2, 3)}}
    elif kind == 1:
        a = {"token_order": {race: _shuffled(range(len(t)), rng) for race, t in TOKENS.items()}}
        b = {"token_order": {race: _shuffled(range(len(t)), rng) for race, t in TOKENS.items()}}
    else:
        marks = _shuffled(LANDMARKS, rng)
        a = {"landmark_order": marks}
        b = {"landmark_order": marks[:3] + _shuffled(marks[3:], rng)}
    return Pair(2, index % 2, a, b, b"s", b"s")


def _tigris_euphrates(index: int, rng: Rng) -> Pair:
    """Other seats' hands (and so the bag) differ; the viewer's hand is the same."""
    from engines.tigris_euphrates.data import HAND_SIZE, bag_counts

    players = 2 + index % 3
    viewer = index % players
    tiles = [c for c, n in bag_counts().items() for _ in range(n)]

    def deal(order):
        hands = [order[HAND_SIZE * s : HAND_SIZE * (s + 1)] for s in range(players)]
        return hands

    first = _shuffled(tiles, rng)
    hands_a = deal(first)
    mine = list(hands_a[viewer])
    rest = list(first)
    for tile in mine:
        rest.remove(tile)
    hands_b = deal(_shuffled(rest, rng)[: HAND_SIZE * players])
    hands_b.insert(viewer, mine)
    hands_b = hands_b[:players]
    return Pair(players, viewer, {"hands": hands_a}, {"hands": hands_b}, b"s", b"s")


HIDDEN_VARIANTS = {
    "tigris-euphyu": _tigris_euphyu,
    "after-the-flood": _after_the_flood,
    "middle-earth-duel": _middle_earth_duel,
    "tigris-euphrates": _tigris_euphrates,
}


def _seen(engine, events, viewer) -> list:
    return [engine.event_view(event, viewer) for event in events]


def _started(engine, players, options, seed):
    events = list(engine.start(players, options, Rng(seed, "0")))
    state = None
    for event in events:
        state = engine.evolve(state, event)
    return state, events


def _generic_pair(engine, index: int, rng: Rng) -> Pair:
    """Two seeds whose start events differ but look the same to the viewer."""
    players = engine.min_players + index % (engine.max_players - engine.min_players + 1)
    viewer = index % players
    seed_a = f"hidden-{index}".encode()
    _, events_a = _started(engine, players, {}, seed_a)
    for attempt in range(400):
        seed_b = f"hidden-{index}-{attempt}".encode()
        _, events_b = _started(engine, players, {}, seed_b)
        if events_b != events_a and _seen(engine, events_b, viewer) == _seen(
            engine, events_a, viewer
        ):
            return Pair(players, viewer, {}, {}, seed_a, seed_b)
    pytest.fail(
        f"{engine.slug}: no two seeds start alike for seat {viewer}; "
        "add a way to vary its hidden things to HIDDEN_VARIANTS"
    )


def _canon(value):
    return json.dumps(value, sort_keys=True)


def compare_in_lockstep(engine, pair: Pair) -> tuple[int, bool]:
    """Plies at which both games looked the same to the viewer, and whether their raw logs
    differed at some such ply (so something hidden really was different)."""
    state_a, events_a = _started(engine, pair.players, pair.options_a, pair.seed_a)
    state_b, events_b = _started(engine, pair.players, pair.options_b, pair.seed_b)
    bot = Rng(pair.seed_a, "lockstep")
    viewer = pair.viewer
    compared, hidden_differed = 0, False
    for _ in range(MAX_PLIES):
        if _seen(engine, events_a, viewer) != _seen(engine, events_b, viewer):
            break  # the hidden difference has become public: nothing more to compare
        acting = engine.to_act(state_a)
        assert acting == engine.to_act(state_b)
        if not acting:
            break  # the game is over: views may show everything now
        compared += 1
        hidden_differed = hidden_differed or events_a != events_b
        assert engine.view(state_a, viewer) == engine.view(state_b, viewer), (
            f"{engine.slug}: seat {viewer}'s view differs after {len(events_a)} events"
        )
        assert engine.legal_moves(state_a, viewer) == engine.legal_moves(state_b, viewer)
        seat = bot.choice(acting)
        legal_b = {_canon(move) for move in engine.legal_moves(state_b, seat)}
        common = [m for m in engine.legal_moves(state_a, seat) if _canon(m) in legal_b]
        if not common:
            break
        move = bot.choice(common)
        new_a = engine.decide(state_a, seat, move, Rng(pair.seed_a, str(len(events_a))))
        new_b = engine.decide(state_b, seat, move, Rng(pair.seed_b, str(len(events_b))))
        for event in new_a:
            state_a = engine.evolve(state_a, event)
        for event in new_b:
            state_b = engine.evolve(state_b, event)
        events_a += new_a
        events_b += new_b
    return compared, hidden_differed


@pytest.mark.parametrize("engine", [*ENGINES.values(), SECRET_NIM], ids=lambda e: e.slug)
def test_another_seats_secrets_change_nothing_the_viewer_sees(engine):
    variant = HIDDEN_VARIANTS.get(engine.slug)
    total, differed = 0, 0
    for index in range(PAIRS_PER_ENGINE):
        rng = Rng(f"hidden-{engine.slug}".encode(), str(index))
        pair = variant(index, rng) if variant else _generic_pair(engine, index, rng)
        compared, hidden_differed = compare_in_lockstep(engine, pair)
        assert compared >= 1, f"{engine.slug} pair {index}: the viewer tells the games apart"
        total += compared
        differed += hidden_differed
    assert differed == PAIRS_PER_ENGINE, "some pair did not differ in anything hidden"
    assert total >= MIN_PLIES_COMPARED, f"{engine.slug}: only {total} plies compared"
