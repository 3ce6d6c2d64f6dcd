"""Organising tournaments through the services: creation checks, registration, start, drops,
additions, forfeits, deadlines, idempotent recording, cancelling, multiplayer tables."""

from __future__ import annotations

from datetime import timedelta
from fractions import Fraction

import pytest
from django.utils import timezone

from engines import Rng
from errors import Conflict, Forbidden, PlatformError
from games.models import GameStatus
from tournaments import services
from tournaments.models import (
    EntrantStatus,
    Round,
    Table,
    TableSeat,
    TournamentStatus,
)
from tournaments.selectors import rounds_of, tournament_standings
from tournaments.services.rounds import (
    round_deadlines_enforce,
    table_result_record,
    table_results_sweep,
)
from tournaments.tasks import tournament_game_settle, tournament_rounds_sweep

from .tournament_play import (
    open_with,
    play_game,
    play_round_by_hand,
    players,
    ratings_by_username,
    unfinished_tables,
)

pytestmark = pytest.mark.django_db


def seat_names(round_) -> list[list[str]]:
    return [[player["username"] for player in table["players"]] for table in round_["tables"]]


@pytest.mark.parametrize(
    ("kwargs", "code"),
    [
        ({"engine": "no-such-game", "format": "swiss", "rounds": 3}, "unknown_engine"),
        ({"format": "ladder"}, "bad_format"),
        ({"format": "swiss"}, "bad_rounds"),
        ({"format": "swiss", "rounds": 0}, "bad_rounds"),
        ({"format": "elimination", "rounds": 3}, "bad_rounds"),
        ({"format": "double_round_robin", "players_per_table": 3}, "bad_players_per_table"),
        (
            {"format": "swiss", "rounds": 3, "scoring": {"two_player_draw": "lots"}},
            "bad_scoring",
        ),
        ({"format": "swiss", "rounds": 3, "players_per_table": 4}, "bad_players_per_table"),
        (
            {"format": "swiss", "rounds": 3, "players_per_table": 3, "min_table_size": 4},
            "bad_min_table_size",
        ),
        ({"format": "elimination", "players_per_table": 3, "advance": 3}, "bad_advance"),
        ({"format": "swiss", "rounds": 3, "advance": 2}, "bad_advance"),
        ({"format": "swiss", "rounds": 3, "options": {"pile": 1}}, "bad_options"),
        ({"format": "swiss", "rounds": 3, "time_control": {"kind": "sundial"}}, "bad_time_control"),
        ({"format": "swiss", "rounds": 3, "tiebreaks": ["coin_toss"]}, "bad_tiebreak"),
        ({"format": "swiss", "rounds": 3, "tiebreaks": ["buchholz", "buchholz"]}, "bad_tiebreak"),
        (
            {"format": "swiss", "rounds": 3, "scoring": {"place_points": {"2": [1]}}},
            "bad_scoring",
        ),
        ({"format": "swiss", "rounds": 3, "scoring": {"bye_points": "a lot"}}, "bad_scoring"),
        ({"format": "swiss", "rounds": 3, "round_seconds": 5}, "bad_round_seconds"),
        ({"format": "swiss", "rounds": 3, "name": "  "}, "bad_name"),
    ],
)
def test_creation_refusals_have_codes(secret_nim, alice, kwargs, code):
    arguments = {"name": "Cup", "engine": "secret-nim", **kwargs}
    with pytest.raises(PlatformError) as refused:
        services.tournament_create(user=alice, **arguments)
    assert refused.value.code == code
    assert refused.value.message


