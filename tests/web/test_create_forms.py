"""The create forms a person fills: the lobby's table and the tournament form create a game or a
tournament for every installed game with nothing changed but the game, the seats follow the game,
and each game's own options are fields (JSON only behind "advanced")."""

from __future__ import annotations

import re

import pytest
from django import forms
from django.test import Client
from django.urls import reverse

from engines import ENGINES
from games.models import Game
from tournaments.models import Tournament
from web.forms.games import GameCreateForm, usual_seats
from web.forms.tournaments import TournamentCreateForm

pytestmark = pytest.mark.django_db
GAMES = sorted(ENGINES)


def logged_in(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def defaults_of(form: forms.Form) -> dict:
    """What a browser sends for an untouched form: each field's initial value."""
    data: dict = {}
    for name, field in form.fields.items():
        value = form[name].value()
        if isinstance(field, forms.BooleanField):
            if value:
                data[name] = "on"
        elif value is not None:
            data[name] = value
        elif isinstance(field, forms.ChoiceField) and field.choices:
            data[name] = next(iter(field.choices))[0]  # a drop-down sends its first entry
    return data


@pytest.mark.parametrize("slug", GAMES)
@pytest.mark.parametrize("seats", ["as the page sets them", "left empty"])
def test_the_lobby_defaults_create_a_table_of_every_game(alice, slug, seats):
    data = {**defaults_of(GameCreateForm()), "engine": slug}
    data["players"] = usual_seats(slug) if seats == "as the page sets them" else ""
    response = logged_in(alice).post(reverse("web:game-create"), data)
    assert response.status_code == 302, response.content.decode()[:2000]
    game = Game.objects.get()
    assert (game.engine, game.seat_count) == (slug, usual_seats(slug))


def test_the_game_list_carries_each_games_seats_and_only_real_options(alice):
    page = logged_in(alice).get(reverse("web:lobby")).content.decode()
    assert 'value="after-the-flood" data-min="3" data-max="3" data-seats="3"' in page
    assert "After the Flood (3 players)" in page and "3–3" not in page
    assert '{"pile": 12}' not in page
    assert 'data-engine="tigris-euphyu"' in page and 'data-engine="tigris-euphrates"' in page
    assert re.search(r'<details class="advanced">\s*<summary>Advanced</summary>', page)
    assert "create_form.js" in page


def test_a_games_option_field_reaches_the_game_and_json_stays_advanced(alice):
    data = {
        **defaults_of(GameCreateForm()),
        "engine": "tigris-euphyu",
        "players": 2,
        "option__tigris_euphyu__mode": '"survival"',
    }
    assert logged_in(alice).post(reverse("web:game-create"), data).status_code == 302
    assert Game.objects.get().options == {"mode": "survival"}


def test_seats_outside_the_games_range_are_refused_on_the_field(alice):
    data = {**defaults_of(GameCreateForm()), "engine": "after-the-flood", "players": 2}
    response = logged_in(alice).post(reverse("web:game-create"), data)
    assert response.status_code == 400
    assert "After the Flood takes exactly 3 players." in response.content.decode()
    with_korean = logged_in(alice)
    with_korean.cookies["django_language"] = "ko"
    korean = with_korean.post(reverse("web:game-create"), data).content.decode()
    assert "3~3" not in korean and "After the Flood" not in korean.split("<main")[-1]


@pytest.mark.parametrize("slug", GAMES)
def test_the_tournament_form_defaults_create_a_tournament_of_every_game(alice, slug):
    data = {**defaults_of(TournamentCreateForm()), "engine": slug, "name": "Cup"}
    data["players_per_table"] = ""
    response = logged_in(alice).post(reverse("web:tournament-create"), data)
    assert response.status_code == 302, response.content.decode()[:2000]
    tournament = Tournament.objects.get()
    assert tournament.engine == slug
    assert tournament.players_per_table == max(2, usual_seats(slug))
