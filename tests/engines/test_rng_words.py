"""The Rng's words and the dealing shuffle stay exactly what they were: every stored game's log
and its verification replay them. The Rng computes HMAC-SHA256 from two keyed hashes and the
shuffle reads its digits off precomputed radices; both are checked here against the documented
definitions, computed independently (the standard library's hmac, a plain mixed-radix loop)."""

from __future__ import annotations

import hashlib
import hmac

import pytest

from engines.dealing import shuffle, shuffled
from engines.rng import Rng


def _reference_words(seed: bytes, stream: str, count: int) -> list[int]:
    words: list[int] = []
    block = 0
    while len(words) < count:
        digest = hmac.new(seed, f"{stream}:{block}".encode(), hashlib.sha256).digest()
        words.extend(int.from_bytes(digest[i : i + 8], "big") for i in range(0, 32, 8))
        block += 1
    return words[:count]


@pytest.mark.parametrize(
    "seed",
    [b"", b"k", b"x" * 63, b"y" * 64, b"z" * 65, bytes(range(200)), b"\x00\xff" * 40],
)
def test_the_words_are_hmac_sha256_blocks_whatever_the_key_length(seed):
    count = 4 * 13  # past block 9, where the block's number takes two digits
    rng = Rng(seed, "a stream")
    assert [rng.randrange(2**64) for _ in range(count)] == _reference_words(seed, "a stream", count)


def test_str_and_bytearray_seeds_give_the_words_of_their_bytes():
    expected = _reference_words(b"secret", "s", 9)
    for seed in ("secret", bytearray(b"secret")):
        rng = Rng(seed, "s")  # type: ignore[arg-type]
        assert [rng.randrange(2**64) for _ in range(9)] == expected


def test_randrange_rejects_the_words_above_the_last_whole_multiple():
    n = 2**63 + 1  # the limit is n itself: about half the words are rejected
    words = _reference_words(b"reject", "r", 64)
    expected = []
    for word in words:
        if word < n:
            expected.append(word % n)
    rng = Rng(b"reject", "r")
    assert [rng.randrange(n) for _ in range(10)] == expected[:10]


def _reference_shuffle(items: list, rng: Rng) -> list:
    """The dealing shuffle as documented: Fisher-Yates from the end, the indices read as the
    mixed-radix digits of one draw below a product of consecutive radices (at most 2**56)."""
    items = list(items)
    high = len(items) - 1
    while high > 0:
        product, low = high + 1, high - 1
        while low > 0 and product * (low + 1) <= 2**56:
            product *= low + 1
            low -= 1
        word = rng.randrange(product)
        for position in range(high, low, -1):
            word, pick = divmod(word, position + 1)
            items[position], items[pick] = items[pick], items[position]
        high = low
    return items


@pytest.mark.parametrize("length", [0, 1, 2, 3, 17, 30, 153])
def test_the_dealing_shuffle_reads_the_documented_digits(length):
    items = [f"tile-{index}" for index in range(length)]
    expected = _reference_shuffle(items, Rng(b"deal", f"n{length}"))
    assert shuffled(items, Rng(b"deal", f"n{length}")) == expected
    in_place = list(items)
    shuffle(in_place, Rng(b"deal", f"n{length}"))
    assert in_place == expected
    assert sorted(in_place) == sorted(items)


def test_the_shuffle_leaves_the_rng_where_the_reference_leaves_it():
    ours, theirs = Rng(b"after", "x"), Rng(b"after", "x")
    shuffle(list(range(100)), ours)
    _reference_shuffle(list(range(100)), theirs)
    assert ours.randrange(2**64) == theirs.randrange(2**64)
