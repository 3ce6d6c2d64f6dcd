"""Creating, joining, starting and resigning games."""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING

from django.db import IntegrityError, transaction
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from engines import IllegalMove, Rng
from errors import Conflict, NotFound, PlatformError
from games.access import game_join_check
from games.bot_levels import BOT_THINK_LEVELS, DEFAULT_BOT_THINK_MS
from games.checks import join_check, resign_check, start_check
from games.engine_messages import engine_refusal
from games.log.appending import NewEvent, append_events
from games.log.hash_chain import seed_commitment
from games.log.play_state import RESIGNED, SEATING_DRAWN, PlayState
from games.log.seat_draw import seating_order
from games.log.state_loading import engine_of, load_play_state
from games.models import Game, GameStatus, Seat
from games.open_games_cap import open_games_cap_check
from games.quiet_keeping import quiet_hours_max_check
from games.services.autoplay import DEFAULT_BOT_KIND, bot_seats_check
from games.services.settling import play_settle, seat_of_user
from games.stream.bus import game_channel, publish_on_commit
from games.table_reads import game_locked, seats_of
from games.table_settings import engine_named, options_checked
from games.time_controls import TimeControl

if TYPE_CHECKING:
    from django.contrib.auth.models import User


def game_create(
    *,
    user: User,
    engine: str,
    players: int,
    options: dict | None = None,
    rated: bool = False,
    time_control: TimeControl | dict | None = None,
    bots: int = 0,
    bot_kind: str = DEFAULT_BOT_KIND,
    join: bool = True,
    random_seating: bool = True,
    vacation_allowed: bool = True,
    bot_think_ms: int = DEFAULT_BOT_THINK_MS,
    quiet_hours_max: int | None = None,
) -> Game:
    """A new open game with `players` seats: the creator first (unless join=False), then bots
    (`bot_kind` "random", "greedy" or "strong": engines.bots.BOTS).

    With `random_seating` (the default) the seats are drawn from the game's seed when it starts,
    so nobody chooses to move first; tournaments pass False to keep their own seat order.
    Tournaments and ladders pass vacation_allowed=False: vacations then pause no clock.
    `quiet_hours_max` caps the players' quiet hours the game honours (hours a week; 0: none;
    None: the platform's limit), games.quiet_keeping.
    """
    game_engine = engine_named(engine)
    if (
        not isinstance(players, int)
        or not game_engine.min_players <= players <= game_engine.max_players
    ):
        low, high = game_engine.min_players, game_engine.max_players
        raise PlatformError(
            "bad_players",
            (
                _("%(title)s takes exactly %(low)d players.")
                if low == high
                else _("%(title)s takes %(low)d to %(high)d players.")
            )
            % {"title": _(game_engine.title), "low": low, "high": high},
        )
    options = options_checked(game_engine, options, rated=rated, sizes=[players])
    if not isinstance(bots, int) or not 0 <= bots <= players - (1 if join else 0):
        raise PlatformError("bad_bots", _("Too many bot seats for this table."))
    bot_seats_check(bot_kind, rated=rated, seats=bots)
    if bot_think_ms not in BOT_THINK_LEVELS or isinstance(bot_think_ms, bool):
        raise PlatformError(
            "bad_bot_think_ms",
            _("A bot thinks one of: %(levels)s milliseconds.")
            % {"levels": ", ".join(str(ms) for ms in BOT_THINK_LEVELS)},
        )
    quiet_hours_max_check(quiet_hours_max)
    clock = TimeControl.of(time_control).as_json()
    if join and bots < players - 1:  # a table for other people: one more correspondence game
        open_games_cap_check(user)
    seed = secrets.token_bytes(32).hex()
    with transaction.atomic():
        game = Game.objects.create(
            engine=engine,
            engine_version=game_engine.version,
            options=options,
            rated=rated,
            seat_count=players,
            time_control=clock,
            random_seating=random_seating,
            created_by=user,
            seed=seed,
            seed_commitment=seed_commitment(seed),
            vacation_allowed=bool(vacation_allowed),
            bot_think_ms=bot_think_ms,
            quiet_hours_max=quiet_hours_max,
        )
        index = 0
        if join:
            # creating a game is being at its table (notifications keep quiet a while)
            Seat.objects.create(game=game, index=0, user=user, last_seen_at=timezone.now())
            index = 1
        for offset in range(bots):
            Seat.objects.create(game=game, index=index + offset, is_bot=True, bot_kind=bot_kind)
        if game.seats.count() == players:
            _start(game)
    return game


