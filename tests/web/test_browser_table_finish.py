"""The table as Board Game Arena regulars expect it, in headless Chromium at 1400×1000 and 390×844:
game over lifts every secret (scores with their breakdown, every hand, the seed and the verified
mark, a resignation said beside the scores); one compact box per player with no inner scrolling;
a turn with no board target shows its moves as buttons; the log's numbers are never clipped and
every line names what was done; Duel's log names cards; the status bar never covers the board;
After the Flood from the lobby's defaults starts at once; After the Flood's counts never overlap
their markers. Games are set up through the services (bots answer at once), then looked at.
"""

from __future__ import annotations

import json
import random
import re

import pytest
from django.urls import reverse

from games import selectors, services
from games.models import Game, GameStatus
from tests.factories import UserFactory
from tests.web.test_browser import BOARD_PAGE, SCREENSHOTS, page_text, wait_for
from tests.web.test_browser_table import log_in
from web.boards.rendering import render_board

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.usefixtures("event_log_flushable"),
]
SIZES = {"wide": (1400, 1000), "phone": (390, 844)}
SEATS = {"tigris-euphrates": 2, "tigris-euphyu": 2, "after-the-flood": 3, "middle-earth-duel": 2}


def table(slug: str, *, bots: int | None = None) -> tuple[Game, object]:
    """ann's table of `slug` with random bots in the other seats, ann in seat 0, started."""
    ann = UserFactory(username="ann")
    seats = SEATS[slug]
    game = services.game_create(
        user=ann,
        engine=slug,
        players=seats,
        bots=seats - 1 if bots is None else bots,
        bot_kind="random",
        random_seating=False,
    )
    return Game.objects.get(pk=game.pk), ann


def play(game: Game, ann, moves: int, *, until=None, seed: str = "finish") -> Game:
    """ann plays up to `moves` random legal moves (the bots answer at once), stopping early when
    `until(game, legal_moves)` holds on her turn or the game ends."""
    rng = random.Random(seed)
    for _ in range(moves * 20):
        game.refresh_from_db()
        if game.status != GameStatus.ACTIVE:
            return game
        legal = selectors.legal_moves_for(game, 0)
        if not legal:
            raise AssertionError(f"ann has no move and the bots are not playing: {game.to_act}")
        if until is not None and until(game, legal):
            return game
        if moves <= 0:
            return game
        services.move_submit(game=game, user=ann, move=rng.choice(legal), expected_seq=game.seq)
        moves -= 1
    return game


def look(driver, live_server, game: Game, size: str, language: str = "en") -> None:
    """The game page at `size`, in `language`, scrolled to the top."""
    from selenium.webdriver.common.by import By  # only where Chromium runs

    driver.set_window_size(*SIZES[size])
    driver.add_cookie({"name": "django_language", "value": language})
    driver.get(live_server.url + reverse("web:game", args=[game.pk]))
    wait_for(driver, lambda d: d.find_elements(By.ID, "game-panel"), "the game page")


def shoot(driver, name: str) -> None:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    driver.save_screenshot(str(SCREENSHOTS / f"{name}.png"))


def no_sideways_scroll(driver) -> None:
    width = driver.execute_script("return document.scrollingElement.scrollWidth")
    assert width <= driver.execute_script("return window.innerWidth"), f"{width}px wide"


# 1. Game over lifts every secret -----------------------------------------------------------


@pytest.mark.parametrize("size", sorted(SIZES))
@pytest.mark.parametrize("slug", sorted(SEATS))
def test_a_resigned_game_shows_every_score_hand_and_the_seed(
    browser, live_server, eager_bots, slug, size
):
    from selenium.webdriver.common.by import By  # only where Chromium runs

    game, ann = table(slug)
    game = play(game, ann, 10)
    log_in(browser, live_server, ann)
    if game.status == GameStatus.ACTIVE:
        services.game_resign(game=game, user=ann)
    game.refresh_from_db()
    if SEATS[slug] > 2:  # ann dropped out; the bots play on to the end
        game = wait_for(
            browser,
            lambda d: Game.objects.filter(pk=game.pk, status=GameStatus.FINISHED).first(),
            "the bots' end of the game",
        )
    look(browser, live_server, game, size)
    shoot(browser, f"finish-{slug}-resigned-{size}")
    results = browser.find_element(By.CSS_SELECTOR, ".results").text
    rows = browser.find_elements(By.CSS_SELECTOR, ".final-scores > li")
    assert len(rows) == SEATS[slug]
    for row in rows:
        assert re.search(r"score -?\d+", row.text), row.text  # a score for every seat
        assert row.find_elements(By.CSS_SELECTOR, ".breakdown"), row.text
    assert "resigned" in results, results
    panel = browser.find_element(By.ID, "game-panel").text
    assert not re.search(r"\bhidden\b", panel, re.IGNORECASE), "a secret still hidden after the end"
    fairness = browser.find_element(By.CSS_SELECTOR, ".results .fairness").text
    assert game.seed in fairness.replace("\n", "") and "Verified" in fairness
    if slug == "tigris-euphrates":  # every hand, named
        hands = browser.find_elements(By.CSS_SELECTOR, ".player-box .hand")
        assert len(hands) == 2
    no_sideways_scroll(browser)


