"""Alliance tokens: a second symbol of a race (a pair) or a third distinct race (once a game)
reveals tokens from those races' piles; the player keeps one and the others go back on top of
their piles, known. An immediate token acts at once, an ongoing one grants an ability
(`costs.has_ability`), a "whenever" token acts on its trigger. The draws and the steps of an
alliance, as plain functions over the decision being made (`AllianceHost`); the facts they leave
(`tokens_revealed`, `token_kept`) are applied in `state`."""

from __future__ import annotations

from typing import Protocol

from engines.rng import Rng

from .data import TOKENS
from .state import distinct_races


class AllianceHost(Protocol):
    """The decision being made: its working state and Rng, emitting facts and posing questions."""

    state: dict
    rng: Rng

    def emit(self, *events: dict) -> None: ...

    def ask(
        self, item: dict, kind: str, options: list, optional: bool, queue: list[dict]
    ) -> None: ...


def draw_tokens(state: dict, rng: Rng, race: str, count: int) -> list[dict]:
    """The top `count` tokens of a race's pile: known ones first, then stacked, then random."""
    pile = state["piles"][race]
    known, unknown = list(pile["known"]), list(pile["unknown"])
    drawn = []
    for _ in range(count):
        if known:
            drawn.append(known.pop(0))
            continue
        if not unknown:
            break
        stacked = [t for t in state["token_order"].get(race, []) if t in unknown]
        token = stacked[0] if stacked else rng.choice(sorted(unknown))
        unknown.remove(token)
        drawn.append(token)
    return [{"race": race, "token": token} for token in drawn]


def alliances_due(seat: int, player: dict, race: str) -> list[dict]:
    """The alliance steps a player who just gained `race` is owed: a pair of that race, and the
    three-races alliance the first time three distinct races are reached."""
    items = []
    if race in TOKENS and player["races"][race] == 2:
        items.append({"do": "alliance_pair", "seat": seat, "race": race})
    if not player["three_races_used"] and distinct_races(player) >= 3:
        items.append({"do": "alliance_three", "seat": seat})
    return items


def pair_alliance(host: AllianceHost, seat: int, race: str, queue: list[dict]) -> None:
    """Two tokens of the paired race revealed, one to keep."""
    reveal_for_alliance(host, seat, [race], 2, "pair", queue)


def three_races_alliance(host: AllianceHost, seat: int, queue: list[dict]) -> None:
    """One token of each race the player holds revealed, one to keep; once a game, even if
    queued twice."""
    player = host.state["players"][seat]
    if player["three_races_used"]:
        return
    races = [r for r in TOKENS if player["races"][r] > 0]
    reveal_for_alliance(host, seat, races, 1, "three", queue)


def reveal_for_alliance(
    host: AllianceHost, seat: int, races: list[str], each: int, alliance: str, queue: list[dict]
) -> None:
    """Reveal `each` tokens of every race in `races` and ask which one the player keeps."""
    tokens = [token for race in races for token in draw_tokens(host.state, host.rng, race, each)]
    if not tokens and alliance != "three":
        return
    host.emit({"type": "tokens_revealed", "seat": seat, "alliance": alliance, "tokens": tokens})
    item = {"do": "alliance_choose", "seat": seat}
    host.ask(item, "token", tokens, False, queue)


def keep_token(host: AllianceHost, seat: int, option: dict, queue: list[dict]) -> None:
    """The chosen token kept, the others returned; an immediate token's effect comes next."""
    revealed = host.state["revealed_tokens"]
    returned = [t for t in revealed if t != option]
    host.emit({"type": "token_kept", "seat": seat, **option, "returned": returned})
    token = TOKENS[option["race"]][option["token"]]
    if token["kind"] == "immediate":
        effect = {k: v for k, v in token.items() if k != "kind"}
        queue.insert(0, {"do": "effect", "seat": seat, "effect": effect})


def whenever_effects(item: dict) -> list[dict]:
    """The effects of the "whenever" tokens among `item["tokens"]` (those held before the
    action) that `item["triggers"]` set off, as queue items."""
    items = []
    for owned in item["tokens"]:
        token = TOKENS[owned["race"]][owned["token"]]
        if token["kind"] == "whenever" and token["trigger"] in item["triggers"]:
            effect = {k: v for k, v in token.items() if k not in ("kind", "trigger")}
            items.append({"do": "effect", "seat": item["seat"], "effect": effect})
    return items
