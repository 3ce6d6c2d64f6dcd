"""The end of a classic game: the 20-point last round, players going out, the bag running dry."""

from __future__ import annotations

from tests.engines.tigris_euphyu.scripted_game import (
    ENGINE,
    ScriptedGame,
    colours,
    of_type,
    quiet_move,
    quiet_pair,
    spread_bag,
    staircase,
)

FOUR_CHAIN = staircase(4)[0] + [staircase(4)[1]]  # 8 drops: 7 to build, the 8th scores 10


def _interleaved_front(seat_drops: list[list[str]]) -> str:
    """Pairs in turn order when every seat plays its lists round by round."""
    front = ""
    for turn in range(max(len(drops) for drops in seat_drops)):
        for drops in seat_drops:
            if turn < len(drops):
                front += drops[turn]
    return front


def test_reaching_20_starts_a_last_round_for_everyone_else_then_the_game_ends():
    chains = FOUR_CHAIN * 2  # seat 0: 10 + 10 points on its 8th and 16th turns
    quiet = [quiet_pair(index) for index in range(16)]
    front = _interleaved_front(
        [[p for p, _, _ in chains], [p for p, _ in quiet], [p for p, _ in quiet]]
    )
    game = ScriptedGame(3, front)
    for turn in range(15):
        game.turn(0, chains[turn][1], chains[turn][2])
        game.turn(1, quiet[turn][1])
        game.turn(2, quiet[turn][1])
    events = game.drop(0, chains[15][1], chains[15][2])
    assert game.player(0)["points"] == 20
    assert of_type(events, "last_round_started") == [
        {"type": "last_round_started", "seat": 0, "seats": [1, 2]}
    ]
    assert ENGINE.to_act(game.state) == [0]  # seat 0 finishes its turn (it may still attack)
    assert game.view()["last_round"] == [1, 2]
    game.end_turn(0)
    events = game.turn(1, quiet[15][1])
    assert ENGINE.to_act(game.state) == [2]  # seat 1's turn ended with an explicit end_turn
    events = game.drop(2, quiet[15][1])  # the last turn of the last round: the drop ends it
    assert events[-1] == {"type": "game_ended", "reason": "last_round"}
    assert ENGINE.to_act(game.state) == []
    outcome = ENGINE.outcome(game.state)
    assert outcome["scores"] == [28, 0, 0]  # 20 points + 8 of the weakest colour
    assert outcome["ranks"] == [1, 2, 2]
    assert outcome["details"]["reason"] == "last_round"


def test_reaching_20_again_in_the_last_round_changes_nothing():
    chains = FOUR_CHAIN * 2
    pairs = [p for p, _, _ in chains]
    game = ScriptedGame(2, _interleaved_front([pairs, pairs]))
    for turn in range(15):
        game.turn(0, chains[turn][1], chains[turn][2])
        game.turn(1, chains[turn][1], chains[turn][2])
    game.drop(0, chains[15][1], chains[15][2])
    game.end_turn(0)
    events = game.drop(1, chains[15][1], chains[15][2])
    assert game.player(1)["points"] == 20
    assert not of_type(events, "last_round_started")
    assert events[-1] == {"type": "game_ended", "reason": "last_round"}
    outcome = ENGINE.outcome(game.state)
    assert outcome["scores"] == [28, 28]
    assert outcome["ranks"] == [1, 1]  # same final score, same points: a shared first place


def test_solo_ends_at_20_points_with_the_drop():
    chains = FOUR_CHAIN * 2
    game = ScriptedGame(1, "".join(p for p, _, _ in chains))
    for _pair, column, orientation in chains[:15]:
        game.turn(0, column, orientation)
    events = game.drop(0, chains[15][1], chains[15][2])
    assert events[-2:] == [
        {"type": "last_round_started", "seat": 0, "seats": []},
        {"type": "game_ended", "reason": "target_reached"},
    ]
    assert ENGINE.outcome(game.state)["ranks"] == [1]
    assert ENGINE.outcome(game.state)["scores"] == [28]


