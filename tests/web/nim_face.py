"""A face for the suite's test-only Secret Nim, declared as every game's face is (web/faces/):
the pile as stones with "take" moves as clickable targets, its event in a sentence, a seat's
final score in words and a sentence for one of its refusal codes. Registered only by the tests
that use it."""

from __future__ import annotations

from django.utils.translation import gettext_lazy, ngettext

from web.boards.base import BoardRenderer
from web.boards.svg import svg, tag, target_rect, text
from web.faces.face import Face
from web.words.log_sentences import Sentence, Words


class NimBoard(BoardRenderer):
    """The pile as stones, "take" moves as clickable targets (the rest are buttons)."""

    slug = "secret-nim"

    def target(self, move, ctx):
        if move.get("type") == "take":
            return f"nim-take-{move['count']}", "Take stones from the pile"
        return None

    def marks(self, event):
        return ["nim-pile"] if event.get("type") == "stones_taken" else []

    def draw(self, ctx):
        pile = ctx.view.get("pile", 0)
        stones = [tag("circle", cx=30 + 36 * i, cy=40, r=14, fill="#7f8c8d") for i in range(pile)]
        targets = [
            tag("text", text(f"take {k}"), x=40 + 90 * (k - 1), y=100)
            + target_rect(f"nim-take-{k}", 10 + 90 * (k - 1), 78, 80, 32, f"take {k}")
            for k in (1, 2, 3)
            if f"nim-take-{k}" in ctx.targets
        ]
        board = svg(max(300, 40 + 36 * pile), 120, *stones, *targets, label="The pile")
        return tag(
            "div", tag("div", board, style="max-width:560px"), class_="board nim", id="nim-pile"
        )


def stones_taken(w: Words) -> str:
    return ngettext(
        "%(who)s took %(n)d stone.", "%(who)s took %(n)d stones.", w.number("count")
    ) % {"who": w.seat(), "n": w.number("count")}


SENTENCES: dict[str, Sentence] = {"stones_taken": stones_taken}


def final_standing(outcome: dict, seat: int, view, rows) -> tuple[int | None, str]:
    details = outcome.get("details") or {}
    words = "the last stone: 10 + the card" if details.get("winner") == seat else "the card"
    return outcome["scores"][seat], words


FACE = Face(
    slug="secret-nim",
    board=NimBoard(),
    sentences=SENTENCES,
    standing=final_standing,
    # a sentence the catalog knows, so that a Korean refusal shows the face's sentence is used
    refusals={"too_many": gettext_lazy("That number is not allowed here.")},
    refusal_sentences=("The pile does not hold that many stones.",),
)
