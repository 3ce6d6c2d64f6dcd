"""The replay's analysis: a button on a finished game, a progress bar while it runs, then the
advantage chart (each seat's chances, every point a link to its ply) and hints in the move list;
nothing of it while the game runs. The browser test clicks a point of the chart."""

from __future__ import annotations

import re

import pytest
from django.test import Client
from django.urls import reverse

from games import services
from games.models import GameAnalysis
from games.services.analysis import analysis_request, analysis_run
from tests.games.play import play_to_end
from tests.web.test_browser import (
    SCREENSHOTS,
    append_only_table_empty,
    browser,  # noqa: F401 - the module's headless Chromium
    wait_for,
)


def logged_in(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def _finished_game(alice, bob):
    game = services.game_create(
        random_seating=False, user=alice, engine="secret-nim", players=2, options={"pile": 7}
    )
    services.game_join(game=game, user=bob)
    game.refresh_from_db()
    return play_to_end(game)


def _analysed(game, settings):
    settings.ANALYSIS_ITERATIONS = 20
    analysis, _queued = analysis_request(game=game)
    analysis_run(analysis_id=analysis.pk)
    return GameAnalysis.objects.get(pk=analysis.pk)


def test_a_finished_game_offers_the_analysis_and_shows_its_chart(
    secret_nim, alice, bob, settings, django_capture_on_commit_callbacks
):
    game = _finished_game(alice, bob)
    client = logged_in(alice)
    page = client.get(reverse("web:replay", args=[game.pk])).content.decode()
    assert "Analyse the game" in page and "advantage-chart" not in page
    with django_capture_on_commit_callbacks(execute=False):  # queued, not run: a progress bar
        client.post(reverse("web:analysis", args=[game.pk]))
    page = client.get(reverse("web:replay", args=[game.pk])).content.decode()
    assert "<progress" in page
    GameAnalysis.objects.filter(game=game).delete()
    _analysed(game, settings)
    page = client.get(reverse("web:replay", args=[game.pk])).content.decode()
    assert 'class="advantage-chart"' in page
    links = re.findall(r'<a href="\?ply=(\d+)" class="chart-point"', page)
    assert len(links) >= 2 * 2  # a point per seat for each move and the end
    last = max(int(ply) for ply in links)
    jumped = client.get(reverse("web:replay", args=[game.pk]) + "?ply=1").content.decode()
    assert "Ply <strong>1</strong> of" in jumped
    assert f"Ply <strong>{last}</strong> of" in page


def test_no_analysis_on_the_replay_while_the_game_runs(secret_nim, alice, bob):
    game = services.game_create(random_seating=False, user=alice, engine="secret-nim", players=2)
    services.game_join(game=game, user=bob)
    client = logged_in(alice)
    page = client.get(reverse("web:replay", args=[game.pk])).content.decode()
    assert "Analyse the game" not in page and "advantage-chart" not in page
    client.post(reverse("web:analysis", args=[game.pk]))
    assert not GameAnalysis.objects.filter(game=game).exists()


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_clicking_a_point_of_the_chart_jumps_to_its_ply(
    browser,  # noqa: F811
    live_server,
    secret_nim,
    alice,
    bob,
    settings,
):
    from selenium.webdriver.common.by import By

    try:
        game = _finished_game(alice, bob)
        _analysed(game, settings)
        client = logged_in(alice)
        session = client.cookies[django_settings_session_cookie()].value
        browser.get(f"{live_server.url}/")
        browser.add_cookie({"name": django_settings_session_cookie(), "value": session})
        browser.get(f"{live_server.url}/games/{game.pk}/replay")
        wait_for(browser, lambda d: d.find_elements(By.CSS_SELECTOR, ".chart-point"), "the chart")
        browser.save_screenshot(str(SCREENSHOTS / "analysis-replay.png"))
        point = browser.find_elements(By.CSS_SELECTOR, '.chart-point[data-ply="1"] circle')[-1]
        browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", point)
        point.click()  # the last seat's point is drawn on top
        wait_for(browser, lambda d: "Ply 1 of" in d.find_element(By.ID, "replay").text, "ply 1")
    finally:
        append_only_table_empty("games_gameevent")


def django_settings_session_cookie() -> str:
    from django.conf import settings as django_settings

    return django_settings.SESSION_COOKIE_NAME
