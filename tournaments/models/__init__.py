"""Tables of tournaments, one module per format (ladders now; tournaments to come)."""

from tournaments.models.ladders import ChallengeStatus, Ladder, LadderChallenge, LadderEvent

__all__ = ["ChallengeStatus", "Ladder", "LadderChallenge", "LadderEvent"]
