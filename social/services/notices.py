"""Telling a user about an invitation through games' notification feed, once that exists.

games.services.notifications (clocks + notifications branch) is not merged yet; when it is,
and its KINDS lists "invitation_received", invitations reach the feed, email and webhooks with
no change here. Until then the invitations endpoint is the user's inbox.
"""

from __future__ import annotations

import importlib

INVITATION_RECEIVED = "invitation_received"


def notify(*, user, kind: str, payload: dict) -> bool:
    """Send through games' notification_send if it is there and knows `kind`; else do nothing."""
    try:
        notifications = importlib.import_module("games.services.notifications")
    except ImportError:
        return False
    if kind not in getattr(notifications, "KINDS", ()):
        return False
    notifications.notification_send(user=user, kind=kind, payload=payload)
    return True
