"""The profile's quiet-hours editor: rows of weekdays and a span of time, read from and into the
schedule players.services.quiet_hours_set takes."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from players.quiet_hours import DAYS, MAX_RULES, schedule_parse, weekly_minutes
from players.selectors import profile_summary

DAY_LABELS = {
    "mon": _("Mon"),
    "tue": _("Tue"),
    "wed": _("Wed"),
    "thu": _("Thu"),
    "fri": _("Fri"),
    "sat": _("Sat"),
    "sun": _("Sun"),
}
BLANK_ROWS = 2  # room for new rules below the ones kept


def quiet_hours_context(user) -> dict:
    """The editor's rows (the rules kept, then blank ones), the weekly hours and the limit."""
    summary = profile_summary(user=user)
    rules = summary["quiet_hours"]
    count = min(MAX_RULES, len(rules) + BLANK_ROWS)
    rows = []
    for number in range(count):
        rule = rules[number] if number < len(rules) else {"days": [], "start": "", "end": ""}
        rows.append(
            {
                "number": number,
                "days": [
                    {"name": day, "label": DAY_LABELS[day], "on": day in rule["days"]}
                    for day in DAYS
                ],
                "start": rule["start"],
                "end": rule["end"],
            }
        )
    return {
        "rows": rows,
        "weekly_hours": weekly_minutes(schedule_parse(rules)) / 60,
        "limit": summary["quiet_hours_limit"],
        "time_zone": summary["time_zone"],
    }


def quiet_hours_from_form(post) -> list[dict]:
    """The rules of the form's rows that have a day ticked, as the API takes them; a row with
    days but no times keeps its blanks, so the service refuses it in words."""
    rules = []
    for number in range(MAX_RULES):
        days = [day for day in DAYS if post.get(f"rule-{number}-{day}") == "on"]
        if days:
            rules.append(
                {
                    "days": days,
                    "start": post.get(f"rule-{number}-start", "")[:5],
                    "end": post.get(f"rule-{number}-end", "")[:5],
                }
            )
    return rules
