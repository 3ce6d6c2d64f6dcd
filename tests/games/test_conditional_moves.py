"""Conditional moves played by the server: a T&E defender's standing answer inside the
attacker's move, a three-ply Duel tree, a branch the rules refuse (dropped, the seat told), the
seat's own move clearing the branches it passed, and chains bounded."""

from __future__ import annotations

import pytest

from engines import Rng, get_engine
from games.models import ConditionalMoves, Seat
from notifications.models import Notification
from tests.engines.tigris_euphrates.table import commit
from tests.games.conditional_tables import (
    PASS,
    REVOLT_HANDS,
    WAR_HANDS,
    legal,
    move_rows,
    play,
    put,
    revolt_until_attacker_commits,
    state_of,
    table,
    tigris_table,
    war_until_attacker_commits,
)

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(("answer", "count"), [("all", 4), ("none", 0)])
def test_a_revolt_defender_answers_inside_the_attackers_move(alice, bob, api, answer, count):
    game = tigris_table(alice, bob, REVOLT_HANDS)
    assert put(api, alice, game, standing={"defend_revolt": answer}).status_code == 200
    revolt_until_attacker_commits(game, alice, bob)
    assert game.to_act == [1]
    result = play(game, bob, commit(2))  # bob attacks with 2: alice answers at once
    last = move_rows(game)[-1]
    assert (last.seat, last.data) == (
        0,
        {"move": commit(count), "by": "player", "conditional": True},
    )
    kinds = [event["type"] for event in result.body["events"]]
    assert kinds.count("support_committed") == 1  # bob's answer shows bob's own move only
    assert game.to_act == [1] and state_of(game).pending is None  # the revolt is over
    # the standing answer stays for the next revolt
    assert ConditionalMoves.objects.get(game=game, seat=0).standing == {"defend_revolt": answer}


@pytest.mark.parametrize(("answer", "count"), [("none", 0), ("all", 2)])
def test_a_war_defender_answers_for_its_colour_only(alice, bob, api, answer, count):
    game = tigris_table(alice, bob, WAR_HANDS)
    standing = {"defend_war_black": answer, "defend_war_green": "all"}
    assert put(api, bob, game, standing=standing).status_code == 200
    war_until_attacker_commits(game, alice, bob)
    play(game, alice, commit(0))
    answered = move_rows(game)[-1]
    assert answered.seat == 1 and answered.data["conditional"] is True
    assert answered.data["move"] == commit(count)
    assert game.to_act == [0]


def test_without_a_standing_answer_the_defender_is_asked(alice, bob, api):
    game = tigris_table(alice, bob, REVOLT_HANDS)
    put(api, alice, game, standing={"defend_war_red": "all"})  # another question
    revolt_until_attacker_commits(game, alice, bob)
    play(game, bob, commit(1))
    assert game.to_act == [0]
    assert not any(row.data.get("conditional") for row in move_rows(game))


def _after(engine, state, seat: int, move: dict):
    for event in engine.decide(state, seat, move, Rng(b"lookahead", "0")):
        state = engine.evolve(state, event)
    return state


def _handing_over(engine, state, seat: int) -> tuple[dict, object]:
    """The first legal move of `seat` after which the other seat is to act, and the state."""
    for move in engine.legal_moves(state, seat):
        after = _after(engine, state, seat, move)
        if engine.to_act(after) == [1 - seat]:
            return move, after
    raise AssertionError("no move hands the turn over")


def _duel_line(game):
    """A line from the start where the turn passes at each move: alice's first move, bob's
    answer, alice's second move and bob's second answer."""
    engine = get_engine(game.engine)
    state = state_of(game)
    line = []
    for seat in (0, 1, 0, 1):
        move, state = _handing_over(engine, state, seat)
        line.append(move)
    return tuple(line)


def test_a_three_ply_duel_tree_answers_twice(alice, bob, api):
    game = table(alice, bob, "middle-earth-duel")
    first, answer, second, answer_two = _duel_line(game)
    other = next(move for move in legal(game, 0) if move != first)
    tree = [
        {"if": first, "then": answer, "next": [{"if": [second], "then": answer_two}]},
        {"if": other, "then": PASS},  # another line, never reached
    ]
    stored = put(api, bob, game, tree=tree, expected_seq=game.seq)
    assert stored.status_code == 200, stored.content
    play(game, alice, first)
    assert move_rows(game)[-1].data == {"move": answer, "by": "player", "conditional": True}
    row = ConditionalMoves.objects.get(game=game, seat=1)
    assert row.tree == [{"if": [second], "then": answer_two, "next": []}]
    play(game, alice, second)
    assert move_rows(game)[-1].data["move"] == answer_two
    assert move_rows(game)[-1].seat == 1
    row.refresh_from_db()
    assert row.tree == [] and not Seat.objects.get(game=game, index=1).has_conditional_moves
    assert game.to_act == [0]


