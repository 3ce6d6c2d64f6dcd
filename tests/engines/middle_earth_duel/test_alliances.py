"""Alliance tokens: a pair of one race, three races once, Lindon, and every token's effect."""

from __future__ import annotations

from tests.engines.middle_earth_duel.scenario import (
    FELLOWSHIP,
    SAURON,
    Game,
    chapter_order,
    events_of,
)

ALL_REGIONS = ["mordor", "rohan", "gondor", "enedwaith", "rhovanion", "arnor", "lindon"]


def sauron_with(
    race: str, index: int, later: list, landmarks: list | None = None, chapter_2: list | None = None
) -> Game:
    """Sauron gains token `index` of `race` in chapter 1; `later` cards follow in the layout.

    Elves, humans, hobbits, dwarves: through three races (cards 2, 3, then 0 or 1). Wizards and
    ents: through the Lindon landmark after two yellow cards. The Fellowship acts next."""
    if race in ("wizards", "ents"):
        first = [8, None, 9, None]
        order = {"1": chapter_order(1, first + later)}
        others = [i for i in range(3) if i != index]
        game = Game(
            {
                "card_order": order,
                "token_order": {race: [index, *others]},
                "landmark_order": landmarks or ["lindon", "rohan", "gondor"],
            }
        )
        game.play_chapter(first)
        game.landmark("lindon")
        assert game.pending["kind"] == "alliance_race"
        assert game.pending["options"] == [
            "elves",
            "humans",
            "dwarves",
            "wizards",
            "hobbits",
            "ents",
        ]
        game.choose(race)
        assert game.pending["options"] == [
            {"race": race, "token": index},
            {"race": race, "token": others[0]},
        ]
        game.choose({"race": race, "token": index})
        return game
    third = 1 if race == "dwarves" else 0
    first = [2, None, 3, None, third]
    order = {"1": chapter_order(1, first + later)}
    if chapter_2:
        order["2"] = chapter_order(2, chapter_2)
    game = Game(
        {
            "card_order": order,
            "token_order": {race: [index]},
            "landmark_order": landmarks or ["rohan", "gondor", "lindon"],
        }
    )
    game.play_chapter(first[:4])
    game.take(third)
    assert game.pending["kind"] == "token"
    assert {"race": race, "token": index} in game.pending["options"]
    game.choose({"race": race, "token": index})
    assert game.player(SAURON)["tokens"][0] == {"race": race, "token": index}
    return game


def test_a_pair_of_one_race_reveals_two_and_returns_one_on_top():
    order = {"1": chapter_order(1, [0]), "2": chapter_order(2, [23])}
    game = Game({"card_order": order, "token_order": {"elves": [1, 2, 0]}})
    game.play_chapter([0] + [None] * 19)
    events = game.play_chapter([23], [{"race": "elves", "token": 2}])
    assert events_of(events, "tokens_revealed") == [
        {
            "type": "tokens_revealed",
            "seat": SAURON,
            "alliance": "pair",
            "tokens": [{"race": "elves", "token": 1}, {"race": "elves", "token": 2}],
        }
    ]
    kept = events_of(events, "token_kept")[0]
    assert kept["returned"] == [{"race": "elves", "token": 1}]
    assert game.view(FELLOWSHIP)["token_piles"]["elves"] == {"known_top": [1], "count": 2}


def test_three_races_trigger_once_per_game():
    game = sauron_with("humans", 1, [None, 1])
    assert game.player(SAURON)["three_races_used"] is True
    events = game.play_chapter([None, 1])  # a fourth race: no second three-race alliance
    assert events_of(events, "tokens_revealed") == []
    assert game.pending is None


def test_the_card_that_brings_a_whenever_token_does_not_trigger_it():
    game = sauron_with("dwarves", 2, [None, 0])  # dwarves 2: whenever you play green, move 2
    assert game.pending is None and game.seat == FELLOWSHIP
    game.discard_top()
    game.take(0)  # green: now the token fires after the card's own effects
    assert game.pending["kind"] == "move_unit"
    game.choose({"from": "mordor", "to": "rohan"})
    game.choose({"from": "rohan", "to": "enedwaith"})
    assert game.view()["regions"]["enedwaith"]["units"]["sauron"] == 1
    assert game.seat == FELLOWSHIP


def _next_sauron_turn(game):
    game.discard_top()
    assert game.seat == SAURON


