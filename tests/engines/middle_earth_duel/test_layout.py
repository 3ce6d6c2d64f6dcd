"""Setup, the chapter layouts (covering and revealing), discard coins, chapters and landmarks."""

from __future__ import annotations

import pytest

from engines import IllegalMove, Rng
from tests.engines.middle_earth_duel.scenario import (
    ENGINE,
    FELLOWSHIP,
    SAURON,
    Game,
    chapter_order,
    events_of,
)

ALL_DISCARDS = [None] * 20


def test_setup_matches_the_rules():
    game = Game()
    view = game.view(SAURON)
    assert view["chapter"] == 1 and view["to_act"] == [SAURON]
    assert view["track"] == {"hobbits": 14, "nazgul": 0}
    sauron, fellowship = view["players"]
    assert (sauron["side"], sauron["coins"], sauron["units_in_stock"]) == ("sauron", 2, 13)
    assert (fellowship["side"], fellowship["coins"], fellowship["units_in_stock"]) == (
        "fellowship",
        3,
        13,
    )
    assert sauron["fortresses_in_stock"] == fellowship["fortresses_in_stock"] == 7
    assert view["regions"]["mordor"]["units"] == {"sauron": 2, "fellowship": 0}
    assert view["regions"]["arnor"]["units"] == {"sauron": 0, "fellowship": 2}
    assert len(view["landmarks"]) == 3
    face_up = [s["slot"] for s in view["slots"] if s["card"] is not None]
    assert face_up == [0, 1, 5, 6, 7, 8, 14, 15, 16, 17, 18, 19]
    assert [s["slot"] for s in view["slots"] if s["available"]] == [14, 15, 16, 17, 18, 19]
    assert set(sauron["skills"]) == {"ruse", "strength", "courage", "knowledge", "leadership"}
    assert len(sauron["races"]) == 7


def test_face_down_cards_are_not_drawn_before_they_are_revealed():
    game = Game()
    hidden = [i for i, slot in enumerate(game.state["slots"]) if not slot["face_up"]]
    assert hidden == [2, 3, 4, 9, 10, 11, 12, 13]
    assert all(game.state["slots"][i]["card"] is None for i in hidden)
    assert len(game.state["pool"]) == 23 - 12  # 8 hidden slots and 3 cards left out, undrawn


@pytest.mark.parametrize(
    ("chapter", "revealed_per_take"),
    [
        (1, [[], [13], [12]]),  # slot 13 lies under 18 and 19, slot 12 under 17 and 18
        (2, [[17], [15, 16], []]),  # slot 17 under 19; 15 under 18; 16 under 18, 19
        (3, [[17], [15, 16], []]),
    ],
)
def test_taking_cards_reveals_the_cards_they_covered(chapter, revealed_per_take):
    takes = list(range({1: 0, 2: 23, 3: 46}[chapter], {1: 0, 2: 23, 3: 46}[chapter] + 20))
    order = {str(c): chapter_order(c, ALL_DISCARDS) for c in (1, 2, 3)}
    order[str(chapter)] = chapter_order(chapter, takes)
    game = Game({"card_order": order})
    for _ in range(chapter - 1):
        game.play_chapter(ALL_DISCARDS)
    assert game.view()["chapter"] == chapter
    for index, expected in enumerate(revealed_per_take):
        slot = 19 - index
        covered = [s for s in expected]
        assert all(not game.view()["slots"][s]["face_up"] for s in covered)
        events = game.move({"type": "take_card", "slot": slot, "use": "discard"})
        revealed = events_of(events, "card_revealed")
        assert [e["slot"] for e in revealed] == expected
        assert [e["card"] for e in revealed] == [takes[19 - s] for s in expected]
        for s in expected:
            assert game.view(FELLOWSHIP)["slots"][s]["face_up"]
            assert game.view(SAURON)["slots"][s]["card"] == takes[19 - s]


def test_a_covered_card_cannot_be_taken():
    game = Game()
    with pytest.raises(IllegalMove) as refused:
        game.move({"type": "take_card", "slot": 5, "use": "discard"})
    assert refused.value.code == "slot_unavailable"
    moves = ENGINE.legal_moves(game.state, SAURON)
    assert {m["slot"] for m in moves if m["type"] == "take_card"} == {14, 15, 16, 17, 18, 19}


