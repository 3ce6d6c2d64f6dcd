"""A double elimination read back from its rounds: each game's bracket (a table of cases, then
every round of random events), and the final order of the players."""

import random

import pytest

from tournaments.pairing import Entrant, GameRecord, PairingUserError, RoundRecord, standings
from tournaments.pairing.brackets import bracket_labels, double_elimination_order
from tournaments.pairing.double_elimination import double_elimination_round, losses_of

from .play import finish

W, L = (1, 2), (2, 1)  # seat 0 wins, seat 1 wins


def rounds(*games_by_round):
    return [
        RoundRecord(games=[GameRecord(list(s), p) for s, p in games]) for games in games_by_round
    ]


CASES = [
    # (rounds as [(seats, places)], expected labels per round)
    ([[((1, 2), W), ((3, 4), W)]], [("winners", "winners")]),
    (
        [[((1, 2), W), ((3, 4), W)], [((1, 3), W), ((2, 4), W)]],
        [("winners", "winners"), ("winners", "losers")],
    ),
    # 2 players: the first game, then the grand final (1 unbeaten, 2 one loss), 2 wins it: again
    (
        [[((1, 2), W)], [((1, 2), L)], [((1, 2), W)]],
        [("winners",), ("grand_final",), ("grand_final_again",)],
    ),
    # the unbeaten player wins the grand final: no second game
    ([[((1, 2), W)], [((1, 2), W)]], [("winners",), ("grand_final",)]),
    # a game still in play counts no loss yet
    ([[((1, 2), None)], [((1, 2), None)]], [("winners",), ("winners",)]),
]


@pytest.mark.parametrize(("history", "expected"), CASES)
def test_bracket_of_each_game(history, expected):
    labelled = bracket_labels(rounds(*history))
    assert [labels.games for labels in labelled] == expected


def test_byes_are_in_the_bracket_of_their_losses():
    history = [
        RoundRecord(games=[GameRecord([1, 2], W)], byes=[3]),
        RoundRecord(games=[GameRecord([1, 3], W)], byes=[2]),
    ]
    assert [labels.byes for labels in bracket_labels(history)] == [("winners",), ("losers",)]


@pytest.mark.parametrize("count", [3, 4, 6, 9, 16])
@pytest.mark.parametrize("seed", range(20))
def test_every_paired_game_is_labelled_by_its_players_losses(count, seed):
    chooser = random.Random(seed)
    entrants = [Entrant(n, rating=2000 - n) for n in range(1, count + 1)]
    history = []
    while True:
        try:
            pairing = double_elimination_round(entrants, history)
        except PairingUserError:
            break
        history.append(finish(pairing, [chooser.choice([W, L]) for _ in pairing.tables]))
    for number, labels in enumerate(bracket_labels(history)):
        losses = losses_of(history[:number])
        for game, label in zip(history[number].games, labels.games, strict=True):
            counts = sorted(losses[player] for player in game.seats)
            if counts == [0, 0]:
                assert label == "winners"
            elif counts == [0, 1]:
                assert label == "grand_final"
            elif label == "grand_final_again":
                assert len(history[number].games) == 1 and number + 1 == len(history)
            else:
                assert label == "losers" and counts == [1, 1]
    # the final order: the champion, then the grand final's loser, then by round knocked out
    lines = standings(entrants, history)
    ordered = double_elimination_order(lines, history, {e.id for e in entrants})
    losses = losses_of(history)
    assert losses[ordered[0].player] < 2 and all(losses[line.player] == 2 for line in ordered[1:])
    assert set(history[-1].games[0].seats) == {ordered[0].player, ordered[1].player}
    assert [line.rank for line in ordered[:2]] == [1, 2]
