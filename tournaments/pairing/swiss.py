"""Swiss rounds: two-player games by weighted blossom matching; 3+ players go to `pods`.

Two players: the bye, if any, is given first (see below); a graph of the others is matched with
`networkx.max_weight_matching(maxcardinality=True)`. Each edge carries a cost compared level by
level (a level always outweighs all lower levels together):
1. rematches (how often the two met) — so a rematch happens only when no pairing avoids it;
2. both players strongly wanting the same seat (FIDE's absolute colour clash, see `seats`);
3. score distance, the square of how many score groups apart they are — pairs stay in their
   score group and floaters go to the next group;
4. seat-wish clash, 0–2 (see `seats`);
5. order: inside a score group the top half meets the bottom half (1 v n/2+1, as the Dutch
   system); a floater pair joins the bottom of the higher group to the top of the lower one.
The bye (odd fields) is decided first, then the others are matched: it goes to the lowest-ranked
player among those with the fewest byes so far (never a second bye while someone has none) whose
absence leaves a field that pairs without a rematch and without an absolute colour clash; when no
such player exists, the lowest whose absence leaves a rematch-free field; else the lowest of all
(see `byes`). A bye scores as a win (see `Scoring`).

Speed: fields up to WHOLE_FIELD players are matched whole on the complete graph (exact). Larger
fields (networkx's blossom takes seconds on 1,000 nodes even with a few edges each, and about
0.3 s on a chunk of 100 once scores spread) are matched top-down in chunks of about CHUNK
players in standings order, complete graphs without rematch edges;
anyone left unpaired in a chunk floats into the next. If the last chunk cannot be completed
without a rematch or a repeated bye, the last 2·CHUNK players are matched as one piece, then
4·CHUNK, …, and finally the whole field on the complete graph with rematch edges (exact).
Chunks cut large score groups, so inside such a group "top half v bottom half" holds per chunk.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from fractions import Fraction

import networkx as nx

from .byes import choose_bye
from .errors import PairingUserError
from .pods import pair_pods
from .ranking import pairing_order
from .records import Entrant, Pairing, PlayerId, RoundRecord, check_entrants, check_finished
from .scoring import Scoring, Tally, tally_history
from .seats import seat_pair, wish_conflict

WHOLE_FIELD = 100  # matched exactly, in one piece
AVOID_MEETINGS = 100  # a pair to keep apart weighs as this many earlier meetings
CHUNK = 50  # larger fields: chunks this size (100 took 3-4 s a round for 1,000 players, 50 ~1 s)


def swiss_round(
    entrants: Sequence[Entrant],
    history: Sequence[RoundRecord],
    *,
    table_size: int = 2,
    min_table_size: int | None = None,
    scoring: Scoring | None = None,
    initial_scores: Mapping[PlayerId, Fraction] | None = None,
    avoid: Collection[tuple[PlayerId, PlayerId]] = (),
) -> Pairing:
    """The next Swiss round for the active `entrants` after the finished rounds of `history`.

    `history` may mention players who have since withdrawn; only `entrants` are paired.
    `initial_scores` (McMahon, see `mcmahon`) are added to the points won. Pairs in `avoid`
    (players who must not meet) count as AVOID_MEETINGS earlier meetings, so they meet only
    when no pairing keeps them apart, and before any rematch.
    """
    if isinstance(table_size, bool) or not isinstance(table_size, int) or table_size < 2:
        raise PairingUserError("bad_table_size", "Tables need at least two seats.")
    check_entrants(entrants, 2)
    check_finished(history)
    tallies = tally_history(history, scoring or Scoring())
    for entrant in entrants:
        tallies.setdefault(entrant.id, Tally())
    for player, start in (initial_scores or {}).items():
        if player in tallies:
            tallies[player].score += start
    for first, second in avoid:
        if first in tallies and second in tallies and first != second:
            tallies[first].met[second] += AVOID_MEETINGS
            tallies[second].met[first] += AVOID_MEETINGS
    ordered = pairing_order(entrants, tallies)
    if table_size == 2:
        if min_table_size not in (None, 2):
            raise PairingUserError("bad_table_size", "Two-player tables cannot be smaller.")
        return pair_two_player(ordered, tallies)
    return pair_pods(ordered, tallies, table_size, min_table_size)


def pair_two_player(ordered: list[PlayerId], tallies: dict[PlayerId, Tally]) -> Pairing:
    """Two-player tables (and at most one bye) for players given in standings order."""
    bye = choose_bye(ordered, tallies) if len(ordered) % 2 else None
    ordered = [player for player in ordered if player != bye]
    scores = sorted({tallies[player].score for player in ordered}, reverse=True)
    group_index = {score: index for index, score in enumerate(scores)}
    group_of = {player: group_index[tallies[player].score] for player in ordered}
    context = _Context(ordered, tallies, group_of)
    pairs = _match_field(context)
    rank = context.rank
    pairs.sort(key=lambda pair: min(rank[pair[0]], rank[pair[1]]))
    tables = []
    for number, (first, second) in enumerate(pairs):
        higher, lower = (first, second) if rank[first] < rank[second] else (second, first)
        tables.append(seat_pair(higher, lower, tallies, number))
    return Pairing(tables=tables, byes=[bye] if bye is not None else [])


class _ChunkFailed(Exception):  # noqa: N818 - a signal to try the next way, not an error
    """The chunked matching could not finish without a rematch."""


def _match_field(context: _Context) -> list[tuple[PlayerId, PlayerId]]:
    """Pairs for the whole (even) field: in chunks when large, exact as the last resort."""
    ordered = context.ordered
    tail = CHUNK
    while len(ordered) > WHOLE_FIELD and tail < len(ordered):
        try:
            return _match_in_chunks(context, tail)
        except _ChunkFailed:
            tail *= 2  # match a longer tail of the standings as one piece
    return context.match(ordered, allow_rematches=True)


def _match_in_chunks(context: _Context, tail: int) -> list[tuple[PlayerId, PlayerId]]:
    """Chunks of about CHUNK players top-down, the last `tail` (or more) players as one."""
    ordered = context.ordered
    pairs: list[tuple[PlayerId, PlayerId]] = []
    carried: list[PlayerId] = []
    position = 0
    while True:
        take = max(CHUNK - len(carried), 2)
        if (len(carried) + take) % 2:
            take += 1
        # no tiny last chunk, and the tail in one piece
        rest = len(ordered) - (position + take)
        if rest < CHUNK // 2 or len(ordered) - position <= tail:
            take = len(ordered) - position
        chunk = carried + ordered[position : position + take]
        position += take
        last = position >= len(ordered)
        chunk_pairs = context.match(chunk, allow_rematches=False)
        pairs.extend(chunk_pairs)
        matched = {player for pair in chunk_pairs for player in pair}
        carried = [player for player in chunk if player not in matched]
        if last:
            if carried:
                raise _ChunkFailed
            return pairs


class _Context:
    """Costs of pairing two players, shared by every matching."""

    def __init__(self, ordered, tallies, group_of):
        self.ordered = ordered
        self.tallies = tallies
        self.group_of = group_of
        self.rank = {player: index for index, player in enumerate(ordered)}

    def match(
        self, players: list[PlayerId], *, allow_rematches: bool
    ) -> list[tuple[PlayerId, PlayerId]]:
        """Best pairs among `players` (standings order)."""
        tallies, group_of = self.tallies, self.group_of
        members: dict[int, list[PlayerId]] = {}
        for player in players:
            members.setdefault(group_of[player], []).append(player)
        position = {}
        for group in members.values():
            for index, player in enumerate(group):
                position[player] = index
        # (first, second, (rematches, absolute clash, score distance², clash, order))
        edges: list[tuple[PlayerId, PlayerId, tuple[int, ...]]] = []
        for index, first in enumerate(players):
            met = tallies[first].met
            group_first = group_of[first]
            for second in players[index + 1 :]:
                meetings = met.get(second, 0)
                if meetings and not allow_rematches:
                    continue
                distance = group_of[second] - group_first
                if distance == 0:
                    size = len(members[group_first])
                    order = abs(position[second] - position[first] - size // 2)
                else:
                    order = len(members[group_first]) - 1 - position[first] + position[second]
                clash = wish_conflict(tallies[first], tallies[second])
                absolute = 1 if clash == 2 else 0
                edges.append((first, second, (meetings, absolute, distance**2, clash, order)))
        if not edges:
            return []
        costs = [cost for _, _, cost in edges]
        weights = _level_weights(len(players) // 2 + 2, costs)
        ceiling = 1 + sum(
            weight * max(cost[level] for cost in costs) for level, weight in enumerate(weights)
        )
        graph = nx.Graph()
        for node, other, cost in edges:
            total = sum(weight * value for weight, value in zip(weights, cost, strict=True))
            graph.add_edge(node, other, weight=ceiling - total)
        matching = nx.max_weight_matching(graph, maxcardinality=True)
        return [(first, second) for first, second in matching]


def _level_weights(edges_in_matching: int, costs: list[tuple[int, ...]]) -> list[int]:
    """Multipliers making each cost level outweigh all lower levels of a whole matching."""
    levels = len(costs[0])
    highest = [max(cost[level] for cost in costs) for level in range(levels)]
    weights = [1] * levels
    for level in range(levels - 2, -1, -1):
        below = sum(weights[lower] * highest[lower] for lower in range(level + 1, levels))
        weights[level] = edges_in_matching * below + 1
    return weights
