"""Reports of a message or a player, and staff handling them in the Django admin."""

from __future__ import annotations

import pytest

from errors import Conflict, NotFound, PlatformError
from social import services
from social.models import Report, ReportStatus
from tests.factories import UserFactory
from tests.social.conftest import error_of

pytestmark = pytest.mark.django_db


def test_report_a_message_you_can_see(table, alice, bob, dora, api):
    rude = services.chat_post(game=table, user=bob, text="rude words")
    made = api(alice).post(
        "/api/social/reports/",
        {"kind": "message", "message_id": rude.pk, "reason": "insults"},
        format="json",
    )
    assert made.status_code == 201, made.content
    assert made.json()["reported_user"] == "bob" and made.json()["status"] == "open"
    report = Report.objects.get()
    assert (report.game_id, report.message_id) == (table.pk, rude.pk)
    twice = api(alice).post(
        "/api/social/reports/",
        {"kind": "message", "message_id": rude.pk, "reason": "again"},
        format="json",
    )
    assert twice.status_code == 409 and error_of(twice)["code"] == "already_reported"
    # dora cannot see the players' channel during play, so she cannot report from it
    with pytest.raises(NotFound):
        services.report_create(user=dora, kind="message", message_id=rude.pk, reason="x")
    with pytest.raises(PlatformError) as own:
        services.report_create(user=bob, kind="message", message_id=rude.pk, reason="x")
    assert own.value.code == "report_self"


def test_report_a_player(alice, bob):
    report = services.report_create(user=alice, kind="player", username="bob", reason="stalls")
    assert (report.kind, report.reported_user, report.message) == ("player", bob, None)
    with pytest.raises(Conflict):
        services.report_create(user=alice, kind="player", username="bob", reason="still")
    for kwargs, code in [
        ({"kind": "player", "username": "alice", "reason": "me"}, "report_self"),
        ({"kind": "player", "username": "bob", "reason": "  "}, "bad_reason"),
        ({"kind": "player", "reason": "who"}, "bad_report"),
        ({"kind": "weather", "reason": "rain"}, "bad_report"),
    ]:
        with pytest.raises(PlatformError) as refused:
            services.report_create(user=alice, **kwargs)
        assert refused.value.code == code


def test_staff_see_and_close_reports_in_the_admin(table, alice, bob, client):
    rude = services.chat_post(game=table, user=bob, text="rude words")
    report = services.report_create(user=alice, kind="message", message_id=rude.pk, reason="x")
    staff = UserFactory(username="moderator", is_staff=True, is_superuser=True)
    client.force_login(staff)
    listing = client.get("/admin/social/report/")
    assert listing.status_code == 200 and b"bob" in listing.content
    detail = client.get(f"/admin/social/report/{report.pk}/change/")
    assert detail.status_code == 200 and b"rude words" in detail.content
    closed = client.post(
        "/admin/social/report/",
        {"action": "mark_resolved", "_selected_action": [report.pk]},
    )
    assert closed.status_code == 302
    report.refresh_from_db()
    assert (report.status, report.handled_by) == (ReportStatus.RESOLVED, staff)
    assert client.get("/admin/social/chatmessage/").status_code == 200


def test_players_cannot_reach_the_admin_or_close_reports(alice, bob, client):
    report = services.report_create(user=alice, kind="player", username="bob", reason="x")
    client.force_login(alice)
    assert client.get("/admin/social/report/").status_code == 302  # to the admin login
    with pytest.raises(PlatformError) as refused:
        services.report_handle(report=report, staff=alice, status="resolved")
    assert refused.value.code == "not_staff"


def test_closing_a_report_in_its_change_form_records_who_and_when(alice, bob, client):
    report = services.report_create(user=alice, kind="player", username="bob", reason="x")
    staff = UserFactory(username="moderator", is_staff=True, is_superuser=True)
    client.force_login(staff)
    saved = client.post(
        f"/admin/social/report/{report.pk}/change/",
        {"status": "dismissed", "staff_note": "nothing wrong"},
    )
    assert saved.status_code == 302, saved.content
    report.refresh_from_db()
    assert (report.status, report.staff_note, report.handled_by) == (
        ReportStatus.DISMISSED,
        "nothing wrong",
        staff,
    )
    assert report.handled_at is not None