@pytest.mark.parametrize(("chapter", "coins"), [(1, 1), (2, 2), (3, 3)])
def test_discarding_gives_the_chapter_number_in_coins(chapter, coins):
    game = Game()
    for _ in range(chapter - 1):
        game.play_chapter(ALL_DISCARDS)
    seat = game.seat
    before = game.player(seat)["coins"]
    events = game.discard_top()
    assert events_of(events, "card_discarded")[0]["coins"] == coins
    assert game.player(seat)["coins"] == before + coins
    assert game.view()["discarded"][-1] == events[0]["card"]


def test_chapters_follow_each_other_and_turns_keep_alternating():
    game = Game()
    events = game.play_chapter(ALL_DISCARDS)
    started = events_of(events, "chapter_started")
    assert [e["chapter"] for e in started] == [2]
    assert len(started[0]["cards"]) == 12  # chapter 2 has 12 face-up slots
    # Sauron took the 1st card, the Fellowship the 20th and last; Sauron starts chapter 2.
    assert game.seat == SAURON and game.view()["chapter"] == 2
    assert game.player(SAURON)["coins"] == 2 + 10 and game.player(FELLOWSHIP)["coins"] == 3 + 10
    game.play_chapter(ALL_DISCARDS)
    assert game.view()["chapter"] == 3 and game.seat == SAURON


def test_landmarks_are_not_replaced_until_the_next_chapter():
    order = chapter_order(1, [8, None, 9, None, 10] + [None] * 15)
    game = Game(
        {"card_order": {"1": order}, "landmark_order": ["rohan", "gondor", "lindon", "arnor"]}
    )
    assert game.view()["landmarks"] == ["rohan", "gondor", "lindon"]
    game.play_chapter([8, None, 9, None, 10, None])  # Sauron: 2 + 3 x 2 = 8 coins
    assert game.player(SAURON)["coins"] == 8
    events = game.landmark("rohan")  # ruse 3, knowledge 1, leadership 2: 6 coins
    assert events_of(events, "landmark_taken")[0]["paid"] == 6
    assert game.view()["regions"]["rohan"]["fortresses"] == ["sauron"]
    assert game.view()["landmarks"] == ["gondor", "lindon"]
    game.play_chapter([None] * 14)
    assert game.view()["chapter"] == 2
    assert game.view()["landmarks"] == ["gondor", "lindon", "arnor"]


def test_view_hides_face_down_cards_and_stacked_options():
    order = chapter_order(1, list(range(20)))
    game = Game({"card_order": {"1": order}})
    view = game.view(FELLOWSHIP)
    assert view["slots"][9]["card"] is None and not view["slots"][9]["face_up"]
    assert "card_order" not in view and "pool" not in view
    shown = ENGINE.event_view(game.events[0], FELLOWSHIP)
    assert shown["options"] == {"card_order": "stacked"}
    assert ENGINE.event_view(game.events[1], SAURON) == game.events[1]


@pytest.mark.parametrize(
    "options",
    [
        {"card_order": {"1": [30]}},  # a chapter-2 card
        {"card_order": {"4": []}},
        {"card_order": {"1": [0, 0]}},
        {"card_order": {"1": [True]}},
        {"card_order": [1, 2]},
        {"token_order": {"eagles": [0]}},
        {"token_order": {"elves": [3]}},
        {"landmark_order": ["shire"]},
        {"landmark_order": "gondor"},
        {"seats": 2},
        "not a dict",
    ],
)
def test_bad_options_are_refused(options):
    with pytest.raises(IllegalMove) as refused:
        ENGINE.start(2, options, Rng(b"s", "0"))
    assert refused.value.code == "bad_options"


def test_partial_orders_put_listed_items_first():
    game = Game({"card_order": {"1": [5, 6]}, "landmark_order": ["arnor"]})
    assert game.view()["slots"][0]["card"] == 5 and game.view()["slots"][1]["card"] == 6
    assert game.view()["landmarks"][0] == "arnor"


def test_view_has_the_documented_keys():
    view = Game().view(SAURON)
    for key in (
        "chapter",
        "to_act",
        "pending",
        "slots",
        "landmarks",
        "discarded",
        "track",
        "regions",
        "players",
    ):
        assert key in view
    assert set(view["slots"][0]) == {"slot", "row", "face_up", "available", "taken", "card"}
    assert set(view["regions"]["gondor"]) == {"units", "fortresses"}
    player_keys = {
        "side", "coins", "skills", "one_of_skills", "races", "chain_symbols", "tokens", "cards",
        "units_in_stock", "fortresses_in_stock", "extra_turns",
    }  # fmt: skip
    assert player_keys <= set(view["players"][0])
    for hidden in ("pool", "card_order", "token_order", "landmark_order", "landmark_pool", "queue"):
        assert hidden not in view
