"""Creating, joining, starting and resigning games through the services."""

from __future__ import annotations

import pytest

from errors import Conflict, Forbidden, PlatformError
from games import services
from games.log.hash_chain import seed_commitment
from games.models import GameEvent, GameStatus

pytestmark = pytest.mark.django_db


def test_create_seats_the_creator_and_commits_to_the_seed(secret_nim, alice):
    game = services.game_create(random_seating=False, user=alice, engine="secret-nim", players=2)
    assert game.status == GameStatus.OPEN
    assert [(s.index, s.user) for s in game.seats.all()] == [(0, alice)]
    assert game.seed_commitment == seed_commitment(game.seed)
    assert len(game.seed) == 64


def test_a_full_table_starts_by_itself(secret_nim, alice, bob):
    game = services.game_create(random_seating=False, user=alice, engine="secret-nim", players=2)
    services.game_join(game=game, user=bob)
    game.refresh_from_db()
    assert game.status == GameStatus.ACTIVE
    assert game.seq == 1 and game.to_act == [0]
    first = GameEvent.objects.get(game=game, seq=1)
    assert first.type == "game_started"


@pytest.mark.parametrize(
    ("kwargs", "code"),
    [
        ({"engine": "no-such-game", "players": 2}, "unknown_engine"),
        ({"engine": "secret-nim", "players": 9}, "bad_players"),
        ({"engine": "secret-nim", "players": 2, "options": {"colour": "red"}}, "bad_options"),
        (
            {"engine": "secret-nim", "players": 2, "time_control": {"kind": "hourglass"}},
            "bad_time_control",
        ),
        (
            {
                "engine": "secret-nim",
                "players": 2,
                "time_control": {"kind": "per_move", "seconds": -5},
            },
            "bad_time_control",
        ),
        (
            {
                "engine": "secret-nim",
                "players": 2,
                "time_control": {"kind": "per_move", "seconds": 10**30},
            },
            "bad_time_control",
        ),
        ({"engine": "secret-nim", "players": 2, "bots": 2}, "bad_bots"),
        ({"engine": "secret-nim", "players": 2, "rated": True, "bots": 1}, "bots_unrated_only"),
    ],
)
def test_bad_creations_are_refused_with_a_code(secret_nim, alice, kwargs, code):
    with pytest.raises(PlatformError) as refused:
        services.game_create(random_seating=False, user=alice, **kwargs)
    assert refused.value.code == code


def test_stacked_options_are_refused_for_rated_games(secret_nim, alice):
    """The platform refuses them before the engine sees them: the spec says which are stacked."""
    with pytest.raises(PlatformError) as refused:
        services.game_create(
            random_seating=False,
            user=alice,
            engine="secret-nim",
            players=2,
            rated=True,
            options={"cards": [1, 9], "pile": 9},
        )
    assert refused.value.code == "stacked_options_unrated_only"
    assert refused.value.details == {"options": ["cards"]}


def test_another_games_stacked_option_is_unknown_not_stacked(secret_nim, alice):
    with pytest.raises(PlatformError) as refused:
        services.game_create(
            random_seating=False,
            user=alice,
            engine="secret-nim",
            players=2,
            rated=True,
            options={"bag_order": ["red"]},
        )
    assert refused.value.code == "bad_options"


def test_join_refusals(secret_nim, alice, bob, carol):
    game = services.game_create(random_seating=False, user=alice, engine="secret-nim", players=2)
    with pytest.raises(Conflict) as seated:
        services.game_join(game=game, user=alice)
    assert seated.value.code == "already_seated"
    services.game_join(game=game, user=bob)
    with pytest.raises(Conflict) as closed:
        services.game_join(game=game, user=carol)
    assert closed.value.code == "game_not_open"


def test_creator_starts_with_fewer_players(secret_nim, alice, bob):
    game = services.game_create(random_seating=False, user=alice, engine="secret-nim", players=3)
    with pytest.raises(Conflict) as few:
        services.game_start(game=game, user=alice)
    assert few.value.code == "too_few_players"
    services.game_join(game=game, user=bob)
    with pytest.raises(Forbidden):
        services.game_start(game=game, user=bob)
    services.game_start(game=game, user=alice)
    game.refresh_from_db()
    assert (game.status, game.seat_count) == (GameStatus.ACTIVE, 2)