def test_registration_window_and_states(secret_nim, alice, bob, carol):
    now = timezone.now()
    tournament = services.tournament_create(
        user=alice,
        name="Window",
        engine="secret-nim",
        format="swiss",
        rounds=2,
        max_entrants=2,
        registration_opens_at=now + timedelta(hours=1),
        registration_closes_at=now + timedelta(hours=2),
    )
    with pytest.raises(Conflict) as not_open:
        services.entrant_register(tournament=tournament, user=bob)
    assert not_open.value.code == "wrong_state"
    with pytest.raises(Forbidden) as not_theirs:
        services.tournament_registration_open(tournament=tournament, user=bob)
    assert not_theirs.value.code == "not_organiser"
    services.tournament_registration_open(tournament=tournament, user=alice)
    with pytest.raises(Conflict) as early:
        services.entrant_register(tournament=tournament, user=bob, now=now)
    assert early.value.code == "registration_not_yet_open"
    with pytest.raises(Conflict) as late:
        services.entrant_register(tournament=tournament, user=bob, now=now + timedelta(hours=3))
    assert late.value.code == "registration_closed"
    inside = now + timedelta(minutes=90)
    services.entrant_register(tournament=tournament, user=bob, now=inside)
    with pytest.raises(Conflict) as twice:
        services.entrant_register(tournament=tournament, user=bob, now=inside)
    assert twice.value.code == "already_registered"
    services.entrant_register(tournament=tournament, user=carol, now=inside)
    with pytest.raises(Conflict) as full:
        services.entrant_register(tournament=tournament, user=alice, now=inside)
    assert full.value.code == "tournament_full"
    withdrawn = services.entrant_withdraw(tournament=tournament, user=carol)
    assert withdrawn.status == EntrantStatus.WITHDRAWN
    services.entrant_register(tournament=tournament, user=carol, now=inside)  # back again
    services.tournament_registration_close(tournament=tournament, user=alice)
    with pytest.raises(Conflict):
        services.entrant_register(tournament=tournament, user=alice, now=inside)
    services.tournament_start(tournament=tournament, user=alice)
    with pytest.raises(Conflict) as started:
        services.entrant_withdraw(tournament=tournament, user=carol)
    assert started.value.code == "wrong_state"


def test_start_needs_two_players_and_the_organiser(secret_nim, alice, bob, carol):
    tournament = open_with(alice, [bob], name="Lonely", format="swiss", rounds=2)
    with pytest.raises(Conflict) as few:
        services.tournament_start(tournament=tournament, user=alice)
    assert few.value.code == "too_few_players"
    services.entrant_register(tournament=tournament, user=carol)
    with pytest.raises(Forbidden):
        services.tournament_start(tournament=tournament, user=bob)
    services.tournament_start(tournament=tournament, user=alice)
    with pytest.raises(Conflict) as again:
        services.tournament_start(tournament=tournament, user=alice)
    assert again.value.code == "wrong_state"


def test_start_seeds_by_rating_and_seats_round_one(secret_nim, alice, monkeypatch):
    entrants = players(5)
    ratings_by_username(monkeypatch, {"p3": 2100, "p5": 2000, "p1": 1900, "p2": 1800, "p4": 1700})
    tournament = open_with(alice, entrants, name="Seeds", format="swiss", rounds=2)
    services.tournament_start(tournament=tournament, user=alice)
    seeds = {e.user.username: e.seed for e in tournament.entrants.select_related("user")}
    assert seeds == {"p3": 1, "p5": 2, "p1": 3, "p2": 4, "p4": 5}
    (first,) = rounds_of(tournament)
    # Swiss round 1: top half v bottom half (1 v 3, 2 v 4), the lowest seed has the bye
    assert sorted(map(sorted, seat_names(first))) == [["p1", "p3"], ["p2", "p5"]]
    assert first["byes"] == ["p4"]
    for table in Table.objects.filter(round__tournament=tournament).select_related("game"):
        game = table.game
        assert game.status == GameStatus.ACTIVE and game.created_by == alice
        seated = [s.user.username for s in game.seats.order_by("index")]
        paired = [s.entrant.user.username for s in table.seats.order_by("index")]
        assert seated == paired
    from notifications.models import Notification

    notes = Notification.objects.filter(kind="tournament_round_paired")
    assert sorted(note.payload["bye"] for note in notes) == [False, False, False, False, True]
    assert {note.payload["round"] for note in notes} == {1}
    assert {note.user.username for note in notes if note.payload["bye"]} == {"p4"}