@pytest.mark.parametrize("size", sorted(SIZES))
def test_the_running_game_shows_no_final_secret(browser, live_server, eager_bots, size):
    from selenium.webdriver.common.by import By  # only where Chromium runs

    game, ann = table("tigris-euphrates")
    game = play(game, ann, 4)
    log_in(browser, live_server, ann)
    look(browser, live_server, game, size)
    page = browser.page_source
    assert game.seed not in page and "Verified" not in page
    assert not browser.find_elements(By.CSS_SELECTOR, ".results, .final-scores, .fairness")
    hands = browser.find_elements(By.CSS_SELECTOR, ".player-box .hand")
    assert len(hands) == 1  # only ann's own
    assert "hidden" in browser.find_element(By.CSS_SELECTOR, ".player-box:not(.me)").text


# 2. The players' boxes ---------------------------------------------------------------------


@pytest.mark.parametrize("size", sorted(SIZES))
@pytest.mark.parametrize("slug", ["tigris-euphrates", "tigris-euphyu"])
@pytest.mark.parametrize("language", ["en", "ko"])
def test_one_compact_box_per_player_never_scrolls(
    browser, live_server, eager_bots, slug, size, language
):
    from selenium.webdriver.common.by import By  # only where Chromium runs

    game, ann = table(slug)
    game = play(game, ann, 6)
    log_in(browser, live_server, ann, language)
    look(browser, live_server, game, size, language)
    boxes = browser.find_elements(By.CSS_SELECTOR, ".player-box")
    assert len(boxes) == SEATS[slug]
    assert "acting" in " ".join(b.get_attribute("class") for b in boxes)  # whose turn
    scrolling = browser.execute_script(
        "var out = [];"
        "document.querySelectorAll('.board .side, .board .side *').forEach(function (el) {"
        "  if (el.closest('.sr-only')) return;"  # read out, never drawn
        "  if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible')"
        "    out.push(el.className + ' ' + el.scrollWidth + '>' + el.clientWidth); });"
        "document.querySelectorAll('.player-box').forEach(function (el) {"
        "  var side = el.closest('.side').getBoundingClientRect(), r = el.getBoundingClientRect();"
        "  if (r.right > side.right + 1 || r.left < side.left - 1) out.push('box outside'); });"
        "return out;"
    )
    assert not scrolling, scrolling
    shoot(browser, f"finish-{slug}-boxes-{size}-{language}")
    no_sideways_scroll(browser)


# 3. A turn with no board target: its moves are buttons -----------------------------------


def _untargeted(game: Game, legal: list[dict]) -> bool:
    board = render_board(game.engine, selectors.game_view(game, 0), 0, ["a", "b", "c"], legal)
    return not board.targeted and not board.picked and len(board.buttons) > 1


