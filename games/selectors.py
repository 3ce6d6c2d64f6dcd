"""Every read of games: lists, a game as a user may see it, its events, its state at a ply."""

from __future__ import annotations

from django.db import connection
from django.db.models import Q, QuerySet
from django.utils.translation import gettext_lazy as _

from engines import ENGINES
from engines.contract import options_of
from errors import NotFound, PlatformError
from games.access import game_view_check, games_visible
from games.log.play_state import DROPPING_EVENTS, MOVE
from games.log.state_loading import engine_of, load_play_state
from games.log.visibility import event_as_seen, game_is_over
from games.models import Game, GameEvent, GameStatus, Seat


def game_get(game_id) -> Game:
    try:
        return Game.objects.prefetch_related("seats__user").get(pk=game_id)
    except (Game.DoesNotExist, ValueError, TypeError) as error:
        raise NotFound("game_not_found", _("There is no such game.")) from error


def game_get_for(game_id, user) -> Game:
    """The game, if `user` may see it (apps such as social refuse private games to strangers)."""
    game = game_get(game_id)
    game_view_check(game, user)
    return game


def game_list(
    *,
    user=None,
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


def seat_of(game: Game, user) -> int | None:
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


def legal_moves_for(game: Game, seat: int | None) -> list[dict]:
    if seat is None or game.status != GameStatus.ACTIVE or seat not in game.to_act:
        return []
    if any(s.index == seat and s.dropped for s in game.seats.all()):
        return []
    engine = engine_of(game)
    play = load_play_state(game)
    return engine.legal_moves(play.engine_state, seat)


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
    starts = list(
        GameEvent.objects.filter(
            game=game, seq__lte=at + 1, type__in=(MOVE, *DROPPING_EVENTS)
        ).values_list("seq", flat=True)
    )
    if at + 1 in starts:
        return at
    if starts:  # `at` is inside a move's events: the position before that move
        return max(starts) - 1
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


def database_answers() -> bool:
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1")
        return cursor.fetchone() == (1,)