def test_a_move_the_tree_did_not_foresee_clears_it(alice, bob, api):
    game = table(alice, bob, "middle-earth-duel")
    first, answer, _second, _answer_two = _duel_line(game)
    put(api, bob, game, tree=[{"if": first, "then": answer}])
    other = next(move for move in legal(game, 0) if move != first)
    play(game, alice, other)
    assert game.to_act == [1] and move_rows(game)[-1].seat == 0
    assert ConditionalMoves.objects.get(game=game, seat=1).tree == []


def test_an_answer_the_rules_refuse_is_dropped_and_the_seat_told(alice, bob, api):
    game = table(alice, bob, "middle-earth-duel")
    first, answer, _second, _answer_two = _duel_line(game)
    illegal = {"type": "take_card", "slot": 999, "use": "play"}
    put(api, bob, game, tree=[{"if": first, "then": illegal}])
    play(game, alice, first)
    assert game.to_act == [1] and move_rows(game)[-1].seat == 0  # nothing played for bob
    row = ConditionalMoves.objects.get(game=game, seat=1)
    assert row.tree == []
    assert row.dropped[0]["move"] == illegal and row.dropped[0]["code"]
    note = Notification.objects.get(user=bob, kind="conditional_dropped")
    assert note.payload["move"] == illegal and note.payload["game_id"] == game.pk
    from notifications.kinds import notification_text

    text = notification_text(note.kind, note.payload)
    assert "conditional move" in text and "could not be played" in text
    assert not Notification.objects.filter(user=alice, kind="conditional_dropped").exists()
    # bob plays the answer himself
    play(game, bob, answer)
    assert move_rows(game)[-1].data == {"move": answer, "by": "player"}


def test_the_seats_own_move_clears_the_branches_it_passed(alice, bob, api):
    """alice's tree waits for bob's whole turn (his leader, his support and his next action);
    bob's revolt calls alice in between, she answers herself: the branch is passed."""
    game = tigris_table(alice, bob, REVOLT_HANDS)
    play(game, alice, {"type": "place_leader", "leader": "red", "at": [8, 5]})
    line = [
        {"type": "place_leader", "leader": "red", "at": [7, 6]},
        commit(1),
        PASS,
    ]
    tree = [{"if": line, "then": PASS}, {"if": [PASS], "then": PASS}]
    assert put(api, alice, game, tree=tree).status_code == 200
    play(game, alice, PASS)  # before the others moved: nothing is passed
    assert len(ConditionalMoves.objects.get(game=game, seat=0).tree) == 2
    play(game, bob, line[0])
    play(game, bob, line[1])
    row = ConditionalMoves.objects.get(game=game, seat=0)
    assert len(row.tree) == 1 and len(row.observed) == 2  # still waiting for bob's pass
    play(game, alice, commit(0))  # her own answer
    row.refresh_from_db()
    assert row.tree == [] and row.observed == []
    assert not Seat.objects.get(game=game, index=0).has_conditional_moves


def test_a_standing_answer_keeps_the_tree_waiting(alice, bob, api):
    game = tigris_table(alice, bob, REVOLT_HANDS)
    play(game, alice, {"type": "place_leader", "leader": "red", "at": [8, 5]})
    line = [{"type": "place_leader", "leader": "red", "at": [7, 6]}, commit(1), PASS]
    put(api, alice, game, tree=[{"if": line, "then": PASS}], standing={"defend_revolt": "none"})
    play(game, alice, PASS)
    play(game, bob, line[0])
    play(game, bob, line[1])  # alice's standing answer: none
    assert move_rows(game)[-1].data["move"] == commit(0)
    play(game, bob, PASS)  # bob's turn ends: alice's tree answers her first action
    rows = move_rows(game)
    assert rows[-1].seat == 0 and rows[-1].data == {
        "move": PASS,
        "by": "player",
        "conditional": True,
    }


