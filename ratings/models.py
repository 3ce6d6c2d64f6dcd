"""Tables of ratings: a rating per (user, engine), its history, and which games were applied."""

from __future__ import annotations

from django.conf import settings
from django.db import models

from ratings import elo, openskill_rating


class Rating(models.Model):
    """A player's current rating in one game: Elo (the ladder's number) and OpenSkill mu/sigma.

    A projection of the RatingChange rows: `recompute_ratings` rebuilds it from the games.
    """

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="ratings"
    )
    engine = models.CharField(max_length=64)
    elo = models.FloatField(default=elo.INITIAL_RATING)
    games = models.PositiveIntegerField(default=0, help_text="rated games finished")
    mu = models.FloatField(default=openskill_rating.INITIAL_MU)
    sigma = models.FloatField(default=openskill_rating.INITIAL_SIGMA)
    provisional = models.BooleanField(default=True, help_text="Elo games < 10 or sigma high")
    last_played = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["engine", "-elo", "id"]
        constraints = [
            models.UniqueConstraint(fields=["user", "engine"], name="rating_unique_user_engine"),
        ]
        indexes = [models.Index(fields=["engine", "-elo"], name="rating_engine_elo")]

    def __str__(self) -> str:
        return f"{self.user_id} {self.engine}: {self.elo:.0f}"

    @property
    def display(self) -> float:
        """The shown OpenSkill rating, mu - 3 sigma."""
        return openskill_rating.display_rating(self.mu, self.sigma)


class RatingChange(models.Model):
    """One player's rating change from one game, in both systems: the rating history."""

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="rating_changes"
    )
    engine = models.CharField(max_length=64)
    game = models.ForeignKey("games.Game", on_delete=models.CASCADE, related_name="+")
    finished_at = models.DateTimeField(help_text="the game's, for ordering the history")
    seat = models.PositiveSmallIntegerField()
    rank = models.PositiveSmallIntegerField()
    elo_before = models.FloatField()
    elo_after = models.FloatField()
    elo_delta = models.FloatField()
    k = models.FloatField()
    games = models.PositiveIntegerField(help_text="rated games after this one")
    mu_before = models.FloatField()
    sigma_before = models.FloatField()
    mu_after = models.FloatField()
    sigma_after = models.FloatField()
    provisional = models.BooleanField(help_text="the rating after this game is provisional")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["finished_at", "game_id", "seat"]
        constraints = [
            models.UniqueConstraint(fields=["game", "user"], name="rating_change_once_per_game"),
        ]
        indexes = [
            models.Index(fields=["user", "engine", "finished_at"], name="rating_change_history"),
            models.Index(fields=["engine", "finished_at", "game"], name="rating_change_order"),
        ]

    def __str__(self) -> str:
        return f"game {self.game_id} user {self.user_id}: {self.elo_delta:+.1f}"

    @property
    def display_before(self) -> float:
        return openskill_rating.display_rating(self.mu_before, self.sigma_before)

    @property
    def display_after(self) -> float:
        return openskill_rating.display_rating(self.mu_after, self.sigma_after)


class RatedGame(models.Model):
    """A finished rated game whose ratings were applied: the exactly-once mark for a game."""

    game = models.OneToOneField(
        "games.Game", on_delete=models.CASCADE, primary_key=True, related_name="rating_record"
    )
    engine = models.CharField(max_length=64)
    finished_at = models.DateTimeField()
    changes = models.PositiveSmallIntegerField(help_text="RatingChange rows written")
    applied_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        indexes = [models.Index(fields=["engine", "finished_at", "game"], name="rated_game_order")]

    def __str__(self) -> str:
        return f"game {self.game_id} rated"


class RatingLedger(models.Model):
    """One row per engine: locked while ratings are applied; remembers the last game applied."""

    engine = models.CharField(max_length=64, unique=True)
    last_finished_at = models.DateTimeField(null=True, blank=True)
    last_game_id = models.BigIntegerField(null=True, blank=True)
    updated_at = models.DateTimeField(auto_now=True)

    def __str__(self) -> str:
        return f"ratings of {self.engine} up to game {self.last_game_id}"
