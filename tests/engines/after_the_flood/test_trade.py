"""Trade: one per worker (or army) in each area, one of each offered resource, Sippar, toolmakers."""

from __future__ import annotations

import pytest

from engines import IllegalMove
from tests.engines.after_the_flood.game_setup import Game, of_type, place

PASS = {"type": "pass", "bid": {}}


def _trade(*steps, **extra) -> dict:
    return {"type": "trade", "steps": list(steps), **extra}


def _step(area, get, give) -> dict:
    return {"area": area, "get": get, "give": give}


def _with_workers(seat0_moves, sippar=False) -> Game:
    """Seat 0 places workers (and maybe builds Sippar); seats 1 and 2 stay in, without fees."""
    game = Game()
    for move in seat0_moves:
        game.play(0, move)
        game.play(1, place("grain", "egypt", 1))
        game.play(2, place("grain", "egypt", 1))
    if sippar:
        game.play(0, {"type": "build_city", "area": "sippar"})
        game.play(1, place("grain", "egypt", 1))
        game.play(2, place("grain", "egypt", 1))
    return game


@pytest.mark.parametrize(
    ("workers", "sippar", "steps", "result"),
    [
        # Mittani offers wood and metal: two workers can take one of each
        (2, False, [("mittani", "wood", "grain"), ("mittani", "metal", "textile")], "ok"),
        # ... but never two of the same type without Sippar
        (2, False, [("mittani", "wood", "grain"), ("mittani", "wood", "grain")], "trade_limit"),
        # one worker: one trade
        (1, False, [("mittani", "wood", "grain"), ("mittani", "metal", "grain")], "trade_limit"),
        # Sippar: one extra trade, beyond the workers there ...
        (1, True, [("mittani", "wood", "grain"), ("mittani", "metal", "grain")], "ok"),
        # ... or a second of one type
        (2, True, [("mittani", "wood", "grain"), ("mittani", "wood", "grain")], "ok"),
        (1, True, [("mittani", "wood", "grain")] * 3, "trade_limit"),
        # a price the table does not allow
        (1, False, [("mittani", "wood", "gold")], "bad_give"),
        (1, False, [("mittani", "lapis", "tool")], "bad_get"),
        (1, False, [("egypt", "gold", "textile")], "no_traders"),
    ],
)
def test_trade_limits(workers, sippar, steps, result):
    game = _with_workers([place("textile", "mittani", workers)], sippar=sippar)
    before = game.hand(0)
    move = _trade(*[_step(*step) for step in steps])
    if result != "ok":
        with pytest.raises(IllegalMove) as refused:
            game.play(0, move)
        assert refused.value.code == result
        return
    events = game.play(0, move)
    assert of_type(events, "goods_traded")[0]["steps"] == move["steps"]
    after = game.hand(0)
    for _area, get, give in steps:
        before[get] += 1
        before[give] -= 1
    assert after == before


def test_sippar_extra_only_in_one_area():
    game = _with_workers(
        [place("textile", "mittani", 1), place("textile", "amorites", 1)], sippar=True
    )
    move = _trade(
        _step("mittani", "wood", "grain"),
        _step("mittani", "metal", "grain"),
        _step("amorites", "wood", "grain"),
        _step("amorites", "oil", "textile"),
    )
    with pytest.raises(IllegalMove) as refused:
        game.play(0, move)
    assert refused.value.code == "trade_limit"
    game.play(0, _trade(*move["steps"][:3]))
    assert game.hand(0)["wood"] == 1 + 2 and game.hand(0)["metal"] == 2


def test_steps_run_in_order_gains_pay_later_steps_and_toolmakers_make_tools():
    game = _with_workers([place("textile", "kassites", 1), place("textile", "toolmakers", 2)])
    # Kassites offers lapis for a tool, oil or gold: make a tool first, then pay with it.
    hand = game.hand(0)
    assert hand["metal"] == 1 and hand["tool"] == 1
    for steps, code in [([{"make_tool": 3}], "bad_make_tool"), ([{"make_tool": 2}], "no_resource")]:
        with pytest.raises(IllegalMove) as refused:
            game.play(0, _trade(*steps))
        assert refused.value.code == code
    move = _trade({"make_tool": 1}, _step("kassites", "lapis", "tool"))
    game.play(0, move)
    hand = game.hand(0)
    assert (hand["metal"], hand["tool"], hand["lapis"]) == (0, 1, 1)
    assert game.view()["boxes"]["toolmakers_used"]["0"] == 1


def test_an_enemy_army_stops_trade_and_an_own_army_trades_instead_of_workers():
    game = Game()
    game.run(
        (0, place("textile", "guti", 2)),  # seat 0 will own the Guti empire
        (1, place("textile", "guti", 1)),
        (2, place("grain", "egypt", 1)),
        (0, {"type": "start_empire", "empire": "guti", "armies_in": 1}),
        (1, place("textile", "elam", 1)),
        (2, place("grain", "egypt", 1)),
        (0, {"type": "expand", "kind": "invade", "area": "umma"}),
        (0, {"type": "expand_again"}),
        (0, {"type": "expand", "kind": "invade", "area": "elam"}),
        (0, {"type": "expand_again"}),
        (0, {"type": "expand", "kind": "reinforce", "area": "elam"}),
        (0, {"type": "end_action"}),
    )
    assert game.view()["areas"]["elam"]["armies"]["0"] == 2
    with pytest.raises(IllegalMove) as refused:
        game.play(1, _trade(_step("elam", "metal", "grain")))
    assert refused.value.code == "no_traders"
    game.play(1, PASS)
    game.play(2, PASS)
    # seat 0 has no workers in Elam, but his two armies trade there (one metal: one of each type)
    game.play(0, _trade(_step("elam", "metal", "grain"), fee={"resource": "grain"}))
    assert game.hand(0)["metal"] == 2
