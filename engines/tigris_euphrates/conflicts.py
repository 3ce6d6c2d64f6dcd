"""Revolts and wars: who attacks, base strengths, the outcome and the tiles a lost war removes."""

from __future__ import annotations

from engines.tigris_euphrates.data import NEIGHBOURS, coords
from engines.tigris_euphrates.state import State, regions_of, regions_without


def temples_next_to(state: State, sq: int) -> int:
    """A leader's revolt strength: face-up red temples orthogonally next to it."""
    tile = state.tile
    return sum(1 for other in NEIGHBOURS[sq] if tile[other] == "red")


def revolt_started(state: State, seat: int, color: str, sq: int, defender: tuple) -> dict:
    """The event opening a revolt: the leader `(seat, color)` just placed on `sq` attacks."""
    defender_seat, _, defender_sq = defender
    return {
        "type": "revolt_started",
        "color": color,
        "attacker": seat,
        "defender": defender_seat,
        "attacker_at": coords(sq),
        "defender_at": coords(defender_sq),
        "attacker_strength": temples_next_to(state, sq),
        "defender_strength": temples_next_to(state, defender_sq),
    }


def _unification(state: State) -> int:
    """The unification square; only asked while wars last."""
    if state.unification is None:
        raise AssertionError("no unification square outside wars")
    return state.unification


def war_leaders(state: State, color: str) -> list[tuple[int, str, int]]:
    """The leaders of `color` in the kingdom of the unification square."""
    regions = regions_of(state)
    return [piece for piece in regions.leaders_of(_unification(state)) if piece[1] == color]


def wars_still_on(state: State) -> list[str]:
    """Colours of `state.wars` whose two leaders still share a kingdom."""
    return [color for color in state.wars if len(war_leaders(state, color)) == 2]


def _former_kingdom(state: State, sq: int) -> list[int]:
    """A leader's former kingdom: its region on the board without the unification square."""
    former = regions_without(state, _unification(state))
    return former.members[former.label[sq]]


def war_started(state: State, color: str) -> dict:
    """The event opening the war of `color`; the attacker is the active player if involved,
    else the first involved seat after the active player."""
    first, second = war_leaders(state, color)
    players, active = state.players, state.turn
    if (first[0] - active) % players > (second[0] - active) % players:
        first, second = second, first
    tile = state.tile

    def strength(sq: int) -> int:
        return sum(1 for member in _former_kingdom(state, sq) if tile[member] == color)

    return {
        "type": "war_started",
        "color": color,
        "attacker": first[0],
        "defender": second[0],
        "attacker_at": coords(first[2]),
        "defender_at": coords(second[2]),
        "attacker_strength": strength(first[2]),
        "defender_strength": strength(second[2]),
        "unification": coords(_unification(state)),
    }


def war_losses(state: State, color: str, loser_sq: int) -> list[int]:
    """Tiles of the war colour in the loser's former kingdom that the war removes, by row then
    column: all but red temples holding a treasure or next to a leader other than the loser."""
    tile, leader_at, treasure = state.tile, state.leader_at, state.treasure
    removed = []
    for sq in sorted(_former_kingdom(state, loser_sq)):
        if tile[sq] != color:
            continue
        if color == "red" and (
            sq in treasure
            or any(leader_at[other] is not None and other != loser_sq for other in NEIGHBOURS[sq])
        ):
            continue
        removed.append(sq)
    return removed


def conflict_resolved(state: State) -> list[dict]:
    """The events ending the pending revolt or war once both sides have committed."""
    pending = state.pending
    attacker_total = pending["attacker_strength"] + pending["attacker_support"]
    defender_total = pending["defender_strength"] + pending["defender_support"]
    if attacker_total > defender_total:
        winner, loser, loser_sq = pending["attacker"], pending["defender"], pending["defender_at"]
    else:
        winner, loser, loser_sq = pending["defender"], pending["attacker"], pending["attacker_at"]
    color = pending["color"]
    resolved = {
        "type": f"{pending['kind']}_resolved",
        "color": color,
        "winner": winner,
        "loser": loser,
        "loser_at": coords(loser_sq),
        "attacker_total": attacker_total,
        "defender_total": defender_total,
    }
    if pending["kind"] == "revolt":
        points = {"type": "points_scored", "seat": winner, "color": "red", "points": 1}
        return [resolved, {**points, "reason": "revolt"}]
    removed = war_losses(state, color, loser_sq)
    resolved["removed"] = [coords(sq) for sq in removed]
    points = {"type": "points_scored", "seat": winner, "color": color, "points": 1 + len(removed)}
    return [resolved, {**points, "reason": "war"}]
