"""Tournament pages, the bell and the profile in headless Chromium against the live server.

A person signs up, finds a tournament, registers by clicking, and when the organiser starts it
the bell shows "round 1 is paired" and leads to the game. A finished elimination shows its
bracket. Screenshots of each page go to var/screenshots/.
"""

from __future__ import annotations

import pytest

from tests.factories import UserFactory
from tests.tournaments.tournament_play import no_commit_hooks, play_tournament
from tests.web.test_browser import click_when_ready, page_text, shoot, wait_for
from tournaments import services
from tournaments.models import Entrant, TournamentStatus

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.usefixtures("event_log_flushable"),
]


def sign_up(driver, live_server, username: str) -> None:
    from selenium.webdriver.common.by import By

    driver.get(f"{live_server.url}/signup/")
    driver.find_element(By.ID, "id_username").send_keys(username)
    driver.find_element(By.ID, "id_password1").send_keys("a long passphrase")
    driver.find_element(By.ID, "id_password2").send_keys("a long passphrase")
    driver.find_element(By.CSS_SELECTOR, "button.primary").click()
    wait_for(driver, lambda d: f"Signed in as {username}" in page_text(d), "signed in")


def log_in(driver, live_server, username: str) -> None:
    from selenium.webdriver.common.by import By

    driver.delete_all_cookies()
    driver.get(f"{live_server.url}/login/")
    driver.find_element(By.ID, "id_username").send_keys(username)
    driver.find_element(By.ID, "id_password").send_keys("correct-horse-battery")
    driver.find_element(By.CSS_SELECTOR, "button.primary").click()
    wait_for(driver, lambda d: f"Signed in as {username}" in page_text(d), "logged in")


def test_a_person_registers_for_a_tournament_and_the_bell_calls_them_to_round_one(
    browser, live_server, secret_nim, eager_bots
):
    from selenium.webdriver.common.by import By

    driver = browser
    olga, rival = UserFactory(username="olga"), UserFactory(username="rival")
    tournament = services.tournament_create(
        user=olga, name="Nim knockout", engine="secret-nim", format="elimination"
    )
    services.tournament_registration_open(tournament=tournament, user=olga)
    services.entrant_register(tournament=tournament, user=rival)

    driver.delete_all_cookies()
    sign_up(driver, live_server, "dora")
    driver.find_element(By.LINK_TEXT, "Tournaments").click()
    wait_for(driver, lambda d: "Taking registrations" in page_text(d), "the tournament list")
    shoot(driver, "20-tournaments")
    driver.find_element(By.LINK_TEXT, "Nim knockout").click()
    wait_for(driver, lambda d: "Registration is open" in page_text(d), "the tournament page")
    assert "Open registration" not in page_text(driver)  # organiser controls are olga's only
    shoot(driver, "21-tournament-registration")
    driver.find_element(By.ID, "register").click()
    wait_for(driver, lambda d: "You are registered. Good luck!" in page_text(d), "registered")
    assert "Players (2)" in page_text(driver) and driver.find_element(By.ID, "withdraw")
    assert Entrant.objects.filter(tournament=tournament, user__username="dora").exists()
    shoot(driver, "22-tournament-registered")

    # The organiser starts it from her page: round 1 is paired and dora is notified.
    log_in(driver, live_server, "olga")
    driver.get(f"{live_server.url}/tournaments/{tournament.pk}/")
    shoot(driver, "23-tournament-organiser")
    click_when_ready(
        driver, By.XPATH, "//button[normalize-space()='Start the tournament']", "started"
    )
    wait_for(driver, lambda d: "round 1 is paired" in page_text(d), "round 1 paired")
    tournament.refresh_from_db()
    assert tournament.status == TournamentStatus.RUNNING
    shoot(driver, "24-tournament-round-1")

    driver.delete_all_cookies()
    driver.get(f"{live_server.url}/login/")
    driver.find_element(By.ID, "id_username").send_keys("dora")
    driver.find_element(By.ID, "id_password").send_keys("a long passphrase")
    driver.find_element(By.CSS_SELECTOR, "button.primary").click()
    wait_for(driver, lambda d: "Signed in as dora" in page_text(d), "dora again")
    count = driver.find_element(By.CSS_SELECTOR, ".bell .bell-count")
    assert int(count.text) >= 1
    driver.find_element(By.CSS_SELECTOR, ".bell summary").click()
    entry = wait_for(
        driver,
        lambda d: d.find_element(By.PARTIAL_LINK_TEXT, "Nim knockout: round 1 is paired"),
        "the bell's menu",
    )
    assert entry.is_displayed()
    shoot(driver, "25-bell-open")
    entry.click()
    wait_for(driver, lambda d: "/games/" in d.current_url, "the notification led to the game")
    assert "Your turn." in page_text(driver) or "Waiting for" in page_text(driver)
    driver.get(f"{live_server.url}/notifications/")
    shoot(driver, "26-notifications")
    driver.get(f"{live_server.url}/users/dora/")
    wait_for(driver, lambda d: "Current tournaments" in page_text(d), "the profile")
    assert "Nim knockout" in page_text(driver)
    shoot(driver, "27-profile")


