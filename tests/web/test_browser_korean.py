"""The pages in Korean, in headless Chromium started with --lang=ko (Accept-Language: ko): nobody
picks a language, the browser's decides. A person signs up, sees the lobby in Korean, creates a
Tigris & Euphrates game against a bot, places a 사원 tile by clicking the board, then switches
the page to English with the footer's switch. Screenshots go to var/screenshots/ko-*.png.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess

import pytest

from tests.web.test_browser import (
    CHROMEDRIVER,
    CHROMIUM,
    SCREENSHOTS,
    click_when_ready,
    confirm_if_asked,
    event_log_flushable,  # noqa: F401  (a fixture: flush the event log after the live server)
    page_text,
    seq_of,
    shoot,
    wait_for,
)

# Fixed hands (a stacked option of unrated games): every tile kind is in minji's hand.
HANDS = [
    ["red", "red", "blue", "blue", "green", "black"],
    ["red", "blue", "green", "black", "red", "red"],
]

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.usefixtures("event_log_flushable"),
]


def korean_font_installed() -> bool:
    """Without one the screenshots show boxes for Hangul (the page's text is Korean either way)."""
    try:
        found = subprocess.run(
            ["fc-list", ":lang=ko"], capture_output=True, text=True, timeout=30, check=False
        )
    except OSError:
        return False
    return bool(found.stdout.strip())


@pytest.fixture(scope="module")
def korean_browser(tmp_path_factory):
    """Headless Chromium whose language is Korean (--lang=ko and intl.accept_languages)."""
    tmp_path = tmp_path_factory.mktemp("chromium-ko")
    missing = [str(p) for p in (CHROMIUM, CHROMEDRIVER) if not p.exists()]
    if missing:
        reason = f"headless Chromium is not installed ({', '.join(missing)} missing)"
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(reason)
        pytest.skip(reason)
    if os.environ.get("CI", "").lower() == "true" and not korean_font_installed():
        pytest.fail("no Korean font: apt-get install fonts-nanum (.ci/run does)")
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

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
        "--lang=ko",
        f"--user-data-dir={tmp_path / 'chromium-profile'}",
    ):
        options.add_argument(flag)
    options.add_experimental_option("prefs", {"intl.accept_languages": "ko,ko-KR"})
    driver = webdriver.Chrome(service=Service(executable_path=str(CHROMEDRIVER)), options=options)
    driver.implicitly_wait(0)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    yield driver
    driver.quit()
    shutil.rmtree(tmp_path / "chromium-profile", ignore_errors=True)


@pytest.mark.skipif(
    "tigris-euphrates" not in __import__("engines").ENGINES, reason="the engine is not registered"
)
def test_lobby_and_a_tigris_euphrates_page_in_korean(korean_browser, live_server, eager_bots):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    driver = korean_browser
    driver.get(f"{live_server.url}/signup/")
    assert driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "ko"
    assert "계정 만들기" in page_text(driver) and "사용자 이름" in page_text(driver)
    driver.find_element(By.ID, "id_username").send_keys("minji")
    driver.find_element(By.ID, "id_password1").send_keys("a long passphrase")
    driver.find_element(By.ID, "id_password2").send_keys("a long passphrase")
    driver.find_element(By.CSS_SELECTOR, "button.primary").click()

    # The lobby, in Korean: navigation, headings, the form, the games by their Korean titles.
    wait_for(driver, lambda d: "minji(으)로 로그인함" in page_text(d), "signed in, in Korean")
    lobby = page_text(driver)
    assert "minji님, 환영합니다!" in lobby
    for words in ("로비", "기록 검토", "나의 게임", "게임 만들기", "열린 테이블", "최근 끝난 게임"):
        assert words in lobby, words
    for label in ("게임", "자리", "봇", "시계", "자리를 무작위로 뽑기"):
        assert driver.find_element(By.XPATH, f"//label[normalize-space()='{label}']"), label
    games = [o.text for o in Select(driver.find_element(By.ID, "id_engine")).options]
    assert "티그리스와 유프라테스(2–4명)" in games and "홍수 이후(3명)" in games
    language = Select(driver.find_element(By.ID, "language-select"))
    assert language.first_selected_option.text == "한국어"
    shoot(driver, "ko-01-lobby")

    # A Tigris & Euphrates game against a bot, seats in join order: minji plays first.
    Select(driver.find_element(By.ID, "id_engine")).select_by_value("tigris-euphrates")
    seating = driver.find_element(By.ID, "id_random_seating")
    if seating.is_selected():
        seating.click()
    driver.find_element(By.CSS_SELECTOR, "details.advanced summary").click()  # JSON: advanced
    driver.find_element(By.ID, "id_options").send_keys(json.dumps({"hands": HANDS}))  # fixed hands
    driver.find_element(By.CSS_SELECTOR, ".create-form button.primary").click()
    wait_for(driver, lambda d: "당신의 차례입니다." in page_text(d), "the game page, my turn")
    page = page_text(driver)
    assert "티그리스와 유프라테스" in driver.find_element(By.TAG_NAME, "h1").text
    hand = [chip.text for chip in driver.find_elements(By.CSS_SELECTOR, ".te .hand .chip")]
    assert hand == ["사원", "사원", "농장", "농장", "시장", "주거지"]
    families = [e.text for e in driver.find_elements(By.CSS_SELECTOR, "#family option")]
    assert "빨강 타일 놓기(사원)" in families and "파랑 타일 놓기(농장)" in families
    assert "빨강 지도자 놓기(성직자)" in families and "검정 지도자 놓기(왕)" in families
    for words in (
        "숨긴 손패(스크린 뒤)",
        "남은 액션",
        "주머니의 타일",
        "플레이어",
        "기권",
    ):
        assert words in page, words
    assert "Your turn." not in page and "Place a red tile" not in page
    shoot(driver, "ko-02-tigris-euphrates")

    # Place a temple (사원) by clicking the board: the move log says it in Korean.
    before = seq_of(driver)
    Select(driver.find_element(By.ID, "family")).select_by_visible_text("빨강 타일 놓기(사원)")
    click_when_ready(driver, By.CSS_SELECTOR, ".target.live", "placed a temple")
    confirm_if_asked(driver)
    wait_for(driver, lambda d: seq_of(d) > before, "the temple was placed")
    wait_for(
        driver,
        lambda d: "minji이(가) 빨강 타일을" in d.find_element(By.CSS_SELECTOR, ".events").text,
        "the move log, in Korean",
    )
    assert "거부됨" not in page_text(driver)
    shoot(driver, "ko-03-tigris-euphrates-after-a-temple")

    # The footer's switch: English, whatever the browser says.
    Select(driver.find_element(By.ID, "language-select")).select_by_value("en")
    wait_for(driver, lambda d: "Tigris & Euphrates" in page_text(d), "the page in English")
    assert driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "en"
    assert "Your hidden hand" in page_text(driver) and "사원" not in page_text(driver)
    shoot(driver, "ko-04-switched-to-english")
