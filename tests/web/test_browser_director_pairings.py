"""The director's pairings in headless Chromium against the live server: a proposed round
reviewed on the tournament page, two players swapped with the form, the round published; a player
sees nothing of it before. Screenshots go to var/screenshots/ (46-…).
"""

from __future__ import annotations

import pytest

from desk.selectors import director_log
from tests.factories import UserFactory
from tests.web.test_browser import page_text, shoot, wait_for
from tests.web.test_browser_tournaments import log_in
from tournaments import services
from tournaments.models import Round, RoundStatus
from tournaments.proposals import proposal_for

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.usefixtures("event_log_flushable"),
]


def _tables(driver) -> list[list[str]]:
    from selenium.webdriver.common.by import By

    return [
        [span.text for span in row.find_elements(By.CSS_SELECTOR, "span.player")]
        for row in driver.find_elements(By.CSS_SELECTOR, "table.proposal tbody tr")
    ]


def test_the_director_reviews_swaps_and_publishes_a_round(browser, live_server, secret_nim):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    olga = UserFactory(username="olga")
    tournament = services.tournament_create(
        user=olga,
        name="Reviewed Swiss",
        engine="secret-nim",
        format="swiss",
        rounds=3,
        review_pairings=True,
    )
    services.tournament_registration_open(tournament=tournament, user=olga)
    for number in range(1, 7):
        services.entrant_register(tournament=tournament, user=UserFactory(username=f"r{number}"))
    services.tournament_start(tournament=tournament, user=olga)
    url = f"{live_server.url}/tournaments/{tournament.pk}/"
    driver = browser

    # a player sees no table of the proposed round
    log_in(driver, live_server, "r1")
    driver.get(url)
    wait_for(driver, lambda d: "Rounds" in page_text(d), "the tournament page")
    assert "No round is paired yet." in page_text(driver)
    assert not driver.find_elements(By.ID, "pairings")

    log_in(driver, live_server, "olga")
    driver.get(url + "#pairings")
    wait_for(driver, lambda d: d.find_elements(By.ID, "pairings"), "the pairings section")
    before = _tables(driver)
    assert len(before) == 3 and "Ready to publish." in page_text(driver)
    first, second = before[0][0], before[1][0]
    driver.execute_script("document.getElementById('pairings').scrollIntoView({block: 'start'})")
    shoot(driver, "46-director-proposed-round")
    Select(driver.find_element(By.ID, "swap-first")).select_by_value(first)
    Select(driver.find_element(By.ID, "swap-second")).select_by_value(second)
    driver.find_element(By.ID, "swap-reason").send_keys("club mates")
    driver.find_element(By.CSS_SELECTOR, "#pairings-swap button[type=submit]").click()
    wait_for(driver, lambda d: "The two players changed places." in page_text(d), "swapped")
    after = _tables(driver)
    assert after[0][0] == second and after[1][0] == first and after[2] == before[2]
    assert after == [
        [p["username"] for p in table["players"]]
        for table in proposal_for(tournament, 1, olga)["tables"]
    ]
    driver.execute_script("document.getElementById('pairings').scrollIntoView({block: 'start'})")
    shoot(driver, "47-director-swapped")

    driver.find_element(By.ID, "publish-reason").send_keys("checked")
    driver.find_element(By.CSS_SELECTOR, "#pairings-publish button[type=submit]").click()
    wait_for(driver, lambda d: "The round is published" in page_text(d), "published")
    assert Round.objects.get(tournament=tournament, number=1).status == RoundStatus.PLAYING
    rows = driver.find_elements(By.CSS_SELECTOR, "table.tables:not(.proposal) tbody tr")
    assert len(rows) == 3 and all(row.find_elements(By.CSS_SELECTOR, "a") for row in rows)
    log_text = driver.find_element(By.ID, "director-log").text
    assert "Round published" in log_text and "club mates" in log_text
    assert [a.type for a in director_log("tournament", tournament.pk)] == [
        "pairings_swapped",
        "pairings_published",
    ]
    driver.execute_script(
        "document.getElementById('director-log').scrollIntoView({block: 'start'})"
    )
    shoot(driver, "48-director-published-and-logged")

    # the player now reads their table
    log_in(driver, live_server, "r1")
    driver.get(url)
    wait_for(driver, lambda d: "Round 1" in page_text(d), "round 1 shown")
