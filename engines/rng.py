"""Deterministic randomness for engines: HMAC-SHA256 in counter mode, the same on every platform.

`Rng(seed, stream)` yields 64-bit words: word i of block b is bytes 8i..8i+8 (big-endian) of
HMAC-SHA256(key=seed, msg=stream + ":" + b). `randrange(n)` rejects words at or above the largest
multiple of n below 2**64, so every value is equally likely. `shuffle` is Fisher-Yates from the
end; `sample` is a partial Fisher-Yates on a copy. Nothing depends on Python's `random`.
"""

from __future__ import annotations

import hashlib
import hmac
import struct
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_WORD = 2**64
_FOUR_WORDS = struct.Struct(">4Q").unpack


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
        # the HMAC keyed and fed "stream:" once (at the first block); each block copies it
        self._keyed: hmac.HMAC | None = None

    def _next_word(self) -> int:
        if not self._words:
            if self._keyed is None:
                self._keyed = hmac.new(self._seed, self._stream + b":", hashlib.sha256)
            block = self._keyed.copy()
            block.update(str(self._block).encode())
            self._block += 1
            words = list(_FOUR_WORDS(block.digest()))
            words.reverse()  # popped from the end: word 0 first
            self._words = words
        return self._words.pop()

    def randrange(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        if not isinstance(n, int) or n <= 0:
            raise ValueError("randrange needs a positive integer")
        limit = _WORD - (_WORD % n)
        while True:
            word = self._next_word()
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
