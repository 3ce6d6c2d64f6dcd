"""How many queries a move costs: pinned so a repeated read on the move path shows up here.

An ordinary move (inside the test's transaction, so the move's own transaction is a savepoint):
  SAVEPOINT; the game row locked; its seats with their users (the only seat read);
  the latest snapshot; the events after it; INSERT the move row and its events;
  UPDATE the game's projection; INSERT the notifications; RELEASE SAVEPOINT.
With a clock, also: the players' vacations, INSERT the clock row, UPDATE the seats' clocks.
A move that ends the game also writes the seats' results (one UPDATE).
The same counts hold on SQLite and PostgreSQL (the suite runs on whatever DATABASE_URL says).
"""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from games import services
from games.models import GameStatus, Seat

pytestmark = pytest.mark.django_db

ORDINARY_MOVE = 9
CLOCKED_MOVE = 12
# The finishing move also writes the mover's last-seen time (no "your turn" while at the table)
# and reads the players' notification channels for the game-over notice.
FINISHING_MOVE = 12
FISCHER = {"kind": "fischer", "initial": 600, "increment": 5, "max": 900}


def _started(alice, bob, *, pile=10, time_control=None):
    game = services.game_create(
        random_seating=False,
        user=alice,
        engine="secret-nim",
        players=2,
        options={"pile": pile},
        time_control=time_control,
    )
    services.game_join(game=game, user=bob)
    game.refresh_from_db()
    return game


def _take(game, user, count=1):
    return services.move_submit(
        game=game, user=user, move={"type": "take", "count": count}, expected_seq=game.seq
    )


def _seat_reads(queries) -> list[str]:
    return [
        q["sql"] for q in queries if q["sql"].startswith("SELECT") and '"games_seat"' in q["sql"]
    ]


def test_an_ordinary_move(secret_nim, alice, bob, django_assert_max_num_queries):
    game = _started(alice, bob)
    with django_assert_max_num_queries(ORDINARY_MOVE):
        _take(game, alice)


def test_an_ordinary_move_with_a_clock(secret_nim, alice, bob, django_assert_max_num_queries):
    game = _started(alice, bob, time_control=FISCHER)
    with django_assert_max_num_queries(CLOCKED_MOVE):
        _take(game, alice)
    game.refresh_from_db()
    with django_assert_max_num_queries(CLOCKED_MOVE):
        _take(game, bob)


def test_a_move_that_ends_the_game(secret_nim, alice, bob, django_assert_max_num_queries):
    game = _started(alice, bob, pile=3)
    with django_assert_max_num_queries(FINISHING_MOVE):
        result = _take(game, alice, count=3)
    assert result.body["status"] == GameStatus.FINISHED
    assert list(Seat.objects.filter(game=game).values_list("index", "rank")) == [(0, 1), (1, 2)]


@pytest.mark.parametrize("time_control", [None, FISCHER])
def test_a_move_reads_the_seats_once(secret_nim, alice, bob, time_control):
    game = _started(alice, bob, time_control=time_control)
    with CaptureQueriesContext(connection) as captured:
        _take(game, alice)
    assert len(_seat_reads(captured.captured_queries)) == 1, _seat_reads(captured.captured_queries)


def test_a_move_on_a_missing_game_is_404_through_the_api(secret_nim, alice, api):
    response = api(alice).post(
        "/api/games/999999/moves", {"move": {"type": "pass"}, "expected_seq": 0}, format="json"
    )
    assert response.status_code == 404
    assert response.json()["error"]["code"] == "game_not_found"
