"""Every clubs route is in the OpenAPI schema; every refusal is a translatable sentence; bad
input (wrong types, huge numbers, long text, NUL bytes) is a 4xx with the error shape, never a
500, on the API and on the pages' forms."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from django.test import Client

import clubs
from clubs import services

ERRORS = {"PlatformError", "Conflict", "Forbidden", "NotFound"}


@pytest.mark.django_db
def test_every_clubs_route_is_in_the_openapi_schema(api):
    from clubs.urls import urlpatterns

    schema = api().get("/api/schema/", {"format": "json"})
    assert schema.status_code == 200
    paths = schema.json()["paths"]
    for pattern in urlpatterns:
        route = "/api/" + str(pattern.pattern)
        for converter in ("int:", "str:"):
            route = route.replace("<" + converter, "{")
        route = route.replace(">", "}")
        assert route in paths, route
        for method, operation in paths[route].items():
            assert "clubs" in operation["tags"], (route, method)


def _is_gettext(node) -> bool:
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod):
        node = node.left
    return isinstance(node, ast.Call) and getattr(node.func, "id", None) in ("_", "gettext_lazy")


def test_every_error_clubs_raises_is_a_translatable_sentence():
    checked = 0
    for path in Path(clubs.__file__).parent.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) in ERRORS:
                code, message = node.args[:2]
                assert isinstance(code, ast.Constant) and isinstance(code.value, str)
                assert _is_gettext(message), f"{path.name}:{node.lineno}"
                checked += 1
    assert checked >= 25


BAD_VALUES = [None, True, -1, 0, 10**30, 1e300, "", "x" * 5000, "a\x00b", [], {}, [[["deep"]]]]
FIELDS = ("name", "description", "policy", "username", "role", "accept", "text", "kind", "id")


@pytest.mark.django_db
def test_bad_bodies_and_queries_are_refused_never_a_500(open_club, alice, api):
    client = api(alice)
    client.raise_request_exception = False
    base = f"/api/clubs/{open_club.pk}/"
    writes = [
        ("post", "/api/clubs/"),
        ("patch", base),
        ("post", base + "join"),
        ("post", base + "leave"),
        ("patch", base + "members/bob"),
        ("post", base + "bans"),
        ("post", base + "requests/bob"),
        ("post", base + "invitations"),
        ("post", base + "invitations/decline"),
        ("post", base + "announcements"),
        ("post", base + "events"),
    ]
    answers = []
    for value in BAD_VALUES:
        body = dict.fromkeys(FIELDS, value)
        for method, path in writes:
            answer = getattr(client, method)(path, body, format="json")
            answers.append((method, path, repr(value)[:30], answer.status_code))
            if answer.status_code >= 400:
                assert set(answer.json()) == {"error"}, (path, value)
    for query in ({"q": "x" * 500}, {"limit": "10" * 30}, {"offset": "-1"}, {"q": "a\x00"}):
        for path in ("/api/clubs/", base + "members", base + "games", base + "announcements"):
            answer = client.get(path, query)
            answers.append(("get", path, str(query)[:30], answer.status_code))
    for path in (f"/api/clubs/{10**30}/", "/api/clubs/-1/members", base + "members/" + "x" * 400):
        answers.append(("get", path, "", client.get(path).status_code))
    server_errors = [row for row in answers if row[3] >= 500]
    assert server_errors == []
    assert len(answers) > 150


@pytest.mark.django_db
def test_the_pages_forms_refuse_bad_input_with_a_message(open_club, alice, bob):
    services.club_join(club=open_club, user=bob)
    page = Client(raise_request_exception=False)
    page.force_login(alice)
    base = f"/clubs/{open_club.pk}/"
    for action in ("invite", "answer", "remove", "ban", "unban", "role", "announce", "event"):
        for value in ("", "x" * 5000, "-1", "1" + "0" * 30, "nobody"):
            answer = page.post(base + action, dict.fromkeys(FIELDS, value))
            assert answer.status_code == 302, (action, value, answer.status_code)
    assert page.post("/clubs/new", {"name": "x" * 500}).status_code == 302
    assert page.post(base + "nothing").status_code == 404
    assert page.get("/clubs/?q=" + "x" * 500).status_code == 200
    assert page.get(f"/clubs/{10**30}/").status_code in (400, 404)
