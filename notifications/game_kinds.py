"""The kinds games' notices become (your turn, started, finished, reminder, timeout) and their
sentences; registered by notifications itself, which turns those notices into the feed."""

from __future__ import annotations

from django.utils.translation import gettext as _

YOUR_TURN = "your_turn"
GAME_STARTED = "game_started"
GAME_FINISHED = "game_finished"
REMINDER = "reminder"
TIMEOUT = "timeout"


def _about_game(words: str, payload: dict) -> str | None:
    game_id = payload.get("game_id")
    return None if game_id is None else words % {"game": game_id}


KINDS = {
    YOUR_TURN: lambda payload: _about_game(_("Your turn in game %(game)s"), payload),
    GAME_STARTED: lambda payload: _about_game(_("Game %(game)s has started"), payload),
    GAME_FINISHED: lambda payload: _about_game(_("Game %(game)s is over"), payload),
    REMINDER: lambda payload: _about_game(_("Game %(game)s: your time runs out soon"), payload),
    TIMEOUT: lambda payload: _about_game(_("Game %(game)s: a player ran out of time"), payload),
}
