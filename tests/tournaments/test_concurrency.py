"""Concurrent recording on PostgreSQL: the tournament row lock pairs each round exactly once,
whether two tables' tasks race or the same task runs twice at once."""

from __future__ import annotations

import functools
import threading

import pytest
from django.db import connection

from engines import Rng
from games.signals import game_finished
from tournaments import services
from tournaments.models import Round, Table
from tournaments.receivers import queue_tournament_game_settle
from tournaments.services.rounds import table_result_record

from .tournament_play import open_with, play_game, players, unfinished_tables

pytestmark = [pytest.mark.postgres, pytest.mark.django_db(transaction=True)]
RECEIVER = "tournaments.queue_tournament_game_settle"


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


@pytest.fixture
def no_receiver():
    """Games finish for real here (commits happen): keep the task out of the race."""
    game_finished.disconnect(dispatch_uid=RECEIVER)
    yield
    game_finished.connect(queue_tournament_game_settle, dispatch_uid=RECEIVER)


def test_racing_last_tables_pair_the_next_round_once(no_receiver, secret_nim, alice):
    tournament = open_with(alice, players(4), name="Race", format="swiss", rounds=2)
    services.tournament_start(tournament=tournament, user=alice)
    tables = unfinished_tables(tournament)
    chooser = Rng(b"race", "moves")
    for table in tables:
        play_game(table.game, chooser)
    game_ids = [table.game_id for table in tables]
    calls = [functools.partial(table_result_record, game_id=game_id) for game_id in game_ids]
    calls += [functools.partial(table_result_record, game_id=game_ids[0])]
    outcomes = _race(calls)
    assert outcomes[1] is True, outcomes
    assert sorted([outcomes[0], outcomes[2]]) == [False, True], "the same table counts once"
    assert Round.objects.filter(tournament=tournament).count() == 2
    assert Table.objects.filter(round__tournament=tournament, round__number=2).count() == 2
