"""`manage.py platform_status [--json]`: queue lengths, workers' heartbeats, the oldest unprocessed
work of each kind and the games waiting on the platform longer than the grace period. Exit
status 1 when no worker is alive or a game waits on the platform past the grace period."""

from __future__ import annotations

import json

from django.core.management.base import BaseCommand

from web.pages.platform_status import platform_status


class Command(BaseCommand):
    help = "Show the platform's queues, workers and any work it is late with."

    def add_arguments(self, parser):
        parser.add_argument("--json", action="store_true", help="print JSON")

    def handle(self, *args, **options):
        status = platform_status()
        report = status.as_dict()
        healthy = any(w.alive for w in status.workers) and not status.games_waiting_on_platform
        if options["json"]:
            self.stdout.write(json.dumps({**report, "healthy": healthy}, indent=2))
        else:
            self.stdout.write(self.text(report, healthy))
        if not healthy:
            raise SystemExit(1)

    @staticmethod
    def text(report: dict, healthy: bool) -> str:
        lines = [f"platform at {report['now']} (broker: {report['broker']}, grace "
                 f"{report['grace_seconds']:g} s): {'healthy' if healthy else 'NEEDS ATTENTION'}"]  # fmt: skip
        lines.append("queues:")
        for name, length in report["queues"].items():
            lines.append(f"  {name}: {'broker not answering' if length is None else length}")
        lines.append("workers:")
        for w in report["workers"] or []:
            state = "alive" if w["alive"] else "SILENT"
            lines.append(f"  {w['name']} pid {w['pid']}: {state}, last beat "
                         f"{w['seconds_since_beat']:g} s ago")  # fmt: skip
        if not report["workers"]:
            lines.append("  none has ever beaten")
        lines.append("unprocessed work (pending, oldest):")
        for w in report["work"]:
            oldest = "-" if w["oldest_seconds"] is None else f"{w['oldest_seconds']:g} s"
            lines.append(f"  {w['kind']}: {w['pending']}, {oldest}")
        lines.append("games waiting on the platform past the grace period:")
        for g in report["games_waiting_on_platform"] or []:
            lines.append(f"  game {g['game']}: {g['why']} for {g['seconds']:g} s")
        if not report["games_waiting_on_platform"]:
            lines.append("  none")
        return "\n".join(lines)
