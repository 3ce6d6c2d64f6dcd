"""Costs: skills from grey cards, missing skills paid in coins, "one of" skills, chains, landmarks."""

from __future__ import annotations

import pytest

from engines import IllegalMove
from tests.engines.middle_earth_duel.scenario import (
    ENGINE,
    SAURON,
    Game,
    chapter_order,
    events_of,
)

DISCARDS = [None] * 20


def _played(events, card):
    return next(e for e in events_of(events, "card_played") if e["card"] == card)


@pytest.mark.parametrize(
    ("takes", "choices", "card", "paid", "coins_after"),
    [
        ([20], ["rohan"], 20, 1, 1),  # ruse 1 missing: 1 coin
        ([12, None, 20], ["gondor"], 20, 0, 2),  # a grey ruse card supplies it
        ([5], [], 5, 1, 1),  # a printed coin cost
        ([0], [], 0, 1, 1),  # knowledge 1 missing
        ([16, None, 6], [], 6, 0, 2),  # courage from a grey card, kept for later turns
        ([16, None, 17, None, 6], [], 6, 0, 2),
    ],
)
def test_missing_skills_are_paid_in_coins(takes, choices, card, paid, coins_after):
    game = Game({"card_order": {"1": chapter_order(1, takes)}})
    events = game.play_chapter(takes, choices)
    assert _played(events, card)["paid"] == paid
    assert game.player(SAURON)["coins"] == coins_after


def test_grey_cards_stay_and_count_every_turn():
    takes = [16, None, 17, None, 29]
    game = Game({"card_order": {"1": chapter_order(1, takes[:4] + [None] * 16)}})
    game.play_chapter(takes[:4])
    assert game.player(SAURON)["skills"]["courage"] == 2
    assert game.player(SAURON)["cards"] == [16, 17]


def test_a_card_you_cannot_pay_is_not_playable():
    takes = [5, None, 20, None, 0]
    game = Game({"card_order": {"1": chapter_order(1, takes + [None] * 15)}})
    game.play_chapter(takes[:4], ["rohan"])
    assert game.player(SAURON)["coins"] == 0
    slot = game.slot_of(0)
    moves = ENGINE.legal_moves(game.state, SAURON)
    assert {"type": "take_card", "slot": slot, "use": "play"} not in moves
    assert {"type": "take_card", "slot": slot, "use": "discard"} in moves
    with pytest.raises(IllegalMove) as refused:
        game.take(0, "play")
    assert refused.value.code == "cannot_pay"


@pytest.mark.parametrize(("first", "paid", "chained"), [(0, 0, True), (None, 3, False)])
def test_a_chain_symbol_makes_a_card_free(first, paid, chained):
    """Card 0 gives the harp; card 23 (courage, knowledge, leadership) is free with the harp."""
    order = {"1": chapter_order(1, [first]), "2": chapter_order(2, [23])}
    game = Game({"card_order": order, "token_order": {"elves": [0, 1, 2]}})
    game.play_chapter([first] + [None] * 19)
    coins = game.player(SAURON)["coins"]
    # With the harp, card 23 is the second elves symbol: an alliance to settle.
    events = game.play_chapter([23], [{"race": "elves", "token": 0}] if first is not None else [])
    assert _played(events, 23)["paid"] == paid
    assert _played(events, 23)["chained"] is chained
    assert game.player(SAURON)["coins"] == coins - paid
    if first is not None:
        assert game.player(SAURON)["chain_symbols"] == ["harp"]


def test_a_one_of_card_supplies_one_skill_per_purchase():
    """Card 39 (1 coin) supplies knowledge, leadership or ruse; card 40 needs knowledge and
    leadership plus 1 coin, so with card 39 alone it costs 1 + 1 missing = 2."""
    order = {"2": chapter_order(2, [39, None, 40, None, 43])}
    game = Game({"card_order": order})
    game.play_chapter(DISCARDS)
    assert game.player(SAURON)["coins"] == 12
    events = game.play_chapter([39])
    assert _played(events, 39)["paid"] == 1
    assert game.player(SAURON)["one_of_skills"] == [["knowledge", "leadership", "ruse"]]
    events = game.play_chapter([None, 40])
    assert _played(events, 40)["paid"] == 2
    # Ruse 3 with two "one of" cards: card 39 can give ruse, card 40 can give ruse: 1 missing.
    events = game.play_chapter([None, 43], ["mordor"])
    assert _played(events, 43)["paid"] == 1
    assert game.player(SAURON)["coins"] == 12 - 1 - 2 - 1


def test_the_landmark_surcharge_is_one_coin_per_fortress_on_the_map():
    takes = [8, None, 9, None, 10, None, 11, None]
    game = Game(
        {
            "card_order": {"1": chapter_order(1, takes + [None] * 12)},
            "landmark_order": ["rohan", "gondor", "lindon"],
        }
    )
    game.play_chapter(takes)
    assert game.player(SAURON)["coins"] == 10
    first = game.landmark("rohan")  # ruse 3, knowledge 1, leadership 2, no fortress yet
    assert events_of(first, "landmark_taken")[0]["paid"] == 6
    assert game.view()["regions"]["rohan"]["units"]["sauron"] == 3  # and its 3 units
    game.play_chapter([None] * 12)  # Sauron discards 6 of the last 12 cards, the last one too
    assert game.view()["chapter"] == 2 and game.seat == 1
    game.discard_top()
    assert game.player(SAURON)["coins"] == 10
    assert {"type": "take_landmark", "region": "gondor"} in ENGINE.legal_moves(game.state, SAURON)
    second = game.landmark("gondor")  # ruse 3, strength 1, knowledge 2 = 6, + 1 fortress
    assert events_of(second, "landmark_taken")[0]["paid"] == 7
    assert game.player(SAURON)["coins"] == 3
    assert game.player(SAURON)["fortresses_in_stock"] == 5


def test_an_unaffordable_landmark_is_refused():
    game = Game({"landmark_order": ["rohan", "gondor", "lindon"]})
    assert not [m for m in ENGINE.legal_moves(game.state, SAURON) if m["type"] == "take_landmark"]
    with pytest.raises(IllegalMove) as refused:
        game.landmark("rohan")
    assert refused.value.code == "cannot_pay"
    with pytest.raises(IllegalMove) as refused:
        game.landmark("arnor")
    assert refused.value.code == "landmark_unavailable"