@pytest.mark.parametrize("size", sorted(SIZES))
def test_a_turn_without_board_targets_shows_its_moves_as_buttons(
    browser, live_server, eager_bots, size
):
    from selenium.webdriver.common.by import By  # only where Chromium runs

    ann = UserFactory(username="ann")
    for attempt in range(4):  # the bots play at random: a game may end before such a turn
        game = services.game_create(
            user=ann,
            engine="after-the-flood",
            players=3,
            bots=2,
            bot_kind="random",
            random_seating=False,
        )
        game = play(game, ann, 200, until=_untargeted, seed=f"buttons-{attempt}")
        if game.status == GameStatus.ACTIVE:
            break
    assert game.status == GameStatus.ACTIVE and _untargeted(
        game, selectors.legal_moves_for(game, 0)
    )
    log_in(browser, live_server, ann)
    look(browser, live_server, game, size)
    shoot(browser, f"finish-after-the-flood-buttons-{size}")
    buttons = browser.find_elements(By.CSS_SELECTOR, ".status-bar .move-button")
    assert len(buttons) > 1 and all(b.is_displayed() for b in buttons)
    assert not browser.find_elements(By.CSS_SELECTOR, ".status-bar details.more-moves")
    groups = browser.find_elements(By.CSS_SELECTOR, ".status-bar .move-group")
    assert groups and all(g.find_element(By.CSS_SELECTOR, ".move-group-name").text for g in groups)
    seq = game.seq
    buttons[0].click()
    wait_for(
        browser,
        lambda d: int(d.find_element(By.ID, "game-panel").get_attribute("data-seq")) > seq,
        "the button's move was played",
    )


# 4. The log: numbers whole, every line a sentence -----------------------------------------


@pytest.mark.parametrize("size", sorted(SIZES))
def test_the_logs_numbers_are_whole_and_every_line_names_what_was_done(
    browser, live_server, eager_bots, size
):
    from selenium.webdriver.common.by import By  # only where Chromium runs

    game, ann = table("tigris-euphrates")
    game = play(game, ann, 12)
    assert game.seq > 20
    log_in(browser, live_server, ann)
    look(browser, live_server, game, size)
    browser.execute_script("document.querySelector('.events').scrollIntoView()")
    shoot(browser, f"finish-log-{size}")
    lines = browser.find_elements(By.CSS_SELECTOR, ".events li")
    assert lines
    clipped = browser.execute_script(
        "var out = [];"
        "document.querySelectorAll('.events li').forEach(function (li) {"
        "  var no = li.querySelector('.log-no'), box = li.closest('ol').getBoundingClientRect();"
        "  if (!no) { out.push('no number: ' + li.textContent); return; }"
        "  var r = no.getBoundingClientRect();"
        "  if (r.left < box.left - 0.5 || r.right > box.right + 0.5 || no.scrollWidth > no.clientWidth + 1)"
        "    out.push(no.textContent); });"
        "return out;"
    )
    assert not clipped, clipped
    numbers = [int(li.find_element(By.CSS_SELECTOR, ".log-no").text) for li in lines]
    assert max(numbers) == game.seq and max(numbers) > 9
    for li in lines:
        words = li.text
        assert not re.search(r"\bmoved\.$|^\S+( \(bot\))?: ", words.split("\n", 1)[-1]), words


# 5. Duel's log names cards --------------------------------------------------------------


@pytest.mark.parametrize("size", sorted(SIZES))
def test_duels_log_names_the_card_taken(browser, live_server, eager_bots, size):
    from engines.middle_earth_duel.data import CARDS
    from web.faces.middle_earth_duel.words import card_short_name
    from web.pages.game_panel import RECENT_ROWS

    def card_taken_lately(game, legal) -> bool:
        recent = selectors.events_after(game, 0, max(0, game.seq - RECENT_ROWS))
        return any(event["type"] == "card_taken" for event in recent)

    game, ann = table("middle-earth-duel")
    game = play(game, ann, 60, until=card_taken_lately)  # a game's seed is its own: play on
    assert card_taken_lately(game, None), "sixty moves and no card taken lately"
    log_in(browser, live_server, ann)
    look(browser, live_server, game, size)
    events = browser.find_element("css selector", ".events").text
    taken = [line for line in events.splitlines() if " took " in line and " card" in line]
    assert taken, events
    names = {card_short_name(card) for card in CARDS}  # the data file's cards, as named
    for line in taken:
        assert "slot" not in line, line
        assert any(name in line for name in names), line
    no_sideways_scroll(browser)


# 6. The status bar never covers the board -----------------------------------------------


