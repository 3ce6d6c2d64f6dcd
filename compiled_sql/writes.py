"""The two writes of every change of a game, as SQL built once: the new log rows' INSERT and the
game row's UPDATE.

`bulk_create` and `save` compile their statement anew each time (see compiled_sql.reads for
what that costs against the statement itself). These build the same statements from the model's
fields once per (model, number of rows, database) and only prepare the values each time, as
Django does (each field's `pre_save`, then `get_db_prep_save`). What they leave out, on purpose:
model signals (no receiver listens to a game's or an event's save; see `row_update`) and reading
back the new rows' ids (nothing that appends to a log uses them).
"""

from __future__ import annotations

from collections.abc import Sequence

from django.db import DEFAULT_DB_ALIAS, DatabaseError, connections
from django.db.models import Model

_statements: dict[tuple, str] = {}


def _columns(model: type[Model], *, with_pk: bool) -> list:
    return [field for field in model._meta.concrete_fields if with_pk or not field.primary_key]


BATCH_ROWS = 100  # rows per INSERT: a move's few rows in one; a fork's whole log in batches


def rows_insert(objects: Sequence[Model], *, using: str = DEFAULT_DB_ALIAS) -> None:
    """INSERT `objects` (new, of one model, ids left to the database): one statement for up to
    BATCH_ROWS rows (fewer where the database takes fewer parameters), batches beyond.

    Their ids stay unset. Fields with `auto_now_add` get the time of the insert, as in
    `bulk_create`. At most one statement per row count up to the batch is kept per model.
    """
    if not objects:
        return
    model = type(objects[0])
    if any(type(obj) is not model for obj in objects):
        raise TypeError("rows_insert writes rows of one model")
    fields = _columns(model, with_pk=False)
    connection = connections[using]
    batch = max(1, min(BATCH_ROWS, connection.ops.bulk_batch_size(fields, objects)))
    for start in range(0, len(objects), batch):
        chunk = objects[start : start + batch]
        params = [
            field.get_db_prep_save(field.pre_save(obj, True), connection)
            for obj in chunk
            for field in fields
        ]
        with connection.cursor() as cursor:
            cursor.execute(_insert_sql(model, fields, len(chunk), using), params)
    for obj in objects:
        obj._state.adding = False
        obj._state.db = using


def _insert_sql(model: type[Model], fields: list, count: int, using: str) -> str:
    key = ("insert", model, count, using)
    sql = _statements.get(key)
    if sql is None:
        quote = connections[using].ops.quote_name
        row = "(" + ", ".join(["%s"] * len(fields)) + ")"
        # quoted names of our own model, the values parameters
        sql = _statements[key] = (
            f"INSERT INTO {quote(model._meta.db_table)} "  # noqa: S608
            f"({', '.join(quote(field.column) for field in fields)}) "
            f"VALUES {', '.join([row] * count)}"
        )
    return sql


def row_update(obj: Model, *, using: str = DEFAULT_DB_ALIAS) -> None:
    """UPDATE every field of `obj`'s existing row, as `obj.save()` would (fields with `auto_now`
    included), without the model's save signals: DatabaseError if the row is gone."""
    model = type(obj)
    fields = _columns(model, with_pk=False)
    connection = connections[using]
    key = ("update", model, using)
    sql = _statements.get(key)
    if sql is None:
        quote = connection.ops.quote_name
        # quoted names of our own model, the values parameters
        sql = _statements[key] = (
            f"UPDATE {quote(model._meta.db_table)} SET "  # noqa: S608
            f"{', '.join(f'{quote(field.column)} = %s' for field in fields)} "
            f"WHERE {quote(str(model._meta.pk.column))} = %s"
        )
    params = [field.get_db_prep_save(field.pre_save(obj, False), connection) for field in fields]
    params.append(model._meta.pk.get_db_prep_value(obj.pk, connection))
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        updated = cursor.rowcount
    if updated != 1:
        raise DatabaseError(f"{model.__name__} {obj.pk}: {updated} rows updated, not 1")
