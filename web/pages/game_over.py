"""The game-over screen, every secret lifted: each seat's final score with what it is made of (as
things stood when a resignation or a timeout ended the game early), who left and how, the seed
and the verified mark. Shown only once the game is over (the selectors it reads answer nothing
before)."""

from __future__ import annotations

from django.utils.translation import gettext as _

from games import selectors
from games.log.play_state import RESIGNED
from games.models import Game
from web.pages.verification import verification_of
from web.words.outcome_words import final_standing, result_reason, scoring_rows


def departure_words(kind: str) -> str:
    return _("resigned") if kind == RESIGNED else _("ran out of time")


def ended_early_sentence(game: Game, names: list[str], gone: dict[int, str]) -> str:
    """What a resignation or a timeout did to the game, beside the scores."""
    if not gone:
        return ""
    who = _(" and ").join(
        _("%(name)s %(left)s") % {"name": names[s], "left": departure_words(kind)}
        for s, kind in sorted(gone.items())
        if s < len(names)
    )
    if game.seat_count - len(gone) <= 1:
        return _("%(who)s: the game ended there; the scores are as things stood.") % {"who": who}
    return _("%(who)s: ranked last; the platform played that seat to the end.") % {"who": who}


def game_over_context(game: Game, names: list[str]) -> dict:
    """The results, the reason, the seed and the verification of a finished game; nothing while
    it runs."""
    if not game.outcome:
        return {"results": [], "result_reason": "", "seed": None, "verification": None}
    outcome = game.outcome
    view = selectors.revealed_view(game)
    rows = selectors.finished_rows(game, scoring_rows(game.engine))
    gone = selectors.departures(game)
    ranks = outcome.get("ranks") or []
    results = []
    for seat in range(min(len(ranks), len(names))):
        score, breakdown = final_standing(game.engine, outcome, seat, view, rows)
        results.append(
            {
                "seat": seat,
                "name": names[seat],
                "rank": ranks[seat],
                "score": score,
                "breakdown": breakdown,
                "left": departure_words(gone[seat]) if seat in gone else "",
            }
        )
    results.sort(key=lambda r: (r["rank"], r["seat"]))
    reasons = [result_reason(game.engine, outcome), ended_early_sentence(game, names, gone)]
    return {
        "results": results,
        "result_reason": " ".join(r for r in reasons if r),
        "seed": selectors.seed_if_revealed(game),
        "verification": verification_of(game),
    }
