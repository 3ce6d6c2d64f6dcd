"""An After the Flood seat's final score in words: its victory points by source (empires,
expanded cities, the final scoring), read from the log's scoring rows."""

from __future__ import annotations

from django.utils.translation import gettext as _

from web.words.outcome_words import player_of, score_of, seat_entry, whole

# The log rows that bring victory points, by source.
SCORING_ROWS = ("vp_scored", "city_expanded", "game_ended")


def _by_source(score: int, rows: list[dict], seat: int) -> str:
    empires = cities = final = 0
    for row in rows:
        found = row.get("data")
        data: dict = found if isinstance(found, dict) else {}
        if row.get("type") == "vp_scored":
            empires += whole(seat_entry(data, "vp", seat))
        elif row.get("type") == "city_expanded" and data.get("seat") == seat:
            cities += whole(data.get("vp"))
        elif row.get("type") == "game_ended":
            final += whole(seat_entry(data, "end_vp", seat))
    parts = [
        _("empires %(n)d") % {"n": empires},
        _("expanded cities %(n)d") % {"n": cities},
        _("final scoring %(n)d") % {"n": final},
    ]
    other = score - empires - cities - final
    if other:
        parts.append(_("other %(n)d") % {"n": other})
    return _("victory points: %(parts)s") % {"parts": " · ".join(parts)}


def final_standing(
    outcome: dict, seat: int, view: dict | None, rows: list[dict]
) -> tuple[int | None, str]:
    """The seat's victory points (the view's when the game ended early) by where they came
    from (`rows`: the log's SCORING_ROWS)."""
    score = score_of(outcome, seat)
    if score is None:
        vp = player_of(view, seat).get("vp")
        score = vp if isinstance(vp, int) else None
    return score, "" if score is None else _by_source(score, rows, seat)
