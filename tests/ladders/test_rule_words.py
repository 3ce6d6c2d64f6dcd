"""The rules of a ladder in words, on its page, before anyone joins (English and Korean)."""

from __future__ import annotations

import pytest
from django.urls import reverse
from django.utils import translation

from ladders.rule_words import rule_lines
from ladders.rules import LadderRules
from tests.factories import UserFactory
from tests.ladders.ladder_setup import make_ladder


@pytest.fixture
def staff(db):
    return UserFactory(username="referee", is_staff=True)


def test_the_default_rules_in_words():
    with translation.override("en"):
        lines = rule_lines(LadderRules())
    text = " ".join(lines)
    assert "up to 10 places above you, or 40% of your position" in text
    assert "the 5 players above you nearest your rating" in text
    assert "at most 5 open challenges at positions 1–5, 4 at 6–10 and 3 below" in text
    assert "7 days after your last game ends" in text
    assert "removed from the ladder" in text
    assert "before any move is annulled" in text
    assert "resigns your open challenges" in text
    assert "no game for 30 days are dropped, except the player at the top" in text


def test_changed_rules_change_the_words():
    rules = LadderRules(
        reach_by_rating=0,
        timeout_removes_player=False,
        annul_timeout_without_moves=False,
        leaving_resigns_challenges=False,
        rechallenge_from_game_end=False,
        inactivity_spares_top=False,
        inactive_after_days=14,
    )
    with translation.override("en"):
        text = " ".join(rule_lines(rules))
    assert "nearest your rating" not in text
    assert "A player who times out loses the game." in text
    assert "annulled" not in text
    assert "cancels your open challenges" in text
    assert "after your last challenge" in text
    assert "Players with no game for 14 days are dropped." in text


def test_every_rule_has_korean_words():
    with translation.override("ko"):
        lines = rule_lines(LadderRules())
    assert len(lines) >= 9
    for line in lines:
        assert not any("a" <= character.lower() <= "z" for character in line), line


@pytest.mark.django_db
def test_the_ladder_page_shows_its_rules_to_a_visitor(client, secret_nim, staff):
    ladder, _ = make_ladder(staff, ["a", "b"], time_control={"kind": "per_move", "seconds": 86400})
    page = client.get(reverse("web:ladder", args=[ladder.pk]), HTTP_ACCEPT_LANGUAGE="en")
    html = page.content.decode()
    assert page.status_code == 200
    assert "The rules of this ladder" in html
    assert "86400 s a move" in html
    assert "is removed from the ladder" in html
    assert "allow no vacation" in html
