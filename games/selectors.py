"""Every read of games: lists, a game as a user may see it, its events, its state at a ply."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any

from django.db import connection
from django.db.models import Min, Q, QuerySet
from django.utils.translation import gettext_lazy as _

from engines import ENGINES
from engines.contract import options_of
from errors import NotFound, PlatformError
from games.access import analysis_check, game_join_check, game_view_check, games_visible
from games.checks import join_check, resign_check, start_check, suggestion_check
from games.legal_moves import legal_moves_of, seat_may_move
from games.log.play_state import DROPPING_EVENTS, MOVE
from games.log.state_loading import engine_of, load_play_state
from games.log.visibility import event_as_seen, game_is_over
from games.models import Game, GameAnalysis, GameEvent, GameStatus, Seat, WorkerHeartbeat
from games.services.judgements import key_moves, seat_accuracies
from games.table_reads import game_with_seats

if TYPE_CHECKING:
    from django.contrib.auth.models import User


def game_get(game_id: int | str, *, users: bool = True) -> Game:
    """The game with its seats (and their users, unless `users` is False: answers that need
    only who sits where, such as the legal moves), in one query."""
    try:
        return game_with_seats(game_id, users=users)
    except (Game.DoesNotExist, ValueError, TypeError) as error:
        raise NotFound("game_not_found", _("There is no such game.")) from error


def game_get_for(game_id: int | str, user: User, *, users: bool = True) -> Game:
    """The game, if `user` may see it (apps such as social refuse private games to strangers)."""
    game = game_get(game_id, users=users)
    game_view_check(game, user)
    return game


def game_list(
    *,
    user: User | None = None,
    engine: str | None = None,
    status: str | None = None,
    mine: bool = False,
    my_turn: bool = False,
) -> QuerySet[Game]:
    games = games_visible(
        Game.objects.prefetch_related("seats__user").order_by("-created_at", "-id"), user
    )
    if engine:
        games = games.filter(engine=engine)
    if status:
        if status not in GameStatus.values:
            raise PlatformError(
                "bad_filter",
                _("status is one of %(values)s.") % {"values": ", ".join(GameStatus.values)},
            )
        games = games.filter(status=status)
    if mine or my_turn:
        if user is None or not user.is_authenticated:
            raise PlatformError("login_required", _("Log in to filter your own games."), status=401)
        games = games.filter(seats__user=user).distinct()
    if my_turn:
        ids = [
            seat.game_id
            for seat in Seat.objects.filter(
                user=user, dropped=False, game__status=GameStatus.ACTIVE
            )
            .select_related("game")
            .only("index", "game__to_act")
            if seat.index in seat.game.to_act
        ]
        games = games.filter(Q(pk__in=ids))
    return games


def seat_of(game: Game, user: User) -> int | None:
    """The seat index of `user` at `game`, or None for a spectator."""
    if user is None or not user.is_authenticated:
        return None
    for seat in game.seats.all():
        if seat.user_id == user.pk:
            return seat.index
    return None


def game_view(game: Game, viewer_seat: int | None) -> dict | None:
    if game.status == GameStatus.OPEN:
        return None
    engine = engine_of(game)
    play = load_play_state(game)
    return engine.view(play.engine_state, viewer_seat)


def seat_to_move(game: Game, seat: int | None) -> bool:
    """Whether `seat` is one the game waits for (in play, its turn, not dropped out)."""
    return seat_may_move(game, seat)


def legal_moves_for(game: Game, seat: int | None) -> list[dict]:
    """`seat`'s legal moves now ([] for a spectator or a seat not called to act); cached by
    (game, seq, seat) in games.legal_moves."""
    return legal_moves_of(game, seat)


def events_after(game: Game, viewer_seat: int | None, after: int, limit: int = 500) -> list[dict]:
    engine = engine_of(game)
    rows = GameEvent.objects.filter(game=game, seq__gt=after).order_by("seq")[:limit]
    return [event_as_seen(engine, game, row, viewer_seat) for row in rows]


def state_at(game: Game, viewer_seat: int | None, at: int) -> dict:
    """The view after event `at` (history review): during play only as the viewer may see it."""
    if game.status == GameStatus.OPEN:
        raise PlatformError("not_started", _("This game has not started yet."), status=409)
    if not 1 <= at <= game.seq:
        raise PlatformError("bad_ply", _("at must be between 1 and %(last)d.") % {"last": game.seq})
    whole = whole_move_end(game, at)
    engine = engine_of(game)
    play = load_play_state(game, up_to=whole)
    return {"seq": whole, "at": at, "view": engine.view(play.engine_state, viewer_seat)}


def whole_move_end(game: Game, at: int) -> int:
    """The seq of the last event of the last whole move at or before event `at` (a move's
    events are one step: a position inside them is no position of the game). Inside the
    opening events, the opening position (ply 0: the state once they are all in)."""
    if at >= game.seq:
        return game.seq
    last_start = (
        GameEvent.objects.filter(game=game, seq__lte=at + 1, type__in=(MOVE, *DROPPING_EVENTS))
        .order_by("-seq")
        .values_list("seq", flat=True)
        .first()
    )
    if last_start == at + 1:
        return at
    if last_start is not None:  # `at` is inside a move's events: the position before that move
        return last_start - 1
    # `at` is inside the opening events: the opening position, once they are all in
    first_move = (
        GameEvent.objects.filter(game=game, type__in=(MOVE, *DROPPING_EVENTS))
        .order_by("seq")
        .values_list("seq", flat=True)
        .first()
    )
    return first_move - 1 if first_move is not None else game.seq


def engines_list() -> list[dict]:
    """Every installed game with its options as its spec declares them: each option's one-line
    description, the stacked ones (unrated games only), the defaults and the fixed choices
    where there are some."""
    listed = []
    for engine in ENGINES.values():
        options = options_of(engine)
        listed.append(
            {
                "slug": engine.slug,
                "title": engine.title,
                "min_players": engine.min_players,
                "max_players": engine.max_players,
                "version": engine.version,
                "options": {option.name: option.description for option in options},
                "stacked_options": [option.name for option in options if option.stacked],
                "option_defaults": {
                    option.name: option.default for option in options if option.default is not None
                },
                "option_choices": {
                    option.name: list(option.choices) for option in options if option.choices
                },
            }
        )
    return listed


def seed_if_revealed(game: Game) -> str | None:
    return game.seed if game_is_over(game) else None


def revealed_view(game: Game) -> dict | None:
    """Once the game is over, everything: the spectator's view with each seat's own part as that
    seat sees it (its hand, its hidden points), also when a resignation or a timeout ended the
    game before the engine's own end. None while the game runs."""
    if not game_is_over(game) or game.status == GameStatus.OPEN:
        return None
    engine = engine_of(game)
    state = load_play_state(game).engine_state
    if state is None:
        return None
    view = engine.view(state, None)
    players = view.get("players") if isinstance(view, dict) else None
    if not isinstance(players, list):
        return view
    merged = list(players)
    for seat in range(min(game.seat_count, len(players))):
        own = engine.view(state, seat).get("players")
        if isinstance(own, list) and seat < len(own):
            merged[seat] = own[seat]
    return {**view, "players": merged}


