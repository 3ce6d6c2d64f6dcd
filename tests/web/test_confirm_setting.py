""" "Confirm each click on the board" is one profile setting: the profile's form, the game page's
switch and the API (`/api/me`, `confirm_moves`) read and write the same field; the game page
draws its switch as saved (on by default)."""

from __future__ import annotations

import re

import pytest
from django.test import Client
from django.urls import reverse

from games import services
from tests.conftest import api_client_for

pytestmark = pytest.mark.django_db

SWITCH = re.compile(r'<input type="checkbox" id="confirm-switch"[^>]*>')
PROFILE_BOX = re.compile(r'<input type="checkbox" name="confirm_moves"[^>]*>')


def client_of(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


@pytest.fixture
def my_turn(alice, bob):
    """A game where it is alice's turn, with moves chosen by clicking the board."""
    game = services.game_create(
        random_seating=False, user=alice, engine="tigris-euphyu", players=2, options={}
    )
    services.game_join(game=game, user=bob)
    game.refresh_from_db()
    assert game.to_act == [0]
    return game


def game_switch(game, user) -> str:
    page = client_of(user).get(reverse("web:game", args=[game.pk])).content.decode()
    found = SWITCH.search(page)
    assert found, "no confirm switch on the page"
    return found.group(0)


def profile_box(user) -> str:
    page = client_of(user).get(reverse("web:profile", args=[user.username])).content.decode()
    found = PROFILE_BOX.search(page)
    assert found, "no confirm setting on the profile"
    return found.group(0)


def api_setting(user) -> bool:
    return api_client_for(user).get("/api/me").json()["confirm_moves"]


def test_on_by_default_everywhere(alice, my_turn):
    switch = game_switch(my_turn, alice)
    assert " checked" in switch
    assert f'hx-post="{reverse("web:confirm-moves")}"' in switch  # the switch saves itself
    assert " checked" in profile_box(alice)
    assert api_setting(alice) is True


def test_the_profile_form_turns_it_off_for_the_game_page_and_the_api(alice, my_turn):
    answer = client_of(alice).post(reverse("web:confirm-moves"), {})  # the box left unticked
    assert answer.status_code == 302
    assert " checked" not in game_switch(my_turn, alice)
    assert " checked" not in profile_box(alice)
    assert api_setting(alice) is False


def test_the_game_pages_switch_saves_the_profile_setting(alice, my_turn):
    client = client_of(alice)
    off = client.post(reverse("web:confirm-moves"), {}, HTTP_HX_REQUEST="true")
    assert off.status_code == 204
    assert api_setting(alice) is False and " checked" not in profile_box(alice)
    on = client.post(reverse("web:confirm-moves"), {"confirm_moves": "on"}, HTTP_HX_REQUEST="true")
    assert on.status_code == 204
    assert api_setting(alice) is True and " checked" in game_switch(my_turn, alice)


def test_the_api_sets_what_the_pages_show(alice, my_turn):
    api = api_client_for(alice)
    answer = api.patch("/api/me", {"confirm_moves": False}, format="json")
    assert answer.status_code == 200 and answer.json()["confirm_moves"] is False
    assert " checked" not in game_switch(my_turn, alice)
    assert " checked" not in profile_box(alice)
    refused = api.patch("/api/me", {"confirm_moves": "maybe"}, format="json")
    assert refused.status_code == 400 and "error" in refused.json()
    assert api_setting(alice) is False


def test_one_players_setting_is_theirs_alone(alice, bob, my_turn):
    api_client_for(alice).patch("/api/me", {"confirm_moves": False}, format="json")
    assert api_setting(bob) is True
    bob_sees = client_of(bob).get(reverse("web:profile", args=["alice"])).content.decode()
    assert not PROFILE_BOX.search(bob_sees)  # only on one's own profile


def test_saving_needs_a_signed_in_player():
    answer = Client().post(reverse("web:confirm-moves"), {})
    assert answer.status_code == 302 and "login" in answer["Location"]
