"""McMahon and double elimination as an organiser runs them: created through the service (and
the API), started, every round paired by the game_finished receiver and the Celery task (eager),
games played by seeded random bots, standings and brackets read back at the end.

Secret Nim's two-player winner depends only on the moves, so with seeded move choices and
distinct ratings the runs are deterministic; the checks below are rules, not golden results.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

import pytest

from errors import PlatformError
from ratings.models import Rating
from tournaments import services
from tournaments.models import Entrant, Round, TournamentStatus
from tournaments.rule_words import event_rule_lines
from tournaments.selectors import rounds_of, tournament_standings

from .test_end_to_end import check_games_seat_the_pairing, names, run, tables_by_round
from .tournament_play import open_with, players, ratings_by_username

pytestmark = pytest.mark.django_db

# eight players by rating; with bar 2000, band 100 and 3 groups they start on 2, 1 or 0
MCMAHON_RATINGS = [2100, 2050, 1950, 1900, 1800, 1750, 1600, 1500]
MCMAHON_STARTS = {"p1": 2, "p2": 2, "p3": 1, "p4": 1, "p5": 0, "p6": 0, "p7": 0, "p8": 0}


def test_a_mcmahon_event_to_the_end(
    secret_nim, alice, settings, django_capture_on_commit_callbacks, monkeypatch
):
    entrants = players(8)
    ratings_by_username(
        monkeypatch, {u.username: r for u, r in zip(entrants, MCMAHON_RATINGS, strict=True)}
    )
    tournament = run(
        alice,
        entrants,
        settings,
        django_capture_on_commit_callbacks,
        name="McMahon of eight",
        format="mcmahon",
        rounds=3,
        mcmahon_bar=2000,
        mcmahon_band=100,
        mcmahon_groups=3,
    )
    assert tournament.status == TournamentStatus.FINISHED and tournament.current_round == 3
    rounds = tables_by_round(tournament)
    # round 1 pairs players of like strength: within their starting groups, top half against
    # bottom half of each
    first = sorted(sorted(names(seats)) for seats in rounds[1])
    assert first == [["p1", "p2"], ["p3", "p4"], ["p5", "p7"], ["p6", "p8"]]
    met = Counter(frozenset(names(seats)) for tables in rounds.values() for seats in tables)
    assert max(met.values()) == 1, "no rematch"
    check_games_seat_the_pairing(tournament)

    standings = tournament_standings(tournament)
    assert standings == tournament.final_standings
    starts = {row["username"]: row["start_score"] for row in standings}
    assert starts == MCMAHON_STARTS
    wins: Counter = Counter()
    for tables in rounds.values():
        for seats in tables:
            wins[next(s for s in seats if s.place == 1).entrant.user.username] += 1
    for row in standings:
        assert (
            Fraction(row["score_exact"]) == MCMAHON_STARTS[row["username"]] + wins[row["username"]]
        )
    scores = [Fraction(row["score_exact"]) for row in standings]
    assert scores == sorted(scores, reverse=True)
    assert sum(scores) == sum(MCMAHON_STARTS.values()) + 3 * 4
    ranks = {e.user.username: e.final_rank for e in Entrant.objects.filter(tournament=tournament)}
    assert ranks == {row["username"]: row["rank"] for row in standings}


def test_mcmahon_starts_from_the_ratings_in_that_game(secret_nim, alice):
    strong, middle, new = players(3)
    Rating.objects.create(user=strong, engine="secret-nim", elo=1810)
    Rating.objects.create(user=middle, engine="secret-nim", elo=1650)
    Rating.objects.create(user=new, engine="another-game", elo=2400)  # not this game: 1500
    tournament = open_with(
        alice,
        [strong, middle, new],
        name="McMahon by rating",
        format="mcmahon",
        rounds=2,
        mcmahon_bar=1800,
        mcmahon_band=150,
        mcmahon_groups=4,
    )
    services.tournament_start(tournament=tournament, user=alice)
    rows = {row["username"]: row for row in tournament_standings(tournament)}
    # 1810: at the bar, top (3); 1650: 150 below, one band (2); 1500 (no rating in this game,
    # whatever elsewhere): two bands (1)
    assert {name: rows[name]["start_score"] for name in rows} == {"p1": 3, "p2": 2, "p3": 1}
    assert {name: rows[name]["score"] for name in rows} == {"p1": 3, "p2": 2, "p3": 1}


def test_a_player_added_to_a_mcmahon_starts_from_their_rating(secret_nim, alice, monkeypatch):
    entrants = players(4)
    ratings_by_username(
        monkeypatch, {"p1": 2000, "p2": 1900, "p3": 1800, "p4": 1700, "late1": 2000}
    )
    tournament = open_with(
        alice, entrants, name="Open McMahon", format="mcmahon", rounds=3, mcmahon_bar=2000
    )
    services.tournament_start(tournament=tournament, user=alice)
    players(1, prefix="late")
    services.entrant_add(tournament=tournament, user=alice, username="late1")
    rows = {row["username"]: row for row in tournament_standings(tournament)}
    assert rows["late1"]["start_score"] == 3  # 4 groups by default, rated at the bar: top


def test_mcmahon_rules_in_words_before_anyone_joins(secret_nim, alice):
    tournament = services.tournament_create(
        user=alice,
        name="Words",
        engine="secret-nim",
        format="mcmahon",
        rounds=4,
        mcmahon_bar=1900,
        mcmahon_band=100,
        mcmahon_groups=3,
    )
    pairing_line = event_rule_lines(tournament, [])[0]
    assert "McMahon pairing" in pairing_line
    assert "2 for a rating of 1900 or more" in pairing_line
    assert "every 100 rating points" in pairing_line
    assert "down to 0 for a rating under 1800 (3 groups)" in pairing_line


def double_elimination_run(alice, count, settings, capture, monkeypatch, seed_name="Double"):
    entrants = players(count)
    ratings_by_username(monkeypatch, {u.username: 2000 - 10 * i for i, u in enumerate(entrants)})
    return run(alice, entrants, settings, capture, name=seed_name, format="double_elimination")


@pytest.mark.parametrize("count", [2, 5, 8])
def test_a_double_elimination_to_the_end(
    count, secret_nim, alice, settings, django_capture_on_commit_callbacks, monkeypatch
):
    tournament = double_elimination_run(
        alice, count, settings, django_capture_on_commit_callbacks, monkeypatch
    )
    assert tournament.status == TournamentStatus.FINISHED
    check_games_seat_the_pairing(tournament)
    losses: Counter = Counter()
    listed = rounds_of(tournament)
    for round_, tables in zip(listed, tables_by_round(tournament).values(), strict=True):
        for table, seats in zip(round_["tables"], tables, strict=True):
            before = sorted(losses[name] for name in names(seats))
            expected = {
                (0, 0): {"winners"},
                (1, 1): {"losers", "grand_final_again"},
                (0, 1): {"grand_final"},
            }[tuple(before)]
            assert table["bracket"] in expected, (round_["number"], names(seats), before)
        for seats in tables:
            losses[next(s for s in seats if s.place == 2).entrant.user.username] += 1
    standings = tournament_standings(tournament)
    champion = standings[0]["username"]
    assert losses[champion] <= 1
    assert all(losses[f"p{n}"] == 2 for n in range(1, count + 1) if f"p{n}" != champion)
    last = listed[-1]["tables"]
    assert len(last) == 1 and last[0]["bracket"] in ("grand_final", "grand_final_again")
    assert {p["username"] for p in last[0]["players"]} == {
        standings[0]["username"],
        standings[1]["username"],
    }, "the grand final's loser is second"
    assert [row["rank"] for row in standings[:2]] == [1, 2]
    # players knocked out later rank above those knocked out earlier
    out_round = {}
    for round_ in listed:
        for table in round_["tables"]:
            for player in table["players"]:
                out_round[player["username"]] = round_["number"]
    order = [out_round[row["username"]] for row in standings[1:]]
    assert order == sorted(order, reverse=True)


def test_a_player_who_drops_from_a_double_elimination_is_not_paired_again(
    secret_nim, alice, settings, django_capture_on_commit_callbacks, monkeypatch
):
    from engines import Rng

    from .tournament_play import eager_celery, play_round_by_hand

    entrants = players(6)
    ratings_by_username(monkeypatch, {u.username: 2000 - 10 * i for i, u in enumerate(entrants)})
    tournament = open_with(alice, entrants, name="Dropping", format="double_elimination")
    services.tournament_start(tournament=tournament, user=alice)
    services.entrant_drop(tournament=tournament, user=alice, username="p6")
    chooser = Rng(b"drop", "moves")
    with eager_celery(settings):
        for _ in range(30):
            tournament.refresh_from_db()
            if tournament.status != TournamentStatus.RUNNING:
                break
            play_round_by_hand(tournament, chooser)
    assert tournament.status == TournamentStatus.FINISHED
    later = Round.objects.filter(tournament=tournament, number__gt=1)
    assert not any(
        "p6" in names(seats)
        for number, tables in tables_by_round(tournament).items()
        if number > 1
        for seats in tables
    )
    assert not later.filter(byes__user__username="p6").exists()
    standings = tournament_standings(tournament)
    assert standings[0]["username"] != "p6"


@pytest.mark.parametrize(
    ("arguments", "code"),
    [
        ({"format": "mcmahon", "rounds": 3}, "bad_mcmahon"),  # no bar
        ({"format": "mcmahon", "mcmahon_bar": 1800}, "bad_rounds"),
        ({"format": "mcmahon", "rounds": 3, "mcmahon_bar": -5}, "bad_mcmahon"),
        ({"format": "mcmahon", "rounds": 3, "mcmahon_bar": 1800, "mcmahon_band": 0}, None),
        ({"format": "mcmahon", "rounds": 3, "mcmahon_bar": 1800, "mcmahon_groups": 1}, None),
        ({"format": "swiss", "rounds": 3, "mcmahon_bar": 1800}, "bad_mcmahon"),
        ({"format": "double_elimination", "rounds": 3}, "bad_rounds"),
        ({"format": "double_elimination", "players_per_table": 3}, "bad_players_per_table"),
        ({"format": "double_elimination", "advance": 2}, "bad_advance"),
    ],
)
def test_settings_a_format_cannot_run_are_refused(secret_nim, alice, arguments, code):
    with pytest.raises(PlatformError) as refused:
        services.tournament_create(user=alice, name="Refused", engine="secret-nim", **arguments)
    if code is None:
        assert refused.value.code in ("bad_mcmahon_band", "bad_mcmahon_groups")
    else:
        assert refused.value.code == code


def test_the_api_creates_a_mcmahon_and_shows_its_settings(secret_nim, alice, api):
    response = api(alice).post(
        "/api/tournaments/",
        {
            "name": "API McMahon",
            "engine": "secret-nim",
            "format": "mcmahon",
            "rounds": 4,
            "mcmahon_bar": 1850,
        },
        format="json",
    )
    assert response.status_code == 201, response.json()
    body = response.json()
    assert (body["format"], body["mcmahon_bar"], body["mcmahon_band"], body["mcmahon_groups"]) == (
        "mcmahon",
        1850.0,
        100,
        4,
    )
    refused = api(alice).post(
        "/api/tournaments/",
        {"name": "x", "engine": "secret-nim", "format": "double_elimination", "mcmahon_bar": 1},
        format="json",
    )
    assert refused.status_code == 400 and refused.json()["error"]["code"] == "bad_mcmahon"
