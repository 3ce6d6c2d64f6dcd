"""The move log in sentences: each event of every engine, and the platform's own rows (seating,
clocks, resignations, forks), as a player would say it in the active language ("ann placed a red
tile at 6·10"). An event without a sentence here falls back to web.wording's generic words; the
raw event stays in the replay's detail view."""

from __future__ import annotations

from collections.abc import Callable

from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from web.faces.middle_earth_duel.words import alliance_token_in_words, card_short_name
from web.words.value_words import value_word

Names = list[str]


class Words:
    """What a sentence needs from an event: the names of seats, places and things in words."""

    def __init__(self, data: dict, names: Names):
        self.data = data
        self.names = names

    def seat(self, key: str = "seat") -> str:
        value = self.data.get(key)
        if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < len(self.names):
            return self.names[value]
        return _("someone")

    def number(self, key: str) -> int:
        value = self.data.get(key)
        return value if isinstance(value, int) and not isinstance(value, bool) else 0

    def thing(self, key: str) -> str:
        return thing(self.data.get(key))

    def square(self, key: str = "at") -> str:
        return square(self.data.get(key))


def thing(value) -> str:
    """A colour, place, kind or reason in words; a value the tables do not know, in plain words."""
    if value is None:
        return "—"
    if isinstance(value, str):
        known = value_word(value)
        return known if known is not None else value.replace("_", " ").replace("-", " ")
    return str(value)


def square(value) -> str:
    """A board square [row, column] as "6·10"."""
    if isinstance(value, list) and len(value) == 2:
        return f"{value[0]}·{value[1]}"
    return "?"


def names_in_order(order, names: Names) -> str:
    return ", ".join(names[s] for s in order if isinstance(s, int) and 0 <= s < len(names))


def duration(seconds) -> str:
    """A clock's bank in words: "2 days 3 hours", "5 minutes", "40 seconds"."""
    seconds = int(seconds) if isinstance(seconds, (int, float)) else 0
    days, rest = divmod(max(seconds, 0), 86400)
    hours, rest = divmod(rest, 3600)
    minutes, secs = divmod(rest, 60)
    parts = []
    if days:
        parts.append(ngettext("%(n)d day", "%(n)d days", days) % {"n": days})
    if hours:
        parts.append(ngettext("%(n)d hour", "%(n)d hours", hours) % {"n": hours})
    if minutes and not days:
        parts.append(ngettext("%(n)d minute", "%(n)d minutes", minutes) % {"n": minutes})
    if not parts:
        parts.append(ngettext("%(n)d second", "%(n)d seconds", secs) % {"n": secs})
    return " ".join(parts)


def score_list(scores, names: Names) -> str:
    return ", ".join(
        f"{names[s]} {value}"
        for s, value in enumerate(scores if isinstance(scores, list) else [])
        if s < len(names) and isinstance(value, (int, float))
    )


def totals(w: Words) -> str:
    """A conflict's outcome as "4–2", the winner's side first."""
    a, d = w.number("attacker_total"), w.number("defender_total")
    return f"{max(a, d)}–{min(a, d)}"


# Platform rows ---------------------------------------------------------------------------------


def clock_left(clock: dict, at) -> float | None:
    """Seconds a clock row gives its seat: a running clock's deadline less the row's time, else
    the bank it keeps (Fischer); None for a stopped clock with nothing kept (per move)."""
    deadline = clock.get("deadline")
    if isinstance(deadline, (int, float)) and isinstance(at, (int, float)):
        return max(0.0, deadline - at)
    bank = clock.get("bank")
    return bank if isinstance(bank, (int, float)) else None


def clock_set(w: Words) -> str:
    clocks = [c for c in w.data.get("clocks") or [] if isinstance(c, dict)]
    parts = []
    for clock in clocks:
        who = Words(clock, w.names).seat()
        left = clock_left(clock, w.data.get("at"))
        if clock.get("paused"):
            parts.append(_("%(who)s's clock is paused") % {"who": who})
        elif left is None:
            parts.append(_("%(who)s's clock stopped") % {"who": who})
        else:
            parts.append(_("%(who)s has %(time)s") % {"who": who, "time": duration(left)})
    return _("Clock: %(clocks)s.") % {"clocks": "; ".join(parts)} if parts else _("Clock set.")