def test_a_player_who_cannot_drop_is_out_and_the_pair_goes_to_the_bags_bottom():
    quiet = [quiet_pair(index) for index in range(20)]
    game = ScriptedGame(1, "".join(p for p, _ in quiet) + "BK")
    for _pair, column in quiet:
        assert not of_type(game.turn(0, column), "tiles_popped")
    events = game.events[-4:]
    assert all(len(game.player(0)["well"][c]) == 8 for c in range(5))
    assert all(cell is not None for column in game.player(0)["well"] for cell in column)
    assert events == [
        {"type": "turn_ended", "seat": 0},
        {"type": "pair_drawn", "seat": 0, "tiles": colours("BK")},
        {"type": "player_out", "seat": 0, "returned": colours("BK")},
        {"type": "game_ended", "reason": "all_out"},
    ]
    assert game.player(0)["out"] is True
    assert game.view()["bag_size"] == 153 - 40
    assert game.bag()[-2:] == colours("BK")
    assert ENGINE.outcome(game.state) == {
        "ranks": [1],
        "scores": [0],
        "details": {
            "reason": "all_out",
            "points": [0],
            "weakest_colour": [0],
            "captured": [{"red": 0, "blue": 0, "green": 0, "black": 0}],
            "out": [True],
        },
    }


def test_out_freezes_a_well_walls_never_put_anyone_out_and_the_others_play_on():
    # seat 0 pops reds every 2nd turn (10 points, 40 reds by turn 20); seat 1 fills its well
    quiet = [quiet_pair(index) for index in range(20)]
    front = "".join("RR" + pair for pair, _ in quiet) + "GK" + "BG" + "BK"
    game = ScriptedGame(2, front)
    for turn in range(20):
        game.turn(0, 0)
        game.turn(1, quiet[turn][1])
    game.drop(0, 1)  # seat 0's 21st pair
    assert game.player(0)["captured"]["red"] == 40
    assert game.player(1)["out"] is False  # full, but not out until it must drop
    events = game.attack(0, target=1, column=2, wall="R", returned="RRR")
    assert events[0]["landed"] is None  # no room anywhere: the wall leaves the game
    assert game.player(1)["walls"] == []
    assert game.bag()[-3:] == colours("RRR")
    events = game.end_turn(0)
    assert events == [
        {"type": "turn_ended", "seat": 0},
        {"type": "pair_drawn", "seat": 1, "tiles": colours("BG")},
        {"type": "player_out", "seat": 1, "returned": colours("BG")},
        {"type": "pair_drawn", "seat": 0, "tiles": colours("BK")},
    ]
    assert game.bag()[-2:] == colours("BG")
    frozen = game.player(1)["well"]
    game.drop(0, 2)
    # no opponent is still in: nobody to attack, only end_turn; seat 0 keeps playing
    assert ENGINE.legal_moves(game.state, 0) == [{"type": "end_turn"}]
    game.end_turn(0)
    assert ENGINE.to_act(game.state) == [0]
    assert game.player(1)["well"] == frozen
    assert game.player(1)["points"] == 0 and game.player(1)["out"] is True


def test_the_game_ends_when_the_bag_cannot_supply_a_pair():
    # 4 players fill their wells without popping: 76 pairs use 152 tiles; 1 tile stays
    game = ScriptedGame(4, spread_bag())
    turns = 0
    while ENGINE.to_act(game.state):
        seat = ENGINE.to_act(game.state)[0]
        game.play(seat, quiet_move(game, seat))
        if ENGINE.to_act(game.state):
            game.end_turn(seat)
        turns += 1
    assert turns == 76
    assert game.events[-1] == {"type": "game_ended", "reason": "bag_empty"}
    assert game.view()["bag_size"] == 1
    assert not any(player["out"] for player in game.view()["players"])
    assert ENGINE.outcome(game.state)["details"]["reason"] == "bag_empty"


