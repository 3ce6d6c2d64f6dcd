"""Bot games of Tigris & Euphrates end. A revolt consumes no tile (its supporters go back to the
bag), so two bots that keep starting revolts never empty the bag: with the evaluation that
counted a leader placed into a revolt as a leader on the board, greedy against greedy on these
seeds, and the strong bot (at a fixed number of iterations) against greedy, traded hopeless
revolts for ever (no tile placed for hundreds of plies; the benchmark game on the seed of round
3 ran for 49 minutes). Each game here ends within MAX_PLIES (bot games of Tigris & Euphrates
run about 150 to 400 plies)."""

from __future__ import annotations

import pytest

from engines import ENGINES
from engines.bots import BOTS, StrongBot
from engines.bots.matches import play_match

MAX_PLIES = 1_000
TIGRIS = ENGINES["tigris-euphrates"]


@pytest.mark.parametrize(
    ("seed", "strong_seat"),
    [
        (b"bench-levels-tigris-euphrates-3", None),  # greedy against greedy
        (b"bench-levels-tigris-euphrates-4", 1),  # the strong bot in seat 1, 100 iterations
    ],
)
def test_a_bot_game_of_tigris_euphrates_ends(seed, strong_seat):
    bots: list = [BOTS["greedy"], BOTS["greedy"]]
    if strong_seat is not None:
        bots[strong_seat] = StrongBot(iterations=100)
    result = play_match(TIGRIS, bots, seed, max_plies=MAX_PLIES)
    assert sorted(result.ranks) in ([1, 2], [1, 1])
    assert TIGRIS.outcome(result.state)["details"]["end"] in ("treasures", "bag_empty")
