"""Rendering a view with its legal moves as controls, by the board of the game's face (the
generic board for a game without one)."""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass, field

from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext as _

from web.boards.base import BoardContext, BoardRenderer
from web.faces.registry import face_for
from web.words.wording import humanise

logger = logging.getLogger(__name__)

GENERIC = BoardRenderer()


def renderer_for(slug: str) -> BoardRenderer:
    """The board of `slug`'s face, or the generic one."""
    board = face_for(slug).board
    return board if isinstance(board, BoardRenderer) else GENERIC


@dataclass
class MoveChoice:
    index: int
    move: dict
    json: str
    label: str
    target: str | None = None
    family: str | None = None
    group: int = 0  # moves that differ only in their option share a group (one button, one target)
    option: str | None = None  # the option's value as JSON (the renderer's `option_key`), if any
    option_label: str = ""
    picks: list[str] | None = None  # the hand's pieces selected to play it, if played that way
    kind: str = ""  # what kind of move it is, in words (the heading of its group of buttons)

    @property
    def full_label(self) -> str:
        """The label with the option in words, for lists that show every move on its own."""
        return f"{self.label} — {self.option_label}" if self.option_label else self.label


@dataclass
class RenderedBoard:
    html: SafeString
    choices: list[MoveChoice] = field(default_factory=list)
    notice: str = ""
    option_legend: str = ""
    pick_labels: dict[int, str] = field(default_factory=dict)
    rotations: list[str] = field(default_factory=list)  # when the moves are turned through

    @property
    def families(self) -> list[str]:
        seen: list[str] = []
        for choice in self.choices:
            if choice.family and choice.family not in seen:
                seen.append(choice.family)
        return seen

    @property
    def options(self) -> list[tuple[str, str]]:
        """(value as JSON, words) of every option value, in the order the moves list them: the
        engine lists the cheapest first, so the first is the default."""
        seen: dict[str, str] = {}
        for choice in self.choices:
            if choice.option is not None and choice.option not in seen:
                seen[choice.option] = choice.option_label
        return list(seen.items())

    @property
    def buttons(self) -> list[MoveChoice]:
        """One button per group of untargeted moves: the first listed, the page swaps the option."""
        shown: set[int] = set()
        buttons = []
        for choice in self.choices:
            if choice.target is None and choice.picks is None and choice.group not in shown:
                shown.add(choice.group)
                buttons.append(choice)
        return buttons

    @property
    def button_groups(self) -> list[tuple[str, list[MoveChoice]]]:
        """The buttons by kind of move, in the order the kinds first come: (kind in words,
        buttons). A turn with nothing to click on the board shows them all this way, open."""
        groups: dict[str, list[MoveChoice]] = {}
        for choice in self.buttons:
            groups.setdefault(choice.kind, []).append(choice)
        return list(groups.items())

    @property
    def on_the_board(self) -> bool:
        """Whether some move is played on the board (a target) or in the hand (a pick)."""
        return any(c.target is not None or c.picks is not None for c in self.choices)

    @property
    def targeted(self) -> list[MoveChoice]:
        return [choice for choice in self.choices if choice.target is not None]

    @property
    def picked(self) -> list[MoveChoice]:
        """The moves played by selecting pieces of the hand (then one button in the status bar)."""
        return [choice for choice in self.choices if choice.picks is not None]

    @property
    def listed(self) -> list[MoveChoice]:
        """The moves of the plain list (for people without the board's clicks)."""
        return [c for c in self.choices if c.target is not None or c.picks is not None]

    def script_data(self) -> list[dict]:
        return [
            {
                "index": c.index,
                "move": c.move,
                "label": c.label,
                "target": c.target,
                "family": c.family,
                "group": c.group,
                "option": c.option,
                "picks": c.picks,
            }
            for c in self.choices
        ]


def move_label(slug: str, view, seat: int | None, names: list[str], move: dict) -> str:
    """`move` in words as `slug`'s board labels it (the generic words if the renderer fails)."""
    ctx = BoardContext(view=view if isinstance(view, dict) else {}, seat=seat, names=names)
    try:
        return renderer_for(slug).label(move, ctx)
    except Exception:
        logger.exception("%s: could not label move %r", slug, move)
        return GENERIC.label(move, ctx)


def last_marks(slug: str, events: list[dict]) -> set[str]:
    """The places `events` changed on `slug`'s board, as DOM ids (an odd event marks nothing)."""
    renderer = renderer_for(slug)
    found: set[str] = set()
    for event in events:
        try:
            found.update(renderer.marks(event) if isinstance(event, dict) else [])
        except Exception:
            logger.exception("%s: could not mark %r", slug, event)
    return found


def render_board(
    slug: str,
    view,
    seat: int | None,
    names: list[str],
    moves: list[dict],
    last: set[str] | None = None,
    *,
    acting: list[int] | None = None,
    clocks: dict[int, str] | None = None,
    over: bool = False,
) -> RenderedBoard:
    """The board of `view` with `moves` as clickable targets or buttons; never raises on odd views.

    A renderer that fails on a view it did not expect falls back to the generic table, so a page
    still works while an engine's view and its renderer disagree.
    """
    renderer = renderer_for(slug)
    ctx = BoardContext(
        view=view if isinstance(view, dict) else {},
        seat=seat,
        names=names,
        moves=moves,
        last=set(last or ()),
        acting=list(acting or ()),
        clocks=dict(clocks or {}),
        over=over,
    )
    choices = []
    groups: dict[str, int] = {}
    key = renderer.option_key
    for index, move in enumerate(moves):
        encoded = json.dumps(move, separators=(",", ":"), ensure_ascii=False)
        # Placed and labelled without its option, so that moves differing only in it share a
        # target, a family and a button; the option is chosen on its own.
        shown, option, option_label = move, None, ""
        try:
            if key is not None and isinstance(move, dict) and key in move:
                shown = {k: v for k, v in move.items() if k != key}
                option = json.dumps(move[key], sort_keys=True, ensure_ascii=False)
                option_label = renderer.option_label(move[key], ctx)
            placed = renderer.target(shown, ctx) if isinstance(shown, dict) else None
            picks = renderer.picks(shown, ctx) if isinstance(shown, dict) else None
            label = renderer.label(shown, ctx)
        except Exception:
            logger.exception("%s: could not place move %r", slug, move)
            shown, option, option_label = move, None, ""
            placed, picks, label = None, None, GENERIC.label(move, ctx)
        target, family = placed if placed else (None, None)
        group = groups.setdefault(json.dumps(shown, sort_keys=True, default=str), len(groups))
        choices.append(
            MoveChoice(
                index,
                move,
                encoded,
                label,
                target,
                family,
                group,
                option,
                option_label,
                picks,
                humanise(str(shown.get("type") or "move")) if isinstance(shown, dict) else "",
            )
        )
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
            choice.picks = None
    legend = renderer.option_legend(ctx) if any(c.option for c in choices) else ""
    pick_labels = renderer.pick_labels(ctx) if any(c.picks for c in choices) else {}
    turned = [
        c
        for c in choices
        if c.target
        and isinstance(c.move, dict)
        and c.move.get(renderer.rotation_key) in renderer.rotations
    ]
    rotations = list(renderer.rotations) if turned else []
    drawn = mark_safe(html)  # noqa: S308 - the renderers escape every text (svg.tag)
    return RenderedBoard(drawn, choices, notice, legend, pick_labels, rotations)
