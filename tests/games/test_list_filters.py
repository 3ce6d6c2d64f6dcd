"""The lists' engine filter: empty or spaces only is no filter (as the API schema says an
optional parameter sent empty is), on every list that has one."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.django_db

LISTS = ["/api/games/", "/api/ladders/", "/api/tournaments/", "/api/social/seeks/"]


@pytest.mark.parametrize("path", LISTS)
@pytest.mark.parametrize("engine", ["", " ", "   "])
def test_a_blank_engine_filter_is_no_filter(api, alice, path, engine):
    client = api(alice)
    unfiltered = client.get(path)
    assert unfiltered.status_code == 200, unfiltered.content
    answer = client.get(path, {"engine": engine})
    assert answer.status_code == 200, answer.content
    assert answer.json() == unfiltered.json()


@pytest.mark.parametrize("path", LISTS)
def test_an_engine_filter_still_filters(api, alice, path):
    answer = api(alice).get(path, {"engine": "no-such-game"})
    assert answer.status_code == 200, answer.content
    body = answer.json()
    assert (body["results"] if isinstance(body, dict) else body) == []
