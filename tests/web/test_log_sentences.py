"""The move log in words: a whole random game of each engine, every event as each seat and a
spectator see it, plus the platform's own rows, reads as sentences in English and Korean — no
braces, no raw keys (snake_case), no card numbers or epoch timestamps. Needs no database."""

from __future__ import annotations

import re

import pytest
from django.utils import translation

from engines import ENGINES
from engines.bots import play_random_game
from web.words.wording import event_in_words

NAMES = ["ann", "bob", "cy", "di"]
PLAYERS = {"tigris-euphrates": 3, "tigris-euphyu": 2, "after-the-flood": 3, "middle-earth-duel": 2}
RAW = re.compile(r"[{}\[\]]|\b[a-z]+_[a-z_]+\b|#\d|\d{7,}|\bNone\b|\bTrue\b|\bFalse\b")
PLATFORM_ROWS = [
    {"type": "platform.seating_drawn", "data": {"order": [1, 2, 0]}, "seat": None},
    {
        "type": "platform.clock_set",
        "data": {
            "reason": "start",
            "at": 1796154244.957,
            "clocks": [
                {"seat": 0, "bank": 259200, "deadline": 1796413444.957, "paused": False},
                {"seat": 1, "bank": 3600, "deadline": None, "paused": True},
            ],
        },
        "seat": None,
    },
    {  # as per-move clocks write them: a running clock has a deadline and no bank
        "type": "platform.clock_set",
        "data": {
            "reason": "move",
            "at": 1796154244.957,
            "clocks": [
                {"seat": 0, "bank": None, "deadline": None, "paused": False},
                {"seat": 1, "bank": None, "deadline": 1796413444.957, "paused": False},
            ],
        },
        "seat": None,
    },
    {"type": "platform.resigned", "data": {"seat": 1}, "seat": 1},
    {
        "type": "platform.timed_out",
        "data": {"seat": 0, "deadline": "2026-12-01T10:00:00"},
        "seat": 0,
    },
    {
        "type": "platform.forked",
        "data": {"from_game": 12, "at": 40, "from_hash": "ab12"},
        "seat": None,
    },
]


def log_of(slug: str, seed: bytes) -> list[str]:
    engine = ENGINES[slug]
    _, events = play_random_game(engine, PLAYERS[slug], {}, seed)
    lines = []
    for event in events:
        for seat in [None, *range(PLAYERS[slug])]:
            seen = engine.event_view(event, seat)
            if seen is None:
                continue
            row = {"type": event["type"], "data": seen, "seat": event.get("seat")}
            lines.append(event_in_words(row, NAMES))
    return lines


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("slug", sorted(PLAYERS))
def test_a_whole_random_game_reads_as_sentences(slug, language):
    with translation.override(language):
        lines = log_of(slug, f"log-{slug}".encode())
    raw = sorted({line for line in lines if RAW.search(line) or ".." in line or "—" in line})
    assert lines and not raw, raw[:10]
    if language == "ko":
        english = sorted(
            {
                line
                for line in lines
                if re.search(r"[A-Za-z]{3,}", re.sub("ann|bob|cy|di", "", line))
            }
        )
        assert not english, english[:10]


@pytest.mark.parametrize("language", ["en", "ko"])
def test_platform_rows_read_as_sentences(language):
    with translation.override(language):
        lines = [event_in_words(row, NAMES) for row in PLATFORM_ROWS]
    assert not [line for line in lines if RAW.search(line)], lines
    if language == "en":
        assert lines[1] == "Clock: ann has 3 days; bob's clock is paused."
        assert lines[2] == "Clock: ann's clock stopped; bob has 3 days."
        assert lines[3] == "bob resigned."
    else:
        assert lines[2] == "시계: ann의 시계 멈춤; bob 남은 시간 3일."


def test_sentences_name_what_happened():
    tile = {"type": "tile_placed", "data": {"seat": 0, "color": "green", "at": [6, 10]}, "seat": 0}
    war = {
        "type": "war_resolved",
        "data": {
            "color": "blue",
            "winner": 1,
            "loser": 0,
            "attacker_total": 2,
            "defender_total": 4,
        },
        "seat": None,
    }
    assert event_in_words(tile, NAMES) == "ann placed a green tile at 6·10."
    assert event_in_words(war, NAMES) == "bob won the war of the blue leaders 4–2."
    with translation.override("ko"):
        assert event_in_words(tile, NAMES) == "ann이(가) 초록 타일을 6·10에 놓았습니다."


def test_a_tigris_euphyu_turn_that_popped_nothing_says_so():
    """A drop that pops nothing scores no chain: not "0 points for a chain of 0"."""
    nothing = {
        "type": "chain_scored",
        "data": {"seat": 1, "chain": 0, "points": 0, "total": 7},
        "seat": 1,
    }
    chain = {
        "type": "chain_scored",
        "data": {"seat": 1, "chain": 2, "points": 3, "total": 10},
        "seat": 1,
    }
    assert event_in_words(nothing, NAMES) == "Nothing popped for bob (7 points in all)."
    assert event_in_words(chain, NAMES) == "bob scored 3 points for a chain of 2 (10 in all)."
    with translation.override("ko"):
        assert "0 연쇄" not in event_in_words(nothing, NAMES)
