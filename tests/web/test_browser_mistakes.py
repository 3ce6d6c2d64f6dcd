"""Learn from your mistakes in headless Chromium: alice, whose call on a low card the search
from her own view judged a blunder, opens her game's marked positions from the replay, retries
the position with the same move (still a blunder), then with the right one (solved, and the
search's best move shown)."""

from __future__ import annotations

import pytest

from tests.web.test_browser import page_text, wait_for
from tests.web.test_browser_chat import log_in

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.usefixtures("event_log_flushable"),
]


def test_retry_a_mistake_until_solved(browser, live_server, alice, bob, settings):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    from engines import ENGINES
    from tests.games.hidden_call import CALL, HIDDEN_CALL
    from tests.reviews.test_mistakes import judged_game

    ENGINES[HIDDEN_CALL.slug] = HIDDEN_CALL
    try:
        game = judged_game(alice, bob, settings, [1, 5], CALL)
        driver = browser
        log_in(driver, live_server.url, "alice")
        driver.get(f"{live_server.url}/games/{game.pk}/replay")
        wait_for(driver, lambda d: "Accuracy" in page_text(d), "the analysis with accuracy")
        assert "Blunder you could have seen" in page_text(driver)
        driver.find_element(By.LINK_TEXT, "Learn from your mistakes").click()
        wait_for(driver, lambda d: "you played Call" in page_text(d), "the marked positions")
        driver.find_element(By.CSS_SELECTOR, "a.retry-link").click()
        wait_for(driver, lambda d: d.find_elements(By.ID, "retry-move"), "the retry form")
        Select(driver.find_element(By.ID, "retry-move")).select_by_visible_text("Call")
        driver.find_element(By.ID, "retry-submit").click()
        wait_for(driver, lambda d: "Try again." in page_text(d), "a second blunder refused")
        Select(driver.find_element(By.ID, "retry-move")).select_by_visible_text("Fold")
        driver.find_element(By.ID, "retry-submit").click()
        wait_for(driver, lambda d: "Well found" in page_text(d), "the position solved")
        assert "Solved. The search's best move from your view: Fold" in page_text(driver)
        driver.get(f"{live_server.url}/games/{game.pk}/mistakes")
        wait_for(driver, lambda d: "solved" in page_text(d), "solved in the list")
    finally:
        ENGINES.pop(HIDDEN_CALL.slug, None)
