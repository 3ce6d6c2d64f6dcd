"""End to end: a rated game played to the end is rated by the task; leaderboards; a user's history."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from games import services
from games.models import Game, GameStatus
from games.selectors import legal_moves_for
from ratings.models import Rating, RatingChange
from ratings.tasks import ratings_apply_for_game
from tests.factories import UserFactory
from tests.ratings.finished_games import finished_game

pytestmark = pytest.mark.django_db


def play_to_end(game: Game) -> Game:
    """Legal moves (the first listed) through move_submit, by whoever sits in each seat."""
    users_by_seat = {seat.index: seat.user for seat in game.seats.all()}
    for _ in range(500):
        game.refresh_from_db()
        if not game.to_act:
            return game
        seat = game.to_act[0]
        move = legal_moves_for(game, seat)[0]
        services.move_submit(game=game, user=users_by_seat[seat], move=move, expected_seq=game.seq)
    raise AssertionError("the game did not finish")


def test_a_rated_game_played_to_the_end_is_rated_once_by_the_queued_task(
    secret_nim,
    alice,
    bob,
    eager_celery,
    django_capture_on_commit_callbacks,
):
    game = services.game_create(user=alice, engine="secret-nim", players=2, rated=True)
    services.game_join(game=game, user=bob)
    with django_capture_on_commit_callbacks(execute=True):
        game = play_to_end(game)
    assert game.status == GameStatus.FINISHED
    changes = list(RatingChange.objects.filter(game=game).order_by("seat"))
    seated = {seat.index: seat.user_id for seat in game.seats.all()}
    assert {seated[0], seated[1]} == {alice.pk, bob.pk}
    assert [(c.user_id, c.rank) for c in changes] == [
        (seated[0], game.outcome["ranks"][0]),
        (seated[1], game.outcome["ranks"][1]),
    ]
    winner = 0 if game.outcome["ranks"][0] == 1 else 1
    assert changes[winner].elo_delta == 20.0 and changes[1 - winner].elo_delta == -20.0
    assert ratings_apply_for_game(game.pk) == 0  # a redelivered task does nothing


def test_an_unrated_game_played_to_the_end_is_not_rated(
    secret_nim,
    alice,
    bob,
    eager_celery,
    django_capture_on_commit_callbacks,
):
    game = services.game_create(user=alice, engine="secret-nim", players=2, rated=False)
    services.game_join(game=game, user=bob)
    with django_capture_on_commit_callbacks(execute=True):
        services.game_resign(game=game, user=bob)
    assert not RatingChange.objects.exists() and not Rating.objects.exists()


@pytest.fixture
def board(db, secret_nim):
    """Five players: ann beat everyone; eve played long ago; dan played one game."""
    ann, ben, cat, dan, eve = (UserFactory(username=n) for n in ("ann", "ben", "cat", "dan", "eve"))
    for minute, loser in enumerate((ben, cat, ben, cat), start=1):
        ratings_apply_for_game(finished_game([ann, loser], [1, 2], minute=minute).pk)
    ratings_apply_for_game(finished_game([dan, ben], [1, 2], minute=10).pk)
    ratings_apply_for_game(finished_game([eve, cat], [1, 2], minute=11).pk)
    recent = timezone.now() - timedelta(days=2)
    Rating.objects.exclude(user=eve).update(last_played=recent)
    Rating.objects.filter(user=eve).update(last_played=timezone.now() - timedelta(days=90))
    return {u.username: u for u in (ann, ben, cat, dan, eve)}


def _names(response):
    assert response.status_code == 200, response.content
    return [(row["rank"], row["username"]) for row in response.json()["results"]]


def by_elo(**filters) -> list[tuple[int, str]]:
    rows = Rating.objects.filter(engine="secret-nim", **filters).select_related("user")
    ordered = sorted(rows, key=lambda r: (-r.elo, -r.games, r.user_id))
    return [(rank, r.user.username) for rank, r in enumerate(ordered, start=1)]


def test_leaderboard_is_ranked_by_elo(board, api):
    response = api().get("/api/ratings/secret-nim/")
    assert _names(response) == by_elo()
    names = [name for _, name in by_elo()]
    assert names[0] == "ann" and set(names[1:3]) == {"dan", "eve"}  # the winners
    assert {name for _, name in by_elo()[3:]} == {"ben", "cat"}
    top = response.json()["results"][0]
    ann = Rating.objects.get(user=board["ann"])
    assert top["elo"] == ann.elo and top["games"] == 4 and top["provisional"] is True
    assert top["display"] == pytest.approx(ann.mu - 3 * ann.sigma)


def test_leaderboard_filters(board, api):
    active = _names(api().get("/api/ratings/secret-nim/?active_days=30"))
    assert active == by_elo(last_played__gte=timezone.now() - timedelta(days=30))
    assert "eve" not in dict(map(reversed, active)) and len(active) == 4
    regulars = _names(api().get("/api/ratings/secret-nim/?min_games=3"))
    assert regulars == by_elo(games__gte=3) and {n for _, n in regulars} == {"ann", "ben", "cat"}
    assert _names(api().get("/api/ratings/secret-nim/?limit=2&offset=2")) == by_elo()[2:4]
    by_skill = _names(api().get("/api/ratings/secret-nim/?order=openskill"))
    skill = sorted(Rating.objects.select_related("user"), key=lambda r: -(r.mu - 3 * r.sigma))
    assert [name for _, name in by_skill] == [r.user.username for r in skill]


def test_leaderboard_refusals(board, api):
    unknown = api().get("/api/ratings/no-such-game/")
    assert unknown.status_code == 404 and unknown.json()["error"]["code"] == "unknown_engine"
    bad = api().get("/api/ratings/secret-nim/?min_games=-1")
    assert bad.status_code == 400 and bad.json()["error"]["code"] == "invalid"


def test_a_users_ratings_with_history(board, api):
    response = api().get("/api/users/ann/ratings")
    assert response.status_code == 200
    (entry,) = response.json()["ratings"]
    assert entry["rating"]["engine"] == "secret-nim" and entry["rating"]["games"] == 4
    history = entry["history"]
    assert [h["games"] for h in history] == [4, 3, 2, 1]  # newest first
    assert history[-1]["elo_before"] == 1500.0 and history[-1]["elo_delta"] == 20.0
    assert history[0]["elo_after"] == entry["rating"]["elo"]
    assert all(h["elo_after"] == h["elo_before"] + h["elo_delta"] for h in history)
    short = api().get("/api/users/ann/ratings?history=1").json()["ratings"][0]["history"]
    assert len(short) == 1
    missing = api().get("/api/users/nobody/ratings")
    assert missing.status_code == 404 and missing.json()["error"]["code"] == "user_not_found"


def test_rating_endpoints_are_in_the_schema(api):
    schema = api().get("/api/schema/", HTTP_ACCEPT="application/json").content.decode()
    assert "/api/ratings/{engine}/" in schema and "/api/users/{name}/ratings" in schema