def _locked(game_id: int) -> Game:
    try:
        return game_locked(game_id)
    except Game.DoesNotExist as error:
        raise NotFound("game_not_found", _("There is no such game.")) from error


def game_join_open_seat(*, game: Game, user: User) -> Seat:
    """Take a free seat by the table's open door (the API's join and the page's join button):
    every access check (games.access: private games, seats kept for invitees, blocks), then
    game_join, under the game's lock."""
    with transaction.atomic():
        game = _locked(game.pk)
        game_join_check(game, user)
        return game_join(game=game, user=user)


def game_join(*, game: Game, user: User) -> Seat:
    """Take the first free seat of an open game; a full table starts at once.

    No access check: for flows with their own rules (seeks, invitations, ladder challenges).
    A player asking for a seat goes through game_join_open_seat.
    """
    with transaction.atomic():
        game = _locked(game.pk)
        free = join_check(game, user)
        open_games_cap_check(user)
        try:
            with transaction.atomic():
                seat = Seat.objects.create(
                    game=game, index=free[0], user=user, last_seen_at=timezone.now()
                )
        except IntegrityError as error:
            raise Conflict("already_seated", _("You already have a seat at this table.")) from error
        if len(free) == 1:
            _start(game)
        else:
            publish_on_commit([game_channel(game.pk)])  # the page shows who sits down
    return seat


def game_start(*, game: Game, user: User) -> Game:
    """The creator starts the game now with the players seated (at least the engine's minimum)."""
    with transaction.atomic():
        game = _locked(game.pk)
        seated = start_check(game, user)
        for new_index, seat in enumerate(game.seats.order_by("index")):
            if seat.index != new_index:
                seat.index = new_index
                seat.save(update_fields=["index"])
        game.seat_count = len(seated)
        _start(game)
    return game


def _start(game: Game) -> None:
    """Append the engine's start events and project them (inside the caller's transaction)."""
    engine = engine_of(game)
    try:
        start_events = engine.start(
            game.seat_count, game.options, Rng(bytes.fromhex(game.seed), "0")
        )
    except IllegalMove as error:
        raise PlatformError(
            error.code, engine_refusal(game.engine, error.code, error.message)
        ) from error
    game.status = GameStatus.ACTIVE
    game.started_at = timezone.now()
    events = [NewEvent(e["type"], e) for e in start_events]
    if game.random_seating:
        events.append(NewEvent(SEATING_DRAWN, {"order": _draw_seating(game)}))
    play, _rows = append_events(game, engine, PlayState(), events)
    play_settle(game, engine, play, reason="start")


def _draw_seating(game: Game) -> list[int]:
    """Move the seated players to the seats drawn from the seed; returns the draw."""
    order = seating_order(game.seed, game.seat_count)
    seats = list(game.seats.order_by("index"))
    for seat in seats:  # off the unique (game, index) range first, then into place
        seat.index += game.seat_count
    Seat.objects.bulk_update(seats, ["index"])
    for new_index, join_position in enumerate(order):
        seats[join_position].index = new_index
    Seat.objects.bulk_update(seats, ["index"])
    return order


def game_resign(*, game: Game, user: User) -> Game:
    """Resign: two players -> the game ends; more -> the seat drops out and is played by policy."""
    with transaction.atomic():
        game = _locked(game.pk)
        seats = seats_of(game)
        seat = resign_check(game, seat_of_user(seats, user))
        engine = engine_of(game)
        play = load_play_state(game)
        play, _rows = append_events(
            game, engine, play, [NewEvent(RESIGNED, {"seat": seat.index}, seat.index)]
        )
        play_settle(game, engine, play, reason="resign", seats=seats)
    return game
