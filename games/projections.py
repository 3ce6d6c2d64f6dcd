"""Rebuilding a game's projections (game row and seats) from its log alone."""

from __future__ import annotations

from django.db import transaction

from games.models import Game, GameEvent, GameStatus
from games.services.log_writer import project
from games.state_loading import engine_of, load_play_state


def projections_rebuild(*, game_id: int) -> bool:
    """Recompute status, to_act, outcome, seq, head hash and seat results from the log.

    Returns whether anything changed. Open games (no events yet) are left as they are.
    """
    with transaction.atomic():
        game = Game.objects.select_for_update().get(pk=game_id)
        last = GameEvent.objects.filter(game=game).order_by("-seq").first()
        if last is None:
            return False
        before = _projection_of(game)
        game.seq, game.head_hash = last.seq, last.hash
        engine = engine_of(game)
        play = load_play_state(game, use_snapshots=False)
        if game.status == GameStatus.OPEN:
            game.status = GameStatus.ACTIVE
        project(game, engine, play)
        return _projection_of(Game.objects.get(pk=game_id)) != before


def _projection_of(game: Game) -> dict:
    return {
        "status": game.status,
        "seq": game.seq,
        "head_hash": game.head_hash,
        "to_act": game.to_act,
        "outcome": game.outcome,
        "seats": [(s.index, s.dropped, s.rank, s.score) for s in game.seats.order_by("index")],
    }
