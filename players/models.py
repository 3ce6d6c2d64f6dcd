"""The player profile: vacation allowance, how and in which language a player is notified."""

from __future__ import annotations

from django.conf import settings
from django.db import models

from players.channels import CHANNELS, EMAIL, IN_APP, WEBHOOK, default_channels


class EmailMode(models.TextChoices):
    EACH = "each", "An email for each notification"
    DIGEST = "digest", "One email a day"
    OFF = "off", "No email"


__all__ = ["CHANNELS", "EMAIL", "IN_APP", "WEBHOOK", "EmailMode", "PlayerProfile"]


class PlayerProfile(models.Model):
    """A player's vacation allowance and how (and in which language) they want to be notified."""

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="player_profile"
    )
    vacation_year = models.PositiveSmallIntegerField(default=0)
    vacation_days_used = models.PositiveSmallIntegerField(default=0)
    vacation_started_at = models.DateTimeField(null=True, blank=True)
    vacation_until = models.DateTimeField(null=True, blank=True, db_index=True)
    email_mode = models.CharField(max_length=8, choices=EmailMode.choices, default=EmailMode.EACH)
    last_digest_at = models.DateTimeField(null=True, blank=True)
    # The language of the player's emails and webhook texts: the one they chose last on the site
    # or through the API ("" until then: the site's default).
    language = models.CharField(max_length=8, blank=True, default="")
    # Per notification kind, the channels the player wants it on (a subset of CHANNELS; an empty
    # list: off). A kind not named here goes to every channel.
    notification_channels = models.JSONField(default=dict, blank=True)
    # An IANA time zone ("Asia/Seoul") for the times on pages and in emails; "" until the player
    # chooses one (pages then use the browser's, which a small script reports in a cookie).
    time_zone = models.CharField(max_length=64, blank=True, default="")
    # Whether a click on a game's board is shown first and played on "Confirm" (on by default:
    # one misclick would spend an action); the game page's switch and the profile set it.
    confirm_moves = models.BooleanField(default=True)
    # The weekly quiet hours (players.quiet_hours: [{"days", "start", "end"}], in `time_zone`)
    # during which the player's clocks do not run and their reminders wait.
    quiet_hours = models.JSONField(default=list, blank=True)

    class Meta:
        db_table = "games_playerprofile"  # the table it had in games (SeparateDatabaseAndState)

    def __str__(self) -> str:
        return f"profile of user {self.user_id}"

    def channels_for(self, kind: str) -> list[str]:
        """The channels `kind` goes to for this player."""
        chosen = (self.notification_channels or {}).get(kind)
        return default_channels(kind) if chosen is None else [c for c in CHANNELS if c in chosen]
