"""History review reads: a log cut into plies, a game record for export, and imported records.

A *ply* is one decision and everything it caused: ply 0 holds the start events; ply k begins
with the k-th `move` row (or a platform row that drops a seat) and runs up to the next one. The
position "at ply k" is the state after the last row of ply k, so a replay steps from decision to
decision. Rows are dicts {seq, type, seat, data[, hash]}, as `events_after` or a record gives them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import TYPE_CHECKING

from django.utils.translation import gettext_lazy as _
from django.utils.translation import gettext_noop

from engines import ENGINES
from engines.contract import Engine
from errors import PlatformError
from games.log.play_state import DROPPING_EVENTS, MOVE, PlayState, fold, outcome, to_act
from games.log.problems import Problem
from games.log.verification import Verification, log_verify
from games.log.visibility import game_is_over
from games.models import Game
from games.selectors import events_after, seed_if_revealed
from games.stacked_options import options_as_seen

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise

RECORD_FORMAT = "boardgame-platform.game-record"
RECORD_FORMAT_VERSION = 1
ALL_EVENTS = 10**9


def starts_a_ply(row_type: str) -> bool:
    return row_type == MOVE or row_type in DROPPING_EVENTS


def plies_of(rows: list[dict]) -> list[list[dict]]:
    """The rows cut into plies (ply 0: the rows before the first decision; may be empty)."""
    plies: list[list[dict]] = [[]]
    for row in rows:
        if starts_a_ply(row["type"]):
            plies.append([])
        plies[-1].append(row)
    return plies


def ply_end_seq(plies: list[list[dict]], number: int) -> int:
    """The seq of the position after ply `number` (the last row at or before it)."""
    for ply in reversed(plies[: number + 1]):
        if ply:
            return ply[-1]["seq"]
    return 0


def game_rows(game: Game, viewer_seat: int | None) -> list[dict]:
    """Every row of the game as the viewer may see it now (everything once it is over)."""
    return events_after(game, viewer_seat, 0, limit=ALL_EVENTS)


def game_record(game: Game, viewer_seat: int | None) -> dict:
    """The exportable record of a game: complete (with the seed and hashes) once it is over.

    During play it holds the rows as the viewer may see them and no hashes: a hash of a row with
    a hidden part (a drawn card 1-9) would let anyone find that part by trying every value.
    """
    complete = game_is_over(game)
    hashes = dict(game.events.values_list("seq", "hash")) if complete else {}
    events = [
        {
            "seq": row["seq"],
            "type": row["type"],
            "seat": row["seat"],
            "data": row["data"],
            "hash": hashes.get(row["seq"]),
        }
        for row in game_rows(game, viewer_seat)
    ]
    engine = ENGINES.get(game.engine)
    return {
        "format": RECORD_FORMAT,
        "format_version": RECORD_FORMAT_VERSION,
        "game_id": game.pk,
        "engine": game.engine,
        "title": engine.title if engine else game.engine,
        "engine_version": game.engine_version,
        "options": options_as_seen(game.engine, game.options, complete),
        "rated": game.rated,
        "time_control": game.time_control,
        "seat_count": game.seat_count,
        "players": [
            {
                "seat": seat.index,
                "name": seat.user.username if seat.user else None,
                "bot": seat.is_bot,
            }
            for seat in game.seats.all()
        ],
        "status": game.status,
        "outcome": game.outcome,
        "complete": complete,
        "seed_commitment": game.seed_commitment,
        "seed": seed_if_revealed(game),
        "head_hash": game.head_hash if complete else None,
        "events": events,
    }


@dataclass
class ImportedRecord:
    """A record read back from its JSON: checked, replayable, with its verification if it has one."""

    record: dict
    engine: Engine
    rows: list[dict]
    verification: Verification | None = None
    problems: list[str] = field(default_factory=list)

    @property
    def verified(self) -> bool:
        return self.verification is not None and self.verification.ok

    def play_at(self, seq: int) -> PlayState:
        play = PlayState()
        for row in self.rows:
            if row["seq"] > seq:
                break
            play = fold(self.engine, play, row["type"], row["data"], self.record["seat_count"])
        return play

    def view_at(self, seq: int, seat: int | None) -> dict | None:
        play = self.play_at(seq)
        if play.engine_state is None:
            return None
        return self.engine.view(play.engine_state, seat)


def _bad(message: StrOrPromise) -> PlatformError:
    return PlatformError("bad_record", message)


def _checked_rows(events) -> list[dict]:
    if not isinstance(events, list) or not events:
        raise _bad(_("The record has no events."))
    rows = []
    for expected_seq, event in enumerate(events, start=1):
        if not isinstance(event, dict):
            raise _bad(_("Event %(seq)s is not an object.") % {"seq": expected_seq})
        seq, kind, seat, data = (
            event.get("seq"),
            event.get("type"),
            event.get("seat"),
            event.get("data"),
        )
        if seq != expected_seq or isinstance(seq, bool):
            raise _bad(
                _("Events must be numbered 1, 2, 3, … without gaps (expected %(seq)s).")
                % {"seq": expected_seq}
            )
        if not isinstance(kind, str) or not kind:
            raise _bad(_("Event %(seq)s has no type.") % {"seq": seq})
        if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool)):
            raise _bad(_("Event %(seq)s has a seat that is not a number.") % {"seq": seq})
        if kind == "hidden" or data is None:
            raise _bad(
                _(
                    "Event %(seq)s is hidden: only a finished game's complete record can be replayed."
                )
                % {"seq": seq}
            )
        rows.append(
            {"seq": seq, "type": kind, "seat": seat, "data": data, "hash": event.get("hash")}
        )
    return rows


def record_read(record) -> ImportedRecord:
    """Check an uploaded record and replay it; verify it when it carries its seed and hashes."""
    if not isinstance(record, dict) or record.get("format") != RECORD_FORMAT:
        raise _bad(_("This file is not a game record exported by this platform."))
    if record.get("format_version") != RECORD_FORMAT_VERSION:
        raise _bad(
            _("This platform reads records of format version %(version)s.")
            % {"version": RECORD_FORMAT_VERSION}
        )
    engine = ENGINES.get(str(record.get("engine")))
    if engine is None:
        raise _bad(
            _("This platform does not know the game %(name)r.") % {"name": record.get("engine")}
        )
    if record.get("engine_version") != engine.version:
        raise _bad(
            _(
                "The record was played with version %(theirs)s of %(title)s; "
                "this platform runs version %(ours)s."
            )
            % {
                "theirs": record.get("engine_version"),
                "title": engine.title,
                "ours": engine.version,
            }
        )
    seat_count = record.get("seat_count")
    if (
        not isinstance(seat_count, int)
        or not engine.min_players <= seat_count <= engine.max_players
    ):
        raise _bad(_("The record's number of seats does not fit the game."))
    if not isinstance(record.get("options", {}), dict):
        raise _bad(_("The record's options must be an object."))
    rows = _checked_rows(record.get("events"))
    imported = ImportedRecord(record=record, engine=engine, rows=rows)
    try:
        play = imported.play_at(rows[-1]["seq"])
        to_act(engine, play)
        outcome(engine, play, seat_count)
    except Exception as error:  # a foreign record may hold anything: refuse it, never crash
        raise _bad(
            _("The record's events do not replay (%(error)s).") % {"error": type(error).__name__}
        ) from error
    seed = record.get("seed")
    if isinstance(seed, str) and all(row["hash"] for row in rows):
        try:
            imported.verification = log_verify(
                engine,
                game_id=record.get("game_id"),
                seat_count=seat_count,
                options=record.get("options") or {},
                seed_hex=seed,
                commitment=str(record.get("seed_commitment") or ""),
                head_hash=str(record.get("head_hash") or ""),
                rows=[SimpleNamespace(**row) for row in rows],
            )
        except Exception as error:  # noqa: BLE001 - a forged record may make decide fail in any way
            imported.verification = Verification(
                record.get("game_id"),  # type: ignore[arg-type]  # the record's own, as it came
                problems=[Problem(gettext_noop("re-deciding failed: %(error)s"), error=str(error))],
            )
    return imported
