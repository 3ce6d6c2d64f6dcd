"""Tables of the director's desk: every director action as a row of its event's own append-only
log (`DirectorAction`, numbered per event from 1).

An event is named by its kind ("tournament", "league", "ladder") and its id, not by a foreign
key: the desk sits below the apps that own the events and knows none of their tables.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _


class EventKind(models.TextChoices):
    TOURNAMENT = "tournament", _("Tournament")
    LEAGUE = "league", _("League")
    LADDER = "ladder", _("Ladder")


class DirectorAction(models.Model):
    """One thing a director (or the platform, actor None) did to an event. Append-only: a
    database trigger refuses UPDATE and DELETE."""

    event_kind = models.CharField(max_length=16, choices=EventKind.choices)
    event_id = models.PositiveBigIntegerField()
    seq = models.PositiveIntegerField(help_text="the action's place in its event's log, from 1")
    type = models.CharField(max_length=64)
    actor = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="+",
        help_text="the director who acted (empty: the platform)",
    )
    reason = models.TextField(blank=True)
    data = models.JSONField(default=dict, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["event_kind", "event_id", "seq"]
        constraints = [
            models.UniqueConstraint(
                fields=["event_kind", "event_id", "seq"], name="director_action_unique_seq"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.event_kind} {self.event_id} #{self.seq} {self.type}"


class DirectorLogHead(models.Model):
    """The last seq of one event's director log: the row `record_action` locks to number the
    next action (not a log itself; it may be rebuilt as the largest seq per event)."""

    event_kind = models.CharField(max_length=16, choices=EventKind.choices)
    event_id = models.PositiveBigIntegerField()
    seq = models.PositiveIntegerField(default=0)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["event_kind", "event_id"], name="director_log_head_unique_event"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.event_kind} {self.event_id} at #{self.seq}"