PLATFORM: dict[str, Callable[[Words], str]] = {
    "platform.seating_drawn": lambda w: _("The seats were drawn at random."),
    "platform.clock_set": clock_set,
    "platform.resigned": lambda w: _("%(who)s resigned.") % {"who": w.seat()},
    "platform.timed_out": lambda w: _("%(who)s ran out of time.") % {"who": w.seat()},
    "platform.forked": lambda w: (
        _("Analysis from game %(game)s, after event %(at)d.")
        % {"game": w.number("from_game"), "at": w.number("at")}
    ),
}


# Shared by several engines -------------------------------------------------------------------


GAME_STARTED_FIELDS = {
    "type",
    "players",
    "order",
    "options",
    "mode",
    "discards",
    "bag_size",
    "hand_sizes",
    "hand",
    "dice",
}


def game_started(w: Words) -> str:
    unknown = set(w.data) - GAME_STARTED_FIELDS
    if unknown:  # a game this module does not know: its generic words keep every field
        raise KeyError(sorted(unknown))
    players = w.number("players")
    if "order" in w.data and isinstance(w.data["order"], list):
        return _("The game starts; order of play: %(order)s.") % {
            "order": names_in_order(w.data["order"], w.names)
        }
    if players:
        return ngettext(
            "The game starts with %(n)d player.", "The game starts with %(n)d players.", players
        ) % {"n": players}
    return _("The game starts.")


def game_ended(w: Words) -> str:
    if isinstance(w.data.get("winner"), int):
        return _("%(who)s wins: %(reason)s.") % {
            "who": w.seat("winner"),
            "reason": w.thing("reason"),
        }
    if isinstance(w.data.get("end_vp"), list):
        return _("The game is over; final victory points: %(scores)s.") % {
            "scores": score_list(w.data["end_vp"], w.names)
        }
    if w.data.get("reason"):
        return _("The game is over: %(reason)s.") % {"reason": w.thing("reason")}
    return _("The game is over.")


def passed(w: Words) -> str:
    return _("%(who)s passed.") % {"who": w.seat()}


def decision_pending(w: Words) -> str:
    pending = w.data.get("pending")
    inner = Words(pending if isinstance(pending, dict) else w.data, w.names)
    return _("%(who)s is to decide: %(kind)s.") % {"who": inner.seat(), "kind": inner.thing("kind")}


def turn_started(w: Words) -> str:
    if "seat" in w.data:
        return _("%(who)s to play.") % {"who": w.seat()}
    return _("Turn %(turn)d begins.") % {"turn": w.number("turn")}


def turn_ended(w: Words) -> str:
    if "turn" in w.data:
        return _("Turn %(turn)d ends.") % {"turn": w.number("turn")}
    return _("%(who)s's turn ends.") % {"who": w.seat()}


# Tigris & Euphrates ----------------------------------------------------------------------------


def conflict_started(kind: str) -> Callable[[Words], str]:
    def sentence(w: Words) -> str:
        values = {
            "colour": w.thing("color"),
            "attacker": w.seat("attacker"),
            "defender": w.seat("defender"),
            "a": w.number("attacker_strength"),
            "d": w.number("defender_strength"),
        }
        if kind == "war":
            return (
                _(
                    "War of the %(colour)s leaders: %(attacker)s (%(a)d) attacks %(defender)s "
                    "(%(d)d)."
                )
                % values
            )
        return (
            _(
                "Revolt of the %(colour)s leaders: %(attacker)s (%(a)d) against %(defender)s (%(d)d)."
            )
            % values
        )

    return sentence


def conflict_resolved(kind: str) -> Callable[[Words], str]:
    def sentence(w: Words) -> str:
        values = {"who": w.seat("winner"), "colour": w.thing("color"), "score": totals(w)}
        if kind == "war":
            return _("%(who)s won the war of the %(colour)s leaders %(score)s.") % values
        return _("%(who)s won the revolt of the %(colour)s leaders %(score)s.") % values

    return sentence


def leader_placed(w: Words) -> str:
    values = {"who": w.seat(), "colour": w.thing("leader"), "at": w.square()}
    if w.data.get("from"):
        values["from"] = w.square("from")
        return _("%(who)s moved the %(colour)s leader from %(from)s to %(at)s.") % values
    return _("%(who)s placed the %(colour)s leader at %(at)s.") % values


