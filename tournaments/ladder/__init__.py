"""Challenge ladders (as OGS's): pure rules over an append-only ladder event log."""

from tournaments.ladder.errors import LadderLogError, LadderUserError
from tournaments.ladder.projection import Ladder, OpenChallenge, evolve, project
from tournaments.ladder.rules import (
    DEFAULT_RULES,
    LadderRules,
    can_challenge,
    challengeable_players,
    drop_inactive_players,
    issue_challenge,
    join_ladder,
    leave_ladder,
    reach,
    record_result,
    record_timeout,
)

__all__ = [
    "DEFAULT_RULES",
    "Ladder",
    "LadderLogError",
    "LadderRules",
    "LadderUserError",
    "OpenChallenge",
    "can_challenge",
    "challengeable_players",
    "drop_inactive_players",
    "evolve",
    "issue_challenge",
    "join_ladder",
    "leave_ladder",
    "project",
    "reach",
    "record_result",
    "record_timeout",
]
