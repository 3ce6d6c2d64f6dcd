"""tournament_controls_for: the buttons of a tournament's page follow the services' refusals."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.contrib.auth.models import AnonymousUser
from django.utils import timezone

from tournaments import selectors, services
from tournaments.models import Tournament
from tournaments.selectors import TournamentControls

pytestmark = pytest.mark.django_db

ORGANISER = ("open", "close", "start", "cancel", "drop", "add")


def controls(user, tournament: Tournament, **kwargs) -> TournamentControls:
    return selectors.tournament_controls_for(
        user, Tournament.objects.get(pk=tournament.pk), **kwargs
    )


def offered(user, tournament: Tournament) -> set[str]:
    given = controls(user, tournament)
    return {name for name in ("register", "withdraw", *ORGANISER) if getattr(given, name)}


def swiss(organiser, **kwargs) -> Tournament:
    return services.tournament_create(
        user=organiser, name="Autumn", engine="secret-nim", format="swiss", rounds=2, **kwargs
    )


def test_through_a_tournaments_life(secret_nim, alice, bob, carol):
    tournament = swiss(alice)
    assert offered(alice, tournament) == {"open", "cancel"}
    assert offered(bob, tournament) == set()
    assert offered(AnonymousUser(), tournament) == set()
    services.tournament_registration_open(tournament=tournament, user=alice)
    assert offered(alice, tournament) == {"register", "close", "start", "cancel"}
    assert offered(bob, tournament) == {"register"}
    services.entrant_register(tournament=tournament, user=bob)
    assert offered(bob, tournament) == {"withdraw"}
    services.entrant_register(tournament=tournament, user=carol)
    services.tournament_start(tournament=tournament, user=alice)
    assert offered(alice, tournament) == {"cancel", "drop", "add"}
    assert offered(bob, tournament) == set()  # after the start, the organiser drops you
    services.tournament_cancel(tournament=tournament, user=alice)
    assert offered(alice, tournament) == set()
    # the organiser's panel stays (it says nothing is left to do); nobody else has one
    assert controls(alice, tournament).organiser
    assert not controls(bob, tournament).organiser
    assert not controls(AnonymousUser(), tournament).organiser


def test_registration_window_and_a_full_field(secret_nim, alice, bob, carol):
    now = timezone.now()
    tournament = swiss(
        alice,
        max_entrants=2,
        registration_opens_at=now + timedelta(hours=1),
        registration_closes_at=now + timedelta(hours=2),
    )
    services.tournament_registration_open(tournament=tournament, user=alice)
    assert not controls(bob, tournament, now=now).register
    inside = now + timedelta(minutes=90)
    assert controls(bob, tournament, now=inside).register
    assert not controls(bob, tournament, now=now + timedelta(hours=3)).register
    services.entrant_register(tournament=tournament, user=bob, now=inside)
    services.entrant_register(tournament=tournament, user=alice, now=inside)
    assert not controls(carol, tournament, now=inside).register  # full


def test_only_swiss_takes_players_late(secret_nim, alice, bob, carol):
    tournament = services.tournament_create(
        user=alice, name="Robin", engine="secret-nim", format="round_robin"
    )
    services.tournament_registration_open(tournament=tournament, user=alice)
    for player in (bob, carol):
        services.entrant_register(tournament=tournament, user=player)
    services.tournament_start(tournament=tournament, user=alice)
    given = controls(alice, tournament)
    assert given.drop and not given.add
