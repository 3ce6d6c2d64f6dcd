"""Tables of a game: the game and its seats (projections), the event log (the truth), snapshots."""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _

from games.bot_levels import BOT_THINK_LEVELS, DEFAULT_BOT_THINK_MS


class GameStatus(models.TextChoices):
    OPEN = "open", _("Waiting for players")
    ACTIVE = "active", _("In play")
    FINISHED = "finished", _("Finished")
    ABORTED = "aborted", _("Aborted")


class Game(models.Model):
    """One game. Everything but the seed and the creation facts is a projection of the log."""

    engine = models.CharField(max_length=64, db_index=True)
    engine_version = models.PositiveIntegerField()
    options = models.JSONField(default=dict, blank=True)
    rated = models.BooleanField(default=False)
    seat_count = models.PositiveSmallIntegerField()
    time_control = models.JSONField(default=dict, blank=True)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    random_seating = models.BooleanField(
        default=True, help_text="seats drawn at random when the game starts (else join order)"
    )
    seed = models.CharField(max_length=64, help_text="hex; secret until the game ends")
    seed_commitment = models.CharField(max_length=64, help_text="sha256 of the seed, public")
    vacation_allowed = models.BooleanField(
        default=True, help_text="players' vacations pause their clocks (tournaments may forbid it)"
    )
    quiet_hours_max = models.PositiveSmallIntegerField(
        null=True,
        blank=True,
        help_text="hours a week of a player's quiet hours this game honours (0: none; empty: the "
        "platform's limit); a player whose quiet hours are longer plays on the plain clock",
    )
    bot_think_ms = models.PositiveIntegerField(
        default=DEFAULT_BOT_THINK_MS,
        choices=[(ms, label) for ms, label in BOT_THINK_LEVELS.items()],
        help_text="how long the table's strong bots think a move (milliseconds, a level)",
    )

    # Projections of the event log.
    status = models.CharField(
        max_length=16, choices=GameStatus.choices, default=GameStatus.OPEN, db_index=True
    )
    seq = models.PositiveIntegerField(default=0, help_text="seq of the last event")
    head_hash = models.CharField(max_length=64, blank=True, default="")
    to_act = models.JSONField(default=list, blank=True)
    outcome = models.JSONField(null=True, blank=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [
            models.Index(fields=["engine", "status"]),
            models.Index(fields=["engine", "finished_at"]),  # ratings apply in finishing order
            # the archive's game finder (docs/archive.md): dates, engine and seats, state
            models.Index(fields=["started_at", "id"], name="game_started_idx"),
            models.Index(fields=["engine", "seat_count", "id"], name="game_engine_seats_idx"),
            models.Index(
                fields=["status", "seat_count", "rated", "id"], name="game_status_seats_idx"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.engine} #{self.pk} ({self.status})"


class Seat(models.Model):
    """A place at the table: a user or a bot, with its projected result."""

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="seats")
    index = models.PositiveSmallIntegerField()
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.PROTECT,
        related_name="seats",
    )
    is_bot = models.BooleanField(default=False)
    bot_kind = models.CharField(max_length=16, blank=True, default="", help_text="random or greedy")
    joined_at = models.DateTimeField(auto_now_add=True)

    # Projections of the event log.
    dropped = models.BooleanField(default=False, help_text="resigned or timed out")
    rank = models.PositiveSmallIntegerField(null=True, blank=True)
    score = models.JSONField(null=True, blank=True)
    # The seat's clock (projection of its last `platform.clock_set`): running until
    # clock_deadline, or paused with clock_bank seconds left, or stopped with clock_bank (Fischer).
    clock_bank = models.FloatField(null=True, blank=True)
    clock_deadline = models.DateTimeField(null=True, blank=True)
    clock_paused = models.BooleanField(default=False)
    # Set while the running clock's player is inside their quiet hours: when they end (the
    # clock's deadline already lies past them). Projection of the last `platform.clock_set`.
    clock_quiet_until = models.DateTimeField(null=True, blank=True)
    # Not a projection: when quiet hours next pause or resume the running clock (the clock sweep
    # writes that row then, at that time) and whether a "your turn" waits for their end.
    quiet_change_at = models.DateTimeField(null=True, blank=True)
    quiet_call_deferred = models.BooleanField(default=False)
    # Not a projection: how many of settings.CLOCK_REMINDERS were sent for the running clock.
    reminders_sent = models.PositiveSmallIntegerField(default=0)
    # Not a projection: when the seat's player last had the game open or acted in it (the
    # notifications keep quiet while they are at the table).
    last_seen_at = models.DateTimeField(null=True, blank=True)
    # Not a projection: the seat stores conditional moves or standing answers (a row of
    # games.ConditionalMoves), so a change of the game looks for them only then.
    has_conditional_moves = models.BooleanField(default=False)

    class Meta:
        ordering = ["game_id", "index"]  # by the column: "game" would join the games to sort
        indexes = [
            models.Index(
                fields=["clock_deadline"],
                condition=models.Q(clock_deadline__isnull=False),
                name="seat_running_clock_idx",
            ),
            # a player's games, read from the index alone (the archive's game finder)
            models.Index(fields=["user", "game"], name="seat_user_game_idx"),
            models.Index(
                fields=["quiet_change_at"],
                condition=models.Q(quiet_change_at__isnull=False),
                name="seat_quiet_change_idx",
            ),
        ]
        constraints = [
            models.UniqueConstraint(fields=["game", "index"], name="seat_unique_index"),
            models.UniqueConstraint(
                fields=["game", "user"],
                condition=models.Q(user__isnull=False),
                name="seat_unique_user",
            ),
        ]

    def __str__(self) -> str:
        who = "bot" if self.is_bot else (self.user.username if self.user else "empty")
        return f"seat {self.index} of game {self.game_id}: {who}"


