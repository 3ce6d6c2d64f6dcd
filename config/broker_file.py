"""The embedded broker's SQLite file: created in WAL mode, so the web process publishing and the
worker consuming do not block each other (WAL is a property of the file: every connection kombu
opens afterwards uses it)."""

from __future__ import annotations

import sqlite3
from pathlib import Path


def broker_file_prepare(file: Path) -> None:
    """Create `file` (and its folder) if needed and switch it to WAL mode; harmless to repeat."""
    file.parent.mkdir(parents=True, exist_ok=True)
    connection = sqlite3.connect(file, timeout=30)
    try:
        connection.execute("PRAGMA journal_mode=WAL")
    finally:
        connection.close()
