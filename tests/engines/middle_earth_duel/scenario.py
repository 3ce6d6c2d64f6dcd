"""Test support: a game driven through `decide`, and stacked card orders built from take sequences.

Cards are taken from the highest slot down (19, 18, ... 0), which is a valid order in all three
layouts; `chapter_order` builds the `card_order` that puts the i-th listed card in slot 19 - i.
"""

from __future__ import annotations

from engines import Rng, get_engine, replay
from engines.middle_earth_duel.data import CHAPTER_CARDS, LAYOUTS

ENGINE = get_engine("middle-earth-duel")
SAURON, FELLOWSHIP = 0, 1


def chapter_order(chapter: int, takes: list) -> list[int]:
    """The draw order putting `takes[i]` in slot 19 - i (None: a spare card of the chapter;
    `("discard", card)`: that card, to be discarded)."""
    takes = [t[1] if isinstance(t, tuple) else t for t in takes] + [None] * (20 - len(takes))
    named = [card for card in takes if card is not None]
    spare = [card for card in CHAPTER_CARDS[chapter] if card not in named]
    by_slot = {}
    for index, card in enumerate(takes):
        by_slot[19 - index] = card if card is not None else spare.pop(0)
    slots = LAYOUTS[chapter]["slots"]
    face_up = [s["slot"] for s in slots if s["face_up"]]
    face_down, taken = [], set()
    for slot in range(19, -1, -1):  # the reveal order when slots are taken from 19 down
        taken.add(slot)
        face_down += [
            s["slot"]
            for s in slots
            if not s["face_up"] and s["slot"] not in face_down and set(s["covered_by"]) <= taken
        ]
    return [by_slot[slot] for slot in face_up + face_down if slot in by_slot]


class Game:
    """A game played through decide/evolve, remembering every event."""

    def __init__(self, options: dict | None = None, seed: bytes = b"scenario"):
        self.seed = seed
        self.events = ENGINE.start(2, options or {}, Rng(seed, "0"))
        self.state = replay(ENGINE, self.events)

    @property
    def seat(self) -> int:
        return ENGINE.to_act(self.state)[0]

    @property
    def pending(self) -> dict | None:
        return self.state["pending"]

    def view(self, seat: int | None = None) -> dict:
        return ENGINE.view(self.state, seat)

    def player(self, seat: int) -> dict:
        return self.view()["players"][seat]

    def move(self, move: dict, seat: int | None = None) -> list[dict]:
        seat = self.seat if seat is None else seat
        new = ENGINE.decide(self.state, seat, move, Rng(self.seed, str(len(self.events))))
        for event in new:
            self.state = ENGINE.evolve(self.state, event)
        self.events.extend(new)
        return new

    def slot_of(self, card: int) -> int:
        for slot in self.view()["slots"]:
            if slot["card"] == card and not slot["taken"]:
                return slot["slot"]
        raise AssertionError(f"card {card} is not on the table")

    def take(self, card: int, use: str = "play") -> list[dict]:
        return self.move({"type": "take_card", "slot": self.slot_of(card), "use": use})

    def top_slot(self) -> int:
        return max(s["slot"] for s in self.view()["slots"] if s["available"])

    def discard_top(self) -> list[dict]:
        return self.move({"type": "take_card", "slot": self.top_slot(), "use": "discard"})

    def choose(self, option) -> list[dict]:
        return self.move({"type": "choose", "option": option})

    def landmark(self, region: str) -> list[dict]:
        return self.move({"type": "take_landmark", "region": region})

    def play_chapter(self, takes: list, choices: list | None = None) -> list[dict]:
        """Take cards top slot first: listed cards played; None, or ("discard", card), discarded.

        Pending decisions are answered from `choices` in order."""
        choices = list(choices or [])
        new = []
        for card in takes:
            if self.state["result"] is not None:
                break
            slot = self.top_slot()
            use = "discard" if card is None or isinstance(card, tuple) else "play"
            shown = card[1] if isinstance(card, tuple) else card
            if shown is not None:
                assert self.view()["slots"][slot]["card"] == shown, (slot, shown)
            new += self.move({"type": "take_card", "slot": slot, "use": use})
            while self.pending is not None:
                assert choices, f"unanswered decision {self.pending}"
                new += self.choose(choices.pop(0))
        assert not choices, f"unused choices {choices}"
        return new


def events_of(events: list[dict], kind: str) -> list[dict]:
    return [event for event in events if event["type"] == kind]
