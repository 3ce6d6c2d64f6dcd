"""Every write of notifications: the feed, email, webhooks and digests."""

from notifications.services.delivery import notification_deliver, notifications_undelivered
from notifications.services.digests import digests_send
from notifications.services.feed import (
    conditional_dropped_send,
    game_notifications_send,
    notification_send,
    notifications_mark_read,
    notifications_send,
    reminder_send,
    timeout_notifications_send,
    your_turn_read,
)
from notifications.services.webhooks import (
    webhook_delete,
    webhook_delivery_attempt,
    webhook_register,
    webhook_retry_countdown,
)

__all__ = [
    "conditional_dropped_send",
    "digests_send",
    "game_notifications_send",
    "notification_deliver",
    "notification_send",
    "notifications_mark_read",
    "notifications_send",
    "notifications_undelivered",
    "reminder_send",
    "timeout_notifications_send",
    "webhook_delete",
    "webhook_delivery_attempt",
    "webhook_register",
    "webhook_retry_countdown",
    "your_turn_read",
]
