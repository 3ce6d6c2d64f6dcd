"""PlayerProfile moved to players, Notification, Webhook and WebhookDelivery to notifications:
their tables stay, games' state forgets them, and their content types (with any permissions
granted on them) follow them to their new apps."""

from django.db import migrations

MOVED = {
    "playerprofile": "players",
    "notification": "notifications",
    "webhook": "notifications",
    "webhookdelivery": "notifications",
}


def _relabel(apps, *, back: bool) -> None:
    content_types = apps.get_model("contenttypes", "ContentType").objects
    for model, app_label in MOVED.items():
        old, new = ("games", app_label) if not back else (app_label, "games")
        if not content_types.filter(app_label=new, model=model).exists():
            content_types.filter(app_label=old, model=model).update(app_label=new)


def content_types_follow(apps, schema_editor) -> None:
    _relabel(apps, back=False)


def content_types_return(apps, schema_editor) -> None:
    _relabel(apps, back=True)


class Migration(migrations.Migration):
    dependencies = [
        ("contenttypes", "0002_remove_content_type_name"),
        ("games", "0006_playerprofile_language"),
        ("players", "0001_initial"),
        ("notifications", "0001_initial"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.RemoveField(model_name="webhookdelivery", name="notification"),
                migrations.RemoveField(model_name="webhookdelivery", name="webhook"),
                migrations.RemoveField(model_name="webhook", name="user"),
                migrations.RemoveField(model_name="playerprofile", name="user"),
                migrations.DeleteModel(name="WebhookDelivery"),
                migrations.DeleteModel(name="Webhook"),
                migrations.DeleteModel(name="Notification"),
                migrations.DeleteModel(name="PlayerProfile"),
            ],
            database_operations=[
                migrations.RunPython(content_types_follow, content_types_return),
            ],
        ),
    ]
