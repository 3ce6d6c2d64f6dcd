"""What the director's desk knows of a league: who directs it (`League.director`), who plays in
it (its members and every division player of its seasons), its title and page. Registered into
desk.registry in the app's ready()."""

from __future__ import annotations

from django.urls import reverse

from leagues.models import DivisionPlayer, League, LeagueGame, LeagueMember


def league_directors(event_id: int) -> set[int]:
    director = League.objects.filter(pk=event_id).values_list("director_id", flat=True).first()
    return {director} if director is not None else set()


def league_participants(event_id: int) -> set[int]:
    members = LeagueMember.objects.filter(league_id=event_id).values_list("user_id", flat=True)
    players = DivisionPlayer.objects.filter(division__season__league_id=event_id).values_list(
        "user_id", flat=True
    )
    return set(members) | set(players)


def league_exists(event_id: int) -> bool:
    return League.objects.filter(pk=event_id).exists()


def league_title(event_id: int) -> str:
    return League.objects.filter(pk=event_id).values_list("name", flat=True).first() or ""


def league_url(event_id: int) -> str:
    return reverse("web:league", args=[event_id])


def league_has_game(event_id: int, game_id: int) -> bool:
    return LeagueGame.objects.filter(division__season__league_id=event_id, game_id=game_id).exists()
