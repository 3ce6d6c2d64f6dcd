"""The league page in headless Chromium against the live server: a member opens the league
from the list, sees the division tables with each player's places still possible, plays a
game after another and sees the ranges the division's table has, down to the final places and
"safe"; then leaves after the season by clicking.
Screenshots go to var/screenshots/."""

from __future__ import annotations

import pytest

from engines import Rng
from leagues import services
from leagues.models import LeagueGame
from leagues.standings import division_rows
from tests.factories import UserFactory
from tests.tournaments.tournament_play import play_game
from tests.web.test_browser import click_when_ready, page_text, shoot, wait_for
from tests.web.test_browser_tournaments import log_in

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.usefixtures("event_log_flushable"),
]


def test_the_league_page_shows_rank_ranges_that_narrow(browser, live_server, secret_nim):
    from selenium.webdriver.common.by import By

    director = UserFactory(username="director")
    league = services.league_create(
        user=director, name="Nim league", engine=secret_nim.slug, promoted=1, relegated_from=3
    )
    for name in ("ann", "ben", "cat"):
        services.league_join(league=league, user=UserFactory(username=name))
    services.season_start(league=league, user=director)

    driver = browser
    log_in(driver, live_server, "ann")
    driver.get(f"{live_server.url}/leagues/")
    wait_for(driver, lambda d: "Nim league" in page_text(d), "the league list")
    driver.find_element(By.LINK_TEXT, "Nim league").click()
    wait_for(driver, lambda d: "Division 1" in page_text(d), "the league page")
    ranges = [cell.text for cell in driver.find_elements(By.CSS_SELECTOR, "td.rank-range")]
    assert ranges == ["1–3", "1–3", "1–3"]
    shoot(driver, "70-league")

    chooser = Rng(b"browser-league", "moves")
    for row in LeagueGame.objects.order_by("id"):
        play_game(row.game, chooser)
        services.league_game_record(game_id=row.game_id)
        division = row.division
        expected = [f"{r['best_place']}–{r['worst_place']}" for r in division_rows(division)]
        expected = [
            text.split("–")[0] if len(set(text.split("–"))) == 1 else text for text in expected
        ]
        driver.refresh()
        wait_for(
            driver,
            lambda d, expected=expected: (
                [c.text for c in d.find_elements(By.CSS_SELECTOR, "td.rank-range")] == expected
            ),
            "the page's ranges as the division's table has them",
        )
    # the season is over: a single division neither promotes nor relegates, so all are safe
    stakes = [cell.text for cell in driver.find_elements(By.CSS_SELECTOR, "td.stake")]
    assert stakes == ["Safe", "Safe", "Safe"]
    shoot(driver, "71-league-after-a-game")
    click_when_ready(driver, By.ID, "opt-out", "left")
    wait_for(driver, lambda d: d.find_elements(By.ID, "join"), "the join button again")


def test_the_director_edits_the_league_with_the_page_form(browser, live_server, secret_nim):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    director = UserFactory(username="director")
    league = services.league_create(user=director, name="Nim league", engine=secret_nim.slug)
    driver = browser
    log_in(driver, live_server, "director")
    driver.get(f"{live_server.url}/leagues/{league.pk}/")
    click_when_ready(driver, By.ID, "edit-league", "the edit link")
    wait_for(driver, lambda d: d.find_elements(By.ID, "league-edit"), "the edit form")
    name = driver.find_element(By.ID, "id_name")
    assert name.get_attribute("value") == "Nim league"
    name.clear()
    name.send_keys("Nim spring league")

    def moment(field: str, value: str) -> None:  # a datetime-local input, set as typed
        element = driver.find_element(By.ID, f"id_{field}")
        driver.execute_script("arguments[0].value = arguments[1];", element, value)

    moment("signup_opens_at", "2027-03-01T09:00")
    moment("signup_closes_at", "2027-02-01T09:00")  # before it opens: refused
    shoot(driver, "72-league-edit-form")
    click_when_ready(driver, By.ID, "save-league", "saved")
    wait_for(
        driver,
        lambda d: "Sign-up must close after it opens." in page_text(d),
        "the refusal on the form",
    )
    error = driver.find_element(By.CSS_SELECTOR, '[data-field="signup_closes_at"] .field-error')
    assert error.text == "Sign-up must close after it opens."
    shoot(driver, "73-league-edit-refused")
    league.refresh_from_db()
    assert league.name == "Nim league"  # nothing saved

    moment("signup_closes_at", "2027-03-20T18:00")
    click_when_ready(driver, By.ID, "save-league", "saved")
    wait_for(driver, lambda d: "The league is saved." in page_text(d), "back on the league page")
    assert driver.find_element(By.TAG_NAME, "h1").text == "Nim spring league"
    assert "Sign-up is open from" in driver.find_element(By.ID, "signup-window").text
    shoot(driver, "74-league-edited")
    league.refresh_from_db()
    assert league.name == "Nim spring league"
    assert league.signup_closes_at.isoformat() == "2027-03-20T18:00:00+00:00"

    driver.get(f"{live_server.url}/leagues/{league.pk}/edit")
    wait_for(driver, lambda d: d.find_elements(By.ID, "league-edit"), "the edit form again")
    Select(driver.find_element(By.ID, "language-select")).select_by_value("ko")  # the footer
    wait_for(driver, lambda d: "리그 저장" in page_text(d), "the form in Korean")
    moment("signup_opens_at", "2027-04-01T09:00")
    click_when_ready(driver, By.ID, "save-league", "saved")
    wait_for(
        driver,
        lambda d: d.find_elements(By.CSS_SELECTOR, '[data-field="signup_closes_at"] .field-error'),
        "the refusal in Korean",
    )
    error = driver.find_element(By.CSS_SELECTOR, '[data-field="signup_closes_at"] .field-error')
    assert error.text and not any("a" <= ch.lower() <= "z" for ch in error.text), error.text
    shoot(driver, "75-league-edit-refused-ko")
