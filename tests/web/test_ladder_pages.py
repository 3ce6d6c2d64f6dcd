"""Ladder pages and the profile's ratings over the Django test client: standings with challenge
buttons only within reach, join, leave, a challenge that opens its game and rings the defender's
bell, refusals in words, anonymous visitors sent to log in; Elo and OpenSkill with history
charts on the profile — with the test-only secret-nim engine."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from games import services as game_services
from ladders.models import LadderChallenge
from ratings.models import Rating
from tests.factories import UserFactory
from tests.ladders.ladder_setup import CLASSIC_RULES, make_ladder, positions

pytestmark = pytest.mark.django_db

EIGHT = ["a", "b", "c", "d", "e", "f", "g", "h"]


def logged_in(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


@pytest.fixture
def staff(db):
    return UserFactory(username="referee", is_staff=True)


def challenge_buttons(page: str) -> list[str]:
    return [chunk.split('"')[0] for chunk in page.split('aria-label="Challenge ')[1:]]


def test_standings_offer_challenges_only_within_reach(staff, secret_nim):
    ladder, users = make_ladder(staff, EIGHT, rules=CLASSIC_RULES)
    url = reverse("web:ladder", args=[ladder.pk])
    page = logged_in(users["h"]).get(url).content.decode()
    assert "You are <strong>#8</strong>" in page
    assert challenge_buttons(page) == ["c", "d", "e", "f", "g"]  # five places up
    assert challenge_buttons(logged_in(users["a"]).get(url).content.decode()) == []
    anonymous = Client().get(url).content.decode()
    assert challenge_buttons(anonymous) == [] and "to join" in anonymous
    listing = logged_in(users["c"]).get(reverse("web:ladders")).content.decode()
    assert "Nim ladder" in listing and "8 players" in listing and "You: #3" in listing


def test_join_challenge_and_leave_through_the_page(
    staff, secret_nim, eager_bots, django_capture_on_commit_callbacks
):
    ladder, users = make_ladder(staff, ["a", "b"])
    newcomer = UserFactory(username="zoe")
    client = logged_in(newcomer)
    url = reverse("web:ladder", args=[ladder.pk])
    joined = client.post(reverse("web:ladder-join", args=[ladder.pk]), follow=True)
    assert "You joined the ladder at position 3." in joined.content.decode()
    assert positions(ladder) == ["a", "b", "zoe"]
    again = client.post(reverse("web:ladder-join", args=[ladder.pk]), follow=True)
    assert b"alert error" in again.content and positions(ladder) == ["a", "b", "zoe"]
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(reverse("web:ladder-challenge", args=[ladder.pk]), {"username": "a"})
    challenge = LadderChallenge.objects.get(challenger=newcomer)
    assert response["Location"] == reverse("web:game", args=[challenge.game_id])
    assert challenge.defender == users["a"] and challenge.game.rated
    mine = client.get(url).content.decode()
    assert "zoe (#3) → a (#1)" in mine and f"Game #{challenge.game_id}" in mine
    defender = logged_in(users["a"])
    assert "bell-count" in defender.get(reverse("web:lobby")).content.decode()
    menu = defender.get(reverse("web:notifications-menu")).content.decode()
    assert "zoe challenged you on Nim ladder." in menu
    left = client.post(reverse("web:ladder-leave", args=[ladder.pk]), follow=True)
    assert "You left the ladder." in left.content.decode()
    assert positions(ladder) == ["a", "b"]


def test_a_challenge_out_of_reach_is_refused_in_words(staff, secret_nim):
    ladder, users = make_ladder(staff, EIGHT, rules=CLASSIC_RULES)
    response = logged_in(users["h"]).post(
        reverse("web:ladder-challenge", args=[ladder.pk]), {"username": "a"}, follow=True
    )
    assert response.redirect_chain[-1][0] == reverse("web:ladder", args=[ladder.pk])
    assert b"alert error" in response.content
    assert not LadderChallenge.objects.exists()
    nobody = logged_in(users["h"]).post(
        reverse("web:ladder-challenge", args=[ladder.pk]), {"username": "ghost"}, follow=True
    )
    assert "There is no player called &#x27;ghost&#x27;." in nobody.content.decode()


def test_anonymous_visitors_are_sent_to_log_in_to_act_on_a_ladder(staff, secret_nim):
    ladder, _ = make_ladder(staff, ["a", "b"])
    login = reverse("web:login")
    for name in ("join", "leave", "challenge"):
        response = Client().post(reverse(f"web:ladder-{name}", args=[ladder.pk]), {"username": "a"})
        assert response.status_code == 302 and response["Location"].startswith(login)
    assert positions(ladder) == ["a", "b"]


def test_the_profile_shows_elo_openskill_history_charts_and_ladders(
    staff, secret_nim, eager_bots, django_capture_on_commit_callbacks
):
    _ladder, users = make_ladder(staff, ["a", "b"])
    for _ in range(2):
        game = game_services.game_create(
            user=users["a"], engine="secret-nim", players=2, rated=True, random_seating=False
        )
        game_services.game_join(game=game, user=users["b"])
        with django_capture_on_commit_callbacks(execute=True):
            game_services.game_resign(game=game, user=users["b"])
    rating = Rating.objects.get(user=users["a"], engine="secret-nim")
    assert rating.games == 2
    page = Client().get(reverse("web:profile", args=["a"])).content.decode()
    assert f'<strong class="elo">{rating.elo:.0f}</strong>' in page
    assert '<strong class="openskill"' in page and f">{rating.display:.1f}</strong>" in page
    assert "2 rated games" in page
    assert page.count('class="chart-svg"') == 2  # Elo and OpenSkill
    assert page.count('class="chart-dot"') == 2 * 3  # the start and two games, each chart
    assert "Nim ladder" in page and "position 1" in page


def test_the_ladder_page_links_its_csv_exports(staff, secret_nim):
    ladder, _users = make_ladder(staff, ["a", "b"])
    page = Client().get(reverse("web:ladder", args=[ladder.pk])).content.decode()
    assert f"/api/ladders/{ladder.pk}/standings.csv" in page
    assert f"/api/ladders/{ladder.pk}/crosstable.csv" in page
    korean = Client(HTTP_ACCEPT_LANGUAGE="ko").get(reverse("web:ladder", args=[ladder.pk]))
    assert "순위표 (CSV)" in korean.content.decode()
