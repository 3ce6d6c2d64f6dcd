"""The director's pairings over HTTP: the proposal read, swap, table edit, re-pairing, publish and
late entry; refusals in the one error shape; a proposed round leaks nothing to the players or the
public (API, page, stream) before it is published; the new operations fuzzed without a 5xx."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from schemathesis.core.failures import Failure, FailureGroup
from schemathesis.generation import GenerationMode
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from notifications.stream import user_batch
from tournaments import services
from tournaments.models import Entrant

from .director_log import log_of
from .tournament_play import open_with, players

pytestmark = pytest.mark.django_db


def _error(response, status: int, code: str) -> dict:
    assert response.status_code == status, response.content
    body = response.json()
    assert set(body) == {"error"} and body["error"]["code"] == code, body
    return body["error"]


@pytest.fixture
def proposed(secret_nim, alice):
    """A Swiss of six whose round 1 waits for its director (alice)."""
    tournament = open_with(
        alice, players(6), name="Reviewed", format="swiss", rounds=2, review_pairings=True
    )
    services.tournament_start(tournament=tournament, user=alice)
    return tournament


def _base(tournament) -> str:
    return f"/api/tournaments/{tournament.pk}/rounds/1/proposal"


def test_the_director_reviews_swaps_and_publishes(proposed, alice, api):
    client = api(alice)
    proposal = client.get(_base(proposed))
    assert proposal.status_code == 200, proposal.content
    tables = [[p["username"] for p in t["players"]] for t in proposal.json()["tables"]]
    assert proposal.json()["problem"] is None and len(tables) == 3
    first, second = tables[0][0], tables[1][0]
    swapped = client.post(
        f"{_base(proposed)}/swap", {"first": first, "second": second}, format="json"
    )
    assert swapped.status_code == 200, swapped.content
    after = [[p["username"] for p in t["players"]] for t in swapped.json()["tables"]]
    assert after[0][0] == second and after[1][0] == first
    edited = client.post(
        f"{_base(proposed)}/tables",
        {"table": 3, "players": list(reversed(after[2])), "reason": "seat order"},
        format="json",
    )
    assert edited.status_code == 200, edited.content
    repaired = client.post(f"{_base(proposed)}/repair", {"keep": [1, 2]}, format="json")
    assert repaired.status_code == 200, repaired.content
    published = client.post(f"{_base(proposed)}/publish", {}, format="json")
    assert published.status_code == 200, published.content
    assert all(table["game"] for table in published.json()[0]["tables"])
    assert [entry["type"] for entry in log_of(proposed)] == [
        "pairings_swapped",
        "pairings_table_set",
        "pairings_repaired",
        "pairings_published",
    ]
    _error(client.get(_base(proposed)), 409, "not_proposed")


def test_refusals_come_in_the_one_error_shape(proposed, alice, bob, api):
    _error(api().get(_base(proposed)), 401, "not_authenticated")
    _error(api(bob).get(_base(proposed)), 403, "not_director")
    _error(api(bob).post(f"{_base(proposed)}/publish", {}, format="json"), 403, "not_director")
    client = api(alice)
    _error(client.get(f"/api/tournaments/{proposed.pk}/rounds/2/proposal"), 404, "round_not_found")
    _error(client.get("/api/tournaments/999999/rounds/1/proposal"), 404, "tournament_not_found")
    _error(
        client.post(f"{_base(proposed)}/swap", {"first": "p1", "second": "p1"}, format="json"),
        400,
        "same_player",
    )
    _error(
        client.post(f"{_base(proposed)}/tables", {"table": 1, "players": ["p1"]}, format="json"),
        409,
        "bad_table_size",
    )
    bad = client.post(f"{_base(proposed)}/swap", {"first": "p1\x00", "second": "p2"}, format="json")
    assert bad.status_code == 400
    huge = client.post(f"{_base(proposed)}/repair", {"keep": [1] * 6000}, format="json")
    assert huge.status_code == 400
    long_reason = client.post(f"{_base(proposed)}/publish", {"reason": "x" * 501}, format="json")
    assert long_reason.status_code == 400
    assert log_of(proposed) == []


def test_late_entry_over_http(secret_nim, alice, bob, api):
    tournament = open_with(alice, players(4), name="Late", format="swiss", rounds=3)
    services.tournament_start(tournament=tournament, user=alice)
    url = f"/api/tournaments/{tournament.pk}/late-entries"
    _error(api(bob).post(url, {"username": "bob"}, format="json"), 403, "not_director")
    _error(api(alice).post(url, {"username": "nobody"}, format="json"), 404, "user_not_found")
    entered = api(alice).post(url, {"username": "bob", "reason": "late train"}, format="json")
    assert entered.status_code == 201, entered.content
    bob_row = next(e for e in entered.json()["entrants"] if e["username"] == "bob")
    assert (bob_row["first_round"], bob_row["late_byes"]) == (2, 1)
    assert log_of(tournament)[-1]["data"]["username"] == "bob"


def test_a_proposed_round_leaks_nothing_to_players_or_the_public(proposed, alice, api, client):
    """Noninterference: what a player and an anonymous visitor read (API, tournament page, their
    event stream) is the same whatever the proposal holds, and names no table of it."""
    entrant = Entrant.objects.select_related("user").get(tournament=proposed, user__username="p1")
    player = entrant.user

    def seen() -> tuple:
        rounds = api(player).get(f"/api/tournaments/{proposed.pk}/rounds").json()
        anonymous = api().get(f"/api/tournaments/{proposed.pk}/rounds").json()
        detail = api(player).get(f"/api/tournaments/{proposed.pk}/").json()
        client.force_login(player)
        page = re.sub(
            r'name="csrfmiddlewaretoken" value="[^"]*"|nonce="[^"]*"|"X-CSRFToken": "[^"]*"',
            "",
            client.get(f"/tournaments/{proposed.pk}/").content.decode(),
        )
        log = re.search(r'<section class="card director-log".*?</section>', page, re.S)
        assert log is not None, "the page shows the director log"
        assert not re.search(r"\bp[1-6]\b", log.group(0)), "the log names no seat of it"
        page = page.replace(log.group(0), "")
        stream = repr(user_batch(player, 0))
        return rounds, anonymous, detail["current_round"], page, stream

    before = seen()
    assert before[0] == [] and before[1] == []
    assert "No round is paired yet." in before[3]
    tables = [
        [p["username"] for p in t["players"]]
        for t in api(alice).get(_base(proposed)).json()["tables"]
    ]
    other = next(table for table in tables if "p1" not in table)
    mine = next(table for table in tables if "p1" in table)
    services.pairings_swap(
        tournament=proposed,
        user=alice,
        number=1,
        first=next(name for name in mine if name != "p1"),
        second=other[0],
    )
    after = seen()
    assert after[:4] == before[:4], "the same answers whoever the proposal seats p1 with"
    assert after[4] == before[4]
    services.round_publish(tournament=proposed, user=alice, number=1)
    assert api(player).get(f"/api/tournaments/{proposed.pk}/rounds").json() != []


@pytest.fixture
def schema():
    import schemathesis
    from django.core.signals import request_finished, request_started
    from django.db import close_old_connections

    from config.wsgi import application

    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    try:
        yield schemathesis.openapi.from_wsgi("/api/schema/", application)
    finally:
        request_started.connect(close_old_connections)
        request_finished.connect(close_old_connections)


def test_the_director_operations_never_answer_with_a_server_error(schema, proposed, alice):
    """The schema's fuzz (tests/games/test_schema_fuzz.py fuzzes every operation) aimed at a
    real proposal: the director's operations, as the director, another user and anonymous."""
    from rest_framework.authtoken.models import Token

    token = Token.objects.get_or_create(user=alice)[0].key
    operations = [
        result.ok()
        for result in schema.get_all_operations()
        if any(part in result.ok().path for part in ("proposal", "late-entries", "pairing-review"))
    ]
    assert len(operations) == 7
    failures: list[str] = []
    statuses: dict[int, int] = {}
    conformance = [status_code_conformance, content_type_conformance, response_schema_conformance]
    for operation in operations:
        label = operation.label
        strategy = operation.as_strategy(
            generation_mode=GenerationMode.POSITIVE
        ) | operation.as_strategy(generation_mode=GenerationMode.NEGATIVE)

        @settings(
            max_examples=25, deadline=None, database=None, suppress_health_check=list(HealthCheck)
        )
        @given(case=strategy, aim=st.booleans(), anonymous=st.booleans())
        def run(case, aim, anonymous):
            if aim and case.path_parameters:
                case.path_parameters["tournament_id"] = proposed.pk
                if "number" in case.path_parameters:
                    case.path_parameters["number"] = 1
            headers = {} if anonymous else {"Authorization": f"Token {token}"}
            response = case.call(headers=headers)
            statuses[response.status_code] = statuses.get(response.status_code, 0) + 1
            if response.status_code >= 500:
                failures.append(f"{label} -> {response.status_code}: {case.body!r}")  # noqa: B023
            try:  # the status is one the schema documents, the body the shape it says
                case.validate_response(response, checks=conformance, headers=headers)
            except (Failure, FailureGroup) as found:
                failures.append(f"{label}: {found}"[:600])  # noqa: B023

        run()
    assert failures == [], "\n".join(failures[:10])
    assert any(400 <= code < 500 for code in statuses)


