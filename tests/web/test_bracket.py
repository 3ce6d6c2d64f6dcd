"""The elimination bracket drawn from hand-made rounds (as tournaments.selectors.rounds_of gives
them): boxes per round, byes, lines to where players went on, empty boxes for rounds to come."""

from __future__ import annotations

from web.pages.bracket import bracket_svg


def table(number, game, *players, finished=True):
    return {
        "number": number,
        "game": game,
        "finished": finished,
        "forfeit": False,
        "players": [{"username": name, "entrant": 0, "place": place} for name, place in players],
    }


def round_(number, tables, byes=()):
    return {"number": number, "status": "finished", "tables": tables, "byes": list(byes)}


def test_nothing_is_drawn_before_the_first_round():
    assert bracket_svg([], players_per_table=2, field=8) == ""


def test_a_first_round_of_five_draws_two_rounds_to_come():
    rounds = [round_(1, [table(1, 11, ("d", 1), ("e", 2))], byes=["a", "b", "c"])]
    drawing = bracket_svg(rounds, players_per_table=2, field=5)
    assert drawing.count('class="bracket-box table"') == 1
    assert drawing.count('class="bracket-box bye"') == 3
    # round 2 (two tables of the four left) and the final, still to be decided
    assert drawing.count('class="bracket-box later"') == 2 + 1
    assert ">Round 1</text>" in drawing and ">Final</text>" in drawing
    assert 'href="/games/11/"' in drawing and "a — bye" in drawing


def test_winners_are_linked_to_their_next_table_and_bold():
    rounds = [
        round_(1, [table(1, 1, ("a", 1), ("d", 2)), table(2, 2, ("b", 2), ("c", 1))]),
        round_(2, [table(1, 3, ("a", 2), ("c", 1))]),
    ]
    drawing = bracket_svg(rounds, players_per_table=2, field=4)
    assert drawing.count('class="bracket-line"') == 2
    assert drawing.count('class="bracket-name winner"') == 3  # a, c, then c in the final
    assert ">Final</text>" in drawing and "to be decided" not in drawing


def test_four_player_tables_are_drawn_without_guessing_later_rounds():
    rounds = [
        round_(
            1,
            [
                table(1, 1, ("a", 1), ("b", 2), ("c", 3), ("d", 4)),
                table(2, 2, ("e", 2), ("f", 1), ("g", 4), ("h", 3)),
            ],
        ),
        round_(2, [table(1, 3, ("a", 3), ("b", 1), ("e", 2), ("f", 4), finished=False)]),
    ]
    drawing = bracket_svg(rounds, players_per_table=4, field=8)
    assert drawing.count('class="bracket-box table"') == 3
    assert drawing.count('class="bracket-line"') == 2
    assert "later" not in drawing
