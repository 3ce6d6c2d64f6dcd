"""Tables of challenge ladders: the ladder, its append-only event log, and its challenges.

Positions are not stored: they are the projection (`ladders.rules.project`) of the
LadderEvent rows, in seq order. LadderChallenge rows are a projection too (for "my
challenges"), written in the same transaction as the events they follow from.

The tables keep the names they had when ladders lived in the tournaments app
(`tournaments_ladder…`): the move was made in the migrations' state only, so existing
databases upgrade without a row being copied.
"""

from __future__ import annotations

from dataclasses import fields

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _

from ladders.rules import LadderRules


class Ladder(models.Model):
    """A challenge ladder for one game, with the time control of its games and its rules."""

    name = models.CharField(max_length=100)
    engine = models.CharField(max_length=64, db_index=True)
    options = models.JSONField(default=dict, blank=True, help_text="engine options of its games")
    time_control = models.JSONField(default=dict, blank=True)
    rules = models.JSONField(default=dict, blank=True, help_text="LadderRules fields overridden")
    is_open = models.BooleanField(default=True, help_text="accepting new players")
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    seq = models.PositiveIntegerField(default=0, help_text="seq of the last event")

    class Meta:
        db_table = "tournaments_ladder"
        ordering = ["engine", "name", "id"]

    def __str__(self) -> str:
        return f"{self.name} ({self.engine})"

    @property
    def ladder_rules(self) -> LadderRules:
        """The rules as the pure ladder code takes them (defaults for what is not set)."""
        known = {f.name for f in fields(LadderRules)}
        return LadderRules(**{k: v for k, v in (self.rules or {}).items() if k in known})


class LadderEvent(models.Model):
    """One fact of a ladder's log. Append-only: a database trigger refuses UPDATE and DELETE."""

    ladder = models.ForeignKey(Ladder, on_delete=models.PROTECT, related_name="events")
    seq = models.PositiveIntegerField()
    type = models.CharField(max_length=64)
    data = models.JSONField(help_text="the event as ladders.rules folds it")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        db_table = "tournaments_ladderevent"
        ordering = ["ladder", "seq"]
        constraints = [
            models.UniqueConstraint(fields=["ladder", "seq"], name="ladder_event_unique_seq"),
        ]

    def __str__(self) -> str:
        return f"ladder {self.ladder_id} #{self.seq} {self.type}"


class ChallengeStatus(models.TextChoices):
    OPEN = "open", _("Being played")
    DECIDED = "decided", _("Decided")
    CANCELLED = "cancelled", _("Cancelled")


class LadderChallenge(models.Model):
    """A challenge and its game (created at once): a projection of the ladder's events."""

    ladder = models.ForeignKey(Ladder, on_delete=models.CASCADE, related_name="challenges")
    game = models.OneToOneField("games.Game", on_delete=models.PROTECT, related_name="+")
    challenger = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    defender = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+"
    )
    challenger_position = models.PositiveIntegerField()
    defender_position = models.PositiveIntegerField()
    status = models.CharField(
        max_length=16, choices=ChallengeStatus.choices, default=ChallengeStatus.OPEN
    )
    winner = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    reason = models.CharField(max_length=32, blank=True, default="")
    issued_at = models.DateTimeField()
    closed_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        db_table = "tournaments_ladderchallenge"
        ordering = ["-issued_at", "-id"]
        indexes = [
            models.Index(fields=["challenger", "status"], name="challenge_by_challenger"),
            models.Index(fields=["defender", "status"], name="challenge_by_defender"),
        ]

    def __str__(self) -> str:
        return f"ladder {self.ladder_id}: {self.challenger_id} challenges {self.defender_id}"
