"""A fresh install offers ladders: after `migrate`, one open challenge ladder per installed game
two can play (not After the Flood, a three-player game), and migrating again adds none."""

from __future__ import annotations

import pytest
from django.apps import apps
from django.test import Client
from django.urls import reverse

from engines import ENGINES
from ladders.apps import starter_ladders
from ladders.models import Ladder

pytestmark = pytest.mark.django_db


def two_player_games() -> set[str]:
    return {slug for slug, e in ENGINES.items() if e.min_players <= 2 <= e.max_players}


def test_migrating_gives_one_open_ladder_per_two_player_game_once(settings):
    settings.STARTER_LADDERS = True
    config = apps.get_app_config("ladders")
    starter_ladders(sender=config)
    starter_ladders(sender=config)
    ladders = list(Ladder.objects.all())
    assert sorted(ladder.engine for ladder in ladders) == sorted(two_player_games())
    assert "after-the-flood" not in {ladder.engine for ladder in ladders}
    assert all(ladder.is_open and ladder.time_control["kind"] != "none" for ladder in ladders)
    page = Client().get(reverse("web:ladders")).content.decode()
    assert "No ladders yet." not in page and "Tigris Euphyu" in page


def test_the_setting_turns_it_off(settings):
    settings.STARTER_LADDERS = False
    starter_ladders(sender=apps.get_app_config("ladders"))
    assert not Ladder.objects.exists()
