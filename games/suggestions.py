""" "Suggest a move" in an unrated sandbox: the strong bot's choice for the player to act.

The bot chooses from the seat's view, as every bot does (never from the state), within
SUGGEST_THINK_MS; its choices come from the game's seed and seq. A search on a time budget does
as many iterations as the machine allows, so the answer is kept per position and seat
(SUGGESTION_CACHE_SECONDS): asking twice at the same position suggests the same move, and costs
one search. Who may ask is `games.checks.suggestion_check`, shared by the API and the game page.
"""

from __future__ import annotations

from django.conf import settings
from django.core.cache import cache

from engines.bots import BOTS
from engines.rng import Rng
from games.checks import suggestion_check
from games.log.state_loading import engine_of, load_play_state
from games.models import Game
from games.selectors import seat_of

SUGGESTING_BOT = "strong"
SUGGESTION_CACHE_SECONDS = 3600


def move_suggestion(*, game: Game, user) -> dict:
    """{seq, seat, move}: the strong bot's move for `user`'s seat at `game` now."""
    seat = suggestion_check(game, seat_of(game, user))
    key = f"games:suggestion:{game.pk}:{game.seq}:{seat}"
    move = cache.get(key)
    if move is None:
        engine = engine_of(game)
        state = load_play_state(game).engine_state
        rng = Rng(bytes.fromhex(game.seed), f"suggest:{game.seq}")
        move = BOTS[SUGGESTING_BOT].choose(
            engine, engine.view(state, seat), seat, rng, settings.SUGGEST_THINK_MS
        )
        cache.set(key, move, SUGGESTION_CACHE_SECONDS)
    return {"seq": game.seq, "seat": seat, "move": move}
