"""Deterministic randomness for engines: HMAC-SHA256 in counter mode, the same on every platform.

`Rng(seed, stream)` yields 64-bit words: word i of block b is bytes 8i..8i+8 (big-endian) of
HMAC-SHA256(key=seed, msg=stream + ":" + b). `randrange(n)` rejects words at or above the largest
multiple of n below 2**64, so every value is equally likely. `shuffle` is Fisher-Yates from the
end; `sample` is a partial Fisher-Yates on a copy. Nothing depends on Python's `random`.
"""

from __future__ import annotations

import hashlib
import struct
from collections.abc import MutableSequence, Sequence
from typing import Any, TypeVar

T = TypeVar("T")

_WORD = 2**64
_FOUR_WORDS = struct.Struct(">4Q").unpack
_BLOCK_SIZE = 64  # SHA-256's block, in bytes: HMAC pads its key to it
_INNER_PAD = bytes(byte ^ 0x36 for byte in range(256))
_OUTER_PAD = bytes(byte ^ 0x5C for byte in range(256))


class Rng:
    """A generator of uniform integers from a secret seed and a public stream name."""

    def __init__(self, seed: bytes, stream: str):
        if isinstance(seed, str):
            seed = seed.encode()
        if not isinstance(seed, bytes | bytearray):
            raise TypeError("seed must be bytes")
        self._seed = bytes(seed)
        self._stream = stream.encode()
        self._block = 0
        self._words: list[int] = []
        # HMAC-SHA256 spelled out (RFC 2104), its two hashes keyed once per stream: the inner
        # one fed the padded key and "stream:", the outer one the other padded key; each block
        # copies both (the same digest as hmac.new, at a third of its Python-level cost)
        self._inner: Any = None
        self._outer: Any = None

    def _refill(self) -> list[int]:
        """The next block's four words, word 0 last (they are popped from the end)."""
        if self._inner is None:
            key = self._seed
            if len(key) > _BLOCK_SIZE:
                key = hashlib.sha256(key).digest()
            key = key.ljust(_BLOCK_SIZE, b"\0")
            self._inner = hashlib.sha256(key.translate(_INNER_PAD) + self._stream + b":")
            self._outer = hashlib.sha256(key.translate(_OUTER_PAD))
        inner = self._inner.copy()
        inner.update(str(self._block).encode())
        outer = self._outer.copy()
        outer.update(inner.digest())
        self._block += 1
        words = list(_FOUR_WORDS(outer.digest()))
        words.reverse()
        self._words = words
        return words

    def _next_word(self) -> int:
        words = self._words or self._refill()
        return words.pop()

    def drawn(self) -> int:
        """How many words were drawn so far (whether a call drew anything: compare before and
        after)."""
        return 4 * self._block - len(self._words)

    def randrange(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        if not isinstance(n, int) or n <= 0:
            raise ValueError("randrange needs a positive integer")
        limit = _WORD - (_WORD % n)
        words = self._words
        while True:
            if not words:
                words = self._refill()
            word = words.pop()
            if word < limit:
                return word % n

    def choice(self, seq: Sequence[T]) -> T:
        """One element of a non-empty sequence, uniformly."""
        if not seq:
            raise IndexError("choice from an empty sequence")
        return seq[self.randrange(len(seq))]

    def shuffle(self, items: MutableSequence) -> None:
        """Shuffle a list in place (Fisher-Yates)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.randrange(i + 1)
            items[i], items[j] = items[j], items[i]

    def sample(self, seq: Sequence[T], k: int) -> list[T]:
        """k distinct elements of seq, in the order drawn."""
        pool = list(seq)
        if not 0 <= k <= len(pool):
            raise ValueError("sample larger than population")
        for i in range(k):
            j = i + self.randrange(len(pool) - i)
            pool[i], pool[j] = pool[j], pool[i]
        return pool[:k]
