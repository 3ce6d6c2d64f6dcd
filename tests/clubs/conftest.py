"""Fixtures of the clubs' tests: a club of each joining policy, owned by alice; dora too."""

from __future__ import annotations

import pytest

from clubs import services


@pytest.fixture
def dora(db):
    from tests.factories import UserFactory

    return UserFactory(username="dora")


@pytest.fixture
def open_club(alice):
    return services.club_create(user=alice, name="Open Tigers", policy="open")


@pytest.fixture
def request_club(alice):
    return services.club_create(user=alice, name="Asking Lions", policy="request")


@pytest.fixture
def invitation_club(alice):
    return services.club_create(user=alice, name="Quiet Owls", policy="invitation")
