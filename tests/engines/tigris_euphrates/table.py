"""A test table: a game started with stacked hands and bag, played move by move through `decide`."""

from __future__ import annotations

from collections import Counter

from engines import IllegalMove, Rng, get_engine
from engines.tigris_euphrates.data import COLORS, IS_RIVER, bag_counts, square

ENGINE = get_engine("tigris-euphrates")


def stacked_bag(hands: list[list[str]], prefix: list[str]) -> list[str]:
    """`prefix`, then the rest of the bag in colour order (red, blue, green, black)."""
    remaining = Counter(bag_counts())
    for tiles in [*hands, prefix]:
        remaining.subtract(tiles)
    assert all(count >= 0 for count in remaining.values()), "more tiles than the game has"
    return [*prefix, *(color for color in COLORS for _ in range(remaining[color]))]


def leader(color: str, x: int, y: int) -> dict:
    return {"type": "place_leader", "leader": color, "at": [x, y]}


def tile(color: str, x: int, y: int) -> dict:
    return {"type": "place_tile", "color": color, "at": [x, y]}


def catastrophe(x: int, y: int) -> dict:
    return {"type": "place_catastrophe", "at": [x, y]}


def commit(count: int) -> dict:
    return {"type": "commit_support", "count": count}


PASS = {"type": "pass"}


class Table:
    """One game: `play` a move, `refuse` an illegal one, read views, points and events."""

    def __init__(self, hands: list[list[str]], bag: list[str] = (), **options):
        self.players = len(hands)
        options = {"hands": hands, "bag_order": stacked_bag(hands, list(bag)), **options}
        self.events = ENGINE.start(self.players, options, Rng(b"table", "0"))
        self.state = None
        for event in self.events:
            self.state = ENGINE.evolve(self.state, event)

    def play(self, seat: int, move: dict) -> list[dict]:
        """Play a move (it must be legal) and return the events it caused."""
        listed = move
        if move.get("type") == "swap_tiles":  # listed in colour order; any order is accepted
            listed = {**move, "tiles": sorted(move["tiles"], key=COLORS.index)}
        assert listed in ENGINE.legal_moves(self.state, seat), f"{move} not listed as legal"
        events = ENGINE.decide(self.state, seat, move, Rng(b"table", str(len(self.events))))
        for event in events:
            self.state = ENGINE.evolve(self.state, event)
        self.events.extend(events)
        return events

    def turn(self, *moves: dict) -> list[dict]:
        """The active seat plays `moves` (and answers nothing else), then passes what is left."""
        seat = self.state.turn
        events = []
        for move in moves:
            events += self.play(seat, move)
        while not self.state.over and self.state.turn == seat and self.state.pending is None:
            events += self.play(seat, PASS)
        return events

    def refuse(self, seat: int, move: dict) -> str:
        """The code `decide` refuses the move with; the move must not be listed as legal."""
        assert move not in ENGINE.legal_moves(self.state, seat)
        try:
            ENGINE.decide(self.state, seat, move, Rng(b"table", "refused"))
        except IllegalMove as refused:
            return refused.code
        raise AssertionError(f"{move} was accepted")

    def fill(self, squares: list[tuple[int, int]], land: str = "black") -> None:
        """The active seat puts tiles on `squares` (blue on the river, `land` elsewhere), two per
        turn; the other seats pass. Monuments offered are declined."""
        for x, y in squares:
            color = "blue" if IS_RIVER[square(x, y)] else land
            self.play(self.state.turn, tile(color, x, y))
            if self.pending and self.pending["kind"] == "monument":
                self.play(self.state.turn, {"type": "decline_monument"})
            if self.state.actions_left == 2:
                self.pass_others()

    def pass_others(self) -> None:
        """Every other seat passes its turn, back to the seat that just ended its turn."""
        for _ in range(self.players - 1):
            self.turn()

    def view(self, seat: int | None = None) -> dict:
        return ENGINE.view(self.state, seat)

    def points(self, seat: int) -> dict:
        return self.view(seat)["players"][seat]["points"]

    def treasures(self, seat: int) -> int:
        return self.view(seat)["players"][seat]["treasures"]

    def hand(self, seat: int) -> list[str]:
        return self.view(seat)["players"][seat]["hand"]

    def square(self, x: int, y: int) -> dict | None:
        return self.view()["squares"].get(f"{x},{y}")

    def leader_at(self, x: int, y: int):
        entry = self.square(x, y)
        return None if entry is None else entry["leader"]

    @property
    def pending(self) -> dict | None:
        return self.view()["pending"]

    @property
    def to_act(self) -> list[int]:
        return ENGINE.to_act(self.state)

    def types(self, events: list[dict]) -> list[str]:
        return [event["type"] for event in events]
