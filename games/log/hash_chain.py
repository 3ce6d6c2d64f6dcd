"""The hash chain of a game's log: canonical JSON, event hashes, and checking a chain."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from typing import Any

from django.utils.translation import gettext_noop

from games.log.problems import Problem


def canonical_json(value: Any) -> str:
    """JSON with sorted keys and no spaces: the same bytes for the same value, everywhere."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def event_hash(prev_hash: str, *, seq: int, type: str, data: Any, seat: int | None) -> str:
    """sha256(prev_hash + canonical JSON of the event), hex."""
    body = canonical_json({"seq": seq, "type": type, "data": data, "seat": seat})
    return hashlib.sha256((prev_hash + body).encode("utf-8")).hexdigest()


def seed_commitment(seed_hex: str) -> str:
    """The public commitment to a game's secret seed: sha256 of its bytes, hex."""
    return hashlib.sha256(bytes.fromhex(seed_hex)).hexdigest()


def chain_problems(genesis: str, events: Iterable[Any]) -> list[Problem]:
    """What is wrong with a chain of stored events (objects with seq/type/data/seat/hash).

    The first event's predecessor is `genesis` (the game's seed commitment). No gaps allowed.
    """
    problems: list[Problem] = []
    prev = genesis
    expected_seq = 1
    for event in events:
        if event.seq != expected_seq:
            problems.append(
                Problem(
                    gettext_noop("gap: expected seq %(expected)s, found %(found)s"),
                    expected=expected_seq,
                    found=event.seq,
                )
            )
            expected_seq = event.seq
        recomputed = event_hash(
            prev, seq=event.seq, type=event.type, data=event.data, seat=event.seat
        )
        if recomputed != event.hash:
            problems.append(
                Problem(gettext_noop("seq %(seq)s: hash does not match its content"), seq=event.seq)
            )
        prev = event.hash
        expected_seq += 1
    return problems
