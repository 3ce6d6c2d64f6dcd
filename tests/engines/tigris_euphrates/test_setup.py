"""Board, components, options and hidden information (rules: Board, Components, Options,
Hidden information, View)."""

from __future__ import annotations

import pytest

from engines import IllegalMove, Rng
from engines.tigris_euphrates.data import RIVER, coords
from tests.engines.tigris_euphrates.table import ENGINE, Table, stacked_bag, tile

REDS = ["red"] * 6
HANDS = [["red", "red", "blue", "green", "black", "black"], ["blue"] * 6]


def test_board_has_41_river_squares_and_10_treasure_temples():
    table = Table([REDS, REDS])
    view = table.view(0)
    assert len(RIVER) == 41
    terrain = view["board"]["terrain"]
    assert terrain[0] == "....~~~~~...~..." and terrain[8] == "......~~~~~~~..."
    assert sum(row.count("~") for row in terrain) == 41
    temples = {key: entry for key, entry in view["squares"].items() if entry["tile"] == "red"}
    assert len(temples) == 10
    corners = sorted(key for key, entry in temples.items() if entry["treasure"] == "corner")
    assert corners == ["1,1", "1,7", "14,8", "15,1"]
    normals = sorted(key for key, entry in temples.items() if entry["treasure"] == "normal")
    assert normals == ["10,0", "10,10", "13,4", "5,2", "5,9", "8,6"]
    assert view["treasures_left"] == 10
    assert view["monuments_left"] == [
        "red-blue",
        "red-green",
        "red-black",
        "blue-green",
        "blue-black",
        "green-black",
    ]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_start_deals_six_tiles_each_from_143_and_two_catastrophes(players):
    events = ENGINE.start(players, {}, Rng(b"deal", "0"))
    state = ENGINE.evolve(None, events[0])
    view = ENGINE.view(state, 0)
    assert view["bag_size"] == 143 - 6 * players
    assert [p["hand_size"] for p in view["players"]] == [6] * players
    assert [p["catastrophes"] for p in view["players"]] == [2] * players
    assert view["to_act"] == [0] and view["actions_left"] == 2 and view["pending"] is None
    assert all(leader is None for p in view["players"] for leader in p["leaders"].values())


def test_bag_order_without_hands_deals_seat_zero_first():
    bag = stacked_bag([], ["blue"] * 6 + ["green"] * 6)
    table_events = ENGINE.start(2, {"bag_order": bag}, Rng(b"x", "0"))
    assert table_events[0]["hands"] == [["blue"] * 6, ["green"] * 6]
    assert table_events[0]["bag"] == bag[12:]


@pytest.mark.parametrize(
    "options",
    [
        {"colour": "red"},
        {"discards": "table"},
        {"bag_order": ["red"] * 143},
        {"bag_order": stacked_bag([], [])[:-1]},
        {"bag_order": [*stacked_bag([], [])[:-1], "purple"]},
        {"hands": [REDS]},
        {"hands": [REDS, ["red"] * 5]},
        {"hands": [["black"] * 6] * 2, "bag_order": stacked_bag([], [])},
        {"hands": [["green"] * 6] * 6},
    ],
)
def test_unusable_options_are_refused(options):
    with pytest.raises(IllegalMove) as refused:
        ENGINE.start(2, options, Rng(b"x", "0"))
    assert refused.value.code == "bad_options"


def test_too_many_tiles_of_a_colour_in_hands_is_refused():
    with pytest.raises(IllegalMove):
        ENGINE.start(4, {"hands": [["green"] * 6] * 4, "bag_order": []}, Rng(b"x", "0"))


def test_other_seats_see_hand_sizes_but_not_hands_points_or_treasures():
    table = Table(HANDS)
    mine = table.view(0)["players"]
    assert mine[0]["hand"] == HANDS[0]
    assert mine[0]["points"] == {"red": 0, "blue": 0, "green": 0, "black": 0}
    assert mine[0]["treasures"] == 0
    assert "hand" not in mine[1] and "points" not in mine[1] and "treasures" not in mine[1]
    assert mine[1]["hand_size"] == 6
    spectator = table.view(None)["players"]
    assert all("hand" not in p and "points" not in p for p in spectator)
    assert "bag" not in table.view(0) and "bag_order" not in table.view(0)


def test_event_view_hides_the_bag_other_hands_draws_and_points():
    table = Table(HANDS, bag=["green", "black"])
    start = table.events[0]
    assert ENGINE.event_view(start, 1) == {
        "type": "game_started",
        "players": 2,
        "discards": "bag",
        "bag_size": 131,
        "hand_sizes": [6, 6],
        "hand": ["blue"] * 6,
    }
    assert "hand" not in ENGINE.event_view(start, None)
    table.play(0, {"type": "place_leader", "leader": "black", "at": [8, 5]})
    events = table.play(0, tile("black", 7, 5))
    scored = [e for e in events if e["type"] == "points_scored"]
    assert scored == [
        {"type": "points_scored", "seat": 0, "color": "black", "points": 1, "reason": "tile"}
    ]
    assert ENGINE.event_view(scored[0], 0) == scored[0]
    assert ENGINE.event_view(scored[0], 1) is None
    assert ENGINE.event_view(scored[0], None) is None
    drawn = next(e for e in events if e["type"] == "tiles_drawn")
    assert drawn["tiles"] == ["green"]
    assert ENGINE.event_view(drawn, 1) == {"type": "tiles_drawn", "seat": 0, "count": 1}


def test_swap_shows_its_size_to_others_only():
    table = Table(HANDS, bag=["green", "green"])
    events = table.play(0, {"type": "swap_tiles", "tiles": ["red", "red"]})
    swapped = events[0]
    assert swapped["discarded"] == ["red", "red"] and swapped["drawn"] == ["green", "green"]
    assert ENGINE.event_view(swapped, 1) == {"type": "tiles_swapped", "seat": 0, "count": 2}


def test_view_squares_describe_every_non_empty_square():
    table = Table(HANDS)
    table.play(0, {"type": "place_leader", "leader": "red", "at": [8, 5]})
    assert table.square(8, 5) == {
        "tile": None,
        "face_down": False,
        "treasure": None,
        "catastrophe": False,
        "monument": None,
        "leader": {"seat": 0, "color": "red"},
    }
    assert table.square(8, 6)["treasure"] == "normal"
    assert table.view(1)["players"][0]["leaders"]["red"] == [8, 5]
    assert coords(0) == [0, 0] and table.square(0, 0) is None


def test_fixed_hands_without_bag_order_shuffle_the_rest_of_the_bag():
    hands = [["green"] * 6, ["black"] * 6]
    first = ENGINE.start(2, {"hands": hands}, Rng(b"one", "0"))[0]
    second = ENGINE.start(2, {"hands": hands}, Rng(b"two", "0"))[0]
    assert first["hands"] == hands and len(first["bag"]) == 131
    assert sorted(first["bag"]) == sorted(second["bag"]) and first["bag"] != second["bag"]
    assert first["bag"].count("green") == 30 - 6 and first["bag"].count("black") == 30 - 6
