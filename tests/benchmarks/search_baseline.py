"""The bots' code before the search speed-up, pinned for side-by-side benchmarks: the `engines`
package of BASELINE_COMMIT (the commit before that work), unpacked from the repository's own
history into a temporary directory, and a child Python process that imports it first.

A benchmark runs the same script in two children, one on the baseline and one on the working
tree, so both measure with the same interpreter on the same machine in the same run.
"""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
import tarfile
import tempfile
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# every engine and player count the bots' cost goals name (the issue's setups), in that order
ISSUE_SETUPS = [
    ("tigris-euphrates", 2),
    ("tigris-euphrates", 4),
    ("tigris-euphyu", 2),
    ("after-the-flood", 3),
    ("middle-earth-duel", 2),
]
# BENCH_BASELINE_COMMIT pins another commit instead (to compare two later versions of the search)
BASELINE_COMMIT = os.environ.get(
    "BENCH_BASELINE_COMMIT", "4f0012caa484bdff99a41fbeab38ef0cb9362d35"
)


@cache
def baseline_tree() -> Path:
    """A directory holding the baseline's `engines` package (unpacked once per process)."""
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", "--format=tar", BASELINE_COMMIT, "engines"],
        check=True,
        capture_output=True,
    ).stdout
    directory = Path(tempfile.mkdtemp(prefix="bots-baseline-"))
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(directory, filter="data")
    return directory


def run_child(script: Path, tree: Path, arguments: dict) -> dict:
    """Run `script --child` with `tree` first on sys.path, `arguments` as JSON on stdin; its
    last stdout line is JSON, returned."""
    env = {**os.environ, "PYTHONPATH": str(tree), "SEARCH_TREE": str(tree)}
    process = subprocess.run(
        [sys.executable, str(script), "--child"],
        input=json.dumps(arguments),
        capture_output=True,
        text=True,
        env=env,
        cwd=tree,
        check=False,
    )
    if process.returncode != 0:
        raise RuntimeError(f"{script.name} child on {tree} failed:\n{process.stderr[-3000:]}")
    return json.loads(process.stdout.strip().splitlines()[-1])


def child_path() -> None:
    """In a child: put its tree first on sys.path (ahead of the script's own directory's root)."""
    tree = os.environ["SEARCH_TREE"]
    sys.path[:] = [tree] + [p for p in sys.path if Path(p).resolve() != ROOT]


def chosen_setups(variable: str, setups: list[tuple[str, int]]) -> list[tuple[str, int]]:
    """The setups (engine, players) that the environment variable names, as "slug:players"
    separated by commas, in the benchmark's own order; all of them when it is unset."""
    chosen = os.environ.get(variable)
    if not chosen:
        return setups
    wanted = {(name, int(n)) for name, n in (item.split(":") for item in chosen.split(","))}
    return [setup for setup in setups if setup in wanted]
