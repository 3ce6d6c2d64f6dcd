"""The kinds games' notices become (your turn, started, finished, reminder, timeout) and their
sentences; registered by notifications itself, which turns those notices into the feed.

A notice names its game by title and opponents, says the move just made and the time left
("Your turn in Tigris & Euphrates against bob: bob played Take: count 2; 3 hours left."), in
the reader's language when it is read. Payloads written before they carried `opponents` read
as before ("Your turn in game 12").
"""

from __future__ import annotations

from datetime import datetime

from django.utils import timezone
from django.utils.timesince import timeuntil
from django.utils.translation import gettext as _

from engines import ENGINES
from games.engine_messages import engine_refusal

YOUR_TURN = "your_turn"
GAME_STARTED = "game_started"
GAME_FINISHED = "game_finished"
REMINDER = "reminder"
TIMEOUT = "timeout"
CONDITIONAL_DROPPED = "conditional_dropped"


def _about_game(words: str, payload: dict) -> str | None:
    game_id = payload.get("game_id")
    return None if game_id is None else words % {"game": game_id}


def game_title(payload: dict) -> str:
    engine = ENGINES.get(str(payload.get("engine", "")))
    return (
        _(engine.title)
        if engine is not None
        else _("game %(game)s") % {"game": payload.get("game_id")}
    )


def seat_name(entry: dict) -> str:
    name = entry.get("name")
    return str(name) if name else _("Bot %(seat)d") % {"seat": int(entry.get("seat") or 0)}


def opponents_named(payload: dict) -> str:
    names = [
        seat_name(entry) for entry in payload.get("opponents") or [] if isinstance(entry, dict)
    ]
    return _(" and ").join(names) if names else _("nobody")


def move_words(move) -> str:
    """A move in words, generic over every engine: "Take: count 2"."""
    if not isinstance(move, dict):
        return str(move)
    kind = _(str(move.get("type", "move")).replace("_", " ").capitalize())
    details = ", ".join(
        f"{str(key).replace('_', ' ')} {value}" for key, value in move.items() if key != "type"
    )
    return f"{kind}: {details}" if details else kind


def last_move_words(payload: dict) -> str | None:
    last = payload.get("last_move")
    if not isinstance(last, dict):
        return None
    mover = next(
        (
            e
            for e in payload.get("opponents") or []
            if isinstance(e, dict) and e.get("seat") == last.get("seat")
        ),
        {"seat": last.get("seat"), "name": None},
    )
    who = seat_name(mover) if mover.get("seat") is not None else _("the game")
    if last.get("move") is not None:
        return _("%(who)s played %(move)s") % {"who": who, "move": move_words(last["move"])}
    events = [e for e in last.get("events") or [] if isinstance(e, dict)]
    if events:
        said = "; ".join(move_words({k: v for k, v in e.items() if k != "seat"}) for e in events)
        return _("%(who)s played %(move)s") % {"who": who, "move": said}
    return _("%(who)s moved") % {"who": who}


def time_left_words(payload: dict, now: datetime | None = None) -> str | None:
    deadline = payload.get("deadline")
    if not deadline:
        return None
    try:
        when = datetime.fromisoformat(str(deadline))
    except ValueError:
        return None
    return _("%(left)s left") % {"left": timeuntil(when, now or timezone.now())}


def your_turn(payload: dict) -> str | None:
    if "opponents" not in payload:
        return _about_game(_("Your turn in game %(game)s"), payload)
    head = _("Your turn in %(title)s against %(opponents)s") % {
        "title": game_title(payload),
        "opponents": opponents_named(payload),
    }
    tail = [part for part in (last_move_words(payload), time_left_words(payload)) if part]
    return f"{head}: {'; '.join(tail)}." if tail else f"{head}."


def game_started(payload: dict) -> str | None:
    if "opponents" not in payload:
        return _about_game(_("Game %(game)s has started"), payload)
    return _("%(title)s against %(opponents)s has started.") % {
        "title": game_title(payload),
        "opponents": opponents_named(payload),
    }


def game_finished(payload: dict) -> str | None:
    if "opponents" not in payload:
        return _about_game(_("Game %(game)s is over"), payload)
    return _("%(title)s against %(opponents)s is over.") % {
        "title": game_title(payload),
        "opponents": opponents_named(payload),
    }


def conditional_dropped(payload: dict) -> str | None:
    """ "Your conditional move … could not be played: …", the rules' refusal in the reader's
    language."""
    if payload.get("game_id") is None:
        return None
    reason = engine_refusal(
        str(payload.get("engine", "")), str(payload.get("code", "")), str(payload.get("message"))
    )
    return _(
        "%(title)s, game %(game)s: your conditional move %(move)s could not be played: %(reason)s"
    ) % {
        "title": game_title(payload),
        "game": payload["game_id"],
        "move": move_words(payload.get("move")),
        "reason": reason,
    }


KINDS = {
    YOUR_TURN: your_turn,
    GAME_STARTED: game_started,
    GAME_FINISHED: game_finished,
    REMINDER: lambda payload: _about_game(_("Game %(game)s: your time runs out soon"), payload),
    TIMEOUT: lambda payload: _about_game(_("Game %(game)s: a player ran out of time"), payload),
    CONDITIONAL_DROPPED: conditional_dropped,
}
