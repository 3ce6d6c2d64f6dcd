"""Reads of the archive: games found, two players' head-to-head, and statistics per engine and
per player, drawn from finished games anyone may see (never a private or friends-only game)."""

from __future__ import annotations

import statistics
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Any

from django.db.models import OuterRef, QuerySet, Subquery

from archive.checks import player_lookup_check, private_user_ids
from games import access
from games.models import Game, GameEvent, GameStatus, Seat
from reliability.models import ReliabilityEntry
from social.selectors import friends_only_game_ids, private_game_ids

STATISTICS_GAMES = 2000  # the most recent finished games a statistic reads
HEAD_TO_HEAD_GAMES = 500


def open_games() -> QuerySet[Game]:
    """Finished games that are neither private nor friends-only: what statistics may read."""
    return (
        Game.objects.filter(status=GameStatus.FINISHED)
        .exclude(pk__in=private_game_ids())
        .exclude(pk__in=friends_only_game_ids())
    )


def hidden_user_ids() -> set[int]:
    return set(private_user_ids().values_list("user_id", flat=True))


# --- head-to-head ---------------------------------------------------------------------------


@dataclass
class Tally:
    games: int = 0
    first_ahead: int = 0
    second_ahead: int = 0
    even: int = 0


@dataclass
class HeadToHead:
    first: Any
    second: Any
    total: Tally
    by_engine: dict[str, Tally]
    games: list[dict]


def head_to_head(first: Any, second: Any, *, viewer: Any) -> HeadToHead:
    """Every finished game `first` and `second` played together that `viewer` may see: who
    finished ahead (by rank), in all and per engine, the latest first."""
    player_lookup_check(first, viewer)
    player_lookup_check(second, viewer)
    games = (
        Game.objects.filter(status=GameStatus.FINISHED)
        .filter(pk__in=Seat.objects.filter(user=first).values("game_id"))
        .filter(pk__in=Seat.objects.filter(user=second).values("game_id"))
    )
    games = access.games_visible(games, viewer).order_by("-finished_at", "-id")
    total, rows = Tally(), []
    by_engine: defaultdict[str, Tally] = defaultdict(Tally)
    for game in games.prefetch_related("seats")[:HEAD_TO_HEAD_GAMES]:
        ranks = {seat.user_id: seat.rank for seat in game.seats.all()}
        mine, theirs = ranks.get(first.pk), ranks.get(second.pk)
        if mine is None or theirs is None:
            who = "even"
        else:
            who = "first" if mine < theirs else "second" if theirs < mine else "even"
        for tally in (total, by_engine[game.engine]):
            tally.games += 1
            if who == "first":
                tally.first_ahead += 1
            elif who == "second":
                tally.second_ahead += 1
            else:
                tally.even += 1
        rows.append({"game": game, "ahead": who, "first_rank": mine, "second_rank": theirs})
    return HeadToHead(first, second, total, dict(by_engine), rows)


# --- statistics per engine -------------------------------------------------------------------


@dataclass
class EngineStatistics:
    engine: str
    players: int | None
    options: dict
    games: int
    seat_wins: list[dict] = field(default_factory=list)  # [{seat, games, wins, rate}]
    first_player_wins: dict = field(default_factory=dict)  # {games, wins, rate}
    moves: dict = field(default_factory=dict)  # {median, mean, min, max}
    move_seconds: dict = field(default_factory=dict)  # {median, moves}


def _rate(wins: int, games: int) -> float | None:
    return None if games == 0 else round(wins / games, 4)


