"""PATCH /api/me {"quiet_hours": …}: the schedule kept and shown with its weekly hours, the weekly
limit refused with the hours asked and the limit, a time zone needed first, bad input a 400."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.django_db

WEEKENDS = [{"days": ["sat", "sun"], "start": "00:00", "end": "24:00"}]
NIGHTS = [{"days": ["mon", "tue", "wed", "thu", "fri"], "start": "23:00", "end": "07:00"}]


def _patch(client, body):
    return client.patch("/api/me", body, format="json")


def test_quiet_hours_are_kept_with_their_weekly_hours(api, alice):
    client = api(alice)
    assert _patch(client, {"time_zone": "Asia/Seoul"}).status_code == 200
    answer = _patch(client, {"quiet_hours": WEEKENDS})
    assert answer.status_code == 200, answer.json()
    me = client.get("/api/me").json()
    assert me["quiet_hours"] == WEEKENDS
    assert me["quiet_hours_weekly_hours"] == 48 and me["quiet_hours_limit"] == 72
    assert _patch(client, {"quiet_hours": []}).json()["quiet_hours"] == []


def test_the_weekly_limit_is_refused_in_words(api, alice):
    client = api(alice)
    _patch(client, {"time_zone": "Europe/Berlin"})
    every_night = [{**NIGHTS[0], "days": ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]}]
    answer = _patch(client, {"quiet_hours": WEEKENDS + every_night})
    assert answer.status_code == 400
    error = answer.json()["error"]
    assert error["code"] == "quiet_hours_over_limit"
    assert error["details"] == {"weekly_hours": 88, "limit_hours": 72}
    assert "72" in error["message"] and "88" in error["message"]
    assert client.get("/api/me").json()["quiet_hours"] == []


def test_a_time_zone_comes_first(api, alice):
    answer = _patch(api(alice), {"quiet_hours": WEEKENDS})
    assert answer.status_code == 400
    assert answer.json()["error"]["code"] == "quiet_hours_need_time_zone"
    both = _patch(api(alice), {"time_zone": "Asia/Seoul", "quiet_hours": WEEKENDS})
    assert both.status_code == 200
    cleared = _patch(api(alice), {"time_zone": ""})
    assert cleared.json()["error"]["code"] == "quiet_hours_need_time_zone"
    assert _patch(api(alice), {"quiet_hours": [], "time_zone": ""}).status_code == 200


@pytest.mark.parametrize(
    "bad",
    [
        "weekends",
        {"days": ["sat"]},
        [{"days": ["sat"], "start": "00:00"}],
        [{"days": ["funday"], "start": "00:00", "end": "01:00"}],
        [{"days": ["sat", "sat"], "start": "00:00", "end": "01:00"}],
        [{"days": ["sat"], "start": "25:00", "end": "01:00"}],
        [{"days": ["sat"], "start": "01:00", "end": "01:00"}],
        [{"days": ["sat"], "start": "00:00\x00", "end": "01:00"}],
        [{"days": ["sat"], "start": "00:00", "end": "01:00"}] * 15,
        [{"days": [["sat"]], "start": "00:00", "end": "01:00"}],
        [None],
        [{"days": ["sat"] * 10_000, "start": "00:00", "end": "01:00"}],
    ],
)
def test_bad_schedules_are_a_400(api, alice, bad):
    client = api(alice)
    _patch(client, {"time_zone": "Asia/Seoul"})
    answer = _patch(client, {"quiet_hours": bad})
    assert answer.status_code == 400, answer.content
    assert answer.json()["error"]["code"]
