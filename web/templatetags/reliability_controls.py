"""`{% table_minimum game %}`: a table's reliability minimum on its page, in words, and for its
creator while it takes players the form that sets or clears it (reliability.checks decides)."""

from __future__ import annotations

from django import template

from reliability import checks
from social.checks import allowed

register = template.Library()


@register.inclusion_tag("web/_table_minimum.html", takes_context=True)
def table_minimum(context, game) -> dict:
    request = context["request"]
    user = request.user if request.user.is_authenticated else None
    may_set, _reason = allowed(checks.table_minimum_set_check, game, user)
    return {
        "game": game,
        "minimum": checks.table_minimum_of(game),
        "may_set": may_set,
        "csrf_token": context.get("csrf_token"),
    }
