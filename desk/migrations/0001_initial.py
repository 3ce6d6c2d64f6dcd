"""The director log (append-only: triggers refuse UPDATE and DELETE on PostgreSQL and SQLite) and
the head row that numbers each event's actions."""

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models

from games.log.append_only import append_only


class Migration(migrations.Migration):
    initial = True

    dependencies = [
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.CreateModel(
            name="DirectorLogHead",
            fields=[
                (
                    "id",
                    models.BigAutoField(
                        auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                    ),
                ),
                (
                    "event_kind",
                    models.CharField(
                        choices=[
                            ("tournament", "Tournament"),
                            ("league", "League"),
                            ("ladder", "Ladder"),
                        ],
                        max_length=16,
                    ),
                ),
                ("event_id", models.PositiveBigIntegerField()),
                ("seq", models.PositiveIntegerField(default=0)),
            ],
            options={
                "constraints": [
                    models.UniqueConstraint(
                        fields=("event_kind", "event_id"), name="director_log_head_unique_event"
                    )
                ],
            },
        ),
        migrations.CreateModel(
            name="DirectorAction",
            fields=[
                (
                    "id",
                    models.BigAutoField(
                        auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                    ),
                ),
                (
                    "event_kind",
                    models.CharField(
                        choices=[
                            ("tournament", "Tournament"),
                            ("league", "League"),
                            ("ladder", "Ladder"),
                        ],
                        max_length=16,
                    ),
                ),
                ("event_id", models.PositiveBigIntegerField()),
                (
                    "seq",
                    models.PositiveIntegerField(
                        help_text="the action's place in its event's log, from 1"
                    ),
                ),
                ("type", models.CharField(max_length=64)),
                ("reason", models.TextField(blank=True)),
                ("data", models.JSONField(blank=True, default=dict)),
                ("created_at", models.DateTimeField(auto_now_add=True)),
                (
                    "actor",
                    models.ForeignKey(
                        blank=True,
                        help_text="the director who acted (empty: the platform)",
                        null=True,
                        on_delete=django.db.models.deletion.PROTECT,
                        related_name="+",
                        to=settings.AUTH_USER_MODEL,
                    ),
                ),
            ],
            options={
                "ordering": ["event_kind", "event_id", "seq"],
                "constraints": [
                    models.UniqueConstraint(
                        fields=("event_kind", "event_id", "seq"), name="director_action_unique_seq"
                    )
                ],
            },
        ),
        append_only("desk_directoraction", function="desk_director_log_append_only"),
    ]
