"""A database trigger that refuses UPDATE and DELETE on the event log (PostgreSQL and SQLite)."""

from django.db import migrations

from games.log.append_only import append_only


class Migration(migrations.Migration):
    dependencies = [("games", "0001_initial")]

    operations = [append_only("games_gameevent", function="games_event_log_append_only")]