@pytest.mark.parametrize("size", sorted(SIZES))
@pytest.mark.parametrize("slug", ["tigris-euphrates", "after-the-flood"])
def test_the_status_bar_never_covers_the_board(browser, live_server, eager_bots, slug, size):
    game, ann = table(slug)
    game = play(game, ann, 3)
    log_in(browser, live_server, ann)
    look(browser, live_server, game, size)
    overlaps = browser.execute_script(
        "var out = [], bar = document.querySelector('.status-bar'),"
        "    board = document.querySelector('.play-area .board-wrap svg');"
        "var most = document.scrollingElement.scrollHeight - window.innerHeight;"
        "for (var y = 0; y <= most; y += 60) {"
        "  window.scrollTo(0, y);"
        "  var b = bar.getBoundingClientRect(), s = board.getBoundingClientRect();"
        "  var top = Math.max(b.top, s.top, 0), bottom = Math.min(b.bottom, s.bottom, window.innerHeight);"
        "  if (bottom - top > 1 && b.left < s.right && s.left < b.right) out.push(y + ': ' + Math.round(bottom - top) + 'px');"
        "}"
        "window.scrollTo(0, 0); return out;"
    )
    assert not overlaps, overlaps[:5]


# 7. After the Flood from the lobby's defaults starts at once ----------------------------


@pytest.mark.parametrize("size", sorted(SIZES))
def test_after_the_flood_from_the_lobbys_defaults_starts_at_once(
    browser, live_server, eager_bots, size
):
    from selenium.webdriver.common.by import By  # only where Chromium runs
    from selenium.webdriver.support.ui import Select  # only where Chromium runs

    browser.set_window_size(*SIZES[size])
    log_in(browser, live_server, UserFactory(username="ann"))
    browser.get(f"{live_server.url}/")
    Select(browser.find_element(By.ID, "id_engine")).select_by_value("after-the-flood")
    help_text = browser.find_element(By.CSS_SELECTOR, "[data-field=bots]").text
    assert "bot" in help_text.lower()
    button = browser.find_element(By.CSS_SELECTOR, ".create-form button.primary")
    browser.execute_script("arguments[0].scrollIntoView()", button)
    button.click()
    wait_for(browser, lambda d: d.find_elements(By.ID, "game-panel"), "the new table")
    game = Game.objects.get()
    assert game.status == GameStatus.ACTIVE, page_text(browser)
    assert game.seat_count == 3 and game.seats.filter(user__isnull=True).count() == 2
    assert "Waiting for players" not in page_text(browser)


# 8. After the Flood's counts never overlap their markers --------------------------------


def _crowded_after_the_flood() -> tuple[dict, list[dict], int]:
    from tests.web.sample_views import sample

    view, moves, seat = sample("after-the-flood")
    view["boxes"]["weaving"] = {"0": 1, "1": 10, "2": 11}
    view["boxes"]["irrigation"] = {"0": 12, "1": 9, "2": 100}
    view["areas"]["mittani"]["workers"] = {"0": 10, "1": 11, "2": 12}
    view["areas"]["mittani"]["armies"] = {"0": 10, "1": 7, "2": 12}
    return view, moves, seat


@pytest.mark.parametrize("size", sorted(SIZES))
def test_after_the_floods_counts_never_overlap_their_markers(browser, live_server, tmp_path, size):
    from tests.web.sample_views import NAMES

    view, moves, seat = _crowded_after_the_flood()
    board = render_board("after-the-flood", view, seat, NAMES, moves)
    page = tmp_path / "crowded.html"
    page.write_text(
        BOARD_PAGE.format(
            slug="after-the-flood",
            base=live_server.url,
            board=board.html,
            families="",
            moves=json.dumps(board.script_data()),
        )
    )
    browser.set_window_size(*SIZES[size])
    browser.get(page.as_uri())
    shoot(browser, f"finish-after-the-flood-counts-{size}")
    overlaps = browser.execute_script(
        "var out = [];"
        "document.querySelectorAll('svg g').forEach(function (g) {"
        "  var marks = g.querySelectorAll(':scope > circle, :scope > polygon');"
        "  var counts = g.querySelectorAll(':scope > text.count');"
        "  counts.forEach(function (t) { var a = t.getBBox();"
        "    marks.forEach(function (m) { var b = m.getBBox();"
        "      if (a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height && b.y < a.y + a.height)"
        "        out.push(t.textContent + ' over a marker'); });"
        "    counts.forEach(function (u) { if (u === t) return; var b = u.getBBox();"
        "      if (a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height)"
        "        out.push(t.textContent + ' over ' + u.textContent); }); }); });"
        "return out;"
    )
    assert not overlaps, overlaps[:6]