def test_elves_extra_turn_whenever_yellow():
    game = sauron_with("elves", 0, [None, 8])
    _next_sauron_turn(game)
    events = game.take(8)
    assert events_of(events, "extra_turn_gained") == [{"type": "extra_turn_gained", "seat": SAURON}]
    assert game.seat == SAURON and game.player(SAURON)["extra_turns"] == 0


def test_elves_red_cards_anywhere():
    game = sauron_with("elves", 1, [None, 22])
    _next_sauron_turn(game)
    game.take(22)
    assert game.pending["options"] == ALL_REGIONS
    game.choose("rhovanion")
    assert game.view()["regions"]["rhovanion"]["units"]["sauron"] == 1


def test_elves_one_wild_skill():
    game = sauron_with("elves", 2, [None, 20])
    _next_sauron_turn(game)
    assert game.player(SAURON)["coins"] == 1
    events = game.take(20)  # ruse 1: supplied by the wild skill
    assert events_of(events, "card_played")[0]["paid"] == 0


def test_humans_ring_step_whenever_yellow():
    game = sauron_with("humans", 0, [None, 8])
    _next_sauron_turn(game)
    game.take(8)
    assert game.view()["track"]["nazgul"] == 1 and game.player(SAURON)["coins"] == 3


def test_humans_one_more_unit_on_red_cards():
    game = sauron_with("humans", 1, [None, 22])
    _next_sauron_turn(game)
    game.take(22)
    game.choose("lindon")
    assert game.view()["regions"]["lindon"]["units"]["sauron"] == 2


def test_humans_extra_discard_coins():
    game = sauron_with("humans", 2, [])
    _next_sauron_turn(game)
    events = game.discard_top()
    assert [e["amount"] for e in events_of(events, "coins_gained")] == [1]  # chapter 1: +1
    assert game.player(SAURON)["coins"] == 1 + 1 + 1


def test_dwarves_landmarks_free_even_with_fortresses():
    game = sauron_with("dwarves", 0, [])
    _next_sauron_turn(game)
    assert events_of(game.landmark("rohan"), "landmark_taken")[0]["paid"] == 0
    _next_sauron_turn(game)
    assert events_of(game.landmark("gondor"), "landmark_taken")[0]["paid"] == 0
    assert game.player(SAURON)["fortresses_in_stock"] == 5


def test_dwarves_extra_turn_whenever_a_landmark():
    game = sauron_with("dwarves", 1, [None, 8, None, 9, None, 10])
    for _ in range(3):
        _next_sauron_turn(game)
        game.take(game.view()["slots"][game.top_slot()]["card"])
    _next_sauron_turn(game)
    assert game.player(SAURON)["coins"] == 7
    events = game.landmark("rohan")
    assert events_of(events, "extra_turn_gained") == [{"type": "extra_turn_gained", "seat": SAURON}]
    assert game.seat == SAURON


def test_wizards_two_ring_steps():
    game = sauron_with("wizards", 0, [])
    assert game.view()["track"] == {"hobbits": 14, "nazgul": 2}


def test_wizards_two_units_anywhere():
    game = sauron_with("wizards", 1, [])
    assert game.pending["kind"] == "region" and game.pending["options"] == ALL_REGIONS
    game.choose("lindon")
    game.choose("gondor")
    regions = game.view()["regions"]
    assert regions["lindon"]["units"]["sauron"] == 1 and regions["gondor"]["units"]["sauron"] == 1


def test_wizards_play_a_discarded_card_free():
    game = Game(
        {
            "card_order": {"1": chapter_order(1, [8, 10, 9, None])},
            "token_order": {"wizards": [2, 0]},
            "landmark_order": ["lindon", "rohan", "gondor"],
        }
    )
    game.play_chapter([8, None, 9, None])  # the Fellowship discards cards 10 and the spare one
    discarded = game.view()["discarded"]
    assert discarded[0] == 10
    game.landmark("lindon")
    game.choose("wizards")
    game.choose({"race": "wizards", "token": 2})
    assert game.pending["kind"] == "discarded_card" and game.pending["optional"] is True
    assert game.pending["options"] == discarded
    events = game.choose(10)
    assert events_of(events, "card_played")[0] == {
        "type": "card_played", "seat": SAURON, "card": 10, "paid": 0, "source": "discard", "chained": False,
    }  # fmt: skip
    assert game.player(SAURON)["coins"] == 0 + 2
    assert 10 not in game.view()["discarded"] and 10 in game.player(SAURON)["cards"]


def test_hobbits_eagles_are_a_race():
    game = sauron_with("hobbits", 0, [])
    assert game.player(SAURON)["races"]["eagles"] == 1
    assert sum(1 for n in game.player(SAURON)["races"].values() if n) == 4


