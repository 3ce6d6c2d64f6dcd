"""The pairings section's forms over the test client: each action through the page, a refusal as
its sentence on the page, anyone but the director refused (403), odd input never a 500."""

from __future__ import annotations

import pytest
from django.test import Client

from desk.selectors import director_log
from tests.tournaments.tournament_play import open_with, players
from tournaments import services
from tournaments.models import Round, RoundStatus
from tournaments.proposals import proposal_for

pytestmark = pytest.mark.django_db


@pytest.fixture
def proposed(secret_nim, alice):
    tournament = open_with(
        alice, players(6), name="Paged", format="swiss", rounds=2, review_pairings=True
    )
    services.tournament_start(tournament=tournament, user=alice)
    return tournament


def _client(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def test_every_action_through_the_page(proposed, alice, bob):
    client = _client(alice)
    base = f"/tournaments/{proposed.pk}/desk"
    tables = [
        [p["username"] for p in t["players"]] for t in proposal_for(proposed, 1, alice)["tables"]
    ]
    answer = client.post(
        f"{base}/pairings/swap",
        {"round": 1, "first": tables[0][0], "second": tables[1][0], "reason": "r"},
        follow=True,
    )
    assert "The two players changed places." in answer.content.decode()
    lone = proposal_for(proposed, 1, alice)["tables"][0]["players"][0]["username"]
    answer = client.post(
        f"{base}/pairings/table", {"round": 1, "table": 1, "players": lone}, follow=True
    )
    assert "Tables seat 2 to 2 players" in answer.content.decode()
    answer = client.post(f"{base}/pairings/repair", {"round": 1, "keep": ["2"]}, follow=True)
    assert "The other tables are paired again." in answer.content.decode()
    answer = client.post(f"{base}/late-entry", {"username": "bob"}, follow=True)
    assert "The player is entered" in answer.content.decode()
    assert "Not placed yet: bob" in answer.content.decode()
    answer = client.post(f"{base}/pairings/publish", {"round": 1}, follow=True)
    assert "has neither a table nor a bye" in answer.content.decode()
    client.post(f"{base}/pairings/repair", {"round": 1, "keep": ["1", "2"]})
    answer = client.post(f"{base}/pairings/publish", {"round": 1, "reason": "ok"}, follow=True)
    assert "The round is published" in answer.content.decode()
    assert Round.objects.get(tournament=proposed, number=1).status == RoundStatus.PLAYING
    answer = client.post(f"{base}/pairings/review", {"on": "0"}, follow=True)
    assert "Rounds start at once again." in answer.content.decode()
    assert [a.type for a in director_log("tournament", proposed.pk)] == [
        "pairings_swapped",
        "pairings_repaired",
        "late_entry",
        "pairings_repaired",
        "pairings_published",
        "pairings_review_set",
    ]
    assert _client(bob).post(f"{base}/pairings/publish", {"round": 1}).status_code == 403


@pytest.mark.parametrize(
    "fields",
    [
        {"round": "x"},
        {"round": "99999999999999999999"},
        {"round": "1", "first": "p1\x00", "second": "p2"},
        {"round": "1", "first": "p" * 200, "second": "p2"},
        {"round": "1", "table": "9" * 5000, "players": "p1"},
        {"round": "1", "keep": ["a"]},
        {"round": "1", "keep": ["-5"]},
        {"round": "1", "reason": "x" * 600},
    ],
)
def test_odd_input_is_a_sentence_never_a_server_error(proposed, alice, fields):
    client = _client(alice)
    for action in ("pairings/swap", "pairings/table", "pairings/repair", "late-entry"):
        answer = client.post(f"/tournaments/{proposed.pk}/desk/{action}", fields)
        # a sentence on the page (302), or Django's own 400 for a NUL in the form
        assert answer.status_code in (302, 400), (action, answer.status_code)


def test_the_desk_page_holds_the_section_and_its_forms_come_back_to_it(proposed, alice, bob):
    client = _client(alice)
    desk = f"/tournaments/{proposed.pk}/desk"
    page = client.get(desk).content.decode()
    assert 'id="pairings"' in page and 'name="back" value="desk"' in page
    tables = [
        [p["username"] for p in t["players"]] for t in proposal_for(proposed, 1, alice)["tables"]
    ]
    answer = client.post(
        f"{desk}/pairings/swap",
        {"round": 1, "first": tables[0][0], "second": tables[1][0], "back": "desk"},
    )
    assert answer.status_code == 302 and answer["Location"] == f"{desk}#pairings"
    assert _client(bob).get(desk).status_code == 403
