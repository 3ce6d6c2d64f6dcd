"""Empires: claiming, buying armies, equipment ranks, Sumer empires, starting into enemy armies."""

from __future__ import annotations

import pytest

from engines import IllegalMove
from tests.engines.after_the_flood.game_setup import Game, of_type, place

PASS = {"type": "pass", "bid": {}}
GRAIN = {"resource": "grain"}


def _empire(name, armies_in=1, **extra) -> dict:
    return {"type": "start_empire", "empire": name, "armies_in": armies_in, **extra}


def _ratings(game: Game) -> dict[str, str | None]:
    return {empire["name"]: empire["rating"] for empire in game.view()["empires"]}


def test_equipment_reranks_a_b_c_as_three_empires_start_ties_rank_the_newer_lower():
    game = Game()
    game.run(
        (0, place("textile", "akkad", 2)),
        (1, place("grain", "egypt", 1)),
        (2, place("textile", "guti", 2)),
        (0, _empire("akkad", equip={"textile": 1})),  # equipment 2
    )
    assert _ratings(game) == {"akkad": "A", "guti": None, "sumer": None}
    game.play(1, _empire("sumer", area="ur", equip={"gold": 1}))  # 4: the new leader
    assert _ratings(game) == {"akkad": "B", "guti": None, "sumer": "A"}
    game.play(2, _empire("guti", equip={"textile": 1}))  # 2 ties Akkad: the newer is lower
    assert _ratings(game) == {"akkad": "B", "guti": "C", "sumer": "A"}
    view = game.view()
    assert view["players"][2]["empire"]["rating"] == "C"
    assert view["players"][1]["resources"]["gold"] == 0
    assert view["stock"]["gold"] == 7 - 3  # equipment sits in the Equipment box this turn
    game.finish_turn()
    assert game.view()["stock"]["gold"] == 7 - 2
    assert game.view()["empires"][0]["name"] == "amorites"  # turn 2's empires


@pytest.mark.parametrize(
    ("babylon", "buy", "armies"),
    [
        (False, {}, 10),
        (False, {"grain": 1}, 11),
        (False, {"metal": 1}, 12),
        (False, {"tool": 1}, 13),
        (False, {"grain": 2, "metal": 1, "tool": 1}, 17),
        (True, {}, 12),
        (True, {"grain": 5, "metal": 1, "tool": 1}, 20),  # 22 capped at 20
    ],
)
def test_armies_from_the_empire_purchases_and_babylon(babylon, buy, armies):
    game = Game()
    game.play(0, place("textile", "akkad", 1))
    game.run((1, PASS), (2, PASS))
    if babylon:
        game.play(0, {"type": "build_city", "area": "babylon", "fee": {"resource": "wood"}})
    events = game.play(0, _empire("akkad", fee={"resource": "oil"}, buy=buy))
    started = of_type(events, "empire_started")[0]
    assert started["armies"] == armies
    view = game.view()["players"][0]
    assert view["armies_available"] == armies - 1
    assert view["armies_unavailable"] == 20 - armies
    assert game.view()["areas"]["akkad"]["armies"]["0"] == 1
    assert game.view()["areas"]["akkad"]["workers"]["0"] == 0  # his workers left the area


@pytest.mark.parametrize(
    ("mine", "theirs", "code"),
    [(0, 0, "no_claim"), (1, 2, "no_claim"), (1, 1, None), (2, 1, None)],
)
def test_claiming_needs_a_worker_and_no_fewer_than_anyone(mine, theirs, code):
    game = Game()
    if mine:
        game.play(0, place("tool", "guti", mine))
    else:
        game.play(0, place("grain", "egypt", 1))
    game.play(1, place("tool", "guti", theirs) if theirs else place("grain", "egypt", 1))
    game.play(2, PASS)
    move = _empire("guti", fee=GRAIN)
    if code:
        with pytest.raises(IllegalMove) as refused:
            game.play(0, move)
        assert refused.value.code == code
        assert {
            "type": "start_empire",
            "empire": "guti",
            "area": "guti",
            "buy": {},
            "equip": {},
            "armies_in": 1,
            "fee": GRAIN,
        } not in game.legal(0)
    else:
        game.play(0, move)
        assert game.view()["areas"]["guti"]["workers"] == {"0": 0, "1": theirs, "2": 0}


