"""A finished game's result as its rules count it, per seat, in words: Tigris & Euphrates' four
colours and treasures (weakest first), Tigris Euphyu's chain points and weakest captured colour,
After the Flood's victory points by source, and Duel for Middle-earth's way of winning or the
regions held. A game a resignation or a timeout ended early is counted as things stood then,
from the view that lifts every secret (games.selectors.revealed_view)."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from engines.tigris_euphrates.scoring import standings as te_standings
from web.words.log_sentences import thing

COLOURS = ("red", "blue", "green", "black")
# The log rows that bring After the Flood's victory points, by source.
VP_ROWS = ("vp_scored", "city_expanded", "game_ended")


def _seat_entries(details: dict, key: str, seat: int):
    values = details.get(key)
    return values[seat] if isinstance(values, list) and seat < len(values) else None


def _player(view: dict | None, seat: int) -> dict:
    players = view.get("players") if isinstance(view, dict) else None
    if isinstance(players, list) and 0 <= seat < len(players) and isinstance(players[seat], dict):
        return players[seat]
    return {}


def _number(value) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def _te_entry(details: dict, view: dict | None, seat: int) -> dict | None:
    """A T&E seat's points, treasures and totals: the outcome's, else counted from the view."""
    entry = _seat_entries(details, "seats", seat)
    if isinstance(entry, dict):
        return entry
    players = view.get("players") if isinstance(view, dict) else None
    if not isinstance(players, list):
        return None
    points, treasures = [], []
    for player in players:
        shown = player.get("points") if isinstance(player, dict) else None
        if not isinstance(shown, dict):
            return None
        points.append([_number(shown.get(c)) for c in COLOURS])
        treasures.append(_number(player.get("treasures")))
    found = te_standings(points, treasures)[2]
    return found[seat] if 0 <= seat < len(found) else None


def _te_breakdown(entry: dict) -> tuple[int, str]:
    totals = entry.get("totals") or {}
    weakest_first = sorted(COLOURS, key=lambda c: (_number(totals.get(c)), COLOURS.index(c)))
    colours = " · ".join(f"{thing(c)} {_number(totals.get(c))}" for c in weakest_first)
    treasures = _number(entry.get("treasures"))
    words = ngettext(
        "%(colours)s, with %(n)d treasure as a wild point; the weakest colour counts",
        "%(colours)s, with %(n)d treasures as wild points; the weakest colour counts",
        treasures,
    ) % {"colours": colours, "n": treasures}
    return _number(totals.get(weakest_first[0])), words


def _euphyu_breakdown(details: dict, view: dict | None, seat: int) -> tuple[int, str] | None:
    player = _player(view, seat)
    points = _seat_entries(details, "points", seat)
    captured = _seat_entries(details, "captured", seat)
    points = points if isinstance(points, int) else player.get("points")
    captured = captured if isinstance(captured, dict) else player.get("captured")
    if not isinstance(points, int) or not isinstance(captured, dict):
        return None
    weakest = min(COLOURS, key=lambda c: (_number(captured.get(c)), COLOURS.index(c)))
    count = _number(captured.get(weakest))
    tiles = " · ".join(f"{thing(c)} {_number(captured.get(c))}" for c in COLOURS)
    words = _(
        "%(points)d chain points + %(count)d for the weakest captured colour (%(colour)s); "
        "captured tiles: %(tiles)s"
    ) % {"points": points, "count": count, "colour": thing(weakest), "tiles": tiles}
    return points + count, words


def _flood_breakdown(score: int, rows: list[dict], seat: int) -> str:
    """After the Flood's victory points by where they came from (the log's scoring rows)."""
    empires = cities = final = 0
    for row in rows:
        found = row.get("data")
        data: dict = found if isinstance(found, dict) else {}
        if row.get("type") == "vp_scored":
            empires += _number(_seat_entries(data, "vp", seat))
        elif row.get("type") == "city_expanded" and data.get("seat") == seat:
            cities += _number(data.get("vp"))
        elif row.get("type") == "game_ended":
            final += _number(_seat_entries(data, "end_vp", seat))
    parts = [
        _("empires %(n)d") % {"n": empires},
        _("expanded cities %(n)d") % {"n": cities},
        _("final scoring %(n)d") % {"n": final},
    ]
    other = score - empires - cities - final
    if other:
        parts.append(_("other %(n)d") % {"n": other})
    return _("victory points: %(parts)s") % {"parts": " · ".join(parts)}


def _duel_breakdown(regions: int) -> str:
    return ngettext(
        "present in %(n)d region (regions decide only a game that reaches the end of chapter 3)",
        "present in %(n)d regions (regions decide only a game that reaches the end of chapter 3)",
        regions,
    ) % {"n": regions}


def final_standing(
    slug: str, outcome: dict, seat: int, view: dict | None = None, rows: list[dict] | None = None
) -> tuple[int | None, str]:
    """Seat `seat`'s final score and what it is made of, as its rules count it: the outcome's
    where the game reached its end, else as things stood in `view` (the revealed view of a game
    ended by a resignation or a timeout). `rows` are After the Flood's scoring rows (VP_ROWS)."""
    found = outcome.get("details")
    details: dict = found if isinstance(found, dict) else {}
    scores = outcome.get("scores")
    score = scores[seat] if isinstance(scores, list) and 0 <= seat < len(scores) else None
    if slug == "tigris-euphrates":
        entry = _te_entry(details, view, seat)
        if entry is None:
            return score, ""
        counted, words = _te_breakdown(entry)
        return (counted if score is None else score), words
    if slug == "tigris-euphyu":
        standing = _euphyu_breakdown(details, view, seat)
        if standing is None:
            return score, ""
        return (standing[0] if score is None else score), standing[1]
    if slug == "after-the-flood":
        if score is None:
            vp = _player(view, seat).get("vp")
            score = vp if isinstance(vp, int) else None
        return score, "" if score is None else _flood_breakdown(score, rows or [], seat)
    if slug == "middle-earth-duel":  # the score is the regions held, which decide only a tie
        if score is None:
            held = _player(view, seat).get("regions_present")
            score = held if isinstance(held, int) else None
        return score, "" if score is None else _duel_breakdown(_number(score))
    return score, ""


def seat_breakdown(slug: str, outcome: dict, seat: int) -> str:
    """What seat `seat`'s final score is made of, or "" where the rules add nothing to it."""
    return final_standing(slug, outcome, seat)[1]


def result_reason(slug: str, outcome: dict) -> str:
    """How the game was won, where the rules say (Duel's three ways, Euphyu's end)."""
    found = outcome.get("details")
    details: dict = found if isinstance(found, dict) else {}
    reason = details.get("reason")
    if not reason:
        return ""
    if details.get("winner"):
        return _("%(side)s win: %(reason)s.") % {
            "side": thing(details["winner"]),
            "reason": thing(reason),
        }
    return _("The game ended: %(reason)s.") % {"reason": thing(reason)}
