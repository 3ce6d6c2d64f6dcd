"""The game chat in headless Chromium: a player posts beside the board and the other player's
page shows the message without a reload (the chat's own htmx poll), the board left as it was;
the other player reports it from the panel.

The two players browse in two windows of one browser: alice at localhost, bob at 127.0.0.1 (two
hosts, so two cookie jars and two sessions against the same live server)."""

from __future__ import annotations

import pytest

from tests.web.test_browser import append_only_table_empty, page_text, shoot, wait_for

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.usefixtures("event_log_flushable", "chat_log_flushable"),
]


@pytest.fixture
def chat_log_flushable(transactional_db):
    """The chat is append-only too: emptied with its trigger lifted before the flush (SQLite);
    the reports that point at its messages go first."""
    yield
    from social.models import Report

    Report.objects.all().delete()
    append_only_table_empty("social_chatmessage")


def log_in(driver, base: str, username: str) -> None:
    from selenium.webdriver.common.by import By

    driver.get(f"{base}/login/")
    driver.find_element(By.NAME, "username").send_keys(username)
    driver.find_element(By.NAME, "password").send_keys("correct-horse-battery")
    driver.find_element(By.CSS_SELECTOR, "main button[type=submit]").click()
    wait_for(driver, lambda d: f"Signed in as {username}" in page_text(d), f"{username} signed in")


def test_a_message_reaches_the_other_players_page_without_a_reload(
    browser, live_server, secret_nim, alice, bob
):
    from selenium.webdriver.common.by import By

    from games import services as game_services
    from social.models import Report

    game = game_services.game_create(
        user=alice, engine="secret-nim", players=2, options={"pile": 9}, random_seating=False
    )
    game_services.game_join(game=game, user=bob)
    alice_base = live_server.url
    bob_base = live_server.url.replace("localhost", "127.0.0.1")
    assert alice_base != bob_base, "the live server must be reached through two host names"

    driver = browser
    log_in(driver, alice_base, "alice")
    driver.get(f"{alice_base}/games/{game.pk}/")
    alice_window = driver.current_window_handle
    driver.switch_to.new_window("window")
    bob_window = driver.current_window_handle
    log_in(driver, bob_base, "bob")
    driver.get(f"{bob_base}/games/{game.pk}/")
    wait_for(driver, lambda d: "No messages yet." in d.find_element(By.ID, "chat").text, "empty")
    driver.execute_script("window.sameDocument = true;")
    seq_before = driver.find_element(By.ID, "game-panel").get_attribute("data-seq")

    driver.switch_to.window(alice_window)
    driver.find_element(By.ID, "chat-text").send_keys("good luck, bob")
    driver.find_element(By.CSS_SELECTOR, ".chat-form button").click()
    wait_for(
        driver,
        lambda d: (
            "good luck, bob" in d.find_element(By.ID, "chat-log").text
            and d.find_element(By.ID, "chat-text").get_attribute("value") == ""
        ),
        "alice's message shows in her own panel, the field emptied",
    )
    shoot(driver, "chat-01-alice-posted")

    driver.switch_to.window(bob_window)
    wait_for(
        driver,
        lambda d: "good luck, bob" in d.find_element(By.ID, "chat-log").text,
        "the message reached bob's page by polling",
    )
    assert driver.execute_script("return window.sameDocument === true;"), "bob's page reloaded"
    assert "alice" in driver.find_element(By.ID, "chat-log").text
    assert driver.find_element(By.ID, "game-panel").get_attribute("data-seq") == seq_before
    assert driver.find_element(By.CSS_SELECTOR, "#chat .chat-report").is_displayed()
    shoot(driver, "chat-02-bob-reads")

    # bob reports it: the small form opens in the panel, and the panel thanks him
    driver.find_element(By.CSS_SELECTOR, "#chat .chat-report").click()
    wait_for(driver, lambda d: d.find_element(By.ID, "chat-report-reason"), "the report form")
    driver.find_element(By.ID, "chat-report-reason").send_keys("testing the report button")
    shoot(driver, "chat-03-report-form")
    driver.find_element(By.CSS_SELECTOR, ".chat-report-form button[type=submit]").click()
    wait_for(
        driver,
        lambda d: "reported to the moderators" in d.find_element(By.ID, "chat").text,
        "the report was sent",
    )
    assert driver.execute_script("return window.sameDocument === true;"), "bob's page reloaded"
    assert Report.objects.get().reason == "testing the report button"

    # the replay shows the players' channel beside the move list
    driver.get(f"{bob_base}/games/{game.pk}/replay")
    chat = driver.find_element(By.CSS_SELECTOR, ".replay-chat")
    assert "good luck, bob" in chat.text and "The players' channel" in chat.text
    shoot(driver, "chat-04-replay")
    driver.close()
    driver.switch_to.window(alice_window)
