"""The league's movement between seasons in words, for its page: who goes up and down, or, while
the league has a single division, that nobody does."""

from __future__ import annotations

from django.utils.translation import gettext as _

from leagues.models import League


def movement_line(league: League, divisions: int) -> str:
    """One sentence in the active language; `divisions` is how many the latest season has (or
    the first season would have)."""
    numbers = {
        "up": league.promoted,
        "down": league.relegated_from,
        "size": league.division_size,
    }
    if divisions <= 1:
        return (
            _(
                "There is one division, so nobody goes up or down between seasons. Once there is a "
                "second (a division holds at most %(size)s players), the top %(up)s of a division "
                "go up a tier and place %(down)s and below go down."
            )
            % numbers
        )
    return (
        _(
            "Between seasons the top %(up)s of a division go up a tier; place %(down)s and below "
            "go down; the rest stay."
        )
        % numbers
    )
