"""API routes of notifications (under /api/, as they were when games held them)."""

from django.urls import path

from notifications import api
from notifications.stream import my_stream

urlpatterns = [
    path("notifications", api.NotificationListApi.as_view(), name="notifications"),
    path("notifications/read", api.NotificationReadApi.as_view(), name="notifications-read"),
    path("me/stream", my_stream, name="my-stream"),
    path("webhooks", api.WebhookListCreateApi.as_view(), name="webhooks"),
    path("webhooks/<int:webhook_id>", api.WebhookDetailApi.as_view(), name="webhook-detail"),
]
