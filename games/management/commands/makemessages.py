"""manage.py makemessages, which also collects the phrases engines mark with
`engines.contract.translatable` (their titles and option descriptions)."""

from django.core.management.commands import makemessages


class Command(makemessages.Command):
    # Django reads it as declared, never mutated
    xgettext_options = [*makemessages.Command.xgettext_options, "--keyword=translatable"]  # noqa: RUF012
