"""A conditional move set on the game page fires when the bot moves: in headless Chromium, ann
opens her Duel for Middle-earth table against a random bot, stores a tree answering every move
the bot can make after hers, plays her move from the list, and the bot's answer is answered for
her at once; her log says "played by a conditional move" and the tree is used up."""

from __future__ import annotations

import json

import pytest
from django.urls import reverse

from engines import Rng, get_engine
from games import services
from games.log.state_loading import load_play_state
from games.models import Game
from tests.factories import UserFactory
from tests.web.test_browser import SCREENSHOTS, click_when_ready, page_text, wait_for
from tests.web.test_browser_table import log_in

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
    pytest.mark.usefixtures("event_log_flushable"),
]


def _after(engine, state, seat: int, move: dict, seed: str, seq: int):
    """The state after `move`, decided with the game's own randomness at `seq`, and the seq
    after its rows (the move row and its events; the game keeps no clock)."""
    events = engine.decide(state, seat, move, Rng(bytes.fromhex(seed), str(seq)))
    for event in events:
        state = engine.evolve(state, event)
    return state, seq + 1 + len(events)


def _discard_handing_over(engine, state, seat: int, seed: str, seq: int) -> dict | None:
    """A discard of `seat` after which the other seat is to act (a discard never depends on
    what the card is, so it stays legal whatever was revealed)."""
    for move in engine.legal_moves(state, seat):
        if move.get("use") == "discard":
            after, _seq = _after(engine, state, seat, move, seed, seq)
            if engine.to_act(after) == [1 - seat]:
                return move
    return None


def _answers(engine, state, seed: str, seq: int, before=()) -> list[dict] | None:
    """A branch for every line of the bot's moves here until ann is to act (at most two moves
    long), or None when some line is longer."""
    tree = []
    for theirs in engine.legal_moves(state, 1):
        after, later = _after(engine, state, 1, theirs, seed, seq)
        line = [*before, theirs]
        if engine.to_act(after) == [1] and len(line) < 2:
            more = _answers(engine, after, seed, later, line)
            if more is None:
                return None
            tree += more
            continue
        if engine.to_act(after) != [0]:
            return None
        answer = _discard_handing_over(engine, after, 0, seed, later)
        tree.append({"if": line, "then": answer or engine.legal_moves(after, 0)[0]})
    return tree


def _plan(game: Game) -> tuple[dict, list[dict]]:
    """ann's move (a discard), and a branch for every move the bot may answer it with."""
    engine = get_engine(game.engine)
    state = load_play_state(game).engine_state
    for mine in engine.legal_moves(state, 0):
        if mine.get("use") != "discard":
            continue
        after, seq = _after(engine, state, 0, mine, game.seed, game.seq)
        if engine.to_act(after) != [1]:
            continue
        tree = _answers(engine, after, game.seed, seq)
        if tree and sum(len(branch["if"]) + 1 for branch in tree) <= 200:
            return mine, tree
    raise AssertionError("no first move after which every answer of the bot hands back")


def test_a_conditional_move_set_on_the_page_fires_when_the_bot_moves(
    browser, live_server, eager_bots
):
    from selenium.webdriver.common.by import By  # only where Chromium runs
    from selenium.webdriver.support.ui import Select

    driver = browser
    ann = UserFactory(username="ann")
    created = services.game_create(
        user=ann,
        engine="middle-earth-duel",
        players=2,
        bots=1,
        bot_kind="random",
        random_seating=False,
        time_control={"kind": "none"},
    )
    game = Game.objects.get(pk=created.pk)
    mine, tree = _plan(game)
    driver.set_window_size(1400, 1000)
    log_in(driver, live_server, ann)
    driver.get(live_server.url + reverse("web:game", args=[game.pk]))
    wait_for(driver, lambda d: d.find_elements(By.ID, "conditional-moves"), "the section")

    driver.find_element(By.CSS_SELECTOR, "#conditional-moves summary").click()
    area = driver.find_element(By.ID, "conditional-tree")
    driver.execute_script("arguments[0].value = arguments[1]", area, json.dumps(tree))
    click_when_ready(driver, By.ID, "conditional-store", "stored the tree")
    wait_for(
        driver, lambda d: "Your conditional moves are stored." in page_text(d), "the tree stored"
    )
    driver.save_screenshot(str(SCREENSHOTS / "conditional-moves-stored-en.png"))

    # ann plays her move from the list; the bot answers and her tree answers the bot at once
    driver.find_element(By.CSS_SELECTOR, "details.move-list summary").click()
    listed = Select(driver.find_element(By.ID, "any-move"))
    value = next(
        option.get_attribute("value")
        for option in listed.options
        if json.loads(option.get_attribute("value")) == mine
    )
    listed.select_by_value(value)
    click_when_ready(
        driver, By.CSS_SELECTOR, "details.move-list button[type=submit]", "played my move"
    )
    wait_for(
        driver,
        lambda d: "(played by a conditional move)" in page_text(d),
        "the conditional move in ann's log",
    )
    rows = list(game.events.filter(type="move").order_by("seq"))
    assert rows[0].seat == 0 and rows[1].seat == 1
    answered = next(row for row in rows if row.data.get("conditional"))
    line = [row.data["move"] for row in rows[1 : rows.index(answered)]]
    assert {"if": line, "then": answered.data["move"]} in tree
    assert rows[-1].data.get("conditional") or rows[-2].data.get("conditional")
    driver.get(live_server.url + reverse("web:game", args=[game.pk]))
    wait_for(driver, lambda d: d.find_elements(By.ID, "conditional-moves"), "the page again")
    driver.save_screenshot(str(SCREENSHOTS / "conditional-moves-fired-en.png"))
    driver.set_window_size(390, 844)  # a phone: the section never makes the page scroll sideways
    driver.find_element(By.CSS_SELECTOR, "#conditional-moves summary").click()
    width = driver.execute_script("return document.documentElement.scrollWidth")
    assert width <= driver.execute_script("return window.innerWidth"), width
    driver.save_screenshot(str(SCREENSHOTS / "conditional-moves-phone-en.png"))
    assert driver.find_element(By.ID, "conditional-tree").get_attribute("value") == ""
