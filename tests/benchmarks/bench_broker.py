"""The embedded brokers under concurrent producers and a consumer: errors, throughput, losses.

Two producer processes (a web process and beat) publish small messages as fast as they can while
one consumer process (the worker) takes and acknowledges them, for BROKER_BENCH_SECONDS (60) on
each transport in BROKER_BENCH_TRANSPORTS ("sqla-wal,sqla,filesystem"). A consumer that dies of an error
is counted and started again, as `make run` restarts its worker. Prints per transport:
`RESULT broker_<t>_errors N`, `…_published`, `…_consumed`, `…_per_second`, `…_backlog` (still
queued after the drain), `…_lost`. "sqla-wal" is the platform's default: the SQLite file in WAL
mode (config.broker_file).
Usage: python tests/benchmarks/bench_broker.py
"""

from __future__ import annotations

import multiprocessing
import os
import queue
import sys
import tempfile
import time
import traceback
from pathlib import Path

from kombu import Connection

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from config.broker_file import broker_file_prepare  # noqa: E402 - after the path above

SECONDS = float(os.environ.get("BROKER_BENCH_SECONDS", "60"))
TRANSPORTS = os.environ.get("BROKER_BENCH_TRANSPORTS", "sqla-wal,sqla,filesystem").split(",")
PRODUCERS = 2
# After the producers stop, the consumer drains what is left for at most this long; messages
# still queued then are counted as backlog, not as lost.
DRAIN_SECONDS = 60


def connection_for(transport: str, directory: Path) -> Connection:
    if transport in ("sqla", "sqla-wal"):
        file = directory / "broker.sqlite3"
        if transport == "sqla-wal":
            broker_file_prepare(file)
        return Connection(f"sqla+sqlite:///{file}")
    folder = directory / "out"
    folder.mkdir(exist_ok=True)
    (directory / "processed").mkdir(exist_ok=True)
    return Connection(
        "filesystem://",
        transport_options={
            "data_folder_in": str(folder),
            "data_folder_out": str(folder),
            "data_folder_processed": str(directory / "processed"),
        },
    )


def produce(transport: str, directory: Path, name: str, until: float, results) -> None:
    sent = errors = 0
    with connection_for(transport, directory) as conn:
        box = conn.SimpleQueue("hammer")
        while time.time() < until:
            try:
                box.put({"producer": name, "n": sent, "pad": "x" * 200})
                sent += 1
            except Exception:  # noqa: BLE001 - counted: the figure this measures
                errors += 1
                traceback.print_exc(limit=1)
                time.sleep(0.05)
        box.close()
    results.put(("produced", name, sent, errors))


def consume(transport: str, directory: Path, until: float, results) -> None:
    seen: list[tuple[str, int]] = []
    errors = 0
    with connection_for(transport, directory) as conn:
        box = conn.SimpleQueue("hammer")
        while time.time() < until + DRAIN_SECONDS:
            try:
                message = box.get(timeout=0.5)
            except queue.Empty:
                if time.time() >= until + 2:
                    break  # the producers stopped and the queue is empty
                continue
            except Exception:  # noqa: BLE001 - counted: the consumer would have died here
                errors += 1
                traceback.print_exc(limit=1)
                time.sleep(0.05)
                continue
            seen.append((message.payload["producer"], message.payload["n"]))
            message.ack()
        box.close()
    results.put(("consumed", "worker", seen, errors))


def hammer(transport: str) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        directory = Path(tmp)
        with connection_for(transport, directory) as conn:
            conn.SimpleQueue("hammer").close()  # the queue and its tables exist before anyone
        results: multiprocessing.Queue = multiprocessing.Queue()
        until = time.time() + SECONDS
        processes = [
            multiprocessing.Process(
                target=produce, args=(transport, directory, f"p{i}", until, results)
            )
            for i in range(PRODUCERS)
        ]
        processes.append(
            multiprocessing.Process(target=consume, args=(transport, directory, until, results))
        )
        for process in processes:
            process.start()
        answers = [results.get(timeout=SECONDS + 120) for _ in processes]
        for process in processes:
            process.join(30)
        with connection_for(transport, directory) as conn:
            box = conn.SimpleQueue("hammer")
            backlog = box.qsize()
            box.close()
    produced = {name: sent for kind, name, sent, _ in answers if kind == "produced"}
    [(_, _, seen, consumer_errors)] = [a for a in answers if a[0] == "consumed"]
    sent_total = sum(produced.values())
    unique = set(seen)
    return {
        "errors": consumer_errors + sum(e for kind, _, _, e in answers if kind == "produced"),
        "published": sent_total,
        "consumed": len(seen),
        "duplicates": len(seen) - len(unique),
        "backlog": backlog,
        "lost": sent_total - len(unique) - backlog,
        "per_second": round(len(seen) / SECONDS, 1),
    }


def main() -> int:
    for transport in TRANSPORTS:
        figures = hammer(transport)
        for name, value in figures.items():
            unit = "msg/s" if name == "per_second" else "messages"
            print(f"RESULT broker_{transport}_{name} {value} {unit}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
