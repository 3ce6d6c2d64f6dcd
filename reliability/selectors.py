"""Reads of the reliability record: a player's figures, each with the games it comes from (the
ones the reader may see), and the share of their last games they played to the end."""

from __future__ import annotations

import statistics
from dataclasses import dataclass, field
from typing import Any

from games import access
from games.models import Game
from reliability.models import Outcome, ReliabilityEntry

RECENT_GAMES = 20  # the window the profile shows beside the whole record
DAY_SECONDS = 86400


@dataclass
class Figure:
    """One figure of the record and the games it comes from. `games`: the ids the reader may
    see; `hidden`: how many more are private games the reader may not see."""

    value: float | int | None
    games: list[int] = field(default_factory=list)
    hidden: int = 0


@dataclass
class Record:
    games: int
    finished: Figure
    left: Figure
    timed_out: Figure
    median_move_seconds: Figure
    moves: int
    vacation_days: Figure
    recent: RecentShare


@dataclass
class RecentShare:
    """Of a player's last `window` games (fewer if they have played fewer): how many they
    played to the end."""

    window: int
    games: int
    finished: int

    @property
    def percent(self) -> float | None:
        return None if self.games == 0 else round(100 * self.finished / self.games, 1)


def entries_of(user: Any) -> list[ReliabilityEntry]:
    """`user`'s entries, the latest first."""
    return list(
        ReliabilityEntry.objects.filter(user_id=user.pk).order_by("-concluded_at", "-game_id")
    )


def recent_share(user: Any, window: int) -> RecentShare:
    """How many of `user`'s last `window` games they played to the end."""
    outcomes = list(
        ReliabilityEntry.objects.filter(user_id=user.pk)
        .order_by("-concluded_at", "-game_id")
        .values_list("outcome", flat=True)[:window]
    )
    return RecentShare(
        window=window, games=len(outcomes), finished=outcomes.count(Outcome.FINISHED)
    )


def record_of(user: Any, *, viewer: Any) -> Record:
    """`user`'s whole record, each figure with the games behind it that `viewer` may see."""
    entries = entries_of(user)
    visible = _visible_ids([e.game_id for e in entries], viewer)

    def figure(value: float | None, game_ids: list[int]) -> Figure:
        shown = [game_id for game_id in game_ids if game_id in visible]
        return Figure(value=value, games=shown, hidden=len(game_ids) - len(shown))

    by_outcome = {
        outcome: [e.game_id for e in entries if e.outcome == outcome] for outcome in Outcome.values
    }
    seconds = [s for e in entries for s in e.move_seconds]
    intervals = [(start, end) for e in entries for start, end in e.vacations if end > start]
    window = entries[:RECENT_GAMES]
    return Record(
        games=len(entries),
        finished=figure(len(by_outcome[Outcome.FINISHED]), by_outcome[Outcome.FINISHED]),
        left=figure(len(by_outcome[Outcome.LEFT]), by_outcome[Outcome.LEFT]),
        timed_out=figure(len(by_outcome[Outcome.TIMED_OUT]), by_outcome[Outcome.TIMED_OUT]),
        median_move_seconds=figure(
            round(statistics.median(seconds), 3) if seconds else None,
            [e.game_id for e in entries if e.move_seconds],
        ),
        moves=len(seconds),
        vacation_days=figure(
            round(covered_seconds(intervals) / DAY_SECONDS, 2),
            [e.game_id for e in entries if any(end > start for start, end in e.vacations)],
        ),
        recent=RecentShare(
            window=RECENT_GAMES,
            games=len(window),
            finished=sum(1 for e in window if e.outcome == Outcome.FINISHED),
        ),
    )


def covered_seconds(intervals: list[tuple[float, float]]) -> float:
    """The length of the union of the intervals: a vacation pausing three games at once is
    counted once."""
    total, reach = 0.0, None
    for start, end in sorted(intervals):
        if reach is None or start > reach:
            total += end - start
            reach = end
        elif end > reach:
            total += end - reach
            reach = end
    return total


def entries_by_outcome(user: Any, outcome: str | None, *, viewer: Any) -> list[ReliabilityEntry]:
    """`user`'s entries (one outcome, or all) in games `viewer` may see, the latest first."""
    entries = entries_of(user)
    if outcome:
        entries = [e for e in entries if e.outcome == outcome]
    visible = _visible_ids([e.game_id for e in entries], viewer)
    return [e for e in entries if e.game_id in visible]


def _visible_ids(game_ids: list[int], viewer: Any) -> set[int]:
    if not game_ids:
        return set()
    games = access.games_visible(Game.objects.filter(pk__in=game_ids), viewer)
    return set(games.values_list("pk", flat=True))
