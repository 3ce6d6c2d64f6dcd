"""A new game is its engine package, its face package and one registry line each: Secret Nim (the
suite's toy engine) with a face from the test tree (tests/web/nim_face.py), registered here and
nowhere else, is drawn by its own board, told by its own sentences, refused in its own words
through the API and shown finished with its own breakdown, played through the API and a page."""

from __future__ import annotations

import json

import pytest
from django.test import Client
from django.urls import reverse

from engines import ENGINES
from games.models import Game, GameStatus
from tests.engines.toy_engine import SECRET_NIM
from tests.web.nim_face import FACE as NIM_FACE
from web.boards.rendering import renderer_for
from web.faces.registry import face_register, face_unregister

pytestmark = pytest.mark.django_db

SLUG = SECRET_NIM.slug
KOREAN = {"HTTP_ACCEPT_LANGUAGE": "ko-KR,ko;q=0.9"}


@pytest.fixture
def sixth_game(monkeypatch):
    monkeypatch.setitem(ENGINES, SLUG, SECRET_NIM)  # the engine's registry line
    face_register(NIM_FACE)  # the face's registry line
    yield SECRET_NIM
    face_unregister(SLUG)


def logged_in(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def test_its_face_draws_its_board(sixth_game):
    assert renderer_for(SLUG) is NIM_FACE.board


def test_without_its_face_it_falls_back_to_the_generic_words(monkeypatch, alice, bob, api):
    monkeypatch.setitem(ENGINES, SLUG, SECRET_NIM)
    game_id = (
        api(alice)
        .post("/api/games/", {"engine": SLUG, "players": 2, "random_seating": False}, format="json")
        .json()["id"]
    )
    api(bob).post(f"/api/games/{game_id}/join")
    page = logged_in(alice).get(reverse("web:game", args=[game_id])).content.decode()
    assert 'id="nim-take-1"' not in page and "Take: count 1" in page


def test_played_to_the_end_through_the_api_and_the_page(sixth_game, alice, bob, api):
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
    assert api(bob).post(f"/api/games/{game_id}/join").status_code == 200

    # The page draws the face's board, its moves as the board's own targets.
    page = logged_in(alice).get(reverse("web:game", args=[game_id])).content.decode()
    assert "Your turn." in page and 'id="nim-pile"' in page
    assert 'id="nim-take-1"' in page and 'id="nim-take-3"' in page
    assert "[3, 7]" not in page  # the stacked cards stay on the server

    game = Game.objects.get(pk=game_id)
    moved = logged_in(alice).post(
        reverse("web:game-move", args=[game_id]),
        {"expected_seq": game.seq, "move": json.dumps({"type": "take", "count": 1})},
    )
    assert moved.status_code in (200, 302)
    game.refresh_from_db()

    url = f"/api/games/{game_id}/moves"
    four = api(bob).post(
        url, {"move": {"type": "take", "count": 4}, "expected_seq": game.seq}, format="json"
    )
    assert four.status_code == 400 and four.json()["error"]["code"] == "bad_count"

    finishing = api(bob).post(
        url, {"move": {"type": "take", "count": 3}, "expected_seq": game.seq}, format="json"
    )
    assert finishing.status_code == 201, finishing.content
    game.refresh_from_db()
    assert game.status == GameStatus.FINISHED
    assert game.outcome["scores"] == [3, 17]

    finished = logged_in(alice).get(reverse("web:game", args=[game_id])).content.decode()
    assert "Game over — bob wins." in finished
    assert "alice took 1 stone." in finished and "bob took 3 stones." in finished  # its sentences
    assert "the last stone: 10 + the card" in finished  # its breakdown of the final score
    replay = logged_in(alice).get(reverse("web:replay", args=[game_id])).content.decode()
    assert "bob took 3 stones." in replay


def test_its_refusals_are_its_faces_in_the_api(sixth_game, alice, bob, api):
    game_id = (
        api(alice)
        .post(
            "/api/games/",
            {"engine": SLUG, "players": 2, "options": {"pile": 3}, "random_seating": False},
            format="json",
        )
        .json()["id"]
    )
    api(bob).post(f"/api/games/{game_id}/join")
    take = {"type": "take", "count": 3}
    first = api(alice).post(
        f"/api/games/{game_id}/moves",
        {"move": {"type": "take", "count": 1}, "expected_seq": Game.objects.get(pk=game_id).seq},
        format="json",
    )
    assert first.status_code == 201
    seq = Game.objects.get(pk=game_id).seq
    url = f"/api/games/{game_id}/moves"
    body = {"move": take, "expected_seq": seq}
    english = api(bob).post(url, body, format="json").json()["error"]
    korean = api(bob).post(url, body, format="json", **KOREAN).json()["error"]
    assert english["code"] == korean["code"] == "too_many"
    assert english["message"] == "The pile does not hold that many stones."
    assert korean["message"] == "여기서는 그 수를 쓸 수 없습니다."  # the face's sentence, in Korean
    face_unregister(SLUG)  # without its face, the engine's English
    plain = api(bob).post(url, body, format="json", **KOREAN).json()["error"]
    assert plain["message"] == "The pile does not hold that many stones."
