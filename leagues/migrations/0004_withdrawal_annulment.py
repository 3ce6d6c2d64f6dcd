"""The director's desk: claims and appeals, and the annulment of a withdrawn player's results."""

from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("leagues", "0003_signup_window_season_start_rookie"),
    ]

    operations = [
        migrations.AddField(
            model_name="league",
            name="annul_under_half",
            field=models.BooleanField(
                default=True,
                help_text="a player withdrawn by the director after fewer than half of their season's games has that season's results annulled (else their games left are forfeited)",
            ),
        ),
        migrations.AddField(
            model_name="leaguegame",
            name="annulled",
            field=models.BooleanField(
                default=False,
                help_text="a withdrawn player's game: standings and crosstables skip it",
            ),
        ),
    ]
