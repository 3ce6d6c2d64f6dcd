"""`{% director_log "league" league.pk %}`: an event's director log, as every event page shows
it (the fragment desk/_director_log.html), to everyone."""

from __future__ import annotations

from django import template
from django.urls import reverse

from desk.action_words import action_label
from desk.checks import is_director
from desk.registry import event_participants
from desk.selectors import director_log as director_log_of

register = template.Library()

SHOWN = 200  # the newest actions a page shows; the API pages through all of them


@register.inclusion_tag("desk/_director_log.html", takes_context=True)
def director_log(context: dict, event_kind: str, event_id: int, links: bool = True) -> dict:
    """The log, and for the viewer a link to the desk (a director) or to their claims (a
    player of the event)."""
    actions = list(director_log_of(event_kind, event_id).reverse()[:SHOWN])
    request = context.get("request")
    user = getattr(request, "user", None)
    signed_in = user is not None and user.is_authenticated
    directs = links and signed_in and is_director(user, event_kind, event_id)
    plays = (
        user is not None
        and signed_in
        and links
        and not directs
        and user.pk in event_participants(event_kind, event_id)
    )
    return {
        "desk_url": reverse(f"web:{event_kind}-desk", args=[event_id]) if directs else None,
        "claims_url": reverse(f"web:{event_kind}-claims", args=[event_id]) if plays else None,
        "director_actions": [
            {"action": action, "label": action_label(action.type)} for action in actions
        ],
        "director_log_kind": event_kind,
    }


@register.filter
def director_action_label(type_: str) -> str:
    return action_label(type_)
