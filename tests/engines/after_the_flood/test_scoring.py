"""VP for areas and Nippur, city expansions, final majorities and the tie-break; the options."""

from __future__ import annotations

import pytest

from engines import IllegalMove, Rng, get_engine
from tests.engines.after_the_flood.game_setup import Game, of_type, place

PASS = {"type": "pass", "bid": {}}
GRAIN = {"resource": "grain"}
ENGINE = get_engine("after-the-flood")


def test_two_vp_per_area_and_nippur_adds_one_per_sumer_area():
    game = Game()
    game.run(
        (0, {"type": "build_city", "area": "nippur"}),
        (1, {"type": "start_empire", "empire": "sumer", "area": "ur", "armies_in": 2}),
        (2, PASS),
        (0, place("textile", "guti", 1, fee=GRAIN)),
        (1, PASS),
        (0, {"type": "start_empire", "empire": "guti", "armies_in": 1, "fee": GRAIN}),
        (0, {"type": "expand", "kind": "invade", "area": "nippur", "fee": GRAIN}),
        (0, {"type": "expand_again"}),
        (0, {"type": "expand", "kind": "invade", "area": "umma"}),
        (0, {"type": "end_action"}),
    )
    events = game.pass_all()
    scored = of_type(events, "vp_scored")[0]
    assert scored["areas"] == [["nippur", "umma", "guti"], ["ur"], []]
    assert scored["vp"] == [2 * 3 + 2, 2, 0]  # Nippur's owner: +1 for Nippur and Umma
    assert game.view()["players"][0]["vp"] == 8
    # end of turn: every army leaves the board
    assert all(
        count == 0 for area in game.view()["areas"].values() for count in area["armies"].values()
    )
    assert [p["armies_unavailable"] for p in game.view()["players"]] == [20, 20, 20]


@pytest.mark.parametrize(
    ("luxuries", "vp"),
    [([], 4), (["tool"], 7), (["oil", "gold"], 10), (["tool", "oil", "gold"], 14)],
)
def test_city_expansion_vp_by_luxuries(luxuries, vp):
    game = Game()
    game.run(
        (0, place("grain", "mittani", 1)),
        (1, PASS),
        (2, PASS),
        (0, {"type": "build_city", "area": "lagash", "fee": {"resource": "textile"}}),
        (
            0,
            {
                "type": "trade",
                "steps": [{"area": "mittani", "get": "wood", "give": "grain"}],
                "fee": GRAIN,
            },
        ),
        (0, PASS),
    )
    assert game.view()["phase"] == "vp" and game.to_act() == [0]  # 1 and 2 have no city: skipped
    stock = game.view()["stock"]
    events = game.play(0, {"type": "expand_city", "area": "lagash", "luxuries": luxuries})
    assert of_type(events, "city_expanded")[0]["vp"] == vp
    assert game.view()["players"][0]["vp"] == vp
    assert game.view()["stock"]["wood"] == stock["wood"] + 2
    assert game.view()["turn"] == 2  # his only city is expanded: nothing left, the turn ends
    assert game.view()["areas"]["lagash"]["city"] == {"seat": 0, "expanded": True}


def test_twenty_vp_with_four_luxuries():
    game = Game()
    game.run(
        (0, {"type": "build_city", "area": "eridu"}),  # a free toolmaker
        (1, PASS),
        (2, PASS),
        (0, place("textile", "kassites", 1, fee=GRAIN)),
        (0, place("textile", "mittani", 1, fee=GRAIN)),
        (
            0,
            {
                "type": "trade",
                "fee": GRAIN,
                "steps": [
                    {"make_tool": 1},
                    {"area": "kassites", "get": "lapis", "give": "tool"},
                    {"area": "mittani", "get": "wood", "give": "grain"},
                ],
            },
        ),
        (0, PASS),
    )
    hand = game.hand(0)
    assert (hand["wood"], hand["tool"], hand["oil"], hand["gold"], hand["lapis"]) == (2, 1, 1, 1, 1)
    listed = [m for m in game.legal(0) if m["type"] == "expand_city"]
    assert len(listed) == 16  # every subset of the four luxuries
    move = {"type": "expand_city", "area": "eridu", "luxuries": ["lapis", "tool", "oil", "gold"]}
    events = game.play(0, move)
    assert of_type(events, "city_expanded")[0]["vp"] == 20
    assert game.view()["players"][0]["vp"] == 20


def test_players_with_nothing_to_expand_are_skipped():
    game = Game()
    game.run(
        (0, {"type": "build_city", "area": "umma"}),
        (1, place("grain", "mittani", 1)),
        (2, PASS),
        (0, PASS),
        (
            1,
            {
                "type": "trade",
                "steps": [{"area": "mittani", "get": "wood", "give": "grain"}],
                "fee": GRAIN,
            },
        ),
        (1, PASS),
    )
    # seat 0 has a city but 1 wood, seat 1 has 2 wood but no city: both skipped, the turn ends
    assert game.view()["turn"] == 2 and game.view()["phase"] == "actions"
    assert [e["seat"] for e in of_type(game.events, "city_phase_done")] == [0, 1, 2]


