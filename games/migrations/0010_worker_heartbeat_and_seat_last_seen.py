"""WorkerHeartbeat: each Celery worker's last sign of life (platform_status reads it); and
Seat.last_seen_at: when the seat's player last had the game open or acted in it."""

from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [("games", "0009_game_analysis")]

    operations = [
        migrations.AddField(
            model_name="seat",
            name="last_seen_at",
            field=models.DateTimeField(blank=True, null=True),
        ),
        migrations.CreateModel(
            name="WorkerHeartbeat",
            fields=[
                ("name", models.CharField(max_length=200, primary_key=True, serialize=False)),
                ("started_at", models.DateTimeField()),
                ("beat_at", models.DateTimeField()),
                ("pid", models.PositiveIntegerField(default=0)),
            ],
        ),
    ]
