"""Workers' heartbeats: each worker's beat writes a row every WORKER_HEARTBEAT_SECONDS."""

from __future__ import annotations

import os
from datetime import datetime

from django.utils import timezone

from games.models import WorkerHeartbeat

_STARTED_AT = timezone.now()


def worker_heartbeat_write(*, name: str, now: datetime | None = None) -> str:
    """Record that the worker `name` (this process) is alive now."""
    now = now or timezone.now()
    WorkerHeartbeat.objects.update_or_create(
        name=name, defaults={"beat_at": now, "started_at": _STARTED_AT, "pid": os.getpid()}
    )
    return name
