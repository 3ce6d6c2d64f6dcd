"""Every write of ratings: apply finished rated games in finishing order, exactly once; recompute.

Order: the games of one engine are applied in the order (finished_at, id), under a lock on that
engine's RatingLedger row. A task for any game applies every finished rated game of its engine
not applied yet (those finished within LATE_WINDOW of the last applied one, and its own), so
tasks arriving out of order still apply the games in finishing order. If a game turns up whose
finish lies before games already applied (its transaction committed late, or its task came
late), those later games are rewound and applied again after it, so the incremental result is
always the one `ratings_recompute` gives.

Exactly once: a RatedGame row per applied game (primary key = the game) and a unique
(game, user) on RatingChange; the pending query skips applied games, under the lock.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from django.db import connection, transaction
from django.db.models import Max, Prefetch, Q
from django.utils import timezone

from games.models import Game, GameStatus, Seat
from ratings.game_rating import NEW_PLAYER, PlayerRating, SeatRating, rate_game
from ratings.models import RatedGame, Rating, RatingChange, RatingLedger

WRITE_BATCH = 5000
# How far before the last applied game a per-game task looks for unapplied games (commits that
# landed late); older stragglers are found by the periodic full sweep.
LATE_WINDOW = timedelta(hours=1)


@dataclass(frozen=True)
class FinishedGame:
    """What rating needs of a finished game: its id, finish, and (seat, user, rank) of each player."""

    game_id: int
    finished_at: datetime
    players: list[tuple[int, int, int]]


@dataclass(frozen=True)
class RatedSeat:
    """One player's result of one game."""

    seat: int
    user_id: int
    rating: SeatRating


def _players(seats: Iterable[tuple[int, int | None]], outcome: Any) -> list[tuple[int, int, int]]:
    """(seat, user, rank) of the seats held by users; [] if the outcome has no usable ranks."""
    ranks = outcome.get("ranks") if isinstance(outcome, dict) else None
    if not isinstance(ranks, list):
        return []
    players = []
    for index, user_id in sorted(seats):
        if user_id is None or index >= len(ranks) or not isinstance(ranks[index], int):
            continue
        players.append((index, user_id, ranks[index]))
    return players


def rate_history(
    games: Iterable[FinishedGame], current: dict[int, PlayerRating]
) -> Iterator[tuple[FinishedGame, list[RatedSeat]]]:
    """Rate `games` in the order given, updating `current` (user id -> rating) as it goes."""
    for game in games:
        if len(game.players) < 2:
            yield game, []
            continue
        befores = [current.get(user_id, NEW_PLAYER) for _, user_id, _ in game.players]
        seat_ratings = rate_game(befores, [rank for _, _, rank in game.players])
        rated = []
        for (seat, user_id, _), seat_rating in zip(game.players, seat_ratings, strict=True):
            current[user_id] = seat_rating.after
            rated.append(RatedSeat(seat=seat, user_id=user_id, rating=seat_rating))
        yield game, rated


CHANGE_COLUMNS = [
    "user_id", "engine", "game_id", "finished_at", "seat", "rank", "elo_before", "elo_after",
    "elo_delta", "k", "games", "mu_before", "sigma_before", "mu_after", "sigma_after",
    "provisional", "created_at",
]  # fmt: skip
MARK_COLUMNS = ["game_id", "engine", "finished_at", "changes", "applied_at"]


def _insert(model: Any, columns: list[str], rows: list[tuple]) -> None:
    """INSERT many rows at once (bulk_create's per-value preparation costs more than the maths)."""
    if not rows:
        return
    quote = connection.ops.quote_name
    names = ", ".join(quote(model._meta.get_field(c).column) for c in columns)
    marks = ", ".join(["%s"] * len(columns))
    with connection.cursor() as cursor:
        # quoted names of our own model, the values parameters
        sql = f"INSERT INTO {quote(model._meta.db_table)} ({names}) VALUES ({marks})"  # noqa: S608
        cursor.executemany(sql, rows)


def _write_history(
    engine: str,
    rated_games: Iterable[tuple[FinishedGame, list[RatedSeat]]],
    last_played: dict[int, datetime],
) -> FinishedGame | None:
    """Write RatingChange and RatedGame rows in batches; return the last game written."""
    adapt = connection.ops.adapt_datetimefield_value
    written_at = adapt(timezone.now())
    changes: list[tuple] = []
    marks: list[tuple] = []
    last = None
    for game, rated in rated_games:
        finished_at = adapt(game.finished_at)
        for seat in rated:
            r = seat.rating
            changes.append(
                (
                    seat.user_id, engine, game.game_id, finished_at, seat.seat, int(r.rank),
                    r.elo.before, r.elo.after, r.elo.delta, r.elo.k, r.after.games,
                    r.skill.mu_before, r.skill.sigma_before, r.skill.mu_after, r.skill.sigma_after,
                    r.after.provisional, written_at,
                )
            )  # fmt: skip
            last_played[seat.user_id] = game.finished_at
        marks.append((game.game_id, engine, finished_at, len(rated), written_at))
        last = game
        if len(changes) >= WRITE_BATCH:
            _insert(RatingChange, CHANGE_COLUMNS, changes)
            changes = []
        if len(marks) >= WRITE_BATCH:
            _insert(RatedGame, MARK_COLUMNS, marks)
            marks = []
    _insert(RatingChange, CHANGE_COLUMNS, changes)
    _insert(RatedGame, MARK_COLUMNS, marks)
    return last


