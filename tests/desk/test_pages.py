"""The desk's pages: the desk (directors only; others a 403), answering a claim and withdrawing
a player from it, each logged; the players' claim page; the event page linking the desk for its
directors and the claim page for its players."""

from __future__ import annotations

import pytest

from desk.models import Claim, DirectorAction
from desk.services.claims import claim_ask
from tests.desk.conftest import running_league, running_tournament
from tests.factories import UserFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def league(secret_nim):
    director = UserFactory(username="director")
    players = [UserFactory(username=name) for name in ("ann", "ben", "cat")]
    return director, players, running_league(director, players)


def test_the_desk_is_for_directors_only(client, league):
    director, (ann, *_rest), event = league
    url = f"/leagues/{event.pk}/desk"
    assert client.get(url).status_code == 302  # to the login page
    client.force_login(ann)
    assert client.get(url).status_code == 403
    assert client.post(f"{url}/withdraw", {"user_id": ann.pk, "reason": "x"}).status_code == 403
    assert not DirectorAction.objects.exclude(type="season_started").exists()
    event_page = client.get(f"/leagues/{event.pk}/").content.decode()
    assert 'id="desk-link"' not in event_page and 'id="claims-link"' in event_page
    client.force_login(director)
    page = client.get(url).content.decode()
    assert "Director's desk: Winter league" in page and "No claim is waiting" in page
    assert 'id="desk-link"' in client.get(f"/leagues/{event.pk}/").content.decode()
    assert client.get("/leagues/999999/desk").status_code == 404


def test_a_director_answers_and_withdraws_from_the_page(
    client, league, eager_celery, django_capture_on_commit_callbacks
):
    director, (ann, ben, _cat), event = league
    claim = claim_ask(event_kind="league", event_id=event.pk, user=ann, text="Ben never moves")
    client.force_login(director)
    page = client.get(f"/leagues/{event.pk}/desk").content.decode()
    assert "Ben never moves" in page and f'id="claim-{claim.pk}"' in page
    answered = client.post(
        f"/leagues/{event.pk}/desk/claims/{claim.pk}/answer",
        {"decision": "accepted", "answer": "Ben is withdrawn."},
    )
    assert answered.status_code == 302
    claim.refresh_from_db()
    assert claim.status == "answered" and claim.decision == "accepted"
    with django_capture_on_commit_callbacks(execute=True):
        client.post(f"/leagues/{event.pk}/desk/withdraw", {"user_id": ben.pk, "reason": "Gone"})
    types = list(
        DirectorAction.objects.filter(event_kind="league", event_id=event.pk)
        .order_by("seq")
        .values_list("type", flat=True)
    )
    assert types == ["season_started", "claim_asked", "claim_accepted", "player_withdrawn"]
    page = client.get(f"/leagues/{event.pk}/").content.decode()
    assert "Player withdrawn" in page and "Reason: Gone" in page and "Claim accepted" in page
    # a refused withdrawal is a message, not an error page
    refused = client.post(
        f"/leagues/{event.pk}/desk/withdraw", {"user_id": "x", "reason": "Gone"}, follow=True
    )
    assert refused.status_code == 200 and len(types) == 4  # nothing logged for the refusal


def test_a_player_makes_a_claim_from_their_page(client, secret_nim):
    organiser = UserFactory(username="organiser")
    ann, ben = UserFactory(username="ann"), UserFactory(username="ben")
    tournament = running_tournament(organiser, [ann, ben], format="round_robin")
    url = f"/tournaments/{tournament.pk}/claims"
    client.force_login(UserFactory(username="stranger"))
    assert client.get(url).status_code == 403
    client.force_login(ann)
    sent = client.post(url, {"kind": "appeal", "text": "Round 1 was mispaired", "game": ""})
    assert sent.status_code == 302
    assert Claim.objects.get().kind == "appeal"
    assert "Round 1 was mispaired" in client.get(url).content.decode()
    client.post(url, {"kind": "claim", "text": "x", "game": "12abc"})
    assert Claim.objects.count() == 1


def test_the_desk_reads_in_korean(client, league):
    director, _players, event = league
    client.force_login(director)
    client.cookies["django_language"] = "ko"
    page = client.get(f"/leagues/{event.pk}/desk", HTTP_ACCEPT_LANGUAGE="ko").content.decode()
    for english in ("Director's desk", "Open claims", "Withdraw a player", "Reason"):
        assert english not in page, english
