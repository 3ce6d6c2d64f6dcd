"""recompute_ratings rebuilds from the finished games and ends identical to the incremental result."""

from __future__ import annotations

import pytest
from django.core.management import call_command

from engines import Rng
from ratings.models import RatedGame, Rating, RatingLedger
from ratings.tasks import ratings_apply_for_game
from tests.factories import UserFactory
from tests.ratings.finished_games import finished_game
from tests.ratings.test_rating_apply import history, ratings

pytestmark = pytest.mark.django_db


def random_history(users, games: int, seed: bytes):
    """Games of 2 to 4 of `users` with random ranks (ties included), on two engines."""
    rng = Rng(seed, "history")
    created = []
    for number in range(games):
        size = 2 + rng.randrange(min(3, len(users) - 1))
        players = rng.sample(users, size)
        ranks = [1 + rng.randrange(size) for _ in players]
        engine = "secret-nim" if number % 3 else "other-game"
        created.append(finished_game(players, ranks, minute=number, engine=engine))
    return created


def test_recompute_ends_identical_to_tasks_applied_in_any_order(db, capsys):
    users = [UserFactory(username=f"p{n}") for n in range(6)]
    games = random_history(users, 40, b"recompute")
    order = list(games)
    Rng(b"order", "tasks").shuffle(order)
    for game in order:
        ratings_apply_for_game(game.pk)
    incremental = (history(), ratings())
    assert len(incremental[0]) > 80 and len(incremental[1]) == 12
    call_command("recompute_ratings")
    assert (history(), ratings()) == incremental
    assert RatedGame.objects.count() == 40
    err = capsys.readouterr().err
    assert "secret-nim" in err and "100%" in err  # the progress bars


def test_recompute_one_engine_leaves_the_others_alone(db):
    users = [UserFactory(username=f"p{n}") for n in range(4)]
    for game in random_history(users, 9, b"one-engine"):
        ratings_apply_for_game(game.pk)
    other = list(Rating.objects.filter(engine="other-game").values_list("id", "elo", "games"))
    Rating.objects.filter(engine="secret-nim").update(elo=0.0)  # damage one engine's projection
    call_command("recompute_ratings", engine="secret-nim", no_progress=True)
    assert 0.0 not in Rating.objects.values_list("elo", flat=True)
    assert (
        list(Rating.objects.filter(engine="other-game").values_list("id", "elo", "games")) == other
    )


def test_after_a_recompute_new_games_apply_incrementally(db):
    users = [UserFactory(username=f"p{n}") for n in range(3)]
    games = random_history(users, 6, b"after")
    call_command("recompute_ratings", no_progress=True)
    ledger = RatingLedger.objects.get(engine="secret-nim")
    last_nim = [g for g in games if g.engine == "secret-nim"][-1]
    assert ledger.last_game_id == last_nim.pk
    late = finished_game(users[:2], [1, 2], minute=100)
    assert ratings_apply_for_game(late.pk) == 1
    assert ratings_apply_for_game(games[-1].pk) == 0
    snapshot = (history(), ratings())
    call_command("recompute_ratings", no_progress=True)
    assert (history(), ratings()) == snapshot


def test_recompute_drops_ratings_left_without_games(db):
    users = [UserFactory(username=f"p{n}") for n in range(2)]
    Rating.objects.create(user=users[0], engine="secret-nim", elo=1700.0, games=3)
    finished_game(users, [1, 2], minute=1, rated=False)
    call_command("recompute_ratings", engine="secret-nim", no_progress=True)
    assert not Rating.objects.exists()
