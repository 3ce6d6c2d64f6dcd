"""`{% game_notes game %}` (a seat's own notes during play, published after it) and
`{% game_reviews game %}` (the game's reviews) on the game page."""

from __future__ import annotations

from django import template

from web.pages.review_page import game_notes_context, game_reviews_context

register = template.Library()


@register.inclusion_tag("reviews/_notes.html", takes_context=True)
def game_notes(context, game) -> dict:
    return game_notes_context(game, context["request"].user)


@register.inclusion_tag("reviews/_game_reviews.html", takes_context=True)
def game_reviews(context, game) -> dict:
    return game_reviews_context(game, context["request"].user)