@pytest.mark.parametrize(("bound", "answers"), [(64, 3), (2, 2)])
def test_answers_chain_across_seats_within_a_bound(alice, bob, api, monkeypatch, bound, answers):
    """bob answers alice, alice answers bob, bob answers again: one move of alice's plays the
    whole chain in its transaction, never more than the bound."""
    from games.conditional import firing

    monkeypatch.setattr(firing, "MAX_CONDITIONAL_MOVES", bound)
    game = table(alice, bob, "middle-earth-duel")
    first, answer, second, answer_two = _duel_line(game)
    put(
        api,
        bob,
        game,
        tree=[{"if": first, "then": answer, "next": [{"if": second, "then": answer_two}]}],
    )
    put(api, alice, game, tree=[{"if": answer, "then": second}])
    play(game, alice, first)
    played = [(row.seat, row.data["move"]) for row in move_rows(game)]
    line = [(0, first), (1, answer), (0, second), (1, answer_two)]
    assert played == line[: answers + 1]
    assert game.to_act == ([0] if answers == 3 else [1])


def test_a_move_taken_back_clears_the_trees_and_keeps_the_standing_answers(alice, bob, api):
    from games.services.takebacks import takeback_answer, takeback_ask

    game = tigris_table(alice, bob, REVOLT_HANDS)
    leader = {"type": "place_leader", "leader": "red", "at": [8, 5]}
    tree = [{"if": [leader, PASS], "then": PASS}]
    put(api, bob, game, tree=tree, standing={"defend_revolt": "all"})
    play(game, alice, leader)
    assert len(ConditionalMoves.objects.get(game=game, seat=1).observed) == 1
    takeback_ask(game=game, user=alice)
    takeback_answer(game=game, user=bob, accept=True)
    row = ConditionalMoves.objects.get(game=game, seat=1)
    assert row.tree == [] and row.observed == [] and row.standing == {"defend_revolt": "all"}
    assert Seat.objects.get(game=game, index=1).has_conditional_moves


def test_after_the_flood_passes_for_a_seat_with_nothing_left(alice, bob, carol, api):
    """Three players play at random; each stored "pass when only passing is left": whenever a
    seat is called with nothing but passes, its pass is played for it at once."""
    import random

    from games import services
    from games.log.state_loading import load_play_state
    from games.models import Game

    created = services.game_create(
        user=alice, engine="after-the-flood", players=3, random_seating=False,
        time_control={"kind": "none"},
    )  # fmt: skip
    services.game_join(game=Game.objects.get(pk=created.pk), user=bob)
    services.game_join(game=Game.objects.get(pk=created.pk), user=carol)
    game = Game.objects.get(pk=created.pk)
    users = [alice, bob, carol]
    for user in users:
        assert put(api, user, game, standing={"nothing_left": "pass"}).status_code == 200
    chooser = random.Random("nothing left")
    engine = get_engine(game.engine)
    for _ply in range(400):
        game.refresh_from_db()
        answered = [row for row in move_rows(game) if row.data.get("conditional")]
        if answered or not game.to_act:
            break
        seat = game.to_act[0]
        play(game, users[seat], chooser.choice(legal(game, seat)))
    assert answered, "no seat was left with only passes"
    for row in answered:
        assert row.data["move"] in ({"type": "pass", "bid": {}}, {"type": "done"})
        before = load_play_state(game, up_to=row.seq - 1).engine_state
        kinds = {move["type"] for move in engine.legal_moves(before, row.seat)}
        assert kinds in ({"pass"}, {"done"})


def test_a_standing_answer_stored_while_asked_is_played_at_once(alice, bob, api):
    game = tigris_table(alice, bob, REVOLT_HANDS)
    revolt_until_attacker_commits(game, alice, bob)
    play(game, bob, commit(1))
    assert game.to_act == [0]
    answer = put(api, alice, game, standing={"defend_revolt": "all"})
    assert answer.status_code == 200
    game.refresh_from_db()
    last = move_rows(game)[-1]
    assert last.seat == 0 and last.data == {"move": commit(4), "by": "player", "conditional": True}
    assert game.to_act == [1] and answer.json()["seq"] == game.seq
    # a tree alone answers nothing yet: it waits for the others' moves
    assert put(api, bob, game, tree=[{"if": PASS, "then": PASS}]).json()["seq"] == game.seq
