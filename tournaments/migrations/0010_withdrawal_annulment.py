"""The director's desk: claims and appeals, and the annulment of a withdrawn player's results."""

from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("tournaments", "0009_director_review_and_late_byes"),
    ]

    operations = [
        migrations.AddField(
            model_name="table",
            name="annulled",
            field=models.BooleanField(
                default=False,
                help_text="a withdrawn player's table: standings and crosstables skip it",
            ),
        ),
        migrations.AddField(
            model_name="tournament",
            name="annul_under_half",
            field=models.BooleanField(
                blank=True,
                help_text="a player withdrawn by the director after fewer than half of their games has those results annulled (empty: yes for round robins, no otherwise)",
                null=True,
            ),
        ),
    ]
