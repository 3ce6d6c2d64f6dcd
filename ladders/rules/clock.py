"""Timestamps in ladder events and commands: ISO 8601 strings or epoch seconds, compared as seconds."""

from __future__ import annotations

from datetime import UTC, datetime

SECONDS_PER_DAY = 86400.0

Timestamp = str | int | float


def to_seconds(value: Timestamp) -> float:
    """Epoch seconds of an ISO 8601 string (naive means UTC) or of a number of epoch seconds."""
    if isinstance(value, bool):
        raise ValueError(f"not a timestamp: {value!r}")
    if isinstance(value, int | float):
        return float(value)
    if isinstance(value, str):
        try:
            moment = datetime.fromisoformat(value)
        except ValueError:
            raise ValueError(f"not an ISO 8601 timestamp: {value!r}") from None
        if moment.tzinfo is None:
            moment = moment.replace(tzinfo=UTC)
        return moment.timestamp()
    raise ValueError(f"not a timestamp: {value!r}")


def days(count: float) -> float:
    """A number of days in seconds."""
    return count * SECONDS_PER_DAY
