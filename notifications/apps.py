"""Django app configuration for notifications: games' kinds and the receivers of its notices."""

from django.apps import AppConfig

from games.signals import (
    clock_reminder_due,
    conditional_move_dropped,
    game_settled,
    seats_timed_out,
    takeback_asked,
)
from notifications import game_kinds, kinds


class NotificationsConfig(AppConfig):
    name = "notifications"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # Imported here, not at the top: receivers import the models, not ready before now.
        from notifications import receivers, takeback_notices

        kinds.kinds_register(game_kinds.KINDS)
        kinds.kinds_register(takeback_notices.KINDS)
        takeback_asked.connect(
            takeback_notices.notify_takeback_asked, dispatch_uid="notifications.takeback_asked"
        )
        game_settled.connect(receivers.notify_game_settled, dispatch_uid="notifications.settled")
        seats_timed_out.connect(
            receivers.notify_seats_timed_out, dispatch_uid="notifications.timed_out"
        )
        clock_reminder_due.connect(
            receivers.notify_clock_reminder_due, dispatch_uid="notifications.reminder"
        )
        conditional_move_dropped.connect(
            receivers.notify_conditional_move_dropped, dispatch_uid="notifications.conditional"
        )
