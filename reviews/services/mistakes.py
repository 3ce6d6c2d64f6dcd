"""Learn from your mistakes: a player's marked positions of a judged game (the moves of their
seat the search from their own view called an inaccuracy or worse), retried from that seat's view
as it was until a move comes within the inaccuracy threshold of the search's best.

A retry runs the same search the judgement ran (the mover's view, the game's seed and the ply's
seq, the analysis' budget), so the best it compares with is the one the analysis stored; the
preferred move is shown only once the position is solved. The same check serves the API and
the pages (`mistake_position_check`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.db import transaction
from django.db.models import F
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from engines.bots.judgement import move_key
from engines.rng import Rng
from errors import NotFound, PlatformError
from games.access import analysis_check
from games.log.state_loading import engine_of, load_play_state
from games.models import AnalysisStatus, Game, GameAnalysis
from games.move_bounds import bounded_move
from games.services.judgements import INACCURACY, judged, seen_loss
from reviews.checks import seat_of_user
from reviews.models import MistakeRetry

if TYPE_CHECKING:
    from django.contrib.auth.models import User

MAX_ACROSS = 200  # marked positions listed across one player's games of an engine


def _judged_analysis(game: Game) -> GameAnalysis:
    """The game's analysis, done with its judgements (409 `not_judged` otherwise)."""
    analysis_check(game)
    analysis = GameAnalysis.objects.filter(game=game).first()
    if analysis is None or analysis.status != AnalysisStatus.DONE or not judged(analysis.plies):
        raise PlatformError(
            "not_judged",
            _("This game's moves have not been judged yet: ask for its analysis first."),
            status=409,
        )
    return analysis


def _seat(game: Game, user: User) -> int:
    if user is None or not user.is_authenticated:
        raise PlatformError("login_required", _("Log in first."), status=401)
    seat = seat_of_user(game, user)
    if seat is None:
        raise PlatformError(
            "not_a_player", _("Only the game's players retry their own moves."), status=403
        )
    return seat


def _marked(plies: list[dict], seat: int) -> list[dict]:
    return [
        ply for ply in plies if ply.get("seat") == seat and (ply.get("seen") or {}).get("verdict")
    ]


def _entry(game: Game, ply: dict, retry: MistakeRetry | None) -> dict:
    return {
        "game": game.pk,
        "engine": game.engine,
        "seq": ply["seq"],
        "seat": ply["seat"],
        "played": ply["played"],
        "verdict": ply["seen"]["verdict"],
        "loss": ply["seen"]["loss"],
        "tries": retry.tries if retry else 0,
        "solved": bool(retry and retry.solved_at),
    }


def _retries(user: User, games: list[int]) -> dict[tuple[int, int], MistakeRetry]:
    rows = MistakeRetry.objects.filter(user=user, game_id__in=games)
    return {(row.game_id, row.seq): row for row in rows}


def marked_positions(*, game: Game, user: User) -> list[dict]:
    """`user`'s marked positions of `game`, in the game's order, with their retries so far."""
    seat = _seat(game, user)
    analysis = _judged_analysis(game)
    retries = _retries(user, [game.pk])
    return [
        _entry(game, ply, retries.get((game.pk, ply["seq"])))
        for ply in _marked(analysis.plies, seat)
    ]


def marked_positions_across(*, user: User, engine: str) -> list[dict]:
    """`user`'s marked positions over all their judged games of `engine`, the unsolved first
    (then the newest games first), at most MAX_ACROSS."""
    analyses = (
        GameAnalysis.objects.filter(
            status=AnalysisStatus.DONE,
            game__engine=engine,
            game__status="finished",
            game__seats__user=user,
        )
        .select_related("game")
        .prefetch_related("game__seats")
        .order_by("-game__pk")
        .distinct()
    )
    found: list[tuple[Game, dict]] = []
    for analysis in analyses[:MAX_ACROSS]:
        if not judged(analysis.plies):
            continue
        seat = seat_of_user(analysis.game, user)
        if seat is not None:
            found.extend((analysis.game, ply) for ply in _marked(analysis.plies, seat))
    retries = _retries(user, [game.pk for game, _ply in found])
    entries = [_entry(game, ply, retries.get((game.pk, ply["seq"]))) for game, ply in found]
    entries.sort(key=lambda entry: entry["solved"])  # stable: newest games first within each
    return entries[:MAX_ACROSS]


def mistake_position_check(*, game: Game, user: User, seq: int) -> tuple[int, dict]:
    """May `user` retry the position before move `seq` of `game`: a marked move of their seat
    in a judged game. Returns (the seat, the analysed ply); 404 `no_such_mistake` otherwise."""
    seat = _seat(game, user)
    analysis = _judged_analysis(game)
    ply = next((p for p in _marked(analysis.plies, seat) if p["seq"] == seq), None)
    if ply is None:
        raise NotFound("no_such_mistake", _("No marked move of yours at this point of the game."))
    return seat, {**ply, "iterations": analysis.iterations}


def mistake_position(*, game: Game, user: User, seq: int) -> dict:
    """The marked position as the seat saw it: its view and its legal moves, the move played,
    the verdict and the retries so far (the preferred move once solved)."""
    seat, ply = mistake_position_check(game=game, user=user, seq=seq)
    state = load_play_state(game, up_to=seq - 1).engine_state
    engine = engine_of(game)
    retry = MistakeRetry.objects.filter(user=user, game=game, seq=seq).first()
    entry = _entry(game, ply, retry)
    entry["view"] = engine.view(state, seat)
    entry["legal_moves"] = engine.legal_moves(state, seat)
    entry["preferred"] = ply["seen"]["preferred"] if entry["solved"] else None
    return entry


def mistake_retry(*, game: Game, user: User, seq: int, move: object) -> dict:
    """Judge `move` in a marked position by the search from the seat's view: its drop from the
    best, its verdict, and whether it is within the inaccuracy threshold (then the position is
    solved and the search's preferred move shown). 400 `not_legal_here` for any other move."""
    seat, ply = mistake_position_check(game=game, user=user, seq=seq)
    move = bounded_move(move)
    engine = engine_of(game)
    state = load_play_state(game, up_to=seq - 1).engine_state
    legal = {move_key(candidate): candidate for candidate in engine.legal_moves(state, seat)}
    chosen = legal.get(move_key(move))
    if chosen is None:
        raise PlatformError(
            "not_legal_here", _("That move was not legal in this position."), status=400
        )
    judgement = seen_loss(
        engine,
        engine.view(state, seat),
        seat,
        chosen,
        game.seat_count,
        Rng(bytes.fromhex(game.seed), f"judgement:{seq}"),
        ply["iterations"],
    )
    solved = judgement["loss"] < INACCURACY
    with transaction.atomic():
        retry, _created = MistakeRetry.objects.select_for_update().get_or_create(
            user=user, game=game, seq=seq
        )
        MistakeRetry.objects.filter(pk=retry.pk).update(tries=F("tries") + 1)
        if solved and retry.solved_at is None:
            MistakeRetry.objects.filter(pk=retry.pk).update(solved_at=timezone.now())
        retry.refresh_from_db()
    return {
        "seq": seq,
        "move": chosen,
        "loss": judgement["loss"],
        "verdict": judgement["verdict"],
        "solved": solved,
        "tries": retry.tries,
        "preferred": judgement["preferred"] if retry.solved_at else None,
    }
