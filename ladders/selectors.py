"""Reads of challenge ladders: lists, the projection of a ladder's log, standings, challenges."""

from __future__ import annotations

from django.contrib.auth import get_user_model
from django.db.models import Q, QuerySet
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from errors import NotFound, PlatformError
from ladders import rules as ladder_rules
from ladders.models import ChallengeStatus, Ladder, LadderChallenge, LadderEvent
from ratings.models import Rating


def ladder_list(*, engine: str | None = None) -> QuerySet[Ladder]:
    ladders = Ladder.objects.all()
    if engine:
        ladders = ladders.filter(engine=engine)
    return ladders


def ladder_get(ladder_id) -> Ladder:
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


def ladder_elo(*, ladder: Ladder, players: list) -> dict[int, float]:
    """The Elo of each of `players` in the ladder's game (those without a rating are left out);
    the rules' reach by rating reads it."""
    return dict(
        Rating.objects.filter(engine=ladder.engine, user_id__in=players).values_list(
            "user_id", "elo"
        )
    )


def ladder_standings(*, ladder: Ladder, viewer=None) -> dict:
    """Positions top first, open challenges, and what the viewer may challenge now."""
    state = ladder_state(ladder)
    users = get_user_model().objects.in_bulk(state.players)
    elo = ladder_elo(ladder=ladder, players=list(state.players))
    viewer_id = viewer.pk if viewer is not None and viewer.is_authenticated else None
    challengeable: list[int] = []
    if viewer_id is not None and state.is_member(viewer_id):
        challengeable = ladder_rules.challengeable_players(
            state,
            ladder.ladder_rules,
            challenger=viewer_id,
            now=timezone.now().isoformat(),
            ratings=elo,
        )
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
    *, user, status: str | None = None, ladder_id: int | None = None
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
