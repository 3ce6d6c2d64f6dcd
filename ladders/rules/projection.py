"""The ladder as a projection of its append-only event log: positions, open challenges, history.

Events are JSON dicts with a past-tense ``type`` and an ``at`` timestamp (ISO 8601 string or
epoch seconds):

- ``player_joined`` {player}: the player is appended at the bottom.
- ``challenge_issued`` {challenge, challenger, defender}: a challenge (a game created at
  once; ``challenge`` is its id) is open.
- ``challenge_decided`` {challenge, winner, reason}: the challenge is closed. ``winner`` is
  a player id, or None for a draw; ``reason`` is "played" or "timeout". If the winner is
  the challenger and the defender is (still) above, the challenger takes the defender's
  place and everyone from that place down to the challenger's old place moves down one.
  A defender's win or a draw changes no position.
- ``challenge_cancelled`` {challenge, reason}: the challenge is closed without a result.
- ``player_left`` {player}, ``player_removed_timeout`` {player} and
  ``player_dropped_inactive`` {player, last_active_at}: the player is removed; everyone below moves up one. A later ``player_joined`` starts again at
  the bottom. Their open challenges must have been cancelled by earlier events.

`evolve` never decides anything (the decisions are in `ladders.rules.decisions`); it raises
`LadderLogError` for a log no accepted command could have written.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from dataclasses import dataclass, field
from typing import Any

from ladders.rules.clock import Timestamp, to_seconds
from ladders.rules.errors import LadderLogError

PlayerId = Hashable
ChallengeId = Hashable


@dataclass(frozen=True)
class OpenChallenge:
    """A challenge whose game has not been decided yet."""

    challenge: ChallengeId
    challenger: PlayerId
    defender: PlayerId
    issued_at: Timestamp

    def as_dict(self) -> dict:
        """The challenge as a JSON-ready dict."""
        return {
            "challenge": self.challenge,
            "challenger": self.challenger,
            "defender": self.defender,
            "issued_at": self.issued_at,
        }


@dataclass
class LadderState:
    """The ladder's state folded from its log: everything the rules need. Position 1 is
    ``players[0]``. (The table of the same ladder is `ladders.models.Ladder`.)"""

    players: list[PlayerId] = field(default_factory=list)
    open_challenges: dict[ChallengeId, OpenChallenge] = field(default_factory=dict)
    challenge_ids: set[ChallengeId] = field(default_factory=set)
    last_issued: dict[tuple[PlayerId, PlayerId], float] = field(default_factory=dict)
    # (challenger, defender) -> when their last challenge closed (decided or cancelled)
    last_closed: dict[tuple[PlayerId, PlayerId], float] = field(default_factory=dict)
    last_active: dict[PlayerId, float] = field(default_factory=dict)
    events_applied: int = 0

    def is_member(self, player: PlayerId) -> bool:
        """Whether the player is on the ladder now."""
        return player in self.players

    def position_of(self, player: PlayerId) -> int | None:
        """The player's position (1 = top), or None when not on the ladder."""
        try:
            return self.players.index(player) + 1
        except ValueError:
            return None

    def challenges_issued_by(self, player: PlayerId) -> list[OpenChallenge]:
        """The player's own open challenges (as challenger), oldest first."""
        return [c for c in self.open_challenges.values() if c.challenger == player]

    def challenges_involving(self, player: PlayerId) -> list[OpenChallenge]:
        """Open challenges in which the player is challenger or defender, oldest first."""
        return [c for c in self.open_challenges.values() if player in (c.challenger, c.defender)]

    def standings(self) -> list[dict]:
        """Positions top to bottom as JSON-ready dicts."""
        return [
            {"position": index + 1, "player": player} for index, player in enumerate(self.players)
        ]

    def as_dict(self) -> dict:
        """Standings and open challenges as a JSON-ready dict."""
        return {
            "standings": self.standings(),
            "open_challenges": [c.as_dict() for c in self.open_challenges.values()],
        }

    def copy(self) -> LadderState:
        """A copy whose containers can be changed without touching this one."""
        return LadderState(
            players=list(self.players),
            open_challenges=dict(self.open_challenges),
            challenge_ids=set(self.challenge_ids),
            last_issued=dict(self.last_issued),
            last_closed=dict(self.last_closed),
            last_active=dict(self.last_active),
            events_applied=self.events_applied,
        )


