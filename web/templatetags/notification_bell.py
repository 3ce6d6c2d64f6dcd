"""`{% notification_bell %}`: the bell in the nav with the unread count and the latest entries."""

from __future__ import annotations

from django import template

from games.selectors import notifications_list
from web.notification_links import notification_rows

register = template.Library()
LATEST = 8


@register.inclusion_tag("web/_bell.html", takes_context=True)
def notification_bell(context) -> dict:
    request = context.get("request")
    user = getattr(request, "user", None)
    if user is None or not user.is_authenticated:
        return {"show": False}
    notes = notifications_list(user=user)
    return {
        "show": True,
        "unread": notifications_list(user=user, unread=True).count(),
        "rows": notification_rows(notes[:LATEST]),
        "here": request.get_full_path(),
        "csrf_token": context.get("csrf_token"),
    }
