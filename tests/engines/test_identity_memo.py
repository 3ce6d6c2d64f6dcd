"""engines.identity_memo: values remembered by an object's identity, never for an equal copy,
bounded (emptied when full)."""

from __future__ import annotations

from engines.identity_memo import MISSING, IdentityMemo


def test_an_object_is_found_by_identity_not_by_equality():
    memo: IdentityMemo[int] = IdentityMemo(10)
    state = {"a": [1]}
    assert memo.get(state) is MISSING
    assert memo.put(state, None, 5) == 5
    assert memo.get(state) == 5
    assert memo.get({"a": [1]}) is MISSING
    assert memo.get(state, "other") is MISSING
    memo.put(state, "other", 6)
    assert (memo.get(state), memo.get(state, "other")) == (5, 6)


def test_a_dead_objects_id_reused_finds_nothing():
    memo: IdentityMemo[int] = IdentityMemo(10)
    memo.put([1, 2], None, 1)  # the memo keeps the list alive: its id is not reused
    for _ in range(100):
        assert memo.get([1, 2]) is MISSING


def test_the_memo_is_emptied_when_full():
    memo: IdentityMemo[int] = IdentityMemo(3)
    kept = [[index] for index in range(4)]
    for index, item in enumerate(kept):
        memo.put(item, None, index)
    assert len(memo) == 1 and memo.get(kept[3]) == 3 and memo.get(kept[0]) is MISSING
    memo.clear()
    assert len(memo) == 0
