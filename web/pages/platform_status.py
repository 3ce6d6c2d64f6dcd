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
from django.utils import timezone

from games import selectors as game_selectors
from games.services.recovery import games_waiting_on_bots
from ladders import selectors as ladder_selectors
from notifications import selectors as notification_selectors
from ratings import selectors as rating_selectors
from tournaments import selectors as tournament_selectors


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
        for row in game_selectors.worker_heartbeats()
    ]


def pending_work(now: datetime) -> list[Work]:
    """Each kind of work a worker owes, counted and dated from the database."""
    bots = games_waiting_on_bots(older_than=now)
    return [
        Work("bot turns", len(bots), min((b.since for b in bots), default=None)),
        Work("timeouts", *game_selectors.timeouts_owed(now)),
        Work("ratings", *rating_selectors.games_awaiting_rating()),
        Work("ladder results", *ladder_selectors.results_awaiting()),
        Work("tournament tables", *tournament_selectors.tables_awaiting_result()),
        Work(
            "notifications",
            *notification_selectors.undelivered_since(now - timedelta(days=1)),
        ),
    ]


def games_waiting_on_platform(now: datetime, grace: timedelta) -> list[dict]:
    """Active games the platform owes a move to (a bot's turn, a timeout) for longer than grace."""
    waiting: list[dict] = [
        {"game": b.game_id, "why": "bot turn", "seconds": round((now - b.since).total_seconds(), 1)}
        for b in games_waiting_on_bots(older_than=now - grace)
    ]
    overdue = game_selectors.timeouts_overdue(now - grace)
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
