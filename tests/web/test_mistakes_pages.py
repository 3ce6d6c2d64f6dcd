"""The judgements on the replay (the verdicts in the move list, rings on the chart, each
seat's accuracy), in English and Korean, and the learn-from-your-mistakes pages: a game's marked
moves, one retried by a form, the list across one engine's games; nothing before the end."""

from __future__ import annotations

import json

import pytest
from django.test import Client

from engines import ENGINES
from games import services
from reviews.services.mistakes import marked_positions
from tests.games.hidden_call import CALL, FOLD, HIDDEN_CALL
from tests.reviews.test_mistakes import judged_game


@pytest.fixture
def hidden_call():
    ENGINES[HIDDEN_CALL.slug] = HIDDEN_CALL
    yield HIDDEN_CALL
    ENGINES.pop(HIDDEN_CALL.slug, None)


def logged_in(user, language: str = "en") -> Client:
    client = Client(HTTP_ACCEPT_LANGUAGE=language)
    client.force_login(user)
    client.cookies["django_language"] = language
    return client


def test_the_replay_shows_both_verdicts_and_the_accuracy(hidden_call, alice, bob, settings):
    game = judged_game(alice, bob, settings, [1, 5], CALL)
    page = logged_in(alice).get(f"/games/{game.pk}/replay").content.decode()
    assert "Blunder you could have seen" in page and "judgement-blunder" in page
    assert "verdict-mark verdict-blunder" in page  # the ring on the chart
    assert "Accuracy (from what each seat knew):" in page
    assert f"/games/{game.pk}/mistakes" in page
    korean = logged_in(alice, "ko").get(f"/games/{game.pk}/replay").content.decode()
    assert "알아챌 수 있었던 대실수" in korean and "실수에서 배우기" in korean


def test_an_unlucky_call_says_so(hidden_call, alice, bob, settings):
    game = judged_game(alice, bob, settings, [8, 9], CALL)
    page = logged_in(bob).get(f"/games/{game.pk}/replay").content.decode()
    assert "good given what you knew; unlucky (Blunder against what was hidden" in page
    assert "key move" in page


def test_retry_by_the_form_and_the_list_across_games(hidden_call, alice, bob, settings):
    game = judged_game(alice, bob, settings, [1, 5], CALL)
    client = logged_in(alice)
    listed = client.get(f"/games/{game.pk}/mistakes").content.decode()
    assert "Blunder: you played Call" in listed
    seq = marked_positions(game=game, user=alice)[0]["seq"]
    url = f"/games/{game.pk}/mistakes/{seq}"
    page = client.get(url).content.decode()
    assert "Try this move" in page
    assert 'class="replay-board mistake-board"' in page  # the board as the seat saw it
    wrong = client.post(url, {"move": json.dumps(CALL)}).content.decode()
    assert "Try again." in wrong
    right = client.post(url, {"move": json.dumps(FOLD)}).content.decode()
    assert "Well found" in right and "Solved." in right
    for junk in ("", "{", '{"type": "raise"}', "\x00", "[" * 100):
        answer = client.post(url, {"move": junk})
        assert answer.status_code in (302, 400)  # refused: back to the list, or at the door
    across = client.get("/mistakes/", {"engine": "hidden-call"}).content.decode()
    assert f"Game #{game.pk}: Blunder" in across and "solved" in across
    assert client.get("/mistakes/", {"engine": "x\x00"}).status_code == 400  # at the door
    assert "No marked moves" not in client.get("/mistakes/", {"engine": "nope"}).content.decode()
    assert logged_in(bob).get(url).status_code == 302  # not bob's move


def test_no_mistakes_page_while_the_game_runs(hidden_call, alice, bob):
    game = services.game_create(
        random_seating=False, user=alice, engine="hidden-call", players=2,
        options={"cards": [1, 5]},
    )  # fmt: skip
    services.game_join(game=game, user=bob)
    answer = logged_in(alice).get(f"/games/{game.pk}/mistakes", follow=True)
    assert "A game can be analysed once it is over." in answer.content.decode()
