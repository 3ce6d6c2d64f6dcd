from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("games", "0008_move_receipt_request_digest"),
    ]

    operations = [
        migrations.CreateModel(
            name="GameAnalysis",
            fields=[
                (
                    "id",
                    models.BigAutoField(
                        auto_created=True, primary_key=True, serialize=False, verbose_name="ID"
                    ),
                ),
                (
                    "status",
                    models.CharField(
                        choices=[
                            ("queued", "Queued"),
                            ("running", "Running"),
                            ("done", "Done"),
                            ("failed", "Failed"),
                        ],
                        default="queued",
                        max_length=16,
                    ),
                ),
                ("plies_done", models.PositiveIntegerField(default=0)),
                ("plies_total", models.PositiveIntegerField(default=0)),
                ("plies", models.JSONField(blank=True, default=list)),
                ("final_chances", models.JSONField(blank=True, default=list)),
                ("seconds", models.FloatField(blank=True, null=True)),
                ("requested_at", models.DateTimeField()),
                ("finished_at", models.DateTimeField(blank=True, null=True)),
                (
                    "game",
                    models.OneToOneField(
                        on_delete=models.deletion.CASCADE,
                        related_name="analysis",
                        to="games.game",
                    ),
                ),
            ],
        ),
    ]
