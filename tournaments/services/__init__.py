"""Every write of tournaments: organising an event (`organising`) and running its rounds
(`rounds`), the director's pairings and late entries (`directing`), keyword-only, one transaction on the tournament row each."""

from tournaments.checks import BEFORE_START, OVER
from tournaments.services.directing import (
    entrant_late_enter,
    pairings_repair,
    pairings_review_set,
    pairings_swap,
    pairings_table_set,
    round_proposals_sweep,
    round_publish,
)
from tournaments.services.organising import (
    entrant_add,
    entrant_drop,
    entrant_register,
    entrant_withdraw,
    tournament_cancel,
    tournament_create,
    tournament_registration_close,
    tournament_registration_open,
    tournament_start,
)
from tournaments.services.rounds import (
    round_deadlines_enforce,
    table_result_record,
    table_results_sweep,
)

__all__ = [
    "BEFORE_START",
    "OVER",
    "entrant_add",
    "entrant_drop",
    "entrant_late_enter",
    "entrant_register",
    "entrant_withdraw",
    "pairings_repair",
    "pairings_review_set",
    "pairings_swap",
    "pairings_table_set",
    "round_deadlines_enforce",
    "round_proposals_sweep",
    "round_publish",
    "table_result_record",
    "table_results_sweep",
    "tournament_cancel",
    "tournament_create",
    "tournament_registration_close",
    "tournament_registration_open",
    "tournament_start",
]
