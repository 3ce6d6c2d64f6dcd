"""Adjudication with evidence: a game still running at its season's hard deadline is ruled by
the strong bot's estimate of each seat's chance from the true position.

The estimate (`chances_estimate`) is the analysis' method (games.services.analysis): every seat's
chance by the engine's evaluation, the seat to act's replaced by the value of its best move in a
search of `iterations` iterations from the true state, with the draws still to come drawn anew
from the search's own seed. The ruling (`leagues.rules.adjudicated_places`) follows from it. The
evidence — the log position (`seq`), the chances, iterations and search seed, the ruling — is
stored on the league game; it is published only once the game is over (the seats' resignations
end it, worst place first), so anyone can re-run the ruling (`ruling_rerun`) from the finished
game's log. A director may override a ruling with a reason; the override is logged.
"""

from __future__ import annotations

import math
import secrets
from typing import TYPE_CHECKING

from django.db import transaction
from django.utils.translation import gettext_lazy as _

from desk.checks import director_check
from desk.services.log import record_action
from engines.bots import StrongBot
from engines.bots.judgement import seat_values
from engines.rng import Rng
from errors import Conflict, PlatformError
from games.log.state_loading import engine_of, load_play_state
from games.models import Game, GameStatus
from games.services import game_resign
from games.services.analysis import searched_chances
from leagues import rules
from leagues.models import League, LeagueEvent, LeagueGame
from leagues.notification_kinds import GAME_ADJUDICATED
from leagues.standings import ranges_refresh
from notifications.services import notifications_send

if TYPE_CHECKING:
    from django.contrib.auth.models import User

SEED_BYTES = 16


def chances_estimate(game: Game, seq: int, iterations: int, seed_hex: str) -> list[float]:
    """Every seat's chance to win at log position `seq` (rounded to the ruling's precision)."""
    engine = engine_of(game)
    state = load_play_state(game, up_to=seq).engine_state
    players = game.seat_count
    chances = seat_values(engine, state, players)
    acting = engine.to_act(state)
    if acting and len(engine.legal_moves(state, acting[0])) >= 2:
        bot = StrongBot(iterations=iterations)
        rng = Rng(bytes.fromhex(seed_hex), "adjudication")
        result = bot.search_state(engine, state, acting[0], players, rng)
        if not math.isnan(result.value):
            chances = searched_chances(chances, acting[0], result.value)
    return [round(float(chance), rules.adjudication.PRECISION) for chance in chances]


def game_adjudicate(row: LeagueGame, *, seed_hex: str | None = None) -> LeagueGame:
    """Rule a running league game (the caller holds the league's lock) and end it."""
    league = row.division.season.league
    game = Game.objects.get(pk=row.game_id)
    if row.places is not None or game.status != GameStatus.ACTIVE:
        return row
    seed_hex = seed_hex or secrets.token_hex(SEED_BYTES)
    iterations = league.adjudication_iterations
    chances = chances_estimate(game, game.seq, iterations, seed_hex)
    places = rules.adjudicated_places(chances, league.adjudication_fallback)
    row.places = places
    row.adjudication = {
        "seq": game.seq,
        "chances": chances,
        "iterations": iterations,
        "seed": seed_hex,
        "fallback": league.adjudication_fallback,
        "threshold": rules.WIN_THRESHOLD,
        "places": places,
    }
    row.save(update_fields=["places", "adjudication"])
    LeagueEvent.objects.create(
        league=league, type="game_adjudicated", data={"game": game.pk, "places": places}
    )
    record_action(
        event_kind="league",
        event_id=league.pk,
        type="game_adjudicated",
        actor=None,
        data={"game": game.pk, "places": places},
    )
    seats = {seat.user_id: seat for seat in game.seats.select_related("user")}
    payload = {"league": league.pk, "name": league.name, "game": game.pk}
    notifications_send(items=[(seat.user, GAME_ADJUDICATED, payload) for seat in seats.values()])
    order = sorted(range(len(row.seats)), key=lambda index: -places[index])
    for index in order:
        game.refresh_from_db()
        user = seats[row.seats[index]].user
        if game.status != GameStatus.ACTIVE:
            break
        if user is None:
            continue
        try:
            game_resign(game=game, user=user)
        except Conflict:
            continue
    return row


def ruling_rerun(row: LeagueGame) -> list[int]:
    """The ruling again from the published evidence (the game is over: nothing is hidden)."""
    evidence = row.adjudication
    if evidence is None:
        raise Conflict("not_adjudicated", _("This game was not adjudicated."))
    game = Game.objects.get(pk=row.game_id)
    chances = chances_estimate(game, evidence["seq"], evidence["iterations"], evidence["seed"])
    return rules.adjudicated_places(chances, evidence["fallback"], evidence["threshold"])


def ruling_override(*, row: LeagueGame, user: User, places: list[int], reason: str) -> LeagueGame:
    """A director's ruling in place of the estimate's, with a reason (logged)."""
    with transaction.atomic():
        league = League.objects.select_for_update().get(pk=row.division.season.league_id)
        row = LeagueGame.objects.select_related("division").get(pk=row.pk)
        director_check(user, "league", league.pk)
        if row.adjudication is None:
            raise Conflict("not_adjudicated", _("Only an adjudicated game can be overruled."))
        if len(places) != len(row.seats) or sorted(places) != _ranking_of(places):
            raise PlatformError("bad_places", _("These places are not a ranking of the seats."))
        before = row.places
        row.places = list(places)
        row.save(update_fields=["places"])
        LeagueEvent.objects.create(
            league=league,
            type="ruling_overridden",
            actor=user,
            data={"game": row.game_id, "before": before, "after": places, "reason": reason},
        )
        record_action(
            event_kind="league",
            event_id=league.pk,
            type="ruling_overridden",
            actor=user,
            data={"game": row.game_id, "before": before, "after": places},
            reason=reason,
        )
        ranges_refresh(row.division, reset=True)
    return row


def _ranking_of(places: list[int]) -> list[int]:
    return sorted(1 + sum(1 for other in places if other < mine) for mine in places)
