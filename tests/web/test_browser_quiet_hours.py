"""The quiet-hours editor and the table's "Give time" in headless Chromium: a player keeps
weekends off on the profile page (and is refused, in words, a schedule over the weekly limit);
then gives the other player time from the table (a Fischer bank waiting for its turn) and the
log says so. Screenshots go to
var/screenshots/quiet-hours-*.png."""

from __future__ import annotations

import pytest

from games import services
from games.models import GameEvent
from players.models import PlayerProfile
from players.services import time_zone_set
from tests.factories import UserFactory
from tests.web.test_browser import (
    SCREENSHOTS,
    nim_board,  # noqa: F401 - the fixture, used by name below
    page_text,
    wait_for,
)
from tests.web.test_browser_table import log_in

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.usefixtures("event_log_flushable"),
]


def _fill(driver, name: str, value: str) -> None:
    field = driver.find_element("name", name)
    field.clear()
    field.send_keys(value)


@pytest.mark.usefixtures("nim_board")
def test_the_quiet_hours_editor_and_the_give_time_button(browser, live_server, secret_nim):
    ann, bob = UserFactory(username="ann"), UserFactory(username="bob")
    time_zone_set(user=ann, time_zone="Europe/Berlin")
    log_in(browser, live_server, ann)
    browser.get(f"{live_server.url}/users/ann/")
    wait_for(browser, lambda d: d.find_element("id", "quiet-hours"), "the editor")
    for day in ("sat", "sun"):
        browser.find_element("name", f"rule-0-{day}").click()
    _fill(browser, "rule-0-start", "00:00")
    _fill(browser, "rule-0-end", "24:00")
    browser.find_element("css selector", "form.quiet-hours button[type=submit]").click()
    wait_for(browser, lambda d: "Quiet hours saved." in page_text(d), "the saved message")
    assert "Now: 48 hours a week." in page_text(browser)
    assert PlayerProfile.objects.get(user=ann).quiet_hours == [
        {"days": ["sat", "sun"], "start": "00:00", "end": "24:00"}
    ]
    browser.save_screenshot(str(SCREENSHOTS / "quiet-hours-editor-en.png"))
    # every day from noon: 84 hours, over the limit, refused in words
    for day in ("mon", "tue", "wed", "thu", "fri"):
        browser.find_element("name", f"rule-1-{day}").click()
    browser.find_element("name", "rule-1-sat").click()
    browser.find_element("name", "rule-1-sun").click()
    _fill(browser, "rule-1-start", "12:00")
    _fill(browser, "rule-1-end", "24:00")
    browser.find_element("css selector", "form.quiet-hours button[type=submit]").click()
    wait_for(
        browser,
        lambda d: "Quiet hours may take at most 72 hours a week" in page_text(d),
        "the refusal",
    )

    game = services.game_create(
        random_seating=False,
        user=ann,
        engine="secret-nim",
        players=2,
        time_control={"kind": "fischer", "initial": 7200, "increment": 60, "max": 7200},
    )
    services.game_join(game=game, user=bob)
    browser.get(f"{live_server.url}/games/{game.pk}/")
    wait_for(browser, lambda d: d.find_element("css selector", "form.give-time"), "the control")
    browser.find_element("css selector", "form.give-time button[type=submit]").click()
    wait_for(browser, lambda d: "Time given." in page_text(d), "the gift's message")
    wait_for(browser, lambda d: "ann gave bob 1 day." in page_text(d), "the gift in the log")
    browser.save_screenshot(str(SCREENSHOTS / "quiet-hours-give-time-en.png"))
    assert GameEvent.objects.filter(game=game, data__reason="time_given").count() == 1
