"""Tables of social play: who may watch a game, invitations, links, seeks, chat, blocks, reports.

Social imports games, never the other way: every table here points at a `games.Game` and keeps
what games does not know (a game is public unless a GameVisibility row says otherwise).
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _

from games.models import Game


class GameVisibility(models.Model):
    """Whether strangers may watch a game. No row means public (the default); `friends_only`:
    only its creator's friends (mutual follows) and its players may watch, list or join it."""

    game = models.OneToOneField(Game, on_delete=models.CASCADE, primary_key=True, related_name="+")
    public = models.BooleanField(default=True)
    friends_only = models.BooleanField(default=False)
    updated_at = models.DateTimeField(auto_now=True)

    def __str__(self) -> str:
        shown = "friends only" if self.friends_only else "public"
        return f"game {self.game_id}: {shown if self.public else 'private'}"


class InvitationStatus(models.TextChoices):
    PENDING = "pending", _("Waiting for an answer")
    ACCEPTED = "accepted", _("Accepted")
    DECLINED = "declined", _("Declined")


class Invitation(models.Model):
    """A named player asked to take a seat at a game; answered once (accept seats them)."""

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="+")
    inviter = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="invitations_sent"
    )
    invitee = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="invitations_received"
    )
    status = models.CharField(
        max_length=16, choices=InvitationStatus.choices, default=InvitationStatus.PENDING
    )
    created_at = models.DateTimeField(auto_now_add=True)
    answered_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        constraints = [
            models.UniqueConstraint(fields=["game", "invitee"], name="invitation_unique_invitee")
        ]
        indexes = [models.Index(fields=["invitee", "status"])]

    def __str__(self) -> str:
        return f"invitation of {self.invitee_id} to game {self.game_id} ({self.status})"


class InviteLink(models.Model):
    """A secret token anyone logged in can use to take a free seat at a game."""

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="+")
    token = models.CharField(max_length=64, unique=True)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    revoked_at = models.DateTimeField(null=True, blank=True)

    def __str__(self) -> str:
        return f"invite link to game {self.game_id}"


class SeekStatus(models.TextChoices):
    OPEN = "open", _("Looking for players")
    FILLED = "filled", _("Filled: the game has started")
    CANCELLED = "cancelled", _("Cancelled")


class Seek(models.Model):
    """A lobby offer: "I want a game like this". The game is created when the seek fills."""

    seeker = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="seeks"
    )
    engine = models.CharField(max_length=64)
    players = models.PositiveSmallIntegerField()
    options = models.JSONField(default=dict, blank=True)
    rated = models.BooleanField(default=False)
    time_control = models.JSONField(default=dict, blank=True)
    time_control_kind = models.CharField(max_length=16, default="none")
    public = models.BooleanField(default=True, help_text="whether the game may be watched")
    friends_only = models.BooleanField(
        default=False, help_text="only the seeker's friends (mutual follows) see and take it"
    )
    rating_window = models.PositiveIntegerField(
        null=True, blank=True, help_text="only rated players within ± this many points"
    )
    seeker_rating = models.FloatField(
        null=True, blank=True, help_text="the seeker's rating when the seek was made"
    )
    status = models.CharField(max_length=16, choices=SeekStatus.choices, default=SeekStatus.OPEN)
    game = models.ForeignKey(
        Game, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["status", "engine"])]

    def __str__(self) -> str:
        return f"seek {self.pk} by {self.seeker_id}: {self.engine} ({self.status})"


class SeekEntry(models.Model):
    """A player who took a seek with more than two seats, waiting for it to fill."""

    seek = models.ForeignKey(Seek, on_delete=models.CASCADE, related_name="entries")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["seek", "created_at", "id"]
        constraints = [models.UniqueConstraint(fields=["seek", "user"], name="seek_entry_unique")]

    def __str__(self) -> str:
        return f"user {self.user_id} in seek {self.seek_id}"


class ChatChannel(models.TextChoices):
    PLAYERS = "players", _("Players")
    SPECTATORS = "spectators", _("Spectators")


