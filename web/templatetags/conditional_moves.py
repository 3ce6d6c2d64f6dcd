"""`{% conditional_moves game %}` below the table and `{% conditional_moves_review game %}` in the
replay: a seat's conditional moves (its own during play, every seat's after the game)."""

from __future__ import annotations

from django import template

from web.pages.conditional_panel import conditional_panel_context, conditional_review_context

register = template.Library()


@register.inclusion_tag("web/_conditional_moves.html", takes_context=True)
def conditional_moves(context, game) -> dict:
    """The seat's own section; a refused form comes back with its text and the refusal."""
    return conditional_panel_context(
        game,
        context["request"].user,
        text=context.get("conditional_text"),
        error=context.get("conditional_error"),
    )


@register.inclusion_tag("web/_conditional_review.html", takes_context=True)
def conditional_moves_review(context, game) -> dict:
    return conditional_review_context(game, context["request"].user)
