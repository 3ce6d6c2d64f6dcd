"""Clocks in the log and on the seats; timeouts by the ETA check and the sweep; reminders."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from config.celery import app as celery_app
from games import services
from games.log.projections import projections_rebuild
from games.log.verification import game_verify
from games.models import Game, GameEvent, GameStatus, Seat
from games.services.timeouts import clock_timeouts_enforce, clocks_sweep, reminders_send
from notifications.models import Notification

pytestmark = pytest.mark.django_db

PER_MOVE_60 = {"kind": "per_move", "seconds": 60}


def _two_player(alice, bob, time_control=PER_MOVE_60, **kwargs):
    game = services.game_create(
        random_seating=False,
        user=alice,
        engine="secret-nim",
        players=2,
        time_control=time_control,
        **kwargs,
    )
    services.game_join(game=game, user=bob)
    game.refresh_from_db()
    return game


def _seat(game, index) -> Seat:
    return Seat.objects.get(game=game, index=index)


def _take(game, user, count=1):
    game.refresh_from_db()
    return services.move_submit(
        game=game, user=user, move={"type": "take", "count": count}, expected_seq=game.seq
    )


def test_start_logs_a_clock_for_the_seat_to_act_and_projects_it(secret_nim, alice, bob):
    game = _two_player(alice, bob)
    assert game.seq == 2 and game.to_act == [0]
    row = GameEvent.objects.get(game=game, seq=2)
    assert row.type == "platform.clock_set" and row.data["reason"] == "start"
    [entry] = row.data["clocks"]
    assert entry["seat"] == 0 and entry["paused"] is False
    assert entry["deadline"] == pytest.approx(row.data["at"] + 60, abs=0.002)
    first, second = _seat(game, 0), _seat(game, 1)
    assert first.clock_deadline.timestamp() == pytest.approx(entry["deadline"], abs=0.002)
    assert second.clock_deadline is None


def test_a_move_stops_the_movers_clock_and_starts_the_next(secret_nim, alice, bob):
    game = _two_player(alice, bob)
    answer = _take(game, alice)
    game.refresh_from_db()
    assert answer.body["seq"] == game.seq == 5  # move, stones_taken, clock_set
    row = GameEvent.objects.get(game=game, seq=5)
    assert row.data["reason"] == "move"
    assert [c["seat"] for c in row.data["clocks"]] == [0, 1]
    assert row.data["clocks"][0]["deadline"] is None
    assert _seat(game, 0).clock_deadline is None and _seat(game, 1).clock_deadline is not None
    assert game_verify(game).ok


def test_no_time_control_writes_no_clock_rows(secret_nim, alice, bob):
    game = _two_player(alice, bob, time_control={"kind": "none"})
    _take(game, alice)
    assert not GameEvent.objects.filter(game=game, type="platform.clock_set").exists()


def test_fischer_bank_is_projected_after_a_move(secret_nim, alice, bob):
    game = _two_player(alice, bob, {"kind": "fischer", "initial": 100, "increment": 10, "max": 105})
    _take(game, alice)
    assert _seat(game, 0).clock_bank == pytest.approx(105.0, abs=0.5)  # ~100 + 10, capped at 105


def test_two_player_timeout_ends_the_game_and_is_idempotent(secret_nim, alice, bob):
    game = _two_player(alice, bob)
    deadline = _seat(game, 0).clock_deadline
    assert clock_timeouts_enforce(game_id=game.pk, now=deadline - timedelta(seconds=1)) == []
    assert clock_timeouts_enforce(game_id=game.pk, expected_seq=game.seq - 1, now=deadline) == []
    assert clock_timeouts_enforce(game_id=game.pk, expected_seq=game.seq, now=deadline) == [0]
    assert clock_timeouts_enforce(game_id=game.pk, now=deadline + timedelta(hours=1)) == []
    game.refresh_from_db()
    assert game.status == GameStatus.FINISHED
    assert game.outcome["ranks"] == [2, 1] and game.outcome["details"]["dropped"] == [0]
    assert GameEvent.objects.filter(game=game, type="platform.timed_out").count() == 1
    assert all(s.clock_deadline is None for s in game.seats.all())
    kinds = sorted(Notification.objects.filter(user=bob).values_list("kind", flat=True))
    # bob joined (he was at the table when it started): no "game started" for him
    assert kinds == ["game_finished", "timeout"]
    assert game_verify(game).ok


def test_three_player_timeout_drops_the_seat_and_the_others_play_on(secret_nim, alice, bob, carol):
    game = services.game_create(
        random_seating=False,
        user=alice,
        engine="secret-nim",
        players=3,
        time_control=PER_MOVE_60,
        options={"pile": 30},
    )
    services.game_join(game=game, user=bob)
    services.game_join(game=game, user=carol)
    _take(game, alice)  # bob to act
    deadline = _seat(game, 1).clock_deadline
    assert clock_timeouts_enforce(game_id=game.pk, now=deadline) == [1]
    game.refresh_from_db()
    assert game.status == GameStatus.ACTIVE and game.to_act == [2]
    assert _seat(game, 1).dropped and _seat(game, 2).clock_deadline is not None
    _take(game, carol)
    _take(game, alice)
    game.refresh_from_db()
    assert game.to_act == [2]
    policy = GameEvent.objects.filter(game=game, type="move", data__by="policy")
    # once at the timeout (bob was to act: a pass), once after alice (the pass is used: take 1)
    assert list(policy.order_by("seq").values_list("seat", "data__move")) == [
        (1, {"type": "pass"}),
        (1, {"type": "take", "count": 1}),
    ]


def test_the_sweep_finds_overdue_games_by_deadline(secret_nim, alice, bob, carol):
    late = _two_player(alice, bob)
    services.game_create(
        random_seating=False, user=carol, engine="secret-nim", players=2, time_control=PER_MOVE_60
    )
    deadline = _seat(late, 0).clock_deadline
    assert clocks_sweep(now=deadline - timedelta(seconds=5)).found == 0
    report = clocks_sweep(now=deadline + timedelta(seconds=1))
    assert (report.found, report.decided) == (1, 1)
    late.refresh_from_db()
    assert late.status == GameStatus.FINISHED
    assert clocks_sweep(now=deadline + timedelta(seconds=2)).found == 0


def test_a_backlog_beyond_the_sweeps_own_share_is_queued_once_per_game(
    secret_nim, alice, bob, monkeypatch
):
    """Five overdue games, a sweep that decides two itself: the other three go to the workers as
    one task each; the next sweep does not queue them again; each task times its game out.

    The tasks are recorded where Celery hands them to the broker (the app's send_task), not at
    a module of ours, so no caller needs to look anything up late for the test to see them."""
    sent = []
    monkeypatch.setattr(celery_app.conf, "task_always_eager", False)
    monkeypatch.setattr(
        celery_app,
        "send_task",
        lambda name, args=None, kwargs=None, **kw: sent.append((name, args)),
    )
    games = [_two_player(alice, bob) for _ in range(5)]
    past = timezone.now() - timedelta(seconds=1)
    Seat.objects.filter(game__in=games, index=0).update(clock_deadline=past)
    now = timezone.now()
    report = clocks_sweep(now=now, inline=2)
    assert (report.found, report.decided, report.queued) == (5, 2, 3)
    assert [name for name, _ in sent] == ["games.clock_deadline_check"] * 3
    again = clocks_sweep(now=now, inline=0)
    assert (again.found, again.decided, again.queued) == (3, 0, 0)  # already on their way
    for name, args in sent:
        celery_app.tasks[name].run(*args)
    statuses = {game.pk: game.status for game in Game.objects.filter(pk__in=[g.pk for g in games])}
    assert statuses == {game.pk: GameStatus.FINISHED for game in games}


def test_rebuilding_projections_restores_the_clocks_from_the_log(secret_nim, alice, bob):
    game = _two_player(alice, bob)
    _take(game, alice)
    deadline = _seat(game, 1).clock_deadline
    Seat.objects.filter(game=game).update(clock_deadline=None, clock_bank=5.0)
    assert projections_rebuild(game_id=game.pk) is True
    assert _seat(game, 1).clock_deadline == deadline
    assert _seat(game, 0).clock_deadline is None and _seat(game, 0).clock_bank is None


def test_reminders_come_once_each_and_skip_those_longer_than_the_move(secret_nim, alice, bob):
    game = _two_player(alice, bob, {"kind": "per_move", "seconds": 7200})
    seat = _seat(game, 0)
    assert seat.reminders_sent == 1  # the 24 h reminder makes no sense for a 2 h move
    deadline = seat.clock_deadline
    assert reminders_send(now=deadline - timedelta(seconds=3700)) == 0
    assert reminders_send(now=deadline - timedelta(seconds=3500)) == 1
    assert reminders_send(now=deadline - timedelta(seconds=100)) == 0
    [note] = Notification.objects.filter(user=alice, kind="reminder")
    assert note.payload["game_id"] == game.pk and note.payload["seconds_left"] == 3500


def test_bad_time_controls_and_bot_kinds_are_refused(secret_nim, alice):
    from errors import PlatformError

    fischer = {"kind": "fischer", "initial": 100, "increment": 5, "max": 50}
    for kwargs, code in [
        ({"time_control": fischer}, "bad_time_control"),
        ({"bots": 1, "bot_kind": "clever"}, "bad_bot_kind"),
    ]:
        with pytest.raises(PlatformError) as refused:
            services.game_create(
                random_seating=False, user=alice, engine="secret-nim", players=2, **kwargs
            )
        assert refused.value.code == code


def test_a_move_after_the_deadline_is_refused_before_the_sweep_comes(secret_nim, alice, bob):
    from errors import Conflict

    game = _two_player(alice, bob)
    Seat.objects.filter(game=game, index=0).update(clock_deadline=timezone.now())
    with pytest.raises(Conflict) as refused:
        _take(game, alice)
    assert refused.value.code == "out_of_time"
    assert clocks_sweep().decided == 1