class GameEvent(models.Model):
    """One fact of a game's log. Append-only: a database trigger refuses UPDATE and DELETE."""

    game = models.ForeignKey(Game, on_delete=models.PROTECT, related_name="events")
    seq = models.PositiveIntegerField()
    type = models.CharField(max_length=64)
    data = models.JSONField()
    seat = models.SmallIntegerField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    hash = models.CharField(max_length=64)

    class Meta:
        ordering = ["game_id", "seq"]  # by the column: "game" would join the games to sort
        constraints = [
            models.UniqueConstraint(fields=["game", "seq"], name="event_unique_seq"),
        ]

    def __str__(self) -> str:
        return f"game {self.game_id} #{self.seq} {self.type}"


class Snapshot(models.Model):
    """A cache of the folded state after event `seq`. Deleting snapshots changes only speed."""

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="snapshots")
    seq = models.PositiveIntegerField()
    engine_version = models.PositiveIntegerField()
    data = models.JSONField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["game", "seq"], name="snapshot_unique_seq"),
        ]

    def __str__(self) -> str:
        return f"game {self.game_id} after event {self.seq}"


class MoveReceipt(models.Model):
    """The first answer to a move with an idempotency key, returned again on a retry."""

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="+")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    key = models.CharField(max_length=128)
    request_digest = models.CharField(
        max_length=64,
        blank=True,
        default="",
        help_text="SHA-256 of the move and expected_seq sent first; empty on older receipts",
    )
    status_code = models.PositiveSmallIntegerField()
    response = models.JSONField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["game", "user", "key"], name="receipt_unique_key"),
        ]

    def __str__(self) -> str:
        return f"game {self.game_id} move by user {self.user_id} ({self.status_code})"


class AnalysisStatus(models.TextChoices):
    QUEUED = "queued", _("Queued")
    RUNNING = "running", _("Running")
    DONE = "done", _("Done")
    FAILED = "failed", _("Failed")


class GameAnalysis(models.Model):
    """The strong bot's analysis of a finished game, ply by ply: stored beside the game, never in
    its log. Done at the game's engine version and the current budget (`iterations`), it is
    served as it is; a failed one, or one done at another version or budget, may be requested
    again (`requested_by` counts against that user's queued analyses).

    `plies` lists, per move of the log: `seq`, `seat`, `played`, `preferred` (the search's move),
    `chances` (each seat's estimated chance to win before the move) and `loss` (how much of the
    mover's chance the played move gave up against the preferred one); and the judgements
    (games.services.judgements): `verdict`, `seen` (the search from the mover's view: its
    preferred move, chance, loss and verdict), `accuracy` and `note`."""

    game = models.OneToOneField(Game, on_delete=models.CASCADE, related_name="analysis")
    status = models.CharField(
        max_length=16, choices=AnalysisStatus.choices, default=AnalysisStatus.QUEUED
    )
    plies_done = models.PositiveIntegerField(default=0)
    plies_total = models.PositiveIntegerField(default=0)
    plies = models.JSONField(default=list, blank=True)
    final_chances = models.JSONField(default=list, blank=True)
    seconds = models.FloatField(null=True, blank=True)
    requested_at = models.DateTimeField()
    finished_at = models.DateTimeField(null=True, blank=True)
    requested_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="+",
    )
    engine_version = models.PositiveIntegerField(default=0)  # of the engine that computed it
    iterations = models.PositiveIntegerField(default=0)  # the search's budget per move

    class Meta:
        indexes = [models.Index(fields=["status"], name="analysis_status")]

    def __str__(self) -> str:
        return f"analysis of game {self.game_id}: {self.status}"


class WorkerHeartbeat(models.Model):
    """The last sign of life of one Celery worker (written by its beat), for platform_status."""

    name = models.CharField(max_length=200, primary_key=True)
    started_at = models.DateTimeField()
    beat_at = models.DateTimeField()
    pid = models.PositiveIntegerField(default=0)

    def __str__(self) -> str:
        return f"{self.name} at {self.beat_at:%H:%M:%S}"


class TakebackStatus(models.TextChoices):
    PENDING = "pending", _("Waiting for the other players")
    ACCEPTED = "accepted", _("Accepted: the move was taken back")
    DECLINED = "declined", _("Declined")
    LAPSED = "lapsed", _("Lapsed: the game moved on")


class TakebackRequest(models.Model):
    """A player's request to take back their last move, answered by every other person seated.

    Not the log: an accepted request appends `platform.move_taken_back`, which the fold honours
    (games.log.play_state); the request itself says only which move (a public seq) and who asked.
    """

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="takeback_requests")
    seat = models.PositiveSmallIntegerField(help_text="the asking seat")
    asked_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+"
    )
    move_seq = models.PositiveIntegerField(help_text="the seq of the move row to take back")
    at_seq = models.PositiveIntegerField(help_text="the game's seq when asked")
    status = models.CharField(
        max_length=16, choices=TakebackStatus.choices, default=TakebackStatus.PENDING
    )
    accepted_by = models.JSONField(default=list, blank=True, help_text="seats that agreed")
    created_at = models.DateTimeField(auto_now_add=True)
    answered_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["game_id", "-id"]
        constraints = [
            models.UniqueConstraint(
                fields=["game"],
                condition=models.Q(status="pending"),
                name="takeback_one_pending_per_game",
            )
        ]

    def __str__(self) -> str:
        return f"takeback of #{self.move_seq} in game {self.game_id} ({self.status})"


from games.conditional.models import ConditionalMoves  # noqa: E402, F401  (a table of games)
