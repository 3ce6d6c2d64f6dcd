"""Reads of challenge ladders: lists, the projection of a ladder's log, standings, challenges."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from django.contrib.auth import get_user_model
from django.db.models import Min, Q, QuerySet
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from errors import NotFound, PlatformError
from games.models import GameStatus
from ladders import checks
from ladders import rules as ladder_rules
from ladders.models import ChallengeStatus, Ladder, LadderChallenge, LadderEvent
from ladders.rules import LadderUserError
from ladders.rules.projection import PlayerId
from ratings.models import Rating

if TYPE_CHECKING:
    from django.contrib.auth.models import User


def ladder_list(*, engine: str | None = None) -> QuerySet[Ladder]:
    ladders = Ladder.objects.all()
    if engine:
        ladders = ladders.filter(engine=engine)
    return ladders


def ladder_get(ladder_id: int | str) -> Ladder:
    try:
        return Ladder.objects.get(pk=ladder_id)
    except (Ladder.DoesNotExist, ValueError, TypeError) as error:
        raise NotFound("ladder_not_found", _("There is no such ladder.")) from error


def ladder_state(ladder: Ladder) -> ladder_rules.LadderState:
    """The ladder now: its whole event log folded from the start (the log is the truth)."""
    events = (
        LadderEvent.objects.filter(ladder=ladder).order_by("seq").values_list("data", flat=True)
    )
    return ladder_rules.project(events.iterator(chunk_size=2000))


def ladder_events(*, ladder: Ladder, after: int = 0, limit: int = 500) -> QuerySet[LadderEvent]:
    return LadderEvent.objects.filter(ladder=ladder, seq__gt=after).order_by("seq")[:limit]


def ladder_elo(*, ladder: Ladder, players: list) -> dict[PlayerId, float]:
    """The Elo of each of `players` in the ladder's game (those without a rating are left out);
    the rules' reach by rating reads it."""
    return dict(
        Rating.objects.filter(engine=ladder.engine, user_id__in=players).values_list(
            "user_id", "elo"
        )
    )


def ladder_standings(*, ladder: Ladder, viewer: User | None = None) -> dict:
    """Positions top first, open challenges, and what the viewer may challenge now."""
    state = ladder_state(ladder)
    users = get_user_model().objects.in_bulk(state.players)
    elo = ladder_elo(ladder=ladder, players=list(state.players))
    viewer_id = viewer.pk if viewer is not None and viewer.is_authenticated else None
    challengeable = ladder_controls_for(viewer, ladder, state=state).challengeable
    return {
        "ladder": ladder.pk,
        "seq": ladder.seq,
        "standings": [
            {
                "position": index + 1,
                "username": users[player].username,
                "elo": elo.get(player),
                "open_challenges": len(state.challenges_involving(player)),
                "can_challenge": player in challengeable,
            }
            for index, player in enumerate(state.players)
        ],
        "your_position": state.position_of(viewer_id) if viewer_id is not None else None,
    }


def challenges_of(
    *, user: User, status: str | None = None, ladder_id: int | None = None
) -> QuerySet[LadderChallenge]:
    """The user's challenges, either side, newest first."""
    if status and status not in ChallengeStatus.values:
        raise PlatformError(
            "bad_filter",
            _("status is one of %(values)s.") % {"values": ", ".join(ChallengeStatus.values)},
        )
    challenges = LadderChallenge.objects.filter(
        Q(challenger=user) | Q(defender=user)
    ).select_related("challenger", "defender", "winner", "ladder")
    if status:
        challenges = challenges.filter(status=status)
    if ladder_id is not None:
        challenges = challenges.filter(ladder_id=ladder_id)
    return challenges


@dataclass(frozen=True)
class LadderControls:
    """What a user may do on a ladder now: join, leave, and whom to challenge (user ids), as
    the services' checks and the pure rules decide."""

    join: bool = False
    leave: bool = False
    challengeable: tuple[PlayerId, ...] = ()


def _allowed(decide: Callable[[], object]) -> bool:
    try:
        decide()
    except (LadderUserError, PlatformError):
        return False
    return True


def ladder_controls_for(
    user: User | None, ladder: Ladder, *, state: ladder_rules.LadderState | None = None
) -> LadderControls:
    """May `user` join or leave `ladder`, and whom may they challenge: the checks the ladder
    services refuse with, asked of the ladder's state without taking a lock."""
    if user is None or not user.is_authenticated:
        return LadderControls()
    state = ladder_state(ladder) if state is None else state
    now = timezone.now().isoformat()
    challengeable: tuple[PlayerId, ...] = ()
    if state.is_member(user.pk):
        users = get_user_model().objects.in_bulk(state.players)
        challengeable = tuple(
            player
            for player in ladder_rules.challengeable_players(
                state,
                ladder.ladder_rules,
                challenger=user.pk,
                now=now,
                ratings=ladder_elo(ladder=ladder, players=list(state.players)),
            )
            if checks.may_play(user, users.get(player))
        )
    return LadderControls(
        join=_allowed(lambda: checks.join_check(ladder, state, user, now)),
        leave=_allowed(lambda: checks.leave_check(ladder, state, user, now)),
        challengeable=challengeable,
    )


def results_awaiting() -> tuple[int, datetime | None]:
    """Open challenges whose game is over (the ladder owes their result): how many, and since
    when the oldest game last changed."""
    challenges = LadderChallenge.objects.filter(
        status=ChallengeStatus.OPEN, game__status__in=[GameStatus.FINISHED, GameStatus.ABORTED]
    )
    return challenges.count(), challenges.aggregate(m=Min("game__updated_at"))["m"]
