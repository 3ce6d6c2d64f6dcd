"""A review in headless Chromium: alice starts a review of a finished game from its page, adds a
variation move, a comment and a mark (a ring, placed by clicking the board); bob, reading the
same review in another window, sees each arrive without reloading (the review's stream: under
the test's WSGI server it answers and ends, and the browser's EventSource comes back after its
retry, so the edits arrive within a few seconds).

alice browses at localhost, bob at 127.0.0.1 (two cookie jars, two sessions)."""

from __future__ import annotations

import pytest

from tests.web.test_browser import page_text, shoot, wait_for
from tests.web.test_browser_chat import log_in

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.usefixtures("event_log_flushable"),
]


def test_a_review_written_in_one_window_arrives_in_another(browser, live_server, alice, bob):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    from games import services as game_services
    from games.models import Game
    from reviews.models import Review
    from tests.reviews.play import played, two_player_game

    game = played(two_player_game("tigris-euphrates", alice, bob), 4)
    game_services.game_resign(game=game, user=bob)
    assert Game.objects.get(pk=game.pk).status == "finished"
    alice_base = live_server.url
    bob_base = live_server.url.replace("localhost", "127.0.0.1")

    driver = browser
    log_in(driver, alice_base, "alice")
    driver.get(f"{alice_base}/games/{game.pk}/")
    driver.find_element(By.ID, "review-title").send_keys("Where it turned")
    driver.find_element(By.ID, "review-start").click()
    wait_for(driver, lambda d: "Review started." in page_text(d), "the review page")
    review = Review.objects.get()
    driver.get(f"{alice_base}/reviews/{review.pk}/?ply=2")
    alice_window = driver.current_window_handle

    driver.switch_to.new_window("window")
    log_in(driver, bob_base, "bob")
    driver.get(f"{bob_base}/reviews/{review.pk}/?ply=2")
    wait_for(driver, lambda d: "No comments here yet." in page_text(d), "bob reads the review")
    driver.execute_script("window.sameDocument = true;")

    def bob_sees(predicate, what: str) -> None:
        driver.switch_to.window(bob_window)
        wait_for(driver, predicate, what)
        assert driver.execute_script("return window.sameDocument === true;"), "bob reloaded"
        driver.switch_to.window(alice_window)

    bob_window = driver.current_window_handle
    driver.switch_to.window(alice_window)

    # a variation move: the first move the list offers at ply 2
    move = Select(driver.find_element(By.ID, "variation-move"))
    label = move.options[-1].text
    move.select_by_index(len(move.options) - 1)
    driver.find_element(By.CSS_SELECTOR, "#variation-form button").click()
    wait_for(driver, lambda d: "Variation move added." in page_text(d), "the variation is kept")
    driver.get(f"{alice_base}/reviews/{review.pk}/?ply=2")
    bob_sees(
        lambda d: (
            label.split(":")[-1].strip() in d.find_element(By.CSS_SELECTOR, ".variations").text
        ),
        "the variation arrives in bob's move list",
    )

    # a comment at ply 2
    driver.find_element(By.ID, "comment-text").send_keys("The temple was the key <b>here</b>")
    driver.find_element(By.CSS_SELECTOR, "#comment-form button").click()
    wait_for(driver, lambda d: "Comment added." in page_text(d), "the comment is kept")
    bob_sees(
        lambda d: (
            "The temple was the key <b>here</b>"
            in d.find_element(By.CSS_SELECTOR, ".comments").text
        ),
        "the comment arrives, escaped, with its author",
    )

    # a ring, placed by clicking the board
    svg = driver.find_element(By.CSS_SELECTOR, ".review-board svg")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", svg)
    from selenium.webdriver.common.action_chains import ActionChains

    ActionChains(driver).move_to_element_with_offset(svg, 10, 10).click().perform()
    point = driver.find_element(By.ID, "mark-place").get_attribute("value")
    assert point and "," in point, "a click on the board gives the mark its point"
    driver.find_element(By.CSS_SELECTOR, "#mark-form button").click()
    wait_for(driver, lambda d: "Mark added." in page_text(d), "the mark is kept")
    assert driver.find_elements(By.CSS_SELECTOR, ".review-board svg .review-ring")
    bob_sees(
        lambda d: d.find_elements(By.CSS_SELECTOR, ".review-board svg .review-ring"),
        "the ring arrives on bob's board",
    )
    driver.switch_to.window(bob_window)
    assert "alice" in driver.find_element(By.CSS_SELECTOR, ".comments").text
    shoot(driver, "review-en")
    driver.close()
    driver.switch_to.window(alice_window)
