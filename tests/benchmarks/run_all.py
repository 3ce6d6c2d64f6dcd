"""Run every tests/benchmarks/bench_*.py (or those named), show their output, then one table.

Each benchmark prints its figures as lines `RESULT name value unit`; this collects them into
a summary at the end, with each benchmark's status and time. Exit status 1 if any failed.
Usage: python tests/benchmarks/run_all.py [bench_name ...]
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
# the bots' and the analysis' cost, gathered after the table: (heading, substrings of the names)
BOT_FIGURES = [
    ("search iterations/s, old code and new, and the ratio", ("-search-",)),
    ("strong bot at 250 ms against the old one at 1,000 ms (CPU)", ("ms-vs-old-",)),
    ("bot levels against greedy (CPU)", ("level-",)),
    ("analysis seconds per engine, old code and new", ("-analysis-old", "-analysis-new")),
    ("analysis over one and two workers", ("-worker", "-two-workers-")),
    ("moves two rngs' judgements both flag, of those either flags", ("judgement-agreement-",)),
    ("the move path", ("move_submit_", "move_queries_")),
]


def run(bench: Path) -> tuple[int, float, list[tuple[str, str, str]]]:
    print(f"== {bench.name}", flush=True)
    began = time.perf_counter()
    process = subprocess.Popen(
        [sys.executable, str(bench)],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        cwd=HERE.parents[1],
    )
    results = []
    assert process.stdout is not None
    for line in process.stdout:
        print(line, end="", flush=True)
        parts = line.split()
        if len(parts) >= 3 and parts[0] == "RESULT":
            results.append((parts[1], parts[2], " ".join(parts[3:])))
    return process.wait(), time.perf_counter() - began, results


def main(names: list[str]) -> int:
    benches = sorted(HERE.glob("bench_*.py"))
    if names:
        benches = [b for b in benches if b.stem in names or b.name in names]
    rows, failed = [], []
    for bench in benches:
        code, seconds, results = run(bench)
        status = "ok" if code == 0 else f"FAILED ({code})"
        if code != 0:
            failed.append(bench.stem)
        rows.append((bench.stem, status, seconds, results))
    print("\n" + "=" * 78)
    print(f"{'benchmark':<24} {'figure':<32} {'value':>12} unit")
    print("-" * 78)
    for stem, status, seconds, results in rows:
        print(f"{stem:<24} {'(status, time)':<32} {status:>12} {seconds:.0f} s")
        for name, value, unit in results:
            print(f"{'':<24} {name:<32} {value:>12} {unit}")
    print("=" * 78)
    figures = [result for _, _, _, results in rows for result in results]
    for heading, parts in BOT_FIGURES:
        chosen = [r for r in figures if any(part in r[0] for part in parts)]
        if chosen:
            print(heading)
            for name, value, unit in chosen:
                print(f"  {name:<54} {value:>10} {unit}")
    if failed:
        print("failed:", ", ".join(failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
