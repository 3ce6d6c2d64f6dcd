"""schemathesis over /api/schema/: every operation, with generated (valid and invalid) input,
answers without a server error. Authenticated with a token; some cases aimed at a real game.

SCHEMA_FUZZ_EXAMPLES (default 12) sets the number of examples per operation.
"""

from __future__ import annotations

import os

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from schemathesis.core.failures import Failure, FailureGroup
from schemathesis.generation import GenerationMode

EXAMPLES = int(os.environ.get("SCHEMA_FUZZ_EXAMPLES", "12"))


@pytest.fixture(autouse=True)
def _stream_reads_on_this_thread(monkeypatch):
    """The streams' reads run here, inside the test's transaction, as in tests/games/
    test_streams.py: on the shared pool of threads they would use connections of their own,
    which an in-memory SQLite database locks out of the tables the test has written."""
    from games.stream import sse

    monkeypatch.setattr(sse, "SHARED_DB_THREADS", False)


@pytest.fixture
def schema():
    """The schema served by the WSGI app; like Django's test client, requests here must not
    close the test's database connection (it holds the test transaction)."""
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


@pytest.fixture
def games(alice, bob):
    """An open, an active and a finished game of the real engines, so paths hit real rows."""
    from games import services
    from games.models import Game

    open_game = services.game_create(user=alice, engine="tigris-euphyu", players=2)
    active = services.game_create(user=alice, engine="middle-earth-duel", players=2)
    services.game_join(game=active, user=bob)
    finished = services.game_create(user=alice, engine="tigris-euphyu", players=2)
    services.game_join(game=finished, user=bob)
    services.game_resign(game=Game.objects.get(pk=finished.pk), user=bob)
    return [open_game.pk, active.pk, finished.pk]


def _token_restore(user, key: str) -> None:
    """alice's token as it was: a case may have revoked it (DELETE /api/auth/token) or rotated
    it (a password change), and every later authenticated case would then be a mere 401."""
    from rest_framework.authtoken.models import Token

    if not Token.objects.filter(key=key, user=user).exists():
        Token.objects.filter(user=user).delete()
        Token.objects.create(key=key, user=user)


def _called(case, user, token: str, anonymous: bool, statuses: dict, failures: list) -> int:
    """`case` called as `user` (its token restored first) or anonymously; its status counted in
    `statuses`, a server error noted in `failures`. Returns the status."""
    headers = {} if anonymous else {"Authorization": f"Token {token}"}
    _token_restore(user, token)
    response = case.call(headers=headers)
    statuses[response.status_code] = statuses.get(response.status_code, 0) + 1
    if response.status_code >= 500:
        failures.append(
            f"{case.operation.label} -> {response.status_code}: "
            f"{case.path_parameters} {case.query} {case.body!r}"
        )
    return response.status_code


def _vacuous(statuses: dict[int, int]) -> bool:
    """Most authenticated cases refused as unauthenticated: the run tested the login, not the
    operations."""
    return statuses.get(401, 0) * 2 > sum(statuses.values())


def _path_negated(case) -> bool:
    """Whether the generated case made its path invalid (a game id of the wrong type, say)."""
    from schemathesis.core.parameters import ParameterLocation

    meta = case.meta
    if meta is None:
        return False
    data = meta.phase.data
    located = {getattr(data, "parameter_location", None)}
    located |= {getattr(m, "parameter_location", None) for m in getattr(data, "mutations", ())}
    if ParameterLocation.PATH in located:
        return True
    component = meta.components.get(ParameterLocation.PATH)
    return component is not None and component.mode.is_negative


def _operations(schema):
    operations = [result.ok() for result in schema.get_all_operations()]
    assert len(operations) >= 12, "the schema lost operations"
    return operations


def _desk_event(director) -> dict:
    """A league `director` directs, one member, and that member's open claim: the desk's
    operations (claims, answers, withdrawals, the log) then reach real rows."""
    from desk.services.claims import claim_ask
    from leagues.services import league_create, league_join
    from tests.factories import UserFactory

    league = league_create(user=director, name="Fuzzed", engine="tigris-euphyu")
    member = UserFactory(username="fuzzed-member")
    league_join(league=league, user=member)
    claim = claim_ask(event_kind="league", event_id=league.pk, user=member, text="aimed at")
    return {"league": league.pk, "claim": claim.pk}


