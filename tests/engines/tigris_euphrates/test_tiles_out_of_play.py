"""The public counts a seat needs to know which tiles it cannot see: monument bases and openly
discarded tiles out of play, its own swaps out of the game, and the wars still to fight."""

from __future__ import annotations

from tests.engines.tigris_euphrates.table import ENGINE, Table, catastrophe, tile

ZERO = {"red": 0, "blue": 0, "green": 0, "black": 0}
REDS = ["red"] * 6


def _red_block_offered() -> Table:
    table = Table([REDS, REDS])
    table.turn(tile("red", 4, 4), tile("red", 5, 4))
    table.turn()
    table.turn(tile("red", 4, 5))
    table.turn()
    table.play(0, tile("red", 5, 5))
    return table


def test_a_monument_puts_its_four_tiles_out_of_play_for_everyone_to_count():
    table = _red_block_offered()
    assert table.view(1)["out_of_play"] == ZERO
    table.play(0, {"type": "build_monument", "monument": "red-green", "at": [4, 4]})
    for seat in (None, 0, 1):
        assert table.view(seat)["out_of_play"] == {**ZERO, "red": 4}


def test_discards_to_the_bag_stay_in_play_but_out_of_the_game_they_are_counted():
    into_bag = Table([REDS, REDS])
    into_bag.play(0, catastrophe(3, 5))
    assert into_bag.view(1)["out_of_play"] == ZERO
    out = Table([REDS, REDS], discards="out")
    out.play(0, catastrophe(3, 5))  # an empty square: nothing destroyed
    out.play(0, tile("red", 7, 7))
    out.play(1, catastrophe(7, 7))
    assert out.view(0)["out_of_play"] == {**ZERO, "red": 1}


def test_a_swap_out_of_the_game_is_counted_for_the_swapper_only():
    table = Table([["red", "red", "blue", "blue", "green", "black"], REDS], discards="out")
    table.play(0, {"type": "swap_tiles", "tiles": ["blue", "green"]})
    assert table.view(0)["players"][0]["swapped_out"] == {**ZERO, "blue": 1, "green": 1}
    assert "swapped_out" not in table.view(1)["players"][0]
    assert table.view(1)["players"][1]["swapped_out"] == ZERO
    assert table.view(0)["out_of_play"] == ZERO


def test_a_snapshot_without_the_counts_recovers_the_monument_bases():
    table = _red_block_offered()
    table.play(0, {"type": "build_monument", "monument": "red-green", "at": [4, 4]})
    older = ENGINE.dump(table.state)
    del older["out_of_play"], older["swapped_out"]
    assert ENGINE.dump(ENGINE.load(older)) == ENGINE.dump(table.state)
