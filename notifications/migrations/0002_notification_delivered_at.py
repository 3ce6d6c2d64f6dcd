"""Notification.delivered_at: when its delivery task ran (rows before it count as delivered)."""

from django.db import migrations, models
from django.db.models import F


def existing_rows_delivered(apps, schema_editor):
    Notification = apps.get_model("notifications", "Notification")
    Notification.objects.filter(delivered_at__isnull=True).update(delivered_at=F("created_at"))


class Migration(migrations.Migration):
    dependencies = [("notifications", "0001_initial")]

    operations = [
        migrations.AddField(
            model_name="notification",
            name="delivered_at",
            field=models.DateTimeField(blank=True, null=True),
        ),
        migrations.RunPython(existing_rows_delivered, migrations.RunPython.noop),
    ]
