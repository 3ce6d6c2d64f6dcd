"""A migration operation that makes a table append-only: triggers refuse UPDATE and DELETE.

Used by every log the platform keeps (game events, chat, ladder events), on PostgreSQL and SQLite.
"""

from __future__ import annotations

from django.db import migrations


def _postgres(table: str, function: str) -> tuple[list[str], list[str]]:
    create = f"""
CREATE OR REPLACE FUNCTION {function}() RETURNS trigger AS $$
BEGIN
    RAISE EXCEPTION '{table} is append-only: % refused', TG_OP
        USING ERRCODE = 'integrity_constraint_violation';
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER {table}_append_only
    BEFORE UPDATE OR DELETE ON {table}
    FOR EACH ROW EXECUTE FUNCTION {function}();
"""
    drop = f"""
DROP TRIGGER IF EXISTS {table}_append_only ON {table};
DROP FUNCTION IF EXISTS {function}();
"""
    return [create], [drop]


def _sqlite(table: str) -> tuple[list[str], list[str]]:
    create = [
        f"""CREATE TRIGGER {table}_no_{operation.lower()} BEFORE {operation} ON {table}
       BEGIN SELECT RAISE(ABORT, '{table} is append-only: {operation} refused'); END;"""
        for operation in ("UPDATE", "DELETE")
    ]
    drop = [f"DROP TRIGGER IF EXISTS {table}_no_{operation};" for operation in ("update", "delete")]
    return create, drop


def _run(statements_by_vendor: dict[str, list[str]]):
    def run(apps, schema_editor):
        statements = statements_by_vendor.get(schema_editor.connection.vendor)
        if statements is None:
            raise RuntimeError(
                f"no append-only trigger for database {schema_editor.connection.vendor!r}"
            )
        for statement in statements:
            schema_editor.execute(statement, params=None)

    return run


def append_only(table: str, *, function: str) -> migrations.RunPython:
    """Triggers named `<table>_append_only` (PostgreSQL, calling `function`) and
    `<table>_no_update` / `<table>_no_delete` (SQLite); reversible."""
    postgres_create, postgres_drop = _postgres(table, function)
    sqlite_create, sqlite_drop = _sqlite(table)
    return migrations.RunPython(
        _run({"postgresql": postgres_create, "sqlite": sqlite_create}),
        _run({"postgresql": postgres_drop, "sqlite": sqlite_drop}),
    )
