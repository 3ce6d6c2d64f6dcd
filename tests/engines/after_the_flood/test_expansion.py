"""Expansion and battles: invade along borders and arrows, reinforce, destroy cities, dice rolls."""

from __future__ import annotations

import pytest

from engines import IllegalMove
from tests.engines.after_the_flood.game_setup import Game, of_type, place

PASS = {"type": "pass", "bid": {}}
GRAIN = {"resource": "grain"}


def _invade(area, **extra) -> dict:
    return {"type": "expand", "kind": "invade", "area": area, **extra}


def _akkad_against_babylon(dice, seat1_equip, seat0_equip) -> Game:
    """Seat 1 holds Babylon with 2 Sumer armies; seat 0 starts Akkad next to it (arrow to Babylon)."""
    game = Game(dice=dice)
    game.run(
        (0, place("textile", "akkad", 2)),
        (
            1,
            {
                "type": "start_empire",
                "empire": "sumer",
                "area": "babylon",
                "armies_in": 2,
                "equip": seat1_equip,
            },
        ),
        (2, PASS),
        (
            0,
            {
                "type": "start_empire",
                "empire": "akkad",
                "armies_in": 1,
                "equip": seat0_equip,
                "fee": GRAIN,
            },
        ),
        (1, PASS),
    )
    return game


def test_battle_needing_seven_with_a_lost_army():
    # Seat 0's Akkad (no equipment, B) attacks seat 1's Sumer empire (gold, A): 7+ needed.
    game = _akkad_against_babylon([3, 3, 4, 3, 6, 5], {"gold": 1}, {})
    assert game.view()["players"][0]["armies_available"] == 9
    events = game.play(0, _invade("babylon", fee=GRAIN))
    assert of_type(events, "decision_pending")[0]["pending"]["kind"] == "battle"
    rolls = []
    for _ in range(3):
        rolls += of_type(game.play(0, {"type": "roll"}), "dice_rolled")
    assert [(r["dice"], r["total"], r["needed"], r["hit"]) for r in rolls] == [
        ([3, 3], 6, 7, False),  # a miss: seat 0 loses an available army
        ([4, 3], 7, 7, True),  # the first defending army goes
        ([6, 5], 11, 7, True),  # the second: the area is clear, 1 army moves in
    ]
    view = game.view()
    assert view["areas"]["babylon"]["armies"] == {"0": 1, "1": 0, "2": 0}
    assert view["players"][0]["armies_available"] == 9 - 1 - 1
    assert view["players"][0]["armies_unavailable"] == 10 + 1
    assert view["players"][1]["armies_unavailable"] == 17 + 2
    assert view["areas"]["babylon"]["city"] is None
    assert game.state["pending"] == {"kind": "after_expand", "seat": 0}  # expand again may follow


@pytest.mark.parametrize(
    ("seat0_equip", "seat1_equip", "needed"),
    [
        ({"gold": 1}, {}, 5),  # attacker rated higher
        ({}, {"gold": 1}, 7),
        ({"textile": 1}, {"wood": 1}, 7),  # 2 = 2: the newer (attacker) is lower
        ({"gold": 1, "tool": 1}, {"gold": 1}, 5),
    ],
)
def test_roll_needs_five_when_rated_higher_else_seven(seat0_equip, seat1_equip, needed):
    game = _akkad_against_babylon([2, 2], seat1_equip, seat0_equip)
    game.play(0, _invade("babylon", fee=GRAIN))
    rolled = of_type(game.play(0, {"type": "roll"}), "dice_rolled")[0]
    assert rolled["needed"] == needed
    assert rolled["hit"] is False


def test_battle_ends_by_itself_when_the_attacker_runs_out_of_armies():
    game = Game(dice=[1, 1] * 6)
    game.run(
        (0, {"type": "start_empire", "empire": "sumer", "area": "nippur", "armies_in": 2}),
        (1, place("textile", "guti", 1)),
        (2, PASS),
        (0, PASS),
        (1, {"type": "start_empire", "empire": "guti", "armies_in": 2, "fee": GRAIN}),
    )
    # Guti: 8 armies, 2 in Guti, 6 available; invade Nippur (2 of seat 0's armies).
    game.run((1, _invade("nippur", fee=GRAIN)))
    for _ in range(5):
        game.play(1, {"type": "roll"})
    assert game.state["pending"]["kind"] == "battle"
    events = game.play(1, {"type": "roll"})
    assert [e["type"] for e in events] == ["dice_rolled", "action_ended"]
    assert game.view()["players"][1]["armies_available"] == 0
    assert game.state["pending"] is None
    assert not [m for m in game.legal(1) if m["type"] == "expand"]  # no army left to expand with
    assert game.view()["areas"]["nippur"]["armies"]["0"] == 2


