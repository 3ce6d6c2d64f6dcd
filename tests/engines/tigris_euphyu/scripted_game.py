"""Scripted Tigris Euphyu games for the scenario tests: a fixed bag, moves played through decide.

Colours are written as letters: R red, B blue, G green, K black (so "RB" is the pair red, blue).
"""

from __future__ import annotations

from engines import Rng, get_engine
from engines.tigris_euphyu.data import BAG_COUNTS, COLOURS

ENGINE = get_engine("tigris-euphyu")
LETTERS = {"R": "red", "B": "blue", "G": "green", "K": "black"}
PALETTE = ["red", "blue", "green", "black"]


def colours(letters: str) -> list[str]:
    """ "RBG" -> ["red", "blue", "green"] (spaces ignored)."""
    return [LETTERS[letter] for letter in letters.replace(" ", "")]


def bag_order(front: str) -> list[str]:
    """The full 153-tile bag: `front` first, then the rest red, blue, green, black in turn."""
    order = colours(front)
    left = dict(BAG_COUNTS)
    for tile in order:
        left[tile] -= 1
    assert min(left.values()) >= 0, "the front asks for more tiles of a colour than the bag has"
    while any(left.values()):
        for colour in COLOURS:
            if left[colour]:
                order.append(colour)
                left[colour] -= 1
    return order


def spread_bag() -> str:
    """All 153 tiles as letters, each colour spread evenly through the bag (few long runs)."""
    used = dict.fromkeys(COLOURS, 0)
    letters = ""
    letter = {colour: letter for letter, colour in LETTERS.items()}
    for index in range(len(bag_order(""))):
        colour = max(COLOURS, key=lambda c: BAG_COUNTS[c] * (index + 1) / 153 - used[c])
        used[colour] += 1
        letters += letter[colour]
    return letters


def quiet_pair(index: int) -> tuple[str, int]:
    """The index-th (0-19) pair of a group-free fill of an empty well, dropped vertically:
    (letters, column). Cell (c, r) gets PALETTE[(c + 2r) % 4], so no two neighbours match."""
    column, level = divmod(index, 4)
    lower = PALETTE[(column + 4 * level) % 4]
    upper = PALETTE[(column + 4 * level + 2) % 4]
    letter = {colour: letter for letter, colour in LETTERS.items()}
    return letter[lower] + letter[upper], column


def staircase(links: int) -> tuple[list[tuple[str, int, str]], tuple[str, int, str]]:
    """A chain of `links` (1-5) links built in columns 0..links-1: the building drops
    [(pair, column, orientation)] and the trigger drop. Link k pops colour PALETTE[(k-1) % 4]."""
    letter = {colour: letter for letter, colour in LETTERS.items()}

    def link(k: int) -> str:
        return letter[PALETTE[(k - 1) % 4]]

    if links == 1:
        return [("RR", 0, "vertical"), ("RB", 0, "horizontal")], ("RG", 0, "vertical")
    drops = [(link(1) * 2, 0, "vertical"), (link(1) + link(2), 0, "horizontal")]
    for column in range(1, links - 1):
        drops.append((link(column + 1) * 2, column, "vertical"))
        drops.append((link(column + 2) * 2, column, "horizontal"))
    drops.append((link(links) * 2, links - 1, "vertical"))
    return drops, (link(1) + link(2), 0, "vertical")


class ScriptedGame:
    """A game started with a fixed bag; every move goes through `decide` and `evolve`."""

    def __init__(self, players: int, front: str = "", mode: str | None = None):
        options: dict = {"bag_order": bag_order(front)}
        if mode is not None:
            options["mode"] = mode
        self.events = ENGINE.start(players, options, Rng(b"scripted", "0"))
        self.state = None
        for event in self.events:
            self.state = ENGINE.evolve(self.state, event)

    def play(self, seat: int, move: dict) -> list[dict]:
        """Decide and apply one move; the new events."""
        rng = Rng(b"scripted", str(len(self.events)))
        new_events = ENGINE.decide(self.state, seat, move, rng)
        for event in new_events:
            self.state = ENGINE.evolve(self.state, event)
        self.events.extend(new_events)
        return new_events

    def drop(self, seat: int, column: int, orientation: str = "vertical") -> list[dict]:
        return self.play(seat, {"type": "drop", "column": column, "orientation": orientation})

    def end_turn(self, seat: int) -> list[dict]:
        return self.play(seat, {"type": "end_turn"})

    def turn(self, seat: int, column: int, orientation: str = "vertical") -> list[dict]:
        """Drop, then end the turn if the game goes on; all the events."""
        events = self.drop(seat, column, orientation)
        if ENGINE.to_act(self.state) == [seat]:
            events += self.end_turn(seat)
        return events

    def attack(self, seat: int, target: int, column: int, wall: str, returned: str) -> list[dict]:
        move = {
            "type": "attack",
            "target": target,
            "column": column,
            "wall": LETTERS[wall],
            "return": colours(returned),
        }
        return self.play(seat, move)

    def view(self, seat: int | None = None) -> dict:
        return ENGINE.view(self.state, seat)

    def player(self, seat: int) -> dict:
        return self.view()["players"][seat]

    def column(self, seat: int, column: int) -> str:
        """A well column as letters from the floor up, walls as 'W' (e.g. "RRW")."""
        letter = {colour: letter for letter, colour in LETTERS.items()}
        cells = self.player(seat)["well"][column]
        return "".join("W" if cell == "wall" else letter[cell] for cell in cells if cell)

    def bag(self) -> list[str]:
        """The bag in draw order (read from dump, to check where returned tiles went)."""
        return ENGINE.dump(self.state)["bag"]


def quiet_move(game: ScriptedGame, seat: int) -> dict:
    """The first legal drop that pops nothing, preferring vertical drops into the lowest column."""
    moves = ENGINE.legal_moves(game.state, seat)
    heights = [sum(c is not None for c in column) for column in game.player(seat)["well"]]
    moves.sort(key=lambda move: (heights[move["column"]], move["orientation"] != "vertical"))
    for move in moves:
        trial = ENGINE.decide(game.state, seat, move, Rng(b"trial", "0"))
        if not of_type(trial, "tiles_popped"):
            return move
    raise AssertionError("no quiet drop")


def of_type(events: list[dict], kind: str) -> list[dict]:
    return [event for event in events if event["type"] == kind]
