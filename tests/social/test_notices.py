"""Invitations reach the notification feed, in social's own words (its registered kind)."""

from __future__ import annotations

import pytest
from django.utils import translation

from notifications.kinds import notification_text
from notifications.models import Notification
from social import services
from social.notification_kinds import INVITATION_RECEIVED

pytestmark = pytest.mark.django_db


def test_an_invitation_lands_in_the_invitees_feed(secret_nim, alice, bob):
    game, [invitation] = services.invitation_game_create(
        user=alice, engine="secret-nim", invitees=["bob"]
    )
    [note] = Notification.objects.filter(user=bob)
    assert note.kind == INVITATION_RECEIVED
    assert note.payload == {"game_id": game.pk, "invitation_id": invitation.pk, "by": "alice"}
    assert not Notification.objects.filter(user=alice).exists()


@pytest.mark.parametrize(
    "payload, english",
    [
        ({"by": "alice", "game_id": 12}, "alice invited you to game 12"),
        ({}, "You have been invited to a game"),
    ],
)
def test_social_words_its_own_kind(payload, english):
    with translation.override("en"):
        assert notification_text(INVITATION_RECEIVED, payload) == english
