"""Pure pairing core of tournaments: records in, tables and byes out (no Django here).

Swiss (`swiss_round`, with McMahon starting scores from `mcmahon_scores`), round robin
(`round_robin_round`, Berger tables), single and double elimination (`elimination_round`,
`double_elimination_round`, read back by `bracket_labels`), and `standings` with tie-breaks.
Refusals are `PairingUserError`.
"""

from .brackets import RoundBrackets, bracket_labels, double_elimination_order
from .double_elimination import double_elimination_round
from .elimination import bracket_seeds, bracket_slots, elimination_round, seed_order
from .errors import PairingUserError
from .mcmahon import mcmahon_scores
from .records import Entrant, GameRecord, Pairing, PlayerId, RoundRecord
from .round_robin import (
    berger_round,
    round_robin_round,
    round_robin_rounds,
    round_robin_schedule,
    table_round_robin_round,
    table_round_robin_rounds,
)
from .scoring import MATCH_POINTS, Scoring
from .standings import DEFAULT_TIEBREAKS, TIEBREAK_NAMES, Standing, standings
from .swiss import swiss_round
from .table_sizes import table_sizes

__all__ = [
    "DEFAULT_TIEBREAKS",
    "MATCH_POINTS",
    "TIEBREAK_NAMES",
    "Entrant",
    "GameRecord",
    "Pairing",
    "PairingUserError",
    "PlayerId",
    "RoundBrackets",
    "RoundRecord",
    "Scoring",
    "Standing",
    "berger_round",
    "bracket_labels",
    "bracket_seeds",
    "bracket_slots",
    "double_elimination_order",
    "double_elimination_round",
    "elimination_round",
    "mcmahon_scores",
    "round_robin_round",
    "round_robin_rounds",
    "round_robin_schedule",
    "seed_order",
    "standings",
    "swiss_round",
    "table_round_robin_round",
    "table_round_robin_rounds",
    "table_sizes",
]
