"""Challenge-ladder decisions: check a command against the projection, return events or refuse.

Each command returns the list of events to append (the caller appends them and folds them
with `ladders.rules.projection.evolve`); a refusal raises `LadderUserError(code,
message)`. Commands never change the ladder they are given. Time is always an argument
(`now`: ISO 8601 string or epoch seconds) and is written into every event as ``at``.
Malformed arguments (a bool or a list as a player id, an unreadable time, a winner who did
not play) are caller bugs and raise ValueError.

Rules, with the choices made where the brief was silent:

Every number and switch is a field of `LadderRules`; the defaults are OGS's ladder rules.

- Joining puts you at the bottom. Leaving removes you from the ladder; your open challenges,
  either side, are resigned first (``leaving_resigns_challenges``; off: cancelled without a
  result). Joining again starts at the bottom, as anyone new.
- You may challenge a player above you up to ``reach(position)`` places above:
  ``max(rules.reach_places, floor(rules.reach_fraction * position))``, by default
  "10 places or 40% of your position, whichever is more" (position 50 reaches 20 places up);
  besides, any of the ``rules.reach_by_rating`` (5) players above you whose ratings are
  nearest yours, when ratings are given.
- At most ``rules.max_open_challenges`` (3) open challenges you issued, and a player receives
  at most ``incoming_cap_top_5`` (5) open challenges at positions 1–5, ``incoming_cap_top_10``
  (4) at 6–10 and ``incoming_cap_below`` (3) below.
- Not a second open challenge between the same two players (either direction).
- No challenge of the same defender by the same challenger within
  ``rules.rechallenge_after_days`` (7) days of your previous challenge of them, counted from
  the end of its game (``rechallenge_from_game_end``; off: from when it was issued), whatever
  its outcome (exactly 7 days later is allowed).
- A challenge is a game created at once. Its result: a challenger's win moves the
  challenger into the defender's place and everyone between down one (if the defender is
  still above; if the challenger has meanwhile risen above the defender, nothing moves);
  a loss or a draw changes nothing. A timeout is a loss for the player who timed out, and
  removes that player from the ladder (``timeout_removes_player``; their other open challenges
  are resigned first); a game that timed out with no move played is annulled instead of
  decided (``annul_timeout_without_moves``).
- Inactive players drop out: no game for ``rules.inactive_after_days`` (30) days (exactly
  30 days counts as inactive). A player's last game is the later of the time the platform
  reports and what the ladder itself saw (joining, a challenge issued or decided involving
  them). A player with an open challenge is not dropped: that game is still running and its
  clock will decide it. The player at the top, who can challenge nobody, is never dropped
  (``inactivity_spares_top``).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass

from ladders.rules.clock import Timestamp, days, to_seconds
from ladders.rules.errors import LadderUserError
from ladders.rules.projection import ChallengeId, LadderState, OpenChallenge, PlayerId


@dataclass(frozen=True)
class LadderRules:
    """The configurable numbers of a challenge ladder."""

    reach_places: int = 10
    reach_fraction: float = 0.4
    reach_by_rating: int = 5
    max_open_challenges: int = 3
    incoming_cap_top_5: int = 5
    incoming_cap_top_10: int = 4
    incoming_cap_below: int = 3
    rechallenge_after_days: float = 7
    rechallenge_from_game_end: bool = True
    timeout_removes_player: bool = True
    annul_timeout_without_moves: bool = True
    leaving_resigns_challenges: bool = True
    inactive_after_days: float = 30
    inactivity_spares_top: bool = True
    quiet_hours_max: int | None = None  # weekly quiet hours honoured (0: none; None: any)

    def incoming_cap(self, position: int) -> int:
        """How many open challenges a player at `position` may have received."""
        if position <= 5:
            return self.incoming_cap_top_5
        if position <= 10:
            return self.incoming_cap_top_10
        return self.incoming_cap_below


DEFAULT_RULES = LadderRules()


def reach(position: int, rules: LadderRules = DEFAULT_RULES) -> int:
    """How many places above `position` a player may challenge."""
    fraction_places = math.floor(round(position * rules.reach_fraction, 9))
    return max(rules.reach_places, fraction_places)


def _check_player(player: PlayerId) -> None:
    if isinstance(player, bool) or not isinstance(player, int | str):
        raise ValueError(f"a player id is an int or a str, got {player!r}")


def _check_challenge_id(challenge: ChallengeId) -> None:
    if isinstance(challenge, bool) or not isinstance(challenge, int | str):
        raise ValueError(f"a challenge id is an int or a str, got {challenge!r}")


def _checked_now(now: Timestamp) -> float:
    return to_seconds(now)


def join_ladder(ladder: LadderState, *, player: PlayerId, now: Timestamp) -> list[dict]:
    """Join at the bottom."""
    _check_player(player)
    _checked_now(now)
    if ladder.is_member(player):
        raise LadderUserError("already_on_ladder", "You are already on this ladder.")
    return [{"type": "player_joined", "player": player, "at": now}]


def leave_ladder(
    ladder: LadderState, rules: LadderRules = DEFAULT_RULES, *, player: PlayerId, now: Timestamp
) -> list[dict]:
    """Leave: resign (or cancel) your open challenges, then leave (a rejoin starts at the
    bottom)."""
    _check_player(player)
    _checked_now(now)
    if not ladder.is_member(player):
        raise LadderUserError("not_on_ladder", "You are not on this ladder.")
    if rules.leaving_resigns_challenges:
        events = _resign_all(ladder, player, "resigned", now)
    else:
        events = [
            {
                "type": "challenge_cancelled",
                "challenge": challenge.challenge,
                "reason": "player_left",
                "at": now,
            }
            for challenge in ladder.challenges_involving(player)
        ]
    events.append({"type": "player_left", "player": player, "at": now})
    return events


def _resign_all(
    ladder: LadderState,
    player: PlayerId,
    reason: str,
    now: Timestamp,
    *,
    but: ChallengeId | None = None,
) -> list[dict]:
    """Events deciding every open challenge of `player` (except `but`) for the opponent."""
    return [
        {
            "type": "challenge_decided",
            "challenge": challenge.challenge,
            "winner": challenge.defender
            if challenge.challenger == player
            else challenge.challenger,
            "reason": reason,
            "at": now,
        }
        for challenge in ladder.challenges_involving(player)
        if challenge.challenge != but
    ]


def _within_rating_reach(
    ladder: LadderState,
    rules: LadderRules,
    challenger: PlayerId,
    defender: PlayerId,
    ratings: Mapping[PlayerId, float] | None,
) -> bool:
    """Whether `defender` is one of the `reach_by_rating` players above `challenger` whose
    ratings are nearest the challenger's (players without a rating are not counted)."""
    if not ratings or rules.reach_by_rating <= 0 or challenger not in ratings:
        return False
    mine = ratings[challenger]
    above = ladder.players[: ladder.players.index(challenger)]
    rated = [player for player in above if player in ratings]
    nearest = sorted(rated, key=lambda player: (abs(ratings[player] - mine), str(player)))
    return defender in nearest[: rules.reach_by_rating]