def points_scored(w: Words) -> str:
    if "points" not in w.data:
        return _("%(who)s scored points.") % {"who": w.seat()}
    return ngettext(
        "%(who)s scored %(n)d %(colour)s point.",
        "%(who)s scored %(n)d %(colour)s points.",
        w.number("points"),
    ) % {"who": w.seat(), "n": w.number("points"), "colour": w.thing("color")}


def treasure_taken(w: Words) -> str:
    if "seat" in w.data:
        return _("%(who)s took the treasure at %(at)s.") % {"who": w.seat(), "at": w.square()}
    return _("The treasure at %(at)s was taken.") % {"at": w.square()}


TIGRIS_EUPHRATES: dict[str, Callable[[Words], str]] = {
    "tile_placed": lambda w: (
        _("%(who)s placed a %(colour)s tile at %(at)s.")
        % {"who": w.seat(), "colour": w.thing("color"), "at": w.square()}
    ),
    "leader_placed": leader_placed,
    "leader_withdrawn": lambda w: (
        _("%(who)s withdrew the %(colour)s leader from %(from)s.")
        % {"who": w.seat(), "colour": w.thing("leader"), "from": w.square("from")}
    ),
    "leader_returned": lambda w: (
        _("%(who)s's %(colour)s leader went back: %(reason)s.")
        % {"who": w.seat(), "colour": w.thing("leader"), "reason": w.thing("reason")}
    ),
    "catastrophe_placed": lambda w: (
        _("%(who)s placed a catastrophe at %(at)s.") % {"who": w.seat(), "at": w.square()}
    ),
    "kingdoms_united": lambda w: (
        _("%(who)s united two kingdoms at %(at)s.") % {"who": w.seat(), "at": w.square()}
    ),
    "monument_built": lambda w: (
        _("%(who)s built the %(monument)s monument at %(at)s.")
        % {"who": w.seat(), "monument": w.thing("monument"), "at": w.square()}
    ),
    "monument_declined": lambda w: _("%(who)s built no monument.") % {"who": w.seat()},
    "monument_offered": lambda w: (
        _("%(who)s may build a %(colour)s monument.")
        % {"who": w.seat(), "colour": w.thing("color")}
    ),
    "revolt_started": conflict_started("revolt"),
    "revolt_resolved": conflict_resolved("revolt"),
    "war_started": conflict_started("war"),
    "war_resolved": conflict_resolved("war"),
    "war_averted": lambda w: (
        _("The war of the %(colour)s leaders did not happen.") % {"colour": w.thing("color")}
    ),
    "war_order_requested": lambda w: (
        _("%(who)s chooses which war comes first.") % {"who": w.seat()}
    ),
    "support_committed": lambda w: (
        ngettext(
            "%(who)s sent %(n)d %(colour)s tile to the %(side)s.",
            "%(who)s sent %(n)d %(colour)s tiles to the %(side)s.",
            w.number("count"),
        )
        % {
            "who": w.seat(),
            "n": w.number("count"),
            "colour": w.thing("color"),
            "side": w.thing("side"),
        }
    ),
    "tiles_drawn": lambda w: (
        ngettext(
            "%(who)s drew %(n)d tile.", "%(who)s drew %(n)d tiles.", len(w.data.get("tiles") or [])
        )
        % {"who": w.seat(), "n": len(w.data.get("tiles") or [])}
    ),
    "tiles_swapped": lambda w: (
        ngettext("%(who)s swapped %(n)d tile.", "%(who)s swapped %(n)d tiles.", w.number("count"))
        % {"who": w.seat(), "n": w.number("count")}
    ),
    "treasure_choice_requested": lambda w: (
        _("%(who)s chooses which treasures to take.") % {"who": w.seat()}
    ),
    "treasure_taken": treasure_taken,
    "points_scored": points_scored,
}


# Tigris Euphyu ---------------------------------------------------------------------------------


def pair_drawn(w: Words) -> str:
    tiles = [thing(t) for t in w.data.get("tiles") or []]
    if len(tiles) == 2:
        return _("%(who)s drew a %(a)s and %(b)s pair.") % {
            "who": w.seat(),
            "a": tiles[0],
            "b": tiles[1],
        }
    return _("%(who)s drew a pair.") % {"who": w.seat()}


