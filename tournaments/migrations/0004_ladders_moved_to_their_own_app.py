"""The ladder models leave the tournaments app's state (they live in `ladders` now).

State only: the tables (still named `tournaments_ladder…`) belong to `ladders.0001` from here on,
which this migration runs after; no SQL runs, no row moves, the log's trigger stays.
"""

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [
        ("tournaments", "0003_ladder_event_log_append_only"),
        ("ladders", "0001_initial"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            database_operations=[],
            state_operations=[
                migrations.DeleteModel(name="LadderChallenge"),
                migrations.DeleteModel(name="LadderEvent"),
                migrations.DeleteModel(name="Ladder"),
            ],
        )
    ]
