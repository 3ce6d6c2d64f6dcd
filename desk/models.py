"""Tables of the director's desk: every director action as a row of its event's own append-only
log (`DirectorAction`, numbered per event from 1).

An event is named by its kind ("tournament", "league", "ladder") and its id, not by a foreign
key: the desk sits below the apps that own the events and knows none of their tables.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy


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


class ClaimKind(models.TextChoices):
    CLAIM = "claim", _("Claim")
    APPEAL = "appeal", _("Appeal")


class ClaimStatus(models.TextChoices):
    OPEN = "open", pgettext_lazy("claim status", "Open")
    ANSWERED = "answered", _("Answered")
    WITHDRAWN = "withdrawn", _("Withdrawn")


class ClaimDecision(models.TextChoices):
    ACCEPTED = "accepted", _("Accepted")
    REJECTED = "rejected", _("Rejected")


class Claim(models.Model):
    """A player's claim (about a game or the event) or appeal (against a ruling), and the
    director's answer. Asking and answering are both director-log actions; the texts stay
    between the claimant and the directors."""

    event_kind = models.CharField(max_length=16, choices=EventKind.choices)
    event_id = models.PositiveBigIntegerField()
    claimant = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="desk_claims"
    )
    kind = models.CharField(max_length=8, choices=ClaimKind.choices, default=ClaimKind.CLAIM)
    game = models.ForeignKey(
        "games.Game", null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    text = models.TextField()
    status = models.CharField(max_length=10, choices=ClaimStatus.choices, default=ClaimStatus.OPEN)
    decision = models.CharField(max_length=10, choices=ClaimDecision.choices, blank=True)
    answer = models.TextField(blank=True)
    answered_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="+",
    )
    created_at = models.DateTimeField(auto_now_add=True)
    answered_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["event_kind", "event_id", "status"])]

    def __str__(self) -> str:
        return f"{self.kind} {self.pk} on {self.event_kind} {self.event_id}"