def test_recording_is_idempotent_and_ignores_other_games(secret_nim, alice, bob, carol):
    from games import services as game_services

    tournament = open_with(alice, [bob, carol], name="Once", format="swiss", rounds=2)
    services.tournament_start(tournament=tournament, user=alice)
    (table,) = unfinished_tables(tournament)
    play_game(table.game, Rng(b"once", "moves"))
    assert table_result_record(game_id=table.game_id) is True
    assert table_result_record(game_id=table.game_id) is False
    assert tournament_game_settle(table.game_id) is False  # the task, run again by a retry
    assert table_results_sweep() == 0
    assert Round.objects.filter(tournament=tournament).count() == 2
    other = game_services.game_create(user=alice, engine="secret-nim", players=2)
    assert table_result_record(game_id=other.pk) is False


def test_the_sweep_records_a_result_whose_task_was_lost(secret_nim, alice, bob, carol):
    tournament = open_with(alice, [bob, carol], name="Lost", format="swiss", rounds=1)
    services.tournament_start(tournament=tournament, user=alice)
    (table,) = unfinished_tables(tournament)
    play_game(table.game, Rng(b"lost", "moves"))  # no on-commit: the task never ran
    assert tournament_rounds_sweep() == {
        "proposals": 0,
        "deadlines": 0,
        "recovered": 1,
    }  # the beat task
    tournament.refresh_from_db()
    assert tournament.status == TournamentStatus.FINISHED


def test_round_robin_with_a_drop_forfeits_the_dropped_players_tables(secret_nim, alice):
    entrants = players(4)
    tournament = open_with(alice, entrants, name="Berger", format="round_robin")
    services.tournament_start(tournament=tournament, user=alice)
    tournament.refresh_from_db()
    assert tournament.rounds == 3
    chooser = Rng(b"berger", "moves")
    play_round_by_hand(tournament, chooser)
    # round 2 is paired the moment round 1 ends: a drop now takes effect from round 3
    services.entrant_drop(tournament=tournament, user=alice, username="p4")
    play_round_by_hand(tournament, chooser)
    play_round_by_hand(tournament, chooser)
    assert tournament.status == TournamentStatus.FINISHED
    rounds = rounds_of(tournament)
    # FIDE Berger for four, entrants numbered by seed (entry order here): 1-4 2-3 / 4-3 1-2 / 2-4 3-1
    assert [seat_names(round_) for round_ in rounds] == [
        [["p1", "p4"], ["p2", "p3"]],
        [["p4", "p3"], ["p1", "p2"]],
        [["p2", "p4"], ["p3", "p1"]],
    ]
    forfeits = [
        (round_["number"], [(p["username"], p["place"]) for p in table["players"]])
        for round_ in rounds
        for table in round_["tables"]
        if table["forfeit"]
    ]
    assert forfeits == [(3, [("p2", 1), ("p4", 2)])]
    standings = tournament_standings(tournament)
    p4 = next(row for row in standings if row["username"] == "p4")
    assert p4["status"] == EntrantStatus.DROPPED
    assert p4["rank"] == 4
    assert sum(Fraction(row["score_exact"]) for row in standings) == 6


