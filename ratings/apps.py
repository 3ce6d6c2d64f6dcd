"""Django app configuration for ratings: connects the game_finished receiver."""

from django.apps import AppConfig

from games.signals import game_finished
from ratings import receivers


class RatingsConfig(AppConfig):
    name = "ratings"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        game_finished.connect(receivers.queue_rating, dispatch_uid="ratings.queue_rating")
