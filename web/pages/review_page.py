"""What the review pages show: a seat's notes panel and the game's reviews on the game page,
and a review's page (the board at a position of the game's line or of a variation, with its
marks; the move list with the variations under the ply they leave from; comments by author)."""

from __future__ import annotations

import json
from typing import Any

from django.urls import reverse

from errors import PlatformError
from games import selectors as game_selectors
from games.log.visibility import game_is_over
from games.models import Game, GameStatus
from reviews import checks
from reviews import selectors as review_selectors
from reviews.models import MarkKind, Review, ReviewNode, Visibility
from reviews.positions import Position, line_position, node_position, ply_ends, view_for
from reviews.records import reviews_at_ply, reviews_in_record
from reviews.services.notes import ply_of_seq
from web.boards.rendering import move_label, render_board
from web.pages.game_panel import game_title, seat_names
from web.pages.review import replay_log
from web.pages.review_marks import board_bounds, board_with_marks

MAX_LISTED_MOVES = 2000


def game_notes_context(game: Game, user) -> dict:
    """The notes panel: shown to a seat only (nothing of it to anyone else)."""
    seat = checks.seat_of_user(game, user)
    if seat is None:
        return {"show": False}
    notes = list(review_selectors.notes_of(game, user))
    over = game_is_over(game)
    ends = ply_ends(game) if notes else []
    return {
        "show": game.status == GameStatus.ACTIVE or bool(notes),
        "game": game,
        "writing": game.status == GameStatus.ACTIVE,
        "over": over,
        "notes": [{"note": note, "ply": ply_of_seq(ends, note.at_seq)} for note in notes],
        "unpublished": over and any(note.published_in_id is None for note in notes),
        "visibilities": Visibility.choices,
    }


def game_reviews_context(game: Game, user) -> dict:
    """The game's reviews the reader may see, and whether they may start one."""
    try:
        checks.reviewable_check(game, user)
        reviewable = True
    except PlatformError:
        reviewable = False
    reviews = list(review_selectors.reviews_listed(user, game=game)[:50]) if reviewable else []
    return {
        "game": game,
        "show": reviewable,
        "reviews": reviews,
        "can_start": reviewable and user.is_authenticated,
        "visibilities": Visibility.choices,
    }


def _number(raw) -> int | None:
    try:
        value = int(str(raw))
    except (TypeError, ValueError):
        return None
    return value if 0 <= value < 2**62 else None


def _variation_rows(review: Review, nodes: dict[int, ReviewNode], names, slug, current) -> dict:
    """{ply: [rows]}: each variation under the ply it leaves from, depth first, its moves in
    words with their author."""
    children: dict[int | None, list[ReviewNode]] = {}
    for node in sorted(nodes.values(), key=lambda n: n.pk):
        children.setdefault(node.parent_id, []).append(node)
    by_ply: dict[int, list[dict]] = {}

    def walk(node: ReviewNode, indent: int) -> None:
        by_ply.setdefault(node.ply, []).append(
            {
                "node": node,
                "indent": indent,
                "label": move_label(slug, {}, node.seat, names, node.move),
                "seat_name": names[node.seat] if node.seat < len(names) else str(node.seat),
                "current": current is not None and current.pk == node.pk,
            }
        )
        for child in children.get(node.pk, []):
            walk(child, indent + 1)

    for root in children.get(None, []):
        walk(root, 0)
    return by_ply


