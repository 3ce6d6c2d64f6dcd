"""schemathesis over the desk's own operations (claims, answers, withdrawals, the director log,
for tournaments, leagues and ladders): generated valid and invalid input, aimed at a real league
with a real claim, answers without a server error. (The whole schema's fuzz,
tests/games/test_schema_fuzz.py, covers them too; this one runs them alone, quickly.)"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from schemathesis.generation import GenerationMode

from tests.games.test_schema_fuzz import _called, _desk_event, schema  # noqa: F401

DESK_PATHS = ("/claims", "/director-log", "/withdraw-player")


@pytest.mark.django_db
def test_no_desk_operation_answers_with_a_server_error(schema, alice):  # noqa: F811
    from rest_framework.authtoken.models import Token

    desk_event = _desk_event(alice)
    token = Token.objects.get_or_create(user=alice)[0].key
    operations = [
        result.ok()
        for result in schema.get_all_operations()
        if any(part in result.ok().path for part in DESK_PATHS)
    ]
    assert len(operations) == 18, [operation.path for operation in operations]
    failures: list[str] = []
    statuses: dict[int, int] = {}
    for operation in operations:
        strategy = operation.as_strategy(
            generation_mode=GenerationMode.POSITIVE
        ) | operation.as_strategy(generation_mode=GenerationMode.NEGATIVE)

        @settings(max_examples=15, deadline=None, database=None,
                  suppress_health_check=list(HealthCheck))  # fmt: skip
        @given(case=strategy, aim=st.booleans(), anonymous=st.booleans())
        def run(case, aim, anonymous):
            if aim and case.path_parameters and "league_id" in case.path_parameters:
                case.path_parameters["league_id"] = desk_event["league"]
                if "claim_id" in case.path_parameters:
                    case.path_parameters["claim_id"] = desk_event["claim"]
            _called(case, alice, token, anonymous, statuses, failures)

        run()
    assert failures == [], "\n".join(failures[:20])
    print("status counts:", dict(sorted(statuses.items())))
    assert any(200 <= code < 300 for code in statuses)
    assert any(400 <= code < 500 for code in statuses)
