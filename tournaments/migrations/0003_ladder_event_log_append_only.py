"""A database trigger that refuses UPDATE and DELETE on the ladder event log (PostgreSQL, SQLite)."""

from django.db import migrations

from games.log.append_only import append_only


class Migration(migrations.Migration):
    dependencies = [("tournaments", "0002_ladders")]

    operations = [
        append_only("tournaments_ladderevent", function="tournaments_ladder_log_append_only")
    ]
