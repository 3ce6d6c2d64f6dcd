"""The Tigris Euphyu engine object: the contract's attributes and methods over rules/state/view."""

from __future__ import annotations

from engines.rng import Rng
from engines.tigris_euphyu import determinize, rules, view
from engines.tigris_euphyu.state import State, dump_state, evolve, load_state


class TigrisEuphyu:
    """Puyo Puyo with Tigris & Euphrates tiles (rules: shared/rules/tigris-euphyu.md)."""

    slug = "tigris-euphyu"
    title = "Tigris Euphyu"
    min_players = rules.MIN_PLAYERS
    max_players = rules.MAX_PLAYERS
    version = 1

    def start(self, players: int, options: dict, rng: Rng) -> list[dict]:
        return rules.start_events(players, options, rng)

    def decide(self, state: State, seat: int, move: dict, rng: Rng) -> list[dict]:
        return rules.decide(state, seat, move, rng)

    def evolve(self, state: State | None, event: dict) -> State:
        return evolve(state, event)

    def to_act(self, state: State) -> list[int]:
        return rules.to_act(state)

    def legal_moves(self, state: State, seat: int) -> list[dict]:
        return rules.legal_moves(state, seat)

    def view(self, state: State, seat: int | None) -> dict:
        return view.view(state, seat)

    def event_view(self, event: dict, seat: int | None) -> dict | None:
        return view.event_view(event, seat)

    def outcome(self, state: State) -> dict | None:
        return view.outcome(state)

    def dump(self, state: State) -> dict:
        return dump_state(state)

    def load(self, data: dict) -> State:
        return load_state(data)

    def determinize(self, view: dict, seat: int, rng: Rng) -> State:
        return determinize.determinize(view, seat, rng)