def _write_ratings(
    engine: str,
    current: dict[int, PlayerRating],
    last_played: dict[int, datetime],
    existing: dict[int, Rating],
    users: Iterable[int],
) -> None:
    """Store `current` for `users`: update their Rating rows, create the missing ones."""
    updated: list[Rating] = []
    created: list[Rating] = []
    for user_id in users:
        value = current[user_id]
        row = existing.get(user_id) or Rating(user_id=user_id, engine=engine)
        row.elo, row.games, row.mu, row.sigma = value.elo, value.games, value.mu, value.sigma
        row.provisional = value.provisional
        row.last_played = last_played.get(user_id, row.last_played)
        (updated if row.pk else created).append(row)
    fields = ["elo", "games", "mu", "sigma", "provisional", "last_played"]
    Rating.objects.bulk_update(updated, fields, batch_size=WRITE_BATCH)
    Rating.objects.bulk_create(created, batch_size=WRITE_BATCH)


def _as_player_rating(row: Rating) -> PlayerRating:
    return PlayerRating(elo=row.elo, games=row.games, mu=row.mu, sigma=row.sigma)


def _locked_ledger(engine: str) -> RatingLedger:
    RatingLedger.objects.get_or_create(engine=engine)
    return RatingLedger.objects.select_for_update().get(engine=engine)


def _rated_games(engine: str) -> Q:
    return Q(engine=engine, rated=True, status=GameStatus.FINISHED, finished_at__isnull=False)


def _after(finished_at: datetime, game_id: int, *, field: str = "game_id") -> Q:
    """Rows after (finished_at, game id) in finishing order."""
    return Q(finished_at__gt=finished_at) | Q(finished_at=finished_at, **{f"{field}__gt": game_id})


def _pending_games(
    engine: str, since: datetime | None = None, also: int | None = None
) -> list[FinishedGame]:
    """Finished rated games not applied yet, in finishing order: all of them, or (for speed on a
    long history) those finished from `since` on, plus the game `also`."""
    unapplied = Game.objects.filter(_rated_games(engine), rating_record__isnull=True)
    chosen = unapplied
    if since is not None:
        chosen = unapplied.filter(finished_at__gte=since)
        if also is not None and not chosen.filter(pk=also).exists():
            # a task that came late: the OR keeps an index on finished_at from being used,
            # so it is asked only then
            chosen = unapplied.filter(Q(finished_at__gte=since) | Q(pk=also))
    games = (
        chosen.order_by("finished_at", "id")
        .only("id", "finished_at", "outcome")
        .prefetch_related(
            Prefetch("seats", queryset=Seat.objects.only("game_id", "index", "user_id"))
        )
    )
    return [
        FinishedGame(
            game_id=game.pk,
            finished_at=game.finished_at,
            players=_players([(s.index, s.user_id) for s in game.seats.all()], game.outcome),
        )
        for game in games
        if game.finished_at is not None  # always: the query asks for it
    ]


def _rewind(engine: str, finished_at: datetime, game_id: int) -> None:
    """Undo every applied game after (finished_at, game_id): ratings go back to before them."""
    undone = RatingChange.objects.filter(_after(finished_at, game_id), engine=engine)
    earliest: dict[int, RatingChange] = {}
    for change in undone.order_by("finished_at", "game_id"):
        earliest.setdefault(change.user_id, change)
    undone.delete()
    RatedGame.objects.filter(_after(finished_at, game_id), engine=engine).delete()
    remaining_last = dict(
        RatingChange.objects.filter(engine=engine, user_id__in=list(earliest))
        .values("user_id")
        .annotate(last=Max("finished_at"))
        .values_list("user_id", "last")
    )
    for user_id, change in earliest.items():
        games_before = change.games - 1
        if games_before == 0:
            Rating.objects.filter(user_id=user_id, engine=engine).delete()
            continue
        before = PlayerRating(
            elo=change.elo_before,
            games=games_before,
            mu=change.mu_before,
            sigma=change.sigma_before,
        )
        Rating.objects.filter(user_id=user_id, engine=engine).update(
            elo=before.elo,
            games=before.games,
            mu=before.mu,
            sigma=before.sigma,
            provisional=before.provisional,
            last_played=remaining_last.get(user_id),
        )


