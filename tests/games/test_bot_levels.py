"""Bot levels on the platform: "random", "greedy" and "strong" seats, chosen at creation; bots are
handed the seat's view, never the state; a dropped seat of a larger game is played by "greedy"
where the engine judges positions."""

from __future__ import annotations

import dataclasses
from types import SimpleNamespace

import pytest

from engines import Rng
from games import services
from games.bot_levels import BOT_THINK_LEVELS, DEFAULT_BOT_THINK_MS
from games.models import GameEvent, GameStatus
from games.services import autoplay
from games.services.bot_turns import bot_turn_play
from tests.engines.toy_engine import SECRET_NIM


@pytest.mark.parametrize("kind", ["random", "greedy", "strong"])
def test_the_api_seats_each_bot_level(secret_nim, api, alice, kind):
    created = api(alice).post(
        "/api/games/",
        {"engine": "secret-nim", "players": 2, "bots": 1, "bot_kind": kind},
        format="json",
    )
    assert created.status_code == 201, created.content
    assert [seat["bot_kind"] for seat in created.json()["seats"] if seat["is_bot"]] == [kind]


def test_an_unknown_bot_level_is_a_json_error(secret_nim, api, alice):
    refused = api(alice).post(
        "/api/games/",
        {"engine": "secret-nim", "players": 2, "bots": 1, "bot_kind": "clever"},
        format="json",
    )
    assert refused.status_code == 400
    assert "bot_kind" in str(refused.json()["error"])


@pytest.mark.parametrize("think_ms", list(BOT_THINK_LEVELS))
def test_a_table_chooses_how_long_its_strong_bots_think(secret_nim, api, alice, think_ms):
    created = api(alice).post(
        "/api/games/",
        {"engine": "secret-nim", "players": 2, "bots": 1, "bot_kind": "strong",
         "bot_think_ms": think_ms},
        format="json",
    )  # fmt: skip
    assert created.status_code == 201, created.content
    assert created.json()["bot_think_ms"] == think_ms


def test_the_default_level_and_an_unknown_one(secret_nim, api, alice):
    created = api(alice).post(
        "/api/games/", {"engine": "secret-nim", "players": 2, "bots": 1}, format="json"
    )
    assert created.json()["bot_think_ms"] == DEFAULT_BOT_THINK_MS == 100
    for wrong in (300, "fast", True, -1):
        refused = api(alice).post(
            "/api/games/",
            {"engine": "secret-nim", "players": 2, "bots": 1, "bot_think_ms": wrong},
            format="json",
        )
        assert refused.status_code == 400, wrong
        assert "bot_think_ms" in str(refused.json()["error"])


def test_the_table_shows_its_strong_bots_level_in_english_and_korean(secret_nim, client, alice):
    game = _game_with_a_bot(alice, "strong", think_ms=100)
    client.force_login(alice)
    page = client.get(f"/games/{game.pk}/").content.decode()
    assert "Strong bots: Quick: 0.1 s a move" in page
    korean = client.get(f"/games/{game.pk}/", HTTP_ACCEPT_LANGUAGE="ko").content.decode()
    assert "강한 봇: 빠름: 한 수에 0.1초" in korean
    greedy = _game_with_a_bot(alice, "greedy", think_ms=100)
    assert "bot-level" not in client.get(f"/games/{greedy.pk}/").content.decode()


def test_the_create_form_offers_the_levels(client, alice):
    client.force_login(alice)
    page = client.get("/").content.decode()
    assert 'name="bot_think_ms"' in page
    for label in ("Quick: 0.1 s a move", "Standard: 0.25 s a move", "Deep: 1 s a move"):
        assert label in page


def _game_with_a_bot(alice, kind: str, think_ms: int = DEFAULT_BOT_THINK_MS):
    game = services.game_create(
        random_seating=False,
        user=alice,
        engine="secret-nim",
        players=2,
        bots=1,
        bot_kind=kind,
        options={"pile": 9},
        bot_think_ms=think_ms,
    )
    game.refresh_from_db()
    services.move_submit(
        game=game, user=alice, move={"type": "take", "count": 1}, expected_seq=game.seq
    )
    game.refresh_from_db()
    return game


def test_a_strong_bot_plays_its_turn_within_the_think_time(secret_nim, alice):
    game = _game_with_a_bot(alice, "strong", think_ms=100)
    assert game.to_act == [1]
    assert bot_turn_play(game_id=game.pk, expected_seq=game.seq)
    game.refresh_from_db()
    move = GameEvent.objects.filter(game=game, type="move", seat=1).get()
    assert move.data["by"] == "bot"
    assert move.data["move"]["type"] in ("take", "pass")
    assert game.to_act == [0] or game.status == GameStatus.FINISHED


def test_the_bot_is_handed_the_seats_view_not_the_state(secret_nim, alice, monkeypatch):
    seen = []

    class Recording:
        name = "random"

        def choose(self, engine, view, seat, rng, budget_ms=None):
            seen.append((view, seat, budget_ms))
            return {"type": "take", "count": 1}

    monkeypatch.setitem(autoplay.BOT_CHOOSERS, "random", Recording())
    game = _game_with_a_bot(alice, "random", think_ms=1000)
    assert bot_turn_play(game_id=game.pk, expected_seq=game.seq)
    (view, seat, budget_ms), *_ = seen
    assert seat == 1 and budget_ms == 1000  # the table's level
    assert view["cards"][0] is None and view["cards"][1] is not None  # alice's card stays hidden


def test_a_stale_bot_task_does_nothing(secret_nim, alice):
    game = _game_with_a_bot(alice, "greedy")
    assert not bot_turn_play(game_id=game.pk, expected_seq=game.seq - 1)
    assert bot_turn_play(game_id=game.pk, expected_seq=game.seq)
    assert not bot_turn_play(game_id=game.pk, expected_seq=game.seq)


def _nim_state(pile: int):
    state = None
    for event in SECRET_NIM.start(3, {"pile": 5, "cards": [1, 2, 3]}, Rng(b"s", "0")):
        state = SECRET_NIM.evolve(state, event)
    return {**state, "pile": pile}


GAME = SimpleNamespace(seat_count=3, seed="ab" * 32, seq=7)


def test_a_dropped_seat_of_a_larger_game_is_played_by_greedy_where_the_engine_judges():
    judging = dataclasses.replace(SECRET_NIM, evaluate=lambda state, seat: 0.5)
    state = _nim_state(2)
    # the fixed policy would pass; greedy takes the last two stones and wins
    assert autoplay.dropped_seat_move(GAME, SECRET_NIM, state, 0) == {"type": "pass"}
    assert autoplay.dropped_seat_move(GAME, judging, state, 0) == {"type": "take", "count": 2}
    two_players = SimpleNamespace(seat_count=2, seed=GAME.seed, seq=7)
    assert autoplay.dropped_seat_move(two_players, judging, state, 0) == {"type": "pass"}
