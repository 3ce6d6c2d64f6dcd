"""Game over tells what the game did to the ratings: each player's rating before and after, with
the change, in the game's own system (Elo at a table of two, OpenSkill μ−3σ at three or more);
"unrated" for an unrated game; and, until the rating task has written the history, that the
ratings are being updated — asking again by itself, with no number shown ahead of the task.
Every game list (lobby, profile) says whether a game is rated."""

from __future__ import annotations

import re

import pytest
from django.test import Client
from django.urls import reverse

from games import services
from ratings.models import RatingChange
from ratings.services import game_rating_apply
from tests.web.test_korean_pages import english_left
from web.pages.game_ratings import signed

pytestmark = pytest.mark.django_db

KOREAN = {"HTTP_ACCEPT_LANGUAGE": "ko-KR,ko;q=0.9"}
ENGLISH = {"HTTP_ACCEPT_LANGUAGE": "en-US,en;q=0.9"}
ARROW_LINE = re.compile(
    r'<span class="rating-name">([^<]+)</span> <span class="rating-before-after">(-?[\d.]+) → '
    r'(-?[\d.]+)</span> <strong class="rating-delta (\w+)">([^<]+)</strong>'
)


def client_of(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def finished_game(users, *, engine: str, rated: bool):
    """A game of `engine` the first user wins: every other player resigns."""
    game = services.game_create(
        random_seating=False,
        user=users[0],
        engine=engine,
        players=len(users),
        options={},
        rated=rated,
    )
    for user in users[1:]:
        services.game_join(game=game, user=user)
    for user in users[1:]:
        game.refresh_from_db()
        if game.status == "active":
            services.game_resign(game=game, user=user)
    game.refresh_from_db()
    assert game.status == "finished"
    return game


def page_of(game, user, language=ENGLISH) -> str:
    return client_of(user).get(reverse("web:game", args=[game.pk]), **language).content.decode()


@pytest.mark.parametrize(
    ("change", "digits", "shown"),
    [(12.4, 0, "+12"), (-12.0, 0, "−12"), (0.2, 0, "±0"), (1.25, 1, "+1.2"), (-0.04, 1, "±0.0")],
)
def test_a_change_is_signed(change, digits, shown):
    assert signed(change, digits) == shown


def test_an_unrated_game_says_so_and_shows_no_rating(alice, bob):
    game = finished_game([alice, bob], engine="tigris-euphyu", rated=False)
    page = page_of(game, alice)
    assert 'data-state="unrated"' in page
    assert "An unrated game: no rating changed." in page
    assert "rating-delta" not in page and "hx-get" not in page.split('id="rating-changes"')[1][:200]


def test_a_rated_game_says_updating_until_the_history_exists_then_shows_the_elo_changes(alice, bob):
    game = finished_game([alice, bob], engine="tigris-euphyu", rated=True)
    # the rating task runs after the commit, which a test's transaction never reaches
    assert not RatingChange.objects.filter(game=game).exists()
    page = page_of(game, alice)
    fragment = reverse("web:game-ratings", args=[game.pk])
    assert 'data-state="updating"' in page and "the ratings are being updated" in page
    assert f'hx-get="{fragment}"' in page  # asks again by itself
    assert not ARROW_LINE.search(page)
    assert client_of(bob).get(fragment).content.decode().count('data-state="updating"') == 1

    game_rating_apply(game_id=game.pk)
    shown = client_of(bob).get(fragment, **ENGLISH).content.decode()
    assert 'data-state="applied"' in shown and "hx-get" not in shown
    assert "Rating changes (Elo)" in shown
    lines = {name: rest for name, *rest in ARROW_LINE.findall(shown)}
    changes = {c.user.username: c for c in RatingChange.objects.filter(game=game)}
    assert set(lines) == set(changes) == {"alice", "bob"}
    for name, (before, after, _direction, delta) in lines.items():
        change = changes[name]
        assert (before, after) == (f"{change.elo_before:.0f}", f"{change.elo_after:.0f}")
        assert delta == signed(round(change.elo_after) - round(change.elo_before), 0)
    assert lines["alice"][2] == "up" and lines["alice"][3].startswith("+")
    assert lines["bob"][2] == "down" and lines["bob"][3].startswith("−")
    assert ARROW_LINE.search(page_of(game, alice))  # the whole page too


def test_a_table_of_three_reads_its_changes_in_openskill(alice, bob, carol):
    game = finished_game([alice, bob, carol], engine="after-the-flood", rated=True)
    game_rating_apply(game_id=game.pk)
    page = page_of(game, alice)
    assert "Rating changes (OpenSkill (μ−3σ))" in page
    lines = {name: rest for name, *rest in ARROW_LINE.findall(page)}
    changes = {c.user.username: c for c in RatingChange.objects.filter(game=game)}
    assert set(lines) == {"alice", "bob", "carol"}
    for name, (before, after, _direction, _delta) in lines.items():
        assert before == f"{changes[name].display_before:.1f}"
        assert after == f"{changes[name].display_after:.1f}"


def test_the_rating_changes_read_in_korean(alice, bob, carol):
    two = finished_game([alice, bob], engine="tigris-euphyu", rated=True)
    three = finished_game([alice, bob, carol], engine="after-the-flood", rated=True)
    pages = {"updating": page_of(two, alice, KOREAN)}
    assert "레이팅을 계산하고 있습니다" in pages["updating"]
    for game in (two, three):
        game_rating_apply(game_id=game.pk)
    pages["elo"], pages["openskill"] = page_of(two, alice, KOREAN), page_of(three, bob, KOREAN)
    assert "레이팅 변화 (Elo)" in pages["elo"]
    assert "레이팅 변화 (OpenSkill (μ−3σ))" in pages["openskill"]
    assert english_left(pages) == {}


def test_every_game_list_says_rated_or_unrated(alice, bob):
    rated = finished_game([alice, bob], engine="tigris-euphyu", rated=True)
    unrated = finished_game([alice, bob], engine="tigris-euphyu", rated=False)
    playing = services.game_create(
        random_seating=False, user=alice, engine="tigris-euphyu", players=2, options={}
    )
    services.game_join(game=playing, user=bob)
    open_table = services.game_create(
        random_seating=False, user=bob, engine="tigris-euphyu", players=2, options={}, rated=True
    )
    lobby = client_of(alice).get(reverse("web:lobby"), **ENGLISH).content.decode()
    profile = client_of(alice).get(reverse("web:profile", args=["alice"])).content.decode()

    def mark_of(page: str, game) -> str:
        row = re.search(rf"#{game.pk}</a>.*?</li>", page, re.S)
        assert row, game.pk
        found = re.search(r'class="rated-mark (\w+)"', row.group(0))
        return found.group(1) if found else ""

    assert mark_of(lobby, playing) == "unrated"  # your games
    assert mark_of(lobby, open_table) == "rated"  # open tables
    assert mark_of(lobby, rated) == "rated" and mark_of(lobby, unrated) == "unrated"  # finished
    for game in (rated, unrated, playing):
        assert mark_of(profile, game) == ("rated" if game.rated else "unrated")


def test_the_profiles_games_carry_the_players_rating_change(alice, bob):
    won = finished_game([alice, bob], engine="tigris-euphyu", rated=True)
    game_rating_apply(game_id=won.pk)
    waiting = finished_game([alice, bob], engine="tigris-euphyu", rated=True)  # not applied yet
    page = client_of(bob).get(reverse("web:profile", args=["alice"])).content.decode()
    change = RatingChange.objects.get(game=won, user=alice)
    row = re.search(rf"#{won.pk}</a>.*?</li>", page, re.S).group(0)
    shown = signed(round(change.elo_after) - round(change.elo_before), 0)
    assert f'<strong class="rating-delta up" title="{change.elo_before:.0f} → ' in row
    assert f">{shown}</strong>" in row
    assert "rating-delta" not in re.search(rf"#{waiting.pk}</a>.*?</li>", page, re.S).group(0)
