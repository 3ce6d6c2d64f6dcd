"""A database trigger that refuses UPDATE and DELETE on the event log (PostgreSQL and SQLite)."""

from django.db import migrations

POSTGRES_CREATE = """
CREATE OR REPLACE FUNCTION games_event_log_append_only() RETURNS trigger AS $$
BEGIN
    RAISE EXCEPTION 'games_gameevent is append-only: % refused', TG_OP
        USING ERRCODE = 'integrity_constraint_violation';
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER games_gameevent_append_only
    BEFORE UPDATE OR DELETE ON games_gameevent
    FOR EACH ROW EXECUTE FUNCTION games_event_log_append_only();
"""
POSTGRES_DROP = """
DROP TRIGGER IF EXISTS games_gameevent_append_only ON games_gameevent;
DROP FUNCTION IF EXISTS games_event_log_append_only();
"""
SQLITE_CREATE = [
    """CREATE TRIGGER games_gameevent_no_update BEFORE UPDATE ON games_gameevent
       BEGIN SELECT RAISE(ABORT, 'games_gameevent is append-only: UPDATE refused'); END;""",
    """CREATE TRIGGER games_gameevent_no_delete BEFORE DELETE ON games_gameevent
       BEGIN SELECT RAISE(ABORT, 'games_gameevent is append-only: DELETE refused'); END;""",
]
SQLITE_DROP = [
    "DROP TRIGGER IF EXISTS games_gameevent_no_update;",
    "DROP TRIGGER IF EXISTS games_gameevent_no_delete;",
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
    dependencies = [("games", "0001_initial")]

    operations = [
        migrations.RunPython(
            _run({"postgresql": [POSTGRES_CREATE], "sqlite": SQLITE_CREATE}),
            _run({"postgresql": [POSTGRES_DROP], "sqlite": SQLITE_DROP}),
        )
    ]