def engine_statistics(
    engine: str, *, players: int | None = None, options: dict | None = None
) -> EngineStatistics:
    """Seat and first-player win rates, game length (moves) and the time players take a move,
    over the engine's last STATISTICS_GAMES finished open games (of `players` seats, with these
    `options` when given)."""
    options = options or {}
    games = open_games().filter(engine=engine)
    if players is not None:
        games = games.filter(seat_count=players)
    for name, value in options.items():
        games = games.filter(**{f"options__{name}": value})
    first_mover = GameEvent.objects.filter(game=OuterRef("pk"), type="move").order_by("seq")
    rows = list(
        games.order_by("-finished_at", "-id")
        .annotate(first_seat=Subquery(first_mover.values("seat")[:1]))
        .prefetch_related("seats")[:STATISTICS_GAMES]
    )
    ids = [game.pk for game in rows]
    move_counts = Counter(
        GameEvent.objects.filter(game_id__in=ids, type="move").values_list("game_id", flat=True)
    )
    seat_games: Counter[int] = Counter()
    seat_wins: Counter[int] = Counter()
    first_games = first_wins = 0
    for game in rows:
        winners = {seat.index for seat in game.seats.all() if seat.rank == 1}
        for seat in game.seats.all():
            seat_games[seat.index] += 1
            seat_wins[seat.index] += seat.index in winners
        if game.first_seat is not None:
            first_games += 1
            first_wins += game.first_seat in winners
    lengths = [move_counts.get(game_id, 0) for game_id in ids]
    seconds = [
        s
        for moves in ReliabilityEntry.objects.filter(game_id__in=ids).values_list(
            "move_seconds", flat=True
        )
        for s in moves
    ]
    return EngineStatistics(
        engine=engine,
        players=players,
        options=options,
        games=len(rows),
        seat_wins=[
            {
                "seat": seat,
                "games": seat_games[seat],
                "wins": seat_wins[seat],
                "rate": _rate(seat_wins[seat], seat_games[seat]),
            }
            for seat in sorted(seat_games)
        ],
        first_player_wins={
            "games": first_games,
            "wins": first_wins,
            "rate": _rate(first_wins, first_games),
        },
        moves={
            "median": statistics.median(lengths) if lengths else None,
            "mean": round(statistics.fmean(lengths), 1) if lengths else None,
            "min": min(lengths) if lengths else None,
            "max": max(lengths) if lengths else None,
        },
        move_seconds={
            "median": round(statistics.median(seconds), 3) if seconds else None,
            "moves": len(seconds),
        },
    )


# --- statistics per player -------------------------------------------------------------------


@dataclass
class PlayerStatistics:
    person: Any
    games: int
    by_seat: list[dict]  # [{seat, games, wins, rate}]
    by_opponent: list[dict]  # [{username, games, ahead, behind, even}]


def player_statistics(person: Any, *, viewer: Any, engine: str | None = None) -> PlayerStatistics:
    """`person`'s results by seat and by opponent over their last STATISTICS_GAMES finished
    open games (private and friends-only games left out; opponents with a private profile
    counted together as "hidden")."""
    player_lookup_check(person, viewer)
    games = open_games().filter(pk__in=Seat.objects.filter(user=person).values("game_id"))
    if engine:
        games = games.filter(engine=engine)
    rows = list(
        games.order_by("-finished_at", "-id").prefetch_related("seats__user")[:STATISTICS_GAMES]
    )
    hidden = hidden_user_ids() - {getattr(viewer, "pk", None)}
    seat_games: Counter[int] = Counter()
    seat_wins: Counter[int] = Counter()
    opponents: dict[str, dict] = {}
    for game in rows:
        seats = list(game.seats.all())
        mine = next((s for s in seats if s.user_id == person.pk), None)
        if mine is None:
            continue
        seat_games[mine.index] += 1
        seat_wins[mine.index] += mine.rank == 1
        for other in seats:
            if other is mine or other.user is None:
                continue
            name = "" if other.user_id in hidden else other.user.username
            tally = opponents.setdefault(
                name, {"username": name, "games": 0, "ahead": 0, "behind": 0, "even": 0}
            )
            tally["games"] += 1
            if mine.rank is None or other.rank is None or mine.rank == other.rank:
                tally["even"] += 1
            elif mine.rank < other.rank:
                tally["ahead"] += 1
            else:
                tally["behind"] += 1
    return PlayerStatistics(
        person=person,
        games=len(rows),
        by_seat=[
            {
                "seat": seat,
                "games": seat_games[seat],
                "wins": seat_wins[seat],
                "rate": _rate(seat_wins[seat], seat_games[seat]),
            }
            for seat in sorted(seat_games)
        ],
        by_opponent=sorted(opponents.values(), key=lambda t: (-t["games"], t["username"]))[:50],
    )
