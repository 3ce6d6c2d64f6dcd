"""A player's vacation in their games: their clocks pause when it starts and run when it ends.

The allowance itself is the players app's (players.services.vacation_start/stop); it sends
`players.signals.vacation_changed` inside its transaction and games' receiver calls this, so
the profile and the clock rows commit together.
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from django.db.models import Q

from games.log.state_loading import engine_of, load_play_state
from games.models import Game, GameStatus
from games.services.settling import play_settle

if TYPE_CHECKING:
    from django.contrib.auth.models import User


def vacation_clocks_settle(*, user: User, now: datetime, reason: str) -> None:
    """Pause or resume the clocks of `user`'s seats that are to act, game by game (each game
    locked in turn); `reason` ("vacation", "vacation_end") goes into the clock rows."""
    game_ids = (
        Game.objects.filter(status=GameStatus.ACTIVE, vacation_allowed=True)
        .filter(
            Q(seats__user=user)
            & (Q(seats__clock_deadline__isnull=False) | Q(seats__clock_paused=True))
        )
        .values_list("pk", flat=True)
        .distinct()
    )
    for game_id in list(game_ids):
        game = Game.objects.select_for_update().get(pk=game_id)
        if game.status != GameStatus.ACTIVE:
            continue
        engine = engine_of(game)
        play_settle(game, engine, load_play_state(game), reason=reason, now=now)
