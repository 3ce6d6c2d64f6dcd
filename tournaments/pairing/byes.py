"""Who gets the bye of a two-player Swiss round (odd fields), decided before anyone is paired.

Candidates are the players with the fewest byes so far (no one gets a second bye while someone
has none), tried from the bottom of the standings up. The first candidate whose absence leaves a
field that can be paired with no rematch and no absolute colour clash (both players strongly
wanting the same seat, see `seats`) takes the bye; if no candidate leaves such a field, the first
whose absence leaves a rematch-free field; if none does, the lowest candidate.

"Can be paired" is a perfect matching of the graph of allowed pairs. Most fields are decided
without a matching: when every remaining player may meet at least half of the others, Dirac's
theorem gives a Hamiltonian cycle, and every other edge of it pairs an even field. Otherwise the
matching is computed (networkx's blossom) for fields up to `EXACT_CHECK` players; larger fields
that fail Dirac's bound count as not pairable under that rule, so the next rule decides.
"""

from __future__ import annotations

from collections.abc import Sequence

import networkx as nx

from .records import PlayerId
from .scoring import Tally
from .seats import seat_wish

EXACT_CHECK = 120


def choose_bye(ordered: Sequence[PlayerId], tallies: dict[PlayerId, Tally]) -> PlayerId:
    """The bye receiver of an odd field given in standings order (best first)."""
    fewest = min(tallies[player].byes for player in ordered)
    candidates = [player for player in reversed(ordered) if tallies[player].byes == fewest]
    strong_seat = _strong_seats(ordered, tallies)
    for colour_rule in (True, False):
        for candidate in candidates:
            rest = [player for player in ordered if player != candidate]
            if can_pair(rest, tallies, strong_seat if colour_rule else {}):
                return candidate
    return candidates[0]


def _strong_seats(
    players: Sequence[PlayerId], tallies: dict[PlayerId, Tally]
) -> dict[PlayerId, int]:
    """The seat each player strongly wants (strength 2), for those who have such a wish."""
    wanted = {}
    for player in players:
        seat, strength = seat_wish(tallies[player])
        if seat is not None and strength == 2:
            wanted[player] = seat
    return wanted


def can_pair(
    players: Sequence[PlayerId],
    tallies: dict[PlayerId, Tally],
    strong_seat: dict[PlayerId, int],
) -> bool:
    """Whether an even field pairs with no rematch and no two players strongly wanting one seat
    (pass an empty `strong_seat` to ignore seats)."""
    count = len(players)
    if count == 0:
        return True
    present = set(players)
    same_wish = [0, 0]
    for player in players:
        if player in strong_seat:
            same_wish[strong_seat[player]] += 1
    lowest_degree = count
    for player in players:
        barred = sum(1 for other in tallies[player].met if other in present and other != player)
        if player in strong_seat:
            barred += same_wish[strong_seat[player]] - 1
            # a player met before and strongly wanting the same seat was counted twice
            barred -= sum(
                1
                for other in tallies[player].met
                if other in present
                and other != player
                and strong_seat.get(other) == strong_seat[player]
            )
        lowest_degree = min(lowest_degree, count - 1 - barred)
    if count >= 3 and 2 * lowest_degree >= count:
        return True  # Dirac: a Hamiltonian cycle, hence a perfect matching
    if count > EXACT_CHECK:
        return False
    graph = nx.Graph()
    graph.add_nodes_from(players)
    for index, first in enumerate(players):
        met = tallies[first].met
        wish = strong_seat.get(first)
        for second in players[index + 1 :]:
            if met.get(second, 0):
                continue
            if wish is not None and strong_seat.get(second) == wish:
                continue
            graph.add_edge(first, second)
    matching = nx.max_weight_matching(graph, maxcardinality=True)
    return 2 * len(matching) == count
