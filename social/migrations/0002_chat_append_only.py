"""A database trigger that refuses UPDATE and DELETE on chat messages (PostgreSQL and SQLite)."""

from django.db import migrations

POSTGRES_CREATE = """
CREATE OR REPLACE FUNCTION social_chat_append_only() RETURNS trigger AS $$
BEGIN
    RAISE EXCEPTION 'social_chatmessage is append-only: % refused', TG_OP
        USING ERRCODE = 'integrity_constraint_violation';
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER social_chatmessage_append_only
    BEFORE UPDATE OR DELETE ON social_chatmessage
    FOR EACH ROW EXECUTE FUNCTION social_chat_append_only();
"""
POSTGRES_DROP = """
DROP TRIGGER IF EXISTS social_chatmessage_append_only ON social_chatmessage;
DROP FUNCTION IF EXISTS social_chat_append_only();
"""
SQLITE_CREATE = [
    """CREATE TRIGGER social_chatmessage_no_update BEFORE UPDATE ON social_chatmessage
       BEGIN SELECT RAISE(ABORT, 'social_chatmessage is append-only: UPDATE refused'); END;""",
    """CREATE TRIGGER social_chatmessage_no_delete BEFORE DELETE ON social_chatmessage
       BEGIN SELECT RAISE(ABORT, 'social_chatmessage is append-only: DELETE refused'); END;""",
]
SQLITE_DROP = [
    "DROP TRIGGER IF EXISTS social_chatmessage_no_update;",
    "DROP TRIGGER IF EXISTS social_chatmessage_no_delete;",
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
    dependencies = [("social", "0001_initial")]

    operations = [
        migrations.RunPython(
            _run({"postgresql": [POSTGRES_CREATE], "sqlite": SQLITE_CREATE}),
            _run({"postgresql": [POSTGRES_DROP], "sqlite": SQLITE_DROP}),
        )
    ]
