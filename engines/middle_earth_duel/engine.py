"""The engine object the registry holds: the contract's attributes and methods, wired to the modules."""

from __future__ import annotations

from engines.rng import Rng

from . import determinize, rules, state, view


class MiddleEarthDuel:
    slug = "middle-earth-duel"
    title = "Duel for Middle-earth"
    min_players = 2
    max_players = 2
    version = 1

    def start(self, players: int, options: dict, rng: Rng) -> list[dict]:
        return rules.start(players, options, rng)

    def decide(self, game_state: dict, seat: int, move: dict, rng: Rng) -> list[dict]:
        return rules.decide(game_state, seat, move, rng)

    def evolve(self, game_state: dict | None, event: dict) -> dict:
        return state.evolve(game_state, event)

    def to_act(self, game_state: dict) -> list[int]:
        return rules.to_act(game_state)

    def legal_moves(self, game_state: dict, seat: int) -> list[dict]:
        return rules.legal_moves(game_state, seat)

    def view(self, game_state: dict, seat: int | None) -> dict:
        return view.view(game_state, seat)

    def event_view(self, event: dict, seat: int | None) -> dict | None:
        return view.event_view(event, seat)

    def outcome(self, game_state: dict) -> dict | None:
        return view.outcome(game_state)

    def dump(self, game_state: dict) -> dict:
        return _copy_json(game_state)

    def load(self, data: dict) -> dict:
        return _copy_json(data)

    def determinize(self, view: dict, seat: int, rng: Rng) -> dict:
        return determinize.determinize(view, seat, rng)


def _copy_json(value):
    """A deep copy of a tree of dicts, lists and scalars (the state holds nothing else)."""
    if isinstance(value, dict):
        return {key: _copy_json(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_copy_json(item) for item in value]
    return value
