"""The move log in sentences, as a player would say it in the active language ("ann placed a red
tile at 6·10"): the machinery every face's sentences use (`Words`), the sentences of the
platform's own rows (seating, clocks, resignations, forks) and of events several engines share;
each game's own events are told by its face (web/faces/<game>/sentences.py). An event without a
sentence falls back to web.words.wording's generic words; the raw event stays in the replay's
detail view."""

from __future__ import annotations

from collections.abc import Callable

from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from web.faces.registry import FACES, face_for
from web.words.value_words import value_word

Names = list[str]


class Words:
    """What a sentence needs from an event: the names of seats, places and things in words."""

    def __init__(self, data: dict, names: Names):
        self.data = data
        self.names = names

    def seat(self, key: str = "seat") -> str:
        value = self.data.get(key)
        if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < len(self.names):
            return self.names[value]
        return _("someone")

    def number(self, key: str) -> int:
        value = self.data.get(key)
        return value if isinstance(value, int) and not isinstance(value, bool) else 0

    def thing(self, key: str) -> str:
        return thing(self.data.get(key))

    def square(self, key: str = "at") -> str:
        return square(self.data.get(key))


def thing(value) -> str:
    """A colour, place, kind or reason in words; a value the tables do not know, in plain words."""
    if value is None:
        return "—"
    if isinstance(value, str):
        known = value_word(value)
        return known if known is not None else value.replace("_", " ").replace("-", " ")
    return str(value)


def square(value) -> str:
    """A board square [row, column] as "6·10"."""
    if isinstance(value, list) and len(value) == 2:
        return f"{value[0]}·{value[1]}"
    return "?"


def names_in_order(order, names: Names) -> str:
    return ", ".join(names[s] for s in order if isinstance(s, int) and 0 <= s < len(names))


def duration(seconds) -> str:
    """A clock's bank in words: "2 days 3 hours", "5 minutes", "40 seconds"."""
    seconds = int(seconds) if isinstance(seconds, (int, float)) else 0
    days, rest = divmod(max(seconds, 0), 86400)
    hours, rest = divmod(rest, 3600)
    minutes, secs = divmod(rest, 60)
    parts = []
    if days:
        parts.append(ngettext("%(n)d day", "%(n)d days", days) % {"n": days})
    if hours:
        parts.append(ngettext("%(n)d hour", "%(n)d hours", hours) % {"n": hours})
    if minutes and not days:
        parts.append(ngettext("%(n)d minute", "%(n)d minutes", minutes) % {"n": minutes})
    if not parts:
        parts.append(ngettext("%(n)d second", "%(n)d seconds", secs) % {"n": secs})
    return " ".join(parts)


def score_list(scores, names: Names) -> str:
    return ", ".join(
        f"{names[s]} {value}"
        for s, value in enumerate(scores if isinstance(scores, list) else [])
        if s < len(names) and isinstance(value, (int, float))
    )


# Platform rows ---------------------------------------------------------------------------------


def clock_left(clock: dict, at) -> float | None:
    """Seconds a clock row gives its seat: a running clock's deadline less the row's time, else
    the bank it keeps (Fischer); None for a stopped clock with nothing kept (per move)."""
    deadline = clock.get("deadline")
    if isinstance(deadline, (int, float)) and isinstance(at, (int, float)):
        return max(0.0, deadline - at)
    bank = clock.get("bank")
    return bank if isinstance(bank, (int, float)) else None


def clock_set(w: Words) -> str:
    clocks = [c for c in w.data.get("clocks") or [] if isinstance(c, dict)]
    given = w.data.get("given")
    if isinstance(given, dict):
        gift = Words(given, w.names)
        return _("%(by)s gave %(who)s %(time)s.") % {
            "by": gift.seat("by"),
            "who": gift.seat(),
            "time": duration(given.get("seconds")),
        }
    parts = []
    at = w.data.get("at")
    for clock in clocks:
        who = Words(clock, w.names).seat()
        left = clock_left(clock, at)
        quiet_until = clock.get("quiet_until")
        if isinstance(quiet_until, (int, float)) and isinstance(at, (int, float)):
            parts.append(
                _("%(who)s's clock stops for %(time)s of quiet hours")
                % {"who": who, "time": duration(quiet_until - at)}
            )
        elif w.data.get("reason") == "quiet_hours" and left is not None:
            parts.append(_("%(who)s's quiet hours are over; the clock runs again") % {"who": who})
        elif clock.get("paused"):
            parts.append(_("%(who)s's clock is paused") % {"who": who})
        elif left is None:
            parts.append(_("%(who)s's clock stopped") % {"who": who})
        else:
            parts.append(_("%(who)s has %(time)s") % {"who": who, "time": duration(left)})
    return _("Clock: %(clocks)s.") % {"clocks": "; ".join(parts)} if parts else _("Clock set.")


