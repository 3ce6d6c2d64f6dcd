"""The organiser's pages in headless Chromium against the live server: creating an event of each
format (the settings of other formats hidden, the rules in words on its page before anyone
joins), standings with the tie-breaks the organiser ticked, and a double elimination's brackets.
Screenshots go to var/screenshots/ (40-…).
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from tests.factories import UserFactory
from tests.tournaments.tournament_play import no_commit_hooks, play_tournament
from tests.web.test_browser import click_when_ready, page_text, shoot, wait_for
from tests.web.test_browser_tournaments import log_in
from tournaments import services
from tournaments.models import Tournament, TournamentStatus

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.usefixtures("event_log_flushable"),
]

# (format, settings typed into the form, a phrase its rules must show, screenshot or None)
FORMATS = [
    ("swiss", {"rounds": "4"}, "Swiss pairing: players meet others on the same score", None),
    (
        "mcmahon",
        {"rounds": "5", "mcmahon_bar": "1800", "mcmahon_band": "150", "mcmahon_groups": "3"},
        "2 for a rating of 1800 or more, one point less for every 150 rating points",
        "41-tournament-mcmahon-rules",
    ),
    ("round_robin", {}, "Round robin: everyone meets everyone once", None),
    ("double_round_robin", {}, "seats reversed in the second cycle", None),
    ("elimination", {}, "Single elimination: the best 1 of each table go on", None),
    (
        "double_elimination",
        {},
        "Double elimination: a player is out after a second loss.",
        "42-tournament-double-elimination-rules",
    ),
]
ONLY_FOR = {
    "rounds": {"swiss", "mcmahon"},
    "advance": {"elimination"},
    "mcmahon_bar": {"mcmahon"},
    "mcmahon_band": {"mcmahon"},
    "mcmahon_groups": {"mcmahon"},
}


def fill_create_form(driver, live_server, name: str, format: str, settings: dict) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    driver.get(f"{live_server.url}/tournaments/new")
    wait_for(driver, lambda d: "Organise a tournament" in page_text(d), "the create form")
    driver.find_element(By.ID, "id_name").send_keys(name)
    Select(driver.find_element(By.ID, "id_engine")).select_by_value("secret-nim")
    Select(driver.find_element(By.ID, "id_format")).select_by_value(format)
    for field, formats in ONLY_FOR.items():
        shown = driver.find_element(By.CSS_SELECTOR, f"[data-field={field}]").is_displayed()
        assert shown == (format in formats), (format, field, shown)
    for field, value in settings.items():
        box = driver.find_element(By.ID, f"id_{field}")
        box.clear()
        box.send_keys(value)


def test_the_organiser_creates_each_format_and_reads_its_rules(browser, live_server, secret_nim):
    from selenium.webdriver.common.by import By

    driver = browser
    UserFactory(username="olga")
    log_in(driver, live_server, "olga")
    for format, settings, phrase, screenshot in FORMATS:
        name = f"Nim {format.replace('_', ' ')}"
        fill_create_form(driver, live_server, name, format, settings)
        if format == "mcmahon":
            shoot(driver, "40-tournament-create-mcmahon")
        driver.find_element(By.XPATH, "//button[normalize-space()='Create the tournament']").click()
        wait_for(driver, lambda d: "The tournament is created" in page_text(d), f"{format} made")
        rules = driver.find_element(By.ID, "event-rules").text
        assert phrase in rules, (format, rules)
        assert "Players (0)" in page_text(driver)  # nobody has joined: the rules are shown first
        tournament = Tournament.objects.get(name=name)
        assert tournament.format == format and tournament.status == TournamentStatus.DRAFT
        if screenshot:
            shoot(driver, screenshot)
    mcmahon = Tournament.objects.get(format="mcmahon")
    assert (mcmahon.rounds, mcmahon.mcmahon_bar, mcmahon.mcmahon_band, mcmahon.mcmahon_groups) == (
        5,
        1800.0,
        150,
        3,
    )
    assert Tournament.objects.get(format="double_elimination").rounds is None


def test_standings_show_the_tiebreaks_the_organiser_chose(
    browser, live_server, secret_nim, eager_bots
):
    from selenium.webdriver.common.by import By

    driver = browser
    olga = UserFactory(username="olga")
    log_in(driver, live_server, "olga")
    fill_create_form(driver, live_server, "Cut-1 Swiss", "swiss", {"rounds": "3"})
    for box in driver.find_elements(By.CSS_SELECTOR, "input[name=tiebreaks]"):
        wanted = box.get_attribute("value") in ("buchholz_cut1", "opponents_match_win")
        if box.is_selected() != wanted:
            driver.execute_script("arguments[0].click()", box)
    driver.find_element(By.XPATH, "//button[normalize-space()='Create the tournament']").click()
    wait_for(driver, lambda d: "The tournament is created" in page_text(d), "created")
    assert "broken by Buchholz Cut-1, then Opponents' match-win rate" in page_text(driver)
    click_when_ready(
        driver, By.XPATH, "//button[normalize-space()='Open registration']", "registration open"
    )
    wait_for(driver, lambda d: "Registration is open." in page_text(d), "open")
    tournament = Tournament.objects.get(name="Cut-1 Swiss")
    for number in range(1, 8):
        services.entrant_register(tournament=tournament, user=UserFactory(username=f"s{number}"))
    driver.refresh()
    click_when_ready(
        driver, By.XPATH, "//button[normalize-space()='Start the tournament']", "started"
    )
    wait_for(driver, lambda d: "round 1 is paired" in page_text(d), "round 1 paired")
    play_tournament(tournament, no_commit_hooks)
    tournament.refresh_from_db()
    assert tournament.status == TournamentStatus.FINISHED and olga == tournament.organiser

    driver.get(f"{live_server.url}/tournaments/{tournament.pk}/")
    wait_for(driver, lambda d: "Standings" in page_text(d), "the standings")
    headers = [
        cell.text for cell in driver.find_elements(By.CSS_SELECTOR, "table.standings thead th")
    ]
    assert headers == ["#", "Player", "Score", "Buchholz Cut-1", "Opponents' match-win rate"]
    rows = [
        [cell.text for cell in row.find_elements(By.TAG_NAME, "td")]
        for row in driver.find_elements(By.CSS_SELECTOR, "table.standings tbody tr")
    ]
    assert len(rows) == 7
    keys = [tuple(Fraction(value) for value in row[2:]) for row in rows]
    assert keys == sorted(keys, reverse=True), "score, then Cut-1, then match-win rate"
    assert [row[1] for row in rows] == [row["username"] for row in tournament.final_standings]
    driver.execute_script(
        "document.getElementById('standings-title').scrollIntoView({block: 'start'})"
    )
    shoot(driver, "43-tournament-standings-chosen-tiebreaks")


def test_a_finished_double_elimination_draws_its_brackets(
    browser, live_server, secret_nim, eager_bots
):
    from selenium.webdriver.common.by import By

    olga = UserFactory(username="olga")
    tournament = services.tournament_create(
        user=olga, name="Double of six", engine="secret-nim", format="double_elimination"
    )
    services.tournament_registration_open(tournament=tournament, user=olga)
    for number in range(1, 7):
        services.entrant_register(tournament=tournament, user=UserFactory(username=f"d{number}"))
    services.tournament_start(tournament=tournament, user=olga)
    driver = browser
    log_in(driver, live_server, "olga")
    # round 1 in play: the winners' bracket only, its games without a result yet
    driver.get(f"{live_server.url}/tournaments/{tournament.pk}/")
    wait_for(driver, lambda d: "Brackets" in page_text(d), "the brackets in play")
    headings = [h.text for h in driver.find_elements(By.CSS_SELECTOR, "#bracket-title ~ h3")]
    assert headings == ["Winners' bracket"]
    assert len(driver.find_elements(By.CSS_SELECTOR, ".bracket-svg .bracket-box.table")) == 3
    assert not driver.find_elements(By.CSS_SELECTOR, ".bracket-svg .bracket-name.winner")

    play_tournament(tournament, no_commit_hooks)
    tournament.refresh_from_db()
    assert tournament.status == TournamentStatus.FINISHED
    driver.get(f"{live_server.url}/tournaments/{tournament.pk}/")
    wait_for(driver, lambda d: "Losers' bracket" in page_text(d), "the brackets")
    headings = [h.text for h in driver.find_elements(By.CSS_SELECTOR, "#bracket-title ~ h3")]
    assert headings == ["Winners' bracket", "Losers' bracket", "Grand final"]
    drawings = driver.find_elements(By.CSS_SELECTOR, ".bracket-svg")
    assert len(drawings) == 3
    games = driver.find_elements(By.CSS_SELECTOR, ".bracket-svg .bracket-box.table")
    assert len(games) == sum(len(round_.tables.all()) for round_ in tournament.round_set.all()), (
        "every game is in one bracket"
    )
    final_text = drawings[2].text
    champion = tournament.final_standings[0]["username"]
    runner_up = tournament.final_standings[1]["username"]
    assert champion in final_text and runner_up in final_text
    assert "first loss" in drawings[0].text and "out" in drawings[1].text
    rows = driver.find_elements(By.CSS_SELECTOR, "table.standings tbody tr")
    assert rows[0].text.startswith(f"1 {champion}") and rows[1].text.startswith(f"2 {runner_up}")
    assert (
        "winners' bracket"
        in driver.find_element(By.ID, "rounds-title").find_element(By.XPATH, "..").text
    )
    driver.execute_script(
        "document.getElementById('bracket-title').scrollIntoView({block: 'start'})"
    )
    shoot(driver, "44-tournament-double-elimination-brackets")
    driver.set_window_size(1400, 2200)
    shoot(driver, "45-tournament-double-elimination-page")
    driver.set_window_size(1400, 1100)


def test_mcmahon_standings_show_the_starting_scores(browser, live_server, secret_nim, eager_bots):
    from selenium.webdriver.common.by import By

    from ratings.models import Rating

    olga = UserFactory(username="olga")
    tournament = services.tournament_create(
        user=olga,
        name="Correspondence McMahon",
        engine="secret-nim",
        format="mcmahon",
        rounds=3,
        mcmahon_bar=1800,
        mcmahon_band=100,
        mcmahon_groups=3,
        tiebreaks=["buchholz", "sonneborn_berger"],
    )
    services.tournament_registration_open(tournament=tournament, user=olga)
    for number, elo in enumerate((1900, 1850, 1750, 1700, 1500, 1450), start=1):
        player = UserFactory(username=f"m{number}")
        Rating.objects.create(user=player, engine="secret-nim", elo=elo)
        services.entrant_register(tournament=tournament, user=player)
    services.tournament_start(tournament=tournament, user=olga)
    play_tournament(tournament, no_commit_hooks)
    tournament.refresh_from_db()
    assert tournament.status == TournamentStatus.FINISHED

    driver = browser
    log_in(driver, live_server, "olga")
    driver.get(f"{live_server.url}/tournaments/{tournament.pk}/")
    wait_for(driver, lambda d: "Standings" in page_text(d), "the standings")
    headers = [
        cell.text for cell in driver.find_elements(By.CSS_SELECTOR, "table.standings thead th")
    ]
    assert headers == ["#", "Player", "Start", "Score", "Buchholz", "Sonneborn–Berger"]
    starts = {
        cells[1].text: int(cells[2].text)
        for cells in (
            row.find_elements(By.TAG_NAME, "td")
            for row in driver.find_elements(By.CSS_SELECTOR, "table.standings tbody tr")
        )
    }
    assert starts == {"m1": 2, "m2": 2, "m3": 1, "m4": 1, "m5": 0, "m6": 0}
    driver.execute_script(
        "document.getElementById('event-rules-title').scrollIntoView({block: 'start'})"
    )
    shoot(driver, "46-tournament-mcmahon-standings")