def test_the_last_round_skips_a_player_who_goes_out_before_its_turn():
    # seat 0: two single pops in column 4 (2 points), a spacer, then two 4-chains: 22 points
    # on its 21st turn. Seat 1 fills its well in 20 turns; seat 2 fills 4 columns, pops reds.
    seat_0 = [("RR", 4, "vertical")] * 4 + [("GB", 4, "vertical")] + FOUR_CHAIN * 2
    seat_1 = [(pair, column, "vertical") for pair, column in map(quiet_pair, range(20))]
    seat_1.append(("BK", 0, "vertical"))
    seat_2 = [(pair, column, "vertical") for pair, column in map(quiet_pair, range(16))]
    seat_2 += [("RR", 4, "vertical")] * 4 + [("KB", 4, "vertical")]
    plans = [seat_0, seat_1, seat_2]
    game = ScriptedGame(3, _interleaved_front([[p for p, _, _ in plan] for plan in plans]))
    for turn in range(20):
        for seat, plan in enumerate(plans):
            game.turn(seat, plan[turn][1], plan[turn][2])
    events = game.drop(0, seat_0[20][1], seat_0[20][2])
    assert game.player(0)["points"] == 22
    assert of_type(events, "last_round_started")[0]["seats"] == [1, 2]
    events = game.end_turn(0)
    assert events == [
        {"type": "turn_ended", "seat": 0},
        {"type": "pair_drawn", "seat": 1, "tiles": colours("BK")},
        {"type": "player_out", "seat": 1, "returned": colours("BK")},
        {"type": "pair_drawn", "seat": 2, "tiles": colours("KB")},
    ]
    events = game.drop(2, 4)
    assert events[-1] == {"type": "game_ended", "reason": "last_round"}
    outcome = ENGINE.outcome(game.state)
    assert outcome["details"]["points"] == [22, 0, 2]
    assert outcome["scores"] == [30, 0, 2]  # seat 0: 22 + 8 (its weakest colours hold 8)
    assert outcome["ranks"] == [1, 3, 2]
    assert outcome["details"]["out"] == [False, True, False]


def test_the_game_ends_when_every_player_is_out():
    quiet = [quiet_pair(index) for index in range(20)]
    front = "".join(pair + pair for pair, _ in quiet) + "BK GR"
    game = ScriptedGame(2, front)
    for _pair, column in quiet:
        game.turn(0, column)
        game.turn(1, column)
    assert game.events[-5:] == [
        {"type": "pair_drawn", "seat": 0, "tiles": colours("BK")},
        {"type": "player_out", "seat": 0, "returned": colours("BK")},
        {"type": "pair_drawn", "seat": 1, "tiles": colours("GR")},
        {"type": "player_out", "seat": 1, "returned": colours("GR")},
        {"type": "game_ended", "reason": "all_out"},
    ]
    assert ENGINE.outcome(game.state)["ranks"] == [1, 1]


def test_reaching_20_with_nobody_else_still_in_ends_the_game_at_once():
    # seat 1 fills its well in 20 turns and is out at its 21st draw; seat 0 scores 10, 1, then
    # 10 on its 22nd turn, when no opponent is left for a last round
    seat_0 = FOUR_CHAIN + [("RR", 0, "vertical")] * 2 + [("GB", 4, "vertical")] * 4 + FOUR_CHAIN
    seat_1 = [(pair, column, "vertical") for pair, column in map(quiet_pair, range(20))]
    front = _interleaved_front([[p for p, _, _ in seat_0[:21]], [p for p, _, _ in seat_1]])
    game = ScriptedGame(2, front + "BK" + seat_0[21][0])
    for turn in range(20):
        game.turn(0, seat_0[turn][1], seat_0[turn][2])
        game.turn(1, seat_1[turn][1], seat_1[turn][2])
    events = game.turn(0, seat_0[20][1], seat_0[20][2])
    assert of_type(events, "player_out") == [
        {"type": "player_out", "seat": 1, "returned": colours("BK")}
    ]
    assert ENGINE.to_act(game.state) == [0]
    events = game.drop(0, seat_0[21][1], seat_0[21][2])
    assert game.player(0)["points"] == 21
    assert events[-2:] == [
        {"type": "last_round_started", "seat": 0, "seats": []},
        {"type": "game_ended", "reason": "target_reached"},
    ]
    outcome = ENGINE.outcome(game.state)
    assert outcome["scores"] == [21 + 8, 0]
    assert outcome["ranks"] == [1, 2]