Sentence = Callable[["Words"], str]

PLATFORM: dict[str, Sentence] = {
    "platform.seating_drawn": lambda w: _("The seats were drawn at random."),
    "platform.clock_set": clock_set,
    "platform.resigned": lambda w: _("%(who)s resigned.") % {"who": w.seat()},
    "platform.timed_out": lambda w: _("%(who)s ran out of time.") % {"who": w.seat()},
    "platform.aborted": lambda w: (
        _("%(who)s aborted the game: it is annulled and counts nowhere.") % {"who": w.seat()}
    ),
    "platform.move_taken_back": lambda w: (
        _("%(who)s took back the move of event %(at)d, with the others' consent.")
        % {"who": w.seat(), "at": w.number("move_seq")}
    ),
    "platform.forked": lambda w: (
        _("Analysis from game %(game)s, after event %(at)d.")
        % {"game": w.number("from_game"), "at": w.number("at")}
    ),
}


# Shared by several engines -------------------------------------------------------------------


GAME_STARTED_FIELDS = {
    "type",
    "players",
    "order",
    "options",
    "mode",
    "discards",
    "bag_size",
    "hand_sizes",
    "hand",
    "dice",
}


def game_started(w: Words) -> str:
    unknown = set(w.data) - GAME_STARTED_FIELDS
    if unknown:  # a game this module does not know: its generic words keep every field
        raise KeyError(sorted(unknown))
    players = w.number("players")
    if "order" in w.data and isinstance(w.data["order"], list):
        return _("The game starts; order of play: %(order)s.") % {
            "order": names_in_order(w.data["order"], w.names)
        }
    if players:
        return ngettext(
            "The game starts with %(n)d player.", "The game starts with %(n)d players.", players
        ) % {"n": players}
    return _("The game starts.")


def game_ended(w: Words) -> str:
    if isinstance(w.data.get("winner"), int):
        return _("%(who)s wins: %(reason)s.") % {
            "who": w.seat("winner"),
            "reason": w.thing("reason"),
        }
    if isinstance(w.data.get("end_vp"), list):
        return _("The game is over; final victory points: %(scores)s.") % {
            "scores": score_list(w.data["end_vp"], w.names)
        }
    if w.data.get("reason"):
        return _("The game is over: %(reason)s.") % {"reason": w.thing("reason")}
    return _("The game is over.")


def passed(w: Words) -> str:
    return _("%(who)s passed.") % {"who": w.seat()}


def decision_pending(w: Words) -> str:
    pending = w.data.get("pending")
    inner = Words(pending if isinstance(pending, dict) else w.data, w.names)
    return _("%(who)s is to decide: %(kind)s.") % {"who": inner.seat(), "kind": inner.thing("kind")}


def turn_started(w: Words) -> str:
    if "seat" in w.data:
        return _("%(who)s to play.") % {"who": w.seat()}
    return _("Turn %(turn)d begins.") % {"turn": w.number("turn")}


def turn_ended(w: Words) -> str:
    if "turn" in w.data:
        return _("Turn %(turn)d ends.") % {"turn": w.number("turn")}
    return _("%(who)s's turn ends.") % {"who": w.seat()}


# The platform's rows and the events several engines share.
SENTENCES: dict[str, Sentence] = {
    **PLATFORM,
    "game_started": game_started,
    "game_ended": game_ended,
    "game_won": lambda w: (
        _("%(who)s wins: %(reason)s.") % {"who": w.seat(), "reason": w.thing("reason")}
    ),
    "passed": passed,
    "decision_pending": decision_pending,
    "turn_started": turn_started,
    "turn_began": turn_started,
    "turn_ended": turn_ended,
}


def sentence_for(kind: str, slug: str | None) -> Sentence | None:
    """The sentence of `kind`: `slug`'s face's own, else the shared one; without a slug (a row
    read out of its game) the shared one, else the first face's that tells it."""
    if slug is not None:
        return face_for(slug).sentences.get(kind) or SENTENCES.get(kind)
    if kind in SENTENCES:
        return SENTENCES[kind]
    return next((f.sentences[kind] for f in FACES.values() if kind in f.sentences), None)


def sentence_of(kind: str, data, names: Names, slug: str | None = None) -> str | None:
    """The event as a sentence, or None where no sentence tells it (or it fails)."""
    make = sentence_for(kind, slug)
    if make is None or not isinstance(data, dict):
        return None
    try:
        return make(Words(data, names))
    except (KeyError, TypeError, ValueError, AttributeError):
        return None
