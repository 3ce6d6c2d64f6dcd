"""Variations: a move entered at a position of a review, decided by the game's engine (an
illegal one is refused with the engine's reason) and kept as a node with the events it caused."""

from __future__ import annotations

from typing import TYPE_CHECKING

from django.db import transaction
from django.utils.translation import gettext_lazy as _

from engines import IllegalMove
from errors import Conflict, NotFound, PlatformError
from games.engine_messages import engine_refusal
from games.move_bounds import bounded_move, refuse_unknown_move_keys
from reviews import checks
from reviews.models import MAX_DEPTH, MAX_NODES, Review, ReviewNode
from reviews.positions import line_position, node_position, ply_ends
from reviews.services.reviews import edited

if TYPE_CHECKING:
    from django.contrib.auth.models import User

MAX_REDRAW = 1000


def _whole(value: object, field: str, most: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= most:
        raise PlatformError(
            "bad_number",
            _("%(field)s is a whole number from 0 to %(most)d.") % {"field": field, "most": most},
            details={"field": field},
        )
    return value


def variation_add(
    *,
    review: Review,
    user: User,
    move: object,
    ply: object = None,
    parent: object = None,
    seat: object = None,
    redraw: object = 0,
) -> ReviewNode:
    """A variation move of `user`: after ply `ply` of the game's line, or after the variation
    node `parent`. `seat` may be left out when one seat is to act."""
    checks.review_write_check(review, user)
    redraw = _whole(redraw, "redraw", MAX_REDRAW)
    move = bounded_move(move)
    game = review.game
    with transaction.atomic():
        Review.objects.select_for_update().filter(pk=review.pk).first()
        nodes = {node.pk: node for node in ReviewNode.objects.filter(review=review)}
        if len(nodes) >= MAX_NODES:
            raise Conflict(
                "too_many_nodes",
                _("A review holds at most %(most)d variation moves.") % {"most": MAX_NODES},
            )
        if parent is not None:
            if not isinstance(parent, int) or isinstance(parent, bool) or parent not in nodes:
                raise NotFound(
                    "node_not_found", _("There is no such variation move in this review.")
                )
            if nodes[parent].depth >= MAX_DEPTH:
                raise Conflict(
                    "variation_too_deep",
                    _("A variation goes at most %(most)d moves deep.") % {"most": MAX_DEPTH},
                )
            position = node_position(game, nodes[parent], nodes)
            depth = nodes[parent].depth + 1
        else:
            ends = ply_ends(game)
            ply = _whole(ply, "ply", len(ends) - 1)
            position = line_position(game, ply, ends)
            depth = 1
        to_act = position.to_act
        if not to_act:
            raise Conflict("position_over", _("Nobody is to move in that position."))
        if seat is None:
            seat = to_act[0]
        if not isinstance(seat, int) or isinstance(seat, bool) or seat not in to_act:
            raise PlatformError(
                "not_to_act",
                _("In that position the seats to act are %(seats)s.")
                % {"seats": ", ".join(str(s) for s in to_act)},
                details={"to_act": to_act},
            )
        try:
            events = position.engine.decide(
                position.state, seat, move, position.rng(game.seed, redraw)
            )
        except IllegalMove as error:
            raise PlatformError(
                error.code, engine_refusal(game.engine, error.code, error.message)
            ) from error
        refuse_unknown_move_keys(position.engine, position.state, seat, move)
        node = ReviewNode.objects.create(
            review=review,
            parent=nodes.get(parent) if parent is not None else None,
            ply=position.ply,
            depth=depth,
            seat=seat,
            move=move,
            events=list(events),
            redraw=redraw,
            author=user,
        )
        edited(review)
    return node
