"""Treasures taken by traders (corners first, else the owner picks), both game-end conditions,
and final scoring with wild treasures and the sorted-vector tie-break (rules: After an action,
End of turn, Final score)."""

from __future__ import annotations

from collections import deque

import pytest

from engines.tigris_euphrates.data import HEIGHT, IS_RIVER, START_TEMPLES, WIDTH, coords, square
from engines.tigris_euphrates.scoring import standings
from tests.engines.tigris_euphrates.table import ENGINE, PASS, Table, leader, tile

ZERO = {"red": 0, "blue": 0, "green": 0, "black": 0}
OTHER = ["red"] * 6


def _take(x, y):
    return {"type": "take_treasure", "at": [x, y]}


def test_trader_takes_the_corner_treasure_first_without_asking():
    table = Table([["black", "black", "blue", "black", "green", "red"], OTHER])
    table.fill([(2, 1), (3, 1), (4, 1), (5, 1)])  # joins [1,1] (corner) to [5,2]
    events = table.play(0, leader("green", 1, 2))
    assert events[1:] == [{"type": "treasure_taken", "seat": 0, "at": [1, 1], "corner": True}]
    assert ENGINE.event_view(events[1], 1) == {
        "type": "treasure_taken",
        "at": [1, 1],
        "corner": True,
    }
    assert table.treasures(0) == 1 and table.view()["treasures_left"] == 9
    assert table.square(1, 1)["treasure"] is None and table.square(5, 2)["treasure"] == "normal"
    assert table.pending is None


@pytest.mark.parametrize(
    ("path", "trader", "options", "taken", "kept"),
    [
        # two normal treasures: the owner picks which one to take
        ([(6, 9), (7, 9), (8, 9), (8, 8), (8, 7)], (4, 9), [[8, 6], [5, 9]], (5, 9), (8, 6)),
        # two corner treasures: likewise among the corners
        ([(1, 2), (1, 3), (1, 4), (1, 5), (1, 6)], (0, 1), [[1, 1], [1, 7]], (1, 7), (1, 1)),
    ],
)
def test_trader_owner_picks_when_a_real_choice_remains(path, trader, options, taken, kept):
    table = Table([["black"] * 4 + ["blue", "green"], OTHER], bag=["blue", "blue"])
    table.fill(path)
    events = table.play(0, leader("green", *trader))
    assert events[-1] == {
        "type": "treasure_choice_requested",
        "seat": 0,
        "options": options,
        "count": 1,
    }
    assert table.to_act == [0]
    assert ENGINE.legal_moves(table.state, 0) == [_take(*at) for at in options]
    assert table.refuse(0, _take(10, 0)) == "bad_treasure"
    assert table.refuse(0, PASS) == "decision_pending"
    events = table.play(0, _take(*taken))
    assert events[0]["type"] == "treasure_taken" and events[0]["at"] == list(taken)
    assert table.pending is None and table.treasures(0) == 1
    assert table.square(*taken)["treasure"] is None
    assert table.square(*kept)["treasure"] is not None


def _connecting_squares(temples: list[int]) -> list[tuple[int, int]]:
    """Empty squares joining `temples` into one region: shortest paths grown from the first."""
    joined = {temples[0]}
    chosen: list[int] = []
    for target in temples[1:]:
        if target in joined:
            continue
        previous = {target: None}
        queue = deque([target])
        while queue:
            sq = queue.popleft()
            if sq in joined:
                break
            x, y = sq % WIDTH, sq // WIDTH
            for a, b in ((x, y - 1), (x - 1, y), (x + 1, y), (x, y + 1)):
                if 0 <= a < WIDTH and 0 <= b < HEIGHT and square(a, b) not in previous:
                    previous[square(a, b)] = sq
                    queue.append(square(a, b))
        step = previous[sq]
        while step is not None and step != target:
            chosen.append(step)
            joined.add(step)
            step = previous[step]
        joined.add(target)
    return [tuple(coords(sq)) for sq in chosen]


