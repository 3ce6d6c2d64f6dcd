"""The boards draw the engines' own geometry (map, borders, adjacency, well size): no copy in
web/ that could drift from the rules the engines play by."""

from __future__ import annotations

from engines.after_the_flood import data as flood_data
from engines.middle_earth_duel import data as duel_data
from engines.tigris_euphrates import data as tigris_data
from engines.tigris_euphyu import data as euphyu_data
from web.faces.after_the_flood import board as after_the_flood
from web.faces.middle_earth_duel import board as middle_earth_duel
from web.faces.tigris_euphrates import board as tigris_euphrates
from web.faces.tigris_euphyu import board as tigris_euphyu


def test_the_tigris_euphrates_map_is_the_engines():
    assert tigris_euphrates.MAP is tigris_data.BOARD_MAP
    assert (tigris_euphrates.COLUMNS, tigris_euphrates.ROWS) == (
        tigris_data.WIDTH,
        tigris_data.HEIGHT,
    )
    rivers = {
        tigris_data.square(x, y)
        for y in range(tigris_data.HEIGHT)
        for x in range(tigris_data.WIDTH)
        if tigris_euphrates.is_river(x, y)
    }
    assert rivers == tigris_data.RIVER


def test_after_the_flood_borders_and_areas_are_the_engines():
    assert after_the_flood.BORDERS is flood_data.BORDERS_TWO_WAY
    assert after_the_flood.ONE_WAY is flood_data.BORDERS_ONE_WAY
    assert after_the_flood.SUMER is flood_data.SUMER_SET
    assert list(after_the_flood.BOXES) == flood_data.BOX_NAMES
    assert set(after_the_flood.AREA_POSITIONS) == set(flood_data.ALL_AREAS)  # a place per area


def test_the_duel_map_draws_the_engines_adjacency():
    assert middle_earth_duel.BORDERS is duel_data.BORDERS
    drawn = {frozenset(pair) for pair in middle_earth_duel.BORDERS}
    adjacent = {
        frozenset((region, other))
        for region, others in duel_data.ADJACENT.items()
        for other in others
    }
    assert drawn == adjacent
    assert set(middle_earth_duel.REGION_POSITIONS) == set(duel_data.REGIONS)


def test_the_euphyu_well_is_the_engines_size():
    assert (tigris_euphyu.COLUMNS, tigris_euphyu.ROWS) == (euphyu_data.WIDTH, euphyu_data.HEIGHT)
    assert tigris_euphyu.COLOURS is euphyu_data.COLOURS
