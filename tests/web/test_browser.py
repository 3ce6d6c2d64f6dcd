"""The pages in headless Chromium (Debian `chromium` + `chromium-driver`) against the live server.

A person signs up, creates a secret-nim game against a bot, plays by clicking the board and the
buttons, sees the bot answer, finishes, and steps through the replay with the keyboard. The four
boards are drawn from hand-made views and clicked. Screenshots go to var/screenshots/.
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest
from django.conf import settings as django_settings

CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")
SCREENSHOTS = Path(django_settings.BASE_DIR) / "var" / "screenshots"
WAIT_SECONDS = 30  # generous: CI machines are shared

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.usefixtures("event_log_flushable"),
]


def append_only_table_empty(table: str) -> None:
    """Empty an append-only log on SQLite: its triggers (games.log.append_only's) lifted for the
    DELETE, then put back. PostgreSQL's flush TRUNCATEs, which row triggers ignore."""
    from django.db import connection

    from games.log.append_only import _sqlite as sqlite_triggers

    if connection.vendor != "sqlite":
        return
    create, drop = sqlite_triggers(table)
    with connection.cursor() as cursor:
        for statement in drop:
            cursor.execute(statement)
        cursor.execute(f"DELETE FROM {table}")  # noqa: S608 - our own table's name
        for statement in create:
            cursor.execute(statement)


@pytest.fixture
def event_log_flushable(transactional_db):
    """The live server needs committed rows, so the test database is flushed after each test. On
    SQLite a flush DELETEs, which the event log's append-only trigger refuses: the log is emptied
    first with the trigger lifted (and so is the director log, which event pages' tests write)."""
    yield
    append_only_table_empty("games_gameevent")
    append_only_table_empty("desk_directoraction")


@pytest.fixture(scope="module")
def browser(tmp_path_factory):
    """One headless Chromium per module (starting one costs seconds), with a fresh profile."""
    tmp_path = tmp_path_factory.mktemp("chromium")
    missing = [str(p) for p in (CHROMIUM, CHROMEDRIVER) if not p.exists()]
    if missing:
        reason = f"headless Chromium is not installed ({', '.join(missing)} missing): apt-get install chromium chromium-driver"
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(reason)
        pytest.skip(reason)
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail("selenium is not installed: pip install -e '.[dev]'")
        pytest.skip("selenium is not installed: pip install -e '.[dev]'")
    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for flag in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
        "--window-size=1400,1100",
        f"--user-data-dir={tmp_path / 'chromium-profile'}",
    ):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(executable_path=str(CHROMEDRIVER)), options=options)
    driver.implicitly_wait(0)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    yield driver
    driver.quit()
    shutil.rmtree(tmp_path / "chromium-profile", ignore_errors=True)


def shoot(driver, name: str) -> None:
    driver.save_screenshot(str(SCREENSHOTS / f"{name}.png"))


def wait_for(driver, predicate, message: str):
    """Wait until `predicate(driver)` is truthy; a panel swapped by htmx, or a page loaded again,
    mid-check is retried.
    On a timeout the page is saved as var/screenshots/failed-….png to show what was there."""
    from selenium.common.exceptions import (
        NoSuchElementException,
        StaleElementReferenceException,
        TimeoutException,
        WebDriverException,
    )
    from selenium.webdriver.support.ui import WebDriverWait

    def checked(d):
        try:
            return predicate(d)
        except WebDriverException as error:
            # Chromium's form of a stale element when the whole document was replaced (a form
            # posted, the page loaded again) between finding a node and reading it.
            if "does not belong to the document" in str(error):
                return False
            raise

    waiting = WebDriverWait(
        driver,
        WAIT_SECONDS,
        poll_frequency=0.1,
        ignored_exceptions=(StaleElementReferenceException, NoSuchElementException),
    )
    try:
        return waiting.until(checked, message)
    except TimeoutException:
        shoot(driver, "failed-" + "".join(c if c.isalnum() else "-" for c in message))
        raise


def click_when_ready(driver, by, value: str, message: str) -> None:
    """Click an element, finding it again if htmx swapped it out between finding and clicking."""
    from selenium.common.exceptions import StaleElementReferenceException

    def clicked(d):
        try:
            d.find_element(by, value).click()
        except StaleElementReferenceException:
            return False
        return True

    wait_for(driver, clicked, message)


