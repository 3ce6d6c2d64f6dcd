"""Properties of the pairing core over many simulated events with random results, checked
against exhaustive search where the field is small enough to search.

- Two-player Swiss (4–10 players): the bye goes to the lowest-ranked eligible player (the rule of
  `byes`, searched over every pairing); the rest has the fewest rematches any pairing has, and
  among those the fewest absolute seat clashes (both players strongly wanting one seat); every
  strong seat wish not in such a clash is met.
- Two-player Swiss (11–60 players): no rematch while a rematch-free pairing exists (matching),
  no player's second bye while another has none, strong seat wishes met outside clashes.
- Multiplayer Swiss (tables of 3 and 4, 5–12 players): table sizes and byes as `table_sizes`
  says, byes to the lowest-ranked of the players with the fewest, repeat pairs equal to the
  fewest of every split.
- Double elimination (2–33 players): no game across brackets but the grand final, the event
  ends, every player but the champion loses exactly twice.

The suite runs a few events per case; `make fuzz` runs thousands of rounds
(PAIRING_FUZZ_EVENTS events per case: 40 there, 1 here).
"""

from __future__ import annotations

import os
import random

import pytest

from tournaments.pairing import Entrant, PairingUserError, swiss_round, table_sizes
from tournaments.pairing.double_elimination import (
    champion,
    double_elimination_round,
    losses_of,
)
from tournaments.pairing.ranking import pairing_order
from tournaments.pairing.scoring import Scoring, Tally, tally_history
from tournaments.pairing.seats import seat_wish

from .play import byes_so_far, finish, meetings, play_randomly, rematch_free_pairing_exists
from .test_byes import expected_bye, perfect_pairings
from .test_pods import all_splits, repeat_pairs

EVENTS = int(os.environ.get("PAIRING_FUZZ_EVENTS", "1"))


def field(chooser: random.Random, count: int) -> list[Entrant]:
    return [Entrant(number, rating=chooser.randrange(1000, 2000)) for number in range(count)]


def strong_wishes(history, players) -> dict:
    """The seat each player strongly wants (balance ±2 or two in a row), if any."""
    tallies = tally_history(history, Scoring())
    wishes = {}
    for player in players:
        if player in tallies:
            seat, strength = seat_wish(tallies[player])
            if strength == 2:
                wishes[player] = seat
    return wishes


def clashes(pairs, wishes) -> int:
    return sum(1 for a, b in pairs if a in wishes and wishes.get(b) == wishes[a])


def check_seats_follow_strong_wishes(tables, wishes) -> None:
    for table in tables:
        if clashes([table], wishes):
            continue
        for seat, player in enumerate(table):
            if player in wishes:
                assert wishes[player] == seat, (table, wishes)


@pytest.mark.parametrize("count", range(4, 11))
@pytest.mark.parametrize("event", range(EVENTS))
def test_small_two_player_swiss_matches_exhaustive_search(count, event):
    chooser = random.Random(f"two-small-{count}-{event}")
    entrants = field(chooser, count)
    history = []
    for _ in range(min(count + 1, 9)):
        pairing = swiss_round(entrants, history)
        if count % 2:
            assert pairing.byes == [expected_bye(entrants, history)[0]]
        met = meetings(history)
        wishes = strong_wishes(history, [entrant.id for entrant in entrants])
        seated = sorted(player for table in pairing.tables for player in table)
        best = min(
            (sum(met[frozenset(pair)] for pair in pairs), clashes(pairs, wishes))
            for pairs in perfect_pairings(seated)
        )
        chosen = [tuple(table) for table in pairing.tables]
        assert (sum(met[frozenset(pair)] for pair in chosen), clashes(chosen, wishes)) == best
        check_seats_follow_strong_wishes(pairing.tables, wishes)
        history.append(play_randomly(pairing, chooser))


@pytest.mark.parametrize("event", range(EVENTS))
def test_larger_two_player_swiss_avoids_every_avoidable_rematch(event):
    chooser = random.Random(f"two-large-{event}")
    count = chooser.randrange(11, 61)
    entrants = field(chooser, count)
    ids = [entrant.id for entrant in entrants]
    history = []
    for _ in range(chooser.randrange(4, 10)):
        pairing = swiss_round(entrants, history)
        met = meetings(history)
        repeats = sum(met[frozenset(table)] for table in pairing.tables)
        if rematch_free_pairing_exists(ids, history):
            assert repeats == 0
        byes = byes_so_far(history)
        for player in pairing.byes:
            assert byes[player] == min(byes[other] for other in ids)
        check_seats_follow_strong_wishes(pairing.tables, strong_wishes(history, ids))
        assert sorted(pairing.players()) == sorted(ids)
        history.append(play_randomly(pairing, chooser))


@pytest.mark.parametrize("table_size", [3, 4])
@pytest.mark.parametrize("count", range(5, 13))
@pytest.mark.parametrize("event", range(EVENTS))
def test_multiplayer_swiss_sizes_byes_and_fewest_repeats(table_size, count, event):
    chooser = random.Random(f"pods-{table_size}-{count}-{event}")
    entrants = field(chooser, count)
    ids = [entrant.id for entrant in entrants]
    sizes, bye_count = table_sizes(count, table_size)
    history = []
    for _ in range(5):
        pairing = swiss_round(entrants, history, table_size=table_size)
        assert sorted(map(len, pairing.tables), reverse=True) == sizes
        assert len(pairing.byes) == bye_count
        assert sorted(pairing.players()) == sorted(ids)
        byes = byes_so_far(history)
        seated = [player for table in pairing.tables for player in table]
        # the byes: the lowest-ranked players among those with the fewest byes so far
        tallies = tally_history(history, Scoring())
        for player in ids:
            tallies.setdefault(player, Tally())
        from_bottom = list(reversed(pairing_order(entrants, tallies)))
        needing = sorted(from_bottom, key=lambda p: (byes[p], from_bottom.index(p)))
        assert sorted(pairing.byes) == sorted(needing[:bye_count])
        met = meetings(history)
        fewest = min(repeat_pairs(split, met) for split in all_splits(sorted(seated), sizes))
        assert repeat_pairs(pairing.tables, met) == fewest
        history.append(play_randomly(pairing, chooser))


@pytest.mark.parametrize("event", range(4 * EVENTS))
def test_double_elimination_invariants(event):
    chooser = random.Random(f"double-{event}")
    entrants = field(chooser, chooser.randrange(2, 34))
    history = []
    for _ in range(4 * len(entrants)):
        try:
            pairing = double_elimination_round(entrants, history)
        except PairingUserError as done:
            assert done.code == "tournament_finished"
            break
        losses = losses_of(history)
        for table in pairing.tables:
            brackets = {losses[player] for player in table}
            assert len(brackets) == 1 or len(pairing.tables) == 1
            assert all(losses[player] < 2 for player in table)
        history.append(finish(pairing, [chooser.choice([(1, 2), (2, 1)]) for _ in pairing.tables]))
    else:
        raise AssertionError("the event did not end")
    winner = champion(entrants, history)
    losses = losses_of(history)
    assert winner is not None and losses[winner] <= 1
    assert all(losses[entrant.id] == 2 for entrant in entrants if entrant.id != winner)