def evolve(ladder: LadderState | None, event: dict) -> LadderState:
    """The ladder after one more event; `ladder` (None = empty ladder) is not changed."""
    after = LadderState() if ladder is None else ladder.copy()
    _apply(after, event)
    return after


def project(events: Iterable[dict], ladder: LadderState | None = None) -> LadderState:
    """Fold `events` into `ladder` (None = from an empty ladder); `ladder` is not changed."""
    folded = LadderState() if ladder is None else ladder.copy()
    for event in events:
        _apply(folded, event)
    return folded


def _field(event: dict, name: str) -> Any:
    try:
        return event[name]
    except (KeyError, TypeError):
        raise LadderLogError(f"event without {name!r}: {event!r}") from None


def _member(ladder: LadderState, event: dict, name: str) -> PlayerId:
    player = _field(event, name)
    if not ladder.is_member(player):
        raise LadderLogError(f"{name} {player!r} is not on the ladder: {event!r}")
    return player


def _open(ladder: LadderState, event: dict) -> OpenChallenge:
    challenge = _field(event, "challenge")
    if challenge not in ladder.open_challenges:
        raise LadderLogError(f"challenge {challenge!r} is not open: {event!r}")
    return ladder.open_challenges[challenge]


def _apply(ladder: LadderState, event: dict) -> None:
    kind = _field(event, "type")
    at = _field(event, "at")
    try:
        seconds = to_seconds(at)
    except ValueError as error:
        raise LadderLogError(f"{error}: {event!r}") from None
    handler = _HANDLERS.get(kind)
    if handler is None:
        raise LadderLogError(f"unknown event type {kind!r}")
    handler(ladder, event, seconds)
    ladder.events_applied += 1


def _player_joined(ladder: LadderState, event: dict, seconds: float) -> None:
    player = _field(event, "player")
    if ladder.is_member(player):
        raise LadderLogError(f"player {player!r} joined twice: {event!r}")
    ladder.players.append(player)
    ladder.last_active[player] = seconds


def _player_removed(ladder: LadderState, event: dict, seconds: float) -> None:
    player = _member(ladder, event, "player")
    if ladder.challenges_involving(player):
        raise LadderLogError(f"player {player!r} removed with open challenges: {event!r}")
    ladder.players.remove(player)


def _challenge_issued(ladder: LadderState, event: dict, seconds: float) -> None:
    challenge = _field(event, "challenge")
    if challenge in ladder.challenge_ids:
        raise LadderLogError(f"challenge {challenge!r} issued twice: {event!r}")
    challenger = _member(ladder, event, "challenger")
    defender = _member(ladder, event, "defender")
    ladder.challenge_ids.add(challenge)
    ladder.open_challenges[challenge] = OpenChallenge(
        challenge=challenge, challenger=challenger, defender=defender, issued_at=event["at"]
    )
    ladder.last_issued[(challenger, defender)] = seconds
    ladder.last_active[challenger] = seconds
    ladder.last_active[defender] = seconds


def _challenge_decided(ladder: LadderState, event: dict, seconds: float) -> None:
    challenge = _open(ladder, event)
    winner = _field(event, "winner")
    if winner is not None and winner not in (challenge.challenger, challenge.defender):
        raise LadderLogError(f"winner {winner!r} did not play this challenge: {event!r}")
    del ladder.open_challenges[challenge.challenge]
    ladder.last_closed[(challenge.challenger, challenge.defender)] = seconds
    ladder.last_active[challenge.challenger] = seconds
    ladder.last_active[challenge.defender] = seconds
    if winner != challenge.challenger:
        return
    challenger_index = ladder.players.index(challenge.challenger)
    defender_index = ladder.players.index(challenge.defender)
    if defender_index < challenger_index:
        del ladder.players[challenger_index]
        ladder.players.insert(defender_index, challenge.challenger)


def _challenge_cancelled(ladder: LadderState, event: dict, seconds: float) -> None:
    challenge = _open(ladder, event)
    del ladder.open_challenges[challenge.challenge]
    ladder.last_closed[(challenge.challenger, challenge.defender)] = seconds


_HANDLERS = {
    "player_joined": _player_joined,
    "player_left": _player_removed,
    "player_dropped_inactive": _player_removed,
    "player_removed_timeout": _player_removed,
    "challenge_issued": _challenge_issued,
    "challenge_decided": _challenge_decided,
    "challenge_cancelled": _challenge_cancelled,
}
