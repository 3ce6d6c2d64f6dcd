"""Playing on the pieces themselves, in headless Chromium against a bot: a Tigris & Euphrates
swap made by clicking the hand's tiles (then the status bar's "Swap N tiles" and Confirm), and a
Tigris Euphyu pair shown above the well with a ghost of where it lands, turned by the keyboard
and the rotate button, dropped by clicking a column. The moves sent are the engines' own.
"""

from __future__ import annotations

import pytest

from games.models import Game, GameEvent
from tests.factories import UserFactory
from tests.web.test_browser import SCREENSHOTS, confirm_if_asked, page_text, wait_for
from tests.web.test_browser_table import console_problems, log_in

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.usefixtures("event_log_flushable"),
]


def open_table_against_a_bot(driver, live_server, slug: str) -> None:
    """ann creates `slug` in the lobby with one bot and the form's defaults otherwise."""
    from selenium.webdriver.common.by import By  # only where Chromium runs
    from selenium.webdriver.support.ui import Select  # only where Chromium runs

    driver.set_window_size(1400, 1000)
    log_in(driver, live_server, UserFactory(username="ann"))
    driver.get(f"{live_server.url}/")
    console_problems(driver)  # drained: an earlier page's polls are not this test's
    Select(driver.find_element(By.ID, "id_engine")).select_by_value(slug)
    bots = driver.find_element(By.ID, "id_bots")
    bots.clear()
    bots.send_keys("1")
    driver.find_element(By.CSS_SELECTOR, ".create-form button.primary").click()
    wait_for(driver, lambda d: "Your turn." in page_text(d), "my turn at the new table")


def seq_of(driver) -> int:
    from selenium.webdriver.common.by import By  # only where Chromium runs

    return int(driver.find_element(By.ID, "game-panel").get_attribute("data-seq"))


def my_moves(slug: str) -> list[dict]:
    game = Game.objects.get(engine=slug)
    ann = game.seats.get(user__username="ann").index
    rows = GameEvent.objects.filter(game=game, type="move", seat=ann).order_by("seq")
    return [row.data["move"] for row in rows]


def test_a_swap_is_made_by_clicking_tiles_of_the_hand(browser, live_server, eager_bots):
    from selenium.webdriver.common.by import By  # only where Chromium runs

    driver = browser
    open_table_against_a_bot(driver, live_server, "tigris-euphrates")
    assert not driver.find_elements(By.XPATH, "//button[starts-with(., 'Swap ') and @name='move']")
    tiles = driver.find_elements(By.CSS_SELECTOR, ".hand.pickable .hand-tile")
    assert len(tiles) == 6
    play = driver.find_element(By.ID, "hand-pick-play")
    assert play.is_displayed() and not play.is_enabled()  # nothing selected yet
    tiles[0].click()
    tiles[3].click()
    chosen = sorted(t.get_attribute("data-pick") for t in (tiles[0], tiles[3]))
    assert [t.get_attribute("aria-pressed") for t in tiles].count("true") == 2
    assert "selected" in tiles[0].get_attribute("class")
    assert play.is_enabled() and play.text == "Swap 2 tiles"
    tiles[3].click()  # a second click deselects
    assert play.text == "Swap 1 tile"
    tiles[3].click()
    driver.save_screenshot(str(SCREENSHOTS / "hand-tigris-euphrates-swap-selected-en.png"))
    before = seq_of(driver)
    play.click()
    confirm = driver.find_element(By.ID, "move-confirm")
    assert confirm.is_displayed() and confirm.text.startswith("Swap ")  # shown, not yet sent
    assert seq_of(driver) == before
    confirm_if_asked(driver)
    wait_for(driver, lambda d: seq_of(d) > before, "the swap was played")
    swaps = [m for m in my_moves("tigris-euphrates") if m.get("type") == "swap_tiles"]
    assert len(swaps) == 1 and sorted(swaps[0]["tiles"]) == chosen
    assert "Refused" not in page_text(driver)
    assert not [m for m in console_problems(driver) if "selector" in m or "Uncaught" in m]


def test_the_falling_pair_turns_with_the_keyboard_and_lands_where_its_ghost_shows(
    browser, live_server, eager_bots
):
    from selenium.webdriver.common.action_chains import ActionChains  # only where Chromium runs
    from selenium.webdriver.common.by import By  # only where Chromium runs
    from selenium.webdriver.common.keys import Keys  # only where Chromium runs

    driver = browser
    open_table_against_a_bot(driver, live_server, "tigris-euphyu")
    well = driver.find_element(By.CSS_SELECTOR, ".well.dropping")
    seat = well.get_attribute("data-seat")
    pair = well.get_attribute("data-pair").split(",")
    falling = driver.find_elements(By.CSS_SELECTOR, "#eu-falling rect")
    assert len(falling) == 2
    well_top = float(well.get_attribute("data-top"))
    assert all(float(r.get_attribute("y")) < well_top for r in falling)  # above the well

    def ghost() -> str:
        return driver.find_element(By.ID, "eu-ghost").get_attribute("data-cells")

    upright = ghost()
    assert upright and len(driver.find_elements(By.CSS_SELECTOR, "#eu-ghost rect")) == 2
    driver.find_element(By.TAG_NAME, "body").send_keys("r")
    flat = ghost()
    assert flat != upright
    assert len({cell.split(":")[0] for cell in flat.split()}) == 2  # side by side: two columns
    driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_UP)
    flipped = ghost()
    assert flipped != flat
    if len(set(pair)) == 2:
        assert flipped != upright  # two colours: upside down is another drop
    assert [c.split(":")[2] for c in flipped.split()] == [c.split(":")[2] for c in upright.split()][
        ::-1
    ]  # turned half way: the same column, the tiles the other way up
    driver.find_element(By.ID, "rotate-pair").click()
    driver.find_element(By.ID, "rotate-pair").click()
    assert ghost() == upright  # four turns make a full circle
    driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_LEFT)
    assert ghost().split(":")[0] != upright.split(":")[0]  # moved one column left
    ActionChains(driver).move_to_element(driver.find_element(By.ID, f"eu-{seat}-4")).perform()
    assert {cell.split(":")[0] for cell in ghost().split()} == {"4"}  # follows the pointer
    driver.find_element(By.TAG_NAME, "body").send_keys("r")  # flat: the pair's left tile in 3
    assert ghost().split()[0].startswith("3:")
    driver.save_screenshot(str(SCREENSHOTS / "pair-tigris-euphyu-ghost-en.png"))
    before = seq_of(driver)
    driver.find_element(By.ID, f"eu-{seat}-3").click()
    assert driver.find_element(By.ID, "move-confirm").is_displayed() and seq_of(driver) == before
    confirm_if_asked(driver)
    wait_for(driver, lambda d: seq_of(d) > before, "the pair was dropped")
    drops = [m for m in my_moves("tigris-euphyu") if m.get("type") == "drop"]
    # a pair of one colour lands the same either way round: the engine lists both, one is sent
    same = {"horizontal", "horizontal-flipped"} if len(set(pair)) == 1 else {"horizontal"}
    assert len(drops) == 1 and drops[0]["column"] == 3 and drops[0]["orientation"] in same
    assert not [m for m in console_problems(driver) if "selector" in m or "Uncaught" in m]
