"""`{% director_log "league" league.pk %}`: an event's director log, as every event page shows
it (the fragment desk/_director_log.html), to everyone."""

from __future__ import annotations

from django import template

from desk.action_words import action_label
from desk.selectors import director_log as director_log_of

register = template.Library()

SHOWN = 200  # the newest actions a page shows; the API pages through all of them


@register.inclusion_tag("desk/_director_log.html")
def director_log(event_kind: str, event_id: int) -> dict:
    actions = list(director_log_of(event_kind, event_id).reverse()[:SHOWN])
    return {
        "director_actions": [
            {"action": action, "label": action_label(action.type)} for action in actions
        ],
        "director_log_kind": event_kind,
    }


@register.filter
def director_action_label(type_: str) -> str:
    return action_label(type_)
