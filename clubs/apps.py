"""Django app configuration for clubs: registers the clubs' notification kinds, and the club's
entry rule (members only) with tournaments and ladders, which import no club."""

from django.apps import AppConfig

from notifications.kinds import kinds_register


class ClubsConfig(AppConfig):
    name = "clubs"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # Imported here, not at the top: the checks read the models, ready only now.
        from clubs import checks, notification_kinds, selectors
        from ladders import entry_rules as ladder_rules
        from tournaments import entry_rules as tournament_rules

        kinds_register(notification_kinds.KINDS)
        tournament_rules.entry_checks.append(
            lambda event, user: checks.club_entry_check("tournament", event, user)
        )
        tournament_rules.rule_words.append(lambda event: selectors.rule_words("tournament", event))
        ladder_rules.entry_checks.append(
            lambda event, user: checks.club_entry_check("ladder", event, user)
        )
        ladder_rules.rule_words.append(lambda event: selectors.rule_words("ladder", event))
