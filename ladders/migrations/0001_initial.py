"""Ladders move out of the tournaments app in Django's state only (`SeparateDatabaseAndState`).

The tables keep their names (`tournaments_ladder`, `tournaments_ladderevent`,
`tournaments_ladderchallenge`), their rows, indexes and the append-only trigger of the log
(tournaments' 0003): no SQL runs on them. `tournaments.0004` then drops the three models from the
tournaments app's state. The content types follow the models, so permissions and the admin's
history stay attached to them.
"""

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models

MODELS = ("ladder", "ladderevent", "ladderchallenge")


def _content_types_relabel(apps, *, old: str, new: str) -> None:
    """Relabel the ladder models' content types from app `old` to app `new` (a model whose type
    already exists under `new` keeps that one)."""
    content_type = apps.get_model("contenttypes", "ContentType")
    for model in MODELS:
        if not content_type.objects.filter(app_label=new, model=model).exists():
            content_type.objects.filter(app_label=old, model=model).update(app_label=new)


def content_types_to_ladders(apps, schema_editor) -> None:
    _content_types_relabel(apps, old="tournaments", new="ladders")


def content_types_to_tournaments(apps, schema_editor) -> None:
    _content_types_relabel(apps, old="ladders", new="tournaments")


class Migration(migrations.Migration):
    initial = True

    dependencies = [
        ("tournaments", "0003_ladder_event_log_append_only"),
        ("games", "0002_event_log_append_only"),
        ("contenttypes", "0002_remove_content_type_name"),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            database_operations=[],
            state_operations=[
                migrations.CreateModel(
                    name="Ladder",
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
                        ("name", models.CharField(max_length=100)),
                        ("engine", models.CharField(db_index=True, max_length=64)),
                        (
                            "options",
                            models.JSONField(
                                blank=True, default=dict, help_text="engine options of its games"
                            ),
                        ),
                        ("time_control", models.JSONField(blank=True, default=dict)),
                        (
                            "rules",
                            models.JSONField(
                                blank=True, default=dict, help_text="LadderRules fields overridden"
                            ),
                        ),
                        (
                            "is_open",
                            models.BooleanField(default=True, help_text="accepting new players"),
                        ),
                        ("created_at", models.DateTimeField(auto_now_add=True)),
                        (
                            "seq",
                            models.PositiveIntegerField(
                                default=0, help_text="seq of the last event"
                            ),
                        ),
                        (
                            "created_by",
                            models.ForeignKey(
                                blank=True,
                                null=True,
                                on_delete=django.db.models.deletion.SET_NULL,
                                related_name="+",
                                to=settings.AUTH_USER_MODEL,
                            ),
                        ),
                    ],
                    options={
                        "db_table": "tournaments_ladder",
                        "ordering": ["engine", "name", "id"],
                    },
                ),
                migrations.CreateModel(
                    name="LadderChallenge",
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
                        ("challenger_position", models.PositiveIntegerField()),
                        ("defender_position", models.PositiveIntegerField()),
                        (
                            "status",
                            models.CharField(
                                choices=[
                                    ("open", "Being played"),
                                    ("decided", "Decided"),
                                    ("cancelled", "Cancelled"),
                                ],
                                default="open",
                                max_length=16,
                            ),
                        ),
                        ("reason", models.CharField(blank=True, default="", max_length=32)),
                        ("issued_at", models.DateTimeField()),
                        ("closed_at", models.DateTimeField(blank=True, null=True)),
                        (
                            "challenger",
                            models.ForeignKey(
                                on_delete=django.db.models.deletion.PROTECT,
                                related_name="+",
                                to=settings.AUTH_USER_MODEL,
                            ),
                        ),
                        (
                            "defender",
                            models.ForeignKey(
                                on_delete=django.db.models.deletion.PROTECT,
                                related_name="+",
                                to=settings.AUTH_USER_MODEL,
                            ),
                        ),
                        (
                            "game",
                            models.OneToOneField(
                                on_delete=django.db.models.deletion.PROTECT,
                                related_name="+",
                                to="games.game",
                            ),
                        ),
                        (
                            "ladder",
                            models.ForeignKey(
                                on_delete=django.db.models.deletion.CASCADE,
                                related_name="challenges",
                                to="ladders.ladder",
                            ),
                        ),
                        (
                            "winner",
                            models.ForeignKey(
                                blank=True,
                                null=True,
                                on_delete=django.db.models.deletion.PROTECT,
                                related_name="+",
                                to=settings.AUTH_USER_MODEL,
                            ),
                        ),
                    ],
                    options={
                        "db_table": "tournaments_ladderchallenge",
                        "ordering": ["-issued_at", "-id"],
                        "indexes": [
                            models.Index(
                                fields=["challenger", "status"], name="challenge_by_challenger"
                            ),
                            models.Index(
                                fields=["defender", "status"], name="challenge_by_defender"
                            ),
                        ],
                    },
                ),
                migrations.CreateModel(
                    name="LadderEvent",
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
                        ("seq", models.PositiveIntegerField()),
                        ("type", models.CharField(max_length=64)),
                        (
                            "data",
                            models.JSONField(help_text="the event as ladders.rules folds it"),
                        ),
                        ("created_at", models.DateTimeField(auto_now_add=True)),
                        (
                            "ladder",
                            models.ForeignKey(
                                on_delete=django.db.models.deletion.PROTECT,
                                related_name="events",
                                to="ladders.ladder",
                            ),
                        ),
                    ],
                    options={
                        "db_table": "tournaments_ladderevent",
                        "ordering": ["ladder", "seq"],
                        "constraints": [
                            models.UniqueConstraint(
                                fields=("ladder", "seq"), name="ladder_event_unique_seq"
                            )
                        ],
                    },
                ),
            ],
        ),
        migrations.RunPython(content_types_to_ladders, content_types_to_tournaments),
    ]
