"""Immediate victories by races and by regions, and the final count after chapter 3."""

from __future__ import annotations

from tests.engines.middle_earth_duel.scenario import (
    ENGINE,
    FELLOWSHIP,
    SAURON,
    Game,
    chapter_order,
    events_of,
)

DISCARDS = [None] * 20
EAGLES = {"race": "hobbits", "token": 0}


def test_six_races_with_the_eagles_win_at_once():
    ch1, ch2, ch3 = [2, None, 3, None, 0, None, 1], [24], [48]
    order = {"1": chapter_order(1, ch1), "2": chapter_order(2, ch2), "3": chapter_order(3, ch3)}
    tokens = {"elves": [0, 1, 2], "humans": [0, 1, 2], "hobbits": [0, 1, 2]}
    game = Game({"card_order": order, "token_order": tokens})
    game.play_chapter(ch1[:4])
    events = game.take(0)  # elves: the third race
    revealed = events_of(events, "tokens_revealed")[0]
    assert revealed["alliance"] == "three"
    assert revealed["tokens"] == [
        {"race": "elves", "token": 0},
        {"race": "humans", "token": 0},
        {"race": "hobbits", "token": 0},
    ]
    assert game.pending["kind"] == "token"
    events = game.choose(EAGLES)
    assert events_of(events, "race_gained") == [
        {"type": "race_gained", "seat": SAURON, "race": "eagles"}
    ]
    assert game.player(SAURON)["races"]["eagles"] == 1
    piles = game.view(FELLOWSHIP)["token_piles"]  # both players know the returned tokens
    assert piles["elves"]["known_top"] == [0] and piles["humans"]["known_top"] == [0]
    game.play_chapter([None, 1] + [None] * 13)
    assert sum(1 for n in game.player(SAURON)["races"].values() if n) == 5
    events = game.play_chapter(ch2, [{"race": "hobbits", "token": 1}])  # free with the pot
    pair = events_of(events, "tokens_revealed")[0]
    assert pair["alliance"] == "pair"
    assert pair["tokens"] == [{"race": "hobbits", "token": 1}, {"race": "hobbits", "token": 2}]
    assert game.view()["token_piles"]["hobbits"] == {"known_top": [2], "count": 1}
    assert game.player(SAURON)["tokens"] == [EAGLES, {"race": "hobbits", "token": 1}]
    game.play_chapter(DISCARDS[1:])
    events = game.play_chapter(ch3)  # ents, free with the acorn: the sixth race
    assert events[-1] == {"type": "game_won", "seat": SAURON, "reason": "races"}
    assert ENGINE.outcome(game.state)["details"] == {"reason": "races", "winner": "sauron"}


def test_presence_in_all_seven_regions_wins_at_once():
    ch1 = [20, None, 21, None, 22, None, 8, None, 9, None, 10, None, 11]
    ch2, ch3 = [44, None, 45], [58]
    order = {"1": chapter_order(1, ch1), "2": chapter_order(2, ch2), "3": chapter_order(3, ch3)}
    game = Game({"card_order": order})
    game.play_chapter(ch1 + [None] * 7, ["gondor", "enedwaith", "lindon"])
    game.play_chapter(ch2 + [None] * 17, ["rohan", "rhovanion"])
    assert game.player(SAURON)["regions_present"] == 6
    events = game.play_chapter(ch3, ["arnor"])
    placed = events_of(events, "units_placed")[0]
    assert (placed["region"], placed["count"], placed["battle_losses"]) == ("arnor", 3, 2)
    assert events[-1] == {"type": "game_won", "seat": SAURON, "reason": "regions_all"}
    outcome = ENGINE.outcome(game.state)
    assert outcome == {
        "ranks": [1, 2],
        "scores": [7, 0],
        "details": {"reason": "regions_all", "winner": "sauron"},
    }


def test_equal_regions_after_chapter_3_is_a_shared_victory():
    game = Game()
    for _ in range(3):
        game.play_chapter(DISCARDS)
    assert events_of(game.events, "game_ended")[0]["reason"] == "regions_count"
    outcome = ENGINE.outcome(game.state)
    assert outcome == {
        "ranks": [1, 1],
        "scores": [1, 1],
        "details": {"reason": "regions_count", "winner": None},
    }
    assert ENGINE.to_act(game.state) == []
    final = ENGINE.view(game.state, None)
    assert final["result"] == {"winner": None, "reason": "regions_count"}
    assert len(final["undrawn"]["cards"]) == 3  # the 3 cards of chapter 3 never laid out
    assert "undrawn" not in ENGINE.view(game.state, SAURON)


def test_more_regions_after_chapter_3_wins():
    game = Game({"card_order": {"1": chapter_order(1, [None, 22])}})
    game.play_chapter([None, 22] + [None] * 18, ["lindon"])  # the Fellowship: Arnor and Lindon
    game.play_chapter(DISCARDS)
    game.play_chapter(DISCARDS)
    outcome = ENGINE.outcome(game.state)
    assert outcome["ranks"] == [2, 1] and outcome["scores"] == [1, 2]
    assert outcome["details"] == {"reason": "regions_count", "winner": "fellowship"}
