"""Bots filling a tournament's empty seats (`Tournament.bot_fill`): every game has the table's
full size, the entrants keep the pairing's seats and bots sit after them, the bots play their
turns through the Celery task, and places are counted among the entrants only."""

from __future__ import annotations

import pytest

from errors import PlatformError
from games.models import GameStatus
from tournaments import services
from tournaments.models import Table, TableSeat, TournamentStatus
from tournaments.records import places_from_game
from tournaments.rule_words import event_rule_lines

from .tournament_play import eager_celery, open_with, play_tournament, players

pytestmark = pytest.mark.django_db


def three_seat_swiss(organiser, entrants, **kwargs):
    return open_with(
        organiser,
        entrants,
        name="Filled by bots",
        format="swiss",
        rounds=2,
        players_per_table=3,
        min_table_size=2,
        bot_fill="random",
        **kwargs,
    )


def test_short_tables_get_bots_and_the_event_plays_to_the_end(
    secret_nim, alice, settings, django_capture_on_commit_callbacks
):
    entrants = players(4)
    with eager_celery(settings):
        tournament = three_seat_swiss(alice, entrants)
        with django_capture_on_commit_callbacks(execute=True):
            services.tournament_start(tournament=tournament, user=alice)
        first_round = list(Table.objects.filter(round__tournament=tournament, round__number=1))
        # four entrants at tables of three (two at least): two tables of two, a bot at each
        assert [table.seats.count() for table in first_round] == [2, 2]
        for table in first_round:
            seats = list(table.game.seats.order_by("index"))
            assert table.game.seat_count == 3
            paired = [s.entrant.user_id for s in table.seats.order_by("index")]
            assert [seat.user_id for seat in seats[:2]] == paired
            assert seats[2].is_bot and seats[2].bot_kind == "random" and seats[2].user_id is None
        play_tournament(tournament, django_capture_on_commit_callbacks)
    tournament.refresh_from_db()
    assert tournament.status == TournamentStatus.FINISHED
    for table in Table.objects.filter(round__tournament=tournament).select_related("game"):
        assert table.game.status == GameStatus.FINISHED
        places = sorted(seat.place for seat in table.seats.all())
        assert places in ([1, 2], [1, 1])  # among the two entrants, whatever the bot did


def test_places_leave_the_bot_out(secret_nim, alice, settings, django_capture_on_commit_callbacks):
    """A bot that finished first moves nobody down: the entrants' places are 1 and 2."""
    with eager_celery(settings):
        tournament = three_seat_swiss(alice, players(4))
        with django_capture_on_commit_callbacks(execute=True):
            services.tournament_start(tournament=tournament, user=alice)
    table = Table.objects.filter(round__tournament=tournament).first()
    game_seats = list(table.game.seats.order_by("index"))
    for seat, rank in zip(game_seats, [3, 2, 1], strict=True):  # the bot (seat 2) won
        seat.rank = rank
        seat.save(update_fields=["rank"])
    entrants = [s.entrant_id for s in TableSeat.objects.filter(table=table).order_by("index")]
    assert places_from_game(table) == {entrants[0]: 2, entrants[1]: 1}


def test_without_bot_fill_the_tables_stay_short(
    secret_nim, alice, settings, django_capture_on_commit_callbacks
):
    with eager_celery(settings):
        tournament = open_with(
            alice,
            players(4),
            name="Short",
            format="swiss",
            rounds=1,
            players_per_table=3,
            min_table_size=2,
        )
        with django_capture_on_commit_callbacks(execute=True):
            services.tournament_start(tournament=tournament, user=alice)
    for table in Table.objects.filter(round__tournament=tournament):
        assert table.game.seat_count == table.seats.count()
        assert not table.game.seats.filter(is_bot=True).exists()


def after_the_flood_swiss(organiser, **kwargs):
    """An After the Flood Swiss of two rounds at tables of three, created by `organiser`."""
    return services.tournament_create(
        user=organiser,
        name="Flood",
        engine="after-the-flood",
        format="swiss",
        rounds=2,
        players_per_table=3,
        **kwargs,
    )


def test_bot_fill_is_refused_in_rated_events_and_must_name_a_bot(alice):
    with pytest.raises(PlatformError) as refused:
        after_the_flood_swiss(alice, rated=True, bot_fill="greedy")
    assert refused.value.code == "bots_unrated_only"
    with pytest.raises(PlatformError) as refused:
        after_the_flood_swiss(alice, bot_fill="perfect")
    assert refused.value.code == "bad_bot_kind"


def test_after_the_flood_tables_of_two_only_with_bots(alice):
    """After the Flood needs three seats: tables of two entrants are allowed only when a bot
    takes the third seat."""
    with pytest.raises(PlatformError) as refused:
        after_the_flood_swiss(alice, min_table_size=2)
    assert refused.value.code == "bad_min_table_size"
    tournament = after_the_flood_swiss(alice, min_table_size=2, bot_fill="strong")
    assert tournament.bot_fill == "strong" and tournament.min_table_size == 2
    lines = event_rule_lines(tournament, [])
    assert any("strong bot takes each seat" in line for line in lines)


def test_the_api_takes_and_shows_bot_fill(alice, client):
    client.force_login(alice)
    answer = client.post(
        "/api/tournaments/",
        {
            "name": "With bots",
            "engine": "after-the-flood",
            "format": "swiss",
            "rounds": 2,
            "players_per_table": 3,
            "bot_fill": "greedy",
        },
        content_type="application/json",
    )
    assert answer.status_code == 201, answer.content
    assert answer.json()["bot_fill"] == "greedy"
    refused = client.post(
        "/api/tournaments/",
        {
            "name": "Bad",
            "engine": "after-the-flood",
            "format": "swiss",
            "rounds": 2,
            "players_per_table": 3,
            "bot_fill": "perfect",
        },
        content_type="application/json",
    )
    assert refused.status_code == 400
