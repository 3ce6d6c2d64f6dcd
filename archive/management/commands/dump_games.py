"""manage.py dump_games --month YYYY-MM [--out PATH]: the month's open data dump (every
finished public game's complete record, gzipped JSON lines), with a progress bar."""

from __future__ import annotations

import sys
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError
from tqdm import tqdm

from archive.dumps import dump_write, month_bounds


class Command(BaseCommand):
    help = "Write a month's dump of finished public games (records with seeds and hashes)."

    def add_arguments(self, parser):
        parser.add_argument("--month", required=True, help="YYYY-MM: games finished that month")
        parser.add_argument("--out", help="the file (default var/dumps/games-YYYY-MM.jsonl.gz)")
        parser.add_argument("--no-progress", action="store_true", help="no progress bar")

    def handle(self, *args, month, out=None, no_progress=False, **options):
        try:
            month_bounds(month)
        except ValueError as error:
            raise CommandError("--month is a year and a month: 2026-11") from error
        path = Path(out) if out else Path("var") / "dumps" / f"games-{month}.jsonl.gz"

        def progress(ids, total):
            return tqdm(ids, total=total, unit="game", disable=no_progress, file=sys.stderr)

        count = dump_write(month=month, path=path, progress=progress)
        self.stdout.write(f"{count} games written to {path}")
