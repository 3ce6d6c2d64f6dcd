"""Double elimination: out after two losses, brackets paired apart, a grand final (and reset)."""

import random

import pytest

from tournaments.pairing import Entrant, GameRecord, PairingUserError, RoundRecord
from tournaments.pairing.double_elimination import champion, double_elimination_round, losses_of

from .play import finish


def field(count):
    return [Entrant(number, rating=2000 - number) for number in range(1, count + 1)]


def play_out(entrants, chooser):
    history = []
    for _ in range(4 * len(entrants)):
        try:
            pairing = double_elimination_round(entrants, history)
        except PairingUserError as done:
            assert done.code == "tournament_finished"
            return history
        losses = losses_of(history)
        for table in pairing.tables:
            brackets = {losses[player] for player in table}
            # never across brackets, except the grand final
            assert len(brackets) == 1 or len(pairing.tables) == 1
        history.append(finish(pairing, [chooser.choice([(1, 2), (2, 1)]) for _ in pairing.tables]))
    raise AssertionError("the event did not end")


@pytest.mark.parametrize("count", [2, 3, 4, 5, 8, 13, 16])
@pytest.mark.parametrize("seed", range(5))
def test_everyone_but_the_champion_loses_exactly_twice(count, seed):
    entrants = field(count)
    history = play_out(entrants, random.Random(seed))
    losses = losses_of(history)
    winner = champion(entrants, history)
    assert winner is not None and losses[winner] <= 1
    assert all(losses[entrant.id] == 2 for entrant in entrants if entrant.id != winner)


def test_grand_final_reset_when_the_losers_bracket_player_wins():
    entrants = field(2)
    history = [RoundRecord(games=[GameRecord([1, 2], (1, 2))])]  # 2 drops to the losers' bracket
    final = double_elimination_round(entrants, history)
    assert final.tables == [[1, 2]]
    history.append(finish(final, [(2, 1)]))  # 2 wins: both have one loss
    again = double_elimination_round(entrants, history)
    assert sorted(again.tables[0]) == [1, 2]
    history.append(finish(again, [(1, 2)]))
    assert champion(entrants, history) == 1


def test_a_draw_is_refused():
    history = [RoundRecord(games=[GameRecord([1, 2], (1, 1))])]
    with pytest.raises(PairingUserError) as refused:
        double_elimination_round(field(2), history)
    assert refused.value.code == "tied_game"
