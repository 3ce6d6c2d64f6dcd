"""Giving time (POST /api/games/{id}/give-time): bounded, only players of a game in play with a
clock, never to oneself or a bot, logged as a clock row; bad input is a 4xx, never a 500."""

from __future__ import annotations

import pytest

from games import services
from games.log.verification import game_verify
from games.models import GameEvent, Seat

pytestmark = pytest.mark.django_db

PER_MOVE_HOUR = {"kind": "per_move", "seconds": 3600}
FISCHER_HOUR = {"kind": "fischer", "initial": 3600, "increment": 60, "max": 7200}


def _game(alice, bob, control=PER_MOVE_HOUR, **kwargs):
    game = services.game_create(
        random_seating=False,
        user=alice,
        engine="secret-nim",
        players=2,
        time_control=control,
        **kwargs,
    )
    services.game_join(game=game, user=bob)
    game.refresh_from_db()
    return game


def _give(api, user, game, body):
    return api(user).post(f"/api/games/{game.pk}/give-time", body, format="json")


def test_a_player_gives_another_hours_and_the_log_says_who(secret_nim, api, alice, bob):
    game = _game(alice, bob)
    before = Seat.objects.get(game=game, index=0).clock_deadline
    answer = _give(api, bob, game, {"seat": 0, "hours": 24})
    assert answer.status_code == 200, answer.json()
    after = Seat.objects.get(game=game, index=0).clock_deadline
    assert 24 * 3600 - 5 < (after - before).total_seconds() <= 24 * 3600 + 5
    row = GameEvent.objects.filter(game=game, type="platform.clock_set").order_by("-seq")[0]
    assert row.data["reason"] == "time_given"
    assert row.data["given"] == {"by": 1, "seat": 0, "seconds": 86400}
    assert answer.json()["seats"][0]["clock_deadline"]
    game.refresh_from_db()
    assert game_verify(game).ok


def test_fischer_time_goes_into_the_bank_of_a_seat_waiting_its_turn(secret_nim, api, alice, bob):
    game = _game(alice, bob, FISCHER_HOUR)
    assert _give(api, alice, game, {"seat": 1, "hours": 2}).status_code == 200
    assert Seat.objects.get(game=game, index=1).clock_bank == 3600 + 7200


@pytest.mark.parametrize(
    ("body", "status", "code"),
    [
        ({"seat": 0, "hours": 1}, 400, "own_seat"),
        ({"seat": 1, "hours": 0}, 400, None),
        ({"seat": 1, "hours": 169}, 400, None),
        ({"seat": 1, "hours": "24"}, 400, None),
        ({"seat": 1, "hours": 1.5}, 400, None),
        ({"seat": 1, "hours": True}, 400, None),
        ({"seat": 1}, 400, None),
        ({"seat": -1, "hours": 1}, 400, None),
        ({"seat": 7, "hours": 1}, 404, "seat_not_found"),
        ({"seat": "x\x00", "hours": 1}, 400, None),
        ({"seat": [1], "hours": {"a": 1}}, 400, None),
        ([1, 2], 400, None),
        ({"seat": 1, "hours": 10**40}, 400, None),
    ],
)
def test_bad_gifts_are_refused(secret_nim, api, alice, bob, body, status, code):
    game = _game(alice, bob, FISCHER_HOUR)
    answer = _give(api, alice, game, body)
    assert answer.status_code == status, answer.content
    if code:
        assert answer.json()["error"]["code"] == code


def test_who_may_give_and_when(secret_nim, api, alice, bob, carol):
    game = _game(alice, bob)
    assert _give(api, carol, game, {"seat": 0, "hours": 1}).status_code == 403
    assert api().post(f"/api/games/{game.pk}/give-time", {"seat": 0, "hours": 1}).status_code in (
        401,
        403,
    )
    # a per-move seat waiting for its turn has no clock running to add to
    refused = _give(api, alice, game, {"seat": 1, "hours": 1})
    assert refused.status_code == 409 and refused.json()["error"]["code"] == "clock_not_running"
    untimed = _game(alice, bob, {"kind": "none"})
    assert _give(api, bob, untimed, {"seat": 0, "hours": 1}).json()["error"]["code"] == "no_clock"
    with_bot = services.game_create(
        user=alice, engine="secret-nim", players=2, bots=1, time_control=PER_MOVE_HOUR
    )
    bot_seat = Seat.objects.get(game=with_bot, is_bot=True).index
    answer = _give(api, alice, with_bot, {"seat": bot_seat, "hours": 1})
    assert answer.json()["error"]["code"] == "bot_seat"
    services.game_resign(game=game, user=bob)
    assert _give(api, alice, game, {"seat": 1, "hours": 1}).status_code == 409
    assert (
        api(alice).post("/api/games/999999/give-time", {"seat": 1, "hours": 1}).status_code == 404
    )


def test_a_player_who_left_gives_no_time(secret_nim, api, alice, bob, carol):
    game = services.game_create(
        random_seating=False,
        user=alice,
        engine="secret-nim",
        players=3,
        time_control=FISCHER_HOUR,
    )
    services.game_join(game=game, user=bob)
    services.game_join(game=game, user=carol)
    services.game_resign(game=game, user=carol)
    refused = _give(api, carol, game, {"seat": 0, "hours": 1})
    assert refused.status_code == 409 and refused.json()["error"]["code"] == "already_dropped"
    assert _give(api, bob, game, {"seat": 2, "hours": 1}).json()["error"]["code"] == "seat_left"
