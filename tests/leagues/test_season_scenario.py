"""A league played to the end by the platform's bots through the services and the Celery tasks
(eager): each member's moves chosen by a bot of engines.bots from that member's view (greedy in
the toy game, random in Tigris & Euphrates, where greedy would take minutes), three divisions, every game finished by moves, each result recorded by the settling
task, rank ranges narrowing to the final places, then promotion, relegation, an opt-out and
re-enrolment into the next season."""

from __future__ import annotations

import pytest

from engines import ENGINES, Rng
from engines.bots import BOTS
from games import services as game_services
from games.models import GameStatus
from games.selectors import game_view
from leagues import services
from leagues.models import Division, LeagueEvent, LeagueGame, SeasonStatus
from leagues.standings import division_rows
from tests.factories import UserFactory


def play_game_by_bot(game, bot_name: str, chooser: Rng, capture, limit: int = 3000) -> None:
    """Each seat's move chosen by the bot from the seat's own view, submitted as its player."""
    users = {seat.index: seat.user for seat in game.seats.select_related("user")}
    engine = ENGINES[game.engine]
    for _ in range(limit):
        game.refresh_from_db()
        if game.status != GameStatus.ACTIVE:
            return
        seat = game.to_act[0]
        move = BOTS[bot_name].choose(engine, game_view(game, seat), seat, chooser)
        with capture(execute=True):
            game_services.move_submit(game=game, user=users[seat], move=move, expected_seq=game.seq)
    raise AssertionError(f"game {game.pk} did not finish")


def league_games(season) -> list[LeagueGame]:
    return list(
        LeagueGame.objects.filter(division__season=season, places__isnull=True)
        .select_related("game")
        .order_by("division__tier", "round_number", "id")
    )


def play_season(season, capture, seed: int, bot_name: str) -> None:
    chooser = Rng(f"scenario-{seed}", "league-scenario")
    previous: dict = {}
    for _ in range(400):
        waiting = league_games(season)
        if not waiting:
            return
        play_game_by_bot(waiting[0].game, bot_name, chooser, capture)
        for division in Division.objects.filter(season=season):
            for row in division_rows(division):
                key = (division.pk, row["user"])
                if key in previous:  # a published range only narrows
                    best, worst = previous[key]
                    assert best <= row["best_place"] <= row["worst_place"] <= worst
                previous[key] = (row["best_place"], row["worst_place"])
    raise AssertionError("the season did not end")


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("engine", "table_size", "count"),
    [("secret-nim", 2, 12), ("secret-nim", 3, 9), ("tigris-euphrates", 4, 12)],
)
def test_a_season_of_three_divisions_then_movement_and_reenrolment(
    secret_nim, eager_celery, django_capture_on_commit_callbacks, engine, table_size, count
):
    director = UserFactory(username="director")
    league = services.league_create(
        user=director,
        name="Autumn league",
        engine=engine,
        players_per_table=table_size,
        promoted=1,
        relegated_from=count // 3,
        division_size=count // 3,
        rookie_minimum=3,
    )
    people = [UserFactory(username=f"m{n}") for n in range(count)]
    for person in people:
        services.league_join(league=league, user=person)
    with django_capture_on_commit_callbacks(execute=True):
        first = services.season_start(league=league, user=director)
    divisions = list(first.divisions.order_by("tier"))
    assert len(divisions) == 3
    bot_name = "random" if engine == "tigris-euphrates" else "greedy"
    play_season(first, django_capture_on_commit_callbacks, seed=table_size, bot_name=bot_name)
    first.refresh_from_db()
    assert first.status == SeasonStatus.FINISHED
    finals = {}
    for division in divisions:
        rows = division_rows(division)
        finals[division.tier] = [row["user"] for row in rows]
        for row in rows:  # the season is over: the ranges are down to ties on points
            level = sum(1 for other in rows if other["points"] == row["points"])
            assert row["worst_place"] - row["best_place"] == level - 1
    leaving = finals[2][1]  # a middle player of tier 2 opts out
    services.league_opt_out(league=league, user=people[[p.pk for p in people].index(leaving)])
    newcomer = UserFactory(username="newcomer")
    services.league_join(league=league, user=newcomer)

    second = services.season_start(league=league, user=director)
    tiers = [
        [row.user_id for row in division.players.order_by("seed")]
        for division in second.divisions.order_by("tier")
    ]
    assert finals[2][0] in tiers[0] and finals[1][-1] in tiers[1]  # up one, down one
    assert finals[3][0] in tiers[1] and finals[2][-1] in tiers[2]
    assert finals[1][0] in tiers[0] and finals[3][-1] in tiers[2]  # the edges stay
    assert leaving not in {user for tier in tiers for user in tier}
    assert newcomer.pk in tiers[1]  # the lowest tier with room: where the opt-out left one
    everyone = {person.pk for person in people} - {leaving}
    assert everyone <= {user for tier in tiers for user in tier}  # re-enrolled
    assert LeagueEvent.objects.filter(league=league, type="season_started").count() == 2