def finished_rows(game: Game, types: tuple[str, ...]) -> list[dict]:
    """The stored rows of `types` ({seq, type, seat, data}) once the game is over, in order; []
    while it runs (they may hold what a seat may not see yet)."""
    if not game_is_over(game):
        return []
    rows = GameEvent.objects.filter(game=game, type__in=types).order_by("seq")
    return [
        {"seq": row.seq, "type": row.type, "seat": row.seat, "data": row.data}
        for row in rows.only("seq", "type", "seat", "data")
    ]


def departures(game: Game) -> dict[int, str]:
    """Seats that left a finished game: seat -> the platform row's type (resigned, timed out)."""
    return {
        row["data"]["seat"]: row["type"]
        for row in finished_rows(game, DROPPING_EVENTS)
        if isinstance(row["data"], dict) and isinstance(row["data"].get("seat"), int)
    }


def database_answers() -> bool:
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1")
        return cursor.fetchone() == (1,)


@dataclass(frozen=True)
class GameActions:
    """What a user may do at a game now: the buttons a page offers, decided by the checks the
    services (and so the API) refuse with."""

    join: bool = False
    start: bool = False
    resign: bool = False
    move: bool = False
    suggest: bool = False


def _passes(*checks: Callable[[], object]) -> bool:
    try:
        for check in checks:
            check()
    except PlatformError:
        return False
    return True


