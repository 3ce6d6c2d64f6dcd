"""A person at the table, in headless Chromium: plays their turns by clicking only (a kind of move,
then a highlighted place on the board and Confirm; a button of the status bar; the hand's tiles
for a swap; the rotate button for a falling pair), and checks at each move that what they need
is on the screen without scrolling. Used by the whole-game browser tests.
"""

from __future__ import annotations

import random
import re
import time
from dataclasses import dataclass, field

from tests.web.test_browser import SCREENSHOTS, WAIT_SECONDS, wait_for

# What a log line must not show: braces, brackets, snake_case keys, ids (#18), long numbers
# (timestamps), Python's literals, ISO dates.
RAW = re.compile(
    r"[{}\[\]]|\b[a-z]+_[a-z_]+\b|#\d|\d{7,}|\bNone\b|\bTrue\b|\bFalse\b|\d{4}-\d\d-\d\dT"
)

# The rectangles of what a move needs (status bar, live targets, the confirm bar's button), and
# whether each lies inside the window as it is (not scrolled).
RECTS = """
var out = {scrollY: window.scrollY, height: window.innerHeight, width: window.innerWidth, outside: []};
function check(el, what) {
  var r = el.getBoundingClientRect();
  if (r.width === 0 && r.height === 0) return;
  if (r.top < -1 || r.bottom > window.innerHeight + 1 || r.left < -1 || r.right > window.innerWidth + 1)
    out.outside.push(what + " " + Math.round(r.top) + ".." + Math.round(r.bottom));
}
var bar = document.querySelector(".status-bar");
if (bar) check(bar, "status bar");
document.querySelectorAll(arguments[0]).forEach(function (el) { check(el, el.id || el.className.baseVal || el.className); });
return out;
"""


@dataclass
class Seen:
    """What the player noticed over a game: moves made, the rings of last moves, problems."""

    moves: int = 0
    ringed: int = 0
    kinds: dict[str, int] = field(default_factory=dict)
    outside: list[str] = field(default_factory=list)
    console: list[str] = field(default_factory=list)
    seconds: float = 0.0


def panel_state(driver) -> tuple[str, bool, int]:
    """(game status, whether the page asks me to move, the log's length) of the panel shown."""
    return driver.execute_script(
        "var p = document.getElementById('game-panel');"
        "if (!p) return ['', false, -1];"
        "return [p.dataset.status, !!p.querySelector('.status-bar.your-turn #legal-moves'),"
        " Number(p.dataset.seq)];"
    )


def wait_my_turn_or_end(driver) -> str:
    """'turn' when it is my move, 'over' when the game has ended."""

    def turn_or_end(d):
        status, mine, _moves = panel_state(d)
        return "over" if status not in ("active", "open", "") else mine and "turn"

    found = wait_for(driver, turn_or_end, "my turn or the game's end")
    return str(found)


def console_problems(driver) -> list[str]:
    """Errors (scripts, failed requests) and htmx's warnings in the browser's console since the
    last call."""
    try:
        entries = driver.get_log("browser")
    except Exception:  # noqa: BLE001 - a driver without the log endpoint: nothing to check
        return []
    return [
        e["message"]
        for e in entries
        if "favicon" not in e["message"]
        and (e.get("level") == "SEVERE" or (e.get("level") == "WARNING" and "htmx" in e["message"]))
    ]


def outside(driver, css: str) -> list[str]:
    """What of the status bar and `css` lies outside the unscrolled window (and the scroll)."""
    found = driver.execute_script(RECTS, css)
    problems = list(found["outside"])
    if found["scrollY"] > 1:
        problems.append(f"scrolled by {found['scrollY']}px")
    return problems


def choose_a_kind(driver, rng: random.Random) -> None:
    """Pick a kind of move at random among those offered (the drop-down or the radio buttons),
    or turn the falling pair a random number of times."""
    from selenium.webdriver.common.by import By  # only where Chromium runs

    rotate = [b for b in driver.find_elements(By.ID, "rotate-pair") if b.is_displayed()]
    if rotate:
        for _ in range(rng.randrange(4)):
            rotate[0].click()
        return
    driver.execute_script(
        "var pick = arguments[0];"
        "var select = document.querySelector('.status-bar select[name=family]');"
        "var inputs = select ? Array.prototype.filter.call(select.options, function (o) { return !o.disabled; })"
        " : Array.prototype.filter.call(document.querySelectorAll('.status-bar input[name=family]'),"
        "   function (i) { return !i.disabled; });"
        "if (!inputs.length) return;"
        "var chosen = inputs[Math.floor(pick * inputs.length)];"
        "if (select) { select.value = chosen.value; select.dispatchEvent(new Event('change', {bubbles: true})); }"
        "else { chosen.click(); }",
        rng.random(),
    )


