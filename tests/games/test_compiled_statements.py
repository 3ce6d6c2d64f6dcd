"""The statements a move runs without the ORM compiling them (compiled_sql.reads,
compiled_sql.writes, games.table_reads): they read and write exactly what the ORM would, on
whichever database DATABASE_URL names."""

from __future__ import annotations

import pytest
from django.db import DatabaseError, connection, transaction
from django.db.transaction import TransactionManagementError
from django.test.utils import CaptureQueriesContext

from compiled_sql.reads import CompiledRead
from compiled_sql.writes import row_update, rows_insert
from games.models import Game, GameEvent, Seat
from games.table_reads import game_locked, game_with_seats, seats_of
from tests.games.play import nim_started

pytestmark = pytest.mark.django_db


def _fields(obj) -> dict:
    return {field.attname: getattr(obj, field.attname) for field in obj._meta.concrete_fields}


def test_a_compiled_read_gives_what_its_queryset_gives_for_every_argument(
    secret_nim, alice, bob, carol
):
    games = [nim_started(alice, bob), nim_started(bob, carol)]
    read = CompiledRead(
        lambda game_id: (
            Seat.objects.select_related("game", "user").filter(game_id=game_id).order_by("index")
        )
    )
    for game in games + games:  # the second round runs the kept SQL
        expected = list(
            Seat.objects.select_related("game", "user").filter(game_id=game.pk).order_by("index")
        )
        seats = read(game.pk)
        assert [_fields(s) for s in seats] == [_fields(s) for s in expected]
        assert [_fields(s.game) for s in seats] == [_fields(s.game) for s in expected]
        assert [s.user.username for s in seats] == [s.user.username for s in expected]
    assert read(10**12) == []


def test_a_kept_read_is_not_compiled_again(secret_nim, alice, bob):
    game = nim_started(alice, bob)
    built = []

    def seats(game_id):
        built.append(game_id)
        return Seat.objects.filter(game_id=game_id)

    read = CompiledRead(seats)
    read(game.pk)
    with CaptureQueriesContext(connection) as queries:
        assert len(read(game.pk)) == 2
    assert built == [game.pk]
    assert len(queries) == 1


def test_a_read_whose_sql_depends_on_more_than_its_arguments_is_refused(secret_nim, alice, bob):
    game = nim_started(alice, bob)
    read = CompiledRead(lambda game_id: Seat.objects.filter(game_id=game_id, index__gte=1))
    with pytest.raises(ValueError, match="parameters must be its arguments"):
        read(game.pk)


def test_the_kept_locking_read_still_refuses_autocommit(secret_nim, alice, bob, monkeypatch):
    game = nim_started(alice, bob)
    with transaction.atomic():
        game_locked(game.pk)  # compiled (and run) inside a transaction
    monkeypatch.setattr(connection, "get_autocommit", lambda: True)
    with pytest.raises(TransactionManagementError):
        game_locked(game.pk)


@pytest.mark.parametrize("bad", ["x", None, True, [1]])
def test_a_game_id_that_is_no_number_is_an_error_of_its_type(bad):
    with pytest.raises((ValueError, TypeError)):
        game_with_seats(bad)


@pytest.mark.parametrize("far", [2**63, -(2**63) - 1, 10**40])
def test_a_game_id_no_database_can_hold_is_no_game(far):
    with pytest.raises(Game.DoesNotExist):
        game_with_seats(far)
    with transaction.atomic(), pytest.raises(Game.DoesNotExist):
        game_locked(far)


def test_the_tables_reads_share_one_game_object(secret_nim, alice, bob):
    game = nim_started(alice, bob)
    read = game_with_seats(game.pk, users=False)
    with CaptureQueriesContext(connection) as queries:
        seats = list(read.seats.all())
        assert all(seat.game is read for seat in seats)
    assert len(queries) == 0
    mine = seats_of(game)
    assert [s.index for s in mine] == [0, 1] and all(s.game is game for s in mine)


def test_reading_a_games_seats_does_not_join_the_games():
    query = str(Game(pk=1).seats.all().query)
    assert "JOIN" not in query
    assert "JOIN" not in str(GameEvent.objects.filter(game_id=1).query)


def test_rows_insert_writes_what_bulk_create_would(secret_nim, alice, bob):
    game = nim_started(alice, bob)
    data = [{"nested": {"list": [1, 2.5, None, "한글"], "empty": {}}}, {"q": "'\"; --"}]
    rows = [
        GameEvent(game=game, seq=game.seq + i + 1, type="test", data=d, seat=i, hash=f"{i:064x}")
        for i, d in enumerate(data)
    ]
    rows_insert(rows)
    assert all(row.created_at is not None for row in rows)
    stored = list(GameEvent.objects.filter(game=game, seq__gt=game.seq).order_by("seq"))
    assert [(s.seq, s.type, s.data, s.seat, s.hash) for s in stored] == [
        (r.seq, r.type, r.data, r.seat, r.hash) for r in rows
    ]
    assert [s.created_at for s in stored] == [r.created_at for r in rows]


def test_rows_insert_refuses_rows_of_two_models(secret_nim, alice, bob):
    game = nim_started(alice, bob)
    with pytest.raises(TypeError):
        rows_insert([GameEvent(game=game, seq=99, type="t", data={}, hash="0"), Seat(game=game)])


def test_row_update_writes_every_field_as_save_would(secret_nim, alice, bob):
    game = nim_started(alice, bob)
    before = game.updated_at
    game.to_act = [1]
    game.outcome = {"ranks": [1, 2], "note": "한글"}
    game.head_hash = "f" * 64
    row_update(game)
    assert game.updated_at > before
    stored = Game.objects.get(pk=game.pk)
    assert _fields(stored) == _fields(game)
    game.outcome = None
    row_update(game)
    assert Game.objects.get(pk=game.pk).outcome is None


def test_row_update_of_a_row_that_is_gone_is_an_error(secret_nim, alice, bob):
    game = nim_started(alice, bob)
    game.pk = 10**12
    with pytest.raises(DatabaseError):
        row_update(game)


def test_rows_insert_writes_a_long_log_in_batches_and_keeps_few_statements(secret_nim, alice, bob):
    from compiled_sql import writes

    game = nim_started(alice, bob)
    rows = [
        GameEvent(game=game, seq=game.seq + i + 1, type="t", data={"i": i}, hash=f"{i:064x}")
        for i in range(2 * writes.BATCH_ROWS + 7)
    ]
    with CaptureQueriesContext(connection) as queries:
        rows_insert(rows)
    inserts = [q for q in queries if q["sql"].startswith("INSERT")]
    assert len(inserts) >= 3
    stored = GameEvent.objects.filter(game=game, seq__gt=game.seq).order_by("seq")
    assert [e.data["i"] for e in stored] == list(range(len(rows)))
    kept = [key for key in writes._statements if key[:2] == ("insert", GameEvent)]
    assert all(key[2] <= writes.BATCH_ROWS for key in kept)