def test_swiss_drop_and_late_entry_between_rounds(secret_nim, alice, bob):
    entrants = players(4)
    tournament = open_with(alice, entrants, name="Open", format="swiss", rounds=2)
    services.tournament_start(tournament=tournament, user=alice)
    with pytest.raises(Forbidden):
        services.entrant_add(tournament=tournament, user=bob, username="bob")
    late = services.entrant_add(tournament=tournament, user=alice, username="bob")
    assert (late.first_round, late.seed) == (2, 5)
    services.entrant_drop(tournament=tournament, user=alice, username="p2")
    with pytest.raises(Conflict) as twice:
        services.entrant_drop(tournament=tournament, user=alice, username="p2")
    assert twice.value.code == "not_an_entrant"
    play_round_by_hand(tournament, Rng(b"open", "moves"))
    second = rounds_of(tournament)[1]
    paired = {name for table in seat_names(second) for name in table} | set(second["byes"])
    assert paired == {"p1", "p3", "p4", "bob"}, "p2 dropped, bob joined"
    play_round_by_hand(tournament, Rng(b"open", "moves-2"))
    assert tournament.status == TournamentStatus.FINISHED
    standings = tournament_standings(tournament)
    assert {row["username"] for row in standings} == {"p1", "p2", "p3", "p4", "bob"}
    assert sum(Fraction(row["score_exact"]) for row in standings) == 2 + 2


@pytest.mark.parametrize(
    "time_control",
    [
        {"kind": "per_move", "seconds": 86400},
        {"kind": "fischer", "initial": 600, "increment": 10, "max": 1200},
    ],
)
def test_the_tournaments_clock_runs_in_every_game_it_pairs(secret_nim, alice, time_control):
    tournament = open_with(
        alice, players(4), name="Clocked", format="swiss", rounds=1, time_control=time_control
    )
    assert tournament.time_control == time_control
    services.tournament_start(tournament=tournament, user=alice)
    tables = Table.objects.filter(round__tournament=tournament).select_related("game")
    assert len(tables) == 2
    for table in tables:
        assert table.game.time_control == time_control
        acting = [seat for seat in table.game.seats.all() if seat.clock_deadline is not None]
        assert len(acting) == 1, "the clock of the seat to move runs"


def test_late_entry_only_in_swiss(secret_nim, alice, bob):
    tournament = open_with(alice, players(4), name="Knockout", format="elimination")
    services.tournament_start(tournament=tournament, user=alice)
    with pytest.raises(Conflict) as fixed:
        services.entrant_add(tournament=tournament, user=alice, username="bob")
    assert fixed.value.code == "fixed_field"


def test_round_deadline_ends_games_and_pairs_the_next_round(secret_nim, alice):
    tournament = open_with(
        alice, players(4), name="Blitz", format="swiss", rounds=2, round_seconds=3600
    )
    services.tournament_start(tournament=tournament, user=alice)
    first = Round.objects.get(tournament=tournament, number=1)
    assert first.deadline is not None
    to_act = {}
    for table in unfinished_tables(tournament):
        seat = table.game.seats.get(index=table.game.to_act[0])
        to_act[table.pk] = seat.user.username
    assert round_deadlines_enforce(now=first.deadline - timedelta(seconds=1)) == 0
    assert round_deadlines_enforce(now=first.deadline + timedelta(seconds=1)) == 2
    first.refresh_from_db()
    assert first.status == "finished"
    for table_pk, username in to_act.items():
        loser = TableSeat.objects.get(table_id=table_pk, entrant__user__username=username)
        assert loser.place == 2, "the seat owing a move at the deadline loses"
    assert Round.objects.filter(tournament=tournament, number=2).exists()


def test_cancel_stops_pairing(secret_nim, alice, bob):
    tournament = open_with(alice, players(2), name="Off", format="swiss", rounds=3)
    services.tournament_start(tournament=tournament, user=alice)
    with pytest.raises(Forbidden):
        services.tournament_cancel(tournament=tournament, user=bob)
    services.tournament_cancel(tournament=tournament, user=alice)
    (table,) = unfinished_tables(tournament)
    play_game(table.game, Rng(b"off", "moves"))
    assert table_result_record(game_id=table.game_id) is False
    assert Round.objects.filter(tournament=tournament).count() == 1
    with pytest.raises(Conflict):
        services.tournament_cancel(tournament=tournament, user=alice)


