"""Announcements reach every member as a notification on the channels each one chose for club
announcements (the feed, email, off); non-members and players a block stands between the author
and are not told; only members read the club's announcements."""

from __future__ import annotations

import pytest
from django.core import mail

from clubs import services
from errors import PlatformError
from notifications.models import Notification
from notifications.services.delivery import notification_deliver
from players.services import notification_channels_set
from social.models import Block

pytestmark = pytest.mark.django_db


@pytest.fixture
def members(open_club, bob, carol, dora):
    for user in (bob, carol, dora):
        user.email = f"{user.username}@example.org"
        user.save()
        services.club_join(club=open_club, user=user)
    return open_club


def test_an_announcement_reaches_each_member_by_their_preference(
    members, alice, bob, carol, dora, settings
):
    settings.EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
    notification_channels_set(user=carol, channels={"club_announcement": ["email"]})
    notification_channels_set(user=dora, channels={"club_announcement": []})
    services.announcement_post(club=members, user=alice, text="Swiss on Friday at eight.")
    notes = {
        note.user.username: note for note in Notification.objects.filter(kind="club_announcement")
    }
    assert set(notes) == {"bob", "carol"}  # not the author, not dora (off)
    assert notes["bob"].read_at is None  # in bob's feed
    assert notes["carol"].read_at is not None  # email only: not in carol's feed
    for note in notes.values():
        notification_deliver(notification_id=note.pk)
    subjects = {message.to[0]: message.subject for message in mail.outbox}
    assert subjects["carol@example.org"] == (
        "Announcement in the club “Open Tigers”: Swiss on Friday at eight."
    )
    assert "dora@example.org" not in subjects


def test_a_block_keeps_the_announcement_from_the_blocker(members, alice, bob, carol):
    Block.objects.create(blocker=bob, blocked=alice)
    services.announcement_post(club=members, user=alice, text="Hello")
    told = set(
        Notification.objects.filter(kind="club_announcement").values_list(
            "user__username", flat=True
        )
    )
    assert told == {"carol", "dora"}


def test_only_moderators_announce_and_only_members_read(members, alice, bob, api):
    with pytest.raises(PlatformError) as refused:
        services.announcement_post(club=members, user=bob, text="Me too")
    assert refused.value.code == "not_moderator"
    services.role_set(club=members, by=alice, user=bob, role="moderator")
    posted = api(bob).post(
        f"/api/clubs/{members.pk}/announcements", {"text": "Me too"}, format="json"
    )
    assert posted.status_code == 201 and posted.json()["author"] == "bob"
    from tests.factories import UserFactory

    outsider = UserFactory(username="erin")
    answer = api(outsider).get(f"/api/clubs/{members.pk}/announcements")
    assert answer.status_code == 403 and answer.json()["error"]["code"] == "not_a_member"
    listed = api(alice).get(f"/api/clubs/{members.pk}/announcements").json()
    assert [row["text"] for row in listed["results"]] == ["Me too"]
    page = api(outsider).get(f"/clubs/{members.pk}/").content.decode()
    assert "Me too" not in page


def test_an_announcement_costs_the_same_queries_whatever_the_clubs_size(
    open_club, alice, django_assert_max_num_queries
):
    from tests.factories import UserFactory

    for number in range(40):
        services.club_join(club=open_club, user=UserFactory(username=f"m{number}"))
    with django_assert_max_num_queries(12):
        services.announcement_post(club=open_club, user=alice, text="All of you")
    assert Notification.objects.filter(kind="club_announcement").count() == 40
