"""The platform's health in one read, for `manage.py platform_status` and the staff page: queue
lengths, workers' heartbeats, the oldest piece of unprocessed work of each kind, and the games
waiting on the platform longer than the grace period.

Read only. It lives beside the pages because it reads every app (games, ratings, ladders,
tournaments, notifications), which only the top layers may.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timedelta

from celery import current_app
from django.conf import settings
from django.db.models import Min
from django.utils import timezone

from games.models import Game, GameStatus, Seat, WorkerHeartbeat
from games.services.recovery import games_waiting_on_bots
from ladders.models import ChallengeStatus, LadderChallenge
from notifications.models import Notification
from tournaments.models import Table, TournamentStatus


@dataclass(frozen=True)
class Work:
    """One kind of work: how many pieces wait, and since when the oldest."""

    kind: str
    pending: int
    oldest: datetime | None

    def age_seconds(self, now: datetime) -> float | None:
        return None if self.oldest is None else round((now - self.oldest).total_seconds(), 1)


@dataclass(frozen=True)
class Worker:
    name: str
    pid: int
    started_at: datetime
    beat_at: datetime
    alive: bool


@dataclass
class PlatformStatus:
    now: datetime
    grace_seconds: float
    broker: str
    queues: dict[str, int | None] = field(default_factory=dict)
    workers: list[Worker] = field(default_factory=list)
    work: list[Work] = field(default_factory=list)
    games_waiting_on_platform: list[dict] = field(default_factory=list)

    def as_dict(self) -> dict:
        return {
            "now": self.now.isoformat(),
            "grace_seconds": self.grace_seconds,
            "broker": self.broker,
            "queues": self.queues,
            "workers": [
                {
                    "name": w.name,
                    "pid": w.pid,
                    "started_at": w.started_at.isoformat(),
                    "beat_at": w.beat_at.isoformat(),
                    "seconds_since_beat": round((self.now - w.beat_at).total_seconds(), 1),
                    "alive": w.alive,
                }
                for w in self.workers
            ],
            "work": [
                {"kind": w.kind, "pending": w.pending, "oldest_seconds": w.age_seconds(self.now)}
                for w in self.work
            ],
            "games_waiting_on_platform": self.games_waiting_on_platform,
        }


def queue_lengths(names: list[str]) -> dict[str, int | None]:
    """Messages waiting in each queue of the broker (None: the broker did not answer)."""
    lengths: dict[str, int | None] = {}
    try:
        with current_app.connection_for_read() as connection:
            channel = connection.default_channel
            for name in names:
                try:
                    lengths[name] = channel.queue_declare(queue=name, passive=True).message_count
                except Exception:  # noqa: BLE001 - a queue never declared has no messages
                    lengths[name] = 0
    except Exception:  # noqa: BLE001 - a broker that is down is part of the answer
        return dict.fromkeys(names)
    return lengths


def workers(now: datetime) -> list[Worker]:
    silent = timedelta(seconds=3 * settings.WORKER_HEARTBEAT_SECONDS)
    return [
        Worker(row.name, row.pid, row.started_at, row.beat_at, now - row.beat_at < silent)
        for row in WorkerHeartbeat.objects.order_by("-beat_at")
    ]


def pending_work(now: datetime) -> list[Work]:
    """Each kind of work a worker owes, counted and dated from the database."""
    bots = games_waiting_on_bots(older_than=now)
    overdue = Seat.objects.filter(clock_deadline__lte=now, game__status=GameStatus.ACTIVE)
    unrated = Game.objects.filter(
        rated=True, status=GameStatus.FINISHED, rating_record__isnull=True
    )
    ladder = LadderChallenge.objects.filter(
        status=ChallengeStatus.OPEN, game__status__in=[GameStatus.FINISHED, GameStatus.ABORTED]
    )
    tables = Table.objects.filter(
        finished=False,
        game__status=GameStatus.FINISHED,
        round__tournament__status=TournamentStatus.RUNNING,
    )
    undelivered = Notification.objects.filter(
        delivered_at__isnull=True, created_at__gte=now - timedelta(days=1)
    )
    return [
        Work("bot turns", len(bots), min((b.since for b in bots), default=None)),
        Work(
            "timeouts",
            overdue.values("game_id").distinct().count(),
            overdue.aggregate(m=Min("clock_deadline"))["m"],
        ),
        Work("ratings", unrated.count(), unrated.aggregate(m=Min("finished_at"))["m"]),
        Work("ladder results", ladder.count(), ladder.aggregate(m=Min("game__updated_at"))["m"]),
        Work(
            "tournament tables", tables.count(), tables.aggregate(m=Min("game__finished_at"))["m"]
        ),
        Work(
            "notifications",
            undelivered.count(),
            undelivered.aggregate(m=Min("created_at"))["m"],
        ),
    ]


def games_waiting_on_platform(now: datetime, grace: timedelta) -> list[dict]:
    """Active games the platform owes a move to (a bot's turn, a timeout) for longer than grace."""
    waiting: list[dict] = [
        {"game": b.game_id, "why": "bot turn", "seconds": round((now - b.since).total_seconds(), 1)}
        for b in games_waiting_on_bots(older_than=now - grace)
    ]
    overdue = (
        Seat.objects.filter(clock_deadline__lte=now - grace, game__status=GameStatus.ACTIVE)
        .values("game_id")
        .annotate(deadline=Min("clock_deadline"))
    )
    waiting += [
        {
            "game": row["game_id"],
            "why": "timeout",
            "seconds": round((now - row["deadline"]).total_seconds(), 1),
        }
        for row in overdue
    ]
    return sorted(waiting, key=lambda row: -row["seconds"])


def platform_status(*, now: datetime | None = None, with_queues: bool = True) -> PlatformStatus:
    now = now or timezone.now()
    grace = timedelta(seconds=settings.PLATFORM_GRACE_SECONDS)
    broker = "redis" if settings.REDIS_URL else "embedded"
    queues = queue_lengths(settings.PLATFORM_QUEUES) if with_queues else {}
    return PlatformStatus(
        now=now,
        grace_seconds=settings.PLATFORM_GRACE_SECONDS,
        broker=broker,
        queues=queues,
        workers=workers(now),
        work=pending_work(now),
        games_waiting_on_platform=games_waiting_on_platform(now, grace),
    )
