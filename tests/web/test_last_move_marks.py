"""The last moves ringed on the board: each game's placing events name the places they changed
(a square, a column, an area or box, a card slot or region), and the board draws a ring there."""

from __future__ import annotations

import pytest

from engines import ENGINES
from engines.bots import play_random_game
from web.boards.rendering import last_marks, render_board
from web.pages.game_panel import last_move_line

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


def test_the_status_bar_announces_what_a_seat_did_not_whose_turn_it_is():
    rows = [
        {"type": "move", "seat": 1, "data": {"by": "bot"}},
        {"type": "tile_placed", "seat": None, "data": {"seat": 1, "color": "red", "at": [2, 3]}},
        {"type": "action_ended", "seat": None, "data": {"seat": 1}},
        {"type": "turn_started", "seat": None, "data": {"seat": 0}},
    ]
    assert last_move_line(rows, NAMES) == "bob placed a red tile at 2·3."
