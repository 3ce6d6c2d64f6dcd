"""A tiny test-only game that exercises the whole engine contract; never registered in production.

"Secret Nim": a pile of `pile` stones (option, default 15). At start each seat is dealt a hidden
card 1-9 from the Rng. On its turn a seat takes 1-3 stones or, once per game, passes. The seat that
takes the last stone scores 10 plus its card; the others score their cards. Ranks by score.
"""

from __future__ import annotations

import copy

from engines import IllegalMove, Rng


class SecretNim:
    slug = "secret-nim"
    title = "Secret Nim (test only)"
    min_players = 2
    max_players = 3
    version = 1

    def start(self, players: int, options: dict, rng: Rng) -> list[dict]:
        if not isinstance(options, dict) or set(options) - {"pile"}:
            raise IllegalMove("bad_options", "Secret Nim knows only the option 'pile'.")
        pile = options.get("pile", 15)
        if not isinstance(pile, int) or isinstance(pile, bool) or not 3 <= pile <= 100:
            raise IllegalMove("bad_options", "The pile must hold 3 to 100 stones.")
        if not isinstance(players, int) or not self.min_players <= players <= self.max_players:
            raise IllegalMove("bad_options", "Secret Nim takes 2 or 3 players.")
        cards = [1 + rng.randrange(9) for _ in range(players)]
        return [{"type": "game_started", "players": players, "pile": pile, "cards": cards}]

    def evolve(self, state, event: dict):
        if event["type"] == "game_started":
            n = event["players"]
            return {
                "players": n,
                "pile": event["pile"],
                "cards": list(event["cards"]),
                "passed": [False] * n,
                "turn": 0,
                "winner": None,
            }
        state = copy.deepcopy(state)
        if event["type"] == "stones_taken":
            state["pile"] -= event["count"]
            if state["pile"] == 0:
                state["winner"] = event["seat"]
        elif event["type"] == "passed":
            state["passed"][event["seat"]] = True
        state["turn"] = (state["turn"] + 1) % state["players"]
        return state

    def to_act(self, state) -> list[int]:
        return [] if state["winner"] is not None else [state["turn"]]

    def legal_moves(self, state, seat: int) -> list[dict]:
        if seat not in self.to_act(state):
            return []
        moves = [{"type": "take", "count": c} for c in range(1, min(3, state["pile"]) + 1)]
        if not state["passed"][seat]:
            moves.append({"type": "pass"})
        return moves

    def decide(self, state, seat: int, move: dict, rng: Rng) -> list[dict]:
        if not isinstance(move, dict) or not isinstance(move.get("type"), str):
            raise IllegalMove("unknown_move", "A move is an object with a 'type'.")
        if seat not in self.to_act(state):
            raise IllegalMove("not_your_turn", "It is not your turn.")
        if move["type"] == "take":
            count = move.get("count")
            if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= 3:
                raise IllegalMove("bad_count", "Take 1, 2 or 3 stones.")
            if count > state["pile"]:
                raise IllegalMove("too_many", "The pile does not hold that many stones.")
            return [{"type": "stones_taken", "seat": seat, "count": count}]
        if move["type"] == "pass":
            if state["passed"][seat]:
                raise IllegalMove("passed_already", "You may pass only once a game.")
            return [{"type": "passed", "seat": seat}]
        raise IllegalMove("unknown_move", f"Unknown move type {move['type']!r}.")

    def _over(self, state) -> bool:
        return state["winner"] is not None

    def view(self, state, seat: int | None) -> dict:
        over = self._over(state)
        cards = [
            card if over or seat == index else None for index, card in enumerate(state["cards"])
        ]
        return {
            "pile": state["pile"],
            "turn": state["turn"],
            "passed": list(state["passed"]),
            "cards": cards,
            "winner": state["winner"],
        }

    def event_view(self, event: dict, seat: int | None) -> dict | None:
        if event["type"] == "game_started":
            cards = [card if index == seat else None for index, card in enumerate(event["cards"])]
            return {**event, "cards": cards}
        return dict(event)

    def outcome(self, state) -> dict | None:
        if not self._over(state):
            return None
        scores = [
            card + (10 if index == state["winner"] else 0)
            for index, card in enumerate(state["cards"])
        ]
        ranks = [1 + sum(other > score for other in scores) for score in scores]
        return {"ranks": ranks, "scores": scores, "details": {"winner": state["winner"]}}

    def dump(self, state) -> dict:
        return copy.deepcopy(state)

    def load(self, data: dict):
        return copy.deepcopy(data)

    def determinize(self, view: dict, seat: int, rng: Rng) -> dict:
        """The cards `seat` cannot see dealt anew, each uniformly 1-9 as at the start."""
        cards = [card if card is not None else 1 + rng.randrange(9) for card in view["cards"]]
        return {
            "players": len(cards),
            "pile": view["pile"],
            "cards": cards,
            "passed": list(view["passed"]),
            "turn": view["turn"],
            "winner": view["winner"],
        }


SECRET_NIM = SecretNim()
