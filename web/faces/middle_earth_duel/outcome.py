"""A Duel for Middle-earth seat's final score in words: the regions it is present in, which
decide only a game that reaches the end of chapter 3."""

from __future__ import annotations

from django.utils.translation import ngettext

from web.words.outcome_words import player_of, score_of, whole


def final_standing(
    outcome: dict, seat: int, view: dict | None, rows: list[dict]
) -> tuple[int | None, str]:
    """The regions the seat is present in (the view's when the game ended early), in words."""
    score = score_of(outcome, seat)
    if score is None:
        held = player_of(view, seat).get("regions_present")
        score = held if isinstance(held, int) else None
    if score is None:
        return None, ""
    return score, ngettext(
        "present in %(n)d region (regions decide only a game that reaches the end of chapter 3)",
        "present in %(n)d regions (regions decide only a game that reaches the end of chapter 3)",
        whole(score),
    ) % {"n": whole(score)}