@pytest.mark.django_db(transaction=False)
def test_no_operation_answers_with_a_server_error(schema, games, alice):
    from rest_framework.authtoken.models import Token

    from games.models import Game
    from reviews.services import comment_add, review_create

    review = review_create(game=Game.objects.get(pk=games[-1]), user=alice)  # a real review
    comment_add(review=review, user=alice, ply=0, text="aimed at")
    desk_event = _desk_event(alice)  # a league alice directs, with an open claim at its desk

    token = Token.objects.get_or_create(user=alice)[0].key
    statuses_authenticated: dict[int, int] = {}
    failures: list[str] = []
    statuses: dict[int, int] = {}
    for operation in _operations(schema):
        strategy = operation.as_strategy(
            generation_mode=GenerationMode.POSITIVE
        ) | operation.as_strategy(generation_mode=GenerationMode.NEGATIVE)

        @settings(
            max_examples=EXAMPLES,
            deadline=None,
            database=None,
            suppress_health_check=list(HealthCheck),
        )
        @given(case=strategy, aim=st.sampled_from([None, *games]), anonymous=st.booleans())
        def run(case, aim, anonymous):
            if aim is not None and case.path_parameters and "game_id" in case.path_parameters:
                case.path_parameters["game_id"] = aim
            if aim is not None and case.path_parameters and "review_id" in case.path_parameters:
                case.path_parameters["review_id"] = review.pk
            if aim is not None and case.path_parameters and "league_id" in case.path_parameters:
                case.path_parameters["league_id"] = desk_event["league"]
                if "claim_id" in case.path_parameters:
                    case.path_parameters["claim_id"] = desk_event["claim"]
            status = _called(case, alice, token, anonymous, statuses, failures)
            if not anonymous:
                statuses_authenticated[status] = statuses_authenticated.get(status, 0) + 1

        run()
    assert failures == [], "\n".join(failures[:20])
    print("status counts:", dict(sorted(statuses.items())))
    print("authenticated:", dict(sorted(statuses_authenticated.items())))
    assert not _vacuous(statuses_authenticated), statuses_authenticated
    assert any(200 <= code < 300 for code in statuses), "no request succeeded: a vacuous run"
    assert any(400 <= code < 500 for code in statuses)


def _conformance_checks():
    from schemathesis.checks import not_a_server_error
    from schemathesis.specs.openapi.checks import (
        content_type_conformance,
        negative_data_rejection,
        positive_data_acceptance,
        response_schema_conformance,
        status_code_conformance,
    )

    return [
        not_a_server_error,
        status_code_conformance,
        content_type_conformance,
        response_schema_conformance,
        negative_data_rejection,
        positive_data_acceptance,
    ]


@pytest.mark.django_db(transaction=False)
def test_every_answer_is_what_the_schema_says(schema, games, alice):
    """All of schemathesis's response checks over every operation: the status is documented,
    the body matches its schema (pages, events, errors), invalid input is refused, valid input
    is accepted (or refused for a documented reason: 401/403/404/409)."""
    from rest_framework.authtoken.models import Token

    token = Token.objects.get_or_create(user=alice)[0].key
    statuses_authenticated: dict[int, int] = {}
    checks = _conformance_checks()
    negative_data_rejection, positive_data_acceptance = checks[-2], checks[-1]
    failures: dict[str, str] = {}
    cases = 0
    for operation in _operations(schema):
        strategy = operation.as_strategy(
            generation_mode=GenerationMode.POSITIVE
        ) | operation.as_strategy(generation_mode=GenerationMode.NEGATIVE)

        @settings(
            max_examples=EXAMPLES,
            deadline=None,
            database=None,
            suppress_health_check=list(HealthCheck),
        )
        @given(case=strategy, aim=st.sampled_from([None, *games]), anonymous=st.booleans())
        def run(case, aim, anonymous):
            nonlocal cases
            aimed = (
                aim is not None and bool(case.path_parameters) and "game_id" in case.path_parameters
            )
            if aimed:
                case.path_parameters["game_id"] = aim
            headers = {} if anonymous else {"Authorization": f"Token {token}"}
            _token_restore(alice, token)
            response = case.call(headers=headers)
            if not anonymous:
                statuses_authenticated[response.status_code] = (
                    statuses_authenticated.get(response.status_code, 0) + 1
                )
            cases += 1
            # Valid input must be accepted where the schema can say what is valid: reads of
            # collections. Writes and reads of one game also depend on the game's state (whose
            # turn, how many vacation days are left) that no schema describes.
            applied = checks
            if case.method != "GET" or case.path_parameters:
                applied = [check for check in checks if check is not positive_data_acceptance]
            if aimed and _path_negated(case):
                # the invalid game id was replaced by a real one: the case is no longer invalid
                applied = [check for check in applied if check is not negative_data_rejection]
            try:
                case.validate_response(response, checks=applied, headers=headers)
            except (Failure, FailureGroup) as found:
                group = found.exceptions if isinstance(found, FailureGroup) else (found,)
                for failure in group:
                    key = f"{case.operation.label}: {type(failure).__name__}"
                    failures.setdefault(
                        key, f"{failure}"[:700] + f"\n  sent {case.query} {case.body!r}"[:300]
                    )

        run()
    print("schemathesis cases:", cases, "unique failures:", len(failures))
    print("authenticated:", dict(sorted(statuses_authenticated.items())))
    assert not _vacuous(statuses_authenticated), statuses_authenticated
    assert failures == {}, "\n\n".join(f"{k}\n{v}" for k, v in list(failures.items())[:15])
