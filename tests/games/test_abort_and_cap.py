"""Abort in the opening (annulled, unrated, counted nowhere; not in tournaments, not once every
seat has moved) and the cap on open correspondence games (21 + 1 per finished game)."""

from __future__ import annotations

import pytest
from django.test import override_settings

from errors import PlatformError
from games import services
from games.log.projections import projections_rebuild
from games.log.verification import game_verify
from games.models import Game, GameStatus
from games.open_games_cap import open_games_allowance
from games.selectors import legal_moves_for
from games.services.aborts import game_abort
from tests.games.play import nim_started

pytestmark = pytest.mark.django_db


def _move(game: Game, users: dict) -> None:
    game.refresh_from_db()
    seat = game.to_act[0]
    move = legal_moves_for(game, seat)[0]
    services.move_submit(game=game, user=users[seat], move=move, expected_seq=game.seq)


def test_abort_annuls_the_game_before_every_seat_moved(secret_nim, alice, bob):
    game = nim_started(alice, bob)
    _move(game, {0: alice, 1: bob})
    aborted = game_abort(game=Game.objects.get(pk=game.pk), user=bob)
    aborted.refresh_from_db()
    assert aborted.status == GameStatus.ABORTED
    assert aborted.outcome is None and aborted.to_act == []
    assert all(seat.rank is None and seat.clock_deadline is None for seat in aborted.seats.all())
    assert aborted.events.order_by("-seq").first().type == "platform.aborted"
    assert game_verify(aborted).ok
    assert not projections_rebuild(game_id=game.pk)  # the log alone says "aborted"


def test_abort_refused_once_every_seat_moved(secret_nim, alice, bob):
    game = nim_started(alice, bob)
    _move(game, {0: alice, 1: bob})
    _move(game, {0: alice, 1: bob})
    with pytest.raises(PlatformError) as refused:
        game_abort(game=Game.objects.get(pk=game.pk), user=alice)
    assert refused.value.code == "abort_too_late"


def test_abort_refused_to_a_spectator_and_after_the_end(secret_nim, alice, bob, carol):
    game = nim_started(alice, bob)
    with pytest.raises(PlatformError) as refused:
        game_abort(game=game, user=carol)
    assert refused.value.code == "not_a_player"
    game_abort(game=game, user=alice)
    with pytest.raises(PlatformError) as again:
        game_abort(game=Game.objects.get(pk=game.pk), user=bob)
    assert again.value.code == "game_not_active"


def test_an_aborted_rated_game_is_never_rated(alice, bob):
    from ratings.models import RatingChange

    game = services.game_create(user=alice, engine="tigris-euphyu", players=2, rated=True)
    services.game_join(game=game, user=bob)
    game_abort(game=Game.objects.get(pk=game.pk), user=alice)
    assert Game.objects.get(pk=game.pk).status == GameStatus.ABORTED
    assert not RatingChange.objects.filter(game_id=game.pk).exists()
    assert open_games_allowance(alice).finished == 0  # counted in no statistics


def test_abort_refused_in_a_tournament_game(alice, bob):
    from tournaments.models import Round, Table, Tournament

    game = services.game_create(user=alice, engine="tigris-euphyu", players=2)
    services.game_join(game=game, user=bob)
    tournament = Tournament.objects.create(
        name="Cup", engine="tigris-euphyu", organiser=alice, players_per_table=2
    )
    round_ = Round.objects.create(tournament=tournament, number=1)
    Table.objects.create(round=round_, number=1, game=game)
    with pytest.raises(PlatformError) as refused:
        game_abort(game=Game.objects.get(pk=game.pk), user=alice)
    assert refused.value.code == "tournament_game"


def test_the_api_aborts_and_the_schema_lists_it(secret_nim, api, alice, bob, carol):
    game = nim_started(alice, bob)
    assert api(carol).post(f"/api/games/{game.pk}/abort").status_code == 403
    answer = api(alice).post(f"/api/games/{game.pk}/abort")
    assert answer.status_code == 200, answer.content
    assert answer.json()["status"] == "aborted"
    assert api(bob).post(f"/api/games/{game.pk}/abort").json()["error"]["code"] == (
        "game_not_active"
    )
    assert api(alice).post("/api/games/99999999/abort").status_code == 404


@override_settings(OPEN_GAMES_CAP=2, OPEN_GAMES_CAP_PER_FINISHED=1)
def test_the_cap_refuses_one_game_too_many_naming_the_numbers(secret_nim, alice, bob, api):
    first = nim_started(alice, bob)
    services.game_create(user=alice, engine="secret-nim", players=2)  # an open table counts
    services.game_create(user=alice, engine="secret-nim", players=2, bots=1)  # bots: not counted
    with pytest.raises(PlatformError) as refused:
        services.game_create(user=alice, engine="secret-nim", players=2)
    assert refused.value.code == "too_many_open_games"
    assert refused.value.details == {"open": 2, "cap": 2, "finished": 0}
    assert "2 games in play" in str(refused.value.message)
    answer = api(alice).post("/api/games/", {"engine": "secret-nim", "players": 2}, format="json")
    assert answer.status_code == 409
    assert answer.json()["error"]["details"]["cap"] == 2
    open_table = services.game_create(user=bob, engine="secret-nim", players=2)
    with pytest.raises(PlatformError):
        services.game_join(game=open_table, user=alice)  # joining is refused too
    services.game_resign(game=Game.objects.get(pk=first.pk), user=bob)  # a finished game
    allowance = open_games_allowance(alice)
    assert (allowance.open, allowance.finished, allowance.cap) == (1, 1, 3)
    services.game_create(user=alice, engine="secret-nim", players=2)
    services.game_create(user=alice, engine="secret-nim", players=2)
    with pytest.raises(PlatformError):
        services.game_create(user=alice, engine="secret-nim", players=2)
