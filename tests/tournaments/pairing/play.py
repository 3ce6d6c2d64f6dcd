"""Test support: play out pairings with chosen or random results, and check pairing facts."""

from __future__ import annotations

import random
from collections import Counter

import networkx as nx

from tournaments.pairing import GameRecord, Pairing, RoundRecord


def finish(pairing: Pairing, places_by_table) -> RoundRecord:
    """A round record from a pairing and the places of each table (seat order)."""
    games = [
        GameRecord(seats=list(table), places=tuple(places))
        for table, places in zip(pairing.tables, places_by_table, strict=True)
    ]
    return RoundRecord(games=games, byes=list(pairing.byes))


def random_places(size: int, chooser: random.Random) -> tuple[int, ...]:
    """Random competition-ranking places for a table (two players: draws sometimes)."""
    if size == 2:
        return chooser.choice([(1, 2), (2, 1), (1, 1)])
    order = list(range(size))
    chooser.shuffle(order)
    return tuple(order.index(seat) + 1 for seat in range(size))


def play_randomly(pairing: Pairing, chooser: random.Random) -> RoundRecord:
    return finish(pairing, [random_places(len(table), chooser) for table in pairing.tables])


def meetings(history) -> Counter:
    """How often each unordered pair of players shared a table."""
    met: Counter = Counter()
    for round_record in history:
        for game in round_record.games:
            seats = list(game.seats)
            for index, first in enumerate(seats):
                for second in seats[index + 1 :]:
                    met[frozenset((first, second))] += 1
    return met


def byes_so_far(history) -> Counter:
    return Counter(player for round_record in history for player in round_record.byes)


def rematch_free_pairing_exists(players, history) -> bool:
    """Whether some two-player pairing (with one bye to a player without one, if odd) has no
    rematch — checked by maximum-cardinality matching on the graph of pairs never met."""
    met = meetings(history)
    byes = byes_so_far(history)
    fewest = min(byes[player] for player in players)
    graph = nx.Graph()
    graph.add_nodes_from(players)
    for index, first in enumerate(players):
        for second in players[index + 1 :]:
            if not met[frozenset((first, second))]:
                graph.add_edge(first, second)
    if len(players) % 2:
        for player in players:
            if byes[player] == fewest:
                graph.add_edge(player, "bye-node")
    matching = nx.max_weight_matching(graph, maxcardinality=True)
    return 2 * len(matching) == graph.number_of_nodes()
