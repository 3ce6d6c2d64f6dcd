"""Analysis of a finished game: the strong bot's search at every move of the log, run by a worker.

For each move row: each seat's chance to win before it, the move a search from the true position
prefers (the game is over: nothing is hidden any more, but the draws still to come are drawn
anew each iteration, as the players did not know them), and how much of the mover's chance the
played move gave up against it. The mover's chance is the search's value of its best move; the
other seats share the rest as the engine's `evaluate` weighs them (a position with one legal
move is not searched: there every chance is the evaluation's). The result is a GameAnalysis row
beside the game, never an event of its log. One done at the engine's current version and the
current budget is served, never computed again on request (12-16 s of a worker's CPU for a
Tigris & Euphrates game, both searches, docs/bots.md); a failed one, or one of another version
or budget, may be queued again.
Queued analyses are bounded per user and in all (429 with Retry-After past either).
Each move is judged as well from the mover's view (games.services.judgements).
"""

from __future__ import annotations

import math
import time
from typing import TYPE_CHECKING, Any

from django.conf import settings
from django.db import transaction
from django.db.models import F
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from engines.bots import StrongBot
from engines.bots.collector import collector_paused
from engines.bots.judgement import move_key, seat_value, seat_values
from engines.contract import Engine, State
from engines.rng import Rng
from errors import PlatformError
from games.access import analysis_check
from games.log.play_state import MOVE, fold
from games.log.state_loading import engine_of, load_play_state
from games.models import AnalysisStatus, Game, GameAnalysis, GameEvent
from games.queue import task_enqueue_on_commit
from games.services.judgements import judge_move, judged

if TYPE_CHECKING:
    from django.contrib.auth.models import User


def _refused_for_load(message: Any, *, most: int) -> PlatformError:
    return PlatformError(
        "analysis_queue_full",
        str(message),
        status=429,
        details={"retry_after": settings.ANALYSIS_RETRY_AFTER_SECONDS, "most": most},
    )


def analysis_is_current(analysis: GameAnalysis, engine_version: int) -> bool:
    """Done at `engine_version` with the current search budget: nothing to compute again."""
    return (
        analysis.status == AnalysisStatus.DONE
        and analysis.engine_version == engine_version
        and analysis.iterations == settings.ANALYSIS_ITERATIONS
        and judged(analysis.plies)
    )


def _check_queue_room(user: User | None) -> None:
    """429 when `user` already has their share of analyses waiting, or the queue is full."""
    waiting = GameAnalysis.objects.filter(
        status__in=(AnalysisStatus.QUEUED, AnalysisStatus.RUNNING)
    )
    per_user = settings.ANALYSIS_QUEUED_PER_USER
    if user is not None and waiting.filter(requested_by=user).count() >= per_user:
        raise _refused_for_load(
            _("You have %(most)d analyses waiting already; ask again when one is done.")
            % {"most": per_user},
            most=per_user,
        )
    depth = settings.ANALYSIS_QUEUE_DEPTH
    if waiting.count() >= depth:  # a running one's chunks wait on the analysis queue too
        raise _refused_for_load(
            _("The analysis queue is full; ask again in a few minutes."), most=depth
        )


def analysis_request(*, game: Game, user: User | None = None) -> tuple[GameAnalysis, bool]:
    """Queue the analysis of a finished game for `user`; (the analysis, whether it was queued
    now). One queued or running is left as it is; one done at the engine's current version and
    budget is served as it is; a failed or outdated one is queued again. PlatformError 429 when
    the user's or the platform's queue is full."""
    analysis_check(game)
    engine_version = engine_of(game).version
    user = user if user is not None and user.is_authenticated else None
    with transaction.atomic():
        analysis = GameAnalysis.objects.select_for_update().filter(game=game).first()
        if analysis is not None and (
            analysis.status in (AnalysisStatus.QUEUED, AnalysisStatus.RUNNING)
            or analysis_is_current(analysis, engine_version)
        ):
            return analysis, False
        _check_queue_room(user)
        if analysis is None:
            analysis = GameAnalysis(game=game)
        analysis.status = AnalysisStatus.QUEUED
        analysis.requested_at = timezone.now()
        analysis.requested_by = user
        analysis.engine_version = engine_version
        analysis.iterations = settings.ANALYSIS_ITERATIONS
        analysis.plies_done = 0
        analysis.plies = []
        analysis.final_chances = []
        analysis.seconds = None
        analysis.finished_at = None
        analysis.save()
        task_enqueue_on_commit("games.analysis_run", analysis.pk)
    return analysis, True


def _ply(
    engine: Engine,
    state: State,
    seat: int,
    played: dict,
    after: Any,
    players: int,
    rng: Rng,
    iterations: int,
) -> dict:
    """One move judged: chances before it, the preferred move, the played move's loss."""
    chances = seat_values(engine, state, players)
    entry = {"seat": seat, "played": played, "chances": chances, "preferred": played, "loss": 0.0}
    if len(engine.legal_moves(state, seat)) < 2:
        return entry
    bot = StrongBot(iterations=iterations)
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
    """Start a queued analysis (False if it is not queued): its move rows are split into chunks
    of ANALYSIS_CHUNK_PLIES, every chunk but the first queued (`games.analysis_chunk`, on the
    `analysis` queue, so several workers share a game), the first computed here; the chunk that
    completes the plies finishes the analysis."""
    with transaction.atomic():
        analysis = GameAnalysis.objects.select_for_update().get(pk=analysis_id)
        if analysis.status != AnalysisStatus.QUEUED:
            return False
        seqs = list(
            GameEvent.objects.filter(game_id=analysis.game_id, type=MOVE)
            .order_by("seq")
            .values_list("seq", flat=True)
        )
        analysis.status = AnalysisStatus.RUNNING
        analysis.plies_total = len(seqs)
        analysis.plies_done = 0
        analysis.plies = []
        analysis.seconds = 0.0
        analysis.save(update_fields=["status", "plies_total", "plies_done", "plies", "seconds"])
        size = max(1, settings.ANALYSIS_CHUNK_PLIES)
        chunks = [(seqs[i], seqs[min(i + size, len(seqs)) - 1]) for i in range(0, len(seqs), size)]
        token = run_token(analysis)
        for first, last in chunks[1:]:
            task_enqueue_on_commit("games.analysis_chunk", analysis.pk, token, first, last)
    if not chunks:
        _gather(analysis.pk, token, [], 0.0)
        return True
    analysis_chunk(
        analysis_id=analysis.pk, token=token, first_seq=chunks[0][0], last_seq=chunks[0][1]
    )
    return True


