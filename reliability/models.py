"""Tables of the reliability record: one entry per player per game they are done with (a
projection of the game's log, rebuilt by `manage.py reliability_rebuild`), and the minimums a
table or an event asks of its players."""

from __future__ import annotations

from django.conf import settings
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from django.utils.translation import gettext_lazy as _

from games.models import Game
from tournaments.models import Tournament


class Outcome(models.TextChoices):
    FINISHED = "finished", _("Played to the end")
    LEFT = "left", _("Left (resigned)")
    TIMED_OUT = "timed_out", _("Lost on time")


class ReliabilityEntry(models.Model):
    """How `user`'s part in `game` ended, the seconds each of their moves took, and the
    vacations that paused their clock there ([start, end] in epoch seconds)."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="+")
    seat = models.PositiveSmallIntegerField()
    outcome = models.CharField(max_length=16, choices=Outcome.choices)
    concluded_at = models.DateTimeField()
    move_seconds = models.JSONField(default=list, blank=True)
    vacations = models.JSONField(default=list, blank=True)

    class Meta:
        ordering = ["user_id", "-concluded_at", "-game_id"]
        constraints = [
            models.UniqueConstraint(fields=["user", "game"], name="reliability_entry_unique")
        ]
        indexes = [
            models.Index(fields=["user", "-concluded_at", "-game"], name="reliability_recent")
        ]

    def __str__(self) -> str:
        return f"user {self.user_id} in game {self.game_id}: {self.outcome}"


class MinimumFields(models.Model):
    """A minimum: at least `min_finished_percent` % of a player's last `last_games` games
    played to the end."""

    min_finished_percent = models.PositiveSmallIntegerField(
        validators=[MinValueValidator(1), MaxValueValidator(100)]
    )
    last_games = models.PositiveSmallIntegerField(
        validators=[MinValueValidator(1), MaxValueValidator(100)]
    )
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        abstract = True


class TableMinimum(MinimumFields):
    """The minimum a table's creator asks of whoever takes a free seat."""

    game = models.OneToOneField(Game, on_delete=models.CASCADE, primary_key=True, related_name="+")

    def __str__(self) -> str:
        return f"game {self.game_id}: {self.min_finished_percent} % of {self.last_games}"


class EventMinimum(MinimumFields):
    """The minimum an event's organiser asks of whoever registers."""

    tournament = models.OneToOneField(
        Tournament, on_delete=models.CASCADE, primary_key=True, related_name="+"
    )

    def __str__(self) -> str:
        return (
            f"tournament {self.tournament_id}: {self.min_finished_percent} % of {self.last_games}"
        )
