"""Smaller rules: Ur's textile, armies trading, army and worker fees, building among armies,
scribes moving workers out of boxes, dice from the Rng once the stacked ones run out."""

from __future__ import annotations

import pytest

from engines import IllegalMove
from tests.engines.after_the_flood.game_setup import Game, of_type, place

PASS = {"type": "pass", "bid": {}}
GRAIN = {"resource": "grain"}


@pytest.mark.parametrize(
    ("seat0_weaving", "textile"),
    [
        (1, [3 + 1, 3, 3]),  # 1/1/1: 3 each, Ur's owner one more
        (0, [0, 3, 3]),  # no workers in Weaving: no textile, no Ur bonus either
    ],
)
def test_ur_city_owner_collects_one_more_textile(seat0_weaving, textile):
    game = Game()
    game.play(0, {"type": "build_city", "area": "ur"})
    if not seat0_weaving:
        game.play(1, place("grain", "egypt", 1))
        game.play(2, place("grain", "egypt", 1))
        moves = [{"from": "weaving", "to": "available"}]
        game.play(0, place("textile", "scribes", 1))
        game.play(1, PASS)
        game.play(2, PASS)
        game.play(0, {"type": "place_workers", "pay": None, "scribe_moves": moves, "fee": GRAIN})
    game.finish_turn({1: {"textile": 3}, 2: {"textile": 3}, 0: {"textile": 1}})
    began = of_type(game.events, "turn_began")[-1]
    assert began["turn"] == 2 and began["textile"] == textile


def test_two_armies_make_two_trades_in_their_area():
    game = Game()
    game.run(
        (0, place("textile", "guti", 1)),
        (1, PASS),
        (2, PASS),
        (0, {"type": "start_empire", "empire": "guti", "armies_in": 1, "fee": GRAIN}),
        (0, {"type": "expand", "kind": "invade", "area": "umma", "fee": GRAIN}),
        (0, {"type": "expand_again"}),
        (0, {"type": "expand", "kind": "invade", "area": "elam"}),
        (0, {"type": "expand_again"}),
        (0, {"type": "expand", "kind": "reinforce", "area": "elam"}),
        (0, {"type": "end_action"}),
    )
    step = {"area": "elam", "get": "metal", "give": "textile"}
    with pytest.raises(IllegalMove) as refused:  # Elam offers metal only: one of each type
        game.play(0, {"type": "trade", "steps": [step, step], "fee": GRAIN})
    assert refused.value.code == "trade_limit"
    game.play(0, {"type": "trade", "steps": [step], "fee": GRAIN})
    assert game.hand(0)["metal"] == 2


def test_army_and_worker_fees():
    game = Game()
    game.run(
        (0, {"type": "start_empire", "empire": "sumer", "area": "ur", "armies_in": 1}),
        (1, PASS),
        (2, PASS),
        (0, {"type": "expand", "kind": "invade", "area": "uruk", "fee": {"army": 1}}),
    )
    view = game.view()["players"][0]
    assert view["armies_available"] == 3 - 1 - 1 - 1 and view["armies_unavailable"] == 17 + 1
    game.play(0, place("grain", "egypt", 1, fee={"worker": 1}))
    view = game.view()["players"][0]
    assert view["workers_available"] == 10 - 1 - 1 and view["workers_unavailable"] == 13 + 1


def test_build_city_among_own_armies_but_not_enemy_armies():
    game = Game()
    game.run(
        (0, {"type": "start_empire", "empire": "sumer", "area": "lagash", "armies_in": 2}),
    )
    with pytest.raises(IllegalMove) as refused:
        game.play(1, {"type": "build_city", "area": "lagash"})
    assert refused.value.code == "armies_there"
    assert {"type": "build_city", "area": "lagash"} not in game.legal(1)
    game.play(1, PASS)
    game.play(2, PASS)
    game.play(0, {"type": "build_city", "area": "lagash", "fee": GRAIN})
    assert game.view()["areas"]["lagash"]["city"] == {"seat": 0, "expanded": False}


def test_scribes_move_workers_between_boxes_and_areas():
    game = Game()
    game.play(0, place("textile", "scribes", 2))
    game.play(1, PASS)
    game.play(2, PASS)
    moves = [{"from": "irrigation", "to": "mittani"}, {"from": "scribes", "to": "toolmakers"}]
    game.play(0, {"type": "place_workers", "pay": None, "scribe_moves": moves, "fee": GRAIN})
    view = game.view()
    assert view["boxes"]["irrigation"]["0"] == 0
    assert view["areas"]["mittani"]["workers"]["0"] == 1
    assert view["boxes"]["scribes"]["0"] == 1 and view["boxes"]["scribes_used"]["0"] == 1
    assert view["boxes"]["toolmakers"]["0"] == 1


def test_dice_come_from_the_rng_once_the_stacked_ones_run_out():
    game = Game(dice=[6])
    game.run(
        (0, place("textile", "akkad", 1)),
        (1, {"type": "start_empire", "empire": "sumer", "area": "babylon", "armies_in": 2}),
        (2, PASS),
        (0, {"type": "start_empire", "empire": "akkad", "armies_in": 1, "fee": GRAIN}),
        (1, PASS),
        (0, {"type": "expand", "kind": "invade", "area": "babylon", "fee": GRAIN}),
    )
    first = of_type(game.play(0, {"type": "roll"}), "dice_rolled")[0]
    assert first["dice"][0] == 6 and 1 <= first["dice"][1] <= 6 and first["stacked"] == 1
    assert first["total"] == sum(first["dice"])
    assert game.state["dice"] == []
    if game.state["pending"] and game.state["pending"]["kind"] == "battle":
        second = of_type(game.play(0, {"type": "roll"}), "dice_rolled")[0]
        assert second["stacked"] == 0 and all(1 <= face <= 6 for face in second["dice"])