def test_three_player_swiss_tables_and_place_points(secret_nim, alice):
    tournament = open_with(
        alice, players(7), name="Pods", format="swiss", rounds=2, players_per_table=3
    )
    services.tournament_start(tournament=tournament, user=alice)
    chooser = Rng(b"pods", "moves")
    first = rounds_of(tournament)[0]
    assert [len(table["players"]) for table in first["tables"]] == [3, 3]
    assert len(first["byes"]) == 1, "seven at tables of three: 3 + 3 and a bye"
    play_round_by_hand(tournament, chooser)
    play_round_by_hand(tournament, chooser)
    assert tournament.status == TournamentStatus.FINISHED
    byes = [bye for round_ in rounds_of(tournament) for bye in round_["byes"]]
    assert len(set(byes)) == 2
    standings = tournament_standings(tournament)
    # each table hands out 1 + ½ + 0 (ties share), each bye 1: 2 rounds × (2 × 1½ + 1)
    assert sum(Fraction(row["score_exact"]) for row in standings) == 8


def test_three_player_elimination_sends_the_winner_of_each_table_on(secret_nim, alice):
    tournament = open_with(
        alice, players(7), name="Pods out", format="elimination", players_per_table=3
    )
    services.tournament_start(tournament=tournament, user=alice)
    chooser = Rng(b"pods-out", "moves")
    first = rounds_of(tournament)[0]
    assert [len(table["players"]) for table in first["tables"]] == [3, 3]
    assert first["byes"] == ["p1"], "the bye goes to the top seed"
    play_round_by_hand(tournament, chooser)
    final = rounds_of(tournament)[1]
    assert len(final["tables"]) == 1 and len(final["tables"][0]["players"]) == 3
    play_round_by_hand(tournament, chooser)
    assert tournament.status == TournamentStatus.FINISHED
    standings = tournament_standings(tournament)
    final_places = {
        p["username"]: p["place"] for p in rounds_of(tournament)[1]["tables"][0]["players"]
    }
    winner = min(final_places, key=lambda name: (final_places[name], name))
    assert standings[0]["username"] == winner
    assert {row["username"] for row in standings[:3]} == set(final_places)


def test_elimination_drop_forfeits_the_next_game(secret_nim, alice, monkeypatch):
    from games import services as game_services

    entrants = players(4)
    ratings_by_username(monkeypatch, {"p1": 2000, "p2": 1900, "p3": 1800, "p4": 1700})
    tournament = open_with(alice, entrants, name="Walkover", format="elimination")
    services.tournament_start(tournament=tournament, user=alice)
    one_v_four, two_v_three = unfinished_tables(tournament)
    assert [s.entrant.user.username for s in one_v_four.seats.order_by("index")] == ["p1", "p4"]
    game_services.game_resign(game=one_v_four.game, user=entrants[0])  # p4 goes through
    table_result_record(game_id=one_v_four.game_id)
    services.entrant_drop(tournament=tournament, user=alice, username="p4")
    play_game(two_v_three.game, Rng(b"walkover", "moves"))
    table_result_record(game_id=two_v_three.game_id)
    tournament.refresh_from_db()
    assert tournament.status == TournamentStatus.FINISHED, "the final was a walkover"
    (final,) = rounds_of(tournament)[1]["tables"]
    assert final["forfeit"] and final["game"] is None
    winner = next(p["username"] for p in final["players"] if p["place"] == 1)
    assert winner in {"p2", "p3"}
    standings = tournament_standings(tournament)
    assert [row["username"] for row in standings[:2]] == [winner, "p4"]