def confirm_if_asked(driver) -> None:
    """Press "Confirm" when a click on the board waits for it (the table's confirm step)."""
    from selenium.webdriver.common.by import By  # only where Chromium runs

    for button in driver.find_elements(By.ID, "confirm-move"):
        if button.is_displayed():
            button.click()


def page_text(driver) -> str:
    return driver.find_element("tag name", "body").text


@pytest.fixture
def nim_board():
    """Secret Nim's face from the test tree (tests/web/nim_face.py), registered for one test."""
    from tests.web.nim_face import FACE
    from web.faces.registry import face_register, face_unregister

    face_register(FACE)
    yield FACE
    face_unregister(FACE.slug)


def seq_of(driver) -> int:
    return int(driver.find_element("id", "game-panel").get_attribute("data-seq"))


def test_sign_up_play_a_bot_by_clicking_and_review_with_the_keyboard(
    browser, live_server, secret_nim, nim_board, eager_bots
):
    from selenium.webdriver.common.by import By  # only where Chromium runs
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import Select

    driver = browser
    driver.get(f"{live_server.url}/signup/")
    driver.find_element(By.ID, "id_username").send_keys("dora")
    driver.find_element(By.ID, "id_password1").send_keys("a long passphrase")
    driver.find_element(By.ID, "id_password2").send_keys("a long passphrase")
    shoot(driver, "01-signup")
    driver.find_element(By.CSS_SELECTOR, "button.primary").click()
    wait_for(driver, lambda d: "Signed in as dora" in page_text(d), "signed in")
    assert "Welcome, dora!" in page_text(driver)

    Select(driver.find_element(By.ID, "id_engine")).select_by_value("secret-nim")
    players = driver.find_element(By.ID, "id_players")
    players.clear()
    players.send_keys("2")
    driver.find_element(By.CSS_SELECTOR, "details.advanced summary").click()  # JSON: advanced
    driver.find_element(By.ID, "id_options").send_keys('{"pile": 9}')
    shoot(driver, "02-lobby")
    driver.find_element(By.CSS_SELECTOR, ".create-form button.primary").click()
    wait_for(driver, lambda d: "Your turn." in page_text(d), "the game page, my turn")
    shoot(driver, "03-game")

    # Click a live target on the board (take 2), then the bot answers (Celery eager, on commit).
    start = seq_of(driver)
    assert "live" in driver.find_element(By.ID, "nim-take-2").get_attribute("class")
    click_when_ready(driver, By.ID, "nim-take-2", "clicked take 2")
    confirm_if_asked(driver)
    wait_for(
        driver, lambda d: seq_of(d) > start + 2 and "Your turn." in page_text(d), "the bot answered"
    )
    events = driver.find_element(By.CSS_SELECTOR, ".events").text
    # the log tells what each move did in its face's sentences (tests/web/nim_face.py; a move row
    # itself is left out); seats are drawn at random
    assert "dora took 2 stones." in events and "Bot " in events.split("dora")[0]
    shoot(driver, "04-after-the-bot")

    # A button move (pass), then play the board's first target until the game is over.
    before = seq_of(driver)
    click_when_ready(driver, By.XPATH, "//button[normalize-space()='Pass']", "clicked pass")
    wait_for(driver, lambda d: seq_of(d) > before, "the pass was played")
    for _ in range(12):
        if "Game over" in page_text(driver):
            break
        wait_for(
            driver,
            lambda d: "Your turn." in page_text(d) or "Game over" in page_text(d),
            "my turn again",
        )
        if "Game over" in page_text(driver):
            break
        before = seq_of(driver)
        click_when_ready(driver, By.CSS_SELECTOR, ".target.live", "clicked a target")
        confirm_if_asked(driver)
        wait_for(driver, lambda d, seen=before: seq_of(d) > seen, "the move was played")
    wait_for(driver, lambda d: "Game over" in page_text(d), "the game ended")
    shoot(driver, "05-finished")

    driver.find_element(By.LINK_TEXT, "Review the game").click()
    wait_for(driver, lambda d: "✔ Verified" in page_text(d), "the replay is verified")
    last = int(driver.find_element(By.CSS_SELECTOR, ".ply-count strong").text)
    assert last >= 3 and f"Ply {last} of {last}" in page_text(driver)
    shoot(driver, "06-replay-end")

    def ply() -> int:
        return int(driver.find_element(By.CSS_SELECTOR, ".ply-count strong").text)

    body = driver.find_element(By.TAG_NAME, "body")
    body.send_keys(Keys.HOME)
    wait_for(driver, lambda d: ply() == 0, "jumped to the start")
    for expected in (1, 2):
        driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_RIGHT)
        wait_for(driver, lambda d, n=expected: ply() == n, f"stepped to ply {expected}")
    driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_LEFT)
    wait_for(driver, lambda d: ply() == 1, "stepped back to ply 1")
    assert "ply=1" in driver.current_url
    assert driver.find_element(By.CSS_SELECTOR, ".plies li.current").get_attribute("id") == "ply-1"
    shoot(driver, "07-replay-ply-1")
    driver.find_element(By.TAG_NAME, "body").send_keys(Keys.END)
    wait_for(driver, lambda d: ply() == last, "jumped to the end")

    # Export the record, then import it for review: it replays and verifies from the file alone.
    export_url = driver.find_element(By.LINK_TEXT, "Export record").get_attribute("href")
    record = driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "fetch(arguments[0]).then(r => r.text()).then(done);",
        export_url,
    )
    assert json.loads(record)["seed"]
    driver.get(f"{live_server.url}/review/import")
    driver.execute_script("document.getElementById('id_text').value = arguments[0];", record)
    driver.find_element(By.CSS_SELECTOR, "button.primary").click()
    wait_for(driver, lambda d: "Imported record of" in page_text(d), "the imported replay")
    assert "✔ Verified" in page_text(driver) and f"Ply {last} of {last}" in page_text(driver)
    shoot(driver, "08-imported-replay")

    # Analyse from ply 1: a sandbox copy where the bot answers and it is dora's turn again.
    driver.get(export_url.replace("export.json", "replay?ply=1"))
    driver.find_element(By.XPATH, "//button[contains(., 'unrated sandbox')]").click()
    wait_for(driver, lambda d: "A sandbox copy of game" in page_text(d), "the fork's game page")
    wait_for(driver, lambda d: "Your turn." in page_text(d), "my turn in the fork")
    events = driver.find_element(By.CSS_SELECTOR, ".events").text
    assert "Analysis from game" in events
    shoot(driver, "09-fork")


