"""`{{ moment|ago }}`: a real relative time ("just now", "3 minutes ago"), never "0 minutes ago"."""

from __future__ import annotations

from datetime import datetime

from django import template
from django.utils import timezone
from django.utils.timesince import timesince
from django.utils.translation import gettext as _

register = template.Library()

JUST_NOW_SECONDS = 60


@register.filter
def ago(moment: datetime | None, now: datetime | None = None) -> str:
    if moment is None:
        return ""
    now = now or timezone.now()
    if (now - moment).total_seconds() < JUST_NOW_SECONDS:
        return _("just now")
    return _("%(since)s ago") % {"since": timesince(moment, now)}
