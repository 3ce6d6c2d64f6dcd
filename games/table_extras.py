"""What a game's detail adds about the table beside the game itself: the estimated finish and the
takeback waiting for answers (both public: no seat's secret is in either)."""

from __future__ import annotations

from games.finish_estimates import finish_estimate
from games.models import Game, GameStatus
from games.takeback_reads import takeback_as_json, takeback_pending


def table_extras(game: Game) -> dict:
    estimate = finish_estimate(game)
    pending = takeback_pending(game) if game.status == GameStatus.ACTIVE else None
    return {
        "estimated_finish": None if estimate is None else estimate.as_json(),
        "takeback": takeback_as_json(pending, game),
    }
