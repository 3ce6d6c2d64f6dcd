"""Tables for the conditional moves' tests: two-player games with alice at seat 0 and bob at
seat 1, moves through the services, trees stored through the API."""

from __future__ import annotations

from engines import get_engine
from games import services
from games.log.hash_chain import seed_commitment
from games.log.state_loading import load_play_state
from games.models import Game
from tests.engines.tigris_euphrates.table import leader, stacked_bag, tile

PASS = {"type": "pass"}
REVOLT_HANDS = [["red"] * 4 + ["black", "green"], ["red"] * 4 + ["black", "green"]]
WAR_HANDS = [
    ["black", "black", "black", "red", "red", "green"],
    ["red", "black", "black", "black", "green", "blue"],
]


SEED = "ab" * 32  # test setup: a fixed secret seed, so every run deals the same game


def table(alice, bob, engine: str, options: dict | None = None) -> Game:
    game = services.game_create(
        user=alice, engine=engine, players=2, options=options or {}, random_seating=False
    )
    Game.objects.filter(pk=game.pk).update(seed=SEED, seed_commitment=seed_commitment(SEED))
    services.game_join(game=Game.objects.get(pk=game.pk), user=bob)
    return Game.objects.get(pk=game.pk)


def tigris_table(alice, bob, hands=None) -> Game:
    options = {} if hands is None else {"hands": hands, "bag_order": stacked_bag(hands, [])}
    return table(alice, bob, "tigris-euphrates", options)


def play(game: Game, user, move: dict):
    game.refresh_from_db()
    result = services.move_submit(game=game.pk, user=user, move=move, expected_seq=game.seq)
    game.refresh_from_db()
    return result


def revolt_until_attacker_commits(game: Game, alice, bob) -> None:
    """alice's priest at [8,5]; bob's enters her kingdom at [7,6]: a revolt bob attacks."""
    play(game, alice, leader("red", 8, 5))
    play(game, alice, PASS)
    play(game, bob, leader("red", 7, 6))


def war_until_attacker_commits(game: Game, alice, bob) -> None:
    """The position of tests/engines/tigris_euphrates/test_conflicts.py's single war: alice
    unites the kingdoms and chooses the war of black, which she attacks and bob defends."""
    for user, moves in [
        (alice, [leader("black", 8, 5), leader("green", 8, 7)]),
        (bob, [tile("red", 11, 6), leader("black", 11, 5)]),
        (alice, [tile("black", 7, 5), tile("black", 7, 7)]),
        (bob, [leader("green", 11, 7), tile("black", 10, 6)]),
    ]:
        for move in moves:
            play(game, user, move)
    play(game, alice, tile("red", 9, 6))
    play(game, alice, {"type": "choose_war", "color": "black"})


def state_of(game: Game):
    return load_play_state(game).engine_state


def legal(game: Game, seat: int) -> list[dict]:
    return get_engine(game.engine).legal_moves(state_of(game), seat)


def put(api, user, game: Game, tree=None, standing=None, **extra):
    body = {"tree": tree or [], "standing": standing or {}, **extra}
    return api(user).put(f"/api/games/{game.pk}/conditional-moves", body, format="json")


def move_rows(game: Game) -> list:
    return list(game.events.filter(type="move").order_by("seq"))
