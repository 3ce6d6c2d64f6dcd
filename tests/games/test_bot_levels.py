"""Bot levels on the platform: "random", "greedy" and "strong" seats, chosen at creation; bots are
handed the seat's view, never the state; a dropped seat of a larger game is played by "greedy"
where the engine judges positions."""

from __future__ import annotations

import dataclasses
from types import SimpleNamespace

import pytest

from engines import Rng
from games import services
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


def _game_with_a_bot(alice, kind: str):
    game = services.game_create(
        random_seating=False,
        user=alice,
        engine="secret-nim",
        players=2,
        bots=1,
        bot_kind=kind,
        options={"pile": 9},
    )
    game.refresh_from_db()
    services.move_submit(
        game=game, user=alice, move={"type": "take", "count": 1}, expected_seq=game.seq
    )
    game.refresh_from_db()
    return game


def test_a_strong_bot_plays_its_turn_within_the_think_time(secret_nim, alice, settings):
    settings.BOT_THINK_MS = 30
    game = _game_with_a_bot(alice, "strong")
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
    game = _game_with_a_bot(alice, "random")
    assert bot_turn_play(game_id=game.pk, expected_seq=game.seq)
    (view, seat, budget_ms), *_ = seen
    assert seat == 1 and budget_ms == 1000
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
