"""The map: red cards placing units, battles, fortresses, presence, moves and the purple cards."""

from __future__ import annotations

import pytest

from engines import IllegalMove
from tests.engines.middle_earth_duel.scenario import (
    ENGINE,
    FELLOWSHIP,
    SAURON,
    Game,
    chapter_order,
    events_of,
)

DISCARDS = [None] * 20


def _units(game, *regions):
    view = game.view()["regions"]
    return {r: [view[r]["units"]["sauron"], view[r]["units"]["fellowship"]] for r in regions}


@pytest.mark.parametrize(
    ("region", "after", "losses", "stocks"),
    [
        ("arnor", {"arnor": [0, 1], "lindon": [0, 0]}, 1, [13, 14]),  # 1 against 2: one of each
        ("lindon", {"arnor": [0, 2], "lindon": [1, 0]}, 0, [12, 13]),  # an empty region
    ],
)
def test_a_red_card_places_units_and_units_cancel_one_for_one(region, after, losses, stocks):
    game = Game({"card_order": {"1": chapter_order(1, [22])}})
    events = game.take(22)
    assert game.pending["kind"] == "region" and game.pending["options"] == ["lindon", "arnor"]
    assert game.seat == SAURON
    events = game.choose(region)
    placed = events_of(events, "units_placed")[0]
    assert (placed["region"], placed["count"], placed["battle_losses"]) == (region, 1, losses)
    assert _units(game, "arnor", "lindon") == after
    assert [game.player(s)["units_in_stock"] for s in (0, 1)] == stocks
    assert game.seat == FELLOWSHIP


def test_a_bigger_army_survives_the_battle():
    """Chapter 3 card 58 puts 3 units in Gondor or Arnor: 3 against 2 leaves 1."""
    game = Game({"card_order": {"3": chapter_order(3, [58])}})
    game.play_chapter(DISCARDS)
    game.play_chapter(DISCARDS)
    game.play_chapter([58], ["arnor"])
    assert _units(game, "arnor") == {"arnor": [1, 0]}
    assert game.player(SAURON)["units_in_stock"] == 13 - 3 + 2
    assert game.player(FELLOWSHIP)["units_in_stock"] == 15
    assert "arnor" not in _present(game, FELLOWSHIP)


def _present(game, seat):
    side = ["sauron", "fellowship"][seat]
    return [
        name
        for name, region in game.view()["regions"].items()
        if region["units"][side] > 0 or side in region["fortresses"]
    ]


def test_fortresses_never_fight_and_keep_presence():
    takes = [
        8,
        None,
        9,
        None,
        20,
    ]  # the Fellowship plays card 20 (Gondor or Rohan) after the landmark
    game = Game(
        {
            "card_order": {"1": chapter_order(1, takes)},
            "landmark_order": ["gondor", "rohan", "lindon"],
        }
    )
    game.play_chapter(takes[:4])
    game.landmark("gondor")  # Sauron: fortress and 1 unit in Gondor, 2 ring steps
    assert _units(game, "gondor") == {"gondor": [1, 0]}
    assert game.view()["track"] == {"hobbits": 14, "nazgul": 2}
    game.play_chapter([20], ["gondor"])
    assert _units(game, "gondor") == {"gondor": [0, 0]}
    assert game.view()["regions"]["gondor"]["fortresses"] == ["sauron"]
    assert "gondor" in _present(game, SAURON) and "gondor" not in _present(game, FELLOWSHIP)
    assert ENGINE.view(game.state, None)["players"][SAURON]["regions_present"] == 2


PURPLE = [
    # card, choices, units after (mordor, rohan, gondor, enedwaith, arnor), Fellowship coins after
    (63, [{"from": "mordor", "to": "rohan"}, {"from": "rohan", "to": "enedwaith"}],
     [[1, 0], [0, 0], [0, 0], [1, 0], [0, 2]], 32),
    (64, [{"from": "mordor", "to": "gondor"}], [[1, 0], [0, 0], [1, 0], [0, 0], [0, 1]], 32),
    (65, [], [[2, 0], [0, 0], [0, 0], [0, 0], [0, 1]], 31),
    (66, [], [[2, 0], [0, 0], [0, 0], [0, 0], [0, 0]], 32),
    (67, [{"from": "mordor", "to": "rohan"}, {"from": "mordor", "to": "gondor"}],
     [[0, 0], [1, 0], [1, 0], [0, 0], [0, 1]], 33),
    (68, [{"from": "mordor", "to": "rohan"}, None], [[1, 0], [1, 0], [0, 0], [0, 0], [0, 2]], 33),
    (68, [{"from": "mordor", "to": "rohan"}, {"from": "rohan", "to": "enedwaith"},
          {"from": "enedwaith", "to": "arnor"}], [[1, 0], [0, 0], [0, 0], [0, 0], [0, 1]], 33),
]  # fmt: skip


@pytest.mark.parametrize(("card", "choices", "units", "coins"), PURPLE)
def test_purple_cards_remove_units_take_coins_and_move(card, choices, units, coins):
    game = Game({"card_order": {"3": chapter_order(3, [card])}})
    game.play_chapter(DISCARDS)
    game.play_chapter(DISCARDS)
    assert game.player(FELLOWSHIP)["coins"] == 33 and game.seat == SAURON
    game.play_chapter([card], choices)
    regions = ["mordor", "rohan", "gondor", "enedwaith", "arnor"]
    assert list(_units(game, *regions).values()) == units
    assert game.player(FELLOWSHIP)["coins"] == coins
    assert game.seat == FELLOWSHIP


def test_moves_are_optional_and_a_skip_gives_up_the_rest():
    game = Game({"card_order": {"3": chapter_order(3, [68])}})
    game.play_chapter(DISCARDS)
    game.play_chapter(DISCARDS)
    game.take(68)
    pending = game.pending
    assert pending["kind"] == "move_unit" and pending["optional"] is True
    assert pending["options"] == [
        {"from": "mordor", "to": "gondor"},
        {"from": "mordor", "to": "rohan"},
    ]
    moves = ENGINE.legal_moves(game.state, SAURON)
    assert moves[-1] == {"type": "choose", "option": None} and len(moves) == 3
    with pytest.raises(IllegalMove):
        game.move({"type": "take_card", "slot": 18, "use": "discard"})
    with pytest.raises(IllegalMove):
        game.choose({"from": "mordor", "to": "arnor"})  # not adjacent
    game.choose(None)
    assert game.pending is None and game.seat == FELLOWSHIP
    assert _units(game, "mordor") == {"mordor": [2, 0]}


def test_a_mandatory_decision_cannot_be_skipped():
    game = Game({"card_order": {"1": chapter_order(1, [22])}})
    game.take(22)
    with pytest.raises(IllegalMove) as refused:
        game.choose(None)
    assert refused.value.code == "not_optional"
    with pytest.raises(IllegalMove):
        game.choose("mordor")
    with pytest.raises(IllegalMove):
        game.move({"type": "choose", "option": "lindon"}, seat=FELLOWSHIP)
