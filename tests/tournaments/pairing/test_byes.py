"""Two-player Swiss byes: to the lowest-ranked eligible player, checked by exhaustive search."""

import random

import pytest

from tournaments.pairing import Entrant, GameRecord, RoundRecord, swiss_round
from tournaments.pairing.ranking import pairing_order
from tournaments.pairing.scoring import Scoring, Tally, tally_history
from tournaments.pairing.seats import seat_wish

from .play import byes_so_far, meetings, play_randomly


def perfect_pairings(players):
    """Every way to split an even list of players into pairs (exhaustive)."""
    if not players:
        yield []
        return
    first, rest = players[0], players[1:]
    for index, second in enumerate(rest):
        for others in perfect_pairings(rest[:index] + rest[index + 1 :]):
            yield [(first, second), *others]


def strong_wishes(history, players):
    tallies = tally_history(history, Scoring())
    wishes = {}
    for player in players:
        if player in tallies:
            seat, strength = seat_wish(tallies[player])
            if strength == 2:
                wishes[player] = seat
    return wishes


def pair_allowed(pair, met, wishes, colours):
    first, second = pair
    if met[frozenset(pair)]:
        return False
    return not (colours and first in wishes and wishes.get(second) == wishes[first])


def expected_bye(entrants, history):
    """The lowest-ranked player with the fewest byes whose absence leaves a field pairable with
    no rematch and no absolute colour clash; else rematch-free only; else the lowest of them."""
    tallies = tally_history(history, Scoring())
    ids = [entrant.id for entrant in entrants]
    for player in ids:
        tallies.setdefault(player, Tally())
    ordered = pairing_order(entrants, tallies)
    byes = byes_so_far(history)
    fewest = min(byes[player] for player in ids)
    candidates = [player for player in reversed(ordered) if byes[player] == fewest]
    met = meetings(history)
    wishes = strong_wishes(history, ids)
    for colours in (True, False):
        for candidate in candidates:
            rest = [player for player in ordered if player != candidate]
            if any(
                all(pair_allowed(pair, met, wishes, colours) for pair in pairing)
                for pairing in perfect_pairings(rest)
            ):
                return candidate, colours
    return candidates[0], None


@pytest.mark.parametrize("count", [3, 5, 7, 9])
@pytest.mark.parametrize("seed", range(12))
def test_bye_goes_to_the_lowest_player_who_can_take_it(count, seed):
    chooser = random.Random(seed * 100 + count)
    entrants = [Entrant(number, rating=chooser.randrange(1000, 2000)) for number in range(count)]
    history = []
    for _ in range(count + 2):
        pairing = swiss_round(entrants, history)
        bye, rule = expected_bye(entrants, history)
        assert pairing.byes == [bye]
        met = meetings(history)
        wishes = strong_wishes(history, [entrant.id for entrant in entrants])
        if rule is not None:
            # the rest is paired as well as the rule promised
            assert all(pair_allowed(table, met, wishes, rule) for table in pairing.tables)
        history.append(play_randomly(pairing, chooser))


def test_the_lowest_player_takes_the_bye_over_a_higher_one_with_more_points():
    # 5 players; round 1: 1 beat 2, 3 beat 4, 5 had the bye. Round 2: 1 beat 3, 5 beat 4, 2 bye.
    history = [
        RoundRecord(games=[GameRecord([1, 2], (1, 2)), GameRecord([3, 4], (1, 2))], byes=[5]),
        RoundRecord(games=[GameRecord([1, 3], (1, 2)), GameRecord([5, 4], (1, 2))], byes=[2]),
    ]
    entrants = [Entrant(number, rating=2000 - number) for number in range(1, 6)]
    # standings: 1 (2), 5 (2), 2 (1), 3 (1), 4 (0). 4 has no bye and is lowest; without 4 the
    # others pair rematch-free (1-5, 2-3), so 4 takes it even though 4 met 3 and 5 already.
    pairing = swiss_round(entrants, history)
    assert pairing.byes == [4]
    assert sorted(sorted(table) for table in pairing.tables) == [[1, 5], [2, 3]]


def won(first, second):
    """A game with `first` in seat 0 beating `second`."""
    return GameRecord([first, second], (1, 2))


def test_bye_moves_up_when_the_lowest_would_leave_only_rematches():
    # Six players, three rounds, then 6 withdraws. 1 has met 2, 3 and 4, so without 5 the
    # field 1-4 cannot pair without a rematch: the bye goes up to 4 (1 point, like 5).
    history = [
        RoundRecord(games=[won(1, 2), won(3, 4), won(5, 6)]),
        RoundRecord(games=[won(1, 3), won(2, 5), won(4, 6)]),
        RoundRecord(games=[won(1, 4), won(2, 6), won(3, 5)]),
    ]
    entrants = [Entrant(number, rating=2000 - number) for number in range(1, 6)]
    pairing = swiss_round(entrants, history)
    assert pairing.byes == [4]
    assert sorted(sorted(table) for table in pairing.tables) == [[1, 5], [2, 3]]
