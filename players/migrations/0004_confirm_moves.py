"""PlayerProfile.confirm_moves: a click on a board waits for "Confirm" (the profile's switch)."""

from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [("players", "0003_notification_channels_and_time_zone")]

    operations = [
        migrations.AddField(
            model_name="playerprofile",
            name="confirm_moves",
            field=models.BooleanField(default=True),
        ),
    ]
