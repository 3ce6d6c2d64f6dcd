"""Survival mode: chains send walls (2/4/6/8/10), the scorer picks the target, the first player
unable to place a pair ends the game and ranks last; no 20-point last round."""

from __future__ import annotations

import pytest

from engines import IllegalMove, Rng
from engines.bots import play_random_game
from engines.tigris_euphyu.data import survival_walls
from tests.engines.tigris_euphyu.scripted_game import (
    ENGINE,
    ScriptedGame,
    of_type,
    quiet_move,
    quiet_pair,
    staircase,
)

FOUR_CHAIN = staircase(4)[0] + [staircase(4)[1]]


@pytest.mark.parametrize(("links", "walls"), [(1, 2), (2, 4), (3, 6), (4, 8), (5, 10)])
def test_a_chain_of_n_links_sends_2_4_6_8_10_walls(links, walls):
    drops, trigger = staircase(links)
    drops = [*drops, trigger]
    front = ""
    for turn, (pair, _, _) in enumerate(drops):
        front += pair + (quiet_pair(turn)[0] if turn < len(drops) - 1 else "")
    game = ScriptedGame(2, front, mode="survival")
    for turn, (_pair, column, orientation) in enumerate(drops[:-1]):
        game.turn(0, column, orientation)
        game.turn(1, quiet_pair(turn)[1])
    bag_front = game.bag()[:walls]
    events = game.drop(0, trigger[1], trigger[2])  # one opponent: the walls go automatically
    sent = of_type(events, "walls_sent")[0]
    assert of_type(events, "chain_scored")[0]["chain"] == links
    assert sent["target"] == 1 and sent["discarded"] == []
    assert len(sent["walls"]) == walls == survival_walls(links)
    assert [wall["color"] for wall in sent["walls"]] == bag_front  # drawn from the bag
    assert len(game.player(1)["walls"]) == walls
    assert ENGINE.legal_moves(game.state, 0)[0] == {"type": "end_turn"}


def test_five_links_or_more_send_10_walls():
    assert [survival_walls(n) for n in range(1, 9)] == [2, 4, 6, 8, 10, 10, 10, 10]


def test_the_kth_wall_falls_into_column_k_mod_5_or_the_next_with_room():
    # seat 1 has filled columns 0 and 1 and 2 cells of column 2 when seat 0's 5-chain lands
    drops, trigger = staircase(5)
    front = "".join(pair + quiet_pair(turn)[0] for turn, (pair, _, _) in enumerate(drops))
    game = ScriptedGame(2, front + trigger[0], mode="survival")
    for turn, (_pair, column, orientation) in enumerate(drops):
        game.turn(0, column, orientation)
        game.turn(1, quiet_pair(turn)[1])
    events = game.drop(0, trigger[1], trigger[2])
    placed = [(w["column"], w["row"]) for w in of_type(events, "walls_sent")[0]["walls"]]
    assert placed == [
        (2, 2),  # k=0: columns 0 and 1 are full
        (2, 3),  # k=1: column 1 full
        (2, 4),  # k=2
        (3, 0),  # k=3
        (4, 0),  # k=4
        (2, 5),  # k=5 -> column 0 full, 1 full
        (2, 6),
        (2, 7),
        (3, 1),
        (4, 1),
    ]


def test_with_two_opponents_in_the_scorer_chooses_who_gets_the_walls():
    game = ScriptedGame(3, "RR GK BK RR RG", mode="survival")
    game.turn(0, 0)
    game.turn(1, 0)
    game.turn(2, 0)
    events = game.drop(0, 0)
    assert events[-1] == {"type": "walls_due", "seat": 0, "count": 2}
    assert ENGINE.to_act(game.state) == [0]
    assert game.view()["pending"] == {"seat": 0, "step": "send_walls", "walls": 2}
    assert ENGINE.legal_moves(game.state, 0) == [
        {"type": "send_walls", "target": 1},
        {"type": "send_walls", "target": 2},
    ]
    for move in ({"type": "end_turn"}, {"type": "send_walls", "target": 0}):
        with pytest.raises(IllegalMove):
            game.play(0, move)
    bag_size = game.view()["bag_size"]
    events = game.play(0, {"type": "send_walls", "target": 2})
    assert events == [
        {
            "type": "walls_sent",
            "seat": 0,
            "target": 2,
            "walls": [
                {"color": "red", "column": 0, "row": 2},
                {"color": "green", "column": 1, "row": 0},
            ],
            "discarded": [],
        }
    ]
    assert game.view()["bag_size"] == bag_size - 2
    assert game.column(2, 0) == "BKW" and game.column(2, 1) == "W"
    # now the turn goes on as in classic: interfere (4 reds held) or end it
    moves = ENGINE.legal_moves(game.state, 0)
    assert moves[0] == {"type": "end_turn"}
    assert {move["target"] for move in moves[1:]} == {1, 2}


