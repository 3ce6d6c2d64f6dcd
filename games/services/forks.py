"""Forking a finished game: an unrated sandbox that starts from one of its positions.

"Analyse from here" must keep the fork's hash chain and verification honest, so the fork is a
new game that *reuses the original's seed* (public once the original is over) and whose log
begins with the original's rows 1..at copied unchanged. With the same seed commitment as
genesis, the copied rows hash to exactly the original's hashes, and re-deciding them with the
same seed gives the same events: `game_verify` passes on the fork as on the original. A row
`platform.forked` {from_game, at, from_hash} then records where it came from (platform rows
are hash-chained but not folded, so the position is unchanged). Play goes on with
Rng(seed, seq) as in any game; since the seed is already public, a fork is never rated.
The fork may start only at a ply boundary (the next original row is a decision), so the log
never holds half of a move's events.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from errors import Conflict, PlatformError
from games.checks import FORKED_ROW
from games.history import starts_a_ply
from games.log.appending import NewEvent, append_events
from games.log.play_state import PlayState, to_act
from games.log.projections import project
from games.log.state_loading import engine_of
from games.log.visibility import game_is_over
from games.models import Game, GameEvent, GameStatus, Seat
from games.services.autoplay import play_dropped_seats, queue_bot_turns

if TYPE_CHECKING:
    from django.contrib.auth.models import User

FORKED = FORKED_ROW


def game_fork(*, game: Game, user: User, at: int, seat: int) -> Game:
    """A new unrated game from the position after event `at` of a finished game.

    `user` takes `seat`; bots take the other seats.
    """
    if not game_is_over(game):
        raise Conflict("game_not_over", _("You can analyse from a position once the game is over."))
    engine = engine_of(game)
    if game.engine_version != engine.version:
        raise Conflict(
            "engine_version_changed", _("This game was played with an older version of its rules.")
        )
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < game.seat_count:
        raise PlatformError(
            "bad_seat", _("Choose a seat from 0 to %(last)d.") % {"last": game.seat_count - 1}
        )
    if not isinstance(at, int) or isinstance(at, bool) or not 1 <= at < game.seq:
        raise PlatformError(
            "bad_ply", _("Choose a position between 1 and %(last)d.") % {"last": game.seq - 1}
        )
    rows = list(GameEvent.objects.filter(game=game, seq__lte=at + 1).order_by("seq"))
    if not starts_a_ply(rows[at].type):
        raise PlatformError(
            "not_a_ply_boundary", _("A fork starts between two decisions, not inside one.")
        )
    copied = rows[:at]
    with transaction.atomic():
        fork = Game.objects.create(
            engine=game.engine,
            engine_version=game.engine_version,
            options=game.options,
            rated=False,
            seat_count=game.seat_count,
            time_control={"kind": "none"},
            created_by=user,
            seed=game.seed,
            seed_commitment=game.seed_commitment,
            status=GameStatus.ACTIVE,
            started_at=timezone.now(),
        )
        for index in range(game.seat_count):
            Seat.objects.create(
                game=fork, index=index, user=user if index == seat else None, is_bot=index != seat
            )
        play, _rows = append_events(
            fork, engine, PlayState(), [NewEvent(r.type, r.data, r.seat) for r in copied]
        )
        if fork.head_hash != copied[-1].hash:
            raise RuntimeError(
                f"fork of game {game.pk}: the copied chain differs from the original"
            )
        if not to_act(engine, play):
            raise PlatformError(
                "position_over", _("Nobody is to move in that position; pick an earlier one.")
            )
        forked = NewEvent(FORKED, {"from_game": game.pk, "at": at, "from_hash": copied[-1].hash})
        play, _rows = append_events(fork, engine, play, [forked])
        play = play_dropped_seats(fork, engine, play)
        project(fork, engine, play)
        queue_bot_turns(fork)
    return fork
