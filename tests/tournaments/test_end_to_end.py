"""A 7-player Swiss and an 8-player elimination played to the end by random bots through the
services, with every round after the first paired by the game_finished receiver and the Celery
task (eager), and final standings with tie-breaks checked.

Secret Nim's two-player winner depends only on the moves (the taker of the last stone wins),
so with seeded move choices and distinct seeding ratings everything below is deterministic;
`shift_ids` creates rows first so entrant and game ids differ, and the results must not.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

import pytest

from tests.factories import UserFactory
from tournaments import services
from tournaments.models import Entrant, Round, TableSeat, TournamentStatus
from tournaments.selectors import tournament_standings

from .tournament_play import eager_celery, open_with, play_tournament, players, ratings_by_username

pytestmark = pytest.mark.django_db

TIEBREAK_ORDER = ["buchholz", "median_buchholz", "sonneborn_berger", "head_to_head", "rating"]


def run(organiser, entrants, settings, capture, **kwargs):
    with eager_celery(settings):
        tournament = open_with(organiser, entrants, **kwargs)
        with capture(execute=True):
            services.tournament_start(tournament=tournament, user=organiser)
        play_tournament(tournament, capture)
    tournament.refresh_from_db()
    return tournament


def tables_by_round(tournament) -> dict[int, list[list[TableSeat]]]:
    """{round number: [[table seats in seat order], ...]} from the tournament's own rows."""
    rounds: dict[int, dict[int, list[TableSeat]]] = {}
    seats = TableSeat.objects.filter(table__round__tournament=tournament).select_related(
        "table__round", "table__game", "entrant__user"
    )
    for seat in seats.order_by("table__round__number", "table__number", "index"):
        rounds.setdefault(seat.table.round.number, {}).setdefault(seat.table.number, []).append(
            seat
        )
    return {number: list(tables.values()) for number, tables in rounds.items()}


def names(seats) -> list[str]:
    return [seat.entrant.user.username for seat in seats]


def check_games_seat_the_pairing(tournament):
    for tables in tables_by_round(tournament).values():
        for seats in tables:
            game = seats[0].table.game
            assert game.engine == "secret-nim" and game.status == "finished"
            assert [s.user.username for s in game.seats.order_by("index")] == names(seats)
            assert [s.rank for s in game.seats.order_by("index")] == [s.place for s in seats]


def check_tiebreaks_by_hand(tournament, standings):
    """Buchholz and Sonneborn-Berger recomputed from the table rows (two-player, no draws)."""
    score = {row["username"]: Fraction(row["score_exact"]) for row in standings}
    buchholz: Counter = Counter()
    berger: Counter = Counter()
    for tables in tables_by_round(tournament).values():
        for first, second in tables:
            for me, other in ((first, second), (second, first)):
                mine, theirs = me.entrant.user.username, other.entrant.user.username
                buchholz[mine] += score[theirs]
                if me.place < other.place:
                    berger[mine] += score[theirs]
    for row in standings:
        assert (
            Fraction(row["tiebreaks"]["buchholz"]).limit_denominator() == buchholz[row["username"]]
        )
        assert (
            Fraction(row["tiebreaks"]["sonneborn_berger"]).limit_denominator()
            == berger[row["username"]]
        )


@pytest.fixture(params=[0, 7], ids=["ids-from-1", "ids-shifted"])
def shift_ids(request, db):
    for number in range(request.param):
        UserFactory(username=f"shift{number}")


# Golden results of the seeded bots (p1 is seed 1 … p7 seed 7).
SWISS_STANDINGS = [
    # (rank, username, score, buchholz)
    (1, "p7", 3, 3),
    (2, "p1", 2, 6),
    (3, "p2", 2, 5),
    (4, "p5", 2, 4),
    (5, "p3", 1, 6),
    (6, "p4", 1, 4),
    (7, "p6", 1, 3),
]


