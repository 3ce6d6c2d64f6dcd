"""A Tigris & Euphrates seat's final score in words: its four colours, weakest first, and its
treasures (wild points); counted from the revealed view when a game ended early."""

from __future__ import annotations

from django.utils.translation import ngettext

from engines.tigris_euphrates.scoring import standings
from web.words.log_sentences import thing
from web.words.outcome_words import details_of, score_of, seat_entry, whole

COLOURS = ("red", "blue", "green", "black")


def _entry(details: dict, view: dict | None, seat: int) -> dict | None:
    """A seat's points, treasures and totals: the outcome's, else counted from the view."""
    entry = seat_entry(details, "seats", seat)
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
        points.append([whole(shown.get(c)) for c in COLOURS])
        treasures.append(whole(player.get("treasures")))
    found = standings(points, treasures)[2]
    return found[seat] if 0 <= seat < len(found) else None


def _breakdown(entry: dict) -> tuple[int, str]:
    totals = entry.get("totals") or {}
    weakest_first = sorted(COLOURS, key=lambda c: (whole(totals.get(c)), COLOURS.index(c)))
    colours = " · ".join(f"{thing(c)} {whole(totals.get(c))}" for c in weakest_first)
    treasures = whole(entry.get("treasures"))
    words = ngettext(
        "%(colours)s, with %(n)d treasure as a wild point; the weakest colour counts",
        "%(colours)s, with %(n)d treasures as wild points; the weakest colour counts",
        treasures,
    ) % {"colours": colours, "n": treasures}
    return whole(totals.get(weakest_first[0])), words


def final_standing(
    outcome: dict, seat: int, view: dict | None, rows: list[dict]
) -> tuple[int | None, str]:
    """The seat's score (its weakest colour) and its colours and treasures in words."""
    score = score_of(outcome, seat)
    entry = _entry(details_of(outcome), view, seat)
    if entry is None:
        return score, ""
    counted, words = _breakdown(entry)
    return (counted if score is None else score), words
