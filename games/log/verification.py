"""Fairness: check a game's hash chain and re-decide every stored move with its seed."""

from __future__ import annotations

from dataclasses import dataclass, field

from django.utils.translation import gettext_noop

from engines import IllegalMove, Rng
from games.log.hash_chain import chain_problems, seed_commitment
from games.log.play_state import (
    MOVE,
    SEATING_DRAWN,
    TAKEN_BACK,
    PlayState,
    fold,
    is_engine_event,
)
from games.log.problems import Problem
from games.log.seat_draw import seating_order
from games.log.state_loading import engine_of
from games.models import Game, GameEvent
from games.takeback_rules import move_takes_back


@dataclass
class Verification:
    game_id: int
    events: int = 0
    moves: int = 0
    problems: list[Problem] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems


def game_verify(game: Game, seed_hex: str | None = None) -> Verification:
    """Verify `game` with `seed_hex` (default: the stored seed; after the game, the public one)."""
    rows = list(GameEvent.objects.filter(game=game).order_by("seq"))
    return log_verify(
        engine_of(game),
        game_id=game.pk,
        seat_count=game.seat_count,
        options=game.options,
        seed_hex=seed_hex or game.seed,
        commitment=game.seed_commitment,
        head_hash=game.head_hash,
        rows=rows,
    )


def log_verify(
    engine,
    *,
    game_id,
    seat_count: int,
    options: dict,
    seed_hex: str,
    commitment: str,
    head_hash: str,
    rows: list,
) -> Verification:
    """Verify a log (objects with seq/type/data/seat/hash) of a game stored here or imported."""
    report = Verification(game_id)
    try:
        matches = seed_commitment(seed_hex) == commitment
    except (ValueError, TypeError):
        matches = False
    if not matches:
        report.problems.append(
            Problem(gettext_noop("the seed does not match the game's public commitment"))
        )
        return report
    report.events = len(rows)
    report.problems += chain_problems(commitment, rows)
    if rows and rows[-1].hash != head_hash:
        report.problems.append(
            Problem(gettext_noop("the game's head hash is not the last event's hash"))
        )
    seed = bytes.fromhex(seed_hex)
    expected: list[dict] = []
    try:
        expected = list(engine.start(seat_count, options, Rng(seed, "0")))
    except IllegalMove as error:
        report.problems.append(
            Problem(gettext_noop("start refused its options: %(code)s"), code=error.code)
        )
    play = PlayState()
    last_move: tuple[dict, list[dict]] | None = None  # the last move and its events, for takebacks
    for row in rows:
        if row.type == MOVE:
            last_move = (row.data.get("move") or {}, [])
            if expected:
                report.problems.append(
                    Problem(
                        gettext_noop("seq %(seq)s: a move where %(count)s more events were due"),
                        seq=row.seq,
                        count=len(expected),
                    )
                )
            report.moves += 1
            try:
                expected = list(
                    engine.decide(
                        play.engine_state, row.seat, row.data["move"], Rng(seed, str(row.seq - 1))
                    )
                )
            except (IllegalMove, KeyError, TypeError) as error:
                report.problems.append(
                    Problem(
                        gettext_noop(
                            "seq %(seq)s: the stored move is refused when re-decided (%(error)s)"
                        ),
                        seq=row.seq,
                        error=str(error),
                    )
                )
                expected = []
        elif row.type == SEATING_DRAWN:
            if row.data.get("order") != seating_order(seed_hex, seat_count):
                report.problems.append(
                    Problem(
                        gettext_noop("seq %(seq)s: the seat draw does not follow from the seed"),
                        seq=row.seq,
                    )
                )
        elif row.type == TAKEN_BACK:
            report.problems += _takeback_problems(engine, play, row, last_move, seat_count)
            last_move = None
        elif is_engine_event(row.type):
            if last_move is not None:
                last_move[1].append(row.data)
            if not expected:
                report.problems.append(
                    Problem(
                        gettext_noop("seq %(seq)s: an event no move or start produced"), seq=row.seq
                    )
                )
            elif expected.pop(0) != row.data:
                report.problems.append(
                    Problem(
                        gettext_noop(
                            "seq %(seq)s: the stored event differs from the re-decided one"
                        ),
                        seq=row.seq,
                    )
                )
        play = fold(engine, play, row.type, row.data, seat_count)
    if expected:
        report.problems.append(
            Problem(
                gettext_noop("the log ends with %(count)s decided events missing"),
                count=len(expected),
            )
        )
    return report


def _takeback_problems(engine, play: PlayState, row, last_move, seat_count: int) -> list[Problem]:
    """A takeback row must take back the last move, one that revealed nothing."""
    if play.before_move is None or last_move is None:
        return [
            Problem(gettext_noop("seq %(seq)s: a takeback with no move to take back"), seq=row.seq)
        ]
    move, events = last_move
    if not move_takes_back(engine, move, events, seat_count):
        return [
            Problem(
                gettext_noop("seq %(seq)s: a takeback of a move that revealed something"),
                seq=row.seq,
            )
        ]
    return []
