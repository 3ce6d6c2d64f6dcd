"""The organiser's page controls over the Django test client: a clock chosen on the create form
reaches the tournament's games, bad clocks are form errors, dropping and adding players (the
organiser only: others get 403 and no buttons), refusals in the services' words; and the bell's
live count (htmx polls it, 204 while unchanged)."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse
from django.utils.html import escape

from games.models import Game
from notifications.services import notification_send
from tests.factories import UserFactory
from tournaments import services
from tournaments.models import Entrant, EntrantStatus, Tournament, TournamentStatus

pytestmark = pytest.mark.django_db

SWISS_FORM = {
    "name": "Clocked open",
    "engine": "secret-nim",
    "format": "swiss",
    "players_per_table": 2,
    "rounds": 2,
    "advance": 1,
}
ADD_FORM = 'id="add-player"'
DROP_BUTTON = 'class="inline drop-player"'
KOREAN = {"HTTP_ACCEPT_LANGUAGE": "ko-KR,ko;q=0.9"}


def logged_in(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def text_of(response) -> str:
    return response.content.decode()


def running(organiser, entrants, **kwargs) -> Tournament:
    arguments = {"name": "Spring Swiss", "engine": "secret-nim", "format": "swiss", "rounds": 3}
    tournament = services.tournament_create(user=organiser, **{**arguments, **kwargs})
    services.tournament_registration_open(tournament=tournament, user=organiser)
    for user in entrants:
        services.entrant_register(tournament=tournament, user=user)
    services.tournament_start(tournament=tournament, user=organiser)
    tournament.refresh_from_db()
    return tournament


@pytest.mark.parametrize(
    "clock, time_control, shown",
    [
        ({"time_control": "none"}, {"kind": "none"}, None),
        ({}, {"kind": "none"}, None),  # the field left out: no clock
        (
            {"time_control": "per_move", "seconds": 86400},
            {"kind": "per_move", "seconds": 86400},
            "clock: 86400 s a move",
        ),
        (
            {"time_control": "fischer", "initial": 600, "increment": 10, "max": 1200},
            {"kind": "fischer", "initial": 600, "increment": 10, "max": 1200},
            "Fischer clock: 600 s + 10 s a move, at most 1200 s",
        ),
        (  # the other kinds' numbers are ignored
            {"time_control": "per_move", "seconds": 30, "initial": 5, "max": 1},
            {"kind": "per_move", "seconds": 30},
            "clock: 30 s a move",
        ),
    ],
)
def test_a_clock_chosen_on_the_form_runs_in_the_tournaments_games(
    alice, bob, carol, secret_nim, clock, time_control, shown
):
    organiser = logged_in(alice)
    form = text_of(organiser.get(reverse("web:tournament-create")))
    for name in ("time_control", "seconds", "initial", "increment", "max"):
        assert f'data-field="{name}"' in form, name
    response = organiser.post(reverse("web:tournament-create"), {**SWISS_FORM, **clock})
    assert response.status_code == 302, text_of(response)
    tournament = Tournament.objects.get(name="Clocked open")
    assert tournament.time_control == time_control
    page = text_of(Client().get(reverse("web:tournament", args=[tournament.pk])))
    assert (shown in page) if shown else ("clock:" not in page)
    services.tournament_registration_open(tournament=tournament, user=alice)
    for user in (bob, carol):
        services.entrant_register(tournament=tournament, user=user)
    started = organiser.post(reverse("web:tournament-start", args=[tournament.pk]), follow=True)
    assert "round 1 is paired" in text_of(started)
    game = Game.objects.get(tournament_table__round__tournament=tournament)
    assert game.time_control == time_control
    running_clocks = [seat for seat in game.seats.all() if seat.clock_deadline is not None]
    assert len(running_clocks) == (0 if time_control["kind"] == "none" else 1)


@pytest.mark.parametrize(
    "clock, field, error",
    [
        ({"time_control": "per_move"}, "seconds", "Needed for this clock."),
        (
            {"time_control": "fischer", "initial": 60, "max": 600},
            "increment",
            "Needed for this clock.",
        ),
        (
            {"time_control": "fischer", "initial": 600, "increment": 5, "max": 60},
            "max",
            "The cap must be at least the initial bank.",
        ),
        ({"time_control": "per_move", "seconds": 0}, "seconds", "greater than or equal to 1"),
        ({"time_control": "per_move", "seconds": 10**20}, "seconds", "less than or equal to"),
        ({"time_control": "per_move", "seconds": "soon"}, "seconds", "Enter a whole number."),
        ({"time_control": "sundial"}, "time_control", "Select a valid choice."),
    ],
)
def test_a_bad_clock_is_a_form_error_next_to_its_field(alice, secret_nim, clock, field, error):
    response = logged_in(alice).post(reverse("web:tournament-create"), {**SWISS_FORM, **clock})
    assert response.status_code == 400
    page = text_of(response)
    start = page.index(f'data-field="{field}"')
    assert error in page[start : page.index("</div>", start)]
    assert not Tournament.objects.exists()


def test_the_lobby_form_keeps_its_clock_checks(alice, secret_nim):
    response = logged_in(alice).post(
        reverse("web:game-create"),
        {
            "engine": "secret-nim",
            "players": 2,
            "bots": 0,
            "time_control": "fischer",
            "initial": 600,
            "increment": 5,
            "max": 60,
        },
    )
    assert response.status_code == 400
    assert "The cap must be at least the initial bank." in text_of(response)
    assert not Game.objects.exists()


def test_only_the_organiser_sees_drop_and_add(alice, bob, carol, secret_nim):
    tournament = running(alice, [bob, carol])
    url = reverse("web:tournament", args=[tournament.pk])
    mine = text_of(logged_in(alice).get(url))
    assert ADD_FORM in mine and mine.count(DROP_BUTTON) == 2
    assert 'value="bob"' in mine and "Drop bob from the tournament?" in mine  # the confirm
    assert mine.count('name="csrfmiddlewaretoken"') >= 4  # cancel, add, two drops, log out
    for client in (logged_in(bob), logged_in(carol), Client()):
        page = text_of(client.get(url))
        assert ADD_FORM not in page and DROP_BUTTON not in page


def test_no_drop_or_add_before_the_start_nor_add_outside_swiss(alice, bob, carol, secret_nim):
    draft = services.tournament_create(
        user=alice, name="Later", engine="secret-nim", format="swiss", rounds=2
    )
    page = text_of(logged_in(alice).get(reverse("web:tournament", args=[draft.pk])))
    assert ADD_FORM not in page and DROP_BUTTON not in page
    knockout = running(alice, [bob, carol], name="Knockout", format="elimination", rounds=None)
    page = text_of(logged_in(alice).get(reverse("web:tournament", args=[knockout.pk])))
    assert ADD_FORM not in page and page.count(DROP_BUTTON) == 2


def test_the_organiser_drops_and_adds_players(alice, bob, carol, secret_nim):
    tournament = running(alice, [bob, carol])
    organiser = logged_in(alice)
    dave = UserFactory(username="dave")
    added = organiser.post(
        reverse("web:tournament-entrant-add", args=[tournament.pk]),
        {"username": " dave "},
        follow=True,
    )
    assert added.redirect_chain[-1][0] == reverse("web:tournament", args=[tournament.pk])
    assert "dave is added and plays from the next round." in text_of(added)
    entrant = Entrant.objects.get(tournament=tournament, user=dave)
    assert (entrant.status, entrant.first_round) == (EntrantStatus.ACTIVE, 2)
    dropped = organiser.post(
        reverse("web:tournament-entrant-drop", args=[tournament.pk]),
        {"username": "bob"},
        follow=True,
    )
    assert "bob is dropped: not paired from the next round on." in text_of(dropped)
    entrant = Entrant.objects.get(tournament=tournament, user=bob)
    assert (entrant.status, entrant.dropped_after_round) == (EntrantStatus.DROPPED, 1)
    assert 'value="bob"' not in text_of(dropped)  # no drop button for a dropped player
    back = organiser.post(
        reverse("web:tournament-entrant-add", args=[tournament.pk]), {"username": "bob"}
    )
    assert back.status_code == 302
    assert Entrant.objects.get(tournament=tournament, user=bob).status == EntrantStatus.ACTIVE


@pytest.mark.parametrize("action", ["drop", "add"])
def test_others_get_403_and_change_nothing(alice, bob, carol, secret_nim, action):
    tournament = running(alice, [bob, carol])
    UserFactory(username="dave")
    url = reverse(f"web:tournament-entrant-{action}", args=[tournament.pk])
    username = "carol" if action == "drop" else "dave"
    assert logged_in(bob).post(url, {"username": username}).status_code == 403
    anonymous = Client().post(url, {"username": username})
    assert anonymous.status_code == 302 and anonymous["Location"].startswith(reverse("web:login"))
    assert logged_in(alice).get(url).status_code == 405  # POST only
    assert Entrant.objects.get(tournament=tournament, user=carol).status == EntrantStatus.ACTIVE
    assert not Entrant.objects.filter(user__username="dave").exists()
    missing = reverse(f"web:tournament-entrant-{action}", args=[tournament.pk + 99])
    assert logged_in(alice).post(missing, {"username": username}).status_code == 404


def _refusal(client, tournament, action: str, username: str) -> str:
    response = client.post(
        reverse(f"web:tournament-entrant-{action}", args=[tournament.pk]),
        {"username": username},
        follow=True,
    )
    assert response.redirect_chain[-1][0] == reverse("web:tournament", args=[tournament.pk])
    return text_of(response)


@pytest.mark.parametrize(
    "action, username, sentence",
    [
        ("add", "nobody", "There is no player called 'nobody'."),
        ("drop", "nobody", "There is no player called 'nobody'."),
        ("add", "bob", "bob is already playing."),
        ("drop", "alice", "alice is not playing in this tournament."),
        ("add", "", "Give the player's username."),
        ("drop", "   ", "Give the player's username."),
    ],
)
def test_refusals_come_back_in_the_services_words(
    alice, bob, carol, secret_nim, action, username, sentence
):
    tournament = running(alice, [bob, carol])
    page = _refusal(logged_in(alice), tournament, action, username)
    assert escape(sentence) in page
    assert Entrant.objects.filter(tournament=tournament, status=EntrantStatus.ACTIVE).count() == 2


def test_refusals_in_the_wrong_state_or_format(alice, bob, carol, secret_nim):
    organiser = logged_in(alice)
    knockout = running(alice, [bob, carol], name="Knockout", format="elimination", rounds=None)
    UserFactory(username="dave")
    assert "only Swiss and McMahon tournaments take players later." in _refusal(
        organiser, knockout, "add", "dave"
    )
    services.tournament_cancel(tournament=knockout, user=alice)
    assert "Only a running tournament drops players." in _refusal(
        organiser, knockout, "drop", "bob"
    )
    assert "Players are added during the event." in _refusal(organiser, knockout, "add", "dave")
    korean = organiser.post(
        reverse("web:tournament-entrant-drop", args=[knockout.pk]),
        {"username": "bob"},
        follow=True,
        **KOREAN,
    )
    assert "Only a running tournament drops players." not in text_of(korean)
    knockout.refresh_from_db()
    assert knockout.status == TournamentStatus.CANCELLED
    assert Entrant.objects.get(tournament=knockout, user=bob).status == EntrantStatus.ACTIVE


def test_the_bell_polls_its_count_and_hears_204_while_it_is_unchanged(alice):
    client = logged_in(alice)
    count_url = reverse("web:notifications-count")
    lobby = text_of(client.get(reverse("web:lobby")))
    # it asks when the player's stream says something changed, and every 30 s while it is down
    trigger = "stream-update, every 30s [!(window.platformLive &amp;&amp; platformLive.me)]"
    assert f'hx-get="{count_url}?shown=0" hx-trigger="{trigger}" hx-swap="outerHTML"' in lobby
    assert client.get(count_url, {"shown": 0}).status_code == 204
    notification_send(user=alice, kind="game_started", payload={"game_id": 41, "seat": 0})
    notification_send(user=alice, kind="game_started", payload={"game_id": 42, "seat": 1})
    fresh = client.get(count_url, {"shown": 0})
    assert fresh.status_code == 200
    face = text_of(fresh)
    assert face.startswith('<summary id="bell-summary"')  # swapped in for the old face
    assert 'data-unread="2"' in face and "Notifications: 2 unread" in face
    assert f'hx-get="{count_url}?shown=2"' in face
    assert client.get(count_url, {"shown": 2}).status_code == 204
    assert client.get(count_url).status_code == 200  # nothing shown yet: the face
    client.post(reverse("web:notifications-read"), {"all": "1"})
    cleared = text_of(client.get(count_url, {"shown": 2}))
    assert "bell-count" not in cleared and f"{count_url}?shown=0" in cleared
    assert Client().get(count_url, {"shown": 2}).status_code == 286  # logged out: stop polling
    assert client.post(count_url).status_code == 405
