"""The channels a notification goes to (the site's feed, email, webhooks), and each kind's
default for a player who has not chosen."""

from __future__ import annotations

IN_APP = "in_app"
EMAIL = "email"
WEBHOOK = "webhook"
CHANNELS = (IN_APP, EMAIL, WEBHOOK)
# Kinds that go only to the site's feed until the player chooses otherwise (news of the players
# one follows: quiet by default). Apps add theirs when they register their kinds.
QUIET_KINDS: set[str] = set()


def default_channels(kind: str) -> list[str]:
    """The channels `kind` goes to for a player who has not chosen."""
    return [IN_APP] if kind in QUIET_KINDS else list(CHANNELS)
