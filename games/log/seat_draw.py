"""The seat draw: which joined player gets which seat, drawn from the game's seed when it starts
(written to the log as `platform.seating_drawn`, re-drawn by verification)."""

from __future__ import annotations

from engines import Rng
from games.log.play_state import SEATING_STREAM


def seating_order(seed_hex: str, seat_count: int) -> list[int]:
    """The seat draw: order[i] is the join position of the player who gets seat i."""
    order = list(range(seat_count))
    Rng(bytes.fromhex(seed_hex), SEATING_STREAM).shuffle(order)
    return order
