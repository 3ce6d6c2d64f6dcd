"""What the director's desk knows of a tournament: who directs it (its organiser), who plays in
it, its title and page. Registered into desk.registry in the app's ready()."""

from __future__ import annotations

from django.urls import reverse

from tournaments.models import Entrant, Table, Tournament


def tournament_directors(event_id: int) -> set[int]:
    organiser = (
        Tournament.objects.filter(pk=event_id).values_list("organiser_id", flat=True).first()
    )
    return {organiser} if organiser is not None else set()


def tournament_participants(event_id: int) -> set[int]:
    return set(Entrant.objects.filter(tournament_id=event_id).values_list("user_id", flat=True))


def tournament_exists(event_id: int) -> bool:
    return Tournament.objects.filter(pk=event_id).exists()


def tournament_title(event_id: int) -> str:
    return Tournament.objects.filter(pk=event_id).values_list("name", flat=True).first() or ""


def tournament_url(event_id: int) -> str:
    return reverse("web:tournament", args=[event_id])


def tournament_has_game(event_id: int, game_id: int) -> bool:
    return Table.objects.filter(round__tournament_id=event_id, game_id=game_id).exists()
