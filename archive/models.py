"""The archive's one table: a player's choice to keep their profile private (their name out of
search results, statistics, head-to-heads and dumps for everyone but themselves)."""

from __future__ import annotations

from django.conf import settings
from django.db import models


class PlayerPrivacy(models.Model):
    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, primary_key=True, related_name="+"
    )
    private_profile = models.BooleanField(default=False)
    updated_at = models.DateTimeField(auto_now=True)

    def __str__(self) -> str:
        return f"user {self.user_id}: {'private' if self.private_profile else 'public'}"
