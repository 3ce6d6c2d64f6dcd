"""Django app configuration for reviews: registers the review stream's poll with the bus and
the reviews' notification kind with notifications."""

from django.apps import AppConfig

from notifications.kinds import kinds_register
from reviews import notification_kinds


class ReviewsConfig(AppConfig):
    name = "reviews"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # Imported here, not at the top: the poll reads the models, ready only now.
        from reviews import stream

        stream.poll_register()
        kinds_register(notification_kinds.KINDS)