def test_the_pairings_section_reads_in_korean(proposed, alice):
    """The director's section with a proposal (and its problem) leaves no English word."""
    from django.test import Client

    from tests.web.test_korean_pages import KOREAN, english_left, own_words_of

    services.pairings_table_set(tournament=proposed, user=alice, number=1, table=1, players=[])
    client = Client()
    client.force_login(alice)
    page = client.get(f"/tournaments/{proposed.pk}/", **KOREAN).content.decode()
    assert 'id="pairings"' in page and "테이블 지정" in page
    words = english_left({"tournament": page})
    for name in ("Reviewed", *own_words_of(proposed_engine())):
        words.pop(name, None)
    words = {w: where for w, where in words.items() if not re.fullmatch(r"p\d", w)}
    assert words == {}


def proposed_engine():
    from engines import ENGINES

    return ENGINES["secret-nim"]


def test_the_settings_are_chosen_at_creation(secret_nim, alice, api):
    created = api(alice).post(
        "/api/tournaments/",
        {
            "name": "Set",
            "engine": "secret-nim",
            "format": "swiss",
            "rounds": 2,
            "review_pairings": True,
            "late_bye_points": 0.5,
        },
        format="json",
    )
    assert created.status_code == 201, created.content
    assert (created.json()["review_pairings"], created.json()["late_bye_points"]) == (True, 0.5)
    too_much = api(alice).post(
        "/api/tournaments/",
        {
            "name": "X",
            "engine": "secret-nim",
            "format": "swiss",
            "rounds": 2,
            "late_bye_points": 1e9,
        },
        format="json",
    )
    assert too_much.status_code == 400


