"""The last moves ringed on the board: each game's placing events name the places they changed
(a square, a column, an area or box, a card slot or region), and the board draws a ring there."""

from __future__ import annotations

import pytest

from engines import ENGINES
from engines.bots import play_random_game
from web.boards import last_marks, render_board

NAMES = ["ann", "bob", "cy"]
PLAYERS = {"tigris-euphrates": 2, "tigris-euphyu": 2, "after-the-flood": 3, "middle-earth-duel": 2}


def test_a_placed_tile_is_ringed_on_its_square():
    marks = last_marks("tigris-euphrates", [{"type": "tile_placed", "seat": 0, "at": [6, 10]}])
    assert marks == {"te-6-10"}
    engine = ENGINES["tigris-euphrates"]
    state, _ = play_random_game(engine, 2, {}, b"ring", max_moves=100_000)
    board = render_board("tigris-euphrates", engine.view(state, 0), 0, NAMES, [], last=marks)
    assert board.html.count('class="last-move"') == 1


@pytest.mark.parametrize("slug", sorted(PLAYERS))
def test_every_game_marks_what_its_moves_changed(slug):
    engine = ENGINES[slug]
    state = None
    _, events = play_random_game(engine, PLAYERS[slug], {}, f"marks-{slug}".encode())
    marked = 0
    for index, event in enumerate(events):
        state = engine.evolve(state, event)
        marks = last_marks(slug, [event])
        if marks and index % 5 == 0:
            board = render_board(slug, engine.view(state, 0), 0, NAMES, [], last=marks)
            assert board.notice == ""
            marked += board.html.count('class="last-move"')
    assert marked > 0
