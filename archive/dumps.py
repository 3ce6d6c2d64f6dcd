"""The monthly open data dump: every finished public game of a month as its complete record
(games.history.game_record: the options, the players, the outcome, the seed and every row of
the log with its hash), one JSON object a line, gzipped, so anyone can verify every draw.

Left out: games in play or aborted, private and friends-only games (never dumped), chat and
notes (never part of a record), and the names of players who keep a private profile (their
seats read `"name": null, "hidden": true`; names are not in the hash chain, so the records
still verify)."""

from __future__ import annotations

import gzip
import json
from collections.abc import Callable, Iterable, Iterator
from datetime import UTC, datetime
from pathlib import Path

from django.db.models import QuerySet

from archive.selectors import hidden_user_ids, open_games
from games.history import game_record
from games.models import Game

FORMAT = "boardgame-platform-games-dump"
CHUNK = 200


def month_bounds(month: str) -> tuple[datetime, datetime]:
    """ "2026-11" → the first moment of that month and of the next, UTC; ValueError otherwise."""
    start = datetime.strptime(month, "%Y-%m").replace(tzinfo=UTC)
    following = start.replace(year=start.year + start.month // 12, month=start.month % 12 + 1)
    return start, following


def games_of_month(month: str) -> QuerySet[Game]:
    """The finished open games that finished in `month`, in finishing order."""
    start, end = month_bounds(month)
    return (
        open_games()
        .filter(finished_at__gte=start, finished_at__lt=end)
        .order_by("finished_at", "id")
    )


def dumped_record(game: Game, hidden: set[int]) -> dict:
    record = game_record(game, None)
    users = {seat.index: seat.user_id for seat in game.seats.all()}
    for player in record["players"]:
        if users.get(player["seat"]) in hidden:
            player["name"], player["hidden"] = None, True
    return record


def records_of(game_ids: Iterable[int], hidden: set[int]) -> Iterator[dict]:
    ids = list(game_ids)
    for first in range(0, len(ids), CHUNK):
        chunk = ids[first : first + CHUNK]
        games = Game.objects.filter(pk__in=chunk).prefetch_related("seats__user")
        by_id = {game.pk: game for game in games}
        for game_id in chunk:
            yield dumped_record(by_id[game_id], hidden)


def dump_write(
    *,
    month: str,
    path: Path,
    progress: Callable[[Iterable[int], int], Iterable[int]] = lambda ids, total: ids,
) -> int:
    """Write `month`'s dump to `path` (gzipped JSON lines: a header line, then one record a
    line); returns how many games it holds."""
    ids = list(games_of_month(month).values_list("pk", flat=True))
    hidden = hidden_user_ids()
    path.parent.mkdir(parents=True, exist_ok=True)
    with gzip.open(path, "wt", encoding="utf-8") as out:
        header = {"format": FORMAT, "month": month, "games": len(ids)}
        out.write(json.dumps(header, sort_keys=True) + "\n")
        for record in records_of(progress(ids, len(ids)), hidden):
            out.write(json.dumps(record, sort_keys=True, ensure_ascii=False, default=str) + "\n")
    return len(ids)
