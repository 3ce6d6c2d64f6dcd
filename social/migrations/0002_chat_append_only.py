"""A database trigger that refuses UPDATE and DELETE on chat messages (PostgreSQL and SQLite)."""

from django.db import migrations

from games.log.append_only import append_only


class Migration(migrations.Migration):
    dependencies = [("social", "0001_initial")]

    operations = [append_only("social_chatmessage", function="social_chat_append_only")]
