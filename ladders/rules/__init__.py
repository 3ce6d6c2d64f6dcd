"""Challenge ladders (as OGS's): pure rules over an append-only ladder event log (no Django).

`project` folds the log into a `LadderState` (positions, open challenges, when each pair last
met); the commands in `decisions` check a request against it and return the events to append.
"""

from ladders.rules.decisions import (
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
from ladders.rules.errors import LadderLogError, LadderUserError
from ladders.rules.projection import LadderState, OpenChallenge, evolve, project

__all__ = [
    "DEFAULT_RULES",
    "LadderLogError",
    "LadderRules",
    "LadderState",
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
