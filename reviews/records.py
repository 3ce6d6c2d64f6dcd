"""Reviews in a game's exported record: what the export adds (the reviews the reader may see)
and how an imported record's reviews are read back, checked and bounded, for its replay."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext_lazy as _

from api.input_bounds import text_problem
from errors import PlatformError
from reviews.models import MAX_COMMENTS, MAX_MARKS, MAX_NODES, MAX_TEXT, MAX_TITLE

MAX_REVIEWS_IN_RECORD = 100


def _bad() -> PlatformError:
    return PlatformError("bad_record", _("The record's reviews could not be read."))


def _text(value: Any, most: int) -> str:
    if not isinstance(value, str) or len(value) > most or text_problem(value):
        raise _bad()
    return value


def _whole(value: Any, *, none: bool = False) -> int | None:
    if value is None and none:
        return None
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < 2**63:
        raise _bad()
    return value


def _listed(value: Any, most: int) -> list:
    if value is None:
        return []
    if not isinstance(value, list) or len(value) > most:
        raise _bad()
    return value


def _item(value: Any) -> dict:
    if not isinstance(value, dict):
        raise _bad()
    return value


def reviews_in_record(record: dict) -> list[dict]:
    """The reviews an exported record carries, each checked (types, sizes, clean text) and
    reduced to what a replay shows: title, owner, and per ply its comments, variation moves and
    marks with their authors. A record without reviews has []; a malformed part is refused."""
    read = []
    for review in map(_item, _listed(record.get("reviews"), MAX_REVIEWS_IN_RECORD)):
        nodes: list[dict] = [
            {
                "id": _whole(node.get("id")),
                "parent": _whole(node.get("parent"), none=True),
                "ply": _whole(node.get("ply")),
                "depth": _whole(node.get("depth")),
                "seat": _whole(node.get("seat")),
                "move": node.get("move") if isinstance(node.get("move"), dict) else {},
                "redraw": _whole(node.get("redraw") or 0),
                "author": _text(node.get("author"), 150),
            }
            for node in map(_item, _listed(review.get("nodes"), MAX_NODES))
        ]
        comments = [
            {
                "ply": _whole(comment.get("ply")),
                "node": _whole(comment.get("node"), none=True),
                "author": _text(comment.get("author"), 150),
                "text": _text(comment.get("text"), MAX_TEXT),
            }
            for comment in map(_item, _listed(review.get("comments"), MAX_COMMENTS))
        ]
        marks = [
            {
                "ply": _whole(mark.get("ply")),
                "node": _whole(mark.get("node"), none=True),
                "author": _text(mark.get("author"), 150),
                "kind": _text(mark.get("kind"), 8),
                "place": _text(mark.get("place"), 64),
                "to_place": _text(mark.get("to_place") or "", 64),
            }
            for mark in map(_item, _listed(review.get("marks"), MAX_MARKS))
        ]
        read.append(
            {
                "title": _text(review.get("title"), MAX_TITLE),
                "owner": _text(review.get("owner"), 150),
                "nodes": nodes,
                "comments": comments,
                "marks": marks,
            }
        )
    return read


def reviews_at_ply(reviews: list[dict], ply: int) -> list[dict]:
    """For a replay's ply: each review's comments and marks on the game's line there, and the
    variation moves leaving from it."""
    shown = []
    for review in reviews:
        comments = [c for c in review["comments"] if c["ply"] == ply and c["node"] is None]
        marks = [m for m in review["marks"] if m["ply"] == ply and m["node"] is None]
        variations = [n for n in review["nodes"] if n["ply"] == ply and n["parent"] is None]
        shown.append(
            {**review, "here_comments": comments, "here_marks": marks, "here_nodes": variations}
        )
    return shown