TIGRIS_EUPHYU: dict[str, Callable[[Words], str]] = {
    "pair_drawn": pair_drawn,
    "pair_dropped": lambda w: (
        _("%(who)s dropped the pair %(orientation)s into column %(column)d.")
        % {"who": w.seat(), "orientation": w.thing("orientation"), "column": w.number("column") + 1}
    ),
    "tiles_popped": lambda w: (
        ngettext(
            "%(who)s cleared %(n)d tile.",
            "%(who)s cleared %(n)d tiles.",
            len(w.data.get("tiles") or []),
        )
        % {"who": w.seat(), "n": len(w.data.get("tiles") or [])}
    ),
    "chain_scored": lambda w: (
        _("%(who)s scored %(points)d points for a chain of %(chain)d (%(total)d in all).")
        % {
            "who": w.seat(),
            "points": w.number("points"),
            "chain": w.number("chain"),
            "total": w.number("total"),
        }
        if w.number("chain")
        else _("Nothing popped for %(who)s (%(total)d points in all).")
        % {"who": w.seat(), "total": w.number("total")}
    ),
    "attacked": lambda w: (
        _("%(who)s sent a %(colour)s wall to %(target)s, column %(column)d.")
        % {
            "who": w.seat(),
            "colour": w.thing("wall"),
            "target": w.seat("target"),
            "column": w.number("column") + 1,
        }
    ),
    "last_round_started": lambda w: (
        _("%(who)s reached the target: the last round begins.") % {"who": w.seat()}
    ),
    "walls_due": lambda w: (
        ngettext(
            "%(who)s must send %(n)d wall.", "%(who)s must send %(n)d walls.", w.number("count")
        )
        % {"who": w.seat(), "n": w.number("count")}
    ),
    "walls_sent": lambda w: (
        ngettext(
            "%(who)s sent %(n)d wall to %(target)s.",
            "%(who)s sent %(n)d walls to %(target)s.",
            len(w.data.get("walls") or []),
        )
        % {"who": w.seat(), "n": len(w.data.get("walls") or []), "target": w.seat("target")}
    ),
    "player_out": lambda w: _("%(who)s is out.") % {"who": w.seat()},
}


# After the Flood -------------------------------------------------------------------------------


def workers_placed(w: Words) -> str:
    if not w.data.get("to"):
        return _("%(who)s placed no more workers.") % {"who": w.seat()}
    return ngettext(
        "%(who)s placed %(n)d worker on %(to)s.",
        "%(who)s placed %(n)d workers on %(to)s.",
        w.number("count"),
    ) % {"who": w.seat(), "n": w.number("count"), "to": w.thing("to")}


def goods_traded(w: Words) -> str:
    steps = [
        _("%(give)s for %(get)s in %(area)s")
        % {
            "give": thing(step.get("give")),
            "get": thing(step.get("get")),
            "area": thing(step.get("area")),
        }
        for step in w.data.get("steps") or []
        if isinstance(step, dict)
    ]
    if not steps:
        return _("%(who)s traded goods.") % {"who": w.seat()}
    return _("%(who)s traded %(steps)s.") % {"who": w.seat(), "steps": "; ".join(steps)}