class ChatMessage(models.Model):
    """One chat line of a game. Append-only: a database trigger refuses UPDATE and DELETE."""

    game = models.ForeignKey(Game, on_delete=models.PROTECT, related_name="+")
    channel = models.CharField(max_length=16, choices=ChatChannel.choices)
    author = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    seat = models.SmallIntegerField(null=True, blank=True, help_text="the author's seat, if any")
    at_seq = models.PositiveIntegerField(help_text="the game's seq when posted (for replays)")
    text = models.CharField(max_length=500)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["game", "id"]
        indexes = [models.Index(fields=["game", "channel", "id"])]

    def __str__(self) -> str:
        return f"game {self.game_id} {self.channel} #{self.pk}"


class ChatMute(models.Model):
    """A user who turned a game's chat off for themselves."""

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="+")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["game", "user"], name="chat_mute_unique")]

    def __str__(self) -> str:
        return f"user {self.user_id} muted game {self.game_id}"


class Block(models.Model):
    """`blocker` wants nothing from `blocked`: no invitations, challenges or chat."""

    blocker = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="blocks_made"
    )
    blocked = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="blocks_received"
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        constraints = [
            models.UniqueConstraint(fields=["blocker", "blocked"], name="block_unique_pair"),
            models.CheckConstraint(
                condition=~models.Q(blocker=models.F("blocked")), name="block_not_self"
            ),
        ]

    def __str__(self) -> str:
        return f"{self.blocker_id} blocks {self.blocked_id}"


class Follow(models.Model):
    """`follower` follows `followed`: their finished games and events reach the follower's feed.
    Two players following each other are friends."""

    follower = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="follows_made"
    )
    followed = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="follows_received"
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        constraints = [
            models.UniqueConstraint(fields=["follower", "followed"], name="follow_unique_pair"),
            models.CheckConstraint(
                condition=~models.Q(follower=models.F("followed")), name="follow_not_self"
            ),
        ]
        indexes = [models.Index(fields=["followed", "follower"], name="follow_by_followed")]

    def __str__(self) -> str:
        return f"{self.follower_id} follows {self.followed_id}"


class ReportKind(models.TextChoices):
    MESSAGE = "message", _("A chat message")
    PLAYER = "player", _("A player")


class ReportStatus(models.TextChoices):
    OPEN = "open", _("Open")
    RESOLVED = "resolved", _("Resolved")
    DISMISSED = "dismissed", _("Dismissed")


class Report(models.Model):
    """A complaint about a chat message or a player, for staff to handle in the admin."""

    reporter = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="reports_made"
    )
    kind = models.CharField(max_length=16, choices=ReportKind.choices)
    reported_user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="reports_received"
    )
    message = models.ForeignKey(
        ChatMessage, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    game = models.ForeignKey(
        Game, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    reason = models.TextField(max_length=1000)
    status = models.CharField(
        max_length=16, choices=ReportStatus.choices, default=ReportStatus.OPEN
    )
    staff_note = models.TextField(blank=True, default="")
    handled_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    handled_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["status", "-created_at"])]
        constraints = [
            models.UniqueConstraint(
                fields=["reporter", "message"],
                condition=models.Q(message__isnull=False),
                name="report_unique_message",
            )
        ]

    def __str__(self) -> str:
        return f"report {self.pk}: {self.kind} {self.reported_user_id} ({self.status})"


class RematchStatus(models.TextChoices):
    PENDING = "pending", _("Waiting for the other players")
    ACCEPTED = "accepted", _("Accepted: the games have started")
    DECLINED = "declined", _("Declined")


class RematchOffer(models.Model):
    """A rematch of a finished game: the same table, options and clock with the seats rotated,
    offered by one of its players and started once every other person accepts. A paired rematch
    (two players) makes two games at once, the seats swapped between them."""

    original = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="+")
    offered_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+"
    )
    paired = models.BooleanField(default=False)
    status = models.CharField(
        max_length=16, choices=RematchStatus.choices, default=RematchStatus.PENDING
    )
    accepted_by = models.JSONField(default=list, blank=True, help_text="user ids that agreed")
    game = models.ForeignKey(
        Game, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    paired_game = models.ForeignKey(
        Game, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    answered_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        constraints = [
            models.UniqueConstraint(
                fields=["original"],
                condition=models.Q(status="pending"),
                name="rematch_one_pending_per_game",
            )
        ]

    def __str__(self) -> str:
        return f"rematch of game {self.original_id} ({self.status})"
