"""Extra turns, landmark effects, stock limits and losing coins down to 0."""

from __future__ import annotations

import pytest

from tests.engines.middle_earth_duel.scenario import (
    FELLOWSHIP,
    SAURON,
    Game,
    chapter_order,
    events_of,
)


def test_extra_turns_stack():
    """Dwarves token 1 (extra turn per landmark) and Ents token 0 (an extra turn) in one turn."""
    takes = [2, None, 3, None, 1, None, 8, None, 9, None, 10, None]
    game = Game(
        {
            "card_order": {"1": chapter_order(1, takes)},
            "token_order": {"dwarves": [1], "ents": [0, 1]},
            "landmark_order": ["lindon", "rohan", "gondor"],
        }
    )
    game.play_chapter(takes[:4])
    game.take(1)
    game.choose({"race": "dwarves", "token": 1})
    game.play_chapter(takes[5:])
    assert game.player(SAURON)["coins"] == 7 and game.seat == SAURON
    game.landmark("lindon")
    game.choose("ents")
    events = game.choose({"race": "ents", "token": 0})
    assert len(events_of(events, "extra_turn_gained")) == 2
    assert events_of(events, "extra_turn_used") == [{"type": "extra_turn_used", "seat": SAURON}]
    assert game.seat == SAURON and game.player(SAURON)["extra_turns"] == 1
    game.discard_top()
    assert game.seat == SAURON and game.player(SAURON)["extra_turns"] == 0
    game.discard_top()
    assert game.seat == FELLOWSHIP


def test_an_extra_turn_carries_into_the_next_chapter():
    """Elves token 0: an extra turn per yellow card; Sauron's last card of chapter 1 is yellow."""
    takes = [2, None, 3, None, 0, None, 8] + [None] * 12 + [9]
    game = Game({"card_order": {"1": chapter_order(1, takes)}, "token_order": {"elves": [0]}})
    game.play_chapter(takes[:4])
    game.take(0)
    game.choose({"race": "elves", "token": 0})
    events = game.play_chapter(takes[5:])
    assert [e["seat"] for e in events_of(events, "card_taken")][-1] == SAURON
    assert events[-3]["type"] == "chapter_started"
    assert events[-2:] == [
        {"type": "extra_turn_used", "seat": SAURON},
        {"type": "turn_started", "seat": SAURON},
    ]
    assert game.view()["chapter"] == 2 and game.seat == SAURON


LANDMARK_ORDER = ["enedwaith", "mordor", "rhovanion", "arnor"]


def _two_yellows_then(region, fellowship_cards=(None, None)):
    takes = [8, fellowship_cards[0], 9, fellowship_cards[1]]
    order = [region] + [r for r in LANDMARK_ORDER if r != region]
    game = Game({"card_order": {"1": chapter_order(1, takes)}, "landmark_order": order[:3]})
    game.play_chapter(takes)
    assert game.player(SAURON)["coins"] == 6
    return game


def test_enedwaith_discards_an_enemy_grey_card_and_steps_the_ring():
    game = _two_yellows_then("enedwaith", (14, 16))
    game.landmark("enedwaith")  # ruse 2, courage 3, knowledge 1
    assert game.pending["kind"] == "grey_card" and game.pending["options"] == [14, 16]
    game.choose(16)
    fellowship = game.player(FELLOWSHIP)
    assert fellowship["cards"] == [14] and fellowship["skills"]["courage"] == 0
    assert game.view()["discarded"] == [16]
    assert game.view()["track"]["nazgul"] == 1 and game.player(SAURON)["coins"] == 0


def test_mordor_plays_a_discarded_card():
    game = _two_yellows_then("mordor")
    discarded = game.view()["discarded"]
    game.landmark("mordor")  # courage 3, knowledge 1, leadership 2
    assert game.pending["kind"] == "discarded_card" and game.pending["options"] == discarded
    game.choose(None)
    assert game.player(SAURON)["cards"] == [8, 9] and game.seat == FELLOWSHIP


