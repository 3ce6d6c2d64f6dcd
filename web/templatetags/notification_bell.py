"""`{% notification_bell %}`: the bell in the nav with the unread count (its menu is fetched
when opened, from `views_people.notifications_menu`)."""

from __future__ import annotations

from django import template

from notifications.selectors import unread_count

register = template.Library()


@register.inclusion_tag("web/_bell.html", takes_context=True)
def notification_bell(context) -> dict:
    request = context.get("request")
    user = getattr(request, "user", None)
    if user is None or not user.is_authenticated:
        return {"show": False}
    return {
        "show": True,
        "unread": unread_count(user=user),
        "here": request.get_full_path(),
    }