def test_the_trf_writes_a_late_entrys_missed_rounds_as_byes(secret_nim, alice, api):
    from engines import Rng

    from .tournament_play import play_round_by_hand

    tournament = open_with(
        alice, players(4), name="Late TRF", format="swiss", rounds=3, late_bye_points=1
    )
    services.tournament_start(tournament=tournament, user=alice)
    play_round_by_hand(tournament, Rng(b"trf", "moves"))
    late = players(1, "late")[0]
    services.entrant_late_enter(tournament=tournament, user=alice, username=late.username)
    text = api().get(f"/api/tournaments/{tournament.pk}/export.trf").content.decode()
    line = next(row for row in text.splitlines() if "late1" in row)
    assert line.endswith("0000 - F") and " 2.0 " in line, line  # rounds 1-2 missed; 1 over


def test_the_director_turns_review_on_for_the_next_round(secret_nim, alice, bob, api):
    from engines import Rng

    from .tournament_play import play_round_by_hand

    tournament = open_with(alice, players(4), name="Switch", format="swiss", rounds=2)
    services.tournament_start(tournament=tournament, user=alice)
    url = f"/api/tournaments/{tournament.pk}/pairing-review"
    _error(api(bob).post(url, {"on": True}, format="json"), 403, "not_director")
    turned = api(alice).post(url, {"on": True, "reason": "a tricky round"}, format="json")
    assert turned.status_code == 200 and turned.json()["review_pairings"] is True
    assert api(alice).post(url, {"on": True}, format="json").status_code == 200
    assert [(e["type"], e["data"]) for e in log_of(tournament)] == [
        ("pairings_review_set", {"on": True})
    ], "turned on once; asking again changes and logs nothing"
    play_round_by_hand(tournament, Rng(b"switch", "moves"))
    second = api(alice).get(f"/api/tournaments/{tournament.pk}/rounds/2/proposal")
    assert second.status_code == 200 and second.json()["status"] == "proposed"
