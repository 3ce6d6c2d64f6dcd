"""What a finished game did to its players' ratings, for the game-over panel: each player's rating
before and after in the game's own system (Elo at a table of two, OpenSkill μ−3σ at a larger one),
that the game is unrated, or — until the rating task has written the history — that the ratings
are being updated (never a number guessed ahead of the task)."""

from __future__ import annotations

from django.apps import apps
from django.utils.translation import gettext as _

from games.models import Game

UNRATED = "unrated"
UPDATING = "updating"
APPLIED = "applied"
ELO = "elo"
OPENSKILL = "openskill"
MINUS = "\u2212"


def rating_system_of(game: Game) -> str:
    """The rating a game's result is read in: Elo between two seats, OpenSkill at more."""
    return ELO if game.seat_count == 2 else OPENSKILL


def signed(change: float, digits: int) -> str:
    """+12, −12 or ±0 (with `digits` decimals)."""
    shown = f"{abs(change):.{digits}f}"
    if float(shown) == 0:
        return f"±{shown}"
    return f"+{shown}" if change > 0 else f"{MINUS}{shown}"


def change_row(change, name: str, system: str) -> dict:
    """One player's line: rating before, after, and the change as the two shown numbers differ."""
    if system == ELO:
        before, after, digits = change.elo_before, change.elo_after, 0
    else:
        before, after, digits = change.display_before, change.display_after, 1
    before, after = round(before, digits) + 0.0, round(after, digits) + 0.0  # no "-0.0"
    return {
        "name": name,
        "before": f"{before:.{digits}f}",
        "after": f"{after:.{digits}f}",
        "change": signed(after - before, digits),
        "direction": "up" if after > before else "down" if after < before else "same",
    }


def game_ratings_context(game: Game, names: list[str]) -> dict:
    """{"state": unrated | updating | applied, "system", "system_name", "rows"} for a game."""
    system = rating_system_of(game)
    context: dict = {
        "state": UNRATED,
        "system": system,
        "system_name": "Elo" if system == ELO else _("OpenSkill (μ−3σ)"),
        "rows": [],
    }
    if not game.rated or not apps.is_installed("ratings"):
        return context
    from ratings.selectors import game_rating_changes  # noqa: PLC0415 - an optional app

    changes = game_rating_changes(game_id=game.pk)
    if changes is None:
        return {**context, "state": UPDATING}
    rows = [
        change_row(change, names[change.seat] if change.seat < len(names) else "?", system)
        for change in changes
    ]
    return {**context, "state": APPLIED, "rows": rows}


def player_changes(person, games: list[Game]) -> dict[int, dict]:
    """game id -> `person`'s line (before, after, change) for each rated game of `games` whose
    ratings are applied, read in each game's own system: the profile's list of games."""
    rated = {game.pk: game for game in games if game.rated}
    if not rated or not apps.is_installed("ratings"):
        return {}
    from ratings.selectors import rating_changes_in  # noqa: PLC0415 - an optional app

    changes = rating_changes_in(user=person, game_ids=list(rated))
    return {
        game_id: change_row(change, person.username, rating_system_of(rated[game_id]))
        for game_id, change in changes.items()
    }
