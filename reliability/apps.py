"""Django app configuration for reliability: records each player's part in a game as it ends
(games' `game_settled`, inside the transaction that ended it) and asks a table's minimum of
whoever takes a seat (games.access)."""

from django.apps import AppConfig

from games import access
from games.signals import game_settled


class ReliabilityConfig(AppConfig):
    name = "reliability"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self):
        from reliability import checks, receivers

        game_settled.connect(receivers.record_on_settle, dispatch_uid="reliability.record")
        access.join_checks.append(checks.table_minimum_check)
