"""A fifth game is its package and one registry line: Secret Nim (the suite's toy engine),
registered here and nowhere else, is found by the API, the lobby, the game page, the move log and
the options' secrecy, and is played to its end through the API and the page."""

from __future__ import annotations

import json

import pytest
from django.test import Client
from django.urls import reverse

from engines import ENGINES
from games.models import Game, GameStatus
from games.stacked_options import HIDDEN_OPTION_VALUE, options_as_seen
from tests.engines.toy_engine import SECRET_NIM
from web.boards.rendering import GENERIC, renderer_for

pytestmark = pytest.mark.django_db

SLUG = SECRET_NIM.slug
TITLE = "Secret Nim (test only)"


@pytest.fixture
def fifth_game(monkeypatch):
    monkeypatch.setitem(ENGINES, SLUG, SECRET_NIM)  # the one registry line
    return SECRET_NIM


def logged_in(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def test_the_api_lists_its_title_and_options(fifth_game, api):
    listed = {engine["slug"]: engine for engine in api().get("/api/engines/").json()}
    nim = listed[SLUG]
    assert nim["title"] == TITLE
    assert (nim["min_players"], nim["max_players"]) == (2, 3)
    assert set(nim["options"]) == {"pile", "cards"}
    assert nim["stacked_options"] == ["cards"]
    assert nim["option_defaults"] == {"pile": 15}


def test_the_lobby_offers_it_by_title(fifth_game, alice):
    lobby = logged_in(alice).get(reverse("web:lobby")).content.decode()
    assert f'value="{SLUG}"' in lobby and TITLE in lobby


def test_its_stacked_option_stays_hidden_until_the_end():
    options = {"pile": 5, "cards": [1, 2]}
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(ENGINES, SLUG, SECRET_NIM)
        assert options_as_seen(SLUG, options, game_over=False) == {
            "pile": 5,
            "cards": HIDDEN_OPTION_VALUE,
        }
        assert options_as_seen(SLUG, options, game_over=True) == options


def test_it_has_no_board_of_its_own_and_gets_the_generic_one(fifth_game):
    assert renderer_for(SLUG) is GENERIC


def test_created_and_played_to_the_end_through_the_api_and_the_page(fifth_game, alice, bob, api):
    created = api(alice).post(
        "/api/games/",
        {
            "engine": SLUG,
            "players": 2,
            "options": {"pile": 4, "cards": [3, 7]},
            "random_seating": False,
        },
        format="json",
    )
    assert created.status_code == 201, created.content
    game_id = created.json()["id"]
    assert created.json()["options"] == {"pile": 4, "cards": HIDDEN_OPTION_VALUE}
    assert api(bob).post(f"/api/games/{game_id}/join").status_code == 200

    page = logged_in(alice).get(reverse("web:game", args=[game_id])).content.decode()
    assert TITLE in page and "Your turn." in page
    assert 'id="legal-moves"' in page and "Take: count 3" in page  # the generic board's controls
    assert "[3, 7]" not in page  # the stacked cards stay on the server

    game = Game.objects.get(pk=game_id)
    moved = logged_in(alice).post(
        reverse("web:game-move", args=[game_id]),
        {"expected_seq": game.seq, "move": json.dumps({"type": "take", "count": 1})},
    )
    assert moved.status_code in (200, 302)
    game.refresh_from_db()
    legal = api(bob).get(f"/api/games/{game_id}/legal-moves").json()
    assert {"type": "take", "count": 3} in legal["moves"]
    finishing = api(bob).post(
        f"/api/games/{game_id}/moves",
        {"move": {"type": "take", "count": 3}, "expected_seq": game.seq},
        format="json",
    )
    assert finishing.status_code == 201, finishing.content

    game.refresh_from_db()
    assert game.status == GameStatus.FINISHED
    assert game.outcome["scores"] == [3, 17]
    over = api().get(f"/api/games/{game_id}/").json()
    assert over["options"] == {"pile": 4, "cards": [3, 7]}
    finished = logged_in(alice).get(reverse("web:game", args=[game_id])).content.decode()
    assert "Game over — bob wins." in finished
    # its events, which no catalog knows, fall back to the generic words
    assert "Stones taken: seat bob, count 3" in finished
    assert "bob: Take: count 3" not in finished  # the move row: its events say what it did
