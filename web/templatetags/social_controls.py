"""`{% game_social game as social %}` and `{% profile_social person as social %}`: what the game
page and the profile show of social play (see web.pages.social_context)."""

from __future__ import annotations

from django import template

from web.pages.social_context import game_social_context, profile_social_context

register = template.Library()


@register.simple_tag(takes_context=True)
def game_social(context, game) -> dict:
    return game_social_context(context["request"], game)


@register.simple_tag(takes_context=True)
def profile_social(context, person) -> dict:
    return profile_social_context(context["request"], person)
