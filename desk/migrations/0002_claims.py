"""The director's desk: claims and appeals, and the annulment of a withdrawn player's results."""

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("desk", "0001_initial"),
        ("games", "0019_finder_status_index"),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.CreateModel(
            name="Claim",
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
                    "kind",
                    models.CharField(
                        choices=[("claim", "Claim"), ("appeal", "Appeal")],
                        default="claim",
                        max_length=8,
                    ),
                ),
                ("text", models.TextField()),
                (
                    "status",
                    models.CharField(
                        choices=[
                            ("open", "Open"),
                            ("answered", "Answered"),
                            ("withdrawn", "Withdrawn"),
                        ],
                        default="open",
                        max_length=10,
                    ),
                ),
                (
                    "decision",
                    models.CharField(
                        blank=True,
                        choices=[("accepted", "Accepted"), ("rejected", "Rejected")],
                        max_length=10,
                    ),
                ),
                ("answer", models.TextField(blank=True)),
                ("created_at", models.DateTimeField(auto_now_add=True)),
                ("answered_at", models.DateTimeField(blank=True, null=True)),
                (
                    "answered_by",
                    models.ForeignKey(
                        blank=True,
                        null=True,
                        on_delete=django.db.models.deletion.PROTECT,
                        related_name="+",
                        to=settings.AUTH_USER_MODEL,
                    ),
                ),
                (
                    "claimant",
                    models.ForeignKey(
                        on_delete=django.db.models.deletion.PROTECT,
                        related_name="desk_claims",
                        to=settings.AUTH_USER_MODEL,
                    ),
                ),
                (
                    "game",
                    models.ForeignKey(
                        blank=True,
                        null=True,
                        on_delete=django.db.models.deletion.PROTECT,
                        related_name="+",
                        to="games.game",
                    ),
                ),
            ],
            options={
                "ordering": ["-created_at", "-id"],
                "indexes": [
                    models.Index(
                        fields=["event_kind", "event_id", "status"],
                        name="desk_claim_event_k_deb492_idx",
                    )
                ],
            },
        ),
    ]
