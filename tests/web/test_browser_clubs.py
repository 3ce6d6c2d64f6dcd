"""Clubs in headless Chromium against the live server: an organiser starts a club by invitation
from the menu, invites a friend, makes her Swiss club-only; a stranger is refused with the
reason, the friend accepts the invitation and registers, and the Swiss is played to its end.
Screenshots go to var/screenshots/."""

from __future__ import annotations

import pytest

from clubs.models import Club
from tests.factories import UserFactory
from tests.tournaments.tournament_play import no_commit_hooks, play_tournament
from tests.web.test_browser import page_text, shoot, wait_for
from tests.web.test_browser_tournaments import log_in
from tournaments import services
from tournaments.models import Entrant, TournamentStatus

# Posts a form to arguments[0] with the page's CSRF token, as a hand-made request would.
SEND_FORM = """
const form = document.createElement("form");
form.method = "post";
form.action = arguments[0];
const token = document.createElement("input");
token.type = "hidden";
token.name = "csrfmiddlewaretoken";
token.value = document.querySelector("input[name=csrfmiddlewaretoken]").value;
form.appendChild(token);
document.body.appendChild(form);
form.submit();
"""

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.usefixtures("event_log_flushable"),
]


def test_a_club_invites_a_friend_and_runs_a_club_only_swiss(
    browser, live_server, secret_nim, eager_bots
):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    olga = UserFactory(username="olga")
    UserFactory(username="fred")
    UserFactory(username="stranger")
    swiss = services.tournament_create(
        user=olga, name="Club Swiss", engine="secret-nim", format="swiss", rounds=2
    )
    services.tournament_registration_open(tournament=swiss, user=olga)
    services.entrant_register(tournament=swiss, user=olga)

    driver = browser
    log_in(driver, live_server, "olga")
    driver.find_element(By.LINK_TEXT, "Clubs").click()
    wait_for(driver, lambda d: "Start a club" in page_text(d), "the clubs page")
    form = driver.find_element(By.ID, "club-create")
    form.find_element(By.NAME, "name").send_keys("Nim Club")
    Select(form.find_element(By.NAME, "policy")).select_by_value("invitation")
    form.find_element(By.CSS_SELECTOR, "button.primary").click()
    wait_for(driver, lambda d: "Club created: you are its owner." in page_text(d), "created")
    club = Club.objects.get(name="Nim Club")
    invite = driver.find_element(By.ID, "club-invite")
    invite.find_element(By.NAME, "username").send_keys("fred")
    invite.find_element(By.TAG_NAME, "button").click()
    wait_for(driver, lambda d: "Invitation sent." in page_text(d), "invited")
    event = driver.find_element(By.ID, "club-event")
    Select(event.find_element(By.NAME, "kind")).select_by_value("tournament")
    event.find_element(By.NAME, "id").send_keys(str(swiss.pk))
    event.find_element(By.TAG_NAME, "button").click()
    wait_for(driver, lambda d: "The event is club-only now." in page_text(d), "club-only")
    assert "Club Swiss" in driver.find_element(By.ID, "club-events").text
    shoot(driver, "60-club-owner")

    # A stranger reads the rule and is refused with the reason.
    log_in(driver, live_server, "stranger")
    driver.get(f"{live_server.url}/tournaments/{swiss.pk}/")
    rules = driver.find_element(By.ID, "event-rules").text
    assert "Only members of the club “Nim Club” can enter." in rules
    assert not driver.find_elements(By.ID, "register")  # no button offered to a non-member
    driver.execute_script(SEND_FORM, f"/tournaments/{swiss.pk}/register")  # sent all the same
    wait_for(
        driver,
        lambda d: "Only members of the club “Nim Club” can enter this event." in page_text(d),
        "the refusal",
    )
    assert not Entrant.objects.filter(tournament=swiss, user__username="stranger").exists()
    shoot(driver, "61-club-only-refused")

    # The friend accepts the invitation and registers.
    log_in(driver, live_server, "fred")
    driver.find_element(By.LINK_TEXT, "Clubs").click()
    invitations = wait_for(
        driver, lambda d: d.find_element(By.ID, "club-invitations"), "the invitation"
    )
    assert "invited by olga" in invitations.text
    invitations.find_element(By.CSS_SELECTOR, "button.primary").click()
    wait_for(driver, lambda d: "Welcome to the club." in page_text(d), "joined")
    members = driver.find_element(By.ID, "club-members").text
    assert "olga" in members and "fred" in members
    shoot(driver, "62-club-member")
    driver.get(f"{live_server.url}/tournaments/{swiss.pk}/")
    driver.find_element(By.ID, "register").click()
    wait_for(driver, lambda d: "You are registered. Good luck!" in page_text(d), "registered")

    # The organiser starts the Swiss; its rounds are played out.
    services.tournament_start(tournament=swiss, user=olga)
    play_tournament(swiss, no_commit_hooks)
    swiss.refresh_from_db()
    assert swiss.status == TournamentStatus.FINISHED
    log_in(driver, live_server, "olga")
    driver.get(f"{live_server.url}/clubs/{club.pk}/")
    games = wait_for(driver, lambda d: d.find_element(By.ID, "club-games"), "the club's games")
    assert "#" in games.text and "No game yet." not in games.text
    shoot(driver, "63-club-games")
