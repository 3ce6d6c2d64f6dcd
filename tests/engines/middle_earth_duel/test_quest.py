"""The quest of the Ring: who moves on the track, the own-step bonuses, and the quest victories."""

from __future__ import annotations

import pytest

from tests.engines.middle_earth_duel.scenario import (
    ENGINE,
    FELLOWSHIP,
    SAURON,
    Game,
    chapter_order,
    events_of,
)


@pytest.mark.parametrize(
    ("takes", "track"),
    [
        ([4], {"hobbits": 14, "nazgul": 1}),  # Sauron's step moves the Nazgûl only
        ([None, 4], {"hobbits": 15, "nazgul": 1}),  # the Fellowship's step moves both
        ([4, 5], {"hobbits": 15, "nazgul": 2}),
    ],
)
def test_ring_steps_move_the_figures(takes, track):
    game = Game({"card_order": {"1": chapter_order(1, takes)}})
    game.play_chapter(takes)
    assert game.view()["track"] == track


def _quest_plan(actor: int) -> tuple[dict, list[list], list[list]]:
    """The actor plays 14 ring steps over three chapters while the other side discards."""
    mine = {
        1: [14, 16, 4, 5, 6, 7, 8, 9, 10, 11],
        2: [27, 28, 37, 36, 29, 30],
    }
    ch1 = [card for ours in mine[1] for card in ((None, ours) if actor else (ours, None))]
    ch2_start = [card for ours in mine[2] for card in ((None, ours) if actor else (ours, None))]
    if actor == SAURON:
        ch2_start.pop()  # Sauron's extra turn follows its card 30 at once
    ch2 = ch2_start + [31] + [None] * (20 - len(ch2_start) - 1)  # 31 on the extra turn
    ch3 = [53] if actor else [None, 53]  # Sauron took the last card of chapter 2
    order = {"1": chapter_order(1, ch1), "2": chapter_order(2, ch2), "3": chapter_order(3, ch3)}
    return order, [ch1, ch2, ch3], [[], ["lindon"], []]


@pytest.mark.parametrize(
    ("actor", "reason_track", "coins_after_chapter_1"),
    [
        (FELLOWSHIP, {"hobbits": 28, "nazgul": 14}, 11),
        (SAURON, {"hobbits": 14, "nazgul": 14}, 10),
    ],
)
def test_the_quest_victories(actor, reason_track, coins_after_chapter_1):
    order, chapters, choices = _quest_plan(actor)
    game = Game({"card_order": order})
    events = game.play_chapter(chapters[0], choices[0])
    steps = events_of(events, "ring_advanced")
    assert [e["steps"] for e in steps] == [1, 1, 1, 1]
    assert game.player(actor)["own_steps"] == 4
    bonus = [e for e in events_of(events, "coins_gained") if e["amount"] == 1]
    assert bonus == [{"type": "coins_gained", "seat": actor, "amount": 1}]  # 3 own steps
    assert game.player(actor)["coins"] == coins_after_chapter_1

    events = game.play_chapter(chapters[1], choices[1])
    side = ["sauron", "fellowship"][actor]
    assert game.view()["regions"]["lindon"]["units"][side] == 1  # 6 own steps: 1 unit anywhere
    assert events_of(events, "extra_turn_gained") == [{"type": "extra_turn_gained", "seat": actor}]
    assert events_of(events, "extra_turn_used") == [{"type": "extra_turn_used", "seat": actor}]
    assert game.player(actor)["own_steps"] == 11
    assert game.view()["chapter"] == 3 and game.seat == FELLOWSHIP

    events = game.play_chapter(chapters[2], choices[2])
    assert events[-1] == {"type": "game_won", "seat": actor, "reason": "quest"}
    assert game.view()["track"] == reason_track
    outcome = ENGINE.outcome(game.state)
    assert outcome["ranks"] == ([1, 2] if actor == SAURON else [2, 1])
    assert outcome["details"]["reason"] == "quest"
    assert ENGINE.to_act(game.state) == [] and ENGINE.legal_moves(game.state, actor) == []


def test_twelve_own_steps_remove_an_enemy_fortress():
    order, chapters, choices = _quest_plan(FELLOWSHIP)
    order["3"] = chapter_order(3, [None, 51])  # 51: two steps, free with the fish of card 5
    game = Game({"card_order": order, "landmark_order": ["rohan", "gondor", "lindon"]})
    game.play_chapter(chapters[0], choices[0])
    game.play_chapter(chapters[1], choices[1])
    game.play_chapter([None])  # the Fellowship discards, Sauron builds a fortress
    game.landmark("rohan")
    assert game.view()["regions"]["rohan"]["fortresses"] == ["sauron"]
    events = game.play_chapter([51])
    assert events_of(events, "card_played")[0]["chained"] is True
    assert game.player(FELLOWSHIP)["own_steps"] == 13
    assert game.view()["track"] == {"hobbits": 27, "nazgul": 13}
    assert events_of(events, "fortress_removed") == [
        {"type": "fortress_removed", "seat": SAURON, "region": "rohan"}
    ]
    assert game.view()["regions"]["rohan"]["fortresses"] == []
    assert game.player(SAURON)["fortresses_in_stock"] == 7