def test_game_ends_at_once_when_at_most_two_treasures_are_left():
    squares = _connecting_squares(list(START_TEMPLES))
    needed = ["blue" if IS_RIVER[square(x, y)] else "red" for x, y in squares]
    hands = [needed[:6], ["green"] * 6]
    table = Table(hands, bag=needed[6:])
    table.fill(squares, land="red")
    assert table.view()["treasures_left"] == 10
    if table.state.turn != 0:
        table.pass_others()
    trader = next(
        move
        for move in ENGINE.legal_moves(table.state, 0)
        if move["type"] == "place_leader" and move["leader"] == "green"
    )
    events = table.play(0, trader)
    corners = [e["at"] for e in events if e["type"] == "treasure_taken"]
    assert sorted(corners) == [[1, 1], [1, 7], [14, 8], [15, 1]]
    assert events[-1]["type"] == "treasure_choice_requested" and events[-1]["count"] == 5
    for _ in range(5):
        options = table.pending["options"]
        events = table.play(0, _take(*options[-1]))
    assert table.types(events) == ["treasure_taken", "game_ended"]
    assert events[-1] == {"type": "game_ended", "reason": "treasures"}
    assert table.view()["treasures_left"] == 1
    assert table.to_act == [] and ENGINE.legal_moves(table.state, 0) == []
    outcome = ENGINE.outcome(table.state)
    assert outcome["ranks"] == [1, 2] and outcome["scores"] == [2, 0]
    assert outcome["details"]["seats"][0] == {
        "points": ZERO,
        "treasures": 9,
        "totals": {"red": 3, "blue": 2, "green": 2, "black": 2},
        "sorted": [2, 2, 2, 3],
    }
    final = ENGINE.view(table.state, None)
    assert final["players"][1]["hand"] == ["green"] * 6 and final["players"][0]["treasures"] == 9


def test_game_ends_when_the_bag_cannot_refill_a_hand():
    table = Table([["red"] * 6, ["blue"] * 6], discards="out")
    while table.view()["bag_size"] >= 6:
        seat = table.state.turn
        hand = table.hand(seat)
        table.play(seat, {"type": "swap_tiles", "tiles": hand})
    assert table.view()["bag_size"] == 5
    seat = table.state.turn
    assert table.refuse(seat, {"type": "swap_tiles", "tiles": table.hand(seat)}) == "bag_too_small"
    table.play(seat, {"type": "swap_tiles", "tiles": table.hand(seat)[:5]})
    assert table.view()["bag_size"] == 0
    while table.state.actions_left != 2:
        table.play(table.state.turn, PASS)
    seat = table.state.turn
    hand = table.hand(seat)
    color = "blue" if hand[0] == "blue" else hand[0]
    at = [8, 8] if color == "blue" else [0, 0]
    table.play(seat, tile(color, *at))
    events = table.play(seat, PASS)
    assert events[-1] == {"type": "game_ended", "reason": "bag_empty"}
    assert "turn_started" not in table.types(events)
    outcome = ENGINE.outcome(table.state)
    assert outcome["ranks"] == [1, 1] and outcome["scores"] == [0, 0]  # a shared rank


@pytest.mark.parametrize(
    ("points", "treasures", "ranks", "scores"),
    [
        ([(3, 5, 2, 4), (2, 2, 2, 2)], [0, 0], [1, 2], [2, 2]),
        # treasures go one by one to the weakest colour
        ([(0, 5, 5, 5), (1, 1, 4, 4)], [3, 3], [1, 2], [3, 2]),
        # equal lowest colours: the second lowest decides, then the third, then the highest
        ([(2, 3, 4, 9), (2, 3, 5, 5)], [0, 0], [2, 1], [2, 2]),
        (
            [(2, 3, 5, 5), (5, 2, 3, 5), (2, 3, 5, 6), (1, 9, 9, 9)],
            [0, 0, 0, 0],
            [2, 2, 1, 3],
            [2, 2, 2, 1],
        ),
        ([(4, 4, 4, 4), (0, 0, 0, 0), (3, 3, 3, 3)], [0, 16, 4], [1, 1, 1], [4, 4, 4]),
    ],
)
def test_final_standings(points, treasures, ranks, scores):
    got_ranks, got_scores, details = standings(points, treasures)
    assert (got_ranks, got_scores) == (ranks, scores)
    for detail, seat_treasures in zip(details, treasures, strict=True):
        assert sum(detail["totals"].values()) == sum(detail["points"].values()) + seat_treasures
        assert detail["sorted"] == sorted(detail["totals"].values())
