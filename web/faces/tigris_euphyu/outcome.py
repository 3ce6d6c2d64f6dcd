"""A Tigris Euphyu seat's final score in words: its chain points and its weakest captured colour,
with the tiles it captured; counted from the revealed view when a game ended early."""

from __future__ import annotations

from django.utils.translation import gettext as _

from web.words.log_sentences import thing
from web.words.outcome_words import details_of, player_of, score_of, seat_entry, whole

COLOURS = ("red", "blue", "green", "black")


def final_standing(
    outcome: dict, seat: int, view: dict | None, rows: list[dict]
) -> tuple[int | None, str]:
    """The seat's score (chain points + the weakest captured colour) and its parts in words."""
    details, player = details_of(outcome), player_of(view, seat)
    score = score_of(outcome, seat)
    points = seat_entry(details, "points", seat)
    captured = seat_entry(details, "captured", seat)
    points = points if isinstance(points, int) else player.get("points")
    captured = captured if isinstance(captured, dict) else player.get("captured")
    if not isinstance(points, int) or not isinstance(captured, dict):
        return score, ""
    weakest = min(COLOURS, key=lambda c: (whole(captured.get(c)), COLOURS.index(c)))
    count = whole(captured.get(weakest))
    tiles = " · ".join(f"{thing(c)} {whole(captured.get(c))}" for c in COLOURS)
    words = _(
        "%(points)d chain points + %(count)d for the weakest captured colour (%(colour)s); "
        "captured tiles: %(tiles)s"
    ) % {"points": points, "count": count, "colour": thing(weakest), "tiles": tiles}
    return (points + count if score is None else score), words
