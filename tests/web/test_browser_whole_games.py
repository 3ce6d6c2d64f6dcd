"""Games against bots played by clicking only, one per engine, in headless Chromium.

At 1400×1000 every move is made without scrolling: the status bar, the board's highlighted
places, the hand's tiles and the confirm button lie inside the window as it is. At 390×844 the
page never scrolls sideways. The last move is ringed on the board and told in the status bar,
the console shows no script error or htmx warning, and the game's whole log (the replay's move
list) reads as sentences without raw keys, ids, braces or timestamps, in English and Korean.
Screenshots at the start, mid-game and the end, in both languages, go to var/screenshots/.

Each engine is played twice: a shortened game (QUICK_MOVES of my moves) and a whole game until
it is over (marked `browser_games`: in the suite, and alone by `make browser-games`).
"""

from __future__ import annotations

import random

import pytest
from django.urls import reverse

from games.models import Game
from tests.factories import UserFactory
from tests.web.table_player import RAW, Seen, console_problems, outside, play_until, shoot
from tests.web.test_browser import wait_for
from tests.web.test_browser_table import log_in

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.usefixtures("event_log_flushable"),
]
SEATS = {"tigris-euphrates": 2, "tigris-euphyu": 2, "after-the-flood": 3, "middle-earth-duel": 2}
QUICK_MOVES = 8
WHOLE_GAME_MINUTES = 25  # a whole game that takes longer fails: something is stuck
WIDE, PHONE = (1400, 1000), (390, 844)


def open_table(driver, live_server, slug: str) -> None:
    """ann creates `slug` in the lobby against bots, the form's defaults otherwise."""
    from selenium.webdriver.common.by import By  # only where Chromium runs
    from selenium.webdriver.support.ui import Select  # only where Chromium runs

    driver.set_window_size(*WIDE)
    log_in(driver, live_server, UserFactory(username="ann"))
    driver.get(f"{live_server.url}/")
    console_problems(driver)  # drained: an earlier page's polls are not this game's
    Select(driver.find_element(By.ID, "id_engine")).select_by_value(slug)
    bots = driver.find_element(By.ID, "id_bots")
    bots.clear()
    bots.send_keys(str(SEATS[slug] - 1))
    driver.find_element(By.CSS_SELECTOR, ".create-form button.primary").click()
    wait_for(driver, lambda d: d.find_elements(By.ID, "game-panel"), "the new table")


def set_language(driver, language: str) -> None:
    from selenium.webdriver.common.by import By  # only where Chromium runs

    driver.add_cookie({"name": "django_language", "value": language})
    driver.refresh()
    wait_for(driver, lambda d: d.find_elements(By.ID, "game-panel"), f"the page in {language}")


def pictures(driver, slug: str, moment: str, seen: Seen) -> None:
    """Screenshots of the table in English and Korean at 1400×1000, and in Korean at 390×844
    (where the page must not scroll sideways); the page is left in English at 1400×1000."""
    shoot(driver, f"play-{slug}-{moment}-en")
    set_language(driver, "ko")
    shoot(driver, f"play-{slug}-{moment}-ko")
    driver.set_window_size(*PHONE)
    driver.refresh()
    wait_for(
        driver,
        lambda d: d.execute_script("return !!document.getElementById('game-panel')"),
        "phone",
    )
    width = driver.execute_script("return document.scrollingElement.scrollWidth")
    inner = driver.execute_script("return window.innerWidth")
    shoot(driver, f"play-{slug}-{moment}-phone-ko")
    if width > inner:
        seen.outside.append(f"{moment}: {width}px wide at {inner}px")
    driver.set_window_size(*WIDE)
    set_language(driver, "en")
    seen.console += console_problems(driver)


def whole_log(driver, live_server, game: Game, language: str) -> list[str]:
    """The replay's move list at the last ply: every move and every event, in sentences."""
    from selenium.webdriver.common.by import By  # only where Chromium runs

    driver.add_cookie({"name": "django_language", "value": language})
    driver.get(live_server.url + reverse("web:replay", args=[game.pk]))
    wait_for(driver, lambda d: d.find_elements(By.CSS_SELECTOR, ".move-log .plies li"), "the log")
    return [
        line.strip()
        for line in driver.find_element(By.CSS_SELECTOR, ".move-log").text.splitlines()
        if line.strip()
    ]


def play_a_table(driver, live_server, slug: str, *, moves: int | None) -> Seen:
    from selenium.webdriver.common.by import By  # only where Chromium runs

    open_table(driver, live_server, slug)
    rng = random.Random(f"table-{slug}")
    seen = Seen()
    assert not outside(driver, ".target.live"), "the start needs scrolling"
    pictures(driver, slug, "start", seen)
    half = (moves or 40) // 2
    play_until(driver, rng, seen, moves=half, minutes=WHOLE_GAME_MINUTES)
    pictures(driver, slug, "mid", seen)
    assert driver.find_element(By.CSS_SELECTOR, ".status-bar .last-move").text.strip()
    ended = play_until(driver, rng, seen, moves=moves, minutes=WHOLE_GAME_MINUTES)
    if moves is None:
        assert ended == "over", f"{slug}: {ended} after {seen.moves} moves, {seen.seconds:.0f}s"
        # the end lifts every secret: a score for every seat, the seed and the verified mark
        scores = driver.find_elements(By.CSS_SELECTOR, ".final-scores > li")
        assert len(scores) == SEATS[slug] and all("score" in s.text for s in scores)
        assert "Verified" in driver.find_element(By.CSS_SELECTOR, ".results .fairness").text
    pictures(driver, slug, "end", seen)
    game = Game.objects.get(engine=slug)
    for language in ("en", "ko"):
        lines = whole_log(driver, live_server, game, language)
        raw = sorted({line for line in lines if RAW.search(line)})
        assert len(lines) > seen.moves and not raw, (language, raw[:10])
    seen.console += console_problems(driver)
    print(f"\n{slug}: {seen.moves} moves {seen.kinds} in {seen.seconds:.0f}s, ringed {seen.ringed}")
    assert seen.ringed, "no last move was ever ringed on the board"
    assert not seen.outside, seen.outside[:10]
    assert not seen.console, seen.console[:5]
    return seen


@pytest.mark.parametrize("slug", sorted(SEATS))
def test_a_shortened_game_by_clicking_fits_the_screen(browser, live_server, eager_bots, slug):
    play_a_table(browser, live_server, slug, moves=QUICK_MOVES)


@pytest.mark.browser_games
@pytest.mark.parametrize("slug", sorted(SEATS))
def test_a_whole_game_by_clicking_fits_the_screen(browser, live_server, eager_bots, slug):
    play_a_table(browser, live_server, slug, moves=None)
