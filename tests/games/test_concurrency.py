"""Concurrent submissions on PostgreSQL: the row lock lets exactly one move per seq through."""

from __future__ import annotations

import functools
import threading

import pytest
from django.db import connection

from errors import Conflict
from games import services
from games.log.hash_chain import chain_problems
from games.models import GameEvent

pytestmark = [pytest.mark.postgres, pytest.mark.django_db(transaction=True)]


def _race(calls):
    """Run the calls at once, each in its own thread (and so its own database connection)."""
    barrier = threading.Barrier(len(calls))
    outcomes: list = [None] * len(calls)

    def run(index, call):
        try:
            barrier.wait()
            outcomes[index] = call()
        except Exception as error:  # noqa: BLE001 - the outcome is what the test checks
            outcomes[index] = error
        finally:
            connection.close()

    threads = [threading.Thread(target=run, args=(i, c)) for i, c in enumerate(calls)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return outcomes


def test_two_connections_same_seq_exactly_one_event_appended(secret_nim, alice, bob):
    game = services.game_create(
        random_seating=False, user=alice, engine="secret-nim", players=2, options={"pile": 60}
    )
    services.game_join(game=game, user=bob)
    for _ in range(10):
        game.refresh_from_db()
        seat_user = alice if game.to_act == [0] else bob
        seq = game.seq
        outcomes = _race(
            [
                functools.partial(
                    services.move_submit,
                    game=game.pk,
                    user=seat_user,
                    move={"type": "take", "count": 1},
                    expected_seq=seq,
                ),
                functools.partial(
                    services.move_submit,
                    game=game.pk,
                    user=seat_user,
                    move={"type": "take", "count": 2},
                    expected_seq=seq,
                ),
            ]
        )
        accepted = [o for o in outcomes if not isinstance(o, Exception)]
        refused = [o for o in outcomes if isinstance(o, Exception)]
        assert len(accepted) == 1, outcomes
        assert len(refused) == 1 and isinstance(refused[0], Conflict), outcomes
        assert refused[0].code == "stale_seq" and refused[0].details == {"seq": seq + 2}
        assert GameEvent.objects.filter(game=game).count() == seq + 2
    rows = list(GameEvent.objects.filter(game=game).order_by("seq"))
    assert [r.seq for r in rows] == list(range(1, len(rows) + 1))
    assert chain_problems(game.seed_commitment, rows) == []


def test_racing_joins_fill_each_seat_once(secret_nim, alice, bob, carol):
    game = services.game_create(random_seating=False, user=alice, engine="secret-nim", players=2)
    outcomes = _race(
        [
            lambda: services.game_join(game=game, user=bob),
            lambda: services.game_join(game=game, user=carol),
        ]
    )
    assert sum(not isinstance(o, Exception) for o in outcomes) == 1
    game.refresh_from_db()
    assert game.seats.count() == 2 and game.status == "active"
    assert GameEvent.objects.filter(game=game).count() == 1
