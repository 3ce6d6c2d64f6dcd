"""Board renderers by engine slug, and rendering a view with its legal moves as controls."""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass, field

from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext as _

from web.boards.after_the_flood import AfterTheFloodBoard
from web.boards.base import BoardContext, BoardRenderer
from web.boards.middle_earth_duel import MiddleEarthDuelBoard
from web.boards.tigris_euphrates import TigrisEuphratesBoard
from web.boards.tigris_euphyu import TigrisEuphyuBoard

logger = logging.getLogger(__name__)

RENDERERS: dict[str, BoardRenderer] = {
    board.slug: board
    for board in (
        TigrisEuphratesBoard(),
        TigrisEuphyuBoard(),
        AfterTheFloodBoard(),
        MiddleEarthDuelBoard(),
    )
}
GENERIC = BoardRenderer()


def renderer_for(slug: str) -> BoardRenderer:
    return RENDERERS.get(slug, GENERIC)


@dataclass
class MoveChoice:
    index: int
    move: dict
    json: str
    label: str
    target: str | None = None
    family: str | None = None


@dataclass
class RenderedBoard:
    html: SafeString
    choices: list[MoveChoice] = field(default_factory=list)
    notice: str = ""

    @property
    def families(self) -> list[str]:
        seen: list[str] = []
        for choice in self.choices:
            if choice.family and choice.family not in seen:
                seen.append(choice.family)
        return seen

    @property
    def buttons(self) -> list[MoveChoice]:
        return [choice for choice in self.choices if choice.target is None]

    @property
    def targeted(self) -> list[MoveChoice]:
        return [choice for choice in self.choices if choice.target is not None]

    def script_data(self) -> list[dict]:
        return [
            {
                "index": c.index,
                "move": c.move,
                "label": c.label,
                "target": c.target,
                "family": c.family,
            }
            for c in self.choices
        ]


def render_board(
    slug: str, view, seat: int | None, names: list[str], moves: list[dict]
) -> RenderedBoard:
    """The board of `view` with `moves` as clickable targets or buttons; never raises on odd views.

    A renderer that fails on a view it did not expect falls back to the generic table, so a page
    still works while an engine's view and its renderer disagree.
    """
    renderer = renderer_for(slug)
    ctx = BoardContext(
        view=view if isinstance(view, dict) else {}, seat=seat, names=names, moves=moves
    )
    choices = []
    for index, move in enumerate(moves):
        try:
            placed = renderer.target(move, ctx) if isinstance(move, dict) else None
            label = renderer.label(move, ctx)
        except Exception:
            logger.exception("%s: could not place move %r", slug, move)
            placed, label = None, GENERIC.label(move, ctx)
        target, family = placed if placed else (None, None)
        encoded = json.dumps(move, separators=(",", ":"), ensure_ascii=False)
        choices.append(MoveChoice(index, move, encoded, label, target, family))
    ctx.targets = {c.target for c in choices if c.target}
    notice = ""
    try:
        html = renderer.draw(ctx)
    except Exception:
        logger.exception("%s: the board renderer failed on this view", slug)
        notice = _("The board could not be drawn for this position; here is the game as data.")
        html = GENERIC.draw(ctx)
        for choice in choices:
            choice.target = choice.family = None
    return RenderedBoard(mark_safe(html), choices, notice)
