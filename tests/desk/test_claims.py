"""Claims and appeals: a player of the event asks, a director answers; both are actions of the
event's director log and notifications (the directors told of a new claim, the claimant of the
answer); strangers cannot ask, only directors answer, claimants read only their own; bounded
texts; a claim about a running game shows nothing of its hidden state."""

from __future__ import annotations

import pytest

from desk.models import Claim, DirectorAction
from notifications.models import Notification
from tests.desk.conftest import running_league, running_tournament
from tests.factories import UserFactory
from tournaments.models import Table

pytestmark = pytest.mark.django_db


@pytest.fixture
def cup(secret_nim):
    organiser = UserFactory(username="organiser")
    players = [UserFactory(username=name) for name in ("ann", "ben", "cat", "dan")]
    tournament = running_tournament(organiser, players, format="round_robin")
    return organiser, players, tournament


def _log(kind: str, event_id: int) -> list[tuple]:
    return list(
        DirectorAction.objects.filter(event_kind=kind, event_id=event_id)
        .order_by("seq")
        .values_list("seq", "type", "actor__username")
    )


def test_a_claim_asked_and_answered_is_logged_and_notified(api, cup):
    organiser, (ann, ben, *_rest), tournament = cup
    game = Table.objects.filter(round__tournament=tournament, seats__entrant__user=ann).first().game
    base = f"/api/tournaments/{tournament.pk}/claims"
    asked = api(ann).post(
        base, {"text": "My opponent's clock ran twice", "game": game.pk}, format="json"
    )
    assert asked.status_code == 201, asked.content
    claim = asked.json()
    assert claim["status"] == "open" and claim["claimant"] == "ann" and claim["game"] == game.pk
    assert _log("tournament", tournament.pk) == [(1, "claim_asked", "ann")]
    told = Notification.objects.get(user=organiser, kind="desk_claim_received")
    assert told.payload["claim"] == claim["id"] and told.payload["player"] == "ann"

    # ben sees none of ann's claims; the organiser sees all; a stranger answers nothing
    assert api(ben).get(base).json()["results"] == []
    assert [c["id"] for c in api(organiser).get(base).json()["results"]] == [claim["id"]]
    answer = f"{base}/{claim['id']}/answer"
    body = {"decision": "accepted", "answer": "Two minutes are given back."}
    refused = api(ben).post(answer, body, format="json")
    assert refused.status_code == 403 and refused.json()["error"]["code"] == "not_director"

    answered = api(organiser).post(answer, body, format="json")
    assert answered.status_code == 200, answered.content
    assert answered.json()["status"] == "answered" and answered.json()["decision"] == "accepted"
    assert answered.json()["answered_by"] == "organiser"
    assert _log("tournament", tournament.pk) == [
        (1, "claim_asked", "ann"),
        (2, "claim_accepted", "organiser"),
    ]
    note = Notification.objects.get(user=ann, kind="desk_claim_answered")
    assert note.payload["decision"] == "accepted"
    again = api(organiser).post(answer, body, format="json")
    assert again.status_code == 409 and again.json()["error"]["code"] == "claim_not_open"
    # the log's actions name the claim, not its texts (they stay between the two sides)
    action = DirectorAction.objects.get(event_kind="tournament", seq=2)
    assert "Two minutes" not in str(action.data) and "clock ran twice" not in str(action.data)


def test_a_rejected_appeal_and_a_withdrawn_claim(api, cup):
    organiser, (ann, *_rest), tournament = cup
    base = f"/api/tournaments/{tournament.pk}/claims"
    appeal = api(ann).post(base, {"kind": "appeal", "text": "Pair me again"}, format="json").json()
    rejected = api(organiser).post(
        f"{base}/{appeal['id']}/answer",
        {"decision": "rejected", "answer": "The pairing stands."},
        format="json",
    )
    assert rejected.json()["decision"] == "rejected"
    claim = api(ann).post(base, {"text": "Never mind"}, format="json").json()
    assert api(organiser).post(f"{base}/{claim['id']}/withdraw").status_code == 403
    taken_back = api(ann).post(f"{base}/{claim['id']}/withdraw")
    assert taken_back.status_code == 200 and taken_back.json()["status"] == "withdrawn"
    assert [t for _s, t, _a in _log("tournament", tournament.pk)] == [
        "appeal_asked",
        "claim_rejected",
        "claim_asked",
        "claim_withdrawn",
    ]


