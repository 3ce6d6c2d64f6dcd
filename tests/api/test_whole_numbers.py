"""Every whole number a client sends is read by one reader (api.whole_numbers): ASCII digits
only, its length bounded before conversion, a 400 naming the field otherwise. Before it, an
`after` or Last-Event-ID of more than 4,300 digits answered 500 on both streams (Python's limit
on integer conversion), and `state?at=` took full-width digits."""

from __future__ import annotations

import pytest
from django import forms

from api.whole_numbers import LARGEST, NumberRefused, WholeNumberField, whole_number
from games.models import Game
from tests.games.play import nim_started

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _stream_reads_on_this_thread(monkeypatch):
    """The streams' reads run inside the test's transaction (in production on a shared pool)."""
    from games.stream import sse

    monkeypatch.setattr(sse, "SHARED_DB_THREADS", False)


@pytest.fixture
def nim(secret_nim, alice, bob):
    return nim_started(alice, bob)


HUGE = "9" * 5000  # past Python's 4,300-digit limit on int()


@pytest.mark.parametrize(
    ("raw", "low", "high", "expected"),
    [
        ("0", 0, 10, 0),
        ("10", 0, 10, 10),
        ("007", 0, 10, 7),
        (7, 0, 10, 7),  # a JSON body's number
        ("-3", -5, 5, -3),
        (str(LARGEST), 0, LARGEST, LARGEST),
    ],
)
def test_a_whole_number_is_read(raw, low, high, expected):
    assert whole_number(raw, field="n", low=low, high=high) == expected


@pytest.mark.parametrize(
    "raw",
    [
        "",
        " 5",
        "5 ",
        "+5",
        "-5",  # no minus where the range starts at 0
        "５",  # full-width
        "²",
        "٣",  # Arabic-Indic
        "5_0",
        "1e3",
        "1.0",
        "0x10",
        "11",  # past the range
        HUGE,
        "0" * 5000,  # zeros only: still too long to convert
        True,
        5.0,
        None,
        [5],
    ],
)
def test_anything_else_is_refused_naming_the_field(raw):
    with pytest.raises(NumberRefused) as refused:
        whole_number(raw, field="after", low=0, high=10)
    assert refused.value.code == "invalid_number" and refused.value.status == 400
    assert refused.value.details["field"] == "after"


@pytest.mark.parametrize("where", ["game", "me"])
@pytest.mark.parametrize("how", ["after", "Last-Event-ID"])
@pytest.mark.parametrize("who", ["anonymous", "bob"])
def test_a_huge_resume_point_is_a_400_not_a_500(nim, bob, api, where, how, who):
    path = f"/api/games/{nim.pk}/stream" if where == "game" else "/api/me/stream"
    client = api(bob if who == "bob" else None)
    if how == "after":
        answer = client.get(path, {"after": HUGE})
    else:
        answer = client.get(path, HTTP_LAST_EVENT_ID=HUGE)
    error = answer.json()["error"]
    if where == "me" and who == "anonymous":  # the door asks for a login first
        assert answer.status_code == 401 and error["code"] == "login_required"
        return
    assert answer.status_code == 400, answer.content[:300]
    assert error["code"] == "invalid_number" and error["details"]["field"] == how


@pytest.mark.parametrize("at", ["５", "1.0", " 1", HUGE, "-1", "+1"])
def test_state_at_takes_ascii_digits_only(nim, bob, api, at):
    answer = api(bob).get(f"/api/games/{nim.pk}/state", {"at": at})
    assert answer.status_code == 400, answer.content[:300]
    assert "at" in answer.json()["error"]["details"]
    assert api(bob).get(f"/api/games/{nim.pk}/state", {"at": "1"}).status_code == 200


@pytest.mark.parametrize("value", ["５", HUGE, "1.0"])
def test_paging_and_the_events_query_refuse_other_digits(nim, bob, api, value):
    for path, name in (
        ("/api/games/", "limit"),
        ("/api/games/", "offset"),
        (f"/api/games/{nim.pk}/events", "after"),
        (f"/api/games/{nim.pk}/events", "limit"),
    ):
        answer = api(bob).get(path, {name: value})
        assert answer.status_code == 400, (path, name, answer.content[:300])
        assert name in answer.json()["error"]["details"]


def test_a_json_body_number_is_read_by_the_same_reader(nim, alice, api):
    for expected_seq in ("５", HUGE, True, 1.5):
        answer = api(alice).post(
            f"/api/games/{nim.pk}/moves",
            {"move": {"type": "take", "count": 1}, "expected_seq": expected_seq},
            format="json",
        )
        assert answer.status_code == 400, answer.content[:300]
        assert "expected_seq" in answer.json()["error"]["details"]


class _Seats(forms.Form):
    seats = WholeNumberField(min_value=2, max_value=8, label="Seats")


@pytest.mark.parametrize(
    ("raw", "valid"), [("4", True), ("４", False), (HUGE, False), ("9", False)]
)
def test_a_form_field_reads_whole_numbers_the_same_way(raw, valid):
    form = _Seats(data={"seats": raw})
    assert form.is_valid() is valid
    if valid:
        assert form.cleaned_data["seats"] == int(raw)


def test_the_pages_refuse_a_huge_number_with_a_400(nim, alice, client):
    client.force_login(alice)
    assert client.get(f"/games/{nim.pk}/chat", {"after": HUGE}).status_code == 400
    assert client.post("/notifications/read", {"id": HUGE}).status_code == 400
    move = client.post(f"/games/{nim.pk}/move", {"expected_seq": HUGE, "type": "take"})
    assert move.status_code < 500
    assert Game.objects.get(pk=nim.pk).seq == nim.seq  # nothing played
