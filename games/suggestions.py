""" "Suggest a move" in an unrated sandbox: the strong bot's choice for the player to act.

The bot chooses from the seat's view, as every bot does (never from the state), within
SUGGEST_THINK_MS; its choices come from the game's seed and seq, so asking twice at the same
position suggests the same move. Who may ask is `play_checks.suggestion_check`, shared by the
API and the game page.
"""

from __future__ import annotations

from django.conf import settings

from engines.bots import BOTS
from engines.rng import Rng
from games.log.state_loading import engine_of, load_play_state
from games.models import Game
from games.play_checks import suggestion_check
from games.selectors import seat_of

SUGGESTING_BOT = "strong"


def move_suggestion(*, game: Game, user) -> dict:
    """{seq, seat, move}: the strong bot's move for `user`'s seat at `game` now."""
    seat = suggestion_check(game, seat_of(game, user))
    engine = engine_of(game)
    state = load_play_state(game).engine_state
    rng = Rng(bytes.fromhex(game.seed), f"suggest:{game.seq}")
    move = BOTS[SUGGESTING_BOT].choose(
        engine, engine.view(state, seat), seat, rng, settings.SUGGEST_THINK_MS
    )
    return {"seq": game.seq, "seat": seat, "move": move}
