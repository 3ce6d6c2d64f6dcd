"""Tables of leagues: the league and its settings, its members, seasons, divisions (tiers),
division players and the games of a season, and an append-only log of what a director did.

A division game's game is a `games.Game` reached through `LeagueGame.game`; games knows nothing
of this app. Places are copied from the finished game (or set by an adjudication) onto
`LeagueGame.places`, so standings and rank ranges read only these tables.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _


class AdjudicationFallback(models.TextChoices):
    RANKING = "ranking", _("By the estimate's ranking")
    DRAW = "draw", _("A draw")


class League(models.Model):
    """A league of one game: table size, round robin, clock and movement between seasons."""

    name = models.CharField(max_length=120)
    engine = models.CharField(max_length=64, db_index=True)
    players_per_table = models.PositiveSmallIntegerField(default=2)
    cycles = models.PositiveSmallIntegerField(default=1, help_text="2: a double round robin")
    options = models.JSONField(default=dict, blank=True)
    time_control = models.JSONField(default=dict, blank=True)
    quiet_hours_max = models.PositiveSmallIntegerField(null=True, blank=True)
    promoted = models.PositiveSmallIntegerField(default=2)
    relegated_from = models.PositiveSmallIntegerField(default=6)
    division_size = models.PositiveSmallIntegerField(default=10)
    rookie_minimum = models.PositiveSmallIntegerField(default=6)
    season_days = models.PositiveSmallIntegerField(default=60)
    tiebreaks = models.JSONField(
        default=list,
        blank=True,
        help_text="the tournaments' tie-break names in order (empty: their default order)",
    )
    adjudication_fallback = models.CharField(
        max_length=16, choices=AdjudicationFallback.choices, default=AdjudicationFallback.RANKING
    )
    adjudication_iterations = models.PositiveIntegerField(default=200)
    signup_opens_at = models.DateTimeField(
        null=True, blank=True, help_text="joining is refused before this (empty: always open)"
    )
    signup_closes_at = models.DateTimeField(
        null=True, blank=True, help_text="joining is refused after this (empty: never closes)"
    )
    next_season_at = models.DateTimeField(
        null=True,
        blank=True,
        help_text="the next season starts by itself at this time (cleared once a season starts)",
    )
    annul_under_half = models.BooleanField(
        default=True,
        help_text="a player withdrawn by the director after fewer than half of their season's "
        "games has that season's results annulled (else their games left are forfeited)",
    )
    director = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="directed_leagues"
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at", "-id"]

    def __str__(self) -> str:
        return self.name


class LeagueMember(models.Model):
    """A player enrolled in a league: re-enrolled every season until they opt out."""

    league = models.ForeignKey(League, on_delete=models.CASCADE, related_name="members")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    opted_out = models.BooleanField(default=False)
    joined_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["league", "user"], name="league_member_unique")
        ]

    def __str__(self) -> str:
        return f"{self.league_id}: {self.user_id}"


class SeasonStatus(models.TextChoices):
    RUNNING = "running", _("In play")
    FINISHED = "finished", _("Finished")


class Season(models.Model):
    """One season: its divisions play from `started_at` until all games end or `hard_deadline`."""

    league = models.ForeignKey(League, on_delete=models.CASCADE, related_name="seasons")
    number = models.PositiveSmallIntegerField()
    status = models.CharField(
        max_length=16, choices=SeasonStatus.choices, default=SeasonStatus.RUNNING
    )
    started_at = models.DateTimeField()
    hard_deadline = models.DateTimeField()
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["league", "number"]
        constraints = [
            models.UniqueConstraint(fields=["league", "number"], name="season_unique_number")
        ]

    def __str__(self) -> str:
        return f"league {self.league_id} season {self.number}"


class Division(models.Model):
    """One tier of a season (1 is the top)."""

    season = models.ForeignKey(Season, on_delete=models.CASCADE, related_name="divisions")
    tier = models.PositiveSmallIntegerField()
    rookie = models.BooleanField(
        default=False, help_text="a division of newcomers only, below the returning tiers"
    )

    class Meta:
        ordering = ["season", "tier"]
        constraints = [
            models.UniqueConstraint(fields=["season", "tier"], name="division_unique_tier")
        ]

    def __str__(self) -> str:
        return f"season {self.season_id} tier {self.tier}"


class DivisionPlayer(models.Model):
    """A player of a division: seed, the published rank range, the final place."""

    division = models.ForeignKey(Division, on_delete=models.CASCADE, related_name="players")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    seed = models.PositiveSmallIntegerField()
    best_place = models.PositiveSmallIntegerField(null=True, blank=True)
    worst_place = models.PositiveSmallIntegerField(null=True, blank=True)
    final_place = models.PositiveSmallIntegerField(null=True, blank=True)

    class Meta:
        ordering = ["division", "seed"]
        constraints = [
            models.UniqueConstraint(fields=["division", "user"], name="division_player_unique")
        ]

    def __str__(self) -> str:
        return f"division {self.division_id}: {self.user_id}"


class LeagueGame(models.Model):
    """A game of a division: its seats (user ids in seat order) and, once known, the places."""

    division = models.ForeignKey(Division, on_delete=models.CASCADE, related_name="games")
    round_number = models.PositiveSmallIntegerField()
    game = models.OneToOneField("games.Game", on_delete=models.PROTECT, related_name="+")
    seats = models.JSONField(help_text="user ids in seat order")
    places = models.JSONField(null=True, blank=True)
    adjudication = models.JSONField(
        null=True, blank=True, help_text="the ruling's evidence, published once it is made"
    )
    annulled = models.BooleanField(
        default=False, help_text="a withdrawn player's game: standings and crosstables skip it"
    )

    class Meta:
        ordering = ["division", "round_number", "id"]

    def __str__(self) -> str:
        return f"division {self.division_id} round {self.round_number}"


class LeagueEvent(models.Model):
    """One fact of a league's log (season started, adjudication, override). Append-only: the
    services only ever create rows."""

    league = models.ForeignKey(League, on_delete=models.CASCADE, related_name="events")
    type = models.CharField(max_length=64)
    actor = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    data = models.JSONField(default=dict)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["league", "id"]

    def __str__(self) -> str:
        return f"league {self.league_id} {self.type}"
