"""Input and output shapes of the notifications API (validation only; no logic)."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _
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
    """Either `{"ids": [...]}` or `{"all": true}`: an empty body marks nothing, it is refused."""

    ids = serializers.ListField(
        child=serializers.IntegerField(min_value=1, max_value=MAX_ID),
        required=False,
        max_length=1000,
        help_text="the notifications to mark read",
    )
    all = serializers.BooleanField(
        required=False, help_text="true to mark every notification read (instead of ids)"
    )

    def validate(self, attrs: dict) -> dict:
        if "ids" in attrs and "all" in attrs:
            raise serializers.ValidationError(_("Send either ids or all, not both."))
        if "ids" not in attrs and attrs.get("all") is not True:
            raise serializers.ValidationError(
                _('Say which notifications to mark read: {"ids": [...]} or {"all": true}.')
            )
        return attrs


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
