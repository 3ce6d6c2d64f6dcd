"""Events' policies on quiet hours: a ladder's rule and a tournament's setting reach their games
(`Game.quiet_hours_max`), are taken and shown by the API, bounded, and said in the rules."""

from __future__ import annotations

import pytest

from games.models import Game
from ladders import services as ladder_services
from tests.factories import UserFactory
from tests.ladders.ladder_setup import make_ladder
from tests.tournaments.tournament_play import eager_celery, open_with, players
from tournaments import services as tournament_services
from tournaments.models import Table

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("cap", [0, 24, None])
def test_a_ladders_rule_reaches_its_games(secret_nim, cap):
    staff = UserFactory(username="referee", is_staff=True)
    rules = {} if cap is None else {"quiet_hours_max": cap}
    ladder, users = make_ladder(staff, ["a", "b"], rules=rules)
    challenge = ladder_services.ladder_challenge(
        ladder=ladder, challenger=users["b"], defender=users["a"]
    )
    assert Game.objects.get(pk=challenge.game_id).quiet_hours_max == cap


@pytest.mark.parametrize("bad", [-1, 169, 1.5, True, "24"])
def test_a_ladders_rule_is_bounded(secret_nim, bad):
    staff = UserFactory(username="referee", is_staff=True)
    with pytest.raises(Exception) as refused:
        make_ladder(staff, [], rules={"quiet_hours_max": bad})
    assert getattr(refused.value, "code", None) == "bad_rules"


def test_a_tournaments_cap_reaches_its_games(
    secret_nim, alice, settings, django_capture_on_commit_callbacks
):
    with eager_celery(settings):
        tournament = open_with(
            alice, players(2), name="Quiet", format="swiss", rounds=1, players_per_table=2,
            quiet_hours_max=0,
        )  # fmt: skip
        with django_capture_on_commit_callbacks(execute=True):
            tournament_services.tournament_start(tournament=tournament, user=alice)
    tables = Table.objects.filter(round__tournament=tournament)
    assert tables and all(table.game.quiet_hours_max == 0 for table in tables)


def test_the_apis_take_and_show_the_cap(secret_nim, alice, api):
    made = api(alice).post(
        "/api/tournaments/",
        {"name": "Capped", "engine": "secret-nim", "format": "swiss", "rounds": 1,
         "players_per_table": 2, "quiet_hours_max": 24},
        format="json",
    )  # fmt: skip
    assert made.status_code == 201, made.content
    assert made.json()["quiet_hours_max"] == 24
    game = api(alice).post(
        "/api/games/",
        {"engine": "secret-nim", "players": 2, "quiet_hours_max": 0},
        format="json",
    )
    assert game.status_code == 201 and game.json()["quiet_hours_max"] == 0
    for bad in (-1, 169, "x", 1.5):
        refused = api(alice).post(
            "/api/games/", {"engine": "secret-nim", "players": 2, "quiet_hours_max": bad},
            format="json",
        )  # fmt: skip
        assert refused.status_code == 400, refused.content
