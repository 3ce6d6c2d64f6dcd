"""Single elimination: standard seeding, byes to top seeds, winners and top-k advancing."""

import pytest

from tournaments.pairing import (
    Entrant,
    PairingUserError,
    bracket_seeds,
    elimination_round,
)

from .play import finish

BRACKET_16 = [1, 16, 8, 9, 5, 12, 4, 13, 6, 11, 3, 14, 7, 10, 2, 15]


def seeded_field(count):
    """Entrants 1..count where player k is seed k (rating falls with the number)."""
    return [Entrant(number, rating=3000 - number) for number in range(1, count + 1)]


def better_seed_wins(pairing):
    return finish(pairing, [(1, 2) if table[0] < table[1] else (2, 1) for table in pairing.tables])


def test_sixteen_players_first_round_in_standard_bracket_order():
    pairing = elimination_round(seeded_field(16), [])
    assert [player for table in pairing.tables for player in table] == BRACKET_16
    assert pairing.byes == []


def test_seeding_comes_from_rating_not_entry_order():
    entrants = list(reversed(seeded_field(16)))
    pairing = elimination_round(entrants, [])
    assert [player for table in pairing.tables for player in table] == BRACKET_16


@pytest.mark.parametrize("size", [2, 4, 8, 16, 32, 64])
def test_bracket_keeps_top_seeds_apart(size):
    lines = bracket_seeds(size)
    assert sorted(lines) == list(range(1, size + 1))
    block = size
    while block >= 2:
        # each block of lines (a sub-bracket) holds exactly one of the top size/block seeds
        for start in range(0, size, block):
            tops = [seed for seed in lines[start : start + block] if seed <= size // block]
            assert len(tops) == 1
        block //= 2


def test_byes_go_to_top_seeds_and_bracket_plays_to_a_final():
    entrants = seeded_field(12)
    history = []
    pairing = elimination_round(entrants, history)
    assert sorted(pairing.byes) == [1, 2, 3, 4]
    assert pairing.tables == [[8, 9], [5, 12], [6, 11], [7, 10]]
    history.append(better_seed_wins(pairing))
    pairing = elimination_round(entrants, history)
    assert pairing.tables == [[1, 8], [4, 5], [3, 6], [2, 7]]
    assert pairing.byes == []
    history.append(better_seed_wins(pairing))
    pairing = elimination_round(entrants, history)
    assert pairing.tables == [[1, 4], [2, 3]]
    history.append(finish(pairing, [(2, 1), (1, 2)]))  # 4 beats 1 from seat 1
    pairing = elimination_round(entrants, history)
    assert pairing.tables == [[2, 4]]
    history.append(better_seed_wins(pairing))
    with pytest.raises(PairingUserError) as caught:
        elimination_round(entrants, history)
    assert caught.value.code == "tournament_finished"


def test_a_drawn_elimination_game_is_refused():
    entrants = seeded_field(4)
    pairing = elimination_round(entrants, [])
    history = [finish(pairing, [(1, 1), (1, 2)])]
    with pytest.raises(PairingUserError) as caught:
        elimination_round(entrants, history)
    assert caught.value.code == "tied_game"


def test_four_player_tables_send_top_two_onward():
    entrants = seeded_field(16)
    pairing = elimination_round(entrants, [], table_size=4, advance=2)
    assert pairing.tables == [[1, 8, 9, 16], [2, 7, 10, 15], [3, 6, 11, 14], [4, 5, 12, 13]]
    # the lowest seed wins each table, the second-lowest comes second
    history = [finish(pairing, [(4, 3, 2, 1)] * 4)]
    pairing = elimination_round(entrants, history, table_size=4, advance=2)
    assert pairing.tables == [[9, 12, 13, 16], [10, 11, 14, 15]]
    history.append(finish(pairing, [(1, 2, 3, 4), (1, 2, 3, 4)]))
    pairing = elimination_round(entrants, history, table_size=4, advance=2)
    assert pairing.tables == [[9, 10, 11, 12]]
    history.append(finish(pairing, [(1, 2, 3, 4)]))
    with pytest.raises(PairingUserError) as caught:
        elimination_round(entrants, history, table_size=4, advance=2)
    assert caught.value.code == "tournament_finished"


def test_multiplayer_bye_to_top_seed_when_tables_cannot_be_filled():
    entrants = seeded_field(5)
    pairing = elimination_round(entrants, [], table_size=4, advance=2)
    assert pairing.byes == [1]
    assert pairing.tables == [[2, 3, 4, 5]]
    # a tie across the cut-off goes to the better seed: 3 and 5 share second place
    history = [finish(pairing, [(4, 2, 1, 2)])]
    pairing = elimination_round(entrants, history, table_size=4, advance=2)
    assert pairing.tables == [[1, 3, 4]]


@pytest.mark.parametrize(
    ("kwargs", "code"),
    [
        ({"table_size": 1}, "bad_table_size"),
        ({"table_size": 4, "advance": 4}, "bad_table_size"),
        ({"table_size": 3, "advance": 0}, "bad_table_size"),
    ],
)
def test_refused_settings(kwargs, code):
    with pytest.raises(PairingUserError) as caught:
        elimination_round(seeded_field(8), [], **kwargs)
    assert caught.value.code == code


def test_too_few_players():
    with pytest.raises(PairingUserError) as caught:
        elimination_round(seeded_field(1), [])
    assert caught.value.code == "too_few_players"
