"""A database trigger that refuses UPDATE and DELETE on the ladder event log (PostgreSQL, SQLite)."""

from django.db import migrations

POSTGRES_CREATE = """
CREATE OR REPLACE FUNCTION tournaments_ladder_log_append_only() RETURNS trigger AS $$
BEGIN
    RAISE EXCEPTION 'tournaments_ladderevent is append-only: % refused', TG_OP
        USING ERRCODE = 'integrity_constraint_violation';
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER tournaments_ladderevent_append_only
    BEFORE UPDATE OR DELETE ON tournaments_ladderevent
    FOR EACH ROW EXECUTE FUNCTION tournaments_ladder_log_append_only();
"""
POSTGRES_DROP = """
DROP TRIGGER IF EXISTS tournaments_ladderevent_append_only ON tournaments_ladderevent;
DROP FUNCTION IF EXISTS tournaments_ladder_log_append_only();
"""
SQLITE_CREATE = [
    """CREATE TRIGGER tournaments_ladderevent_no_update BEFORE UPDATE ON tournaments_ladderevent
       BEGIN SELECT RAISE(ABORT, 'tournaments_ladderevent is append-only: UPDATE refused'); END;""",
    """CREATE TRIGGER tournaments_ladderevent_no_delete BEFORE DELETE ON tournaments_ladderevent
       BEGIN SELECT RAISE(ABORT, 'tournaments_ladderevent is append-only: DELETE refused'); END;""",
]
SQLITE_DROP = [
    "DROP TRIGGER IF EXISTS tournaments_ladderevent_no_update;",
    "DROP TRIGGER IF EXISTS tournaments_ladderevent_no_delete;",
]


def _run(statements_by_vendor):
    def run(apps, schema_editor):
        statements = statements_by_vendor.get(schema_editor.connection.vendor)
        if statements is None:
            raise RuntimeError(
                f"no append-only trigger for database {schema_editor.connection.vendor!r}"
            )
        for statement in statements:
            schema_editor.execute(statement, params=None)

    return run


class Migration(migrations.Migration):
    dependencies = [("tournaments", "0002_ladders")]

    operations = [
        migrations.RunPython(
            _run({"postgresql": [POSTGRES_CREATE], "sqlite": SQLITE_CREATE}),
            _run({"postgresql": [POSTGRES_DROP], "sqlite": SQLITE_DROP}),
        )
    ]
