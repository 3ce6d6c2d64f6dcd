"""Resolving a turn: a queue of effects worked through in order, stopping at each pending decision.

`decide` builds a `Resolution` over the current state; every fact is emitted as an event and folded
into the working state at once (so later steps read the facts before them). A step that needs a
choice emits `decision_pending` holding the step and the rest of the queue; the answer resumes it.
"""

from __future__ import annotations

from engines.rng import Rng

from .costs import has_ability
from .data import (
    ADJACENT,
    CARDS,
    LANDMARKS,
    LANDMARKS_FACE_UP,
    LAST_CHAPTER,
    LAYOUTS,
    REGIONS,
    TOKENS,
    TRACK_BONUSES,
    TRACK_LAST,
)
from .state import distinct_races, evolve, presence

# Events after which an immediate victory may hold.
_VICTORY_EVENTS = {"ring_advanced", "race_gained", "units_placed", "unit_moved", "fortress_placed"}
_ENTS_CHOICES = {
    "remove_unit": "remove_enemy_units",
    "coin": "opponent_loses_coins",
    "move_unit": "move_units",
}


class Resolution:
    """A working state, the events emitted so far, and the Rng for draws."""

    def __init__(self, state: dict, rng: Rng):
        self.state = state
        self.rng = rng
        self.events: list[dict] = []

    # -- facts --------------------------------------------------------------------------------
    def emit(self, event: dict) -> None:
        self.state = evolve(self.state, event)
        self.events.append(event)
        if event["type"] in _VICTORY_EVENTS and self.state["result"] is None:
            self._check_victory()

    @property
    def over(self) -> bool:
        return self.state["result"] is not None

    def _check_victory(self) -> None:
        track = self.state["track"]
        if track["hobbits"] >= TRACK_LAST:
            self.emit({"type": "game_won", "seat": 1, "reason": "quest"})
            return
        if track["nazgul"] >= track["hobbits"]:
            self.emit({"type": "game_won", "seat": 0, "reason": "quest"})
            return
        first = self.state["turn"]
        for seat in (first, 1 - first):
            if distinct_races(self.state["players"][seat]) >= 6:
                self.emit({"type": "game_won", "seat": seat, "reason": "races"})
                return
        for seat in (first, 1 - first):
            if len(presence(self.state, seat)) == len(REGIONS):
                self.emit({"type": "game_won", "seat": seat, "reason": "regions_all"})
                return

    # -- draws --------------------------------------------------------------------------------
    def draw_card(self, pool: list[int], chapter: int) -> int:
        """The next card of a chapter: the stacked order first, else at random from the pool."""
        for card in self.state["card_order"].get(str(chapter), []):
            if card in pool:
                return card
        return self.rng.choice(sorted(pool))

    def draw_tokens(self, race: str, count: int) -> list[dict]:
        """The top `count` tokens of a race's pile: known ones first, then stacked, then random."""
        pile = self.state["piles"][race]
        known, unknown = list(pile["known"]), list(pile["unknown"])
        drawn = []
        for _ in range(count):
            if known:
                drawn.append(known.pop(0))
                continue
            if not unknown:
                break
            stacked = [t for t in self.state["token_order"].get(race, []) if t in unknown]
            token = stacked[0] if stacked else self.rng.choice(sorted(unknown))
            unknown.remove(token)
            drawn.append(token)
        return [{"race": race, "token": token} for token in drawn]

    def lay_out_chapter(self, chapter: int) -> None:
        pool = [cid for cid in CARDS if CARDS[cid]["chapter"] == chapter]
        cards = []
        for slot in LAYOUTS[chapter]["slots"]:
            if slot["face_up"]:
                card = self.draw_card(pool, chapter)
                pool.remove(card)
                cards.append({"slot": slot["slot"], "card": card})
        self.emit({"type": "chapter_started", "chapter": chapter, "cards": cards})

    def refill_landmarks(self) -> None:
        pool = list(self.state["landmark_pool"])
        drawn = []
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
        while queue and not self.over:
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
            self.reveal_for_alliance(item["seat"], [item["race"]], 2, "pair", queue)
        elif do == "alliance_three":
            player = self.state["players"][item["seat"]]
            races = [r for r in TOKENS if player["races"][r] > 0]
            self.reveal_for_alliance(item["seat"], races, 1, "three", queue)
        elif do == "end_turn":
            self.end_turn(item["seat"])

    # -- turns --------------------------------------------------------------------------------
    def end_turn(self, seat: int) -> None:
        if all(slot["taken"] for slot in self.state["slots"]):
            chapter = self.state["chapter"]
            if chapter == LAST_CHAPTER:
                scores = [len(presence(self.state, s)) for s in range(2)]
                winner = None if scores[0] == scores[1] else scores.index(max(scores))
                self.emit(
                    {
                        "type": "game_ended",
                        "reason": "regions_count",
                        "scores": scores,
                        "winner": winner,
                    }
                )
                return
            self.lay_out_chapter(chapter + 1)
            self.refill_landmarks()
        if self.state["players"][seat]["extra_turns"] > 0:
            self.emit({"type": "extra_turn_used", "seat": seat})
            self.emit({"type": "turn_started", "seat": seat})
        else:
            self.emit({"type": "turn_started", "seat": 1 - seat})

    def take_card(self, seat: int, slot: int, use: str, paid: int, chained: bool) -> None:
        card = self.state["slots"][slot]["card"]
        self.emit({"type": "card_taken", "seat": seat, "slot": slot, "card": card})
        slots = self.state["slots"]
        for index, layout_slot in enumerate(LAYOUTS[self.state["chapter"]]["slots"]):
            if slots[index]["taken"] or slots[index]["face_up"]:
                continue
            if all(slots[cover]["taken"] for cover in layout_slot["covered_by"]):
                drawn = self.draw_card(self.state["pool"], self.state["chapter"])
                self.emit({"type": "card_revealed", "slot": index, "card": drawn})
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
        for effect in data["effects"]:
            if data["color"] == "red" and effect["effect"] == "place_units":
                effect = dict(effect)
                if has_ability(player, "red_cards_plus_one_unit"):
                    effect["units"] += 1
                if has_ability(player, "red_cards_place_anywhere"):
                    effect["regions"] = "any"
            items.append({"do": "effect", "seat": seat, "effect": effect})
        triggers = [f"play_{data['color']}"] + (["chain_used"] if chained else [])
        items.append({"do": "whenever", "seat": seat, "triggers": triggers, "tokens": tokens})
        queue[:0] = items

    def whenever(self, item: dict, queue: list[dict]) -> None:
        items = []
        for owned in item["tokens"]:
            token = TOKENS[owned["race"]][owned["token"]]
            if token["kind"] == "whenever" and token["trigger"] in item["triggers"]:
                effect = {k: v for k, v in token.items() if k not in ("kind", "trigger")}
                items.append({"do": "effect", "seat": item["seat"], "effect": effect})
        queue[:0] = items

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
            self.ring(seat, effect["steps"], queue)
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
            self.ask(item, "ents_choice", list(_ENTS_CHOICES), False, queue)
        else:  # pragma: no cover - the data names no other effect
            raise ValueError(f"unknown effect {kind!r}")

    def unit_moves(self, seat: int) -> list[dict]:
        return [
            {"from": region, "to": to}
            for region in REGIONS
            if self.state["regions"][region]["units"][seat] > 0
            for to in ADJACENT[region]
        ]

    def ring(self, seat: int, steps: int, queue: list[dict]) -> None:
        track = self.state["track"]
        hobbits, nazgul = track["hobbits"], track["nazgul"]
        if seat == 1:
            moved = min(steps, TRACK_LAST - hobbits)
            hobbits += moved
            nazgul = min(nazgul + moved, hobbits)
        else:
            nazgul = min(nazgul + steps, hobbits)
        before = self.state["players"][seat]["own_steps"]
        self.emit(
            {
                "type": "ring_advanced",
                "seat": seat,
                "steps": steps,
                "hobbits": hobbits,
                "nazgul": nazgul,
            }
        )
        if self.over:
            return
        items = []
        for threshold in sorted(TRACK_BONUSES):
            if before < threshold <= before + steps:
                items += [
                    {"do": "effect", "seat": seat, "effect": e} for e in TRACK_BONUSES[threshold]
                ]
        queue[:0] = items

    def race(self, seat: int, race: str, queue: list[dict]) -> None:
        self.emit({"type": "race_gained", "seat": seat, "race": race})
        if self.over:
            return
        player = self.state["players"][seat]
        items = []
        if race in TOKENS and player["races"][race] == 2:
            items.append({"do": "alliance_pair", "seat": seat, "race": race})
        if not player["three_races_used"] and distinct_races(player) >= 3:
            items.append({"do": "alliance_three", "seat": seat})
        queue[:0] = items

    def reveal_for_alliance(
        self, seat: int, races: list[str], each: int, alliance: str, queue
    ) -> None:
        tokens = [token for race in races for token in self.draw_tokens(race, each)]
        if not tokens and alliance != "three":
            return
        self.emit({"type": "tokens_revealed", "seat": seat, "alliance": alliance, "tokens": tokens})
        item = {"do": "alliance_choose", "seat": seat}
        self.ask(item, "token", tokens, False, queue)

    # -- answers ------------------------------------------------------------------------------
    def answer(self, item: dict, kind: str, option, queue: list[dict]) -> None:
        """Apply the chosen option of a decision, then go on with the queue (the caller runs it)."""
        seat = item["seat"]
        effect = item.get("effect", {})
        more = dict(effect, units=effect.get("units", 1) - 1) if "units" in effect else None
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
            self.reveal_for_alliance(seat, [option], 2, "landmark", queue)
        elif kind == "token":
            self.keep_token(seat, option, queue)
        elif kind == "ents_choice":
            chosen = next(o for o in effect["options"] if o["effect"] == _ENTS_CHOICES[option])
            items = [{"do": "effect", "seat": seat, "effect": chosen}]
            if effect["times"] > 1:
                items.append({**item, "effect": dict(effect, times=effect["times"] - 1)})
            queue[:0] = items

    def keep_token(self, seat: int, option: dict, queue: list[dict]) -> None:
        revealed = self.state["revealed_tokens"]
        returned = [t for t in revealed if t != option]
        self.emit({"type": "token_kept", "seat": seat, **option, "returned": returned})
        token = TOKENS[option["race"]][option["token"]]
        if token["kind"] == "immediate":
            effect = {k: v for k, v in token.items() if k != "kind"}
            queue.insert(0, {"do": "effect", "seat": seat, "effect": effect})

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