def review_page_context(review: Review, user, params) -> dict[str, Any]:
    """The review at the position `params` ask for (`node`, else `ply`; the last ply by default)."""
    game = review.game
    names = seat_names(game)
    reader_seat = game_selectors.seat_of(game, user)
    over = game_is_over(game)
    _rows, cached = replay_log(game, None if over else reader_seat, names)
    listed = [dict(entry) for entry in cached]  # the cached entries stay as they were
    ends = ply_ends(game)
    last = len(ends) - 1
    nodes = review_selectors.review_nodes(review)
    node = nodes.get(_number(params.get("node")) or -1)
    position: Position
    if node is not None:
        position = node_position(game, node, nodes)
    else:
        ply = _number(params.get("ply"))
        position = line_position(game, last if ply is None else min(ply, last), ends)
    view = view_for(game, position, reader_seat)
    shown_seat = None if over else reader_seat
    board = (
        render_board(game.engine, view, shown_seat, names, [], over=over)
        if view is not None
        else None
    )
    may_write = checks.is_author(review, user)
    moves: list[dict] = []
    if may_write and position.state is not None:
        for seat in position.to_act:
            if over or seat == reader_seat:  # a running fork's other seats keep their secrets
                for move in position.engine.legal_moves(position.state, seat)[:MAX_LISTED_MOVES]:
                    moves.append(
                        {
                            "seat": seat,
                            "json": json.dumps(move, separators=(",", ":"), ensure_ascii=False),
                            "label": move_label(game.engine, view, seat, names, move),
                        }
                    )
    author = params.get("author") or ""
    comments, marks_here, authors = review_selectors.position_lines(
        review, ply=position.ply, node=node, author=author
    )
    board_html = board_with_marks(str(board.html), marks_here) if board else None
    variations = _variation_rows(review, nodes, names, game.engine, node)
    comment_counts = review_selectors.comments_per_ply(review)
    for entry in listed:
        entry["variations"] = variations.get(entry["number"], [])
        entry["comments"] = comment_counts.get(entry["number"], 0)
    key = params.get("key") or ""
    stream = reverse("review-stream", args=[review.pk]) + (f"?key={key}" if key else "")
    return {
        "review": review,
        "game": game,
        "title": f"{review.title} · {game_title(game)} #{game.pk}",
        "game_title": game_title(game),
        "owner_name": review.owner.get_username(),
        "contributors": review_selectors.contributors_of(review),
        "is_owner": user.is_authenticated and review.owner_id == user.pk,
        "may_write": may_write,
        "over": over,
        "plies": listed,
        "ply": position.ply,
        "last_ply": last,
        "node": node,
        "board": board,
        "board_html": board_html,
        "bounds": board_bounds(str(board.html)) if board else None,
        "marks": marks_here,
        "mark_kinds": MarkKind.choices,
        "moves": moves,
        "to_act": [{"index": s, "name": names[s]} for s in position.to_act if s < len(names)],
        "comments": comments,
        "authors": authors,
        "author": author,
        "key": key,
        "stream": stream,
        "visibilities": Visibility.choices,
        "at_depth_limit": node is not None and node.depth >= 60,
    }


def board_size(review: Review, user, *, ply, node) -> tuple[float, float] | None:
    """The size of the board's drawing a reader sees at a position: where a mark may go."""
    game = review.game
    names = seat_names(game)
    nodes = review_selectors.review_nodes(review)
    if isinstance(node, int) and node in nodes:
        position = node_position(game, nodes[node], nodes)
    else:
        ends = ply_ends(game)
        at = ply if isinstance(ply, int) and 0 <= ply < len(ends) else len(ends) - 1
        position = line_position(game, at, ends)
    reader_seat = game_selectors.seat_of(game, user)
    view = view_for(game, position, reader_seat)
    if view is None:
        return None
    over = game_is_over(game)
    board = render_board(game.engine, view, None if over else reader_seat, names, [], over=over)
    return board_bounds(str(board.html))


def imported_reviews_context(record: dict, ply: int, user) -> dict:
    """An imported record's reviews at the replay's ply (a malformed part: said, not shown),
    and the game here they may be copied into (the record's own game, finished)."""
    try:
        reviews = reviews_in_record(record)
    except PlatformError as error:
        return {"imported_reviews": [], "imported_reviews_problem": str(error.message)}
    game = review_selectors.record_game(record, user) if reviews else None
    return {
        "imported_reviews": reviews_at_ply(reviews, ply),
        "imported_reviews_problem": "",
        "imported_reviews_game": game,
    }
