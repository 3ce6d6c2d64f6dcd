"""A game's clock as a typed value: none, per move (`seconds` for each move) or Fischer (an
`initial` bank, an `increment` per move, capped at `max`). The one definition of what a time
control may be: the games, tournaments and ladders services read theirs through it, and the
pages' clock fields take their bounds and their rules from it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.utils.translation import gettext_lazy as _

from errors import PlatformError
from games.clocks import FISCHER, NONE, PER_MOVE

# Each kind and the whole numbers of seconds it is given by.
FIELDS: dict[str, tuple[str, ...]] = {
    NONE: (),
    PER_MOVE: ("seconds",),
    FISCHER: ("initial", "increment", "max"),
}
KINDS = tuple(FIELDS)
MAX_SECONDS = 365 * 24 * 3600  # beyond a year a clock is no clock (and overflows)


class TimeControlRefused(PlatformError):
    """A time control refused (400 `bad_time_control`); `field` names the value at fault (None:
    the kind)."""

    def __init__(self, message, *, field: str | None = None) -> None:
        super().__init__("bad_time_control", message)
        self.field = field


def _seconds(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 < value <= MAX_SECONDS


@dataclass(frozen=True)
class TimeControl:
    """A checked time control: build one with `of` (from JSON, or an existing TimeControl)."""

    kind: str = NONE
    seconds: int | None = None
    initial: int | None = None
    increment: int | None = None
    max: int | None = None

    @classmethod
    def of(cls, value: TimeControl | dict | None) -> TimeControl:
        """The time control `value` says (empty or None: no clock), or TimeControlRefused: an
        unknown kind, a value of its kind missing or not a whole number of seconds from 1 to
        MAX_SECONDS, a Fischer cap below its initial bank. Keys of other kinds are ignored."""
        if isinstance(value, TimeControl):
            return value
        if not value:
            return cls()
        kind = value.get("kind") if isinstance(value, dict) else None
        if not isinstance(kind, str) or kind not in FIELDS:
            raise TimeControlRefused(_("A time control's kind is none, per_move or fischer."))
        for name in FIELDS[kind]:
            if not _seconds(value.get(name)):
                raise TimeControlRefused(
                    _(
                        "The time control needs a whole number of seconds from 1 to "
                        "%(most)d (a year) for %(name)r."
                    )
                    % {"most": MAX_SECONDS, "name": name},
                    field=name,
                )
        if kind == FISCHER and value["max"] < value["initial"]:
            raise TimeControlRefused(
                _("A Fischer clock's max must be at least its initial time."), field="max"
            )
        return cls(kind=kind, **{name: value[name] for name in FIELDS[kind]})

    @property
    def fields(self) -> tuple[str, ...]:
        return FIELDS[self.kind]

    def as_json(self) -> dict:
        """What a game, tournament, ladder or seek stores: the kind and its own values only."""
        return {"kind": self.kind, **{name: getattr(self, name) for name in self.fields}}
