"""Django app configuration for ladders: connects the game_finished receiver, registers the
ladder notification kind, and gives a fresh install one open ladder per two-player game."""

from django.apps import AppConfig
from django.conf import settings
from django.db.models.signals import post_migrate

from desk.registry import register_event_kind
from games.signals import game_finished
from ladders import notification_kinds
from notifications.kinds import kinds_register


class LaddersConfig(AppConfig):
    name = "ladders"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # Imported here, not at the top: receivers reach the models, which exist only once
        # every app is loaded.
        from ladders import receivers

        game_finished.connect(
            receivers.queue_ladder_result, dispatch_uid="ladders.queue_ladder_result"
        )
        kinds_register(notification_kinds.KINDS)
        directing_register()
        post_migrate.connect(starter_ladders, sender=self, dispatch_uid="ladders.starter_ladders")


def starter_ladders(sender, using="default", **kwargs) -> None:
    """After migrating: the starter ladders (settings.STARTER_LADDERS turns this off)."""
    if not getattr(settings, "STARTER_LADDERS", True) or using != "default":
        return
    # Imported here, not at the top: the models exist once every app is ready.
    from ladders.services import starter_ladders_ensure

    starter_ladders_ensure()


def directing_register() -> None:
    """Tell the director's desk who directs a ladder, who plays in it, its title and page."""
    # Imported here: the functions read the models, which exist once every app is loaded.
    from ladders import directing

    # (and so does the withdrawal, a service of the app)
    from ladders.services import ladder_player_withdraw

    register_event_kind(
        "ladder",
        directors=directing.ladder_directors,
        title=directing.ladder_title,
        url=directing.ladder_url,
        exists=directing.ladder_exists,
        participants=directing.ladder_participants,
        has_game=directing.ladder_has_game,
        withdraw=ladder_player_withdraw,
    )
