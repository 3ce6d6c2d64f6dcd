"""gunicorn settings that profile each worker with pyinstrument (BENCH_PROFILE=1 in bench_load):
each worker profiles its first BENCH_PROFILE_REQUESTS (600) requests, then writes the profile,
as text, to var/bench/profile-<pid>.txt and serves on unprofiled.

pyinstrument is a dev dependency; this file is read by gunicorn (`-c`), never imported by the
platform.
"""

from __future__ import annotations

import os
from pathlib import Path

from pyinstrument import Profiler

OUT = Path(__file__).resolve().parents[2] / "var" / "bench"
REQUESTS = int(os.environ.get("BENCH_PROFILE_REQUESTS", "600"))
_state: dict = {}


def post_fork(server, worker):
    profiler = Profiler(interval=0.001)
    profiler.start()
    _state.update(profiler=profiler, served=0)


def post_request(worker, req, environ, resp):
    profiler = _state.get("profiler")
    if profiler is None:
        return
    _state["served"] += 1
    if _state["served"] >= REQUESTS:
        profiler.stop()
        _state["profiler"] = None
        text = profiler.output_text(unicode=False, color=False, show_all=False)
        (OUT / f"profile-{os.getpid()}.txt").write_text(text)
