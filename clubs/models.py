"""A club, its members and their roles, the requests and invitations to join, bans, the
announcements to all members and the events (tournaments, ladders) only members may enter."""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.db.models.functions import Lower


class JoinPolicy(models.TextChoices):
    OPEN = "open", "open"
    REQUEST = "request", "by request"
    INVITATION = "invitation", "by invitation"


class Role(models.TextChoices):
    OWNER = "owner", "owner"
    MODERATOR = "moderator", "moderator"
    MEMBER = "member", "member"


class EventKind(models.TextChoices):
    TOURNAMENT = "tournament", "tournament"
    LADDER = "ladder", "ladder"


class Club(models.Model):
    name = models.CharField(max_length=80)
    description = models.TextField(max_length=2000, blank=True, default="")
    policy = models.CharField(max_length=16, choices=JoinPolicy.choices, default=JoinPolicy.OPEN)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="clubs_created"
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(Lower("name"), name="club_name_unique_ci")]
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name


class Membership(models.Model):
    club = models.ForeignKey(Club, on_delete=models.CASCADE, related_name="memberships")
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="club_memberships"
    )
    role = models.CharField(max_length=16, choices=Role.choices, default=Role.MEMBER)
    joined_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["club", "user"], name="club_membership_unique")
        ]

    def __str__(self) -> str:
        return f"{self.user_id} in club {self.club_id} ({self.role})"


class JoinRequest(models.Model):
    """A player asks to join a club that takes members by request; a moderator answers."""

    club = models.ForeignKey(Club, on_delete=models.CASCADE, related_name="join_requests")
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="club_join_requests"
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["club", "user"], name="club_join_request_unique")
        ]

    def __str__(self) -> str:
        return f"{self.user_id} asks to join club {self.club_id}"


class ClubInvitation(models.Model):
    """A moderator invites a player; the player accepts (joins) or declines (the row goes)."""

    club = models.ForeignKey(Club, on_delete=models.CASCADE, related_name="invitations")
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="club_invitations"
    )
    invited_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="club_invitations_sent"
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["club", "user"], name="club_invitation_unique")
        ]

    def __str__(self) -> str:
        return f"{self.user_id} invited to club {self.club_id}"


class ClubBan(models.Model):
    """A banned player may not join, ask to join or be invited until the ban is lifted."""

    club = models.ForeignKey(Club, on_delete=models.CASCADE, related_name="bans")
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="club_bans"
    )
    banned_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="club_bans_made"
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["club", "user"], name="club_ban_unique")]

    def __str__(self) -> str:
        return f"{self.user_id} banned from club {self.club_id}"


class Announcement(models.Model):
    club = models.ForeignKey(Club, on_delete=models.CASCADE, related_name="announcements")
    author = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="club_announcements"
    )
    text = models.TextField(max_length=4000)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at", "-id"]

    def __str__(self) -> str:
        return f"announcement {self.pk} in club {self.club_id}"


class ClubEvent(models.Model):
    """An event only the club's members may enter: the club's entry rule on a tournament or a
    ladder (their apps ask the rule through their entry-check lists; they import no club)."""

    club = models.ForeignKey(Club, on_delete=models.CASCADE, related_name="events")
    kind = models.CharField(max_length=16, choices=EventKind.choices)
    event_id = models.PositiveBigIntegerField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["kind", "event_id"], name="club_event_unique")
        ]

    def __str__(self) -> str:
        return f"{self.kind} {self.event_id}: club {self.club_id} only"
