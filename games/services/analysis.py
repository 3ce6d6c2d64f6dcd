"""Analysis of a finished game: the strong bot's search at every move of the log, run by a worker.

For each move row: each seat's chance to win before it, the move a search from the true position
prefers (the game is over: nothing is hidden any more, but the draws still to come are drawn
anew each iteration, as the players did not know them), and how much of the mover's chance the
played move gave up against it. The mover's chance is the search's value of its best move; the
other seats share the rest as the engine's `evaluate` weighs them (a position with one legal
move is not searched: there every chance is the evaluation's). The result is a GameAnalysis row
beside the game, never an event of its log; asking again recomputes it.
"""

from __future__ import annotations

import math
import time

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from engines.bots import StrongBot
from engines.bots.judgement import move_key, seat_value, seat_values
from engines.rng import Rng
from games.access import analysis_check
from games.log.play_state import MOVE
from games.log.state_loading import engine_of, load_play_state
from games.models import AnalysisStatus, Game, GameAnalysis, GameEvent
from games.queue import task_enqueue_on_commit


def analysis_request(*, game: Game) -> GameAnalysis:
    """Queue the analysis of a finished game (anew if one exists and is not under way)."""
    analysis_check(game)
    with transaction.atomic():
        analysis, created = GameAnalysis.objects.select_for_update().get_or_create(
            game=game, defaults={"requested_at": timezone.now()}
        )
        if not created and analysis.status in (AnalysisStatus.QUEUED, AnalysisStatus.RUNNING):
            return analysis
        analysis.status = AnalysisStatus.QUEUED
        analysis.requested_at = timezone.now()
        analysis.plies_done = 0
        analysis.plies = []
        analysis.final_chances = []
        analysis.seconds = None
        analysis.finished_at = None
        analysis.save()
        task_enqueue_on_commit("games.analysis_run", analysis.pk)
    return analysis


def _ply(engine, state, seat: int, played: dict, after, players: int, rng: Rng) -> dict:
    """One move judged: chances before it, the preferred move, the played move's loss."""
    chances = seat_values(engine, state, players)
    entry = {"seat": seat, "played": played, "chances": chances, "preferred": played, "loss": 0.0}
    if len(engine.legal_moves(state, seat)) < 2:
        return entry
    bot = StrongBot(iterations=settings.ANALYSIS_ITERATIONS)
    result = bot.search_state(engine, state, seat, players, rng)
    best = result.values.get(move_key(result.move), chances[seat])
    key = move_key(played)
    played_value = result.values.get(key)
    if played_value is None:  # the search never tried it: judge the position it led to
        played_value = seat_value(engine, after, seat, players)
    entry["preferred"] = result.move
    entry["loss"] = round(max(0.0, best - played_value), 4)
    if not math.isnan(result.value):
        entry["chances"] = searched_chances(chances, seat, result.value)
    return entry


def searched_chances(chances: list[float], seat: int, value: float) -> list[float]:
    """The mover's chance as the search found it (its best move's value); the other seats
    share the rest in the proportions the engine's evaluation gives them."""
    value = min(1.0, max(0.0, value))
    others = sum(chance for index, chance in enumerate(chances) if index != seat)
    count = len(chances) - 1
    result = []
    for index, chance in enumerate(chances):
        if index == seat:
            result.append(round(value, 4))
        else:
            share = chance / others if others > 0 else 1 / count
            result.append(round((1 - value) * share, 4))
    return result


def analysis_run(*, analysis_id: int) -> bool:
    """Compute a queued analysis, saving the progress after each move; False if not queued."""
    with transaction.atomic():
        analysis = GameAnalysis.objects.select_for_update().get(pk=analysis_id)
        if analysis.status != AnalysisStatus.QUEUED:
            return False
        analysis.status = AnalysisStatus.RUNNING
        analysis.save(update_fields=["status"])
    began = time.perf_counter()
    game = analysis.game
    engine = engine_of(game)
    moves = list(GameEvent.objects.filter(game=game, type=MOVE).order_by("seq"))
    analysis.plies_total = len(moves)
    analysis.save(update_fields=["plies_total"])
    players = game.seat_count
    seed = bytes.fromhex(game.seed)
    plies = []
    try:
        for row in moves:
            state = load_play_state(game, up_to=row.seq - 1).engine_state
            following = GameEvent.objects.filter(game=game, seq__gt=row.seq, type=MOVE)
            upto = following.order_by("seq").values_list("seq", flat=True).first()
            after = load_play_state(game, up_to=(upto or game.seq + 1) - 1).engine_state
            entry = _ply(
                engine,
                state,
                row.seat,
                row.data["move"],
                after,
                players,
                Rng(seed, f"analysis:{row.seq}"),
            )
            plies.append({"seq": row.seq, **entry})
            analysis.plies_done = len(plies)
            analysis.save(update_fields=["plies_done"])
        final = load_play_state(game).engine_state
        analysis.final_chances = seat_values(engine, final, players)
    except Exception:
        analysis.status = AnalysisStatus.FAILED
        analysis.save(update_fields=["status"])
        raise
    analysis.plies = plies
    analysis.status = AnalysisStatus.DONE
    analysis.seconds = round(time.perf_counter() - began, 3)
    analysis.finished_at = timezone.now()
    analysis.save()
    return True
