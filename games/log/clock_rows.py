"""Clock rows of the log (`platform.clock_set`): every seat's clock as the log last set it."""

from __future__ import annotations

from games.clocks import SeatClock
from games.models import Game

CLOCK_SET = "platform.clock_set"


def clocks_from_log(game: Game) -> dict[int, SeatClock]:
    """Every seat's clock as the log says (the last `clock_set` naming it), for rebuilds."""
    result: dict[int, SeatClock] = {}
    for data in game.events.filter(type=CLOCK_SET).order_by("seq").values_list("data", flat=True):
        for entry in data["clocks"]:
            result[entry["seat"]] = SeatClock(
                entry["bank"], entry["deadline"], entry["paused"], entry.get("quiet_until")
            )
    return result
