"""Regions and kingdoms: orthogonally connected tiles, monuments and leaders, labelled once per board."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from itertools import chain

from engines.tigris_euphrates.data import COLOR_INDEX, COLORS, NEIGHBOURS, SQUARES

NO_TILES = (0, 0, 0, 0)


class Regions:
    """A labelling of the board's regions, never changed after it is built.

    `label[sq]` is the region of a square (-1 when the square is empty, dead or skipped);
    `members[r]`, `leaders[r]` (tuples `(seat, color, sq)`), `treasures[r]` (a count) and
    `tally[r]` (its face-up tiles of each colour, in COLORS order) describe region r.
    Merged-away regions are left as None in `members`. `counts` is every square's number of
    kingdoms next to it, computed at its first use (`kingdoms_around`).
    """

    __slots__ = ("counts", "label", "leaders", "members", "tally", "treasures")

    def __init__(
        self,
        label: list[int],
        members: list,
        leaders: list,
        treasures: list,
        tally: list[tuple[int, ...]],
        counts: Counter[int] | None = None,
    ) -> None:
        self.label = label
        self.members = members
        self.leaders = leaders
        self.treasures = treasures
        self.tally = tally
        self.counts = counts

    @classmethod
    def of_board(cls, occupied: list[bool], leader_at: list, treasure: dict, tile: list) -> Regions:
        """Label every region of the board."""
        label = [_UNLABELLED if full else -1 for full in occupied]
        members: list = []
        leaders: list = []
        treasures: list = []
        tally: list = []
        for start in range(SQUARES):
            if label[start] != _UNLABELLED:
                continue
            squares = _flood(label, start, len(members))
            members.append(squares)
            leaders.append(())
            treasures.append(0)
            tally.append(tiles_of(squares, tile))
        for sq, piece in enumerate(leader_at):
            if piece is not None:
                index = label[sq]
                leaders[index] = (*leaders[index], (piece[0], piece[1], sq))
        for sq in treasure:
            treasures[label[sq]] += 1
        return cls(label, members, leaders, treasures, tally)

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

    def with_square_added(self, sq: int, leader: tuple | None, color: str | None) -> Regions:
        """The labelling after a tile of `color` or a leader (`(seat, color)`, `color` None)
        fills the empty square `sq`. The regions it joins become the largest of them, so only
        the others' squares are labelled again."""
        merged = self.touching(sq)
        label = self.label.copy()
        members = self.members.copy()
        leaders = self.leaders.copy()
        treasures = self.treasures.copy()
        tally = self.tally.copy()
        pieces: tuple = () if leader is None else ((leader[0], leader[1], sq),)
        tiles = [0, 0, 0, 0]
        if color is not None:
            tiles[COLOR_INDEX[color]] = 1
        if not merged:
            label[sq] = len(members)
            members.append([sq])
            leaders.append(pieces)
            treasures.append(0)
            tally.append(tuple(tiles))
            return Regions(label, members, leaders, treasures, tally)
        kept = max(merged, key=lambda index: len(members[index]))
        squares = [*members[kept], sq]
        label[sq] = kept
        count = 0
        for index in merged:
            red, blue, green, black = tally[index]
            tiles[0] += red
            tiles[1] += blue
            tiles[2] += green
            tiles[3] += black
            pieces += leaders[index]
            count += treasures[index]
            if index == kept:
                continue
            joining = members[index]
            for member in joining:
                label[member] = kept
            squares += joining
            members[index] = None
            leaders[index] = ()
            treasures[index] = 0
            tally[index] = NO_TILES
        members[kept] = squares
        leaders[kept] = pieces
        treasures[kept] = count
        tally[kept] = tuple(tiles)
        return Regions(label, members, leaders, treasures, tally)

    def with_square_removed(self, sq: int, treasure: dict, tile: list) -> Regions:
        """The labelling after the occupied square `sq` empties (its region may split); `tile`
        is the board before (the tile leaving, if any, still on `sq`).

        The region keeps its index for what stays joined to the part not yet fully explored
        when the others are (`_split_off`): only the squares of the smaller parts split off are
        labelled again, and a region that holds together (most squares emptied in play: a
        moving leader, a lost one) relabels nothing."""
        label = self.label
        index = label[sq]
        near = [other for other in NEIGHBOURS[sq] if label[other] == index]
        parts = _split_off(label, index, sq, near) if len(near) > 1 else []
        label = label.copy()
        label[sq] = -1
        members = self.members.copy()
        leaders = self.leaders.copy()
        treasures = self.treasures.copy()
        tally = self.tally.copy()
        if not near:
            members[index] = None
            leaders[index] = ()
            treasures[index] = 0
            tally[index] = NO_TILES
            return Regions(label, members, leaders, treasures, tally)
        gone = {sq}
        kept_treasures = treasures[index] - (sq in treasure)
        kept_tiles = list(_less(tally[index], tile[sq]))
        for part in parts:
            new = len(members)
            for member in part:
                label[member] = new
            squares = set(part)
            gone |= squares
            members.append(part)
            leaders.append(tuple(piece for piece in leaders[index] if piece[2] in squares))
            count = sum(1 for place in treasure if place in squares)
            treasures.append(count)
            kept_treasures -= count
            tiles = tiles_of(part, tile)
            tally.append(tiles)
            for colour, number in enumerate(tiles):
                kept_tiles[colour] -= number
        members[index] = [member for member in members[index] if member not in gone]
        leaders[index] = tuple(piece for piece in leaders[index] if piece[2] not in gone)
        treasures[index] = kept_treasures
        tally[index] = tuple(kept_tiles)
        return Regions(label, members, leaders, treasures, tally)

    def with_squares_removed(
        self, squares: Iterable[int], leader_at: list, treasure: dict, tile: list
    ) -> Regions:
        """The labelling after the occupied `squares` empty at once (a conflict's loser and the
        tiles it loses): each region they leave is labelled anew once, whatever their number;
        `tile` is the board before. A single square goes the cheaper way of
        `with_square_removed`."""
        emptied = list(squares)
        if len(emptied) == 1:
            return self.with_square_removed(emptied[0], treasure, tile)
        label = self.label.copy()
        members = self.members.copy()
        leaders = self.leaders.copy()
        treasures = self.treasures.copy()
        tally = self.tally.copy()
        left: list[list[int]] = []
        for index in dict.fromkeys(label[sq] for sq in emptied):
            left.append(members[index])
            members[index] = None
            leaders[index] = ()
            treasures[index] = 0
            tally[index] = NO_TILES
        for sq in emptied:
            label[sq] = -1
        for old in left:
            for member in old:
                if label[member] != -1:
                    label[member] = _UNLABELLED
        for old in left:
            for start in old:
                if label[start] != _UNLABELLED:
                    continue
                found = _flood(label, start, len(members))
                members.append(found)
                leaders.append(
                    tuple(
                        (leader_at[member][0], leader_at[member][1], member)
                        for member in found
                        if leader_at[member] is not None
                    )
                )
                treasures.append(sum(1 for member in found if member in treasure))
                tally.append(tiles_of(found, tile))
        return Regions(label, members, leaders, treasures, tally)

    def with_treasure_removed(self, sq: int) -> Regions:
        """The labelling after the treasure on `sq` is taken (the regions stay the same)."""
        treasures = self.treasures.copy()
        treasures[self.label[sq]] -= 1
        return Regions(self.label, self.members, self.leaders, treasures, self.tally, self.counts)

    def with_tiles_covered(self, squares: Iterable[int], tile: list) -> Regions:
        """The labelling after the tiles on `squares` (`tile`: the board before) turn face down
        under a monument: the squares stay occupied, their tiles leave the regions' tallies."""
        tally = self.tally.copy()
        label = self.label
        for sq in squares:
            tally[label[sq]] = _less(tally[label[sq]], tile[sq])
        return Regions(self.label, self.members, self.leaders, self.treasures, tally, self.counts)

    def leaders_of(self, sq: int) -> tuple:
        """The leaders `(seat, color, sq)` in the region of an occupied square."""
        return self.leaders[self.label[sq]]


