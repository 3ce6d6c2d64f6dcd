"""manage.py recompute_ratings [--engine SLUG]: rebuild ratings from the finished rated games."""

from __future__ import annotations

import sys
import time

from django.core.management.base import BaseCommand
from tqdm import tqdm

from ratings.services import rated_engines, ratings_recompute


class Command(BaseCommand):
    help = "Rebuild every rating from the finished rated games, in finishing order."

    def add_arguments(self, parser):
        parser.add_argument("--engine", help="only this game (an engine slug)")
        parser.add_argument("--no-progress", action="store_true", help="no progress bar")

    def handle(self, *args, engine=None, no_progress=False, **options):
        engines = [engine] if engine else rated_engines()
        for slug in engines:

            def progress(games, total, slug=slug):
                return tqdm(
                    games, total=total, desc=slug, unit="game", disable=no_progress, file=sys.stderr
                )

            started = time.perf_counter()
            count = ratings_recompute(engine=slug, progress=progress)
            seconds = time.perf_counter() - started
            self.stdout.write(f"{slug}: {count} games rated in {seconds:.1f} s")
