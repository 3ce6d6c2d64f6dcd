"""Invitations reach games' notification feed once it exists and knows the kind."""

from __future__ import annotations

import sys
import types

import pytest

from social import services
from social.services.notices import INVITATION_RECEIVED

pytestmark = pytest.mark.django_db


def _fake_notifications(monkeypatch, kinds):
    sent = []
    module = types.ModuleType("games.services.notifications")
    module.KINDS = kinds
    module.notification_send = lambda *, user, kind, payload: sent.append((user, kind, payload))
    monkeypatch.setitem(sys.modules, "games.services.notifications", module)
    return sent


def test_an_invitation_is_sent_to_the_feed_when_the_kind_is_known(
    secret_nim, alice, bob, monkeypatch
):
    sent = _fake_notifications(monkeypatch, (INVITATION_RECEIVED,))
    game, [invitation] = services.invitation_game_create(
        user=alice, engine="secret-nim", invitees=["bob"]
    )
    assert sent == [
        (
            bob,
            INVITATION_RECEIVED,
            {"game_id": game.pk, "invitation_id": invitation.pk, "by": "alice"},
        )
    ]


def test_nothing_is_sent_while_the_feed_does_not_know_the_kind(secret_nim, alice, bob, monkeypatch):
    sent = _fake_notifications(monkeypatch, ("your_turn",))
    services.invitation_game_create(user=alice, engine="secret-nim", invitees=["bob"])
    assert sent == []
