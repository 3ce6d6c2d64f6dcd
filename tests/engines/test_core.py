"""engines' core: Rng determinism and uniformity, IllegalMove, the registry, purity of engines/."""

from __future__ import annotations

import hashlib
import hmac
import re
from collections import Counter
from pathlib import Path

import pytest

import engines
from engines import ENGINES, IllegalMove, Rng, get_engine, replay
from engines.bots import fallback_move, play_random_game
from tests.engines.toy_engine import SECRET_NIM

ENGINES_DIR = Path(engines.__file__).parent


def test_rng_first_word_is_the_first_eight_bytes_of_hmac_block_zero():
    digest = hmac.new(b"seed", b"stream:0", hashlib.sha256).digest()
    expected = int.from_bytes(digest[:8], "big") % 1000
    assert Rng(b"seed", "stream").randrange(1000) == expected


def test_rng_words_run_through_blocks_in_order():
    blocks = [hmac.new(b"k", f"s:{b}".encode(), hashlib.sha256).digest() for b in range(2)]
    words = [int.from_bytes(d[i : i + 8], "big") for d in blocks for i in range(0, 32, 8)]
    rng = Rng(b"k", "s")
    assert [rng.randrange(2**32) for _ in range(8)] == [w % 2**32 for w in words]


def test_rng_is_deterministic_and_streams_differ():
    a = [Rng(b"seed", "1").randrange(100) for _ in range(3)]
    assert a == [Rng(b"seed", "1").randrange(100) for _ in range(3)]
    first = Rng(b"seed", "1")
    other = Rng(b"seed", "2")
    assert [first.randrange(10**6) for _ in range(5)] != [other.randrange(10**6) for _ in range(5)]


def test_rng_pinned_values_are_stable_across_platforms():
    """Fixed outputs: any change to the algorithm would silently change every stored game."""
    rng = Rng(b"pinned", "7")
    values = [rng.randrange(6) for _ in range(12)]
    digest = hmac.new(b"pinned", b"7:0", hashlib.sha256).digest()
    assert values[0] == int.from_bytes(digest[:8], "big") % 6
    deck = list(range(10))
    Rng(b"pinned", "deck").shuffle(deck)
    assert sorted(deck) == list(range(10))
    assert deck == _reference_shuffle(b"pinned", "deck", 10)


def _reference_shuffle(seed: bytes, stream: str, n: int) -> list[int]:
    """An independent Fisher-Yates over the documented word stream, for comparison."""
    words: list[int] = []
    block = 0

    def word() -> int:
        nonlocal block
        if not words:
            d = hmac.new(seed, f"{stream}:{block}".encode(), hashlib.sha256).digest()
            words.extend(int.from_bytes(d[i : i + 8], "big") for i in (24, 16, 8, 0))
            block += 1
        return words.pop()

    def below(m: int) -> int:
        limit = 2**64 - 2**64 % m
        while (w := word()) >= limit:
            pass
        return w % m

    items = list(range(n))
    for i in range(n - 1, 0, -1):
        j = below(i + 1)
        items[i], items[j] = items[j], items[i]
    return items


def test_rng_randrange_is_roughly_uniform():
    rng = Rng(b"uniform", "u")
    counts = Counter(rng.randrange(6) for _ in range(6000))
    assert set(counts) == set(range(6))
    assert all(800 < c < 1200 for c in counts.values())


def test_rng_choice_sample_and_errors():
    rng = Rng(b"x", "y")
    assert rng.choice(["only"]) == "only"
    picked = rng.sample(range(20), 5)
    assert len(set(picked)) == 5 and all(0 <= p < 20 for p in picked)
    with pytest.raises(IndexError):
        rng.choice([])
    with pytest.raises(ValueError):
        rng.randrange(0)
    with pytest.raises(ValueError):
        rng.sample([1, 2], 3)


def test_illegal_move_carries_code_and_message():
    error = IllegalMove("river_only", "Blue tiles go on the river.")
    assert (error.code, error.message) == ("river_only", "Blue tiles go on the river.")


def test_get_engine_unknown_slug_is_key_error():
    with pytest.raises(KeyError):
        get_engine("no-such-game")


def test_registry_holds_engines_under_their_slugs():
    for slug, engine in ENGINES.items():
        assert engine.slug == slug and get_engine(slug) is engine
    assert SECRET_NIM.slug not in ENGINES, "the test-only engine must never be registered"


def test_engines_import_no_framework():
    pattern = re.compile(
        r"^\s*(from|import)\s+(django|rest_framework|celery|redis|psycopg)\b", re.M
    )
    offenders = [
        str(path.relative_to(ENGINES_DIR))
        for path in ENGINES_DIR.rglob("*.py")
        if pattern.search(path.read_text(encoding="utf-8"))
    ]
    # The bots are players, not rules: they may read a clock for their think time (injectable:
    # StrongBot(clock=...)), never `random`.
    bots_clock = re.compile(r"^\s*import time\b", re.M)
    allowed = {
        str(path.relative_to(ENGINES_DIR))
        for path in (ENGINES_DIR / "bots").rglob("*.py")
        if not pattern.search(bots_clock.sub("", path.read_text(encoding="utf-8")))
    }
    assert [path for path in offenders if path not in allowed] == []


def test_engines_use_no_other_randomness_or_clock():
    pattern = re.compile(
        r"^\s*(import random|from random|import time|from time|import datetime|from datetime)\b",
        re.M,
    )
    offenders = [
        str(path.relative_to(ENGINES_DIR))
        for path in ENGINES_DIR.rglob("*.py")
        if pattern.search(path.read_text(encoding="utf-8"))
    ]
    # The bots are players, not rules: they may read a clock for their think time (injectable:
    # StrongBot(clock=...)), never `random`.
    bots_clock = re.compile(r"^\s*import time\b", re.M)
    allowed = {
        str(path.relative_to(ENGINES_DIR))
        for path in (ENGINES_DIR / "bots").rglob("*.py")
        if not pattern.search(bots_clock.sub("", path.read_text(encoding="utf-8")))
    }
    assert [path for path in offenders if path not in allowed] == []


def test_play_random_game_and_replay_agree():
    state, events = play_random_game(SECRET_NIM, 3, {}, b"seed")
    assert SECRET_NIM.outcome(state) is not None
    assert SECRET_NIM.dump(replay(SECRET_NIM, events)) == SECRET_NIM.dump(state)


def test_fallback_move_prefers_passing():
    state = replay(SECRET_NIM, SECRET_NIM.start(2, {}, Rng(b"s", "0")))
    assert fallback_move(SECRET_NIM, state, 0) == {"type": "pass"}