def test_seven_player_swiss_to_the_end(
    shift_ids, secret_nim, alice, settings, django_capture_on_commit_callbacks, monkeypatch
):
    entrants = players(7)
    ratings_by_username(monkeypatch, {u.username: 2000 - 10 * i for i, u in enumerate(entrants)})
    tournament = run(
        alice,
        entrants,
        settings,
        django_capture_on_commit_callbacks,
        name="Swiss of seven",
        format="swiss",
        rounds=3,
    )
    assert tournament.status == TournamentStatus.FINISHED
    assert tournament.current_round == 3
    rounds = tables_by_round(tournament)
    assert [len(rounds[number]) for number in (1, 2, 3)] == [3, 3, 3]
    byes = [
        entrant.user.username
        for round_ in Round.objects.filter(tournament=tournament).order_by("number")
        for entrant in round_.byes.all()
    ]
    assert len(byes) == 3 and len(set(byes)) == 3, "one bye a round, never twice to a player"
    met = Counter(frozenset(names(seats)) for tables in rounds.values() for seats in tables)
    assert max(met.values()) == 1, "no rematch in three rounds of seven"
    check_games_seat_the_pairing(tournament)

    standings = tournament_standings(tournament)
    assert standings == tournament.final_standings
    assert sum(Fraction(row["score_exact"]) for row in standings) == 12  # 3 rounds × (3 + bye)
    keys = [
        (Fraction(row["score_exact"]), *(row["tiebreaks"][name] for name in TIEBREAK_ORDER))
        for row in standings
    ]
    assert keys == sorted(keys, reverse=True), "score, then the tie-breaks in order"
    check_tiebreaks_by_hand(tournament, standings)
    assert [
        (row["rank"], row["username"], row["score"], row["tiebreaks"]["buchholz"])
        for row in standings
    ] == SWISS_STANDINGS
    final_ranks = {
        e.user.username: e.final_rank for e in Entrant.objects.filter(tournament=tournament)
    }
    assert final_ranks == {username: rank for rank, username, _, _ in SWISS_STANDINGS}


def test_eight_player_elimination_to_the_end(
    shift_ids, secret_nim, alice, settings, django_capture_on_commit_callbacks, monkeypatch
):
    entrants = players(8)
    # registered in a shuffled order: seeds come from the ratings, p1 the best
    order = [entrants[i] for i in (5, 2, 7, 0, 3, 6, 1, 4)]
    ratings_by_username(monkeypatch, {u.username: 2000 - 10 * i for i, u in enumerate(entrants)})
    tournament = run(
        alice,
        order,
        settings,
        django_capture_on_commit_callbacks,
        name="Knockout of eight",
        format="elimination",
    )
    assert tournament.status == TournamentStatus.FINISHED
    rounds = tables_by_round(tournament)
    assert sorted(rounds) == [1, 2, 3]
    assert [names(seats) for seats in rounds[1]] == [
        ["p1", "p8"],
        ["p4", "p5"],
        ["p3", "p6"],
        ["p2", "p7"],
    ], "standard seeding: 1 v 8, 4 v 5, 3 v 6, 2 v 7, better seed in seat 0"
    winners = {
        number: [next(s for s in seats if s.place == 1).entrant.user.username for seats in tables]
        for number, tables in rounds.items()
    }
    losers = {
        number: [next(s for s in seats if s.place == 2).entrant.user.username for seats in tables]
        for number, tables in rounds.items()
    }
    # winners meet in bracket order: winners of tables 1 and 2, of 3 and 4, then the final
    assert [sorted(names(seats)) for seats in rounds[2]] == [
        sorted(winners[1][0:2]),
        sorted(winners[1][2:4]),
    ]
    assert sorted(names(rounds[3][0])) == sorted(winners[2])
    assert Round.objects.filter(tournament=tournament).exclude(byes=None).count() == 0
    check_games_seat_the_pairing(tournament)

    standings = tournament_standings(tournament)
    by_rank = [row["username"] for row in standings]
    assert by_rank[0] == winners[3][0] and by_rank[1] == losers[3][0]
    assert set(by_rank[2:4]) == set(losers[2])
    assert set(by_rank[4:8]) == set(losers[1])
    assert [row["score"] for row in standings] == [3, 2, 1, 1, 0, 0, 0, 0]
    assert [row["rank"] for row in standings] == [1, 2, 3, 4, 5, 6, 7, 8]
    # inside a stage: the tie-breaks; first-round losers by Buchholz (their winner's score)
    for stage in (standings[2:4], standings[4:8]):
        keys = [tuple(row["tiebreaks"][name] for name in TIEBREAK_ORDER) for row in stage]
        assert keys == sorted(keys, reverse=True)
    check_tiebreaks_by_hand(tournament, standings)
    assert by_rank == ELIMINATION_RANKING


# Golden result of the seeded bots: round 1 p1, p5, p3, p7 win; semi-finals p1 and p7; p7 wins
# the final. Semi-final losers: p3 (Buchholz 0 + 3) before p5 (0 + 2). First-round losers by
# Buchholz: p2 (beaten by p7, 3), p8 (by p1, 2), then p4 and p6 (1 each, equal down to rating,
# where p4's 1970 beats p6's 1950).
ELIMINATION_RANKING = ["p7", "p1", "p3", "p5", "p2", "p8", "p4", "p6"]
