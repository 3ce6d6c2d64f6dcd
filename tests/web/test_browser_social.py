"""Invitations in headless Chromium against the live server: alice invites bob from the lobby's
form, bob sees the invitation in his lobby and accepts it, and the game starts for both.
Screenshots go to var/screenshots/."""

from __future__ import annotations

import pytest

from games.models import Game, GameStatus
from tests.factories import UserFactory
from tests.web.test_browser import page_text, shoot, wait_for
from tests.web.test_browser_tournaments import log_in

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.usefixtures("event_log_flushable"),
]


def test_alice_invites_bob_from_the_lobby_and_bob_accepts(browser, live_server, secret_nim):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    UserFactory(username="alice")
    UserFactory(username="bob")
    driver = browser
    log_in(driver, live_server, "alice")
    form = driver.find_element(By.CSS_SELECTOR, "form.invite-form")
    form.find_element(By.ID, "id_invite-invitees").send_keys("bob")
    Select(form.find_element(By.ID, "id_invite-engine")).select_by_value("secret-nim")
    assert form.find_element(By.ID, "id_invite-public").is_selected()
    shoot(driver, "40-invite-form")
    form.find_element(By.CSS_SELECTOR, "button.primary").click()
    wait_for(driver, lambda d: "Invitations sent to bob" in page_text(d), "the invitation is sent")
    game = Game.objects.get()
    assert driver.current_url.endswith(f"/games/{game.pk}/")
    assert "bob Waiting for an answer" in page_text(driver)
    shoot(driver, "41-invited-game")

    log_in(driver, live_server, "bob")
    wait_for(driver, lambda d: "alice invites you to" in page_text(d), "bob's invitation")
    shoot(driver, "42-bob-lobby-invitation")
    driver.find_element(
        By.CSS_SELECTOR, "button[aria-label='Accept the invitation of alice']"
    ).click()
    wait_for(
        driver,
        lambda d: "You accepted the invitation: the game has started." in page_text(d),
        "the game has started",
    )
    assert driver.current_url.endswith(f"/games/{game.pk}/")
    wait_for(
        driver,
        lambda d: "Your turn." in page_text(d) or "Waiting for alice." in page_text(d),
        "the game page in play",
    )
    game.refresh_from_db()
    assert game.status == GameStatus.ACTIVE
    assert sorted(seat.user.username for seat in game.seats.all()) == ["alice", "bob"]
    shoot(driver, "43-bob-accepted")