BOARD_PAGE = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{slug}</title>
<link rel="stylesheet" href="{base}/static/web/site.css"></head><body><main>
<div id="game-panel"><div class="play-area">{board}</div>
<form id="move-form" onsubmit="event.preventDefault(); document.body.dataset.played = this.picked.value;">
<input type="hidden" name="picked" value="">{families}</form>
<script type="application/json" id="legal-moves">{moves}</script></div></main>
<script src="{base}/static/web/game.js"></script></body></html>"""


@pytest.mark.parametrize(
    "slug", ["tigris-euphrates", "tigris-euphyu", "after-the-flood", "middle-earth-duel"]
)
def test_each_board_draws_and_plays_a_click(browser, live_server, tmp_path, slug):
    """The four boards from hand-made views: screenshot, then a click on a live target plays its move."""
    from selenium.webdriver.common.by import By  # only where Chromium runs

    from tests.web.sample_views import NAMES, sample
    from web.boards.rendering import render_board

    view, moves, seat = sample(slug)
    board = render_board(slug, view, seat, NAMES, moves)
    families = "".join(
        f'<label><input type="radio" name="family" value="{family}"{" checked" if i == 0 else ""}> {family}</label>'
        for i, family in enumerate(board.families)
    )
    page = tmp_path / f"{slug}.html"
    page.write_text(
        BOARD_PAGE.format(
            slug=slug,
            base=live_server.url,
            board=board.html,
            families=families,
            moves=json.dumps(board.script_data()),
        )
    )
    browser.get(page.as_uri())
    live = browser.find_elements(By.CSS_SELECTOR, ".target.live")
    first_family = [c for c in board.targeted if c.family == board.families[0]]
    assert len(live) == len(first_family) > 0
    browser.save_screenshot(str(SCREENSHOTS / f"board-{slug}.png"))
    live[0].click()
    played = wait_for(
        browser,
        lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-played"),
        "a move was picked",
    )
    assert json.loads(played) in [c.move for c in first_family]


def create_against_a_bot(driver, live_server, slug: str) -> None:
    """Sign up and create `slug` with one bot, seats in join order (the person plays first)."""
    from selenium.webdriver.common.by import By  # only where Chromium runs
    from selenium.webdriver.support.ui import Select

    driver.get(f"{live_server.url}/signup/")
    driver.find_element(By.ID, "id_username").send_keys(f"player-{slug}")
    driver.find_element(By.ID, "id_password1").send_keys("a long passphrase")
    driver.find_element(By.ID, "id_password2").send_keys("a long passphrase")
    driver.find_element(By.CSS_SELECTOR, "button.primary").click()
    wait_for(driver, lambda d: "Signed in as" in page_text(d), "signed in")
    Select(driver.find_element(By.ID, "id_engine")).select_by_value(slug)
    seating = driver.find_element(By.ID, "id_random_seating")
    if seating.is_selected():
        seating.click()
    driver.find_element(By.CSS_SELECTOR, ".create-form button.primary").click()
    wait_for(driver, lambda d: "Your turn." in page_text(d), f"{slug}: my turn")


def choose_family(driver, starts: str, contains: str, what: str) -> None:
    """Pick what to play: a radio button, or an entry of the drop-down the page shows when there
    are more than four kinds of move."""
    from selenium.webdriver.common.by import By  # only where Chromium runs
    from selenium.webdriver.support.ui import Select

    def picked(d) -> bool:
        selects = d.find_elements(By.ID, "family")
        if selects:
            select = Select(selects[0])
            for option in select.options:
                text = option.text.strip()
                if text.startswith(starts) and contains in text:
                    select.select_by_visible_text(option.text)
                    d.execute_script(
                        "arguments[0].dispatchEvent(new Event('change', {bubbles: true}))",
                        selects[0],
                    )
                    return True
            return False
        radios = d.find_elements(
            By.XPATH,
            f"//label[starts-with(normalize-space(), '{starts}')][contains(., '{contains}')]/input",
        )
        if radios and radios[0].is_displayed():
            radios[0].click()
            return True
        return False

    wait_for(driver, picked, what)


@pytest.mark.skipif(
    "tigris-euphrates" not in __import__("engines").ENGINES, reason="the engine is not registered"
)
def test_tigris_euphrates_place_a_tile_by_clicking_and_see_the_bot_answer(
    browser, live_server, eager_bots
):
    from selenium.webdriver.common.by import By  # only where Chromium runs

    driver = browser
    create_against_a_bot(driver, live_server, "tigris-euphrates")
    shoot(driver, "10-tigris-euphrates")
    for action in (1, 2):  # two actions a turn: two tiles
        before = seq_of(driver)
        choose_family(driver, "Place a", "tile", "chose a tile")
        click_when_ready(driver, By.CSS_SELECTOR, ".target.live", f"placed tile {action}")
        confirm_if_asked(driver)
        wait_for(driver, lambda d, seen=before: seq_of(d) > seen, f"action {action} was played")
    wait_for(
        driver,
        lambda d: (
            "Your turn." in page_text(d)
            and "Bot 1 " in d.find_element(By.CSS_SELECTOR, ".events").text
        ),
        "the bot answered",
    )
    assert "Refused" not in page_text(driver)
    shoot(driver, "11-tigris-euphrates-after-the-bot")


@pytest.mark.skipif(
    "tigris-euphyu" not in __import__("engines").ENGINES, reason="the engine is not registered"
)
def test_tigris_euphyu_drop_a_pair_by_clicking_a_column(browser, live_server, eager_bots):
    from selenium.webdriver.common.by import By  # only where Chromium runs

    driver = browser
    create_against_a_bot(driver, live_server, "tigris-euphyu")
    before = seq_of(driver)
    # the pair starts upright; one turn with the rotate button lays it flat
    click_when_ready(driver, By.ID, "rotate-pair", "turned the pair flat")
    assert "Drop flat" in driver.find_element(By.CSS_SELECTOR, "#pair-controls .pair-where").text
    click_when_ready(driver, By.ID, "eu-0-2", "dropped in column 2")
    confirm_if_asked(driver)
    wait_for(driver, lambda d: seq_of(d) > before, "the drop was played")
    if driver.find_elements(By.XPATH, "//button[normalize-space()='End the turn']"):
        click_when_ready(
            driver, By.XPATH, "//button[normalize-space()='End the turn']", "ended the turn"
        )
    wait_for(
        driver,
        lambda d: (
            "Your turn." in page_text(d)
            and "Bot 1 " in d.find_element(By.CSS_SELECTOR, ".events").text
        ),
        "the bot answered",
    )
    shoot(driver, "12-tigris-euphyu-after-the-bot")