AFTER_THE_FLOOD: dict[str, Callable[[Words], str]] = {
    "goods_traded": goods_traded,
    "workers_placed": workers_placed,
    "order_set": lambda w: (
        _("Order of play: %(order)s.")
        % {"order": names_in_order(w.data.get("order") or [], w.names)}
    ),
    "workers_declined": lambda w: _("The workers left on the board went home."),
    "fee_paid": lambda w: _("%(who)s paid a fee.") % {"who": w.seat()},
    "city_built": lambda w: (
        _("%(who)s built a city in %(area)s.") % {"who": w.seat(), "area": w.thing("area")}
    ),
    "city_expanded": lambda w: (
        _("%(who)s expanded the city in %(area)s (%(vp)d VP).")
        % {"who": w.seat(), "area": w.thing("area"), "vp": w.number("vp")}
    ),
    "city_destroyed": lambda w: (
        _("%(who)s destroyed %(owner)s's city in %(area)s.")
        % {"who": w.seat(), "owner": w.seat("owner"), "area": w.thing("area")}
    ),
    "city_phase_done": lambda w: _("%(who)s is done with cities.") % {"who": w.seat()},
    "empire_started": lambda w: (
        _("%(who)s started the %(empire)s empire in %(area)s.")
        % {"who": w.seat(), "empire": w.thing("empire"), "area": w.thing("area")}
    ),
    "armies_entered": lambda w: (
        ngettext(
            "%(who)s moved %(n)d army into %(area)s.",
            "%(who)s moved %(n)d armies into %(area)s.",
            w.number("count"),
        )
        % {"who": w.seat(), "n": w.number("count"), "area": w.thing("area")}
    ),
    "armies_spent": lambda w: (
        ngettext("%(who)s spent %(n)d army.", "%(who)s spent %(n)d armies.", w.number("count"))
        % {"who": w.seat(), "n": w.number("count")}
    ),
    "dice_rolled": lambda w: (
        _("%(who)s attacked %(area)s and rolled %(total)d.")
        % {"who": w.seat(), "area": w.thing("area"), "total": w.number("total")}
    ),
    "action_ended": lambda w: _("%(who)s ended the action.") % {"who": w.seat()},
    "vp_scored": lambda w: (
        _("Victory points scored: %(scores)s.") % {"scores": score_list(w.data.get("vp"), w.names)}
    ),
}


# Duel for Middle-earth ---------------------------------------------------------------------


def chosen(option) -> str:
    if isinstance(option, dict) and "token" in option:
        return alliance_token_in_words(option)
    if isinstance(option, dict) and {"from", "to"} <= option.keys():
        return _("a unit from %(from)s to %(to)s") % {
            "from": thing(option["from"]),
            "to": thing(option["to"]),
        }
    if isinstance(option, int) and not isinstance(option, bool):
        return card_short_name(option)
    if option is None:
        return _("nothing")
    return thing(option)


def card_played(w: Words) -> str:
    values = {"who": w.seat(), "card": card_short_name(w.data.get("card")), "n": w.number("paid")}
    if w.data.get("chained"):
        return _("%(who)s played the %(card)s free by its chain symbol.") % values
    return (
        ngettext(
            "%(who)s played the %(card)s, paying %(n)d coin.",
            "%(who)s played the %(card)s, paying %(n)d coins.",
            values["n"],
        )
        % values
    )


