"""The regions carried from state to state (merged or split in place) equal a fresh labelling."""

from __future__ import annotations

import pytest

from engines import Rng
from engines.bots import play_random_game
from engines.tigris_euphrates.regions import Regions
from engines.tigris_euphrates.state import regions_of, regions_without
from tests.engines.tigris_euphrates.table import ENGINE


def _canonical(regions: Regions) -> list:
    found = []
    for squares in regions.members:
        if squares is None:
            continue
        index = regions.label[squares[0]]
        assert all(regions.label[sq] == index for sq in squares)
        found.append((sorted(squares), sorted(regions.leaders[index]), regions.treasures[index]))
    return sorted(found)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_incremental_regions_match_a_fresh_labelling(players):
    _, events = play_random_game(ENGINE, players, {}, f"regions-{players}".encode())
    state = None
    checked = 0
    for event in events:
        state = ENGINE.evolve(state, event)
        carried = regions_of(state)  # carried over from the previous state where possible
        fresh = Regions.of_board(state.occupied, state.leader_at, state.treasure)
        assert _canonical(carried) == _canonical(fresh), f"after {event['type']}"
        for seat_leaders in state.leaders:
            for sq in seat_leaders.values():
                if sq is not None:
                    occupied = state.occupied
                    occupied[sq] = False
                    leader_at = state.leader_at.copy()
                    leader_at[sq] = None
                    without = Regions.of_board(occupied, leader_at, state.treasure)
                    assert _canonical(regions_without(state, sq)) == _canonical(without)
        checked += 1
    assert checked == len(events) > 300


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
