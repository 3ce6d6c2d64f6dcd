"""The director log: numbered per event from 1, append-only in the database (triggers refuse
UPDATE and DELETE), shown on every event's page; who directs each kind of event (the registry the
event apps fill) and the one check that refuses everyone else."""

from __future__ import annotations

import pytest
from django.db import IntegrityError, InternalError, transaction

from desk.action_words import action_label
from desk.checks import director_check, is_director
from desk.models import DirectorAction
from desk.registry import event_directors, event_participants, event_title, event_url
from desk.selectors import director_log
from desk.services.log import record_action
from errors import Forbidden, NotFound
from leagues import services as league_services
from tests.factories import UserFactory
from tournaments.models import Tournament

pytestmark = pytest.mark.django_db


def _tournament(organiser) -> Tournament:
    return Tournament.objects.create(name="Spring open", engine="secret-nim", organiser=organiser)


def test_actions_are_numbered_per_event_from_one(alice):
    first = record_action(event_kind="league", event_id=7, type="player_withdrawn", actor=alice)
    other = record_action(event_kind="tournament", event_id=7, type="claim_asked", actor=None)
    second = record_action(
        event_kind="league", event_id=7, type="claim_accepted", actor=alice,
        data={"claim": 1}, reason="the clock was wrong",
    )  # fmt: skip
    assert (first.seq, other.seq, second.seq) == (1, 1, 2)
    assert [a.type for a in director_log("league", 7)] == ["player_withdrawn", "claim_accepted"]
    assert second.data == {"claim": 1} and second.reason == "the clock was wrong"
    assert other.actor is None


def test_an_unknown_kind_or_type_is_a_bug_not_a_row(alice):
    with pytest.raises(ValueError, match="kind"):
        record_action(event_kind="club", event_id=1, type="x", actor=alice)
    with pytest.raises(ValueError, match="type"):
        record_action(event_kind="league", event_id=1, type="x" * 65, actor=alice)
    assert not DirectorAction.objects.exists()


def test_the_database_refuses_to_update_or_delete_an_action(alice, director_log_flushable):
    action = record_action(event_kind="league", event_id=1, type="player_withdrawn", actor=alice)
    for statement in (
        lambda: DirectorAction.objects.filter(pk=action.pk).update(reason="rewritten"),
        lambda: DirectorAction.objects.filter(pk=action.pk).delete(),
    ):
        with pytest.raises((IntegrityError, InternalError)), transaction.atomic():
            statement()
    action.refresh_from_db()
    assert action.reason == "" and DirectorAction.objects.count() == 1


def test_who_directs_each_kind_of_event(alice, bob, carol):
    tournament = _tournament(alice)
    league = league_services.league_create(user=bob, name="Winter", engine="tigris-euphrates")
    staff = UserFactory(username="referee", is_staff=True)
    from ladders.models import Ladder

    ladder = Ladder.objects.create(name="Nim ladder", engine="secret-nim")
    assert event_directors("tournament", tournament.pk) == {alice.pk}
    assert event_directors("league", league.pk) == {bob.pk}
    assert event_directors("ladder", ladder.pk) == {staff.pk}
    assert event_directors("league", 999_999) == set()
    assert event_title("league", league.pk) == "Winter"
    assert event_url("tournament", tournament.pk) == f"/tournaments/{tournament.pk}/"
    assert event_url("ladder", ladder.pk) == f"/ladders/{ladder.pk}/"
    league_services.league_join(league=league, user=carol)
    assert event_participants("league", league.pk) == {carol.pk}


def test_director_check_refuses_everyone_but_the_director(alice, bob):
    tournament = _tournament(alice)
    director_check(alice, "tournament", tournament.pk)
    assert is_director(alice, "tournament", tournament.pk)
    for someone in (bob, None):
        with pytest.raises(Forbidden) as refused:
            director_check(someone, "tournament", tournament.pk)
        assert refused.value.code == "not_director" and refused.value.status == 403
        assert not is_director(someone, "tournament", tournament.pk)
    with pytest.raises(Forbidden):
        director_check(alice, "tournament", 999_999)
    with pytest.raises(NotFound):
        director_check(alice, "club", tournament.pk)


def test_every_event_page_shows_its_log_to_everyone(client, alice):
    tournament = _tournament(alice)
    record_action(
        event_kind="tournament", event_id=tournament.pk, type="player_withdrawn", actor=alice,
        reason="left for good", data={"username": "bob"},
    )  # fmt: skip
    page = client.get(f"/tournaments/{tournament.pk}/").content.decode()
    assert 'id="director-log"' in page
    assert "Player withdrawn" in page and "left for good" in page and "by alice" in page
    league = league_services.league_create(user=alice, name="Winter", engine="tigris-euphrates")
    record_action(event_kind="league", event_id=league.pk, type="pairings_published", actor=None)
    page = client.get(f"/leagues/{league.pk}/").content.decode()
    # the words tournaments register for the type (desk.action_words), else the type in words
    assert action_label("pairings_published") in page and "by the platform" in page
    from ladders.models import Ladder

    ladder = Ladder.objects.create(name="Nim ladder", engine="secret-nim")
    page = client.get(f"/ladders/{ladder.pk}/").content.decode()
    assert "No director has acted yet." in page


def test_the_log_reads_in_korean(client, alice):
    tournament = _tournament(alice)
    record_action(
        event_kind="tournament", event_id=tournament.pk, type="player_withdrawn", actor=alice
    )
    client.cookies["django_language"] = "ko"
    page = client.get(f"/tournaments/{tournament.pk}/", HTTP_ACCEPT_LANGUAGE="ko").content.decode()
    assert "Director's log" not in page and "Player withdrawn" not in page
