"""The director's desk in headless Chromium against the live server: the league's director
opens the desk from the league page, answers a player's claim and withdraws a player (confirming
the dialog), and the league page's log then shows both, with the reason. A player of the league
finds no desk link and is refused the desk. Screenshots go to var/screenshots/."""

from __future__ import annotations

import pytest

from desk.models import Claim, DirectorAction
from desk.services.claims import claim_ask
from leagues import services
from leagues.models import LeagueMember
from tests.factories import UserFactory
from tests.web.test_browser import click_when_ready, page_text, shoot, wait_for
from tests.web.test_browser_tournaments import log_in

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.usefixtures("event_log_flushable"),
]


def test_a_director_answers_a_claim_and_withdraws_a_player_at_the_desk(
    browser, live_server, secret_nim, eager_celery
):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    director = UserFactory(username="director")
    league = services.league_create(user=director, name="Nim league", engine=secret_nim.slug)
    players = {name: UserFactory(username=name) for name in ("ann", "ben", "cat")}
    for user in players.values():
        services.league_join(league=league, user=user)
    services.season_start(league=league, user=director)
    claim = claim_ask(
        event_kind="league", event_id=league.pk, user=players["ann"], text="Ben never moves."
    )

    driver = browser
    log_in(driver, live_server, "ann")
    driver.get(f"{live_server.url}/leagues/{league.pk}/")
    wait_for(driver, lambda d: "Director's log" in page_text(d), "the league page's log")
    assert not driver.find_elements(By.ID, "desk-link")
    assert driver.find_elements(By.ID, "claims-link")
    driver.get(f"{live_server.url}/leagues/{league.pk}/desk")
    assert "Director's desk" not in driver.title

    log_in(driver, live_server, "director")
    driver.get(f"{live_server.url}/leagues/{league.pk}/")
    click_when_ready(driver, By.ID, "desk-link", "the desk link")
    wait_for(driver, lambda d: "Ben never moves." in page_text(d), "the open claim")
    shoot(driver, "80-desk-open-claim")
    driver.find_element(By.ID, f"answer-{claim.pk}").send_keys("Ben is withdrawn; thank you.")
    driver.find_element(By.CSS_SELECTOR, f"#claim-{claim.pk} button[value='accepted']").click()
    wait_for(driver, lambda d: "Your answer was sent." in page_text(d), "the answer sent")
    assert "No claim is waiting for an answer." in page_text(driver)

    Select(driver.find_element(By.ID, "withdraw-player")).select_by_visible_text("ben")
    driver.find_element(By.ID, "withdraw-reason").send_keys("Has not moved for three weeks.")
    driver.find_element(By.ID, "withdraw-submit").click()
    driver.switch_to.alert.accept()  # "Withdraw this player? This cannot be undone."
    wait_for(driver, lambda d: "ben was withdrawn." in page_text(d), "the withdrawal done")
    shoot(driver, "81-desk-after-withdrawal")

    driver.get(f"{live_server.url}/leagues/{league.pk}/")
    wait_for(driver, lambda d: "Player withdrawn" in page_text(d), "the log on the league page")
    log = driver.find_element(By.ID, "director-log").text
    assert "Claim accepted" in log and "Claim asked" in log
    assert "Reason: Has not moved for three weeks." in log and "by director" in log
    driver.execute_script("document.getElementById('director-log').scrollIntoView()")
    shoot(driver, "82-league-director-log")
    assert Claim.objects.get().status == "answered"
    assert list(
        DirectorAction.objects.filter(event_kind="league", event_id=league.pk)
        .order_by("seq")
        .values_list("type", flat=True)
    ) == ["season_started", "claim_asked", "claim_accepted", "player_withdrawn"]
    assert LeagueMember.objects.get(league=league, user=players["ben"]).opted_out