def _refusal_to_challenge(
    ladder: LadderState,
    rules: LadderRules,
    challenger: PlayerId,
    defender: PlayerId,
    seconds: float,
    ratings: Mapping[PlayerId, float] | None = None,
) -> LadderUserError | None:
    challenger_position = ladder.position_of(challenger)
    if challenger_position is None:
        return LadderUserError("not_on_ladder", "You are not on this ladder.")
    defender_position = ladder.position_of(defender)
    if defender_position is None:
        return LadderUserError("defender_not_on_ladder", "That player is not on this ladder.")
    if challenger == defender:
        return LadderUserError("cannot_challenge_self", "You cannot challenge yourself.")
    if defender_position > challenger_position:
        return LadderUserError("defender_not_above", "You can only challenge players above you.")
    places = reach(challenger_position, rules)
    if challenger_position - defender_position > places and not _within_rating_reach(
        ladder, rules, challenger, defender, ratings
    ):
        return LadderUserError(
            "out_of_reach", f"You can challenge players at most {places} places above you."
        )
    if any(defender in (c.challenger, c.defender) for c in ladder.challenges_involving(challenger)):
        return LadderUserError(
            "challenge_already_open", "There is already an open challenge between you two."
        )
    if len(ladder.challenges_issued_by(challenger)) >= rules.max_open_challenges:
        return LadderUserError(
            "too_many_challenges",
            f"You already have {rules.max_open_challenges} open challenges.",
        )
    received = sum(1 for c in ladder.open_challenges.values() if c.defender == defender)
    cap = rules.incoming_cap(defender_position)
    if received >= cap:
        return LadderUserError(
            "defender_busy", f"That player already has {cap} open challenges to answer."
        )
    if rules.rechallenge_from_game_end:
        previous = ladder.last_closed.get((challenger, defender))
    else:
        previous = ladder.last_issued.get((challenger, defender))
    if previous is not None and seconds - previous < days(rules.rechallenge_after_days):
        return LadderUserError(
            "challenged_recently",
            f"You played a challenge against this player less than "
            f"{rules.rechallenge_after_days:g} days ago.",
        )
    return None


def can_challenge(
    ladder: LadderState,
    rules: LadderRules = DEFAULT_RULES,
    *,
    challenger: PlayerId,
    defender: PlayerId,
    now: Timestamp,
    ratings: Mapping[PlayerId, float] | None = None,
) -> bool:
    """Whether `issue_challenge` would accept this challenge now."""
    seconds = _checked_now(now)
    return _refusal_to_challenge(ladder, rules, challenger, defender, seconds, ratings) is None


