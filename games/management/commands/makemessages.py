"""manage.py makemessages, which also collects the phrases engines mark with
`engines.contract.translatable` (their titles and option descriptions), and can collect one app's
strings into that app's own catalog (`--app-dir social`) from the project's root."""

import os

from django.core.management.commands import makemessages


class Command(makemessages.Command):
    # Django reads it as declared, never mutated
    xgettext_options = [*makemessages.Command.xgettext_options, "--keyword=translatable"]  # noqa: RUF012

    def add_arguments(self, parser):
        super().add_arguments(parser)
        parser.add_argument(
            "--app-dir",
            help="collect this app folder's strings into its own locale/ (instead of running the "
            "command from inside it, where Celery's Django fixup puts that folder first on "
            "sys.path and the app's api.py would stand for the platform's api package)",
        )

    def handle(self, *args, **options):
        app_dir = options.pop("app_dir")
        if not app_dir:
            return super().handle(*args, **options)
        root = os.getcwd()
        os.chdir(app_dir)  # every app is loaded by now, from the root
        try:
            return super().handle(*args, **options)
        finally:
            os.chdir(root)