def test_a_finished_elimination_draws_its_bracket(browser, live_server, secret_nim, eager_bots):
    from selenium.webdriver.common.by import By

    olga = UserFactory(username="olga")
    tournament = services.tournament_create(
        user=olga, name="Six-player cup", engine="secret-nim", format="elimination"
    )
    services.tournament_registration_open(tournament=tournament, user=olga)
    for number in range(1, 7):
        services.entrant_register(tournament=tournament, user=UserFactory(username=f"p{number}"))
    services.tournament_start(tournament=tournament, user=olga)
    play_tournament(tournament, no_commit_hooks)
    tournament.refresh_from_db()
    assert tournament.status == TournamentStatus.FINISHED

    driver = browser
    log_in(driver, live_server, "olga")
    driver.get(f"{live_server.url}/tournaments/{tournament.pk}/")
    wait_for(driver, lambda d: "Bracket" in page_text(d), "the bracket")
    boxes = driver.find_elements(By.CSS_SELECTOR, ".bracket-svg .bracket-box")
    assert len(boxes) == 2 + 2 + 2 + 1  # round 1: 2 tables + 2 byes; semi-finals; final
    assert driver.find_elements(By.CSS_SELECTOR, ".bracket-svg .bracket-line")
    champion = tournament.final_standings[0]["username"]
    rows = driver.find_elements(By.CSS_SELECTOR, "table.standings tbody tr")
    assert rows[0].text.startswith(f"1 {champion}")
    driver.execute_script(
        "document.getElementById('bracket-title').scrollIntoView({block: 'start'})"
    )
    shoot(driver, "28-tournament-bracket")
    driver.get(f"{live_server.url}/tournaments/new")
    wait_for(driver, lambda d: "Organise a tournament" in page_text(d), "the create form")
    shoot(driver, "29-tournament-create")


def bell_count(driver) -> str | None:
    """The bell's unread count, read in one go (htmx may swap the bell between find and read)."""
    from selenium.common.exceptions import WebDriverException
    from selenium.webdriver.common.by import By

    try:
        return driver.find_element(By.CSS_SELECTOR, ".bell .bell-count").text
    except WebDriverException:  # no count yet, or a node swapped out mid-read
        return None


def test_the_organiser_drops_and_adds_and_the_bell_counts_live(
    browser, live_server, secret_nim, eager_bots
):
    from selenium.webdriver.common.by import By

    from notifications.services import notification_send

    olga = UserFactory(username="olga")
    entrants = [UserFactory(username=name) for name in ("p1", "p2", "p3")]
    UserFactory(username="latecomer")
    tournament = services.tournament_create(
        user=olga, name="Open Swiss", engine="secret-nim", format="swiss", rounds=3
    )
    services.tournament_registration_open(tournament=tournament, user=olga)
    for user in entrants:
        services.entrant_register(tournament=tournament, user=user)
    services.tournament_start(tournament=tournament, user=olga)

    driver = browser
    log_in(driver, live_server, "olga")
    driver.get(f"{live_server.url}/tournaments/{tournament.pk}/")
    wait_for(driver, lambda d: "Add a player" in page_text(d), "the organiser's controls")
    shoot(driver, "30-tournament-drop-add")
    # the confirm is declined first (nothing happens), then accepted
    drop = "//form[contains(@class, 'drop-player')][input[@value='p2']]/button"
    driver.find_element(By.XPATH, drop).click()
    alert = wait_for(driver, lambda d: d.switch_to.alert, "the confirm")
    assert "Drop p2 from the tournament?" in alert.text
    alert.dismiss()
    assert Entrant.objects.get(tournament=tournament, user__username="p2").status == "active"
    driver.find_element(By.XPATH, drop).click()
    wait_for(driver, lambda d: d.switch_to.alert, "the confirm").accept()
    wait_for(driver, lambda d: "p2 is dropped" in page_text(d), "dropped")
    assert Entrant.objects.get(tournament=tournament, user__username="p2").status == "dropped"
    driver.find_element(By.ID, "add-username").send_keys("latecomer")
    driver.find_element(By.XPATH, "//button[normalize-space()='Add the player']").click()
    wait_for(driver, lambda d: "latecomer is added" in page_text(d), "added")
    driver.find_element(By.ID, "add-username").send_keys("nobody")
    driver.find_element(By.XPATH, "//button[normalize-space()='Add the player']").click()
    wait_for(driver, lambda d: "There is no player called 'nobody'." in page_text(d), "refused")

    # The bell asks for its count every 30 s; here every second (the same request and swap).
    assert not driver.find_elements(By.CSS_SELECTOR, ".bell .bell-count")
    driver.execute_script(
        "const face = document.getElementById('bell-summary');"
        "face.setAttribute('hx-trigger', 'every 1s'); htmx.process(face);"
    )
    notification_send(user=olga, kind="game_started", payload={"game_id": 1, "seat": 0})
    wait_for(driver, lambda d: bell_count(d) == "1", "the count without a reload")
