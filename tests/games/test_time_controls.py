"""Time controls are one typed value (games.time_controls.TimeControl): the games, tournaments
and ladders services and the pages' clock fields read the same rules and bounds."""

from __future__ import annotations

import pytest

from errors import PlatformError
from games import services as game_services
from games.time_controls import MAX_SECONDS, TimeControl, TimeControlRefused
from tournaments import services as tournament_services
from web.forms.games import GameCreateForm
from web.forms.tournaments import TournamentCreateForm


@pytest.mark.parametrize(
    ("given", "stored"),
    [
        (None, {"kind": "none"}),
        ({}, {"kind": "none"}),
        ({"kind": "none", "seconds": 5}, {"kind": "none"}),
        ({"kind": "per_move", "seconds": 60, "initial": 9}, {"kind": "per_move", "seconds": 60}),
        (
            {"kind": "fischer", "initial": 300, "increment": 5, "max": 600},
            {"kind": "fischer", "initial": 300, "increment": 5, "max": 600},
        ),
    ],
)
def test_a_time_control_keeps_its_kind_and_its_own_values(given, stored):
    clock = TimeControl.of(given)
    assert clock.as_json() == stored
    assert TimeControl.of(clock) is clock
    assert TimeControl.of(clock.as_json()) == clock


@pytest.mark.parametrize(
    ("given", "field"),
    [
        ({"kind": "sundial"}, None),
        ("per_move", None),
        ({"kind": "per_move"}, "seconds"),
        ({"kind": "per_move", "seconds": 0}, "seconds"),
        ({"kind": "per_move", "seconds": True}, "seconds"),
        ({"kind": "per_move", "seconds": 1.5}, "seconds"),
        ({"kind": "per_move", "seconds": MAX_SECONDS + 1}, "seconds"),
        ({"kind": "fischer", "initial": 300, "increment": 5}, "max"),
        ({"kind": "fischer", "initial": 300, "increment": 5, "max": 200}, "max"),
    ],
)
def test_a_time_control_out_of_its_rules_is_refused_naming_the_value(given, field):
    with pytest.raises(TimeControlRefused) as refused:
        TimeControl.of(given)
    assert refused.value.code == "bad_time_control"
    assert refused.value.field == field


BAD_CAP = {"kind": "fischer", "initial": 300, "increment": 5, "max": 200}


@pytest.mark.django_db
def test_games_and_tournaments_refuse_a_clock_in_the_same_words(secret_nim, alice):
    with pytest.raises(PlatformError) as by_games:
        game_services.game_create(user=alice, engine="secret-nim", players=2, time_control=BAD_CAP)
    with pytest.raises(PlatformError) as by_tournaments:
        tournament_services.tournament_create(
            user=alice,
            name="Cup",
            engine="secret-nim",
            format="swiss",
            rounds=2,
            time_control=BAD_CAP,
        )
    assert by_games.value.code == by_tournaments.value.code == "bad_time_control"
    assert str(by_games.value.message) == str(by_tournaments.value.message)


@pytest.mark.django_db
@pytest.mark.parametrize("form_class", [GameCreateForm, TournamentCreateForm])
def test_the_clock_fields_hand_the_services_a_checked_time_control(secret_nim, form_class):
    fields = {
        "name": "Cup",
        "engine": "secret-nim",
        "format": "swiss",
        "rounds": "2",
        "advance": "1",
        "bots": "0",
        "time_control": "fischer",
        "initial": "300",
        "increment": "5",
        "max": "600",
    }
    form = form_class(fields)
    assert form.is_valid(), form.errors
    assert form.service_arguments()["time_control"] == TimeControl(
        kind="fischer", initial=300, increment=5, max=600
    )
    capped = form_class({**fields, "max": "200"})
    assert not capped.is_valid()
    assert capped.errors["max"] == ["The cap must be at least the initial bank."]
    too_long = form_class({**fields, "initial": str(MAX_SECONDS + 1)})
    assert not too_long.is_valid() and "initial" in too_long.errors
