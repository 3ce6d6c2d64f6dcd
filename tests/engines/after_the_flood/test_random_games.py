"""Random-bot games end after exactly five turns, replay to the same state, rank every seat, and
list every move decide accepts with each fee."""

from __future__ import annotations

import pytest

from engines import Rng, get_engine, replay
from engines.bots import play_random_game
from tests.engines.after_the_flood.fee_listing import assert_fees_complete

ENGINE = get_engine("after-the-flood")


@pytest.mark.parametrize("seed", [b"r1", b"r2", b"r3", b"r4"])
def test_random_games_last_five_turns(seed):
    state, events = play_random_game(ENGINE, 3, {}, seed)
    turns = [event["turn"] for event in events if event["type"] == "turn_began"]
    assert turns == [1, 2, 3, 4, 5]
    assert [e["type"] for e in events].count("turn_ended") == 5
    assert events[-1]["type"] == "game_ended"
    outcome = ENGINE.outcome(state)
    assert sorted(outcome["ranks"]) == [1, 2, 3]
    assert outcome["scores"] == state["vp"]
    assert ENGINE.dump(replay(ENGINE, events)) == ENGINE.dump(state)
    # pieces are conserved: workers 25 and armies 20 per player, resources back in stock or hands
    for seat in range(3):
        on_board = sum(area[seat] for area in state["workers"].values())
        in_boxes = sum(
            state["boxes"][box][seat] for box in ("irrigation", "weaving", "scribes", "toolmakers")
        )
        total = (
            on_board
            + in_boxes
            + state["workers_available"][seat]
            + state["workers_unavailable"][seat]
        )
        assert total == 25
    for name, spec in {"grain": 22, "wood": 12, "lapis": 7, "tool": 12}.items():
        held = sum(hand[name] for hand in state["resources"])
        assert held + state["stock"][name] == spec


def test_evolve_never_changes_its_input():
    seen: set[str] = set()
    for index in range(40):
        _, events = play_random_game(ENGINE, 3, {}, f"evolve-pure-{index}".encode())
        state = None
        for event in events:
            before = None if state is None else ENGINE.dump(state)
            new = ENGINE.evolve(state, event)
            if state is not None:
                assert ENGINE.dump(state) == before, event["type"]
            state = new
            seen.add(event["type"])
        if {"dice_rolled", "city_destroyed", "city_expanded", "workers_declined"} <= seen:
            break
    assert {"dice_rolled", "city_destroyed", "city_expanded", "empire_started"} <= seen


@pytest.mark.parametrize("seed", [b"fees-1", b"fees-2", b"fees-3"])
def test_every_listed_move_is_accepted_with_its_fee_and_no_unlisted_fee(seed):
    """Random games; at every decision point every listed move is decided (on a copy of the state),
    and where fees are due, every listed action with every other fee is refused."""
    engine = ENGINE
    events = engine.start(3, {}, Rng(seed, "0"))
    state = replay(engine, events)
    bot = Rng(seed, "bot")
    fee_points = decided = 0
    kinds: set[str] = set()
    while engine.to_act(state):
        seat = engine.to_act(state)[0]
        moves = engine.legal_moves(state, seat)
        copy = engine.load(engine.dump(state))
        for move in moves:
            assert engine.decide(copy, seat, move, Rng(seed, "check"))
        if state["fee_active"] and state["phase"] == "actions" and state["pending"] is None:
            fee_points += 1
            decided += assert_fees_complete(copy, seat)
            kinds |= {next(iter(move["fee"])) for move in moves if "fee" in move}
        new = engine.decide(state, seat, bot.choice(moves), Rng(seed, str(len(events))))
        state = replay(engine, new, state)
        events += new
    assert fee_points > 20 and decided > 1000
    assert kinds == {"resource", "army", "worker"}
