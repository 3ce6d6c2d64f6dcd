"""Django app configuration for ladders: connects the game_finished receiver and registers the
ladder notification kind."""

from django.apps import AppConfig

from ladders import notification_kinds
from notifications.kinds import kinds_register


class LaddersConfig(AppConfig):
    name = "ladders"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # Imported here, not at the top: receivers reach the models, which exist only once
        # every app is loaded.
        from games.signals import game_finished
        from ladders import receivers

        game_finished.connect(
            receivers.queue_ladder_result, dispatch_uid="ladders.queue_ladder_result"
        )
        kinds_register(notification_kinds.KINDS)