def test_survival_ends_when_a_player_cannot_place_a_pair_who_then_ranks_last():
    # 3 players. Seat 0: two 4-chains (20 points: no last round in survival), 8 walls to seat 2
    # each time. Seat 2 pops once (1 point, 2 walls to seat 1), then fills quietly; seat 1 too.
    chains = FOUR_CHAIN * 2
    cycle = ["RB", "GK", "RG", "BK", "RK", "BG"]
    seat_1 = [cycle[i % 6] for i in range(18)]
    seat_2 = ["RR", "RR"] + [cycle[i % 6] for i in range(18, 34)]
    front = ""
    for turn in range(16):
        front += chains[turn][0] + ("RRRRRRRR" if turn in (7, 15) else "")
        front += seat_1[turn] + seat_2[turn] + ("RR" if turn == 1 else "")
    game = ScriptedGame(3, front, mode="survival")
    for turn in range(16):
        game.drop(0, chains[turn][1], chains[turn][2])
        if game.state.phase == "send_walls":
            game.play(0, {"type": "send_walls", "target": 2})
        game.end_turn(0)
        if turn == 15:
            break
        game.turn(1, **{k: v for k, v in quiet_move(game, 1).items() if k != "type"})
        if turn < 2:
            game.drop(2, 4)
            if turn == 1:
                game.play(2, {"type": "send_walls", "target": 1})
            game.end_turn(2)
        else:
            game.turn(2, **{k: v for k, v in quiet_move(game, 2).items() if k != "type"})
    assert game.player(0)["points"] == 20
    assert not of_type(game.events, "last_round_started")
    last_walls = of_type(game.events, "walls_sent")[-1]
    assert len(last_walls["walls"]) == 6 and last_walls["discarded"] == ["red", "red"]
    game.turn(1, **{k: v for k, v in quiet_move(game, 1).items() if k != "type"})
    assert of_type(game.events, "player_out") == [
        {"type": "player_out", "seat": 2, "returned": ["green", "black"]}
    ]
    assert game.events[-1] == {"type": "game_ended", "reason": "player_out"}
    outcome = ENGINE.outcome(game.state)
    assert outcome["scores"] == [28, 0, 1]
    assert outcome["ranks"] == [1, 2, 3]  # seat 2 outscores seat 1 but could not place a pair


def _popping_move(game: ScriptedGame, seat: int) -> dict | None:
    for move in ENGINE.legal_moves(game.state, seat):
        if of_type(ENGINE.decide(game.state, seat, move, Rng(b"t", "0")), "tiles_popped"):
            return move
    return None


def test_walls_drawn_are_as_many_as_the_bag_still_holds():
    # 2 players, the bag sorted by colour; both pop whenever they can (seat 0 holds back on
    # turns 50 and 52), so on turn 53 seat 1 pops with a single tile left in the bag
    game = ScriptedGame(2, "R" * 57 + "B" * 36 + "G" * 30 + "K" * 30, mode="survival")
    turn = 0
    short = []
    while ENGINE.to_act(game.state):
        seat = ENGINE.to_act(game.state)[0]
        move = None if turn in (50, 52) else _popping_move(game, seat)
        bag = game.view()["bag_size"]
        events = game.play(seat, move or quiet_move(game, seat))
        chain = of_type(events, "chain_scored")[0]["chain"]
        if chain and bag < survival_walls(chain):
            short.append((turn, bag, of_type(events, "walls_sent")[0]))
        if ENGINE.to_act(game.state) == [seat]:
            game.end_turn(seat)
        turn += 1
    assert short == [
        (
            53,
            1,
            {
                "type": "walls_sent",
                "seat": 1,
                "target": 0,
                "walls": [{"color": "black", "column": 0, "row": 5}],
                "discarded": [],
            },
        )
    ]
    assert game.events[-1] == {"type": "game_ended", "reason": "bag_empty"}
    assert game.view()["bag_size"] == 0


def test_a_chain_scored_with_an_empty_bag_asks_no_walls_decision():
    # a seeded 4-player random survival game in which a chain is scored with the bag empty
    state, events = play_random_game(ENGINE, 4, {"mode": "survival"}, b"empty-bag-4-3")
    replayed = None
    empty_bag_chains = []
    for index, event in enumerate(events):
        if event["type"] == "chain_scored" and event["chain"] and not replayed.bag:
            empty_bag_chains.append(events[index + 1]["type"])
        replayed = ENGINE.evolve(replayed, event)
    assert empty_bag_chains == ["turn_ended"]  # straight on: no walls_due, no walls_sent
    assert ENGINE.outcome(state) is not None
