"""The regions carried from state to state (merged or split in place, their tiles of each colour
tallied as they go) equal a fresh labelling."""

from __future__ import annotations

from collections import Counter

import pytest

from engines import Rng
from engines.bots import play_random_game
from engines.tigris_euphrates.data import COLORS
from engines.tigris_euphrates.regions import Regions
from engines.tigris_euphrates.state import regions_of, regions_without
from tests.engines.tigris_euphrates.table import ENGINE


def _canonical(regions: Regions, tile: list) -> list:
    """The regions as sets of squares with their leaders, treasures and tiles of each colour
    (counted here on `tile`, the board they label, and checked against the tally)."""
    found = []
    for squares in regions.members:
        if squares is None:
            continue
        index = regions.label[squares[0]]
        assert all(regions.label[sq] == index for sq in squares)
        counted = tuple(sum(1 for sq in squares if tile[sq] == color) for color in COLORS)
        assert regions.tally[index] == counted
        found.append(
            (sorted(squares), sorted(regions.leaders[index]), regions.treasures[index], counted)
        )
    return sorted(found)


def _check_every_event(events: list[dict]) -> Counter:
    """Fold the events, comparing the carried regions (and those without each leader's square
    and the unification tile) with a fresh labelling after each; the event types met."""
    state = None
    met: Counter = Counter()
    for event in events:
        state = ENGINE.evolve(state, event)
        met[event["type"]] += 1
        if event["type"] == "war_resolved" and event.get("removed"):
            met["tiles lost in a war"] += 1
        carried = regions_of(state)  # carried over from the previous state where possible
        fresh = Regions.of_board(state.occupied, state.leader_at, state.treasure, state.tile)
        assert _canonical(carried, state.tile) == _canonical(fresh, state.tile), event["type"]
        skipped = [sq for seat in state.leaders for sq in seat.values() if sq is not None]
        if state.unification is not None:
            skipped.append(state.unification)
        for sq in skipped:
            without, tile = _fresh_without(state, sq)
            assert _canonical(regions_without(state, sq), tile) == _canonical(without, tile)
    return met


def _fresh_without(state, sq: int) -> tuple[Regions, list]:
    """A fresh labelling of the board with the occupied square `sq` emptied (its leader, tile
    and treasure gone), and that board's tiles."""
    occupied = state.occupied
    occupied[sq] = False
    leader_at = state.leader_at.copy()
    leader_at[sq] = None
    tile = state.tile.copy()
    tile[sq] = None
    treasure = {place: kind for place, kind in state.treasure.items() if place != sq}
    return Regions.of_board(occupied, leader_at, treasure, tile), tile


@pytest.mark.parametrize("players", [2, 3, 4])
def test_incremental_regions_match_a_fresh_labelling(players):
    _, events = play_random_game(ENGINE, players, {}, f"regions-{players}".encode())
    assert len(events) > 300
    _check_every_event(events)


def _conflict_seeking_game(players: int, seed: bytes) -> list[dict]:
    """A game whose seats, half of the time, play a move that starts a revolt, a war or a
    monument's offer when one of 40 legal moves tried does (random moves otherwise)."""
    state = None
    events: list[dict] = []
    for event in ENGINE.start(players, {}, Rng(seed, "0")):
        state = ENGINE.evolve(state, event)
        events.append(event)
    picker = Rng(seed, "pick")
    for ply in range(3000):
        acting = ENGINE.to_act(state)
        if not acting:
            break
        seat = acting[0]
        moves = ENGINE.legal_moves(state, seat)
        chosen = None
        if picker.randrange(2) == 0:
            for move in picker.sample(moves, min(40, len(moves))):
                found = ENGINE.decide(state, seat, move, Rng(seed, str(ply)))
                if any(event["type"] in _SOUGHT for event in found):
                    chosen = found
                    break
        if chosen is None:
            chosen = ENGINE.decide(state, seat, picker.choice(moves), Rng(seed, str(ply)))
        for event in chosen:
            state = ENGINE.evolve(state, event)
            events.append(event)
    return events


_SOUGHT = ("revolt_started", "war_started", "monument_offered")


@pytest.mark.parametrize("players", [3, 4])
def test_regions_stay_right_through_wars_revolts_and_monuments(players):
    """Tiles lost in wars (several squares at once), leaders lost in revolts and tiles covered
    by monuments, each met in these games, leave the carried regions equal to a fresh one."""
    met = _check_every_event(_conflict_seeking_game(players, f"conflicts-{players}".encode()))
    assert met["revolt_resolved"] and met["tiles lost in a war"] and met["monument_built"]


@pytest.mark.parametrize("players", [2, 4])
def test_decide_gives_the_same_events_with_or_without_carried_regions(players):
    """The live state carries regions over from earlier states; a loaded one starts afresh."""
    seed = f"carried-{players}".encode()
    state = None
    for event in ENGINE.start(players, {}, Rng(seed, "0")):
        state = ENGINE.evolve(state, event)
    bot = Rng(seed, "bot")
    compared = 0
    for ply in range(5000):
        if not ENGINE.to_act(state):
            break
        seat = ENGINE.to_act(state)[0]
        moves = ENGINE.legal_moves(state, seat)
        if ply % 11 == 0:
            fresh = ENGINE.load(ENGINE.dump(state))
            assert ENGINE.legal_moves(fresh, seat) == moves
            for move in moves:
                live = ENGINE.decide(state, seat, move, Rng(seed, "same"))
                assert ENGINE.decide(fresh, seat, move, Rng(seed, "same")) == live
                compared += 1
        for event in ENGINE.decide(state, seat, bot.choice(moves), Rng(seed, str(ply))):
            state = ENGINE.evolve(state, event)
    assert compared > 1000


@pytest.mark.parametrize("players", [2, 3, 4])
def test_any_square_emptied_leaves_the_regions_a_fresh_labelling_finds(players):
    """Every occupied square emptied in turn (a region holding together, or splitting in two,
    three or four parts, the largest keeping its index) at positions of a random game."""
    _, events = play_random_game(ENGINE, players, {}, f"emptied-{players}".encode())
    state = None
    emptied = 0
    for count, event in enumerate(events):
        state = ENGINE.evolve(state, event)
        if count % 11:
            continue
        occupied, regions = state.occupied, regions_of(state)
        for sq in (sq for sq, full in enumerate(occupied) if full):
            found = regions.with_square_removed(sq, state.treasure, state.tile)
            fresh, tile = _fresh_without(state, sq)
            assert _canonical(found, tile) == _canonical(fresh, tile), (count, sq)
            emptied += 1
    assert emptied > 2000