MIDDLE_EARTH_DUEL: dict[str, Callable[[Words], str]] = {
    "chapter_started": lambda w: (
        _("Chapter %(chapter)d begins.") % {"chapter": w.number("chapter")}
    ),
    "card_taken": lambda w: (
        _("%(who)s took the %(card)s.")
        % {"who": w.seat(), "card": card_short_name(w.data.get("card"))}
    ),
    "card_played": card_played,
    "card_discarded": lambda w: (
        ngettext(
            "%(who)s discarded the %(card)s for %(n)d coin.",
            "%(who)s discarded the %(card)s for %(n)d coins.",
            w.number("coins"),
        )
        % {"who": w.seat(), "card": card_short_name(w.data.get("card")), "n": w.number("coins")}
    ),
    "card_lost": lambda w: (
        _("%(who)s lost the %(card)s.")
        % {"who": w.seat(), "card": card_short_name(w.data.get("card"))}
    ),
    "card_revealed": lambda w: (
        _("The %(card)s is turned up.") % {"card": card_short_name(w.data.get("card"))}
    ),
    "choice_made": lambda w: (
        _("%(who)s chose %(option)s.")
        % {"who": w.seat(), "option": chosen(w.data.get("option")).rstrip(".")}
    ),
    "coins_gained": lambda w: (
        ngettext("%(who)s gained %(n)d coin.", "%(who)s gained %(n)d coins.", w.number("amount"))
        % {"who": w.seat(), "n": w.number("amount")}
    ),
    "coins_lost": lambda w: (
        ngettext("%(who)s lost %(n)d coin.", "%(who)s lost %(n)d coins.", w.number("amount"))
        % {"who": w.seat(), "n": w.number("amount")}
    ),
    "extra_turn_gained": lambda w: _("%(who)s gains another turn.") % {"who": w.seat()},
    "extra_turn_used": lambda w: _("%(who)s takes another turn.") % {"who": w.seat()},
    "fortress_placed": lambda w: (
        _("%(who)s placed a fortress in %(region)s.")
        % {"who": w.seat(), "region": w.thing("region")}
    ),
    "fortress_removed": lambda w: (
        _("%(who)s removed a fortress in %(region)s.")
        % {"who": w.seat(), "region": w.thing("region")}
    ),
    "landmark_taken": lambda w: (
        ngettext(
            "%(who)s took the landmark of %(region)s for %(n)d coin.",
            "%(who)s took the landmark of %(region)s for %(n)d coins.",
            w.number("paid"),
        )
        % {"who": w.seat(), "region": w.thing("region"), "n": w.number("paid")}
    ),
    "landmarks_revealed": lambda w: (
        _("Landmarks turned up: %(regions)s.")
        % {"regions": ", ".join(thing(r) for r in w.data.get("regions") or [])}
    ),
    "one_of_gained": lambda w: (
        _("%(who)s gained one skill of %(skills)s each turn.")
        % {"who": w.seat(), "skills": " / ".join(thing(s) for s in w.data.get("skills") or [])}
    ),
    "race_gained": lambda w: (
        _("%(who)s gained the %(race)s race symbol.") % {"who": w.seat(), "race": w.thing("race")}
    ),
    "ring_advanced": lambda w: (
        _("The Ring moved %(steps)d steps: Frodo and Sam on %(hobbits)d, the Nazgûl on %(nazgul)d.")
        % {
            "steps": w.number("steps"),
            "hobbits": w.number("hobbits"),
            "nazgul": w.number("nazgul"),
        }
    ),
    "skills_gained": lambda w: (
        _("%(who)s gained %(skills)s.")
        % {
            "who": w.seat(),
            "skills": ", ".join(f"{thing(k)} {v}" for k, v in (w.data.get("skills") or {}).items())
            or _("nothing"),
        }
    ),
    "token_kept": lambda w: (
        _("%(who)s kept the %(token)s.")
        % {"who": w.seat(), "token": alliance_token_in_words(w.data).rstrip(".")}
    ),
    "tokens_revealed": lambda w: (
        ngettext(
            "%(who)s revealed %(n)d alliance token.",
            "%(who)s revealed %(n)d alliance tokens.",
            len(w.data.get("tokens") or []),
        )
        % {"who": w.seat(), "n": len(w.data.get("tokens") or [])}
    ),
    "unit_moved": lambda w: (
        _("%(who)s moved a unit from %(from)s to %(to)s.")
        % {"who": w.seat(), "from": w.thing("from"), "to": w.thing("to")}
    ),
    "unit_removed": lambda w: (
        _("%(who)s removed a unit in %(region)s.") % {"who": w.seat(), "region": w.thing("region")}
    ),
    "units_placed": lambda w: (
        ngettext(
            "%(who)s placed %(n)d unit in %(region)s.",
            "%(who)s placed %(n)d units in %(region)s.",
            w.number("count"),
        )
        % {"who": w.seat(), "n": w.number("count"), "region": w.thing("region")}
    ),
}

SENTENCES: dict[str, Callable[[Words], str]] = {
    **PLATFORM,
    **TIGRIS_EUPHRATES,
    **TIGRIS_EUPHYU,
    **AFTER_THE_FLOOD,
    **MIDDLE_EARTH_DUEL,
    "game_started": game_started,
    "game_ended": game_ended,
    "game_won": lambda w: (
        _("%(who)s wins: %(reason)s.") % {"who": w.seat(), "reason": w.thing("reason")}
    ),
    "passed": passed,
    "decision_pending": decision_pending,
    "turn_started": turn_started,
    "turn_began": turn_started,
    "turn_ended": turn_ended,
}


def sentence_of(kind: str, data, names: Names) -> str | None:
    """The event as a sentence, or None where this module has none for it (or it fails)."""
    make = SENTENCES.get(kind)
    if make is None or not isinstance(data, dict):
        return None
    try:
        return make(Words(data, names))
    except (KeyError, TypeError, ValueError, AttributeError):
        return None