def test_one_empire_per_player_and_each_empire_once():
    game = Game()
    game.play(0, _empire("sumer", area="lagash"))
    game.play(1, place("textile", "akkad", 1))
    with pytest.raises(IllegalMove) as refused:
        game.play(2, _empire("sumer", area="ur"))
    assert refused.value.code == "bad_empire"
    game.play(2, PASS)
    with pytest.raises(IllegalMove) as refused:
        game.play(0, _empire("akkad", fee=GRAIN))
    assert refused.value.code == "empire_started"


def test_sumer_empire_needs_no_workers_and_starts_in_any_sumer_area_with_two_armies():
    game = Game()
    events = game.play(0, _empire("sumer", area="eridu", armies_in=2))
    assert of_type(events, "empire_started")[0]["armies"] == 3
    view = game.view()
    assert view["areas"]["eridu"]["armies"] == {"0": 2, "1": 0, "2": 0}
    assert view["players"][0]["armies_available"] == 1
    with pytest.raises(IllegalMove):
        game.play(1, _empire("sumer", area="egypt"))


def test_starting_an_empire_into_an_occupied_home_area_fights_first():
    game = Game(dice=[6, 6, 1, 1, 5, 5])
    game.run(
        (0, _empire("sumer", area="nippur", armies_in=1, equip={"gold": 1})),  # A
        (1, place("textile", "guti", 2)),
        (2, PASS),
        (0, {"type": "expand", "kind": "invade", "area": "guti", "fee": GRAIN}),  # 1 army left
    )
    assert game.view()["areas"]["guti"]["armies"]["0"] == 1
    # Guti's workers are seat 1's: he starts Guti into seat 0's army, rated B below seat 0's A.
    events = game.play(1, _empire("guti", armies_in=2, fee=GRAIN))
    assert of_type(events, "empire_started")[0]["workers_removed"] == 2
    assert game.view()["areas"]["guti"]["workers"]["1"] == 0
    assert game.state["pending"] == {
        "kind": "battle",
        "seat": 1,
        "area": "guti",
        "enter": 2,
        "after": "end",
    }
    assert game.legal(1) == [{"type": "roll"}, {"type": "call_off"}]
    events = game.play(1, {"type": "roll"})  # 6 + 6 = 12 >= 7: the defender is gone
    rolled = of_type(events, "dice_rolled")[0]
    assert (rolled["dice"], rolled["needed"], rolled["hit"]) == ([6, 6], 7, True)
    assert game.view()["areas"]["guti"]["armies"] == {"0": 0, "1": 2, "2": 0}
    assert game.view()["players"][1]["armies_available"] == 8 - 2
    assert game.to_act() == [0]  # the action is over: seat 0 is the only other one still in


def test_starting_into_enemy_armies_and_calling_off_leaves_the_empire_off_the_board():
    game = Game(dice=[1, 1])
    game.run(
        (0, _empire("sumer", area="nippur")),
        (1, place("textile", "guti", 2)),
        (2, PASS),
        (0, {"type": "expand", "kind": "invade", "area": "guti", "fee": GRAIN}),  # 1 army left
        (1, _empire("guti", armies_in=2, fee=GRAIN)),
        (1, {"type": "roll"}),  # 2: a miss costs an army
        (1, {"type": "call_off"}),
    )
    view = game.view()
    assert view["players"][1]["empire"]["name"] == "guti"
    assert view["players"][1]["armies_available"] == 7
    assert view["areas"]["guti"]["armies"] == {"0": 1, "1": 0, "2": 0}
    game.play(0, PASS)
    # Re-entry: an empire with no army on the board may invade its home area.
    assert {"type": "expand", "kind": "invade", "area": "guti", "fee": GRAIN} in game.legal(1)