def test_one_way_arrows_reinforce_to_two_and_expand_again():
    game = Game()
    game.run(
        (0, place("textile", "akkad", 1)),
        (1, PASS),
        (2, PASS),
        (0, {"type": "start_empire", "empire": "akkad", "armies_in": 1, "fee": GRAIN}),
    )
    targets = {(m["kind"], m["area"]) for m in game.legal(0) if m["type"] == "expand"}
    assert targets == {("invade", "babylon"), ("reinforce", "akkad")}  # Akkad -> Babylon only
    game.play(0, _invade("babylon", fee=GRAIN))
    assert game.legal(0) == [{"type": "expand_again", "pay_army": True}, {"type": "end_action"}]
    game.play(0, {"type": "expand_again", "pay_army": True})
    assert game.view()["players"][0]["armies_available"] == 7
    targets = {(m["kind"], m["area"]) for m in game.legal(0)}
    assert ("invade", "akkad") not in targets  # never against the arrow
    assert {("invade", "sippar"), ("invade", "nippur"), ("reinforce", "babylon")} <= targets
    assert all("fee" not in move for move in game.legal(0))  # no fee inside the action
    game.play(0, {"type": "expand", "kind": "reinforce", "area": "babylon"})
    game.play(0, {"type": "expand_again"})
    with pytest.raises(IllegalMove) as refused:
        game.play(0, {"type": "expand", "kind": "reinforce", "area": "babylon"})  # 2 at most
    assert refused.value.code == "cannot_expand"
    with pytest.raises(IllegalMove):
        game.play(0, _invade("dilmun"))
    game.play(0, _invade("kassites"))
    view = game.view()
    assert view["areas"]["babylon"]["armies"]["0"] == 2
    assert view["areas"]["kassites"]["armies"]["0"] == 1
    assert view["players"][0]["armies_available"] == 10 - 1 - 1 - 1 - 1 - 1 - 1


@pytest.mark.parametrize(
    ("owner_cities", "target", "cost"),
    [
        (["umma"], "umma", 2),
        (["umma", "ur"], "umma", 2),
        (["umma", "shuruppak"], "umma", 3),  # Shuruppak and another city
        (["shuruppak"], "shuruppak", 2),
        (["shuruppak", "ur"], "shuruppak", 3),
    ],
)
def test_destroy_a_city_costs_two_armies_or_three_with_shuruppak(owner_cities, target, cost):
    game = Game()
    for area in owner_cities:
        game.play(0, {"type": "build_city", "area": area})
        game.play(1, place("grain", "egypt", 1))
        game.play(2, place("grain", "egypt", 1))
    game.play(0, place("grain", "egypt", 1))
    game.play(
        1,
        {
            "type": "start_empire",
            "empire": "sumer",
            "area": target,
            "armies_in": 1,
            "buy": {"tool": 1},
        },
    )
    game.play(2, PASS)
    game.play(0, PASS)
    assert game.view()["players"][1]["armies_available"] == 5
    events = game.play(1, {"type": "expand", "kind": "destroy_city", "area": target, "fee": GRAIN})
    assert of_type(events, "city_destroyed")[0]["count"] == cost
    view = game.view()
    assert view["areas"][target]["city"] is None
    assert view["players"][1]["armies_available"] == 5 - cost
    assert target not in view["players"][0]["cities"]


def test_view_shows_the_battle_the_attacker_owes():
    game = _akkad_against_babylon([], {"gold": 1}, {})
    game.play(0, _invade("babylon", fee=GRAIN))
    pending = game.view(2)["pending"]
    assert pending == {
        "kind": "battle",
        "seat": 0,
        "area": "babylon",
        "enter": 1,
        "after": "expand",
        "defender": 1,
        "needs": 7,
    }
    assert game.view(2)["to_act"] == [0]