def test_resigning_a_two_player_game_ends_it(secret_nim, alice, bob):
    game = services.game_create(random_seating=False, user=alice, engine="secret-nim", players=2)
    services.game_join(game=game, user=bob)
    services.game_resign(game=game, user=alice)
    game.refresh_from_db()
    assert game.status == GameStatus.FINISHED
    assert game.outcome["ranks"] == [2, 1]
    assert game.to_act == []
    assert [s.rank for s in game.seats.order_by("index")] == [2, 1]
    last = GameEvent.objects.filter(game=game).last()
    assert (last.type, last.data) == ("platform.resigned", {"seat": 0})


def test_a_dropped_seat_in_a_larger_game_is_played_by_policy_and_ranked_last(
    secret_nim, alice, bob, carol
):
    game = services.game_create(
        random_seating=False, user=alice, engine="secret-nim", players=3, options={"pile": 30}
    )
    services.game_join(game=game, user=bob)
    services.game_join(game=game, user=carol)
    game.refresh_from_db()
    services.move_submit(
        game=game, user=alice, move={"type": "take", "count": 1}, expected_seq=game.seq
    )
    services.game_resign(game=game, user=bob)  # bob (seat 1) is to act: the platform passes for him
    game.refresh_from_db()
    assert game.status == GameStatus.ACTIVE
    assert game.to_act == [2]
    policy_move = GameEvent.objects.filter(game=game, type="move", seat=1).get()
    assert policy_move.data == {"move": {"type": "pass"}, "by": "policy"}
    from tests.games.play import play_to_end

    game = play_to_end(game)
    assert game.outcome["ranks"][1] == 3
    assert sorted(game.outcome["ranks"][s] for s in (0, 2)) == [1, 2]
    assert game.outcome["details"]["dropped"] == [1]


def test_resign_refusals(secret_nim, alice, bob, carol):
    game = services.game_create(random_seating=False, user=alice, engine="secret-nim", players=2)
    with pytest.raises(Conflict):
        services.game_resign(game=game, user=alice)
    services.game_join(game=game, user=bob)
    with pytest.raises(Forbidden):
        services.game_resign(game=game, user=carol)


def test_seats_are_drawn_from_the_seed_and_the_draw_is_logged(secret_nim, alice, bob, carol):
    from games.log.seat_draw import seating_order

    game = services.game_create(user=alice, engine="secret-nim", players=3)
    services.game_join(game=game, user=bob)
    services.game_join(game=game, user=carol)
    game.refresh_from_db()
    order = seating_order(game.seed, 3)
    drawn = GameEvent.objects.get(game=game, type="platform.seating_drawn")
    assert drawn.data == {"order": order}
    joined = [alice, bob, carol]
    assert [seat.user for seat in game.seats.order_by("index")] == [joined[p] for p in order]


def test_the_seat_draw_is_uniform_over_seeds():
    from collections import Counter

    from games.log.seat_draw import seating_order

    first = Counter(seating_order(f"{n:064x}", 3)[0] for n in range(600))
    assert set(first) == {0, 1, 2} and all(150 < c < 250 for c in first.values())


def test_a_forged_seat_draw_fails_verification(secret_nim, alice, bob):
    from django.db import connection

    from games.log.verification import game_verify

    game = services.game_create(user=alice, engine="secret-nim", players=2)
    services.game_join(game=game, user=bob)
    game.refresh_from_db()
    assert game_verify(game).ok
    with connection.cursor() as cursor:
        if connection.vendor == "postgresql":
            cursor.execute("SET LOCAL session_replication_role = replica")
        else:
            cursor.execute("DROP TRIGGER games_gameevent_no_update")
    drawn = GameEvent.objects.get(game=game, type="platform.seating_drawn")
    GameEvent.objects.filter(pk=drawn.pk).update(
        data={"order": list(reversed(drawn.data["order"]))}
    )
    problems = game_verify(game).problems
    assert f"seq {drawn.seq}: the seat draw does not follow from the seed" in problems