def game_actions_for(user: User, game: Game) -> GameActions:
    """May `user` join, start, resign or move at `game`: the services' own checks (and the
    access checks other apps plug in for joining), each asked without taking a lock."""
    if user is None or not user.is_authenticated:
        return GameActions()
    seat = next((seat for seat in game.seats.all() if seat.user_id == user.pk), None)
    move = seat is not None and seat_to_move(game, seat.index)
    return GameActions(
        join=_passes(lambda: join_check(game, user), lambda: game_join_check(game, user)),
        start=_passes(lambda: start_check(game, user)),
        resign=_passes(lambda: resign_check(game, seat)),
        move=move,
        # asked only of the seat to move: the sandbox check reads the log, and the panel is
        # drawn at every poll
        suggest=move and _passes(lambda: suggestion_check(game, seat.index if seat else None)),
    )


BIGGEST_LOSSES = 3


def biggest_losses(plies: list[dict], count: int = BIGGEST_LOSSES) -> list[int]:
    """The seqs of the moves that gave up the most, biggest first (none that lost nothing)."""
    losing = sorted((p for p in plies if p["loss"] > 0), key=lambda p: (-p["loss"], p["seq"]))
    return [p["seq"] for p in losing[:count]]


def analysis_of(game: Game) -> dict:
    """The analysis of a finished game as the API and the replay show it: status, progress, and
    per move the chances, the preferred move and the loss; the biggest losses by seq."""
    analysis_check(game)
    analysis = GameAnalysis.objects.filter(game=game).first()
    if analysis is None:
        raise NotFound("no_analysis", _("This game has not been analysed yet."))
    return {
        "status": analysis.status,
        "plies_done": analysis.plies_done,
        "plies_total": analysis.plies_total,
        "plies": analysis.plies,
        "final_chances": analysis.final_chances,
        "biggest_losses": biggest_losses(analysis.plies),
        "accuracy": seat_accuracies(analysis.plies, game.seat_count),
        "key_moves": key_moves(analysis.plies, analysis.final_chances),
        "seconds": analysis.seconds,
        "requested_at": analysis.requested_at,
        "finished_at": analysis.finished_at,
    }


def games_in_play_of(user: User) -> QuerySet[Game]:
    """`user`'s games not over yet (open or in play), newest first: the lobby's "your games"."""
    return game_list(user=user, mine=True).exclude(
        status__in=[GameStatus.FINISHED, GameStatus.ABORTED]
    )


def games_of_player(person: Any, *, viewer: Any) -> QuerySet[Game]:
    """The games `person` has a seat at that `viewer` may see (private games show to their
    players only), newest first: a profile's recent games."""
    return game_list(user=viewer).filter(seats__user=person).distinct()


# --- the platform's own work (the staff's status page) ------------------------------------------


def worker_heartbeats() -> QuerySet[WorkerHeartbeat]:
    """Every worker's last heartbeat, the latest first."""
    return WorkerHeartbeat.objects.order_by("-beat_at")


def _overdue_seats(before: datetime) -> QuerySet[Seat]:
    return Seat.objects.filter(clock_deadline__lte=before, game__status=GameStatus.ACTIVE)


def timeouts_owed(now: datetime) -> tuple[int, datetime | None]:
    """How many games in play have a clock run out by `now`, and its earliest deadline."""
    overdue = _overdue_seats(now)
    return (
        overdue.values("game_id").distinct().count(),
        overdue.aggregate(m=Min("clock_deadline"))["m"],
    )


def timeouts_overdue(before: datetime) -> list[dict]:
    """[{"game_id", "deadline"}] of the games in play whose clock ran out by `before`."""
    rows = _overdue_seats(before).values("game_id").annotate(deadline=Min("clock_deadline"))
    return [dict(row) for row in rows]
