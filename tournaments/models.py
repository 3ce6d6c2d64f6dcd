"""Tables of tournaments (challenge ladders live in ladder_models)."""

from tournaments.ladder_models import ChallengeStatus, Ladder, LadderChallenge, LadderEvent

__all__ = ["ChallengeStatus", "Ladder", "LadderChallenge", "LadderEvent"]
