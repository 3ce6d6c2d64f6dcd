"""What each engine's determinization must reproduce exactly, and what it may sample.

For every engine with `determinize`, three facts the property tests need:
- `public_part(dump, viewer)`: the engine's `dump` with everything the viewer cannot know taken
  out (or reduced to what is public, such as a count or a multiset). A determinized state must
  agree with the real one on it exactly: this is how the tests catch a state field the view
  forgot, not only the view itself.
- `public_choice(view, seat)`: whether `seat`'s legal moves depend only on what the viewer sees,
  so a determinization must list them exactly (the viewer's own moves always must).
- `varied(view, seat)`: whether enough is hidden that different rngs must give different states.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class DeterminizePlan:
    public_part: Callable[[dict, int], dict]
    public_choice: Callable[[dict, int], bool]
    varied: Callable[[dict, int], bool]


def _tigris_euphrates_public(dump: dict, viewer: int) -> dict:
    public = dict(dump)
    bag = public.pop("bag")
    public.pop("bag_loose", None)  # the bag's order: hidden, or (determinized) left to the draws
    public["bag_size"] = len(bag)
    if dump["over"]:
        public["bag"] = sorted(bag)
    else:
        for key in ("hands", "points", "treasures_won", "swapped_out"):
            public[key] = [value for seat, value in enumerate(dump[key]) if seat == viewer]
        public["treasures_won_by_others"] = (
            sum(dump["treasures_won"]) - dump["treasures_won"][viewer]
        )
    # The square of the tile just placed matters only to the monument check after wars, when it
    # is the unification square; once the action moves on, the next action clears it.
    public["placed"] = dump["placed"] if dump["unification"] is not None else None
    return public


def _tigris_euphrates_public_choice(view: dict, seat: int) -> bool:
    pending = view["pending"]
    return pending is not None and pending["kind"] in ("choose_war", "monument", "treasure")


def _tigris_euphrates_varied(view: dict, seat: int) -> bool:
    return not view["over"] and len(view["players"]) > 1


def _everything_public(view: dict, seat: int) -> bool:
    return True


def _tigris_euphyu_public(dump: dict, viewer: int) -> dict:
    public = {key: value for key, value in dump.items() if key != "ordered"}
    public["bag"] = sorted(dump["bag"])
    return public


def _middle_earth_duel_public(dump: dict, viewer: int) -> dict:
    hidden = ("card_order", "token_order", "landmark_order")
    public = {key: value for key, value in dump.items() if key not in hidden}
    public["pool"] = sorted(dump["pool"])
    public["piles"] = {
        race: {"known": pile["known"], "unknown": sorted(pile["unknown"])}
        for race, pile in dump["piles"].items()
    }
    return public


def _after_the_flood_public(dump: dict, viewer: int) -> dict:
    from engines.after_the_flood.state import ratings

    public = {key: value for key, value in dump.items() if key != "dice"}
    # The start order of this turn's empires is public only through their ratings.
    public["empires"] = [
        {key: value for key, value in empire.items() if key != "started"}
        for empire in dump["empires"]
    ]
    public["ratings"] = ratings(dump["empires"])
    return public


def _nothing_hidden(view: dict, seat: int) -> bool:
    return False


def _secret_nim_public(dump: dict, viewer: int) -> dict:
    if dump["winner"] is not None:
        return dump
    return {**dump, "cards": [dump["cards"][viewer]]}


def _secret_nim_varied(view: dict, seat: int) -> bool:
    return None in view["cards"]


PLANS: dict[str, DeterminizePlan] = {
    "tigris-euphrates": DeterminizePlan(
        _tigris_euphrates_public, _tigris_euphrates_public_choice, _tigris_euphrates_varied
    ),
    # nothing hidden is fixed in Tigris Euphyu's state: its bag has no order, each tile drawn
    # when it is drawn, so one state serves every rng (tests/engines/tigris_euphyu/
    # test_determinize_draws.py checks the draws' law and that they follow the rng)
    "tigris-euphyu": DeterminizePlan(_tigris_euphyu_public, _everything_public, _nothing_hidden),
    # Duel draws every face-down card, token and landmark when it is revealed, so a state holds
    # nothing hidden but stacked orders, which the determinization drops: the draws come from
    # the rng of the moves that reveal them (tests/engines/middle_earth_duel/test_lazy_draws.py)
    "middle-earth-duel": DeterminizePlan(
        _middle_earth_duel_public, _everything_public, _nothing_hidden
    ),
    "after-the-flood": DeterminizePlan(
        _after_the_flood_public, _everything_public, _nothing_hidden
    ),
    "secret-nim": DeterminizePlan(_secret_nim_public, _everything_public, _secret_nim_varied),
}
