"""The After the Flood engine object: the contract's attributes and methods, delegating to modules."""

from __future__ import annotations

from engines.after_the_flood import determinize, moves, rules, state, view
from engines.rng import Rng


class AfterTheFlood:
    slug = "after-the-flood"
    title = "After the Flood"
    min_players = 3
    max_players = 3
    version = 1

    def start(self, players: int, options: dict, rng: Rng) -> list[dict]:
        return rules.start(players, options, rng)

    def decide(self, game: dict, seat: int, move: dict, rng: Rng) -> list[dict]:
        return rules.decide(game, seat, move, rng)

    def evolve(self, game: dict | None, event: dict) -> dict:
        return state.evolve(game, event)

    def to_act(self, game: dict) -> list[int]:
        return rules.to_act(game)

    def legal_moves(self, game: dict, seat: int) -> list[dict]:
        return moves.legal_moves(game, seat)

    def view(self, game: dict, seat: int | None) -> dict:
        return view.view(game, seat)

    def event_view(self, event: dict, seat: int | None) -> dict | None:
        return view.event_view(event, seat)

    def outcome(self, game: dict) -> dict | None:
        final = game["final"]
        if final is None:
            return None
        return {
            "ranks": list(final["ranks"]),
            "scores": list(game["vp"]),
            "details": {"end_vp": list(final["end_vp"]), "order": list(game["order"])},
        }

    def dump(self, game: dict) -> dict:
        return state.copy_json(game)

    def load(self, data: dict) -> dict:
        return state.copy_json(data)

    def determinize(self, view: dict, seat: int, rng: Rng) -> dict:
        return determinize.determinize(view, seat, rng)
