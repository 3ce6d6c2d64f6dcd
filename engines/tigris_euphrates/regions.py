"""Regions and kingdoms: orthogonally connected tiles, monuments and leaders, labelled once per board."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from itertools import chain

from engines.tigris_euphrates.data import NEIGHBOURS, SQUARES


class Regions:
    """A labelling of the board's regions, never changed after it is built.

    `label[sq]` is the region of a square (-1 when the square is empty, dead or skipped);
    `members[r]`, `leaders[r]` (tuples `(seat, color, sq)`) and `treasures[r]` (a count) describe
    region r. Merged-away regions are left as None in `members`. `counts` is every square's
    number of kingdoms next to it, computed at its first use (`all_kingdom_counts`).
    """

    __slots__ = ("counts", "label", "leaders", "members", "treasures")

    def __init__(
        self,
        label: list[int],
        members: list,
        leaders: list,
        treasures: list,
        counts: Counter[int] | None = None,
    ) -> None:
        self.label = label
        self.members = members
        self.leaders = leaders
        self.treasures = treasures
        self.counts = counts

    @classmethod
    def of_board(cls, occupied: list[bool], leader_at: list, treasure: dict) -> Regions:
        """Label every region of the board."""
        label = [-1] * SQUARES
        members: list = []
        leaders: list = []
        treasures: list = []
        neighbours = NEIGHBOURS
        for start in range(SQUARES):
            if label[start] != -1 or not occupied[start]:
                continue
            index = len(members)
            label[start] = index
            stack = [start]
            squares = []
            while stack:
                sq = stack.pop()
                squares.append(sq)
                for other in neighbours[sq]:
                    if label[other] == -1 and occupied[other]:
                        label[other] = index
                        stack.append(other)
            members.append(squares)
            leaders.append(())
            treasures.append(0)
        for sq, piece in enumerate(leader_at):
            if piece is not None:
                index = label[sq]
                leaders[index] = (*leaders[index], (piece[0], piece[1], sq))
        for sq in treasure:
            treasures[label[sq]] += 1
        return cls(label, members, leaders, treasures)

    def touching(self, sq: int) -> list[int]:
        """The distinct regions orthogonally next to a square."""
        label = self.label
        found = []
        for other in NEIGHBOURS[sq]:
            index = label[other]
            if index != -1 and index not in found:
                found.append(index)
        return found

    def kingdoms_touching(self, sq: int) -> list[int]:
        """The distinct kingdoms (regions with a leader) orthogonally next to a square."""
        leaders = self.leaders
        return [index for index in self.touching(sq) if leaders[index]]

    def kingdom_counts(self, squares: Iterable[int]) -> list[int]:
        """For each square, how many distinct kingdoms lie orthogonally next to it."""
        label, leaders = self.label, self.leaders
        counts = []
        for sq in squares:
            seen: list[int] = []
            for other in NEIGHBOURS[sq]:
                index = label[other]
                if index >= 0 and leaders[index] and index not in seen:
                    seen.append(index)
            counts.append(len(seen))
        return counts

    def kingdoms_around(self) -> dict[int, int]:
        """How many distinct kingdoms lie orthogonally next to each square next to one (as
        `kingdom_counts`; a square missing has none), computed once per labelling: each
        kingdom's squares and their neighbours counted once."""
        counts = self.counts
        if counts is None:
            members = self.members
            counts = self.counts = Counter(
                chain.from_iterable(
                    {other for sq in members[index] for other in NEIGHBOURS[sq]}
                    for index, pieces in enumerate(self.leaders)
                    if pieces
                )
            )
        return counts

    def with_square_added(self, sq: int, leader: tuple | None) -> Regions:
        """The labelling after a tile or leader (`(seat, color)`) fills the empty square `sq`."""
        merged = self.touching(sq)
        label = self.label.copy()
        members = self.members.copy()
        leaders = self.leaders.copy()
        treasures = self.treasures.copy()
        squares = [sq]
        pieces: tuple = () if leader is None else ((leader[0], leader[1], sq),)
        count = 0
        for index in merged:
            squares.extend(members[index])
            pieces += leaders[index]
            count += treasures[index]
            members[index] = None
            leaders[index] = ()
            treasures[index] = 0
        new = len(members)
        for member in squares:
            label[member] = new
        members.append(squares)
        leaders.append(pieces)
        treasures.append(count)
        return Regions(label, members, leaders, treasures)

    def with_square_removed(self, sq: int, leader_at: list, treasure: dict) -> Regions:
        """The labelling after the occupied square `sq` empties (its region may split)."""
        index = self.label[sq]
        label = self.label.copy()
        members = self.members.copy()
        leaders = self.leaders.copy()
        treasures = self.treasures.copy()
        old = members[index]
        members[index] = None
        leaders[index] = ()
        treasures[index] = 0
        label[sq] = -1
        for member in old:
            if member != sq:
                label[member] = -2
        neighbours = NEIGHBOURS
        for start in old:
            if label[start] != -2:
                continue
            new = len(members)
            label[start] = new
            stack = [start]
            squares = []
            while stack:
                member = stack.pop()
                squares.append(member)
                for other in neighbours[member]:
                    if label[other] == -2:
                        label[other] = new
                        stack.append(other)
            members.append(squares)
            leaders.append(
                tuple(
                    (leader_at[member][0], leader_at[member][1], member)
                    for member in squares
                    if leader_at[member] is not None
                )
            )
            treasures.append(sum(1 for member in squares if member in treasure))
        return Regions(label, members, leaders, treasures)

    def with_treasure_removed(self, sq: int) -> Regions:
        """The labelling after the treasure on `sq` is taken (the regions stay the same)."""
        treasures = self.treasures.copy()
        treasures[self.label[sq]] -= 1
        return Regions(self.label, self.members, self.leaders, treasures, self.counts)

    def leaders_of(self, sq: int) -> tuple:
        """The leaders `(seat, color, sq)` in the region of an occupied square."""
        return self.leaders[self.label[sq]]