def test_hobbits_a_unit_anywhere_whenever_blue():
    game = sauron_with("hobbits", 1, [None, 4])
    _next_sauron_turn(game)
    game.take(4)
    assert game.pending["kind"] == "region" and game.pending["options"] == ALL_REGIONS
    game.choose("rhovanion")
    assert game.view()["regions"]["rhovanion"]["units"]["sauron"] == 1
    assert game.view()["track"]["nazgul"] == 1


def test_hobbits_three_coins_whenever_a_chain_is_used():
    game = sauron_with("hobbits", 2, [], chapter_2=[24])
    game.play_chapter([None] * 15)  # Sauron discards 7 of the last 15: 1 + 7 coins
    assert game.view()["chapter"] == 2 and game.seat == SAURON
    coins = game.player(SAURON)["coins"]
    assert coins == 8
    events = game.take(24)  # hobbits: free with the pot of card 2, and a pair of hobbits
    assert events_of(events, "card_played")[0]["chained"] is True
    assert game.pending["kind"] == "token" and game.player(SAURON)["coins"] == coins
    game.choose(game.pending["options"][0])  # the whenever token fires after the alliance
    assert game.player(SAURON)["coins"] == coins + 3


def test_ents_extra_turn():
    game = sauron_with("ents", 0, [])
    assert game.seat == SAURON and game.player(SAURON)["extra_turns"] == 0
    assert events_of(game.events, "extra_turn_used") == [
        {"type": "extra_turn_used", "seat": SAURON}
    ]


def test_ents_remove_an_enemy_fortress():
    game = Game(
        {
            "card_order": {"1": chapter_order(1, [8, 10, 9, 11])},
            "token_order": {"ents": [1, 0]},
            "landmark_order": ["rohan", "lindon", "gondor"],
        }
    )
    game.play_chapter([8, 10, 9, 11])
    game.discard_top()  # Sauron: 7 coins
    game.landmark("rohan")  # the Fellowship: 3 + 4 - 6
    assert game.view()["regions"]["rohan"]["fortresses"] == ["fellowship"]
    game.landmark("lindon")
    game.choose("ents")
    events = game.choose({"race": "ents", "token": 1})
    assert events_of(events, "fortress_removed") == [
        {"type": "fortress_removed", "seat": FELLOWSHIP, "region": "rohan"}
    ]
    assert game.view()["regions"]["rohan"]["fortresses"] == []
    assert game.player(FELLOWSHIP)["fortresses_in_stock"] == 7


def test_ents_three_choices():
    game = sauron_with("ents", 2, [])
    assert game.pending["kind"] == "ents_choice"
    assert game.pending["options"] == ["remove_unit", "coin", "move_unit"]
    game.choose("coin")
    game.choose("remove_unit")  # Arnor is the only region with enemy units: no question
    game.choose("move_unit")
    game.choose({"from": "mordor", "to": "gondor"})
    assert game.player(FELLOWSHIP)["coins"] == 3 + 2 - 1  # it discarded twice
    regions = game.view()["regions"]
    assert (
        regions["arnor"]["units"]["fellowship"] == 1 and regions["gondor"]["units"]["sauron"] == 1
    )
    assert game.seat == FELLOWSHIP


def test_eagles_count_as_the_third_race_and_the_same_card_brings_both_alliances():
    """Hobbits twice (pair) and humans: the eagles token makes three races; the eagles have no
    pile, so only the hobbits' and humans' top tokens are revealed."""
    order = {"1": chapter_order(1, [2, None, 3]), "2": chapter_order(2, [24])}
    game = Game({"card_order": order, "token_order": {"hobbits": [0, 1, 2], "humans": [0]}})
    game.play_chapter([2, None, 3] + [None] * 17)
    events = game.take(24)
    assert game.pending["options"] == [
        {"race": "hobbits", "token": 0},
        {"race": "hobbits", "token": 1},
    ]
    events = game.choose({"race": "hobbits", "token": 0})
    three = events_of(events, "tokens_revealed")[0]
    assert three["alliance"] == "three"
    assert three["tokens"] == [{"race": "humans", "token": 0}, {"race": "hobbits", "token": 1}]
    game.choose({"race": "humans", "token": 0})
    assert game.player(SAURON)["tokens"] == [
        {"race": "hobbits", "token": 0},
        {"race": "humans", "token": 0},
    ]
    assert game.view()["token_piles"]["hobbits"] == {"known_top": [1], "count": 2}
    assert game.seat == FELLOWSHIP
