"""The effects of cards, landmarks, tokens and track bonuses, and the answers to their decisions.

`EffectSteps` is mixed into `Resolution`: each method emits facts through `self.emit`, asks through
`self.ask`, and puts follow-up steps at the front of the queue. Alliance tokens (revealing, keeping,
"whenever" triggers) and the Ring's track are plain functions in `alliances` and `quest`, given
the `Resolution` explicitly.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from engines.rng import Rng

from .alliances import alliances_due, keep_token, reveal_for_alliance
from .data import ADJACENT, CARDS, REGIONS, TOKENS
from .quest import advance_ring

# The Ents' three choices, by the name a player answers, and the effect each stands for.
ENTS_CHOICES = {
    "remove_unit": "remove_enemy_units",
    "coin": "opponent_loses_coins",
    "move_unit": "move_units",
}


class EffectSteps:
    """Effect handlers and decision answers, for `Resolution` (which provides the members below)."""

    state: dict
    if TYPE_CHECKING:  # provided by Resolution

        @property
        def over(self) -> bool: ...

        def emit(self, *events: dict) -> None: ...

        ask: Callable[[dict, str, list, bool, list[dict]], None]
        rng: Rng
        play_card: Callable[[int, int, int, str, bool, list[dict]], None]

    # -- effects ------------------------------------------------------------------------------
    def effect(self, item: dict, queue: list[dict]) -> None:
        seat, effect = item["seat"], item["effect"]
        kind = effect["effect"]
        state = self.state
        opponent = 1 - seat
        if kind == "coins":
            self.emit({"type": "coins_gained", "seat": seat, "amount": effect["amount"]})
        elif kind == "extra_discard_coins":
            amount = effect["by_chapter"][state["chapter"] - 1]
            self.emit({"type": "coins_gained", "seat": seat, "amount": amount})
        elif kind == "opponent_loses_coins":
            amount = min(effect["amount"], state["players"][opponent]["coins"])
            if amount:
                self.emit({"type": "coins_lost", "seat": opponent, "amount": amount})
        elif kind == "ring":
            advance_ring(self, seat, effect["steps"], queue)
        elif kind == "race":
            self.race(seat, effect["race"], queue)
        elif kind == "skills":
            self.emit({"type": "skills_gained", "seat": seat, "skills": dict(effect["skills"])})
        elif kind == "skill_choice":
            self.emit({"type": "one_of_gained", "seat": seat, "skills": list(effect["one_of"])})
        elif kind == "extra_turn":
            self.emit({"type": "extra_turn_gained", "seat": seat})
        elif kind == "place_units":
            if state["players"][seat]["units_in_stock"] > 0:
                regions = REGIONS if effect["regions"] == "any" else effect["regions"]
                self.ask(item, "region", list(regions), False, queue)
        elif kind == "place_units_freely":
            single = {"effect": "place_units", "units": 1, "regions": "any"}
            queue[:0] = [{"do": "effect", "seat": seat, "effect": single}] * effect["units"]
        elif kind == "move_units":
            self.ask(item, "move_unit", self.unit_moves(seat), True, queue)
        elif kind == "remove_enemy_units":
            regions = [r for r in REGIONS if state["regions"][r]["units"][opponent] > 0]
            self.ask(item, "remove_unit", regions, False, queue)
        elif kind == "remove_enemy_fortress":
            regions = [r for r in REGIONS if opponent in state["regions"][r]["fortresses"]]
            self.ask(item, "remove_fortress", regions, False, queue)
        elif kind == "play_discarded_card":
            self.ask(item, "discarded_card", list(state["discarded"]), True, queue)
        elif kind == "discard_opponent_grey_card":
            greys = [c for c in state["players"][opponent]["cards"] if CARDS[c]["color"] == "grey"]
            self.ask(item, "grey_card", greys, False, queue)
        elif kind == "alliance_any_race":
            races = [
                r for r in TOKENS if state["piles"][r]["known"] or state["piles"][r]["unknown"]
            ]
            self.ask(item, "alliance_race", races, False, queue)
        elif kind == "choose_times":
            self.ask(item, "ents_choice", list(ENTS_CHOICES), False, queue)
        else:  # pragma: no cover - the data names no other effect
            raise ValueError(f"unknown effect {kind!r}")

    def unit_moves(self, seat: int) -> list[dict]:
        return [
            {"from": region, "to": to}
            for region in REGIONS
            if self.state["regions"][region]["units"][seat] > 0
            for to in ADJACENT[region]
        ]

    def race(self, seat: int, race: str, queue: list[dict]) -> None:
        self.emit({"type": "race_gained", "seat": seat, "race": race})
        if self.over:
            return
        queue[:0] = alliances_due(seat, self.state["players"][seat], race)

    # -- answers ------------------------------------------------------------------------------
    def answer(self, item: dict, kind: str, option: Any, queue: list[dict]) -> None:
        """Apply the chosen option of a decision, then go on with the queue (the caller runs it)."""
        seat = item["seat"]
        effect = item.get("effect", {})
        more = dict(effect, units=effect.get("units", 1) - 1)
        if kind == "region":
            self.place_units(seat, option, effect["units"])
        elif kind == "move_unit":
            if option is None:
                return
            self.move_unit(seat, option["from"], option["to"])
            if more["units"] > 0:
                queue.insert(0, {**item, "effect": more})
        elif kind == "remove_unit":
            self.emit({"type": "unit_removed", "seat": 1 - seat, "region": option})
            if more["units"] > 0:
                queue.insert(0, {**item, "effect": more})
        elif kind == "remove_fortress":
            self.emit({"type": "fortress_removed", "seat": 1 - seat, "region": option})
        elif kind == "discarded_card":
            if option is not None:
                self.play_card(seat, option, 0, "discard", False, queue)
        elif kind == "grey_card":
            gives = CARDS[option]["effects"][0]
            self.emit(
                {
                    "type": "card_lost",
                    "seat": 1 - seat,
                    "card": option,
                    "skills": dict(gives.get("skills", {})),
                    "one_of": list(gives.get("one_of", [])),
                }
            )
        elif kind == "alliance_race":
            reveal_for_alliance(self, seat, [option], 2, "landmark", queue)
        elif kind == "token":
            keep_token(self, seat, option, queue)
        elif kind == "ents_choice":
            chosen = next(o for o in effect["options"] if o["effect"] == ENTS_CHOICES[option])
            items = [{"do": "effect", "seat": seat, "effect": chosen}]
            if effect["times"] > 1:
                items.append({**item, "effect": dict(effect, times=effect["times"] - 1)})
            queue[:0] = items

    def place_units(self, seat: int, region: str, units: int) -> None:
        count = min(units, self.state["players"][seat]["units_in_stock"])
        if count <= 0:
            return
        losses = min(count, self.state["regions"][region]["units"][1 - seat])
        self.emit(
            {
                "type": "units_placed",
                "seat": seat,
                "region": region,
                "count": count,
                "battle_losses": losses,
            }
        )

    def move_unit(self, seat: int, origin: str, to: str) -> None:
        losses = min(1, self.state["regions"][to]["units"][1 - seat])
        self.emit(
            {"type": "unit_moved", "seat": seat, "from": origin, "to": to, "battle_losses": losses}
        )
