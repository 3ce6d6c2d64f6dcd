"""The Duel board over whole random games: every decision (alliance tokens, unit moves, grey and
discarded cards) is drawn and labelled without a renderer failing, and cards show their colour,
cost, chain symbols and effects in words instead of a number."""

from __future__ import annotations

import logging
import re

import pytest

from engines import ENGINES
from engines.bots import random_move
from engines.rng import Rng
from web.boards.rendering import render_board
from web.faces.middle_earth_duel.board import card_in_words

NAMES = ["ann", "bob"]
SLUG = "middle-earth-duel"


def positions_with_decisions(seeds=range(6)):
    """(view, moves, seat) of every position of a few random games where a decision is pending."""
    engine = ENGINES[SLUG]
    for seed in seeds:
        rng_seed = bytes([seed])
        state = None
        for event in engine.start(2, {}, Rng(rng_seed, "0")):
            state = engine.evolve(state, event)
        bots = Rng(rng_seed, "bots")
        played = 0
        while engine.to_act(state):
            seat = engine.to_act(state)[0]
            view = engine.view(state, seat)
            if view.get("pending") or played % 7 == 0:
                yield view, engine.legal_moves(state, seat), seat
            move = random_move(engine, state, seat, bots)
            for event in engine.decide(state, seat, move, Rng(rng_seed, str(played))):
                state = engine.evolve(state, event)
            played += 1


@pytest.mark.django_db(databases=[])
def test_every_decision_of_random_games_draws_and_reads_in_words(caplog):
    kinds = set()
    with caplog.at_level(logging.ERROR, logger="web.boards"):
        for view, moves, seat in positions_with_decisions():
            board = render_board(SLUG, view, seat, NAMES, moves)
            assert board.notice == ""
            pending = view.get("pending") or {}
            kinds.add(pending.get("kind"))
            for choice in board.choices:
                assert not re.search(r"[{}]|#\d|\boption\b|\bfrom\b.*;", choice.label), choice.label
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert {"token", "move_unit", "grey_card"} <= kinds


def test_an_alliance_token_choice_is_a_labelled_button():
    view, moves, seat = next(
        (v, m, s)
        for v, m, s in positions_with_decisions()
        if (v.get("pending") or {}).get("kind") == "token"
    )
    board = render_board(SLUG, view, seat, NAMES, moves)
    assert board.buttons and all("token:" in c.label for c in board.buttons)


def test_cards_are_drawn_with_colour_cost_chain_and_effects_not_a_number():
    view, moves, seat = next(positions_with_decisions(seeds=[0]))
    board = render_board(SLUG, view, seat, NAMES, moves)
    svg_texts = re.findall(r"<text[^>]*>([^<]*)</text>", board.html)
    assert not [t for t in svg_texts if re.fullmatch(r"#\d+", t)]
    assert any(t in ("free", "Ring +1") or "¢" in t or t.startswith("chain: ") for t in svg_texts)
    assert 'class="card-band"' in board.html
    assert card_in_words(0).startswith("Green card: Race symbol: elves.")
    assert "Gives the harp chain symbol." in card_in_words(0)


def test_every_row_of_a_chapters_cards_lies_inside_the_drawing():
    from tests.web.sample_views import NAMES, sample

    view, moves, seat = sample("middle-earth-duel")
    slots = [
        {
            "slot": n,
            "row": 1 + n // 3,
            "face_up": True,
            "available": True,
            "taken": False,
            "card": None,
        }
        for n in range(20)
    ]  # seven rows, as the later chapters lay out
    board = render_board("middle-earth-duel", {**view, "slots": slots}, seat, NAMES, moves)
    height = int(re.search(r'viewBox="0 0 560 (\d+)"', board.html).group(1))
    assert height >= 10 + 6 * 58 + 88  # the seventh row's top, and a whole card


def test_a_long_line_is_pressed_to_the_cards_width():
    from web.faces.middle_earth_duel.board import CARD_W, fitted_text

    long = fitted_text("courage 2, knowledge 1, ruse 1, strength 3", 40, 14, "card-cost", 5.4)
    short = fitted_text("free", 40, 14, "card-cost", 5.4)
    assert f'textLength="{CARD_W - 8}"' in long and 'lengthAdjust="spacingAndGlyphs"' in long
    assert "textLength" not in short


def test_the_card_just_taken_is_ringed_where_it_was():
    from web.boards.rendering import last_marks
    from web.faces.middle_earth_duel.board import slot_id

    view, moves, seat = next(
        (v, m, s)
        for v, m, s in positions_with_decisions(seeds=[0])
        if any(isinstance(e, dict) and e.get("taken") for e in v.get("slots", []))
    )
    slot = next(e["slot"] for e in view["slots"] if e.get("taken"))
    last = last_marks(SLUG, [{"type": "card_taken", "slot": slot, "seat": 1 - seat}])
    assert last == {slot_id(slot)}
    board = render_board(SLUG, view, seat, NAMES, moves, last=last)
    gone = re.search(rf"<g><title>slot {slot}: taken</title>(.*?)</g>", board.html)
    assert gone and 'class="card-gone"' in gone.group(1) and 'class="last-move"' in gone.group(1)
    plain = render_board(SLUG, view, seat, NAMES, moves)
    assert 'class="last-move"' not in plain.html
