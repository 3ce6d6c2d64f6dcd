"""Resolving a turn: a queue of effects worked through in order, stopping at each pending decision.

`decide` builds a `Resolution` over the current state; every fact is emitted as an event and folded
into the working state at once (so later steps read the facts before them). A step that needs a
choice emits `decision_pending` holding the step and the rest of the queue; the answer resumes it.
"""

from __future__ import annotations

from engines.decision_log import DecisionLog
from engines.rng import Rng

from .alliances import pair_alliance, three_races_alliance, whenever_effects
from .chapters import lay_out_next_chapter, reveal_uncovered_cards
from .costs import has_ability
from .data import (
    CARDS,
    LANDMARKS,
    LANDMARKS_FACE_UP,
    LAYOUTS,
    REGIONS,
)
from .effects import EffectSteps
from .quest import quest_winner
from .state import APPLY, distinct_races, evolve, presence

# Events after which an immediate victory may hold, and the victory each can bring about (each
# is checked after every event that may bring it about, so none held before).
_VICTORY_EVENTS = {
    "ring_advanced": "quest",
    "race_gained": "races",
    "units_placed": "regions_all",
    "unit_moved": "regions_all",
    "fortress_placed": "regions_all",
}


class Resolution(DecisionLog[dict], EffectSteps):
    """A decision log (the working state and the events emitted so far) with the Rng for draws."""

    def __init__(self, state: dict, rng: Rng, *, in_place: bool = False):
        """`in_place`: the working state is one shallow copy of `state` that each event changes
        in place (as `evolve` changes its own copy: every part it changes is copied first), for
        a caller that wants only the last state; the states between the events are not kept."""
        super().__init__(dict(state) if in_place else state, evolve)
        self.rng = rng
        self.in_place = in_place

    # -- facts --------------------------------------------------------------------------------
    def emit(self, *events: dict) -> None:
        """Record each event, then check for an immediate victory where one may hold."""
        for event in events:
            if self.in_place:
                state = self.state
                APPLY[event["type"]](state, event)
            else:
                self.state = state = evolve(self.state, event)
            self.events.append(event)
            victory = _VICTORY_EVENTS.get(event["type"])
            if victory is not None and state["result"] is None:
                self._check_victory(victory)

    @property
    def over(self) -> bool:
        return self.state["result"] is not None

    def _check_victory(self, victory: str) -> None:
        """Whether the victory an event may bring about holds (the quest, then six races, then
        all regions, the seat to move first where both hold)."""
        if victory == "quest":
            winner = quest_winner(self.state["track"])
            if winner is not None:
                self.emit({"type": "game_won", "seat": winner, "reason": "quest"})
            return
        first = self.state["turn"]
        for seat in (first, 1 - first):
            if victory == "races":
                won = distinct_races(self.state["players"][seat]) >= 6
            else:
                won = len(presence(self.state, seat)) == len(REGIONS)
            if won:
                self.emit({"type": "game_won", "seat": seat, "reason": victory})
                return

    # -- draws --------------------------------------------------------------------------------
    def refill_landmarks(self) -> None:
        pool = list(self.state["landmark_pool"])
        drawn: list[str] = []
        while len(self.state["landmarks"]) + len(drawn) < LANDMARKS_FACE_UP and pool:
            stacked = [r for r in self.state["landmark_order"] if r in pool]
            region = stacked[0] if stacked else self.rng.choice(sorted(pool))
            pool.remove(region)
            drawn.append(region)
        if drawn:
            self.emit({"type": "landmarks_revealed", "regions": drawn})

    # -- the queue ----------------------------------------------------------------------------
    def run(self, queue: list[dict]) -> None:
        """Work through `queue` until it is empty, a decision is pending, or the game is over."""
        while queue and self.state["result"] is None:
            item = queue.pop(0)
            self.handle(item, queue)
            if self.state["pending"] is not None:
                return

    def ask(self, item: dict, kind: str, options: list, optional: bool, queue: list[dict]) -> None:
        """Pose a decision; none possible skips it, a single mandatory option resolves itself."""
        if not options:
            return
        if len(options) == 1 and not optional:
            self.answer(item, kind, options[0], queue)
            return
        self.emit(
            {
                "type": "decision_pending",
                "seat": item["seat"],
                "kind": kind,
                "options": options,
                "optional": optional,
                "context": item,
                "queue": list(queue),
            }
        )

    def handle(self, item: dict, queue: list[dict]) -> None:
        do = item["do"]
        if do == "effect":
            self.effect(item, queue)
        elif do == "whenever":
            self.whenever(item, queue)
        elif do == "alliance_pair":
            pair_alliance(self, item["seat"], item["race"], queue)
        elif do == "alliance_three":
            three_races_alliance(self, item["seat"], queue)
        elif do == "end_turn":
            self.end_turn(item["seat"])

    # -- turns --------------------------------------------------------------------------------
    def end_turn(self, seat: int) -> None:
        for slot in self.state["slots"]:  # chapter_done, stopping at the first card left
            if not slot["taken"]:
                break
        else:
            if not lay_out_next_chapter(self):
                return
            self.refill_landmarks()
        if self.state["players"][seat]["extra_turns"] > 0:
            self.emit({"type": "extra_turn_used", "seat": seat})
            self.emit({"type": "turn_started", "seat": seat})
        else:
            self.emit({"type": "turn_started", "seat": 1 - seat})

    def take_card(self, seat: int, slot: int, use: str, paid: int, chained: bool) -> None:
        card = self.state["slots"][slot]["card"]
        self.emit({"type": "card_taken", "seat": seat, "slot": slot, "card": card})
        reveal_uncovered_cards(self, slot)
        queue: list[dict] = []
        if use == "discard":
            tokens = list(self.state["players"][seat]["tokens"])
            coins = LAYOUTS[self.state["chapter"]]["discard_coins"]
            self.emit({"type": "card_discarded", "seat": seat, "card": card, "coins": coins})
            queue.append(
                {"do": "whenever", "seat": seat, "triggers": ["discard_card"], "tokens": tokens}
            )
        else:
            self.play_card(seat, card, paid, "layout", chained, queue)
        queue.append({"do": "end_turn", "seat": seat})
        self.run(queue)

    def take_landmark(self, seat: int, region: str, paid: int) -> None:
        tokens = list(self.state["players"][seat]["tokens"])
        self.emit({"type": "landmark_taken", "seat": seat, "region": region, "paid": paid})
        self.emit({"type": "fortress_placed", "seat": seat, "region": region})
        queue = [{"do": "effect", "seat": seat, "effect": e} for e in LANDMARKS[region]["effects"]]
        queue.append(
            {"do": "whenever", "seat": seat, "triggers": ["take_landmark"], "tokens": tokens}
        )
        queue.append({"do": "end_turn", "seat": seat})
        self.run(queue)

    def play_card(
        self, seat: int, card: int, paid: int, source: str, chained: bool, queue: list[dict]
    ) -> None:
        """Put a card in front of `seat` and queue its effects, then its "whenever" triggers."""
        player = self.state["players"][seat]
        tokens = list(player["tokens"])
        self.emit(
            {
                "type": "card_played",
                "seat": seat,
                "card": card,
                "paid": paid,
                "source": source,
                "chained": chained,
            }
        )
        data = CARDS[card]
        items = []
        for printed in data["effects"]:
            effect = printed
            if data["color"] == "red" and effect["effect"] == "place_units":
                effect = dict(printed)
                if has_ability(player, "red_cards_plus_one_unit"):
                    effect["units"] += 1
                if has_ability(player, "red_cards_place_anywhere"):
                    effect["regions"] = "any"
            items.append({"do": "effect", "seat": seat, "effect": effect})
        triggers = [f"play_{data['color']}"] + (["chain_used"] if chained else [])
        items.append({"do": "whenever", "seat": seat, "triggers": triggers, "tokens": tokens})
        queue[:0] = items

    def whenever(self, item: dict, queue: list[dict]) -> None:
        queue[:0] = whenever_effects(item)
