"""A takeback in headless Chromium against the live server: alice placed a leader, asks at the
table to take it back; bob, at his table, allows it; the leader is off the board and it is
alice's turn again; then a paired rematch offered and accepted by the buttons. Screenshots go to
var/screenshots/."""

from __future__ import annotations

import pytest

from games import services
from games.models import Game
from games.selectors import legal_moves_for
from tests.factories import UserFactory
from tests.web.test_browser import page_text, shoot, wait_for
from tests.web.test_browser_tournaments import log_in

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.usefixtures("event_log_flushable"),
]


def test_a_takeback_asked_and_allowed_at_the_table(browser, live_server):
    from selenium.webdriver.common.by import By

    alice, bob = UserFactory(username="alice"), UserFactory(username="bob")
    game = services.game_create(
        user=alice, engine="tigris-euphrates", players=2, random_seating=False
    )
    services.game_join(game=game, user=bob)
    game.refresh_from_db()
    move = next(m for m in legal_moves_for(game, 0) if m["type"] == "place_leader")
    services.move_submit(game=game, user=alice, move=move, expected_seq=game.seq)

    driver = browser
    log_in(driver, live_server, "alice")
    driver.get(f"{live_server.url}/games/{game.pk}/")
    wait_for(driver, lambda d: d.find_elements(By.ID, "takeback-ask"), "the takeback button")
    driver.find_element(By.ID, "takeback-ask").click()
    wait_for(driver, lambda d: "You asked to take back your move." in page_text(d), "alice asked")
    shoot(driver, "60-takeback-asked")

    log_in(driver, live_server, "bob")
    driver.get(f"{live_server.url}/games/{game.pk}/")
    wait_for(
        driver, lambda d: "alice asks to take back their last move." in page_text(d), "bob sees it"
    )
    shoot(driver, "61-takeback-to-answer")
    driver.find_element(By.ID, "takeback-accept").click()
    wait_for(driver, lambda d: "You allowed the takeback." in page_text(d), "bob allowed it")
    game.refresh_from_db()
    assert game.to_act == [0]
    assert game.events.filter(type="platform.move_taken_back").count() == 1

    services.game_resign(game=game, user=bob)
    driver.get(f"{live_server.url}/games/{game.pk}/")
    wait_for(driver, lambda d: d.find_elements(By.ID, "rematch-paired"), "the rematch buttons")
    driver.find_element(By.ID, "rematch-paired").click()
    wait_for(driver, lambda d: "Rematch offered." in page_text(d), "bob offered paired games")
    log_in(driver, live_server, "alice")
    driver.get(f"{live_server.url}/games/{game.pk}/")
    wait_for(driver, lambda d: d.find_elements(By.ID, "rematch-accept"), "alice's answer")
    driver.find_element(By.ID, "rematch-accept").click()
    wait_for(driver, lambda d: d.find_elements(By.ID, "paired-game"), "the pair shown")
    shoot(driver, "62-paired-rematch")
    assert Game.objects.count() == 3
