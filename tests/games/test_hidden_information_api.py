"""Hidden information through the API: what a seat is shown depends only on what it may know.

The engines' views are tested in tests/engines/test_hidden_information.py; here the platform's
own outputs (game detail, events, history, legal moves) are checked, including the hash chain's
head, which is computed over the raw events and so must not be shown while play lasts.
"""

from __future__ import annotations

import pytest

from games.log.hash_chain import event_hash, seed_commitment
from games.models import Game

pytestmark = pytest.mark.django_db


def _nim_game(api, alice, bob) -> int:
    game = api(alice).post(
        "/api/games/",
        {"engine": "secret-nim", "players": 2, "random_seating": False},
        format="json",
    )
    game_id = game.json()["id"]
    assert api(bob).post(f"/api/games/{game_id}/join").status_code == 200
    return game_id


def test_the_head_hash_would_give_away_the_other_seats_card(secret_nim, alice, bob, api):
    """Why the head hash is withheld during play: it is a hash of the raw events, so a seat can
    try every value of a secret with few possibilities (a card 1-9, a hand of six tiles) and
    see which one gives the published hash."""
    game_id = _nim_game(api, alice, bob)
    seen_by_bob = api(bob).get(f"/api/games/{game_id}/").json()
    started = api(bob).get(f"/api/games/{game_id}/events").json()["events"][0]["data"]
    assert started["cards"][0] is None  # alice's card is hidden from bob ...

    game = Game.objects.get(pk=game_id)
    guesses = [
        card
        for card in range(1, 10)
        if event_hash(
            seed_commitment(game.seed),
            seq=1,
            type="game_started",
            data={**started, "cards": [card, started["cards"][1]]},
            seat=None,
        )
        == game.head_hash
    ]
    assert len(guesses) == 1  # ... but the raw head hash pins it down,
    assert seen_by_bob["head_hash"] is None  # so the API does not show it during play


def test_the_head_hash_is_shown_once_the_game_is_over(secret_nim, alice, bob, api):
    game_id = _nim_game(api, alice, bob)
    assert api(alice).get("/api/games/").json()["results"][0]["head_hash"] is None
    assert api(bob).post(f"/api/games/{game_id}/resign").status_code == 200
    game = Game.objects.get(pk=game_id)
    for client in (api(alice), api(None)):
        detail = client.get(f"/api/games/{game_id}/").json()
        assert detail["head_hash"] == game.head_hash and detail["seed"] == game.seed


def _twin_games(api, alice, bob, bag_a, bag_b) -> list[int]:
    """Two Tigris Euphyu games with the same seed and different stacked bags."""
    ids = []
    for bag in (bag_a, bag_b):
        created = api(alice).post(
            "/api/games/",
            {"engine": "tigris-euphyu", "players": 2, "options": {"bag_order": bag}},
            format="json",
        )
        assert created.status_code == 201, created.content
        ids.append(created.json()["id"])
    seed = "ab" * 32  # test setup: the same secret seed, so the draws of the rng coincide
    Game.objects.filter(pk__in=ids).update(seed=seed, seed_commitment=seed_commitment(seed))
    for game_id in ids:
        assert api(bob).post(f"/api/games/{game_id}/join").status_code == 200
    return ids


def _as_seen(client, game_id) -> dict:
    detail = client.get(f"/api/games/{game_id}/").json()
    events = client.get(f"/api/games/{game_id}/events").json()["events"]
    history = client.get(f"/api/games/{game_id}/state?at=1").json()
    legal = client.get(f"/api/games/{game_id}/legal-moves").json()
    for event in events:
        event.pop("created_at")
    for key in ("id", "created_at", "started_at"):
        detail.pop(key)
    detail["waiting"].pop("since")  # when the wait began: a time, like started_at
    return {"detail": detail, "events": events, "history": history, "legal": legal}


def test_a_different_bag_order_beyond_the_drawn_tiles_changes_nothing_shown(alice, bob, api):
    from engines.tigris_euphyu.data import BAG_COUNTS

    bag = [colour for colour, count in sorted(BAG_COUNTS.items()) for _ in range(count)]
    other = bag[:40] + list(reversed(bag[40:]))
    assert other != bag
    first, second = _twin_games(api, alice, bob, bag, other)
    for ply in range(4):
        for client in (api(alice), api(bob), api(None)):
            assert _as_seen(client, first) == _as_seen(client, second), f"ply {ply}"
        seen = api(alice).get(f"/api/games/{first}/").json()
        player = alice if seen["to_act"] == [0] else bob
        move = api(player).get(f"/api/games/{first}/legal-moves").json()["moves"][0]
        for game_id in (first, second):
            answer = api(player).post(
                f"/api/games/{game_id}/moves",
                {"move": move, "expected_seq": seen["seq"]},
                format="json",
            )
            assert answer.status_code == 201, answer.content
    raw = [Game.objects.get(pk=pk).options["bag_order"] for pk in (first, second)]
    assert raw[0] != raw[1]  # the games did differ, in the hidden bag order
    shown = api(bob).get(f"/api/games/{first}/").json()["options"]
    assert shown == {
        "bag_order": "hidden until the game ends"
    }  # the stacked bag is not shown during play


def test_stacked_options_are_shown_once_the_game_is_over(alice, api):
    from engines.tigris_euphyu.data import BAG_COUNTS

    bag = [colour for colour, count in sorted(BAG_COUNTS.items()) for _ in range(count)]
    options = {"bag_order": bag, "mode": "classic"}
    created = (
        api(alice)
        .post(
            "/api/games/",
            {"engine": "tigris-euphyu", "players": 2, "bots": 1, "options": options},
            format="json",
        )
        .json()
    )
    assert created["options"] == {"bag_order": "hidden until the game ends", "mode": "classic"}
    assert api(alice).post(f"/api/games/{created['id']}/resign").status_code == 200
    detail = api(None).get(f"/api/games/{created['id']}/").json()
    assert detail["status"] == "finished" and detail["options"] == options
