"""Pure core of leagues (no Django here): season schedules, what is still at stake in a division,
movement between seasons and the adjudication ruling. Refusals are `LeagueRuleError`."""

from .adjudication import ADJUDICATION_FALLBACKS, WIN_THRESHOLD, adjudicated_places
from .errors import LeagueRuleError
from .movement import MovementRules, next_season_divisions, next_season_tiers
from .rank_ranges import RankRange, rank_ranges, stake_status
from .schedule import season_schedule

__all__ = [
    "ADJUDICATION_FALLBACKS",
    "WIN_THRESHOLD",
    "LeagueRuleError",
    "MovementRules",
    "RankRange",
    "adjudicated_places",
    "next_season_divisions",
    "next_season_tiers",
    "rank_ranges",
    "season_schedule",
    "stake_status",
]