@pytest.mark.parametrize(
    ("move", "code"),
    [
        ({"type": "expand_city", "area": "ur", "luxuries": []}, "not_your_city"),
        ({"type": "expand_city", "area": "umma", "luxuries": ["tool", "tool"]}, "bad_luxuries"),
        ({"type": "expand_city", "area": "umma", "luxuries": ["wood"]}, "bad_luxuries"),
        ({"type": "expand_city", "area": "umma", "luxuries": ["lapis"]}, "no_resource"),
        ({"type": "pass"}, "unknown_move"),
    ],
)
def test_city_expansion_refusals(move, code):
    game = Game()
    game.run(
        (0, place("grain", "mittani", 1)),
        (1, PASS),
        (2, PASS),
        (0, {"type": "build_city", "area": "umma", "fee": {"resource": "textile"}}),
        (
            0,
            {
                "type": "trade",
                "steps": [{"area": "mittani", "get": "wood", "give": "grain"}],
                "fee": GRAIN,
            },
        ),
        (0, PASS),
    )
    with pytest.raises(IllegalMove) as refused:
        game.play(0, move)
    assert refused.value.code == code
    game.play(0, {"type": "done"})
    assert game.view()["turn"] == 2
    assert game.view()["areas"]["umma"]["city"]["expanded"] is False


def test_final_majorities_ties_score_nothing_and_ties_break_by_order_of_play():
    game = Game(turn_order=[0, 1, 2])
    for _ in range(4):
        game.finish_turn()
    assert game.view()["turn"] == 5 and game.state["order"] == [0, 1, 2]
    game.run(
        (0, place("textile", "egypt", 2)),
        (1, place("textile", "egypt", 2)),  # 2 = 2 in Egypt: nobody scores its 4
        (2, place("grain", "kassites", 1)),  # Kassites: 4 to seat 2
        (0, place("grain", "weaving", 1)),  # Weaving 2/1/1: 4 to seat 0
        (1, PASS),
        (2, PASS),
    )
    game.finish_turn()
    ended = of_type(game.events, "game_ended")[0]
    assert ended["end_vp"] == [4, 0, 4]
    assert ended["majorities"] == {"kassites": 2, "weaving": 0}
    outcome = ENGINE.outcome(game.state)
    assert outcome["scores"] == [4, 0, 4]
    assert outcome["ranks"] == [1, 3, 2]  # 4 = 4: seat 0 is earlier in the order of play
    assert game.to_act() == [] and game.view()["phase"] == "over"
    assert [ENGINE.legal_moves(game.state, seat) for seat in range(3)] == [[], [], []]


def test_the_later_seat_in_order_loses_a_tie():
    game = Game(turn_order=[2, 1, 0])
    for _ in range(5):
        game.finish_turn()
    outcome = ENGINE.outcome(game.state)
    assert outcome["scores"] == [0, 0, 0]
    assert outcome["ranks"] == [3, 2, 1]


@pytest.mark.parametrize(
    "options",
    [
        {"dice": [0]},
        {"dice": [7]},
        {"dice": "36"},
        {"dice": [True]},
        {"turn_order": [0, 1]},
        {"turn_order": [0, 0, 1]},
        {"turn_order": "012"},
        {"bag_order": []},
    ],
)
def test_bad_options_are_refused(options):
    with pytest.raises(IllegalMove) as refused:
        ENGINE.start(3, options, Rng(b"s", "0"))
    assert refused.value.code == "bad_options"


def test_random_order_without_the_option_and_stacked_dice_stay_hidden_until_the_end():
    orders = {tuple(ENGINE.start(3, {}, Rng(bytes([i]), "0"))[0]["order"]) for i in range(12)}
    assert len(orders) > 1 and all(sorted(order) == [0, 1, 2] for order in orders)
    game = Game(dice=[6, 5, 4])
    assert "dice" not in game.view(0) and "dice" not in game.view(None)
    assert ENGINE.event_view(game.events[0], 1)["dice"] == 3
    for _ in range(5):
        game.finish_turn()
    assert game.view(None)["dice"] == [6, 5, 4]


def test_view_has_the_keys_pages_rely_on():
    view = Game().view(1)
    assert set(view) >= {
        "turn",
        "phase",
        "order",
        "to_act",
        "pending",
        "players",
        "areas",
        "boxes",
        "empires",
        "stock",
    }
    assert set(view["players"][0]) >= {
        "vp",
        "resources",
        "workers_available",
        "armies_available",
        "cities",
        "passed",
        "empire",
    }
    assert set(view["boxes"]) == {
        "irrigation",
        "weaving",
        "scribes",
        "toolmakers",
        "scribes_used",
        "toolmakers_used",
    }
    assert view["areas"]["ur"]["workers"] == {"0": 0, "1": 0, "2": 0}
    assert len(view["areas"]) == 22
    assert [e["name"] for e in view["empires"]] == ["akkad", "guti", "sumer"]


def test_each_city_expands_once_and_the_player_goes_on_until_done_or_out_of_wood():
    game = Game()
    wood = {"type": "trade", "steps": [{"area": "mittani", "get": "wood", "give": "textile"}]}
    game.run(
        (0, place("grain", "mittani", 1)),
        (1, PASS),
        (2, PASS),
        (0, {"type": "build_city", "area": "umma", "fee": GRAIN}),
        (0, {"type": "build_city", "area": "ur", "fee": GRAIN}),
        (0, {**wood, "fee": GRAIN}),
        (0, {**wood, "fee": GRAIN}),
        (0, {**wood, "fee": {"resource": "oil"}}),
        (0, PASS),
    )
    assert game.hand(0)["wood"] == 4
    game.play(0, {"type": "expand_city", "area": "umma", "luxuries": ["gold"]})
    assert game.to_act() == [0] and game.view()["phase"] == "vp"
    with pytest.raises(IllegalMove) as refused:
        game.play(0, {"type": "expand_city", "area": "umma", "luxuries": []})
    assert refused.value.code == "expanded"
    assert {m.get("area") for m in game.legal(0)} == {None, "ur"}
    game.play(0, {"type": "expand_city", "area": "ur", "luxuries": ["tool"]})
    assert game.view()["players"][0]["vp"] == 7 + 7
    assert game.view()["turn"] == 2
