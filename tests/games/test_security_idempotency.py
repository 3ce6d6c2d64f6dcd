"""An idempotency key stands for one request: sent again with another move or expected_seq it
is refused (idempotency_key_reused), never answered with the first move's receipt."""

from __future__ import annotations

import pytest

from games import services
from games.models import GameEvent, MoveReceipt

pytestmark = pytest.mark.django_db

TAKE_ONE = {"type": "take", "count": 1}


@pytest.fixture
def started(secret_nim, alice, bob):
    game = services.game_create(
        random_seating=False, user=alice, engine="secret-nim", players=2, options={"pile": 10}
    )
    services.game_join(game=game, user=bob)
    game.refresh_from_db()
    return game


def _moves(game) -> str:
    return f"/api/games/{game.pk}/moves"


@pytest.mark.parametrize(
    "second",
    [
        {"move": {"type": "take", "count": 2}, "expected_seq": 1},
        {"move": TAKE_ONE, "expected_seq": 0},
        {"move": {**TAKE_ONE, "note": "extra"}, "expected_seq": 1},
    ],
    ids=["another-move", "another-seq", "another-key-in-the-move"],
)
def test_a_key_reused_for_another_request_is_refused(started, api, alice, second):
    first = {"move": TAKE_ONE, "expected_seq": 1, "idempotency_key": "k1"}
    assert api(alice).post(_moves(started), first, format="json").status_code == 201
    events = GameEvent.objects.filter(game=started).count()
    reused = api(alice).post(_moves(started), {**second, "idempotency_key": "k1"}, format="json")
    assert reused.status_code == 422
    assert reused.json()["error"]["code"] == "idempotency_key_reused"
    assert GameEvent.objects.filter(game=started).count() == events


def test_the_same_request_again_gets_the_first_answer(started, api, alice):
    body = {"move": {"count": 1, "type": "take"}, "expected_seq": 1, "idempotency_key": "k2"}
    first = api(alice).post(_moves(started), body, format="json")
    again = api(alice).post(
        _moves(started), {**body, "move": TAKE_ONE}, format="json"
    )  # the same move, its keys in another order
    assert again.status_code == 201 and again.json() == first.json()
    assert MoveReceipt.objects.count() == 1


def test_a_receipt_from_before_digests_still_replays(started, alice):
    first = services.move_submit(
        game=started, user=alice, move=TAKE_ONE, expected_seq=1, idempotency_key="old"
    )
    MoveReceipt.objects.update(request_digest="")  # stored before the digest existed
    again = services.move_submit(
        game=started,
        user=alice,
        move={"type": "take", "count": 3},
        expected_seq=1,
        idempotency_key="old",
    )
    assert again.replayed and again.body == first.body
