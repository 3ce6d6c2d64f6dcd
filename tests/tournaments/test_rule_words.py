"""The rules of a tournament in words on its page, before anyone registers (English, Korean)."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import translation

from tests.factories import UserFactory
from tournaments import services
from tournaments.rule_words import event_rule_lines

pytestmark = pytest.mark.django_db


def draft(**kwargs):
    organiser = UserFactory(username="referee")
    arguments = {"name": "Autumn cup", "engine": "secret-nim", **kwargs}
    return services.tournament_create(user=organiser, **arguments)


def test_swiss_with_match_points_in_words(secret_nim):
    tournament = draft(
        format="swiss",
        rounds=5,
        scoring={"place_points": {"2": [3, 0]}, "bye_points": 3, "two_player_draw": 1},
        round_seconds=86400,
    )
    with translation.override("en"):
        text = " ".join(event_rule_lines(tournament, ["Buchholz Cut-1", "Rating"]))
    assert "Swiss pairing" in text and "never the same opponent twice" in text
    assert "A win scores 3, a draw 1, a loss 0, a bye 3." in text
    assert "Ties on score are broken by Buchholz Cut-1, then Rating." in text
    assert "clock runs out loses" in text and "no vacation" in text
    assert "at most 86400 s" in text


@pytest.mark.parametrize(
    ("kwargs", "words"),
    [
        ({"format": "round_robin"}, "everyone meets everyone once"),
        ({"format": "double_round_robin"}, "seats reversed in the second cycle"),
        ({"format": "round_robin", "players_per_table": 3}, "fewest repeat meetings"),
        ({"format": "elimination"}, "the best 1 of each table go on"),
        ({"format": "swiss", "rounds": 2, "players_per_table": 3}, "fewest repeat opponents"),
    ],
)
def test_each_format_in_words(secret_nim, kwargs, words):
    with translation.override("en"):
        text = " ".join(event_rule_lines(draft(**kwargs), []))
    assert words in text


def test_korean_words_leave_no_english(secret_nim):
    tournament = draft(format="swiss", rounds=3, round_seconds=3600)
    with translation.override("ko"):
        lines = event_rule_lines(tournament, [])
    for line in lines:
        assert not any("a" <= character.lower() <= "z" for character in line), line


def test_the_page_shows_the_rules_to_a_visitor_before_registration(secret_nim):
    tournament = draft(format="double_round_robin", tiebreaks=["opponents_match_win"])
    page = Client().get(reverse("web:tournament", args=[tournament.pk]), HTTP_ACCEPT_LANGUAGE="en")
    html = page.content.decode()
    assert page.status_code == 200
    assert "The rules of this event" in html
    assert "Double round robin: everyone meets everyone twice" in html
    assert "Opponents&#x27; match-win rate" in html or "Opponents' match-win rate" in html
    assert "no vacation" in html
