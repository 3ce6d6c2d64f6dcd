"""Helpers for ladder tests through the services: a ladder of named players, a clock, game ends."""

from __future__ import annotations

from datetime import timedelta

from django.db import transaction
from django.utils import timezone

from games import services as game_services
from games.log.appending import NewEvent, append_events
from games.log.play_state import TIMED_OUT
from games.log.projections import project
from games.log.state_loading import engine_of, load_play_state
from games.models import Game
from games.services.autoplay import play_dropped_seats
from ladders import services as ladder_services
from ladders.selectors import ladder_state
from tests.factories import UserFactory


class Clock:
    """The ladder services' `now`, moved by hand (starts at the real now)."""

    def __init__(self) -> None:
        self.now = timezone.now()

    def __call__(self):
        return self.now

    def advance(self, days: float) -> None:
        self.now += timedelta(days=days)


# The rules the older service scenarios were written for (OGS's rules are the defaults now).
CLASSIC_RULES = {
    "reach_places": 5,
    "reach_by_rating": 0,
    "incoming_cap_top_5": 1000,
    "incoming_cap_top_10": 1000,
    "incoming_cap_below": 1000,
    "rechallenge_from_game_end": False,
    "timeout_removes_player": False,
    "annul_timeout_without_moves": False,
    "leaving_resigns_challenges": False,
    "inactivity_spares_top": False,
}


def make_ladder(staff, names, **kwargs):
    """A secret-nim ladder joined by `names` in order (so they stand in that order)."""
    ladder = ladder_services.ladder_create(
        user=staff, name="Nim ladder", engine="secret-nim", **kwargs
    )
    users = {}
    for name in names:
        users[name] = UserFactory(username=name)
        ladder_services.ladder_join(ladder=ladder, user=users[name])
    return ladder, users


def positions(ladder) -> list[str]:
    """Usernames top to bottom, folded from the stored log."""
    from django.contrib.auth import get_user_model

    state = ladder_state(ladder)
    names = dict(
        get_user_model().objects.filter(pk__in=state.players).values_list("pk", "username")
    )
    return [names[player] for player in state.players]


def resign(game: Game, user, capture) -> None:
    """`user` resigns `game`; the commit hooks (game_finished -> tasks) run."""
    with capture(execute=True):
        game_services.game_resign(game=game, user=user)


def time_out(game: Game, user, capture) -> None:
    """The clock runs out for `user`: a `platform.timed_out` row, as the clock service writes it."""
    with capture(execute=True), transaction.atomic():
        game = Game.objects.select_for_update().get(pk=game.pk)
        seat = game.seats.get(user=user).index
        engine = engine_of(game)
        play = load_play_state(game)
        play, _ = append_events(game, engine, play, [NewEvent(TIMED_OUT, {"seat": seat}, seat)])
        play = play_dropped_seats(game, engine, play)
        project(game, engine, play)
