"""Test support: set up tournaments through the services and play their games with random
legal moves through games.services.move_submit, as clients would."""

from __future__ import annotations

from contextlib import contextmanager, nullcontext

from django.contrib.auth import get_user_model

from engines import Rng
from games import services as game_services
from games.models import GameStatus
from games.selectors import legal_moves_for
from tests.factories import UserFactory
from tournaments import services
from tournaments.models import Table, TournamentStatus


def players(count: int, prefix: str = "p") -> list:
    return [UserFactory(username=f"{prefix}{number}") for number in range(1, count + 1)]


def ratings_by_username(monkeypatch, ratings: dict[str, float]) -> None:
    """Seeding ratings for the test (the ratings app is not merged yet): by username."""
    from tournaments.services import organising as module

    monkeypatch.setattr(
        module, "seeding_rating_of", lambda *, user, engine: ratings.get(user.username, 1500.0)
    )


def open_with(organiser, entrants, **kwargs):
    """A tournament created by `organiser`, registration opened, `entrants` registered."""
    tournament = services.tournament_create(user=organiser, engine="secret-nim", **kwargs)
    services.tournament_registration_open(tournament=tournament, user=organiser)
    for user in entrants:
        services.entrant_register(tournament=tournament, user=user)
    return tournament


@contextmanager
def eager_celery(settings):
    """Celery tasks run inline (the settings flag and the already-configured app)."""
    from config.celery import app

    settings.CELERY_TASK_ALWAYS_EAGER = True
    app.conf.task_always_eager = True
    try:
        yield
    finally:
        app.conf.task_always_eager = False


def no_commit_hooks(execute=False):
    """Stand-in for django_capture_on_commit_callbacks: on-commit work (the game_finished
    signal and so the Celery task) never runs inside the test transaction."""
    return nullcontext()


def play_game(game, chooser: Rng, capture=no_commit_hooks, limit: int = 500) -> None:
    """Random legal moves until the game is over; with `capture` =
    django_capture_on_commit_callbacks each move's on-commit work runs after it."""
    users = {seat.index: seat.user for seat in game.seats.select_related("user")}
    for _ in range(limit):
        game.refresh_from_db()
        if game.status != GameStatus.ACTIVE:
            return
        seat = game.to_act[0]
        move = chooser.choice(legal_moves_for(game, seat))
        with capture(execute=True):
            game_services.move_submit(game=game, user=users[seat], move=move, expected_seq=game.seq)
    raise AssertionError(f"game {game.pk} did not finish")


def unfinished_tables(tournament) -> list[Table]:
    return list(
        Table.objects.filter(round__tournament=tournament, finished=False, game__isnull=False)
        .select_related("game")
        .order_by("round__number", "number")
    )


def play_round_by_hand(tournament, chooser: Rng) -> None:
    """Play the current round's games without on-commit hooks, then record each table through
    the service the Celery task calls (what the receiver would queue)."""
    from tournaments.services.rounds import table_result_record

    for table in unfinished_tables(tournament):
        play_game(table.game, chooser)
    for table in unfinished_tables(tournament):
        table_result_record(game_id=table.game_id)
    tournament.refresh_from_db()


def play_tournament(tournament, capture, seed: bytes = b"tournament-bots", limit: int = 50):
    """Play every table of every round until the tournament is over (rounds are paired by the
    game_finished receiver and the Celery task, not here)."""
    chooser = Rng(seed, "moves")
    for _ in range(limit):
        tournament.refresh_from_db()
        if tournament.status != TournamentStatus.RUNNING:
            return tournament
        tables = unfinished_tables(tournament)
        assert tables, f"round {tournament.current_round} has no game left but did not advance"
        for table in tables:
            play_game(table.game, chooser, capture)
    raise AssertionError("the tournament did not finish")


def user_named(username: str):
    return get_user_model().objects.get(username=username)
