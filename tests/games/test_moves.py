"""move_submit: the way of a move, stale seqs, turns, idempotency, illegal moves, bots."""

from __future__ import annotations

import pytest

from engines import ENGINES
from errors import Conflict, Forbidden, PlatformError
from games import services
from games.models import GameEvent, GameStatus, MoveReceipt

pytestmark = pytest.mark.django_db


@pytest.fixture
def started(secret_nim, alice, bob):
    game = services.game_create(
        random_seating=False, user=alice, engine="secret-nim", players=2, options={"pile": 10}
    )
    services.game_join(game=game, user=bob)
    game.refresh_from_db()
    return game


def test_a_move_appends_the_move_row_and_its_events(started, alice):
    result = services.move_submit(
        game=started, user=alice, move={"type": "take", "count": 2}, expected_seq=1
    )
    assert result.status_code == 201
    assert result.body["seq"] == 3
    rows = list(GameEvent.objects.filter(game=started).values_list("seq", "type", "seat"))
    assert rows == [(1, "game_started", None), (2, "move", 0), (3, "stones_taken", None)]
    assert result.body["view"]["pile"] == 8
    assert result.body["to_act"] == [1]
    started.refresh_from_db()
    assert (started.seq, started.to_act) == (3, [1])


def test_stale_seq_is_409_with_the_current_seq(started, alice, bob):
    services.move_submit(
        game=started, user=alice, move={"type": "take", "count": 1}, expected_seq=1
    )
    with pytest.raises(Conflict) as stale:
        services.move_submit(
            game=started, user=bob, move={"type": "take", "count": 1}, expected_seq=1
        )
    assert (stale.value.code, stale.value.details) == ("stale_seq", {"seq": 3})


def test_not_your_turn(started, bob):
    with pytest.raises(Conflict) as refused:
        services.move_submit(
            game=started, user=bob, move={"type": "take", "count": 1}, expected_seq=1
        )
    assert refused.value.code == "not_your_turn"


def test_a_spectator_cannot_move(started, carol):
    with pytest.raises(Forbidden) as refused:
        services.move_submit(game=started, user=carol, move={"type": "pass"}, expected_seq=1)
    assert refused.value.code == "not_a_player"


@pytest.mark.parametrize(
    ("move", "code"),
    [
        ({"type": "take", "count": 4}, "bad_count"),
        ({"type": "fly"}, "unknown_move"),
        ("take", "unknown_move"),
    ],
)
def test_illegal_moves_carry_the_engines_code_and_append_nothing(started, alice, move, code):
    with pytest.raises(PlatformError) as refused:
        services.move_submit(game=started, user=alice, move=move, expected_seq=1)
    assert refused.value.code == code and refused.value.status == 400
    assert GameEvent.objects.filter(game=started).count() == 1


def test_the_same_idempotency_key_gets_the_first_answer_again(started, alice):
    first = services.move_submit(
        game=started,
        user=alice,
        move={"type": "take", "count": 1},
        expected_seq=1,
        idempotency_key="k1",
    )
    again = services.move_submit(
        game=started,
        user=alice,
        move={"type": "take", "count": 1},
        expected_seq=1,
        idempotency_key="k1",
    )
    assert again.replayed and again.body == first.body and again.status_code == 201
    assert GameEvent.objects.filter(game=started).count() == 3
    assert MoveReceipt.objects.count() == 1


@pytest.mark.parametrize("expected_seq", [-1, "1", None, True])
def test_bad_expected_seq(started, alice, expected_seq):
    with pytest.raises(PlatformError) as refused:
        services.move_submit(
            game=started, user=alice, move={"type": "pass"}, expected_seq=expected_seq
        )
    assert refused.value.code == "bad_expected_seq"


def test_moves_after_the_end_are_refused(started, alice, bob):
    from tests.games.play import play_to_end

    game = play_to_end(started)
    assert game.status == GameStatus.FINISHED
    with pytest.raises(Conflict) as refused:
        services.move_submit(game=game, user=alice, move={"type": "pass"}, expected_seq=game.seq)
    assert refused.value.code == "game_not_active"


def test_bots_take_their_turns_through_the_task(
    secret_nim, alice, django_capture_on_commit_callbacks, settings
):
    from config.celery import app

    was_eager = app.conf.task_always_eager  # read before the setting below changes what it says
    settings.CELERY_TASK_ALWAYS_EAGER = True
    app.conf.task_always_eager = True
    try:
        with django_capture_on_commit_callbacks(execute=True):
            game = services.game_create(
                random_seating=False,
                user=alice,
                engine="secret-nim",
                players=3,
                bots=2,
                options={"pile": 30},
            )
        game.refresh_from_db()
        assert game.to_act == [0]
        with django_capture_on_commit_callbacks(execute=True):
            services.move_submit(
                game=game, user=alice, move={"type": "take", "count": 1}, expected_seq=game.seq
            )
        game.refresh_from_db()
        by = list(GameEvent.objects.filter(game=game, type="move").values_list("seat", "data__by"))
        assert by[:3] == [(0, "player"), (1, "bot"), (2, "bot")]
        assert game.to_act == [0] or game.status == GameStatus.FINISHED
    finally:
        app.conf.task_always_eager = was_eager


def test_finishing_sends_the_game_finished_signal_after_commit(
    started, alice, bob, django_capture_on_commit_callbacks
):
    from games.signals import game_finished

    received = []

    def receiver(sender, game_id, **kwargs):
        received.append(game_id)

    game_finished.connect(receiver)
    try:
        with django_capture_on_commit_callbacks(execute=True):
            services.game_resign(game=started, user=bob)
    finally:
        game_finished.disconnect(receiver)
    assert received == [started.pk]


def test_secret_nim_is_not_left_registered():
    assert "secret-nim" not in ENGINES