_UNLABELLED = -2  # an occupied square whose region is still to be found


def _flood(label: list[int], start: int, index: int) -> list[int]:
    """Label `index` the squares marked _UNLABELLED joined to `start` (one of them): the
    region's squares, in the order found."""
    label[start] = index
    stack = [start]
    squares = []
    neighbours = NEIGHBOURS
    while stack:
        sq = stack.pop()
        squares.append(sq)
        for other in neighbours[sq]:
            if label[other] == _UNLABELLED:
                label[other] = index
                stack.append(other)
    return squares


def _split_off(label: list[int], index: int, sq: int, near: list[int]) -> list[list[int]]:
    """The parts of region `index` that split off when `sq` empties, but the one that keeps the
    region: searches from each neighbour in `near` take a square in turn, two joining into one
    when they meet, until at most one is still going (the largest part, or one of them; if all
    end in one round, the last). Each part found costs its own size; the part kept is never
    explored to its end. [] when the region holds together."""
    owner: dict[int, int] = {}
    stacks = []
    found = []
    for search, start in enumerate(near):
        owner[start] = search
        stacks.append([start])
        found.append([start])
    root = list(range(len(near)))
    going = list(range(len(near)))
    ended: list[int] = []
    neighbours = NEIGHBOURS
    while len(going) > 1:
        for search in list(going):
            if root[search] != search:  # joined into another this round
                continue
            stack = stacks[search]
            if not stack:
                going.remove(search)
                ended.append(search)
                if len(going) <= 1:
                    break
                continue
            for other in neighbours[stack.pop()]:
                if label[other] != index or other == sq:
                    continue
                mine = owner.get(other)
                if mine is None:
                    owner[other] = search
                    stack.append(other)
                    found[search].append(other)
                    continue
                while root[mine] != mine:
                    mine = root[mine]
                if mine != search:  # two searches met: one part
                    root[mine] = search
                    stack += stacks[mine]
                    found[search] += found[mine]
                    stacks[mine] = []
                    going.remove(mine)
    if not going:  # every part ended in the last round: the last keeps the region
        ended.pop()
    return [found[search] for search in ended]


def tiles_of(squares: Iterable[int], tile: list) -> tuple[int, ...]:
    """The face-up tiles of each colour (COLORS order) on `squares`."""
    found = [tile[sq] for sq in squares]
    return tuple(map(found.count, COLORS))


def _less(tiles: tuple[int, ...], color: str | None) -> tuple[int, ...]:
    """A tally less one tile of `color` (None: no tile, the same tally)."""
    if color is None:
        return tiles
    fewer = list(tiles)
    fewer[COLOR_INDEX[color]] -= 1
    return tuple(fewer)
