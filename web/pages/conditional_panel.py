"""The conditional moves' section of the game page (the seat's own, to edit, while the game runs)
and of the replay (every seat's, as stored, once the game is over)."""

from __future__ import annotations

import json

from django.utils.translation import gettext_lazy as _

from games import selectors
from games.conditional.selectors import conditional_moves_seen
from games.engine_messages import engine_refusal
from games.log.visibility import game_is_over
from games.models import Game, GameStatus
from web.pages.game_panel import seat_names

ANSWER_WORDS = {"none": _("none"), "all": _("all I can"), "pass": _("pass")}


def tree_text(tree: list) -> str:
    """A tree as the form's text: indented JSON, empty when there is none."""
    return json.dumps(tree, indent=1, ensure_ascii=False) if tree else ""


def _answer_words(answer: str) -> str:
    return str(ANSWER_WORDS.get(answer, answer))


def _dropped(game: Game, dropped: list) -> list[dict]:
    """The answers the rules refused, each with the refusal in the reader's language."""
    return [
        {
            "seq": entry.get("seq"),
            "move": json.dumps(entry.get("move"), ensure_ascii=False),
            "reason": engine_refusal(
                game.engine, str(entry.get("code")), str(entry.get("message"))
            ),
        }
        for entry in dropped
    ]


def _questions(seen: dict, standing: dict) -> list[dict]:
    return [
        {
            "key": question["key"],
            "description": question["description"],
            "answers": [(answer, _answer_words(answer)) for answer in question["answers"]],
            "chosen": standing.get(question["key"], ""),
        }
        for question in seen["questions"]
    ]


def conditional_panel_context(
    game: Game, user, *, text: str | None = None, error: str | None = None
) -> dict:
    """What the game page shows its seated player still in play: the tree as text, the standing
    questions with the answers chosen, what the tree observed and the answers dropped. Nothing
    for anyone else (a spectator sees no conditional moves while the game runs)."""
    seat = selectors.seat_of(game, user)
    if game.status != GameStatus.ACTIVE or seat is None:
        return {"show": False}
    if any(s.index == seat and s.dropped for s in game.seats.all()):
        return {"show": False}
    seen = conditional_moves_seen(game, user)
    entry = seen["seats"][0]
    return {
        "show": True,
        "game": game,
        "tree_text": tree_text(entry["tree"]) if text is None else text,
        "questions": _questions(seen, entry["standing"]),
        "observed": len(entry["observed"]),
        "dropped": _dropped(game, entry["dropped"][-3:]),
        "stored": bool(entry["tree"] or entry["standing"]),
        "error": error,
    }


def conditional_review_context(game: Game, user) -> dict:
    """Once the game is over: every seat's stored trees and standing answers, with its name."""
    if not game_is_over(game):
        return {"show": False}
    seen = conditional_moves_seen(game, user)
    names = seat_names(game)
    descriptions = {q["key"]: q["description"] for q in seen["questions"]}
    seats = []
    for entry in seen["seats"]:
        if not entry["stored"]:
            continue
        seats.append(
            {
                "name": names[entry["seat"]] if entry["seat"] < len(names) else entry["seat"],
                "stored": [
                    {
                        "seq": stored["seq"],
                        "tree": tree_text(stored["tree"]),
                        "standing": [
                            (descriptions.get(key, key), _answer_words(answer))
                            for key, answer in stored["standing"].items()
                        ],
                    }
                    for stored in entry["stored"]
                ],
                "dropped": _dropped(game, entry["dropped"]),
            }
        )
    return {"show": bool(seats), "seats": seats}