def play_a_move(driver, rng: random.Random, seen: Seen) -> None:
    """One move by clicking only: a highlighted place (then Confirm), a swap of hand tiles, or a
    button of the status bar; what it needed must be in the window without scrolling."""
    from selenium.webdriver.common.by import By  # only where Chromium runs

    _status, _mine, before = panel_state(driver)
    seen.ringed += bool(driver.find_elements(By.CSS_SELECTOR, "svg .last-move"))
    tiles = driver.find_elements(By.CSS_SELECTOR, ".hand.pickable .hand-tile")
    buttons = [
        b
        for b in driver.find_elements(By.CSS_SELECTOR, ".status-bar .move-button")
        if b.is_enabled()
    ]
    has_targets = bool(driver.execute_script("return document.querySelectorAll('.target').length"))
    roll = rng.random()
    if tiles and roll < 0.04:
        kind = "swap"
        for tile in rng.sample(tiles, rng.randint(1, min(2, len(tiles)))):
            tile.click()
        play = driver.find_element(By.ID, "hand-pick-play")
        seen.outside += outside(driver, "#hand-pick-play, .hand-tile.selected")
        play.click()
    elif has_targets and (not buttons or roll < 0.9):
        kind = "board"
        choose_a_kind(driver, rng)
        live = driver.find_elements(By.CSS_SELECTOR, ".target.live")
        if not live:
            return play_a_button(driver, rng, seen, buttons, before)
        seen.outside += outside(driver, ".target.live")
        rng.choice(live).click()
    else:
        return play_a_button(driver, rng, seen, buttons, before)
    confirm = driver.find_elements(By.ID, "confirm-move")
    if confirm and confirm[0].is_displayed():
        seen.outside += outside(driver, "#confirm-move")
        confirm[0].click()
    seen.kinds[kind] = seen.kinds.get(kind, 0) + 1
    wait_for(driver, lambda d: panel_state(d)[2] > before, f"my {kind} move was played")
    seen.moves += 1


def play_a_button(driver, rng, seen: Seen, buttons, before: int) -> None:
    from selenium.webdriver.common.by import By  # only where Chromium runs

    for more in driver.find_elements(By.CSS_SELECTOR, ".status-bar details.more-moves:not([open])"):
        more.find_element(By.TAG_NAME, "summary").click()
    buttons = [
        b
        for b in driver.find_elements(By.CSS_SELECTOR, ".status-bar .move-button")
        if b.is_enabled()
    ]
    assert buttons, "my turn, but nothing to click"
    button = rng.choice(buttons)
    seen.outside += [
        p for p in outside(driver, ".status-bar .move-button:not([disabled])") if "status" in p
    ]
    button.click()
    seen.kinds["button"] = seen.kinds.get("button", 0) + 1
    wait_for(driver, lambda d: panel_state(d)[2] > before, "my button's move was played")
    seen.moves += 1


def play_until(driver, rng: random.Random, seen: Seen, *, moves: int | None, minutes: float) -> str:
    """Play my turns until the game ends ('over'), `moves` moves are made, or time runs out."""
    started = time.monotonic()
    try:
        while True:
            state = wait_my_turn_or_end(driver)
            if state == "over":
                return "over"
            if moves is not None and seen.moves >= moves:
                return "stopped"
            if time.monotonic() - started > minutes * 60:
                return "timed out"
            play_a_move(driver, rng, seen)
            seen.console += console_problems(driver)
    finally:
        seen.seconds += time.monotonic() - started


def shoot(driver, name: str) -> None:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    driver.save_screenshot(str(SCREENSHOTS / f"{name}.png"))


__all__ = ["RAW", "WAIT_SECONDS", "Seen", "console_problems", "outside", "play_until", "shoot"]
