"""Variations: a move entered at any position of a review is decided by the game's engine —
for each engine, a legal move is kept with the events it caused, an illegal one is refused
with the engine's reason — and chance comes from the revealed seed's own stream."""

from __future__ import annotations

import pytest

from games import services as game_services
from games.models import Game, GameEvent
from reviews import services
from reviews.models import ReviewNode
from reviews.positions import line_position, node_position
from tests.reviews.play import played

pytestmark = pytest.mark.django_db

ENGINES = ["tigris-euphrates", "tigris-euphyu", "after-the-flood", "middle-earth-duel"]


def finished_game(engine: str, users: list) -> Game:
    seats = 3 if engine == "after-the-flood" else 2
    game = game_services.game_create(
        user=users[0], engine=engine, players=seats, random_seating=False
    )
    for user in users[1:seats]:
        game_services.game_join(game=game, user=user)
    game = played(Game.objects.get(pk=game.pk), 4)
    for user in users[1:seats]:
        game = Game.objects.get(pk=game.pk)
        if game.status == "active":
            game_services.game_resign(game=game, user=user)
    game = Game.objects.get(pk=game.pk)
    assert game.status == "finished"
    return game


@pytest.mark.parametrize("engine", ENGINES)
def test_a_variation_of_each_engine_is_checked_by_the_engine(engine, alice, bob, carol, api):
    game = finished_game(engine, [alice, bob, carol])
    review = services.review_create(game=game, user=alice)
    position = line_position(game, 2)
    seat = position.to_act[0]
    legal = position.engine.legal_moves(position.state, seat)
    client = api(alice)
    # the last legal move (not the one the game played, most likely)
    added = client.post(
        f"/api/reviews/{review.pk}/variations",
        {"ply": 2, "move": legal[-1], "seat": seat},
        format="json",
    )
    assert added.status_code == 201, added.content
    node = added.json()
    assert node["ply"] == 2 and node["depth"] == 1 and node["author"] == "alice"
    assert node["events"], "a legal move causes events"
    # a second move continues the variation from the first
    after = node_position(
        game,
        ReviewNode.objects.get(pk=node["id"]),
        {n.pk: n for n in ReviewNode.objects.filter(review=review)},
    )
    if after.to_act:
        next_seat = after.to_act[0]
        next_move = after.engine.legal_moves(after.state, next_seat)[0]
        second = client.post(
            f"/api/reviews/{review.pk}/variations",
            {"parent": node["id"], "move": next_move, "seat": next_seat},
            format="json",
        )
        assert second.status_code == 201, second.content
        assert second.json()["depth"] == 2 and second.json()["parent"] == node["id"]
    # an illegal move: the engine's refusal, nothing stored
    illegal = client.post(
        f"/api/reviews/{review.pk}/variations",
        {"ply": 2, "move": {"type": "no_such_move"}, "seat": seat},
        format="json",
    )
    assert illegal.status_code == 400, illegal.content
    assert illegal.json()["error"]["code"] == "unknown_move"
    # a legal move of a seat that is not to act
    other = next(s for s in range(game.seat_count) if s not in position.to_act)
    wrong_seat = client.post(
        f"/api/reviews/{review.pk}/variations",
        {"ply": 2, "move": legal[0], "seat": other},
        format="json",
    )
    assert wrong_seat.status_code == 400
    assert wrong_seat.json()["error"]["code"] == "not_to_act"
    # keys the engine's moves do not carry are refused, as in play
    junk = client.post(
        f"/api/reviews/{review.pk}/variations",
        {"ply": 2, "move": {**legal[0], "junk": 1}, "seat": seat},
        format="json",
    )
    assert junk.status_code == 400
    # the page shows the variation under its ply and its position's board
    from django.test import Client

    page = Client()
    page.force_login(alice)
    shown = page.get(f"/reviews/{review.pk}/?node={node['id']}")
    assert shown.status_code == 200
    assert 'class="variation"' in shown.content.decode()


def test_the_games_own_move_as_a_variation_draws_what_the_game_drew(alice, bob):
    game = finished_game("tigris-euphrates", [alice, bob])
    review = services.review_create(game=game, user=alice)
    rows = list(GameEvent.objects.filter(game=game).order_by("seq"))
    moves = [row for row in rows if row.type == "move"]
    third = moves[2]  # the game's third move, played from the position after ply 2
    node = services.variation_add(
        review=review, user=alice, ply=2, move=third.data["move"], seat=third.seat
    )
    caused = [row.data for row in rows if third.seq < row.seq < moves[3].seq]
    assert node.events == caused  # the same draws: the revealed seed's own stream
    other_luck = services.variation_add(
        review=review, user=alice, ply=2, move=third.data["move"], seat=third.seat, redraw=1
    )
    assert other_luck.redraw == 1


def test_a_variation_is_bounded_in_depth_and_a_review_in_nodes(alice, bob, monkeypatch, api):
    from reviews.services import variations

    game = finished_game("middle-earth-duel", [alice, bob])
    review = services.review_create(game=game, user=alice)
    monkeypatch.setattr(variations, "MAX_DEPTH", 2)
    parent = None
    codes = []
    for _ in range(3):
        nodes = {n.pk: n for n in ReviewNode.objects.filter(review=review)}
        position = node_position(game, nodes[parent], nodes) if parent else line_position(game, 1)
        seat = position.to_act[0]
        move = position.engine.legal_moves(position.state, seat)[0]
        body = {"move": move, "seat": seat, **({"parent": parent} if parent else {"ply": 1})}
        answer = api(alice).post(f"/api/reviews/{review.pk}/variations", body, format="json")
        codes.append(answer.status_code)
        if answer.status_code == 201:
            parent = answer.json()["id"]
        else:
            assert answer.json()["error"]["code"] == "variation_too_deep"
    assert codes == [201, 201, 409]
    monkeypatch.setattr(variations, "MAX_NODES", 2)
    position = line_position(game, 1)
    full = api(alice).post(
        f"/api/reviews/{review.pk}/variations",
        {"ply": 1, "move": position.engine.legal_moves(position.state, position.to_act[0])[0]},
        format="json",
    )
    assert full.status_code == 409 and full.json()["error"]["code"] == "too_many_nodes"


@pytest.mark.parametrize(
    "body",
    [
        {},
        {"ply": 2},
        {"ply": -1, "move": {"type": "x"}},
        {"ply": 10**9, "move": {"type": "x"}},
        {"parent": 10**12, "move": {"type": "x"}},
        {"ply": 1, "move": "take"},
        {"ply": 1, "move": {"type": "x"}, "redraw": -1},
        {"ply": 1, "move": {"type": "x"}, "seat": 9},
        {"ply": "1", "move": {"type": "x"}},
        {"ply": 1, "move": {"type": "x" * 10000}},
    ],
)
def test_bad_variations_are_refused_never_a_500(alice, bob, api, body):
    game = finished_game("middle-earth-duel", [alice, bob])
    review = services.review_create(game=game, user=alice)
    answer = api(alice).post(f"/api/reviews/{review.pk}/variations", body, format="json")
    assert 400 <= answer.status_code < 500, answer.content
    assert not ReviewNode.objects.exists()
