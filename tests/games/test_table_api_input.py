"""The table's endpoints (abort, takeback, rematch) under bad input: bodies of the wrong shape,
NUL bytes, deep nesting, huge ids, wrong methods, no token: refusals in the one error shape,
never a 500."""

from __future__ import annotations

import pytest

from games import services

pytestmark = pytest.mark.django_db

PATHS = [
    "abort",
    "takeback",
    "takeback/accept",
    "takeback/decline",
    "rematch",
    "rematch/accept",
    "rematch/decline",
]
BODIES = [
    '{"paired": "\\u0000"}',
    '{"paired": [[[[]]]]}',
    '{"paired": 1e400}',
    "[" * 100 + "]" * 100,
    '"x"',
    "null",
    '{"paired": true, "junk": {"a": "b"}}',
]


@pytest.mark.parametrize("path", PATHS)
def test_bad_input_is_refused_in_the_error_shape(api, client, alice, bob, path):
    game = services.game_create(user=alice, engine="tigris-euphyu", players=2)
    services.game_join(game=game, user=bob)
    for body in BODIES:
        answer = api(alice).post(
            f"/api/games/{game.pk}/{path}", body, content_type="application/json"
        )
        assert answer.status_code < 500, (path, body, answer.content)
        if answer.status_code >= 400:
            assert "error" in answer.json()
    for game_id in ("9" * 30, "0", "-1"):
        answer = api(alice).post(f"/api/games/{game_id}/{path}")
        assert answer.status_code == 404, (game_id, answer.content)
    assert api(alice).put(f"/api/games/{game.pk}/{path}").status_code == 405
    assert api().post(f"/api/games/{game.pk}/{path}").status_code == 401
