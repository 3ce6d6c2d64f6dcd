"""How many queries a move costs: pinned so a repeated read on the move path shows up here.

An ordinary move (inside the test's transaction, so the move's own transaction is a savepoint):
  SAVEPOINT; the game row locked; its seats (the only seat read, without their users);
  the latest snapshot; the events after it; INSERT the move row and its events;
  UPDATE the game's projection; RELEASE SAVEPOINT. Both players are at the table, so nobody is
  told and no user is read; the mover's last-seen time was written under 15 s ago.
With a clock, also: the players' vacations, INSERT the clock row, UPDATE the seats' clocks.
A move that ends the game also writes the seats' results (one UPDATE) and tells both players:
their users (one read), their notification channels, INSERT the notifications.
The same counts hold on SQLite and PostgreSQL (the suite runs on whatever DATABASE_URL says).
"""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from games import services
from games.models import GameStatus, Seat
from games.services.attention import REFRESH

pytestmark = pytest.mark.django_db

ORDINARY_MOVE = 8
CLOCKED_MOVE = 11
# The end of a game also tells the players' followers (the game's visibility, the follows) and
# writes each player's reliability entry from the log (the log read once, one insert).
FINISHING_MOVE = 16
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


def test_a_move_writes_the_last_seen_time_at_most_once_in_the_refresh_window(
    secret_nim, alice, bob
):
    game = _started(alice, bob)
    seat = Seat.objects.get(game=game, user=alice)
    Seat.objects.filter(pk=seat.pk).update(last_seen_at=timezone.now() - REFRESH)
    _take(game, alice)
    written = Seat.objects.get(pk=seat.pk).last_seen_at
    assert timezone.now() - written < REFRESH  # an old time is brought up to date
    game.refresh_from_db()
    _take(game, bob)
    game.refresh_from_db()
    _take(game, alice)
    assert Seat.objects.get(pk=seat.pk).last_seen_at == written  # a fresh one is left alone


def test_the_legal_moves_question_reads_the_game_and_its_seats_in_one_query(
    secret_nim, alice, bob, api, django_capture_on_commit_callbacks
):
    game = _started(alice, bob)
    client = api(alice)
    with django_capture_on_commit_callbacks(execute=True):  # the answer is cached at the commit
        client.get(f"/api/games/{game.pk}/legal-moves")
    with CaptureQueriesContext(connection) as captured:
        response = client.get(f"/api/games/{game.pk}/legal-moves")
    assert response.status_code == 200 and response.json()["moves"]
    reads = [q["sql"] for q in captured.captured_queries]
    assert len(reads) == 2, reads  # the token, then the game with its seats
    assert '"authtoken_token"' in reads[0]
    assert '"games_seat"' in reads[1] and '"games_game"' in reads[1]