def ratings_apply_pending(
    *, engine: str, game_id: int | None = None, full_scan: bool = True
) -> int:
    """Apply the finished rated games of `engine` not applied yet, in finishing order.

    With `full_scan` every unapplied game is looked for; without it (the per-game task) only
    those finished from LATE_WINDOW before the last applied game on, plus `game_id`, so a task
    costs the same after 100,000 games as after 10. A game outside the window whose own task
    was lost is found by the periodic full sweep; a task that arrives after later games were
    applied rewinds them either way. Returns the games applied (0 for a repeat).
    """
    with transaction.atomic():
        ledger = _locked_ledger(engine)
        since = None
        if not full_scan and ledger.last_finished_at is not None:
            since = ledger.last_finished_at - LATE_WINDOW
        pending = _pending_games(engine, since, game_id)
        if not pending:
            return 0
        first = pending[0]
        if ledger.last_game_id is not None and (first.finished_at, first.game_id) < (
            ledger.last_finished_at,
            ledger.last_game_id,
        ):
            _rewind(engine, first.finished_at, first.game_id)
            since = None if since is None else min(since, first.finished_at)
            pending = _pending_games(engine, since, game_id)
        users = {user_id for game in pending for _, user_id, _ in game.players}
        existing = {r.user_id: r for r in Rating.objects.filter(engine=engine, user_id__in=users)}
        current = {user_id: _as_player_rating(row) for user_id, row in existing.items()}
        last_played: dict[int, datetime] = {}
        last = _write_history(engine, rate_history(pending, current), last_played)
        _write_ratings(engine, current, last_played, existing, sorted(last_played))
        if last is not None:  # always: pending is not empty
            ledger.last_finished_at, ledger.last_game_id = last.finished_at, last.game_id
            ledger.save(update_fields=["last_finished_at", "last_game_id", "updated_at"])
        return len(pending)


def game_rating_apply(*, game_id: int) -> int:
    """The rating task's service: apply `game_id` with the pending games of its engine around it.

    An unrated, unfinished or unknown game applies nothing.
    """
    game = Game.objects.filter(pk=game_id).only("engine", "rated", "status").first()
    if game is None or not game.rated or game.status != GameStatus.FINISHED:
        return 0
    return ratings_apply_pending(engine=game.engine, game_id=game_id, full_scan=False)


def rated_engines() -> list[str]:
    """Engines that have finished rated games."""
    return sorted(
        Game.objects.filter(rated=True, status=GameStatus.FINISHED)
        .values_list("engine", flat=True)
        .distinct()
    )


def _all_finished_games(engine: str) -> tuple[int, Iterator[FinishedGame]]:
    ids_query = Game.objects.filter(_rated_games(engine)).order_by("finished_at", "id")
    rows = list(ids_query.values_list("id", "finished_at", "outcome"))
    seats: dict[int, list[tuple[int, int | None]]] = {}
    for game_id, index, user_id in (
        Seat.objects.filter(game__in=ids_query.values("id"))
        .values_list("game_id", "index", "user_id")
        .iterator(chunk_size=20000)
    ):
        seats.setdefault(game_id, []).append((index, user_id))

    def games() -> Iterator[FinishedGame]:
        for game_id, finished_at, outcome in rows:
            if finished_at is None:  # not read: the query asks for it
                continue
            yield FinishedGame(game_id, finished_at, _players(seats.get(game_id, []), outcome))

    return len(rows), games()


def ratings_recompute(
    *, engine: str, progress: Callable[[Iterable, int], Iterable] | None = None
) -> int:
    """Rebuild every rating of `engine` from its finished rated games in finishing order.

    `progress(iterable, total)` may wrap the games (e.g. a tqdm bar). Returns the games rated.
    Ends identical to applying the same games one by one with `ratings_apply_pending`.
    """
    with transaction.atomic():
        ledger = _locked_ledger(engine)
        RatingChange.objects.filter(engine=engine).delete()
        RatedGame.objects.filter(engine=engine).delete()
        total, games = _all_finished_games(engine)
        if progress is not None:
            games = iter(progress(games, total))
        current: dict[int, PlayerRating] = {}
        last_played: dict[int, datetime] = {}
        last = _write_history(engine, rate_history(games, current), last_played)
        existing = {r.user_id: r for r in Rating.objects.filter(engine=engine)}
        gone = [row.pk for user_id, row in existing.items() if user_id not in current]
        for start in range(0, len(gone), WRITE_BATCH):
            Rating.objects.filter(pk__in=gone[start : start + WRITE_BATCH]).delete()
        _write_ratings(engine, current, last_played, existing, sorted(current))
        ledger.last_finished_at = last.finished_at if last else None
        ledger.last_game_id = last.game_id if last else None
        ledger.save(update_fields=["last_finished_at", "last_game_id", "updated_at"])
        return total


def games_awaiting_rating(*, finished_before: datetime, limit: int = 100) -> list[int]:
    """Finished rated games not applied yet that finished before `finished_before`, oldest first
    (their task is late or lost)."""
    return list(
        Game.objects.filter(
            rated=True,
            status=GameStatus.FINISHED,
            finished_at__lt=finished_before,
            rating_record__isnull=True,
        )
        .order_by("finished_at", "id")
        .values_list("id", flat=True)[:limit]
    )
