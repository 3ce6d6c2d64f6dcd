"""Ladders and ratings in headless Chromium against the live server: a player opens a ladder,
challenges someone within reach by clicking and lands on the game; their profile shows Elo and
OpenSkill with the history charts. Screenshots go to var/screenshots/."""

from __future__ import annotations

import pytest

from games import services as game_services
from ladders.models import LadderChallenge
from tests.factories import UserFactory
from tests.ladders.ladder_setup import make_ladder
from tests.web.test_browser import (
    append_only_table_empty,
    click_when_ready,
    page_text,
    shoot,
    wait_for,
)
from tests.web.test_browser_tournaments import log_in
from tournaments import services as tournament_services

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.usefixtures("event_log_flushable", "ladder_log_flushable"),
]


@pytest.fixture
def ladder_log_flushable(transactional_db):
    """As `event_log_flushable`, for the ladders' append-only log (SQLite's flush DELETEs)."""
    yield
    append_only_table_empty("tournaments_ladderevent")


def test_challenge_on_a_ladder_by_clicking_and_see_the_rating_charts(
    browser, live_server, secret_nim, eager_bots
):
    from selenium.webdriver.common.by import By

    staff = UserFactory(username="referee", is_staff=True)
    _ladder, users = make_ladder(staff, ["ann", "ben", "cid"])
    for loser in ("ann", "ben", "ann"):  # cid's rated games, for the history charts
        game = game_services.game_create(
            user=users["cid"], engine="secret-nim", players=2, rated=True, random_seating=False
        )
        game_services.game_join(game=game, user=users[loser])
        game_services.game_resign(game=game, user=users[loser])

    driver = browser
    log_in(driver, live_server, "cid")
    driver.find_element(By.LINK_TEXT, "Ladders").click()
    wait_for(driver, lambda d: "Nim ladder" in page_text(d), "the ladder list")
    shoot(driver, "30-ladders")
    driver.find_element(By.LINK_TEXT, "Nim ladder").click()
    wait_for(driver, lambda d: "You are #3." in page_text(d), "the ladder page")
    shoot(driver, "31-ladder")
    click_when_ready(driver, By.CSS_SELECTOR, "button[aria-label='Challenge ben']", "challenged")
    wait_for(driver, lambda d: "You challenged ben" in page_text(d), "the challenge's game")
    challenge = LadderChallenge.objects.get(challenger=users["cid"])
    assert driver.current_url.endswith(f"/games/{challenge.game_id}/")
    shoot(driver, "32-ladder-challenge-game")

    driver.get(f"{live_server.url}/users/cid/")
    wait_for(driver, lambda d: "OpenSkill" in page_text(d), "the profile's ratings")
    assert len(driver.find_elements(By.CSS_SELECTOR, ".chart-svg")) == 2
    assert "3 rated games" in page_text(driver) and "position 3" in page_text(driver)
    shoot(driver, "33-profile-ratings")


def test_a_visitor_reads_the_rules_of_an_event_and_a_ladder_before_joining(
    browser, live_server, secret_nim
):
    driver = browser
    olga = UserFactory(username="olga")
    tournament = tournament_services.tournament_create(
        user=olga,
        name="Points league",
        engine="secret-nim",
        format="double_round_robin",
        scoring={"place_points": {"2": [3, 0]}, "bye_points": 3, "two_player_draw": 1},
        tiebreaks=["buchholz_cut1", "opponents_match_win"],
    )
    tournament_services.tournament_registration_open(tournament=tournament, user=olga)
    driver.delete_all_cookies()
    driver.get(f"{live_server.url}/tournaments/{tournament.pk}/")
    wait_for(driver, lambda d: "The rules of this event" in page_text(d), "event rules")
    text = page_text(driver)
    assert "Double round robin: everyone meets everyone twice" in text
    assert "A win scores 3, a draw 1, a loss 0, a bye 3." in text
    assert "Buchholz Cut-1, then Opponents' match-win rate" in text
    assert "no vacation" in text
    shoot(driver, "tournament-rules")
    staff = UserFactory(username="referee", is_staff=True)
    ladder, _ = make_ladder(staff, ["a", "b"])
    driver.get(f"{live_server.url}/ladders/{ladder.pk}/")
    wait_for(driver, lambda d: "The rules of this ladder" in page_text(d), "ladder rules")
    text = page_text(driver)
    assert "removed from the ladder" in text
    assert "at most 5 open challenges at positions 1–5, 4 at 6–10 and 3 below" in text
    shoot(driver, "ladder-rules")
