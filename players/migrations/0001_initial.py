"""PlayerProfile moves here from games: the table (games_playerprofile) stays as it is, only
Django's state changes (games 0007 removes it from games' state)."""

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models


class Migration(migrations.Migration):
    initial = True

    dependencies = [
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
        ("games", "0006_playerprofile_language"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.CreateModel(
                    name="PlayerProfile",
                    fields=[
                        (
                            "id",
                            models.BigAutoField(
                                auto_created=True,
                                primary_key=True,
                                serialize=False,
                                verbose_name="ID",
                            ),
                        ),
                        ("vacation_year", models.PositiveSmallIntegerField(default=0)),
                        ("vacation_days_used", models.PositiveSmallIntegerField(default=0)),
                        ("vacation_started_at", models.DateTimeField(blank=True, null=True)),
                        (
                            "vacation_until",
                            models.DateTimeField(blank=True, db_index=True, null=True),
                        ),
                        (
                            "email_mode",
                            models.CharField(
                                choices=[
                                    ("each", "An email for each notification"),
                                    ("digest", "One email a day"),
                                    ("off", "No email"),
                                ],
                                default="each",
                                max_length=8,
                            ),
                        ),
                        ("last_digest_at", models.DateTimeField(blank=True, null=True)),
                        ("language", models.CharField(blank=True, default="", max_length=8)),
                        (
                            "user",
                            models.OneToOneField(
                                on_delete=django.db.models.deletion.CASCADE,
                                related_name="player_profile",
                                to=settings.AUTH_USER_MODEL,
                            ),
                        ),
                    ],
                    options={"db_table": "games_playerprofile"},
                ),
            ],
            database_operations=[],
        ),
    ]
