"""Learn from your mistakes: a judged game's marked positions of your seat, retried from your
view as it was until a move is within the inaccuracy threshold of the search's best; the API
(with bad input answered 4xx), the analysis' judgements over the API, and across your games."""

from __future__ import annotations

import pytest

from engines import ENGINES
from games import services
from games.models import Game, GameAnalysis
from games.services.analysis import analysis_request, analysis_run
from reviews.models import MistakeRetry
from tests.games.hidden_call import CALL, FOLD, HIDDEN_CALL


@pytest.fixture
def hidden_call():
    ENGINES[HIDDEN_CALL.slug] = HIDDEN_CALL
    yield HIDDEN_CALL
    ENGINES.pop(HIDDEN_CALL.slug, None)


def judged_game(alice, bob, settings, cards, move) -> Game:
    """A hidden-call game of alice (seat 0) and bob with stacked cards, alice's `move` played,
    analysed with a tiny budget."""
    settings.ANALYSIS_ITERATIONS = 40
    game = services.game_create(
        random_seating=False, user=alice, engine="hidden-call", players=2,
        options={"cards": cards},
    )  # fmt: skip
    services.game_join(game=game, user=bob)
    game.refresh_from_db()
    services.move_submit(game=game, user=alice, move=move, expected_seq=game.seq)
    game = Game.objects.get(pk=game.pk)
    assert game.status == "finished"
    analysis, _queued = analysis_request(game=game, user=alice)
    analysis_run(analysis_id=analysis.pk)
    return game


def test_the_api_shows_both_verdicts_the_accuracy_and_key_moves(
    hidden_call, api, alice, bob, settings
):
    game = judged_game(alice, bob, settings, [8, 9], CALL)
    body = api(bob).get(f"/api/games/{game.pk}/analysis").json()
    (ply,) = body["plies"]
    assert ply["verdict"] == "blunder" and ply["seen"]["verdict"] == ""
    assert ply["note"] == "unlucky" and ply["seen"]["preferred"] == CALL
    assert body["accuracy"] == [100.0, None] and body["key_moves"] == [ply["seq"]]
    # an unlucky move is no mistake to retry
    assert api(alice).get(f"/api/games/{game.pk}/mistakes").json() == {"positions": []}


def test_retry_a_visible_blunder_until_solved(hidden_call, api, alice, bob, settings):
    game = judged_game(alice, bob, settings, [1, 5], CALL)
    listed = api(alice).get(f"/api/games/{game.pk}/mistakes").json()["positions"]
    assert [(p["verdict"], p["solved"], p["played"]) for p in listed] == [("blunder", False, CALL)]
    seq = listed[0]["seq"]
    position = api(alice).get(f"/api/games/{game.pk}/mistakes/{seq}").json()
    assert position["view"]["cards"] == [1, None]  # the seat's view as it was
    assert position["legal_moves"] == [FOLD, CALL] and position["preferred"] is None
    again = api(alice).post(f"/api/games/{game.pk}/mistakes/{seq}", {"move": CALL}, format="json")
    assert again.status_code == 200
    assert again.json()["solved"] is False and again.json()["preferred"] is None
    found = api(alice).post(f"/api/games/{game.pk}/mistakes/{seq}", {"move": FOLD}, format="json")
    assert found.json()["solved"] is True and found.json()["preferred"] == FOLD
    assert found.json()["tries"] == 2
    retry = MistakeRetry.objects.get(user=alice, game=game, seq=seq)
    assert retry.tries == 2 and retry.solved_at is not None
    across = api(alice).get("/api/mistakes", {"engine": "hidden-call"}).json()["positions"]
    assert [(p["game"], p["seq"], p["solved"]) for p in across] == [(game.pk, seq, True)]


def test_mistakes_are_refused_to_others_before_judgement_and_for_bad_input(
    hidden_call, api, alice, bob, carol, settings
):
    game = judged_game(alice, bob, settings, [1, 5], CALL)
    seq = api(alice).get(f"/api/games/{game.pk}/mistakes").json()["positions"][0]["seq"]
    url = f"/api/games/{game.pk}/mistakes/{seq}"
    assert api(bob).get(f"/api/games/{game.pk}/mistakes").json() == {"positions": []}
    assert api(bob).get(url).status_code == 404  # not bob's move
    assert api(carol).get(url).status_code == 403  # no seat
    assert api().get(url).status_code in (401, 403)
    assert api(alice).get(f"/api/games/{game.pk}/mistakes/{seq + 1}").status_code == 404
    for bad in (
        {"move": {"type": "raise"}},
        {"move": "x"},
        {"move": [1] * 40},
        {},
        {"move": "\x00"},
    ):
        answer = api(alice).post(url, bad, format="json")
        assert 400 <= answer.status_code < 500, (bad, answer.content)
    assert api(alice).get("/api/mistakes", {"engine": "x" * 65}).status_code == 400
    assert api(alice).get("/api/mistakes").status_code == 400
    assert api(alice).get("/api/mistakes", {"engine": "nope"}).json() == {"positions": []}
    GameAnalysis.objects.filter(game=game).update(plies=[{"seq": seq, "seat": 0, "loss": 0}])
    refused = api(alice).get(f"/api/games/{game.pk}/mistakes")
    assert refused.status_code == 409 and refused.json()["error"]["code"] == "not_judged"


def test_no_judgements_while_a_game_runs(hidden_call, api, alice, bob):
    game = services.game_create(
        random_seating=False, user=alice, engine="hidden-call", players=2,
        options={"cards": [1, 5]},
    )  # fmt: skip
    services.game_join(game=game, user=bob)
    answer = api(alice).get(f"/api/games/{game.pk}/mistakes")
    assert answer.status_code == 409 and answer.json()["error"]["code"] == "analysis_after_the_end"
    assert "5" not in answer.content.decode().replace(str(game.pk), "")


def test_a_tigris_euphrates_game_is_judged_and_its_marked_positions_served(
    finished, api, alice, settings
):
    settings.ANALYSIS_ITERATIONS = 5
    analysis, _queued = analysis_request(game=finished, user=alice)
    analysis_run(analysis_id=analysis.pk)
    body = api(alice).get(f"/api/games/{finished.pk}/analysis").json()
    assert body["status"] == "done" and body["plies"]
    assert all("seen" in ply and 0 <= ply["accuracy"] <= 100 for ply in body["plies"])
    assert len(body["accuracy"]) == 2 and set(body["key_moves"]) <= {
        p["seq"] for p in body["plies"]
    }
    listed = api(alice).get(f"/api/games/{finished.pk}/mistakes")
    assert listed.status_code == 200
    for position in listed.json()["positions"]:
        shown = api(alice).get(f"/api/games/{finished.pk}/mistakes/{position['seq']}").json()
        assert position["played"] in shown["legal_moves"] and shown["preferred"] is None
        others = [p for seat, p in enumerate(shown["view"]["players"]) if seat != position["seat"]]
        assert others and all("hand" not in player for player in others)  # the seat's view
        page = client_of(alice).get(f"/games/{finished.pk}/mistakes/{position['seq']}")
        html = page.content.decode()
        assert "<svg" in html.split("mistake-board", 1)[1].split("</div>", 1)[0], html  # drawn


def client_of(user):
    from django.test import Client

    client = Client()
    client.force_login(user)
    return client
