"""The game table in headless Chromium, for each of the four games against bots: the lobby's
create form with nothing changed but the game starts a table; at 1400×1000 the status bar (whose
turn, the decision's buttons) stays in view while moves are played by clicking only; the last
move is announced in the status bar's live region; htmx logs no warnings or errors; at 390×844
the page does not scroll sideways. Screenshots (start, mid-game, in English and Korean) go to
var/screenshots/table-*.png.
"""

from __future__ import annotations

import pytest
from django.test import Client

from tests.factories import UserFactory
from tests.web.test_browser import (
    SCREENSHOTS,
    click_when_ready,
    confirm_if_asked,
    page_text,
    wait_for,
)

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.usefixtures("event_log_flushable"),
]
GAMES = {"tigris-euphrates": 2, "tigris-euphyu": 2, "after-the-flood": 3, "middle-earth-duel": 2}
MOVES_PLAYED = 6


def log_in(driver, live_server, user, language: str = "en") -> None:
    client = Client()
    client.force_login(user)
    driver.get(f"{live_server.url}/")
    driver.delete_all_cookies()
    driver.add_cookie({"name": "sessionid", "value": client.cookies["sessionid"].value})
    driver.add_cookie({"name": "django_language", "value": language})


def console_problems(driver) -> list[str]:
    try:
        entries = driver.get_log("browser")
    except Exception:  # noqa: BLE001 - a driver without the log endpoint: nothing to check
        return []
    return [
        e["message"]
        for e in entries
        if e.get("level") in ("SEVERE", "WARNING") and "favicon" not in e["message"]
    ]


def in_view(driver, css: str) -> bool:
    return bool(
        driver.execute_script(
            "var el = document.querySelector(arguments[0]); if (!el) return false;"
            "var r = el.getBoundingClientRect();"
            "return r.top >= 0 && r.bottom <= window.innerHeight + 1;",
            css,
        )
    )


def play_one_move(driver) -> None:
    """Click the first live target on the board, else the first move button of the status bar."""
    from selenium.webdriver.common.by import By  # only where Chromium runs

    seq = int(driver.find_element(By.ID, "game-panel").get_attribute("data-seq"))
    targets = driver.find_elements(By.CSS_SELECTOR, ".target.live")
    if targets:
        assert in_view(driver, ".target.live"), "a target below the screen"
        click_when_ready(driver, By.CSS_SELECTOR, ".target.live", "clicked a target")
        assert driver.find_element(By.ID, "move-confirm").is_displayed()  # shown, not yet sent
        confirm_if_asked(driver)
    else:
        for more in driver.find_elements(By.CSS_SELECTOR, ".status-bar details.more-moves"):
            more.find_element(By.TAG_NAME, "summary").click()
        click_when_ready(driver, By.CSS_SELECTOR, ".status-bar .move-button", "clicked a button")
    wait_for(
        driver,
        lambda d: int(d.find_element(By.ID, "game-panel").get_attribute("data-seq")) > seq,
        "the move was played",
    )


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_a_table_against_bots_is_played_by_clicking_with_the_status_bar_in_view(
    browser, live_server, eager_bots, slug
):
    from selenium.webdriver.common.by import By  # only where Chromium runs
    from selenium.webdriver.support.ui import Select  # only where Chromium runs

    driver = browser
    driver.set_window_size(1400, 1000)
    log_in(driver, live_server, UserFactory(username="ann"))
    driver.get(f"{live_server.url}/")
    console_problems(driver)  # drained: the previous test's page polled a flushed game
    Select(driver.find_element(By.ID, "id_engine")).select_by_value(slug)
    bots = driver.find_element(By.ID, "id_bots")
    bots.clear()
    bots.send_keys(str(GAMES[slug] - 1))
    driver.find_element(By.CSS_SELECTOR, ".create-form button.primary").click()
    wait_for(driver, lambda d: "Your turn." in page_text(d), "my turn at the new table")
    driver.save_screenshot(str(SCREENSHOTS / f"table-{slug}-start-en.png"))
    for _ in range(MOVES_PLAYED):
        if "Game over" in page_text(driver):
            break
        wait_for(
            driver,
            lambda d: "Your turn." in page_text(d) or "Game over" in page_text(d),
            "my turn again",
        )
        if "Game over" in page_text(driver):
            break
        assert in_view(driver, ".status-bar .status-line"), "the status bar left the screen"
        play_one_move(driver)
    assert driver.find_element(By.CSS_SELECTOR, ".status-bar .last-move").text.strip()
    assert "{" not in driver.find_element(By.CSS_SELECTOR, ".events").text
    driver.save_screenshot(str(SCREENSHOTS / f"table-{slug}-mid-en.png"))
    # htmx's own warnings (a selector finding nothing) and script errors; a poll refused while
    # SQLite is busy is the live server's, not the page's
    assert not [m for m in console_problems(driver) if "selector" in m or "Uncaught" in m]

    driver.add_cookie({"name": "django_language", "value": "ko"})
    driver.refresh()
    wait_for(driver, lambda d: d.find_element(By.ID, "game-panel"), "the page in Korean")
    driver.save_screenshot(str(SCREENSHOTS / f"table-{slug}-mid-ko.png"))

    driver.set_window_size(390, 844)
    driver.refresh()
    wait_for(driver, lambda d: d.find_element(By.ID, "game-panel"), "the page at 390 px")
    width = driver.execute_script("return document.documentElement.scrollWidth")
    inner = driver.execute_script("return window.innerWidth")
    driver.save_screenshot(str(SCREENSHOTS / f"table-{slug}-phone-ko.png"))
    driver.set_window_size(1400, 1000)
    assert width <= inner, f"{width}px wide at {inner}px"
