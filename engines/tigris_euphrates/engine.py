"""The Tigris & Euphrates engine object: the contract's names, wired to the package's modules."""

from __future__ import annotations

from engines.rng import Rng
from engines.tigris_euphrates import (
    determinize,
    legal,
    rules,
    scoring,
    snapshot,
    start,
    state,
    view,
)


class TigrisEuphrates:
    """Reiner Knizia's Tigris & Euphrates (1997) for 2-4 players, as rules/tigris-euphrates.md says."""

    slug = "tigris-euphrates"
    title = "Tigris & Euphrates"
    min_players = 2
    max_players = 4
    version = 1

    def start(self, players: int, options: dict, rng: Rng) -> list[dict]:
        return start.start_events(players, options, rng, self.min_players, self.max_players)

    def decide(self, state, seat: int, move: dict, rng: Rng) -> list[dict]:
        return rules.decide(state, seat, move, rng)

    def evolve(self, current, event: dict):
        return state.evolve(current, event)

    def to_act(self, current) -> list[int]:
        return rules.to_act(current)

    def legal_moves(self, current, seat: int) -> list[dict]:
        return legal.legal_moves(current, seat)

    def view(self, current, seat: int | None) -> dict:
        return view.view(current, seat)

    def event_view(self, event: dict, seat: int | None) -> dict | None:
        return view.event_view(event, seat)

    def outcome(self, current) -> dict | None:
        return scoring.outcome(current)

    def dump(self, current) -> dict:
        return snapshot.dump(current)

    def load(self, data: dict):
        return snapshot.load(data)

    def determinize(self, view: dict, seat: int, rng: Rng) -> state.State:
        return determinize.determinize(view, seat, rng)