def test_rhovanion_moves_a_unit_and_gives_five_coins():
    game = _two_yellows_then("rhovanion")
    game.landmark("rhovanion")  # 6 skills missing: 6 coins
    game.choose({"from": "mordor", "to": "rohan"})
    assert game.view()["regions"]["rohan"]["units"]["sauron"] == 1
    assert game.player(SAURON)["coins"] == 5
    assert game.view()["regions"]["rhovanion"]["fortresses"] == ["sauron"]


def test_arnor_places_two_units_there_then_moves_two():
    game = _two_yellows_then("arnor")
    events = game.landmark("arnor")  # 2 units against the Fellowship's 2: all four removed
    placed = events_of(events, "units_placed")[0]
    assert (placed["region"], placed["count"], placed["battle_losses"]) == ("arnor", 2, 2)
    game.choose({"from": "mordor", "to": "rohan"})
    game.choose({"from": "rohan", "to": "rhovanion"})
    regions = game.view()["regions"]
    assert regions["arnor"]["units"] == {"sauron": 0, "fellowship": 0}
    assert regions["arnor"]["fortresses"] == ["sauron"]
    assert regions["rhovanion"]["units"]["sauron"] == 1


def test_units_run_out_and_what_is_left_is_placed():
    ch1 = [22]
    ch2 = [
        41,
        None,
        None,
        None,
        42,
        None,
        None,
        None,
        43,
        None,
        None,
        None,
        44,
        None,
        None,
        None,
        45,
    ]
    ch3 = [57]
    order = {"1": chapter_order(1, ch1), "2": chapter_order(2, ch2), "3": chapter_order(3, ch3)}
    game = Game({"card_order": order})
    game.play_chapter(ch1 + [None] * 19, ["lindon"])
    game.play_chapter(ch2 + [None] * 3, ["lindon", "rohan", "gondor", "lindon", "rhovanion"])
    assert game.player(SAURON)["units_in_stock"] == 2
    events = game.play_chapter(ch3, ["rohan"])
    assert events_of(events, "units_placed")[0]["count"] == 2
    assert game.player(SAURON)["units_in_stock"] == 0
    assert game.view()["regions"]["rohan"]["units"]["sauron"] == 2 + 2


@pytest.mark.parametrize(("choices", "lost"), [(["coin", "coin", "coin"], [1])])
def test_losing_coins_stops_at_zero(choices, lost):
    takes = [8, 5, 9, 20]
    game = Game(
        {
            "card_order": {"1": chapter_order(1, takes)},
            "token_order": {"ents": [2, 0]},
            "landmark_order": ["lindon", "rohan", "gondor"],
        }
    )
    game.play_chapter(takes, ["gondor"])
    assert game.player(FELLOWSHIP)["coins"] == 1
    game.landmark("lindon")
    game.choose("ents")
    events = game.choose({"race": "ents", "token": 2})
    for choice in choices:
        events += game.choose(choice)
    assert [e["amount"] for e in events_of(events, "coins_lost")] == lost
    assert game.player(FELLOWSHIP)["coins"] == 0


def test_a_card_played_from_the_discard_pile_triggers_whenever_tokens():
    """Humans token 0 (a ring step per yellow card); Mordor plays the discarded yellow card 11."""
    takes = [2, None, 3, None, 0, None, 8, None, 9, ("discard", 11), 10, None]
    game = Game(
        {
            "card_order": {"1": chapter_order(1, takes)},
            "token_order": {"humans": [0]},
            "landmark_order": ["mordor", "rohan", "gondor"],
        }
    )
    game.play_chapter(takes[:4])
    game.take(0)
    game.choose({"race": "humans", "token": 0})
    events = game.play_chapter(takes[5:])
    assert game.view()["track"]["nazgul"] == 3
    assert [e["amount"] for e in events_of(events, "coins_gained") if e["seat"] == SAURON] == [
        2,
        2,
        2,
        1,
    ]
    assert game.player(SAURON)["coins"] == 8
    game.landmark("mordor")
    assert 11 in game.pending["options"]
    events = game.choose(11)
    assert events_of(events, "card_played")[0]["source"] == "discard"
    assert game.view()["track"]["nazgul"] == 4
    assert game.player(SAURON)["coins"] == 8 - 6 + 2
