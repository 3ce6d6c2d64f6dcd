"""What the director's desk knows of a ladder: who directs it, who plays on it, its title and
page. Registered into desk.registry in the app's ready().

A ladder has no owner of its own: only staff create ladders (`ladder_create`), the starter
ladders are created by no one, and staff run them all, so a ladder's directors are the active
staff users."""

from __future__ import annotations

from django.contrib.auth import get_user_model
from django.urls import reverse

from ladders.models import Ladder, LadderChallenge
from ladders.selectors import ladder_state


def ladder_directors(event_id: int) -> set[int]:
    if not Ladder.objects.filter(pk=event_id).exists():
        return set()
    staff = get_user_model().objects.filter(is_staff=True, is_active=True)
    return set(staff.values_list("pk", flat=True))


def ladder_participants(event_id: int) -> set[int]:
    ladder = Ladder.objects.filter(pk=event_id).first()
    if ladder is None:
        return set()
    on_the_ladder = {player for player in ladder_state(ladder).players if isinstance(player, int)}
    challenges = LadderChallenge.objects.filter(ladder=ladder)
    challengers = set(challenges.values_list("challenger_id", flat=True))
    defenders = set(challenges.values_list("defender_id", flat=True))
    return on_the_ladder | challengers | defenders


def ladder_exists(event_id: int) -> bool:
    return Ladder.objects.filter(pk=event_id).exists()


def ladder_title(event_id: int) -> str:
    return Ladder.objects.filter(pk=event_id).values_list("name", flat=True).first() or ""


def ladder_url(event_id: int) -> str:
    return reverse("web:ladder", args=[event_id])


def ladder_has_game(event_id: int, game_id: int) -> bool:
    return LadderChallenge.objects.filter(ladder_id=event_id, game_id=game_id).exists()
