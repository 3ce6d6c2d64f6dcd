"""Tables of tournaments (organised tournaments live in tournament_models, ladders in ladder_models)."""

from tournaments.ladder_models import ChallengeStatus, Ladder, LadderChallenge, LadderEvent
from tournaments.tournament_models import *  # noqa: F403

# ruff: noqa: F405

__all__ = [
    "ChallengeStatus",
    "Entrant",
    "EntrantStatus",
    "Ladder",
    "LadderChallenge",
    "LadderEvent",
    "Round",
    "RoundStatus",
    "Table",
    "TableSeat",
    "Tournament",
    "TournamentFormat",
    "TournamentStatus",
]
