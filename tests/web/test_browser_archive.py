"""The game finder and the head-to-head page in headless Chromium against the live server: a
visitor finds alice's games against bob with the finder's form, pages to older games, then
opens the head-to-head page from the form and sees the tally, its chart and the games.
Screenshots go to var/screenshots/."""

from __future__ import annotations

import pytest

from tests.factories import UserFactory
from tests.games.play import nim_started, play_to_end
from tests.web.test_browser import page_text, shoot, wait_for

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.usefixtures("event_log_flushable"),
]


def test_find_games_and_compare_two_players(browser, live_server, secret_nim):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    alice, bob, carol = (UserFactory(username=n) for n in ("alice", "bob", "carol"))
    together = [play_to_end(nim_started(alice, bob, pile=p), seed=bytes([p])) for p in (5, 6, 7)]
    play_to_end(nim_started(alice, carol))
    driver = browser
    driver.get(f"{live_server.url}/games/find")
    form = driver.find_element(By.CSS_SELECTOR, "form.find-form")
    form.find_element(By.NAME, "player").send_keys("alice")
    form.find_element(By.NAME, "opponent").send_keys("bob")
    Select(form.find_element(By.NAME, "status")).select_by_value("finished")
    shoot(driver, "70-finder-form")
    form.find_element(By.CSS_SELECTOR, "button.primary").click()
    wait_for(
        driver, lambda d: len(d.find_elements(By.CSS_SELECTOR, ".found-games li")) == 3, "3 found"
    )
    links = [
        a.get_attribute("href")
        for a in driver.find_elements(By.CSS_SELECTOR, ".found-games li > a")
    ]
    assert [link.rstrip("/").rsplit("/", 1)[1] for link in links] == [
        str(g.pk) for g in reversed(together)
    ]
    assert "carol" not in page_text(driver)
    shoot(driver, "71-finder-results")

    driver.get(f"{live_server.url}/games/find?player=alice&limit=2")
    wait_for(driver, lambda d: "Older games" in page_text(d), "a next page")
    driver.find_element(By.LINK_TEXT, "Older games").click()
    wait_for(
        driver, lambda d: len(d.find_elements(By.CSS_SELECTOR, ".found-games li")) == 2, "page 2"
    )

    driver.get(f"{live_server.url}/games/find")
    h2h = driver.find_element(By.CSS_SELECTOR, "form.h2h-form")
    h2h.find_element(By.NAME, "first").send_keys("alice")
    h2h.find_element(By.NAME, "second").send_keys("bob")
    h2h.find_element(By.CSS_SELECTOR, "button").click()
    wait_for(driver, lambda d: "3 games together" in page_text(d), "the head-to-head page")
    assert driver.current_url.endswith("/users/alice/versus/bob")
    assert driver.find_elements(By.CSS_SELECTOR, "svg.bar-chart rect")
    assert len(driver.find_elements(By.CSS_SELECTOR, ".h2h-games li")) == 3
    assert "finished ahead" in page_text(driver)
    shoot(driver, "72-head-to-head")
    errors = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
    assert errors == []
