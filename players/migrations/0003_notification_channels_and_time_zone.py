"""PlayerProfile.notification_channels (per kind: in-app, email, webhook) and time_zone."""

from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [("players", "0002_usernames_unique_ignoring_case")]

    operations = [
        migrations.AddField(
            model_name="playerprofile",
            name="notification_channels",
            field=models.JSONField(blank=True, default=dict),
        ),
        migrations.AddField(
            model_name="playerprofile",
            name="time_zone",
            field=models.CharField(blank=True, default="", max_length=64),
        ),
    ]
