"""Tournament pages, the notification bell and the profile over the Django test client: who sees
the organiser's controls, refusals in words, anonymous visitors sent to log in, a whole
elimination drawn as a bracket — with the test-only secret-nim engine."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from engines import Rng
from notifications.services import notification_send
from tests.factories import UserFactory
from tests.tournaments.tournament_play import play_round_by_hand
from tournaments import services
from tournaments.models import Entrant, EntrantStatus, Tournament, TournamentStatus

pytestmark = pytest.mark.django_db

CONTROLS = [
    "Open registration",
    "Close registration",
    "Start the tournament",
    "Cancel the tournament",
]


def logged_in(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def draft(organiser, **kwargs) -> Tournament:
    arguments = {"name": "Autumn cup", "engine": "secret-nim", "format": "elimination", **kwargs}
    return services.tournament_create(user=organiser, **arguments)


def text_of(response) -> str:
    return response.content.decode()


def test_organiser_creates_a_tournament_through_the_form(alice, secret_nim):
    client = logged_in(alice)
    assert client.get(reverse("web:tournament-create")).status_code == 200
    response = client.post(
        reverse("web:tournament-create"),
        {
            "name": "Nim open",
            "engine": "secret-nim",
            "format": "swiss",
            "players_per_table": 2,
            "rounds": 3,
            "advance": 1,
            "tiebreaks": ["buchholz", "head_to_head"],
        },
    )
    tournament = Tournament.objects.get(name="Nim open")
    assert response.status_code == 302
    assert response["Location"] == reverse("web:tournament", args=[tournament.pk])
    assert (tournament.organiser, tournament.rounds, tournament.status) == (alice, 3, "draft")
    assert tournament.tiebreaks == ["buchholz", "head_to_head"]


def test_the_form_names_a_bot_for_empty_seats_and_the_page_says_so(alice, secret_nim):
    client = logged_in(alice)
    form = {
        "name": "Nim with bots",
        "engine": "secret-nim",
        "format": "swiss",
        "players_per_table": 3,
        "rounds": 2,
        "advance": 1,
        "bot_fill": "greedy",
    }
    assert client.post(reverse("web:tournament-create"), form).status_code == 302
    tournament = Tournament.objects.get(name="Nim with bots")
    assert tournament.bot_fill == "greedy" and tournament.players_per_table == 3
    page = text_of(client.get(reverse("web:tournament", args=[tournament.pk])))
    assert "Every game has 3 seats: a greedy bot takes each seat" in page
    refused = client.post(
        reverse("web:tournament-create"), {**form, "name": "Rated bots", "rated": "on"}
    )
    assert refused.status_code == 400
    assert "Bots may sit only at unrated tables." in text_of(refused)


def test_a_refused_creation_shows_the_services_sentence(alice, secret_nim):
    response = logged_in(alice).post(
        reverse("web:tournament-create"),
        {
            "name": "No rounds",
            "engine": "secret-nim",
            "format": "swiss",
            "players_per_table": 2,
            "advance": 1,
        },
    )
    assert response.status_code == 400
    assert "A Swiss tournament needs a number of rounds." in text_of(response)
    assert not Tournament.objects.exists()


def test_only_the_organiser_sees_the_controls(alice, bob, secret_nim):
    tournament = draft(alice)
    url = reverse("web:tournament", args=[tournament.pk])
    mine = text_of(logged_in(alice).get(url))
    assert "Open registration" in mine and "Cancel the tournament" in mine
    for client in (logged_in(bob), Client()):
        page = text_of(client.get(url))
        assert "Autumn cup" in page
        assert not any(control in page for control in CONTROLS)


@pytest.mark.parametrize("action", ["open", "close", "start", "cancel"])
def test_others_are_refused_the_organisers_actions_with_a_sentence(alice, bob, secret_nim, action):
    tournament = draft(alice)
    services.tournament_registration_open(tournament=tournament, user=alice)
    response = logged_in(bob).post(
        reverse(f"web:tournament-{action}", args=[tournament.pk]), follow=True
    )
    assert response.redirect_chain[-1][0] == reverse("web:tournament", args=[tournament.pk])
    assert "Only the tournament&#x27;s organiser can do this." in text_of(response)
    tournament.refresh_from_db()
    assert tournament.status == TournamentStatus.REGISTRATION


def test_anonymous_visitors_read_but_are_sent_to_log_in_to_act(alice, secret_nim):
    tournament = draft(alice)
    anonymous = Client()
    assert anonymous.get(reverse("web:tournaments")).status_code == 200
    assert anonymous.get(reverse("web:tournament", args=[tournament.pk])).status_code == 200
    login = reverse("web:login")
    for name in ("register", "withdraw", "open", "close", "start", "cancel"):
        response = anonymous.post(reverse(f"web:tournament-{name}", args=[tournament.pk]))
        assert response.status_code == 302 and response["Location"].startswith(login), name
    for url in (reverse("web:tournament-create"), reverse("web:notifications")):
        response = anonymous.get(url)
        assert response.status_code == 302 and response["Location"].startswith(login + "?next=")
    assert anonymous.post(reverse("web:notifications-read"))["Location"].startswith(login)
    tournament.refresh_from_db()
    assert tournament.status == TournamentStatus.DRAFT


def test_the_organiser_runs_registration_from_the_page(alice, bob, secret_nim):
    tournament = draft(alice)
    organiser, player = logged_in(alice), logged_in(bob)
    url = reverse("web:tournament", args=[tournament.pk])
    refused = player.post(reverse("web:tournament-register", args=[tournament.pk]), follow=True)
    assert "Registration is not open." in text_of(refused)
    opened = organiser.post(reverse("web:tournament-open", args=[tournament.pk]), follow=True)
    assert "Registration is open." in text_of(opened)
    assert 'id="register"' in text_of(player.get(url))
    registered = player.post(reverse("web:tournament-register", args=[tournament.pk]), follow=True)
    page = text_of(registered)
    assert "You are registered. Good luck!" in page and 'id="withdraw"' in page
    assert "Players (1)" in page
    withdrawn = player.post(reverse("web:tournament-withdraw", args=[tournament.pk]), follow=True)
    assert "You withdrew from the tournament." in text_of(withdrawn)
    assert Entrant.objects.get(user=bob).status == EntrantStatus.WITHDRAWN
    started = organiser.post(reverse("web:tournament-start", args=[tournament.pk]), follow=True)
    assert "At least 2 players are needed, there are 0." in text_of(started)
    closed = organiser.post(reverse("web:tournament-close", args=[tournament.pk]), follow=True)
    assert "Registration is closed." in text_of(closed)
    cancelled = organiser.post(reverse("web:tournament-cancel", args=[tournament.pk]), follow=True)
    page = text_of(cancelled)
    assert "The tournament is cancelled." in page and "Nothing left to do" in page


def test_an_elimination_played_out_shows_rounds_standings_and_the_bracket(alice, secret_nim):
    players = [UserFactory(username=f"p{n}") for n in range(1, 6)]
    tournament = draft(alice, tiebreaks=["buchholz", "rating"])
    services.tournament_registration_open(tournament=tournament, user=alice)
    for player in players:
        services.entrant_register(tournament=tournament, user=player)
    services.tournament_start(tournament=tournament, user=alice)
    url = reverse("web:tournament", args=[tournament.pk])
    page = text_of(Client().get(url))
    assert "Round 1" in page and "Bye:" in page and "to be decided" in page  # 5 players: 3 rounds
    chooser = Rng(b"web-bracket", "moves")
    for _ in range(5):
        tournament.refresh_from_db()
        if tournament.status != TournamentStatus.RUNNING:
            break
        play_round_by_hand(tournament, chooser)
    tournament.refresh_from_db()
    assert tournament.status == TournamentStatus.FINISHED
    page = text_of(logged_in(players[0]).get(url))
    assert page.count('class="bracket-box table"') == 4  # 1 + 2 + the final
    assert ">Final</text>" in page and "to be decided" not in page
    assert '<th scope="col">Buchholz</th><th scope="col">Rating</th>' in page
    assert "Ties are broken by Buchholz, then Rating." in page
    korean = text_of(logged_in(players[0]).get(url, HTTP_ACCEPT_LANGUAGE="ko-KR,ko;q=0.9"))
    assert '<th scope="col">부흐홀츠</th><th scope="col">레이팅</th>' in korean
    champion = tournament.final_standings[0]["username"]
    assert f'<a href="/users/{champion}/">{champion}</a>' in page
    for game_id in tournament.round_set.values_list("tables__game", flat=True):
        assert reverse("web:game", args=[game_id]) in page
    listing = text_of(Client().get(reverse("web:tournaments")))
    assert "Autumn cup" in listing and "Finished" in listing


def test_the_bell_counts_unread_and_links_to_the_game(alice, secret_nim):
    client = logged_in(alice)
    assert "bell-count" not in text_of(client.get(reverse("web:lobby")))
    note = notification_send(user=alice, kind="game_started", payload={"game_id": 41, "seat": 0})
    paired = notification_send(
        user=alice,
        kind="tournament_round_paired",
        payload={"tournament": 7, "name": "Cup", "round": 2, "table": 3, "game": 42, "bye": False},
    )
    lobby = text_of(client.get(reverse("web:lobby")))
    assert 'data-unread="2"' in lobby and "Notifications: 2 unread" in lobby
    assert "Game 41 has started" not in lobby  # the menu is fetched when the bell is opened
    menu = text_of(client.get(reverse("web:notifications-menu"), {"next": "/tournaments/"}))
    assert "Game 41 has started" in menu and "Mark all read" in menu
    assert "Cup: round 2 is paired — you play at table 3." in menu
    assert 'name="next" value="/tournaments/"' in menu
    elsewhere = text_of(client.get(reverse("web:notifications-menu"), {"next": "//evil.example/"}))
    assert "evil" not in elsewhere
    opened = client.get(reverse("web:notification-open", args=[paired.pk]))
    assert opened["Location"] == reverse("web:game", args=[42])
    assert 'data-unread="1"' in text_of(client.get(reverse("web:lobby")))
    feed = text_of(client.get(reverse("web:notifications")))
    assert "Game 41 has started" in feed and "Mark read" in feed
    back = client.post(reverse("web:notifications-read"), {"id": note.pk, "next": "/tournaments/"})
    assert back["Location"] == "/tournaments/"
    assert "bell-count" not in text_of(client.get(reverse("web:lobby")))
    foreign = client.post(reverse("web:notifications-read"), {"next": "https://evil.example/"})
    assert foreign["Location"] == reverse("web:notifications")


def test_nobody_opens_another_persons_notification(alice, bob):
    note = notification_send(user=alice, kind="game_started", payload={"game_id": 1})
    assert logged_in(bob).get(reverse("web:notification-open", args=[note.pk])).status_code == 404
    note.refresh_from_db()
    assert note.read_at is None


def test_the_profile_lists_recent_games_and_current_tournaments(alice, bob, secret_nim):
    from games import services as game_services

    game = game_services.game_create(
        user=bob, engine="secret-nim", players=2, options={"pile": 5}, random_seating=False
    )
    game_services.game_join(game=game, user=alice)
    tournament = draft(alice, name="Winter cup")
    services.tournament_registration_open(tournament=tournament, user=alice)
    services.entrant_register(tournament=tournament, user=bob)
    page = text_of(Client().get(reverse("web:profile", args=["bob"])))
    assert f"Secret Nim #{game.pk}" in page or f"#{game.pk}</a>" in page
    assert "Winter cup" in page and "Current tournaments" in page
    assert "Winter cup" in text_of(
        Client().get(reverse("web:profile", args=["alice"]))
    )  # organising
    assert Client().get(reverse("web:profile", args=["nobody"])).status_code == 404


def test_a_private_game_shows_on_a_profile_only_to_its_players(alice, bob, carol, secret_nim):
    from games import services as game_services
    from social.services.invitations import visibility_set

    game = game_services.game_create(
        user=alice, engine="secret-nim", players=2, options={"pile": 5}, random_seating=False
    )
    game_services.game_join(game=game, user=bob)
    visibility_set(game=game, user=alice, public=False)
    url = reverse("web:profile", args=["alice"])
    assert f"#{game.pk}</a>" in text_of(logged_in(bob).get(url))
    assert f"#{game.pk}</a>" not in text_of(logged_in(carol).get(url))
    assert f"#{game.pk}</a>" not in text_of(Client().get(url))