def run_token(analysis: GameAnalysis) -> str:
    """What names one run of an analysis (a chunk of an earlier run, one that failed and was
    asked for again, must not join the new one): the time it was asked for."""
    return analysis.requested_at.isoformat()


def analysis_chunk(*, analysis_id: int, token: str, first_seq: int, last_seq: int) -> bool:
    """Analyse the move rows from `first_seq` to `last_seq` of a running analysis and gather
    them into it (False if that run is no longer running). The states are folded forward once
    from the chunk's first move, not loaded again for each move."""
    analysis = GameAnalysis.objects.select_related("game").get(pk=analysis_id)
    if analysis.status != AnalysisStatus.RUNNING or run_token(analysis) != token:
        return False
    began = time.perf_counter()
    game = analysis.game
    engine = engine_of(game)
    players = game.seat_count
    seed = bytes.fromhex(game.seed)
    following = GameEvent.objects.filter(game=game, seq__gt=last_seq, type=MOVE).order_by("seq")
    end = following.values_list("seq", flat=True).first() or game.seq + 1
    play = load_play_state(game, up_to=first_seq - 1)
    rows = GameEvent.objects.filter(game=game, seq__gte=first_seq, seq__lt=end).order_by("seq")
    moves: list[tuple[GameEvent, object]] = []  # each move row with the state before it
    for row in rows.only("seq", "seat", "type", "data"):
        if row.type == MOVE:
            moves.append((row, play.engine_state))
        play = fold(engine, play, row.type, row.data, players)
    iterations = analysis.iterations or settings.ANALYSIS_ITERATIONS
    try:
        entries = _judged_moves(
            engine, moves, play.engine_state, players, seed, iterations, analysis_id
        )
    except Exception:
        GameAnalysis.objects.filter(pk=analysis_id).update(status=AnalysisStatus.FAILED)
        raise
    _gather(analysis_id, token, entries, time.perf_counter() - began)
    return True


def _judged_moves(
    engine: Engine,
    moves: list[tuple[GameEvent, Any]],
    last: Any,
    players: int,
    seed: bytes,
    iterations: int,
    analysis_id: int,
) -> list[dict]:
    """Each move row (with the state before it; `last` is the state after the last) analysed
    and judged, the analysis' progress counted as each is done. The searches run back to back
    with the cyclic collector paused for all of them, not once per search: a search makes no
    reference cycles (tests/engines/test_search_collector.py), and each pause given back sets
    off a pass over whatever the engines' memos kept (7-10 % of a Tigris & Euphrates analysis,
    docs/bots.md)."""
    entries = []
    with collector_paused():
        for index, (row, state) in enumerate(moves):
            if row.seat is None:  # not read: a move is always a seat's
                continue
            after = moves[index + 1][1] if index + 1 < len(moves) else last
            move = row.data["move"]
            entry = _ply(
                engine,
                state,
                row.seat,
                move,
                after,
                players,
                Rng(seed, f"analysis:{row.seq}"),
                iterations,
            )
            entry.update(
                judge_move(
                    engine,
                    state,
                    row.seat,
                    move,
                    players,
                    Rng(seed, f"judgement:{row.seq}"),
                    iterations,
                    entry["loss"],
                )
            )
            entries.append({"seq": row.seq, **entry})
            GameAnalysis.objects.filter(pk=analysis_id, status=AnalysisStatus.RUNNING).update(
                plies_done=F("plies_done") + 1
            )
    return entries


def _gather(analysis_id: int, token: str, entries: list[dict], seconds: float) -> None:
    """Add a chunk's plies to its analysis (a chunk run twice adds nothing the second time);
    once every move has its ply, the final chances and DONE."""
    with transaction.atomic():
        analysis = (
            GameAnalysis.objects.select_for_update().select_related("game").get(pk=analysis_id)
        )
        if analysis.status != AnalysisStatus.RUNNING or run_token(analysis) != token:
            return
        known = {ply["seq"] for ply in analysis.plies}
        fresh = [entry for entry in entries if entry["seq"] not in known]
        analysis.plies = sorted([*analysis.plies, *fresh], key=lambda ply: ply["seq"])
        analysis.plies_done = len(analysis.plies)
        analysis.seconds = round((analysis.seconds or 0.0) + seconds, 3)
        if analysis.plies_done >= analysis.plies_total:
            game = analysis.game
            engine = engine_of(game)
            final = load_play_state(game).engine_state
            analysis.final_chances = seat_values(engine, final, game.seat_count)
            analysis.status = AnalysisStatus.DONE
            analysis.finished_at = timezone.now()
        analysis.save()
