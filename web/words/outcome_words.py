"""A finished game's result as its rules count it, per seat, in words: each game's face says what
a seat's final score is and what it is made of (its `standing`: Tigris & Euphrates' colours and
treasures, Euphyu's chain points and weakest captured colour, After the Flood's victory points
by source, the Duel's regions). A game a resignation or a timeout ended early is counted as
things stood then, from the view that lifts every secret (games.selectors.revealed_view). How
the game was won is said here, the same for every game."""

from __future__ import annotations

from django.utils.translation import gettext as _

from web.faces.registry import face_for
from web.words.log_sentences import thing


def details_of(outcome: dict) -> dict:
    found = outcome.get("details")
    return found if isinstance(found, dict) else {}


def seat_entry(details: dict, key: str, seat: int):
    """Seat `seat`'s entry of the list `key` in `details` (an outcome's, a row's), or None."""
    values = details.get(key)
    return values[seat] if isinstance(values, list) and 0 <= seat < len(values) else None


def score_of(outcome: dict, seat: int) -> int | None:
    """The seat's score in the outcome, or None where the game ended before counting it."""
    scores = outcome.get("scores")
    return scores[seat] if isinstance(scores, list) and 0 <= seat < len(scores) else None


def player_of(view: dict | None, seat: int) -> dict:
    """The seat's entry of a view's `players`, or {}."""
    players = view.get("players") if isinstance(view, dict) else None
    if isinstance(players, list) and 0 <= seat < len(players) and isinstance(players[seat], dict):
        return players[seat]
    return {}


def whole(value) -> int:
    """A whole number from stored data, 0 for anything else."""
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def scoring_rows(slug: str) -> tuple[str, ...]:
    """The kinds of log rows `slug`'s face reads to break a score down (After the Flood's)."""
    return face_for(slug).scoring_rows


def final_standing(
    slug: str, outcome: dict, seat: int, view: dict | None = None, rows: list[dict] | None = None
) -> tuple[int | None, str]:
    """Seat `seat`'s final score and what it is made of, as its face counts it: the outcome's
    where the game reached its end, else as things stood in `view` (the revealed view of a game
    ended by a resignation or a timeout); `rows` are the face's `scoring_rows` of the log."""
    face = face_for(slug)
    if face.standing is None:
        return score_of(outcome, seat), ""
    return face.standing(outcome, seat, view, rows or [])


def seat_breakdown(slug: str, outcome: dict, seat: int) -> str:
    """What seat `seat`'s final score is made of, or "" where the rules add nothing to it."""
    return final_standing(slug, outcome, seat)[1]


def result_reason(slug: str, outcome: dict) -> str:
    """How the game was won, where the rules say (Duel's three ways, Euphyu's end)."""
    details = details_of(outcome)
    reason = details.get("reason")
    if not reason:
        return ""
    if details.get("winner"):
        return _("%(side)s win: %(reason)s.") % {
            "side": thing(details["winner"]),
            "reason": thing(reason),
        }
    return _("The game ended: %(reason)s.") % {"reason": thing(reason)}
