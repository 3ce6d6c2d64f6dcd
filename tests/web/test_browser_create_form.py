"""The lobby's create form in headless Chromium: choosing a game shows that game's options and
hides every other game's (an element with `hidden` stays hidden whatever display rule a class
gives it)."""

from __future__ import annotations

import pytest

from tests.factories import UserFactory
from tests.web.test_browser import wait_for
from tests.web.test_browser_tournaments import log_in
from web.forms.games import fillable_options

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_the_create_form_shows_only_the_chosen_games_options(browser, live_server):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    UserFactory(username="olga")
    log_in(browser, live_server, "olga")
    browser.get(f"{live_server.url}/")
    wait_for(browser, lambda d: d.find_elements(By.CSS_SELECTOR, ".create-form"), "the form")
    engine = Select(browser.find_element(By.CSS_SELECTOR, ".create-form select[name=engine]"))
    checked = 0
    for slug in [option.get_attribute("value") for option in engine.options]:
        engine.select_by_value(slug)
        fields = browser.find_elements(By.CSS_SELECTOR, ".create-form .field[data-engine]")
        shown = {f.get_attribute("data-engine") for f in fields if f.is_displayed()}
        assert shown <= {slug}, (slug, shown)
        if fillable_options(slug):
            assert shown == {slug}, f"{slug}: its own options are not shown"
            checked += 1
    assert checked >= 2  # at least two games with options of their own were tried
