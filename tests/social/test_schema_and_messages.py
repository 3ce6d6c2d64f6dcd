"""The social API is in the OpenAPI schema; every refusal is a translatable sentence."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import social

ERRORS = {"PlatformError", "Conflict", "Forbidden", "NotFound"}


@pytest.mark.django_db
def test_every_social_route_is_in_the_openapi_schema(api):
    from social.urls import urlpatterns

    schema = api().get("/api/schema/", {"format": "json"})
    assert schema.status_code == 200
    paths = set(schema.json()["paths"])
    for pattern in urlpatterns:
        route = "/api/social/" + str(pattern.pattern)
        for converter in ("int:", "str:"):
            route = route.replace("<" + converter, "{")
        route = route.replace(">", "}")
        assert route in paths, route


def _is_gettext(node) -> bool:
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod):
        node = node.left
    return isinstance(node, ast.Call) and getattr(node.func, "id", None) == "_"


def test_every_error_social_raises_is_wrapped_in_gettext_lazy():
    checked = 0
    for path in Path(social.__file__).parent.rglob("*.py"):
        tree = ast.parse(path.read_text())
        imports_lazy = any(
            isinstance(node, ast.ImportFrom)
            and node.module == "django.utils.translation"
            and any(a.name == "gettext_lazy" and a.asname == "_" for a in node.names)
            for node in ast.walk(tree)
        )
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) in ERRORS:
                assert imports_lazy, path
                code, message = node.args[:2]
                assert isinstance(code, ast.Constant) and isinstance(code.value, str)
                assert _is_gettext(message), f"{path.name}:{node.lineno}"
                checked += 1
    assert checked >= 40


@pytest.mark.django_db
def test_errors_read_in_korean_with_the_browser_language(table, dora, api, settings):
    """With LocaleMiddleware (the web pages add it) Accept-Language picks the sentence."""
    settings.MIDDLEWARE = [
        *settings.MIDDLEWARE[:3],
        "django.middleware.locale.LocaleMiddleware",
        *settings.MIDDLEWARE[3:],
    ]
    url = f"/api/social/games/{table.pk}/chat"
    korean = api(dora).get(url, {"channel": "players"}, HTTP_ACCEPT_LANGUAGE="ko")
    english = api(dora).get(url, {"channel": "players"}, HTTP_ACCEPT_LANGUAGE="en")
    assert korean.status_code == english.status_code == 403
    assert korean.json()["error"]["code"] == english.json()["error"]["code"] == "channel_hidden"
    assert korean.json()["error"]["message"] == "이 채널은 게임이 끝날 때까지 볼 수 없습니다."
    assert english.json()["error"]["message"] == (
        "This channel stays hidden from you until the game is over."
    )


def test_every_social_sentence_has_a_korean_translation():
    from django.utils import translation

    po = Path(social.__file__).parent / "locale" / "ko" / "LC_MESSAGES" / "django.po"
    text = po.read_text(encoding="utf-8")
    assert 'msgstr ""\n\n' not in text.split("\n\n", 1)[1] + "\n\n"
    with translation.override("ko"):
        assert (
            translation.gettext("You cannot invite yourself.") == "자기 자신은 초대할 수 없습니다."
        )
        assert translation.gettext("Spectators") == "관전자"
