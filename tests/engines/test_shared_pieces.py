"""The pieces every game shares: move-field readers, the decision log, JSON copies."""

from __future__ import annotations

import pytest

from engines import IllegalMove
from engines.decision_log import DecisionLog
from engines.json_tree import copy_json
from engines.move_fields import choice_field, int_field, is_int, require


@pytest.mark.parametrize(
    ("value", "expected"), [(0, True), (-3, True), (True, False), (2.0, False), ("1", False)]
)
def test_is_int_takes_whole_numbers_but_not_bools(value, expected):
    assert is_int(value) is expected


@pytest.mark.parametrize(
    ("move", "refusal"),
    [
        ({"count": 3}, None),
        ({"count": 0}, ("bad_count", "'count' must be a whole number from 1 to 3.")),
        ({"count": True}, ("bad_count", "'count' must be a whole number from 1 to 3.")),
        ({"count": "2"}, ("bad_count", "'count' must be a whole number from 1 to 3.")),
        ({}, ("bad_count", "'count' must be a whole number from 1 to 3.")),
    ],
)
def test_int_field(move, refusal):
    if refusal is None:
        assert int_field(move, "count", 1, 3) == move["count"]
        return
    with pytest.raises(IllegalMove) as refused:
        int_field(move, "count", 1, 3)
    assert (refused.value.code, refused.value.message) == refusal
    with pytest.raises(IllegalMove) as own:
        int_field(move, "count", 1, 3, "too_many", "Take 1 to 3.")
    assert (own.value.code, own.value.message) == ("too_many", "Take 1 to 3.")


@pytest.mark.parametrize(
    ("value", "accepted"),
    [("red", True), (2, True), ("pink", False), (True, False), (["red"], False), (None, False)],
)
def test_choice_field_reads_strings_and_numbers_among_the_allowed(value, accepted):
    allowed = {"red", "blue", 2}
    if accepted:
        assert choice_field({"pick": value}, "pick", allowed) == value
        return
    with pytest.raises(IllegalMove) as refused:
        choice_field({"pick": value}, "pick", allowed)
    assert refused.value.code == "bad_pick"
    assert refused.value.message == "'pick' names nothing you can use here."


def test_choice_field_may_allow_none_and_name_its_own_refusal():
    assert choice_field({}, "pay", ("grain",), nullable=True) is None
    with pytest.raises(IllegalMove) as refused:
        choice_field({"pay": "gold"}, "pay", ("grain",), "no_resource", "Pay grain.")
    assert (refused.value.code, refused.value.message) == ("no_resource", "Pay grain.")


def test_require():
    require(True, "never", "Never raised.")
    with pytest.raises(IllegalMove) as refused:
        require(False, "no_fee_yet", "No fee is due.")
    assert refused.value.code == "no_fee_yet"


def test_the_decision_log_folds_each_event_as_it_is_emitted():
    seen: list[int] = []

    def evolve(total: int, event: dict) -> int:
        seen.append(total)
        return total + event["add"]

    log = DecisionLog(10, evolve)
    log.emit({"add": 1})
    log.emit({"add": 2}, {"add": 3})
    assert log.state == 16 and seen == [10, 11, 13]
    assert log.events == [{"add": 1}, {"add": 2}, {"add": 3}]


def test_copy_json_copies_every_level():
    tree = {"a": [1, {"b": [2, 3]}], "c": None}
    copied = copy_json(tree)
    assert copied == tree
    copied["a"][1]["b"].append(4)
    assert tree["a"][1]["b"] == [2, 3]
