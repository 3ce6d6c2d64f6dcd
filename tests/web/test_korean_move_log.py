"""The move log and the move buttons in Korean hold no English word: random games of every engine
(every player count and option set of the contract plan), each stored event and every legal move
along the way put in words with the Korean catalog. Needs no database."""

from __future__ import annotations

import re

import pytest
from django.utils import translation

from engines import ENGINES
from engines.bots import play_random_game
from tests.engines.contract_plan import ENGINE_PLANS
from web.words.wording import event_in_words, move_in_words

NAMES = ["alice", "bob", "carol", "dave"]
ENGLISH_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]{2,}")
GAMES = ("tigris-euphrates", "tigris-euphyu", "after-the-flood", "middle-earth-duel")


def english_words(line: str) -> set[str]:
    return {word for word in ENGLISH_WORD.findall(line) if word not in NAMES}


def plays(slug: str) -> list[tuple[int, dict]]:
    engine = ENGINES[slug]
    plan = ENGINE_PLANS.get(slug, {})
    excluded = plan.get("exclude", [])
    return [
        (players, options)
        for players in range(engine.min_players, engine.max_players + 1)
        for options in plan.get("option_sets", [{}])
        if [players, options] not in excluded
    ]


def stored_row(event: dict) -> dict:
    """An engine event as the platform stores it: its type, its data, its seat."""
    return {"type": event["type"], "data": dict(event), "seat": event.get("seat")}


@pytest.mark.parametrize("slug", GAMES)
def test_every_logged_event_and_move_reads_in_korean(slug):
    engine = ENGINES[slug]
    leftovers: dict[str, str] = {}
    lines = 0
    with translation.override("ko"):
        for number, (players, options) in enumerate(plays(slug)):
            _, events = play_random_game(engine, players, options, f"korean-{number}".encode())
            state = None
            for index, event in enumerate(events):
                line = event_in_words(stored_row(event), NAMES)
                lines += 1
                for word in english_words(line):
                    leftovers.setdefault(word, line)
                state = engine.evolve(state, event)
                if index % 9 or event["type"] == "game_started":
                    continue
                for seat in engine.to_act(state):
                    for move in engine.legal_moves(state, seat):
                        label = move_in_words(move, NAMES)
                        lines += 1
                        for word in english_words(label):
                            leftovers.setdefault(word, label)
    assert lines > 100
    assert leftovers == {}, "\n".join(f"{word}: {line}" for word, line in leftovers.items())


def test_raw_values_are_words_of_the_game():
    with translation.override("ko"):
        line = event_in_words(
            {
                "type": "goods_traded",
                "seat": 0,
                "data": {
                    "seat": 0,
                    "steps": [{"area": "kassites", "get": "lapis", "give": "tool"}],
                },
            },
            NAMES,
        )
        assert line == "alice이(가) 교역했습니다: 카시트에서 도구을(를) 청금석(으)로."
        fee = move_in_words(
            {"type": "expand", "kind": "invade", "fee": {"resource": "grain"}}, NAMES
        )
        assert fee == "확장: 종류 침공, 비용 자원 곡물"
    with translation.override("en"):
        assert move_in_words({"type": "expand", "kind": "invade"}, NAMES) == "Expand: kind invade"


def test_a_pending_decisions_bookkeeping_stays_out_of_the_log():
    pending = {
        "type": "decision_pending",
        "seat": 1,
        "kind": "region",
        "options": ["gondor", "rohan"],
        "optional": False,
        "context": {"do": "effect", "seat": 1, "effect": {"effect": "place_units", "units": 1}},
        "queue": [{"do": "whenever", "seat": 1, "trigger": "play_red"}],
    }
    with translation.override("ko"):
        line = event_in_words({"type": "decision_pending", "data": pending, "seat": 1}, NAMES)
    assert line == "bob이(가) 정할 차례: 지역."
