"""The platform's command line: Django's management commands with the platform's settings.

Installed as the `platform-manage` console script (pyproject.toml), so an installed platform,
which has no manage.py, runs e.g. `platform-manage migrate`; manage.py calls the same function.
"""

from __future__ import annotations

import os
import sys

from django.core.management import execute_from_command_line


def main() -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    execute_from_command_line(sys.argv)
