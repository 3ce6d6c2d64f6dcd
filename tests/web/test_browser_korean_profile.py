"""The Korean profile, lobby and game pages in headless Chromium, as a Korean player meets them:
dates written the Korean way in the reader's time zone (never "1 12월 2026"), Korean game names,
clock lines in Korean, headings and table heads that do not wrap a syllable per line, the rating
changes at game over, and the confirm switch saved to the profile from the game page.
Screenshots go to var/screenshots/words-ko-*.png."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
from django.utils import timezone

from games import services
from games.signals import game_finished
from players.selectors import confirm_moves_of
from players.services import time_zone_set
from ratings.models import RatingChange
from ratings.receivers import queue_rating
from ratings.services import game_rating_apply
from tests.factories import UserFactory
from tests.web.test_browser import SCREENSHOTS, page_text, wait_for
from tests.web.test_browser_table import log_in

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.usefixtures("event_log_flushable"),
]
ENGLISH_TITLES = ("Tigris", "Euphrates", "Euphyu", "After the Flood", "Middle-earth")
DAY_MONTH_YEAR = re.compile(r"\b\d{1,2} \d{1,2}월 \d{4}")
# Korean text (at least two syllables) wrapped into a column: each line a syllable or two.
NARROW_TEXT = """
return Array.from(document.querySelectorAll('h1, h2, h3, th, td, label, button, .badge, summary'))
  // a cell of chips (a seat's four leaders: 성 농 상 왕) wraps chip by chip, each a word whole
  .filter(el => !el.querySelector('.chip'))
  // a label for screen readers only is a 1-pixel box: every syllable wraps, and nobody sees it
  .filter(el => !el.classList.contains('sr-only'))
  .filter(el => el.offsetParent !== null && /[가-힣].*[가-힣]/.test(el.innerText))
  .filter(el => {
    // the text's own lines (a cell's box is as tall as its row): distinct tops of its rects
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops = new Set(Array.from(range.getClientRects()).map(r => Math.round(r.top)));
    const lines = tops.size;
    const chars = el.innerText.replace(/\\s/g, '').length;
    return lines >= 3 && chars / lines < 3;
  })
  .map(el => el.tagName + ': ' + el.innerText.replace(/\\s+/g, ' '));
