""" "Suggest a move": the strong bot's move for the player to act, offered only in an unrated
sandbox (a fork of a finished game), never in a game that counts; the same position suggests
the same move; asking plays nothing."""

from __future__ import annotations

import pytest

from games import services
from games.models import Game
from games.services.forks import game_fork
from tests.games.play import play_to_end

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _quick_bot(settings):
    settings.SUGGEST_THINK_MS = 30


def _nim(alice, bob, *, rated=False):
    game = services.game_create(
        random_seating=False,
        user=alice,
        engine="secret-nim",
        players=2,
        options={"pile": 12},
        rated=rated,
    )
    services.game_join(game=game, user=bob)
    return Game.objects.get(pk=game.pk)


def _sandbox_at_my_turn(finished, user) -> Game:
    """A fork of `finished` from its first position where `user`'s seat is to act."""
    for seat in range(finished.seat_count):
        fork = game_fork(game=finished, user=user, at=1, seat=seat)
        if seat in fork.to_act:
            return fork
    raise AssertionError("no seat is to act after the first event")


def test_a_sandbox_player_to_act_gets_a_legal_move_and_nothing_is_played(
    secret_nim, api, alice, bob, carol
):
    sandbox = _sandbox_at_my_turn(play_to_end(_nim(alice, bob)), carol)
    seq = sandbox.seq
    answer = api(carol).post(f"/api/games/{sandbox.pk}/suggestion")
    assert answer.status_code == 200, answer.content
    body = answer.json()
    legal = api(carol).get(f"/api/games/{sandbox.pk}/legal-moves").json()["moves"]
    assert body["seq"] == seq and body["seat"] in Game.objects.get(pk=sandbox.pk).to_act
    assert body["move"] in legal
    # asked again at the same position: the same move; and the game did not move
    assert api(carol).post(f"/api/games/{sandbox.pk}/suggestion").json() == body
    assert Game.objects.get(pk=sandbox.pk).seq == seq
    # the suggested move is one the player can then play
    played = api(carol).post(
        f"/api/games/{sandbox.pk}/moves",
        {"move": body["move"], "expected_seq": seq},
        format="json",
    )
    assert played.status_code == 201, played.content


def test_no_suggestion_in_a_game_that_counts_or_out_of_turn(secret_nim, api, alice, bob, carol):
    rated = _nim(alice, bob, rated=True)
    unrated = _nim(alice, bob)
    finished = play_to_end(_nim(alice, bob))
    sandbox = _sandbox_at_my_turn(finished, carol)
    cases = [
        (alice, rated, 403, "suggestions_in_sandboxes_only"),  # alice is to act: still no
        (alice, unrated, 403, "suggestions_in_sandboxes_only"),  # a real game, even unrated
        (alice, finished, 403, "suggestions_in_sandboxes_only"),
        (bob, sandbox, 403, "not_a_player"),  # a spectator of the sandbox
    ]
    for user, game, status, code in cases:
        answer = api(user).post(f"/api/games/{game.pk}/suggestion")
        assert (answer.status_code, answer.json()["error"]["code"]) == (status, code), game
    assert api(None).post(f"/api/games/{sandbox.pk}/suggestion").status_code == 401
    # carol's turn played: now the bots are to move, not carol
    suggestion = api(carol).post(f"/api/games/{sandbox.pk}/suggestion").json()
    services.move_submit(
        game=Game.objects.get(pk=sandbox.pk),
        user=carol,
        move=suggestion["move"],
        expected_seq=suggestion["seq"],
    )
    later = Game.objects.get(pk=sandbox.pk)
    assert later.status == "active" and suggestion["seat"] not in later.to_act
    answer = api(carol).post(f"/api/games/{sandbox.pk}/suggestion")
    assert answer.status_code == 409 and answer.json()["error"]["code"] == "not_your_turn"


def test_the_sandbox_page_offers_a_suggestion_and_plays_it(secret_nim, client, alice, bob, carol):
    sandbox = _sandbox_at_my_turn(play_to_end(_nim(alice, bob)), carol)
    client.force_login(carol)
    page = client.get(f"/games/{sandbox.pk}/").content.decode()
    assert 'id="suggest-move"' in page
    shown = client.post(f"/games/{sandbox.pk}/suggest", HTTP_HX_REQUEST="true").content.decode()
    assert "The strong bot suggests:" in shown and 'id="play-suggestion"' in shown
    assert Game.objects.get(pk=sandbox.pk).seq == sandbox.seq  # offered, not played
    move = shown.split('name="move" value="', 1)[1].split('"', 1)[0].replace("&quot;", '"')
    client.post(f"/games/{sandbox.pk}/move", {"move": move, "expected_seq": sandbox.seq})
    assert Game.objects.get(pk=sandbox.pk).seq > sandbox.seq


def test_a_real_game_page_offers_no_suggestion_and_refuses_one(secret_nim, client, alice, bob):
    game = _nim(alice, bob)
    client.force_login(alice)
    assert 'id="suggest-move"' not in client.get(f"/games/{game.pk}/").content.decode()
    refused = client.post(f"/games/{game.pk}/suggest", HTTP_HX_REQUEST="true").content.decode()
    assert "only in unrated sandboxes" in refused and 'id="play-suggestion"' not in refused
    assert Game.objects.get(pk=game.pk).seq == game.seq
