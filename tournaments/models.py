"""Tables of organised tournaments: the event, its entrants, its rounds and their tables.

A table's game is a `games.Game` reached through `Table.game`; games knows nothing of this app.
Results are copied from the finished game onto `TableSeat.place` (a projection), so pairing and
standings read only these tables.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _

__all__ = [
    "Entrant",
    "EntrantStatus",
    "Round",
    "RoundStatus",
    "Table",
    "TableSeat",
    "Tournament",
    "TournamentFormat",
    "TournamentStatus",
]


class TournamentFormat(models.TextChoices):
    SWISS = "swiss", _("Swiss")
    ROUND_ROBIN = "round_robin", _("Round robin")
    DOUBLE_ROUND_ROBIN = "double_round_robin", _("Double round robin")
    ELIMINATION = "elimination", _("Single elimination")
    DOUBLE_ELIMINATION = "double_elimination", _("Double elimination")
    MCMAHON = "mcmahon", _("McMahon")


class TournamentStatus(models.TextChoices):
    DRAFT = "draft", _("Not yet open")
    REGISTRATION = "registration", _("Registration open")
    CLOSED = "closed", _("Registration closed")
    RUNNING = "running", _("In play")
    FINISHED = "finished", _("Finished")
    CANCELLED = "cancelled", _("Cancelled")


class Tournament(models.Model):
    """One organised event of one game: its format, table size, clock and registration window."""

    name = models.CharField(max_length=120)
    engine = models.CharField(max_length=64, db_index=True)
    format = models.CharField(max_length=32, choices=TournamentFormat.choices)
    players_per_table = models.PositiveSmallIntegerField(default=2)
    min_table_size = models.PositiveSmallIntegerField(
        null=True, blank=True, help_text="smallest table allowed (default: the pairing core's)"
    )
    advance = models.PositiveSmallIntegerField(
        default=1, help_text="elimination: how many of each table go on"
    )
    rounds = models.PositiveSmallIntegerField(
        null=True, blank=True, help_text="Swiss: rounds to play; others: set at start"
    )
    mcmahon_bar = models.FloatField(
        null=True, blank=True, help_text="McMahon: the rating at and above which players start top"
    )
    mcmahon_band = models.PositiveIntegerField(
        null=True, blank=True, help_text="McMahon: rating points per starting point below the bar"
    )
    mcmahon_groups = models.PositiveSmallIntegerField(
        null=True, blank=True, help_text="McMahon: groups of starting score, the top one included"
    )
    options = models.JSONField(default=dict, blank=True, help_text="the engine's options")
    time_control = models.JSONField(default=dict, blank=True)
    rated = models.BooleanField(default=False)
    bot_fill = models.CharField(
        max_length=16,
        blank=True,
        default="",
        help_text="the bot (engines.bots.BOTS) that plays a table's seats no entrant fills; "
        "'' leaves tables short",
    )
    scoring = models.JSONField(
        default=dict, blank=True, help_text='{"place_points": {"3": [1, 0.5, 0]}, "bye_points": 1}'
    )
    tiebreaks = models.JSONField(default=list, blank=True)
    round_seconds = models.PositiveIntegerField(
        null=True, blank=True, help_text="a round's deadline, counted from its start"
    )
    max_entrants = models.PositiveIntegerField(null=True, blank=True)
    quiet_hours_max = models.PositiveSmallIntegerField(
        null=True,
        blank=True,
        help_text="hours a week of a player's quiet hours the event's games honour (0: none; "
        "empty: the platform's limit)",
    )
    registration_opens_at = models.DateTimeField(null=True, blank=True)
    registration_closes_at = models.DateTimeField(null=True, blank=True)
    organiser = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="organised_tournaments"
    )
    status = models.CharField(
        max_length=16,
        choices=TournamentStatus.choices,
        default=TournamentStatus.DRAFT,
        db_index=True,
    )
    review_pairings = models.BooleanField(
        default=False,
        help_text="a new round is proposed to the director, who publishes it (off: it starts "
        "at once)",
    )
    late_bye_points = models.FloatField(
        default=0.0,
        help_text="points a late entrant gets for each round missed (a bye of this value)",
    )
    annul_under_half = models.BooleanField(
        null=True,
        blank=True,
        help_text="a player withdrawn by the director after fewer than half of their games has "
        "those results annulled (empty: yes for round robins, no otherwise)",
    )
    current_round = models.PositiveSmallIntegerField(default=0)
    final_standings = models.JSONField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-id"]

    def __str__(self) -> str:
        return f"{self.name} ({self.format}, {self.status})"


class EntrantStatus(models.TextChoices):
    ACTIVE = "active", _("Playing")
    WITHDRAWN = "withdrawn", _("Withdrew before the start")
    DROPPED = "dropped", _("Dropped during the event")


class Entrant(models.Model):
    """A player of a tournament, with the rating and seed used for pairing."""

    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="entrants")
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="tournament_entries"
    )
    status = models.CharField(
        max_length=16, choices=EntrantStatus.choices, default=EntrantStatus.ACTIVE
    )
    rating = models.FloatField(default=0.0, help_text="fixed when the event starts")
    seed = models.PositiveIntegerField(null=True, blank=True)
    first_round = models.PositiveSmallIntegerField(default=1, help_text="added later: later")
    dropped_after_round = models.PositiveSmallIntegerField(null=True, blank=True)
    late_byes = models.PositiveSmallIntegerField(
        default=0, help_text="rounds missed before a late entry, each counted as a bye"
    )
    late_points = models.FloatField(
        default=0.0, help_text="points of those byes, fixed at the late entry"
    )
    final_rank = models.PositiveIntegerField(null=True, blank=True)
    registered_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["tournament", "seed", "registered_at", "id"]
        constraints = [
            models.UniqueConstraint(fields=["tournament", "user"], name="entrant_unique_user"),
        ]

    def __str__(self) -> str:
        return f"entrant {self.user_id} of tournament {self.tournament_id} ({self.status})"


class RoundStatus(models.TextChoices):
    PROPOSED = "proposed", _("Proposed to the director")
    PLAYING = "playing", _("In play")
    FINISHED = "finished", _("Finished")


class Round(models.Model):
    """One round: its tables are created together; byes listed here."""

    tournament = models.ForeignKey(Tournament, on_delete=models.CASCADE, related_name="round_set")
    number = models.PositiveSmallIntegerField()
    status = models.CharField(
        max_length=16, choices=RoundStatus.choices, default=RoundStatus.PLAYING
    )
    byes = models.ManyToManyField(Entrant, blank=True, related_name="bye_rounds")
    started_at = models.DateTimeField(auto_now_add=True)
    deadline = models.DateTimeField(null=True, blank=True, db_index=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["tournament", "number"]
        constraints = [
            models.UniqueConstraint(fields=["tournament", "number"], name="round_unique_number"),
        ]

    def __str__(self) -> str:
        return f"round {self.number} of tournament {self.tournament_id}"


class Table(models.Model):
    """One table of a round: a game, or a forfeit when too few of its players are still in."""

    round = models.ForeignKey(Round, on_delete=models.CASCADE, related_name="tables")
    number = models.PositiveSmallIntegerField()
    game = models.OneToOneField(
        "games.Game",
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="tournament_table",
    )
    finished = models.BooleanField(default=False)
    forfeit = models.BooleanField(default=False)
    annulled = models.BooleanField(
        default=False, help_text="a withdrawn player's table: standings and crosstables skip it"
    )

    class Meta:
        ordering = ["round", "number"]
        constraints = [
            models.UniqueConstraint(fields=["round", "number"], name="table_unique_number"),
        ]

    def __str__(self) -> str:
        return f"table {self.number} of {self.round}"


class TableSeat(models.Model):
    """An entrant at a table in the pairing's seat order, and the place they finished."""

    table = models.ForeignKey(Table, on_delete=models.CASCADE, related_name="seats")
    entrant = models.ForeignKey(Entrant, on_delete=models.PROTECT, related_name="table_seats")
    index = models.PositiveSmallIntegerField()
    place = models.PositiveSmallIntegerField(null=True, blank=True)

    class Meta:
        ordering = ["table", "index"]
        constraints = [
            models.UniqueConstraint(fields=["table", "index"], name="tableseat_unique_index"),
            models.UniqueConstraint(fields=["table", "entrant"], name="tableseat_unique_entrant"),
        ]

    def __str__(self) -> str:
        return f"entrant {self.entrant_id} at table {self.table_id}, seat {self.index}"
