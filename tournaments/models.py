"""Tables of tournaments (organised tournaments live in tournament_models)."""

from tournaments.tournament_models import *  # noqa: F403

# ruff: noqa: F405

__all__ = [
    "Entrant",
    "EntrantStatus",
    "Round",
    "RoundStatus",
    "Table",
    "TableSeat",
    "Tournament",
    "TournamentFormat",
    "TournamentStatus",
]
