"""Usernames unique whatever their case, in the database: a unique index on LOWER(username) of
the user table, so two sign-ups racing with `ann` and `ANN` cannot both succeed.

Existing accounts whose names differ only in case stop the migration with their names: rename
all but one of each group (e.g. in the admin), then migrate again.
"""

from django.db import migrations
from django.db.models import Count
from django.db.models.functions import Lower

INDEX = "players_username_lower_unique"


def _refuse_duplicates(apps, schema_editor):
    User = apps.get_model("auth", "User")
    clashes = (
        User.objects.using(schema_editor.connection.alias)
        .annotate(folded=Lower("username"))
        .values("folded")
        .annotate(accounts=Count("id"))
        .filter(accounts__gt=1)
    )
    groups = []
    for clash in clashes:
        names = User.objects.filter(username__iexact=clash["folded"]).values_list(
            "username", flat=True
        )
        groups.append(" / ".join(sorted(names)))
    if groups:
        raise RuntimeError(
            "Usernames that differ only in case must be renamed before this migration: "
            + "; ".join(groups)
        )


def _create_index(apps, schema_editor):
    table = apps.get_model("auth", "User")._meta.db_table
    quote = schema_editor.quote_name
    schema_editor.execute(
        f"CREATE UNIQUE INDEX {quote(INDEX)} ON {quote(table)} (LOWER({quote('username')}))"
    )


def _drop_index(apps, schema_editor):
    schema_editor.execute(f"DROP INDEX IF EXISTS {schema_editor.quote_name(INDEX)}")


class Migration(migrations.Migration):
    dependencies = [
        ("auth", "0012_alter_user_first_name_max_length"),
        ("players", "0001_initial"),
    ]

    operations = [
        migrations.RunPython(_refuse_duplicates, migrations.RunPython.noop),
        migrations.RunPython(_create_index, _drop_index),
    ]
