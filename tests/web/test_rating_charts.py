"""The profile's rating charts carry dates: on the axis, in the reader's time zone and language
("2026년 12월 1일", "Dec. 1, 2026"), and in a title on every point with its rating and change."""

from __future__ import annotations

import itertools
import re
from datetime import UTC, datetime, timedelta

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import translation

from games import services
from players.services import time_zone_set
from ratings.models import Rating, RatingChange
from web.pages.rating_chart import ChartPoint, day_words, label_width, rating_chart

pytestmark = pytest.mark.django_db

KOREAN = {"HTTP_ACCEPT_LANGUAGE": "ko-KR,ko;q=0.9"}
ENGLISH = {"HTTP_ACCEPT_LANGUAGE": "en-US,en;q=0.9"}
# Late on Nov 30 in UTC is Dec 1 in Seoul: the reader's zone decides the date.
FINISHES = [
    (datetime(2026, 11, 30, 20, 0, tzinfo=UTC), 1500.0, 1512.0),
    (datetime(2026, 12, 5, 12, 0, tzinfo=UTC), 1512.0, 1501.0),
    (datetime(2026, 12, 20, 12, 0, tzinfo=UTC), 1501.0, 1515.0),
]
AXIS_DATES = re.compile(r'<text[^>]*class="chart-date"[^>]*>([^<]+)</text>')
POINT_TITLES = re.compile(r'<g class="chart-point"><title>([^<]+)</title>')


@pytest.fixture
def rated_history(alice, bob):
    """alice's three rated games of Tigris Euphyu (rows as the rating task writes them)."""
    for finished_at, before, after in FINISHES:
        game = services.game_create(
            random_seating=False, user=alice, engine="tigris-euphyu", players=2, options={}
        )
        RatingChange.objects.create(
            user=alice, engine="tigris-euphyu", game=game, finished_at=finished_at, seat=0,
            rank=1 if after > before else 2, elo_before=before, elo_after=after,
            elo_delta=after - before, k=32, games=1, mu_before=25, sigma_before=8.3,
            mu_after=25 + (after - before) / 10, sigma_after=8.0, provisional=True,
        )  # fmt: skip
    Rating.objects.create(user=alice, engine="tigris-euphyu", elo=1515, games=3)
    return alice


def profile_of(user, language) -> str:
    client = Client()
    client.force_login(user)
    return client.get(reverse("web:profile", args=[user.username]), **language).content.decode()


def elo_chart_of(page: str) -> str:
    found = re.search(r"<figcaption>Elo</figcaption>(.*?)</svg>", page, re.S)
    assert found
    return found.group(1)


def test_korean_dates_on_the_axis_in_the_readers_time_zone(rated_history):
    time_zone_set(user=rated_history, time_zone="Asia/Seoul")
    chart = elo_chart_of(profile_of(rated_history, KOREAN))
    # Dec 5 lies too near Dec 20 on the axis to be written beside it: its point's title has it
    assert AXIS_DATES.findall(chart) == ["2026년 12월 1일", "2026년 12월 20일"]
    assert "11월 30일" not in chart
    titles = POINT_TITLES.findall(chart)
    assert titles[0] == "2026년 12월 1일 5:00 오전 이전: 1500"
    assert titles[1:] == [
        "2026년 12월 1일 5:00 오전: 1512 (+12)",
        "2026년 12월 5일 9:00 오후: 1501 (−11)",
        "2026년 12월 20일 9:00 오후: 1515 (+14)",
    ]


def test_english_dates_in_utc_without_a_chosen_zone(rated_history):
    chart = elo_chart_of(profile_of(rated_history, ENGLISH))
    assert AXIS_DATES.findall(chart)[0] == "Nov. 30, 2026"
    assert AXIS_DATES.findall(chart)[-1] == "Dec. 20, 2026"
    assert POINT_TITLES.findall(chart)[-1] == "Dec. 20, 2026, noon: 1515 (+14)"


def test_the_openskill_chart_is_dated_too(rated_history):
    page = profile_of(rated_history, ENGLISH)
    openskill = page.split("<figcaption>OpenSkill (μ−3σ)</figcaption>")[1].split("</svg>")[0]
    assert AXIS_DATES.findall(openskill)[-1] == "Dec. 20, 2026"
    assert len(POINT_TITLES.findall(openskill)) == 4


@pytest.mark.parametrize("language", ["en", "ko"])
def test_a_long_history_gets_a_few_dates_that_do_not_touch(language):
    start = datetime(2026, 1, 1, tzinfo=UTC)
    points = [ChartPoint(when=start + timedelta(hours=9 * i), value=1500 + i) for i in range(60)]
    with translation.override(language):
        chart = rating_chart(points, label="Elo")
        first, last = day_words(points[0].when), day_words(points[-1].when)
    labels = re.findall(
        r'<text x="([\d.]+)"[^>]*class="chart-date" text-anchor="(\w+)">([^<]+)</text>', chart
    )
    assert 3 <= len(labels) <= 5
    assert labels[0][1] == "start" and labels[-1][1] == "end"
    assert labels[0][2] == first and labels[-1][2] == last
    assert len({words for _, _, words in labels}) == len(labels)
    spans = []
    for x, anchor, words in labels:
        width, at = label_width(words), float(x)
        left = {"start": at, "end": at - width, "middle": at - width / 2}[anchor]
        spans.append((left, left + width))
    assert all(a[1] < b[0] for a, b in itertools.pairwise(spans)), spans
    assert len(POINT_TITLES.findall(chart)) == 60


def test_one_game_on_one_day_is_dated_once():
    day = datetime(2026, 12, 1, 10, tzinfo=UTC)
    points = [ChartPoint(when=day, value=1500), ChartPoint(when=day, value=1512, change=12)]
    with translation.override("ko"):
        assert AXIS_DATES.findall(rating_chart(points, label="Elo")) == ["2026년 12월 1일"]
