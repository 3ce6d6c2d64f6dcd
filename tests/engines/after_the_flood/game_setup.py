"""Set up After the Flood positions by playing moves through `decide` from a stacked start."""

from __future__ import annotations

from engines import Rng, get_engine, replay

ENGINE = get_engine("after-the-flood")


class Game:
    """A game in progress: its events and state, moved on only through `decide`."""

    def __init__(self, turn_order=(0, 1, 2), dice=()):
        options = {"turn_order": list(turn_order), "dice": list(dice)}
        self.events = ENGINE.start(3, options, Rng(b"test", "0"))
        self.state = replay(ENGINE, self.events)

    def play(self, seat: int, move: dict) -> list[dict]:
        """Decide and apply one move; returns its events."""
        new = ENGINE.decide(self.state, seat, move, Rng(b"test", str(len(self.events))))
        self.state = replay(ENGINE, new, self.state)
        self.events += new
        return new

    def run(self, *moves: tuple[int, dict]) -> list[dict]:
        """Play several (seat, move) pairs; returns all their events."""
        events = []
        for seat, move in moves:
            events += self.play(seat, move)
        return events

    def pass_all(self, bids=None) -> list[dict]:
        """Everybody still in passes, in the order they are asked (bids: {seat: bid})."""
        events = []
        turn = self.state["turn"]
        while self.state["phase"] == "actions" and self.state["turn"] == turn:
            seat = self.to_act()[0]
            if self.state["pending"] is not None:
                kind = self.state["pending"]["kind"]
                move = {"type": "call_off"} if kind == "battle" else {"type": "end_action"}
            else:
                move = {"type": "pass", "bid": (bids or {}).get(seat, {})}
            events += self.play(seat, move)
        return events

    def finish_turn(self, bids=None) -> list[dict]:
        """Pass out the action phase and say done in the city phase."""
        turn = self.state["turn"]
        events = self.pass_all(bids)
        while self.state["phase"] == "vp" and self.state["turn"] == turn:
            events += self.play(self.to_act()[0], {"type": "done"})
        return events

    def to_act(self) -> list[int]:
        return ENGINE.to_act(self.state)

    def view(self, seat=None) -> dict:
        return ENGINE.view(self.state, seat)

    def legal(self, seat: int) -> list[dict]:
        return ENGINE.legal_moves(self.state, seat)

    def hand(self, seat: int) -> dict:
        return dict(self.state["resources"][seat])


def of_type(events: list[dict], kind: str) -> list[dict]:
    """The events of one type."""
    return [event for event in events if event["type"] == kind]


def place(pay, to, count, **extra) -> dict:
    """A place_workers move."""
    return {"type": "place_workers", "pay": pay, "to": to, "count": count, **extra}
