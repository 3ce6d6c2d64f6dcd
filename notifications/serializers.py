"""Input and output shapes of the notifications API (validation only; no logic)."""

from __future__ import annotations

from rest_framework import serializers

from games.serializers import MAX_ID
from notifications.kinds import notification_text
from notifications.models import Notification, Webhook


class NotificationOut(serializers.ModelSerializer):
    text = serializers.SerializerMethodField()

    class Meta:
        model = Notification
        fields = ["id", "kind", "text", "payload", "created_at", "read_at"]

    def get_text(self, note: Notification) -> str:
        return notification_text(note.kind, note.payload)


class NotificationsIn(serializers.Serializer):
    unread = serializers.BooleanField(required=False, default=False)


class NotificationsReadIn(serializers.Serializer):
    ids = serializers.ListField(
        child=serializers.IntegerField(min_value=1, max_value=MAX_ID),
        required=False,
        allow_null=True,
        default=None,
        help_text="the notifications to mark read; leave out to mark them all",
    )


class MarkedOut(serializers.Serializer):
    marked = serializers.IntegerField()


class WebhookIn(serializers.Serializer):
    url = serializers.URLField(max_length=500)


class WebhookOut(serializers.ModelSerializer):
    class Meta:
        model = Webhook
        fields = ["id", "url", "created_at"]


class WebhookCreatedOut(WebhookOut):
    secret = serializers.CharField(help_text="shown only now: check X-Platform-Signature with it")

    class Meta(WebhookOut.Meta):
        fields = [*WebhookOut.Meta.fields, "secret"]
