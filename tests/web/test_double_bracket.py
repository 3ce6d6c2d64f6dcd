"""A double elimination's brackets drawn from hand-made rounds (as tournaments.selectors.rounds_of
gives them): winners', losers' and grand final apart, titled by the event's round numbers."""

from __future__ import annotations

from web.pages.double_bracket import double_elimination_brackets


def table(number, game, bracket, *players, finished=True):
    return {
        "number": number,
        "game": game,
        "finished": finished,
        "forfeit": False,
        "bracket": bracket,
        "players": [{"username": name, "entrant": 0, "place": place} for name, place in players],
    }


def round_(number, tables, byes=(), bye_brackets=()):
    return {
        "number": number,
        "status": "finished",
        "tables": tables,
        "byes": list(byes),
        "bye_brackets": list(bye_brackets),
    }


ROUNDS = [
    round_(
        1, [table(1, 1, "winners", ("ann", 1), ("bob", 2))], byes=["cat"], bye_brackets=["winners"]
    ),
    round_(
        2, [table(1, 2, "winners", ("ann", 1), ("cat", 2))], byes=["bob"], bye_brackets=["losers"]
    ),
    round_(
        3, [table(1, 3, "losers", ("bob", 1), ("cat", 2))], byes=["ann"], bye_brackets=["winners"]
    ),
    round_(4, [table(1, 4, "grand_final", ("ann", 2), ("bob", 1))]),
    round_(5, [table(1, 5, "grand_final_again", ("ann", 1), ("bob", 2))]),
]


def test_three_brackets_in_order_with_the_event_round_numbers():
    parts = double_elimination_brackets(ROUNDS)
    assert [part.key for part in parts] == ["winners", "losers", "grand-final"]
    winners, losers, final = (part.drawing for part in parts)
    assert ">Round 1</text>" in winners and ">Round 2</text>" in winners
    assert ">Round 3</text>" in winners  # ann waits while the losers play
    assert "ann — to the grand final" in winners
    assert "cat — bye" in winners and "first loss" in winners
    assert ">Round 2</text>" in losers and ">Round 3</text>" in losers and ">out</text>" in losers
    assert ">Round 4</text>" in final and ">Round 5: second game</text>" in final
    assert final.count('class="bracket-box table"') == 2
    assert 'aria-label="Winners&#x27; bracket"' in winners or "Winners" in winners


def test_nothing_is_drawn_before_the_first_round_and_no_empty_losers_bracket():
    assert double_elimination_brackets([]) == []
    first = double_elimination_brackets(ROUNDS[:1])
    assert [part.key for part in first] == ["winners"]


def test_the_winners_bracket_last_player_waiting_is_drawn_once():
    rounds = [
        ROUNDS[0],
        ROUNDS[1],
        round_(3, [table(1, 3, "losers", ("bob", 1), ("dan", 2))], ["ann"], ["winners"]),
        round_(4, [table(1, 4, "losers", ("bob", 1), ("eve", 2))], ["ann"], ["winners"]),
    ]
    winners = double_elimination_brackets(rounds)[0].drawing
    assert winners.count("to the grand final") == 1
    assert ">Rounds 3–4</text>" in winners