def test_configured_tiebreaks_and_place_points(secret_nim, alice, monkeypatch):
    entrants = players(6)
    ratings_by_username(monkeypatch, {f"p{n}": 2000 - 10 * n for n in range(1, 7)})
    tournament = open_with(
        alice,
        entrants,
        name="Custom",
        format="swiss",
        rounds=1,
        players_per_table=3,
        scoring={"place_points": {"3": [3, 1, 0]}, "bye_points": 2},
        tiebreaks=["rating"],
    )
    services.tournament_start(tournament=tournament, user=alice)
    play_round_by_hand(tournament, Rng(b"custom", "moves"))
    assert tournament.status == TournamentStatus.FINISHED
    standings = tournament_standings(tournament)
    assert all(list(row["tiebreaks"]) == ["rating"] for row in standings)
    keys = [(row["score"], row["tiebreaks"]["rating"]) for row in standings]
    assert keys == sorted(keys, reverse=True), "score, then rating alone"
    # two tables of three, 3 + 1 + 0 each (tied places share their points: 3, ½, ½ or 2, 2, 0)
    assert sum(Fraction(row["score_exact"]) for row in standings) == 8


def test_seeding_reads_each_entrants_elo_in_the_tournaments_game(secret_nim, alice, bob):
    from ratings.models import Rating
    from tournaments.records import DEFAULT_SEEDING_RATING, seeding_rating_of

    Rating.objects.create(user=bob, engine="secret-nim", elo=1712.0)
    Rating.objects.create(user=bob, engine="tigris-euphyu", elo=1300.0)
    assert seeding_rating_of(user=bob, engine="secret-nim") == 1712.0
    assert seeding_rating_of(user=alice, engine="secret-nim") == DEFAULT_SEEDING_RATING


def test_double_round_robin_plays_every_pairing_twice_with_seats_reversed(secret_nim, alice):
    tournament = open_with(alice, players(4), name="Twice", format="double_round_robin")
    services.tournament_start(tournament=tournament, user=alice)
    tournament.refresh_from_db()
    assert tournament.rounds == 6
    chooser = Rng(b"twice", "moves")
    for _ in range(6):
        play_round_by_hand(tournament, chooser)
    assert tournament.status == TournamentStatus.FINISHED
    rounds = [seat_names(round_) for round_ in rounds_of(tournament)]
    assert rounds[3:] == [[table[::-1] for table in round_] for round_ in rounds[:3]]


def test_round_robin_at_three_player_tables_meets_everyone(secret_nim, alice):
    tournament = open_with(
        alice, players(9), name="Threes", format="round_robin", players_per_table=3
    )
    services.tournament_start(tournament=tournament, user=alice)
    tournament.refresh_from_db()
    assert tournament.rounds == 4
    chooser = Rng(b"threes", "moves")
    for _ in range(4):
        play_round_by_hand(tournament, chooser)
    assert tournament.status == TournamentStatus.FINISHED
    met = set()
    for round_ in rounds_of(tournament):
        for table in seat_names(round_):
            assert len(table) == 3
            met.update(frozenset((a, b)) for a in table for b in table if a < b)
    assert len(met) == 36  # every pair of nine, once each over four rounds


def test_match_points_and_new_tiebreaks_are_settings(secret_nim, alice):
    tournament = open_with(
        alice,
        players(4),
        name="Points",
        format="swiss",
        rounds=2,
        scoring={"place_points": {"2": [3, 0]}, "bye_points": 3, "two_player_draw": 1},
        tiebreaks=["buchholz_cut1", "opponents_match_win", "buchholz_virtual"],
    )
    services.tournament_start(tournament=tournament, user=alice)
    chooser = Rng(b"points", "moves")
    for _ in range(2):
        play_round_by_hand(tournament, chooser)
    standings = tournament_standings(tournament)
    assert sum(Fraction(row["score_exact"]) for row in standings) in {
        Fraction(points) for points in range(8, 13)
    }
    assert set(standings[0]["tiebreaks"]) == {
        "buchholz_cut1",
        "opponents_match_win",
        "buchholz_virtual",
    }
