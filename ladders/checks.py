"""Who may join, leave or challenge on a ladder now: the checks the ladder services run under
their lock, and that `selectors.ladder_controls_for` runs to decide which buttons a page offers.
Each check raises a LadderUserError (the pure rules' refusal, which the services put in the
player's language) or an errors.PlatformError to refuse."""

from __future__ import annotations

from collections.abc import Hashable, Mapping

from django.utils.translation import gettext_lazy as _

from errors import Conflict, PlatformError
from games.access import players_pair_check
from ladders import rules as ladder_rules
from ladders.models import Ladder


def join_check(ladder: Ladder, state: ladder_rules.LadderState, user, now: str) -> list[dict]:
    """The events of `user` joining `ladder` at the bottom (refused: the ladder takes no new
    players, or the pure rules' refusal)."""
    if not ladder.is_open:
        raise Conflict("ladder_closed", _("This ladder takes no new players."))
    return ladder_rules.join_ladder(state, player=user.pk, now=now)


def leave_check(ladder: Ladder, state: ladder_rules.LadderState, user, now: str) -> list[dict]:
    """The events of `user` leaving `ladder` (refused: not on it)."""
    return ladder_rules.leave_ladder(state, ladder.ladder_rules, player=user.pk, now=now)


def challenge_check(
    ladder: Ladder,
    state: ladder_rules.LadderState,
    *,
    challenger,
    defender,
    now: str,
    ratings: Mapping[Hashable, float],
) -> None:
    """May `challenger` challenge `defender` now: the pure rules (asked with a probe, before any
    game exists), then no block either way."""
    ladder_rules.issue_challenge(
        state,
        ladder.ladder_rules,
        challenger=challenger.pk,
        defender=defender.pk,
        challenge="probe",  # never a real challenge id
        now=now,
        ratings=ratings,
    )
    players_pair_check(challenger, defender)


def may_play(viewer, other) -> bool:
    """Whether a challenge would seat these two (no block either way)."""
    try:
        players_pair_check(viewer, other)
    except PlatformError:
        return False
    return True
