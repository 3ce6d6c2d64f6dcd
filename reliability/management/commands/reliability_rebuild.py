"""manage.py reliability_rebuild [--check]: every player's reliability record again from the
games' logs, or (--check) only say where the stored record differs from them."""

from __future__ import annotations

import sys

from django.core.management.base import BaseCommand, CommandError
from tqdm import tqdm

from reliability.services import reliability_differences, reliability_rebuild


class Command(BaseCommand):
    help = "Rebuild the reliability record from the games' logs (or --check it against them)."

    def add_arguments(self, parser):
        parser.add_argument("--check", action="store_true", help="compare only; exit 1 if differ")
        parser.add_argument("--no-progress", action="store_true", help="no progress bar")

    def handle(self, *args, check=False, no_progress=False, **options):
        if check:
            problems = reliability_differences()
            for problem in problems:
                self.stdout.write(problem)
            if problems:
                raise CommandError(f"{len(problems)} entries differ from the logs")
            self.stdout.write("The reliability record is the logs' own.")
            return

        def progress(ids, total):
            return tqdm(ids, total=total, unit="game", disable=no_progress, file=sys.stderr)

        written = reliability_rebuild(progress=progress)
        self.stdout.write(f"{written} entries written from the logs")
