"""The "to play" mark of the status bar's seats reads once, in the page's language: the words come
from the page (through the catalog), never a second time from a stylesheet's generated content,
which once doubled the Korean mark into "차례차례"."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from django.test import Client
from django.urls import reverse

from games import services

STATIC = Path(__file__).resolve().parents[2] / "web" / "static"
GENERATED_TEXT = re.compile(r"""content\s*:\s*(["'])(.*?)\1""", re.S)
LETTER = re.compile(r"[^\W\d_]", re.U)
ACTING_ROW = re.compile(r'<li class="acting[^"]*">(.*?)</li>', re.S)
LANGUAGES = {"en": ("en-US,en;q=0.9", "to play"), "ko": ("ko-KR,ko;q=0.9", "차례")}


def test_no_stylesheet_writes_words_of_its_own():
    """Words a stylesheet adds with `content:` escape the catalog and double the page's own."""
    worded = {
        f"{sheet.name}: {text!r}"
        for sheet in STATIC.rglob("*.css")
        for _, text in GENERATED_TEXT.findall(sheet.read_text(encoding="utf-8"))
        if LETTER.search(text)
    }
    assert worded == set()


@pytest.mark.django_db
@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_the_seat_to_play_is_marked_once_in_the_pages_language(language, alice, bob):
    accept, mark = LANGUAGES[language]
    game = services.game_create(
        random_seating=False, user=alice, engine="tigris-euphyu", players=2, options={}
    )
    services.game_join(game=game, user=bob)
    game.refresh_from_db()
    client = Client()
    client.force_login(alice)
    page = client.get(reverse("web:game", args=[game.pk]), HTTP_ACCEPT_LANGUAGE=accept)
    rows = ACTING_ROW.findall(page.content.decode())
    assert len(rows) == len(game.to_act) == 1
    text = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", rows[0])).strip()
    assert text.count(mark) == 1, text
    assert mark * 2 not in text
