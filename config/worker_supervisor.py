"""Keep one Celery worker running: start the command given, and when it stops, say so and start
it again (after a pause that grows while it keeps dying at once). SIGINT/SIGTERM stop the worker
and the supervisor. `make run` runs the worker through this:

    python -m config.worker_supervisor celery -A config worker --beat ...
"""

from __future__ import annotations

import signal
import subprocess
import sys
import time
from types import FrameType

# A worker that ran this long before stopping was healthy: restart it after the shortest pause.
HEALTHY_SECONDS = 60.0
FIRST_PAUSE_SECONDS = 1.0
LONGEST_PAUSE_SECONDS = 30.0


class Supervisor:
    """Runs `command` again whenever it exits, until asked to stop."""

    def __init__(self, command: list[str]):
        self.command = command
        self.stopping = False
        self.child: subprocess.Popen | None = None

    def stop(self, signum: int, frame: FrameType | None) -> None:
        self.stopping = True
        if self.child is not None and self.child.poll() is None:
            self.child.send_signal(signal.SIGTERM)

    def run(self) -> int:
        pause = FIRST_PAUSE_SECONDS
        while not self.stopping:
            started = time.monotonic()
            self.child = subprocess.Popen(self.command)  # noqa: S603 - our own argv, from `make run`
            code = self.child.wait()
            if self.stopping:
                return 0
            ran = time.monotonic() - started
            pause = (
                FIRST_PAUSE_SECONDS
                if ran >= HEALTHY_SECONDS
                else min(pause * 2, LONGEST_PAUSE_SECONDS)
            )
            print(f"worker stopped (code {code}); restarting in {pause:.0f} s", flush=True)
            end = time.monotonic() + pause
            while not self.stopping and time.monotonic() < end:
                time.sleep(0.2)
        return 0


def main(argv: list[str]) -> int:
    if not argv:
        print("usage: python -m config.worker_supervisor COMMAND [ARG ...]", file=sys.stderr)
        return 2
    supervisor = Supervisor(argv)
    signal.signal(signal.SIGTERM, supervisor.stop)
    signal.signal(signal.SIGINT, supervisor.stop)
    return supervisor.run()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