@pytest.mark.parametrize(
    ("body", "code"),
    [
        ({"text": ""}, "invalid"),
        ({"text": "   "}, "text_required"),
        ({"text": "x" * 2001}, "invalid"),
        ({"text": "a\x00b"}, "invalid_input"),
        ({"text": "ok", "kind": "complaint"}, "invalid"),
        ({"text": "ok", "game": 0}, "invalid"),
        ({"text": "ok", "game": 99_999}, "game_not_in_event"),
        ({"text": ["ok"]}, "invalid"),
    ],
)
def test_bad_claims_are_refused_with_a_400(api, cup, body, code):
    _organiser, (ann, *_rest), tournament = cup
    answer = api(ann).post(f"/api/tournaments/{tournament.pk}/claims", body, format="json")
    assert answer.status_code == 400, answer.content
    assert answer.json()["error"]["code"] == code
    assert not Claim.objects.exists() and not DirectorAction.objects.exists()


def test_only_players_claim_and_missing_events_are_404(api, cup):
    organiser, _players, tournament = cup
    stranger = UserFactory(username="stranger")
    base = f"/api/tournaments/{tournament.pk}/claims"
    refused = api(stranger).post(base, {"text": "hello"}, format="json")
    assert refused.status_code == 403 and refused.json()["error"]["code"] == "not_participant"
    assert api().get(base).status_code in (401, 403)
    assert api(stranger).get(base).json()["results"] == []
    missing = api(organiser).get("/api/tournaments/999999/claims")
    assert missing.status_code == 404
    assert api(organiser).get("/api/leagues/999999/director-log").status_code == 404
    assert api(organiser).post(f"{base}/999999/answer", {"decision": "accepted", "answer": "x"},
                               format="json").status_code == 404  # fmt: skip


def test_a_league_player_claims_and_the_director_is_told(api, secret_nim):
    director = UserFactory(username="director")
    ann, ben = UserFactory(username="ann"), UserFactory(username="ben")
    league = running_league(director, [ann, ben])
    asked = api(ben).post(f"/api/leagues/{league.pk}/claims", {"text": "Lag"}, format="json")
    assert asked.status_code == 201, asked.content
    assert Notification.objects.filter(user=director, kind="desk_claim_received").count() == 1
    log = api().get(f"/api/leagues/{league.pk}/director-log").json()
    assert [(a["seq"], a["type"], a["actor"]) for a in log["results"]] == [
        (1, "season_started", "director"),  # the director's start is the log's first action
        (2, "claim_asked", "ben"),
    ]


def test_noninterference_a_claim_about_a_running_game_shows_nothing_hidden(api, cup):
    """The claim's answers (to its claimant, its director, the log) are the same whatever the
    running game's secret: its seed appears nowhere, and no field reads the game's state."""
    organiser, (ann, *_rest), tournament = cup
    game = Table.objects.filter(round__tournament=tournament, seats__entrant__user=ann).first().game
    base = f"/api/tournaments/{tournament.pk}/claims"
    claim = api(ann).post(base, {"text": "Look at this", "game": game.pk}, format="json").json()
    answers = [
        api(ann).get(base).content,
        api(organiser).get(base).content,
        api().get(f"/api/tournaments/{tournament.pk}/director-log").content,
        api(organiser).get(f"/tournaments/{tournament.pk}/desk").content,
    ]
    for answer in answers:
        assert game.seed not in answer.decode()
    assert set(claim) == {
        "id", "event_kind", "event_id", "claimant", "kind", "game", "text", "status",
        "decision", "answer", "answered_by", "created_at", "answered_at",
    }  # fmt: skip
