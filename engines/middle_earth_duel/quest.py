"""The quest for the Ring: the Fellowship (seat 1) moves the Hobbits towards Mount Doom, Sauron
(seat 0) moves the Nazgûl after them. Reaching Mount Doom wins for the Fellowship, the Nazgûl
catching the Hobbits wins for Sauron; steps of one's own pass the track's bonus spaces. The
steps as plain functions over the decision in progress (`QuestHost`); the fact they leave
(`ring_advanced`) is applied in `state`."""

from __future__ import annotations

from typing import Protocol

from .data import TRACK_BONUSES, TRACK_LAST


class QuestHost(Protocol):
    """The decision being made: its working state, emitting facts, knowing when the game is over."""

    state: dict

    def emit(self, *events: dict) -> None: ...

    @property
    def over(self) -> bool: ...


def ring_positions(track: dict, seat: int, steps: int) -> tuple[int, int]:
    """Where the Hobbits and the Nazgûl stand after `seat` moves `steps`: the Fellowship moves
    the Hobbits (the Nazgûl follow as far, never past them), Sauron moves the Nazgûl."""
    hobbits, nazgul = track["hobbits"], track["nazgul"]
    if seat == 1:
        moved = min(steps, TRACK_LAST - hobbits)
        hobbits += moved
        nazgul = min(nazgul + moved, hobbits)
    else:
        nazgul = min(nazgul + steps, hobbits)
    return hobbits, nazgul


def track_bonuses(seat: int, before: int, steps: int) -> list[dict]:
    """The bonus effects of the spaces passed by `steps` of one's own after `before`, as queue
    items."""
    items = []
    for threshold in sorted(TRACK_BONUSES):
        if before < threshold <= before + steps:
            items += [{"do": "effect", "seat": seat, "effect": e} for e in TRACK_BONUSES[threshold]]
    return items


def advance_ring(host: QuestHost, seat: int, steps: int, queue: list[dict]) -> None:
    """Move along the track; unless that wins the game, the bonuses passed come next."""
    hobbits, nazgul = ring_positions(host.state["track"], seat, steps)
    before = host.state["players"][seat]["own_steps"]
    host.emit(
        {
            "type": "ring_advanced",
            "seat": seat,
            "steps": steps,
            "hobbits": hobbits,
            "nazgul": nazgul,
        }
    )
    if host.over:
        return
    queue[:0] = track_bonuses(seat, before, steps)


def quest_winner(track: dict) -> int | None:
    """The seat the quest makes the winner: the Fellowship at Mount Doom, Sauron when the
    Nazgûl reach the Hobbits; None while the quest goes on."""
    if track["hobbits"] >= TRACK_LAST:
        return 1
    if track["nazgul"] >= track["hobbits"]:
        return 0
    return None
