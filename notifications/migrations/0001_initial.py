"""Notification, Webhook and WebhookDelivery move here from games: their tables (games_*) stay
as they are, only Django's state changes (games 0007 removes them from games' state)."""

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models


def _id() -> models.BigAutoField:
    return models.BigAutoField(
        auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
    )


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
                    name="Notification",
                    fields=[
                        ("id", _id()),
                        ("kind", models.CharField(max_length=32)),
                        ("payload", models.JSONField(default=dict)),
                        ("created_at", models.DateTimeField(auto_now_add=True)),
                        ("read_at", models.DateTimeField(blank=True, null=True)),
                        (
                            "user",
                            models.ForeignKey(
                                on_delete=django.db.models.deletion.CASCADE,
                                related_name="notifications",
                                to=settings.AUTH_USER_MODEL,
                            ),
                        ),
                    ],
                    options={
                        "db_table": "games_notification",
                        "ordering": ["-created_at", "-id"],
                        "indexes": [
                            models.Index(
                                fields=["user", "read_at", "-created_at"],
                                name="games_notif_user_id_3b689c_idx",
                            )
                        ],
                    },
                ),
                migrations.CreateModel(
                    name="Webhook",
                    fields=[
                        ("id", _id()),
                        ("url", models.URLField(max_length=500)),
                        ("secret", models.CharField(max_length=64)),
                        ("created_at", models.DateTimeField(auto_now_add=True)),
                        ("active", models.BooleanField(default=True)),
                        (
                            "user",
                            models.ForeignKey(
                                on_delete=django.db.models.deletion.CASCADE,
                                related_name="webhooks",
                                to=settings.AUTH_USER_MODEL,
                            ),
                        ),
                    ],
                    options={"db_table": "games_webhook", "ordering": ["id"]},
                ),
                migrations.CreateModel(
                    name="WebhookDelivery",
                    fields=[
                        ("id", _id()),
                        ("attempts", models.PositiveSmallIntegerField(default=0)),
                        ("delivered_at", models.DateTimeField(blank=True, null=True)),
                        ("last_status", models.PositiveSmallIntegerField(blank=True, null=True)),
                        (
                            "last_error",
                            models.CharField(blank=True, default="", max_length=300),
                        ),
                        (
                            "notification",
                            models.ForeignKey(
                                on_delete=django.db.models.deletion.CASCADE,
                                related_name="+",
                                to="notifications.notification",
                            ),
                        ),
                        (
                            "webhook",
                            models.ForeignKey(
                                on_delete=django.db.models.deletion.CASCADE,
                                related_name="deliveries",
                                to="notifications.webhook",
                            ),
                        ),
                    ],
                    options={
                        "db_table": "games_webhookdelivery",
                        "constraints": [
                            models.UniqueConstraint(
                                fields=("webhook", "notification"), name="delivery_unique"
                            )
                        ],
                    },
                ),
            ],
            database_operations=[],
        ),
    ]
