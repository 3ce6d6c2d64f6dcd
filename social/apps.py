"""Django app configuration for social; plugs private and friends-only games, invitations and
blocks into games, its notification kinds into notifications, and tells followers when a game
ends (games' `game_settled`, in the transaction that ended it)."""

from django.apps import AppConfig

from games import access
from games.signals import game_settled
from notifications.kinds import kinds_register
from players.channels import QUIET_KINDS
from social import notification_kinds
from tournaments.signals import tournament_finished


class SocialConfig(AppConfig):
    name = "social"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self):
        # Imported here, not at the top: checks and selectors import the models, not ready
        # before now.
        from social import checks, receivers, selectors

        access.view_checks.append(checks.watch_check)
        access.join_checks.append(checks.join_check)
        access.list_filters.append(selectors.games_visible_to)
        access.pair_checks.append(checks.pair_check)
        kinds_register(notification_kinds.KINDS)
        QUIET_KINDS.update(notification_kinds.QUIET)
        game_settled.connect(receivers.followers_tell_game, dispatch_uid="social.followers")
        tournament_finished.connect(
            receivers.followers_tell_event, dispatch_uid="social.followers_events"
        )