def challengeable_players(
    ladder: LadderState,
    rules: LadderRules = DEFAULT_RULES,
    *,
    challenger: PlayerId,
    now: Timestamp,
    ratings: Mapping[PlayerId, float] | None = None,
) -> list[PlayerId]:
    """The players `challenger` may challenge now, top first (for a page's challenge buttons)."""
    seconds = _checked_now(now)
    return [
        defender
        for defender in ladder.players
        if _refusal_to_challenge(ladder, rules, challenger, defender, seconds, ratings) is None
    ]


def issue_challenge(
    ladder: LadderState,
    rules: LadderRules = DEFAULT_RULES,
    *,
    challenger: PlayerId,
    defender: PlayerId,
    challenge: ChallengeId,
    now: Timestamp,
    ratings: Mapping[PlayerId, float] | None = None,
) -> list[dict]:
    """Challenge a player above you; `challenge` is the id of the game created for it."""
    _check_player(challenger)
    _check_player(defender)
    _check_challenge_id(challenge)
    seconds = _checked_now(now)
    if challenge in ladder.challenge_ids:
        raise ValueError(f"challenge id {challenge!r} was already used on this ladder")
    refusal = _refusal_to_challenge(ladder, rules, challenger, defender, seconds, ratings)
    if refusal is not None:
        raise refusal
    return [
        {
            "type": "challenge_issued",
            "challenge": challenge,
            "challenger": challenger,
            "defender": defender,
            "at": now,
        }
    ]


def _open_challenge(ladder: LadderState, challenge: ChallengeId) -> OpenChallenge:
    _check_challenge_id(challenge)
    if challenge not in ladder.open_challenges:
        raise LadderUserError("challenge_not_open", "This challenge is not open.")
    return ladder.open_challenges[challenge]


def record_result(
    ladder: LadderState, *, challenge: ChallengeId, winner: PlayerId | None, now: Timestamp
) -> list[dict]:
    """The challenge's game ended: `winner` is the challenger, the defender, or None (a draw)."""
    _checked_now(now)
    open_challenge = _open_challenge(ladder, challenge)
    if winner is not None and winner not in (open_challenge.challenger, open_challenge.defender):
        raise ValueError(f"{winner!r} did not play challenge {challenge!r}")
    return [
        {
            "type": "challenge_decided",
            "challenge": challenge,
            "winner": winner,
            "reason": "played",
            "at": now,
        }
    ]


def record_timeout(
    ladder: LadderState,
    rules: LadderRules = DEFAULT_RULES,
    *,
    challenge: ChallengeId,
    timed_out: PlayerId,
    now: Timestamp,
    moves_played: int | None = None,
) -> list[dict]:
    """The challenge's game timed out: the player who timed out loses (a forfeit), or the
    challenge is annulled when no move was played (`moves_played` 0); then the player who
    timed out leaves the ladder, their other challenges resigned (see the rules above)."""
    _checked_now(now)
    open_challenge = _open_challenge(ladder, challenge)
    if timed_out == open_challenge.challenger:
        winner = open_challenge.defender
    elif timed_out == open_challenge.defender:
        winner = open_challenge.challenger
    else:
        raise ValueError(f"{timed_out!r} did not play challenge {challenge!r}")
    if rules.annul_timeout_without_moves and moves_played == 0:
        events = [
            {
                "type": "challenge_cancelled",
                "challenge": challenge,
                "reason": "timeout_without_moves",
                "at": now,
            }
        ]
    else:
        events = [
            {
                "type": "challenge_decided",
                "challenge": challenge,
                "winner": winner,
                "reason": "timeout",
                "at": now,
            }
        ]
    if rules.timeout_removes_player:
        events.extend(_resign_all(ladder, timed_out, "player_removed", now, but=challenge))
        events.append({"type": "player_removed_timeout", "player": timed_out, "at": now})
    return events


def drop_inactive_players(
    ladder: LadderState,
    rules: LadderRules = DEFAULT_RULES,
    *,
    now: Timestamp,
    last_game_at: Mapping[PlayerId, Timestamp | None] | None = None,
) -> list[dict]:
    """Events dropping every player with no game for `rules.inactive_after_days`, top first."""
    seconds = _checked_now(now)
    reported = last_game_at or {}
    events = []
    for position, player in enumerate(ladder.players, start=1):
        if ladder.challenges_involving(player):
            continue
        if position == 1 and rules.inactivity_spares_top:
            continue  # the top player can challenge nobody
        last_active = ladder.last_active[player]
        last_game = reported.get(player)
        if last_game is not None:
            last_active = max(last_active, to_seconds(last_game))
        if seconds - last_active >= days(rules.inactive_after_days):
            events.append(
                {
                    "type": "player_dropped_inactive",
                    "player": player,
                    "last_active_at": last_active,
                    "at": now,
                }
            )
    return events
