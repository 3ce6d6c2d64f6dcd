"""Tables of notifications: the feed, users' webhooks and each delivery to a webhook.

They were games' tables; their names stay (`db_table`, moved with SeparateDatabaseAndState).
"""

from __future__ import annotations

from django.conf import settings
from django.db import models


class Notification(models.Model):
    """One entry of a user's in-app feed; email and webhooks are sent from it by tasks."""

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="notifications"
    )
    kind = models.CharField(max_length=32)
    payload = models.JSONField(default=dict)
    created_at = models.DateTimeField(auto_now_add=True)
    read_at = models.DateTimeField(null=True, blank=True)
    # When its email and webhook deliveries were made (null: its delivery task has not run; a
    # sweep queues it again after the grace period).
    delivered_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        db_table = "games_notification"
        ordering = ["-created_at", "-id"]
        indexes = [
            models.Index(
                fields=["user", "read_at", "-created_at"], name="games_notif_user_id_3b689c_idx"
            )
        ]

    def __str__(self) -> str:
        return f"{self.kind} for user {self.user_id}"


class Webhook(models.Model):
    """A URL a user registered; each notification is POSTed to it, signed with its secret."""

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="webhooks"
    )
    url = models.URLField(max_length=500)
    secret = models.CharField(max_length=64)
    created_at = models.DateTimeField(auto_now_add=True)
    active = models.BooleanField(default=True)

    class Meta:
        db_table = "games_webhook"
        ordering = ["id"]

    def __str__(self) -> str:
        return f"webhook {self.pk} of user {self.user_id}"


class WebhookDelivery(models.Model):
    """One notification to one webhook: attempts and the last answer, for retries and support."""

    webhook = models.ForeignKey(Webhook, on_delete=models.CASCADE, related_name="deliveries")
    notification = models.ForeignKey(Notification, on_delete=models.CASCADE, related_name="+")
    attempts = models.PositiveSmallIntegerField(default=0)
    delivered_at = models.DateTimeField(null=True, blank=True)
    last_status = models.PositiveSmallIntegerField(null=True, blank=True)
    last_error = models.CharField(max_length=300, blank=True, default="")

    class Meta:
        db_table = "games_webhookdelivery"
        constraints = [
            models.UniqueConstraint(fields=["webhook", "notification"], name="delivery_unique")
        ]

    def __str__(self) -> str:
        return f"notification {self.notification_id} to webhook {self.webhook_id}"
