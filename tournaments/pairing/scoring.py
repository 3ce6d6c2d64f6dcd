"""Points by finishing place, and per-player tallies (score, opponents, seats, byes) from history.

Default points: two players win 1, draw ½, loss 0; n players get (n - place) / (n - 1) for their
place (four players: 1, ⅔, ⅓, 0). Tied seats share the average of the places they cover, so a
two-player draw is ½ each, unless `two_player_draw` says otherwise. A bye is worth `bye_points`
(default 1, a win). `MATCH_POINTS` is 3-1-0: a two-player win 3, a draw 1, a loss 0, a bye 3.
Everything is a `Fraction` so equal scores compare equal.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from .errors import PairingUserError
from .records import GameRecord, PlayerId, RoundRecord


def as_fraction(value: int | float | Fraction | str) -> Fraction:
    """An exact number from a configured value (floats rounded to a sensible fraction)."""
    if isinstance(value, bool):
        raise PairingUserError("bad_scoring", "Points must be numbers.")
    if isinstance(value, float):
        return Fraction(value).limit_denominator(10**6)
    try:
        return Fraction(value)
    except (TypeError, ValueError) as error:
        raise PairingUserError("bad_scoring", "Points must be numbers.") from error


@dataclass(frozen=True)
class Scoring:
    """How places turn into points: `place_points[table size]` lists points for place 1, 2, …"""

    place_points: Mapping[int, Sequence[int | float | Fraction]] = field(default_factory=dict)
    bye_points: int | float | Fraction = 1
    two_player_draw: int | float | Fraction | None = None

    def points_for_places(self, places: Sequence[int]) -> list[Fraction]:
        """Points of each seat of a finished game; tied seats share their places' average."""
        size = len(places)
        if size == 2 and places[0] == places[1] and self.two_player_draw is not None:
            draw = as_fraction(self.two_player_draw)
            return [draw, draw]
        table = self._table(size)
        points = []
        for place in places:
            tied = sum(1 for other in places if other == place)
            covered = table[place - 1 : place - 1 + tied]
            points.append(sum(covered, Fraction(0)) / tied)
        return points

    def bye_value(self) -> Fraction:
        return as_fraction(self.bye_points)

    def _table(self, size: int) -> list[Fraction]:
        if size in self.place_points:
            table = [as_fraction(value) for value in self.place_points[size]]
            if len(table) != size:
                raise PairingUserError(
                    "bad_scoring", f"Points for {size}-player games must list {size} places."
                )
            return table
        if size < 2:
            raise PairingUserError("bad_result", "A game needs at least two players.")
        return [Fraction(size - place, size - 1) for place in range(1, size + 1)]


def check_places(game: GameRecord) -> None:
    """Refuse places that are not competition ranking (1, 1, 3 is fine; 1, 3 or 2, 2 are not)."""
    places = list(game.places or ())
    if len(places) != len(game.seats) or len(places) < 2:
        raise PairingUserError("bad_result", "A result needs one place per seat.")
    for place in places:
        if isinstance(place, bool) or not isinstance(place, int):
            raise PairingUserError("bad_result", "Places must be whole numbers.")
        if place - 1 != sum(1 for other in places if other < place):
            raise PairingUserError("bad_result", f"The places {places} are not a ranking.")
    if len(set(game.seats)) != len(game.seats):
        raise PairingUserError("bad_result", "A player sits twice at one table.")


def pairwise_result(my_place: int, their_place: int) -> Fraction:
    """1 for finishing ahead of an opponent, ½ for a tie, 0 for finishing behind."""
    if my_place < their_place:
        return Fraction(1)
    if my_place == their_place:
        return Fraction(1, 2)
    return Fraction(0)


@dataclass
class Tally:
    """What a player's history amounts to for pairing and tie-breaks."""

    score: Fraction = Fraction(0)
    byes: int = 0
    # one (opponent, pairwise result) entry per opponent per finished game
    encounters: list[tuple[PlayerId, Fraction]] = field(default_factory=list)
    met: Counter = field(default_factory=Counter)
    # (seat index, table size) per game, in round order
    seats: list[tuple[int, int]] = field(default_factory=list)


def tally_history(history: Sequence[RoundRecord], scoring: Scoring) -> dict[PlayerId, Tally]:
    """Tallies of everyone who appears in the history (games without a result are skipped)."""
    tallies: dict[PlayerId, Tally] = {}

    def tally_of(player: PlayerId) -> Tally:
        if player not in tallies:
            tallies[player] = Tally()
        return tallies[player]

    for round_record in history:
        for player in round_record.byes:
            tally = tally_of(player)
            tally.byes += 1
            tally.score += scoring.bye_value()
        for game in round_record.games:
            seats = list(game.seats)
            for index, player in enumerate(seats):
                tally = tally_of(player)
                tally.seats.append((index, len(seats)))
                for other in seats:
                    if other != player:
                        tally.met[other] += 1
            if game.places is None:
                continue
            check_places(game)
            places = list(game.places)
            points = scoring.points_for_places(places)
            for index, player in enumerate(seats):
                tally = tally_of(player)
                tally.score += points[index]
                for other_index, other in enumerate(seats):
                    if other_index != index:
                        result = pairwise_result(places[index], places[other_index])
                        tally.encounters.append((other, result))
    return tallies


MATCH_POINTS = Scoring(place_points={2: (3, 0)}, bye_points=3, two_player_draw=1)