"""


def shoot(driver, name: str, language: str = "ko") -> None:
    driver.save_screenshot(str(SCREENSHOTS / f"words-{language}-{name}.png"))


def rated_history(minji, bob) -> None:
    """Three rated games of Tigris Euphyu between minji and bob, finished on days apart."""
    for days_ago in (20, 9, 2):
        game = services.game_create(
            random_seating=False, user=minji, engine="tigris-euphyu", players=2, options={},
            rated=True,
        )  # fmt: skip
        services.game_join(game=game, user=bob)
        services.game_resign(game=game, user=bob if days_ago != 9 else minji)
        finished = timezone.now() - timedelta(days=days_ago)
        type(game).objects.filter(pk=game.pk).update(finished_at=finished)
        game_rating_apply(game_id=game.pk)


def test_korean_profile_lobby_and_game_pages(browser, live_server):
    from selenium.webdriver.common.by import By

    minji, bob = UserFactory(username="minji"), UserFactory(username="bob")
    time_zone_set(user=minji, time_zone="Asia/Seoul")
    rated_history(minji, bob)
    assert RatingChange.objects.filter(user=minji).count() == 3
    playing = services.game_create(
        random_seating=False, user=minji, engine="tigris-euphrates", players=2, options={},
        time_control={"kind": "per_move", "seconds": 3 * 86400},
    )  # fmt: skip
    services.game_join(game=playing, user=bob)
    services.game_create(
        random_seating=False, user=bob, engine="after-the-flood", players=3, options={}, rated=True
    )
    finished = RatingChange.objects.filter(user=minji).order_by("-finished_at").first().game

    driver = browser
    driver.set_window_size(1400, 1000)
    log_in(driver, live_server, minji, language="ko")
    problems: dict[str, list[str]] = {}
    for name, path in (
        ("profile", "/users/minji/"),
        ("lobby", "/"),
        ("game", f"/games/{playing.pk}/"),
        ("game-over", f"/games/{finished.pk}/"),
    ):
        driver.set_window_size(1400, 1700 if name == "lobby" else 1000)
        driver.get(f"{live_server.url}{path}")
        wait_for(
            driver,
            lambda d: d.find_element(By.TAG_NAME, "html").get_attribute("lang") == "ko",
            name,
        )
        shoot(driver, name)
        text = page_text(driver)
        problems[name] = [
            *(f"English title {t!r}" for t in ENGLISH_TITLES if t in text),
            *(f"date {m!r}" for m in DAY_MONTH_YEAR.findall(text)),
            *(f"wrapped {w!r}" for w in driver.execute_script(NARROW_TEXT)),
            *(
                f"English clock {m!r}"
                for m in re.findall(r"\d+\s*(?:days?|hours?|minutes?)\b.{0,8}", text)
            ),
        ]
    assert problems == {name: [] for name in problems}

    # The same profile and game over in English, for the eye.
    driver.add_cookie({"name": "django_language", "value": "en"})
    for name, path in (("profile", "/users/minji/"), ("game-over", f"/games/{finished.pk}/")):
        driver.get(f"{live_server.url}{path}")
        shoot(driver, name, "en")
    driver.add_cookie({"name": "django_language", "value": "ko"})

    # A rated game just over: "being updated" until the rating task writes the history, then
    # the changes appear by themselves (the panel asks again).
    fresh = services.game_create(
        random_seating=False, user=minji, engine="tigris-euphyu", players=2, options={},
        rated=True,
    )  # fmt: skip
    services.game_join(game=fresh, user=bob)
    # the rating task is held back (as when the worker is busy) until the page has said so
    game_finished.disconnect(dispatch_uid="ratings.queue_rating")
    try:
        services.game_resign(game=fresh, user=bob)
    finally:
        game_finished.connect(queue_rating, dispatch_uid="ratings.queue_rating")
    driver.get(f"{live_server.url}/games/{fresh.pk}/")
    updating = driver.find_element(By.ID, "rating-changes")
    assert updating.get_attribute("data-state") == "updating"
    assert "레이팅을 계산하고 있습니다" in updating.text
    shoot(driver, "game-over-updating")
    game_rating_apply(game_id=fresh.pk)
    wait_for(
        driver,
        lambda d: d.find_element(By.ID, "rating-changes").get_attribute("data-state") == "applied",
        "the rating changes replaced 'being updated'",
    )
    assert "레이팅 변화 (Elo)" in driver.find_element(By.ID, "rating-changes").text

    # The game page's confirm switch is the profile's setting: turned off here, saved there.
    driver.get(f"{live_server.url}/games/{playing.pk}/")
    switch = driver.find_element(By.ID, "confirm-switch")
    assert switch.is_selected()
    switch.click()
    wait_for(driver, lambda d: not confirm_moves_of(minji), "the switch saved to the profile")
    driver.get(f"{live_server.url}/users/minji/")
    assert not driver.find_element(By.NAME, "confirm_moves").is_selected()
    driver.get(f"{live_server.url}/games/{playing.pk}/")
    assert not driver.find_element(By.ID, "confirm-switch").is_selected()

    # A phone: the profile (charts and all) fits the width without sideways scrolling.
    driver.set_window_size(390, 844)
    driver.get(f"{live_server.url}/users/minji/")
    wide = driver.execute_script("return document.documentElement.scrollWidth - window.innerWidth")
    shoot(driver, "profile-phone")
    split_entries = driver.execute_script(
        "return Array.from(document.querySelectorAll('.nav a'))"
        ".filter(a => a.getClientRects().length > 1 || a.getBoundingClientRect().height > 40)"
        ".map(a => a.innerText)"
    )
    driver.set_window_size(1400, 1000)
    assert wide <= 0
    assert split_entries == []  # "내 프로필" never broken into "내" and "프로필"
