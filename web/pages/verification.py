"""A finished game's verification (hash chain and every move re-decided with the revealed seed),
cached per head hash: the replay and the game-over screen show its mark."""

from __future__ import annotations

from django.core.cache import cache

from games.log.problems import problems_in_words
from games.log.verification import game_verify
from games.models import Game


def verification_of(game: Game):
    """game_verify, cached per head hash (re-deciding a long game on every step would be slow)."""
    key = f"web:verified:{game.pk}:{game.head_hash}"
    found = cache.get(key)
    if found is None:
        report = game_verify(game)
        found = {
            "ok": report.ok,
            "events": report.events,
            "moves": report.moves,
            "problems": report.problems[:5],
        }
        cache.set(key, found, 3600)
    return {**found, "problems": problems_in_words(found["problems"])}
