"""The pages of a McMahon and of a finished double elimination (its three brackets), asked for
in Korean, hold no English word (the check of test_korean_pages)."""

from __future__ import annotations

import pytest
from django.urls import reverse

from engines import Rng
from tests.tournaments.tournament_play import open_with, play_round_by_hand, players
from tests.web.test_korean_pages import KOREAN, client_of, english_left, own_words_of
from tournaments import services
from tournaments.models import TournamentStatus

pytestmark = pytest.mark.django_db


def test_mcmahon_and_double_elimination_pages_read_in_korean(alice, secret_nim, settings):
    mcmahon = open_with(
        alice, players(4, "m"), name="Spring", format="mcmahon", rounds=2, mcmahon_bar=1600
    )
    services.tournament_start(tournament=mcmahon, user=alice)
    double = open_with(alice, players(5, "d"), name="Winter", format="double_elimination")
    services.tournament_start(tournament=double, user=alice)
    chooser = Rng(b"korean", "moves")
    for _ in range(20):
        double.refresh_from_db()
        if double.status != TournamentStatus.RUNNING:
            break
        play_round_by_hand(double, chooser)
    assert double.status == TournamentStatus.FINISHED
    client = client_of(alice)
    pages = {
        "mcmahon": client.get(reverse("web:tournament", args=[mcmahon.pk]), **KOREAN),
        "double elimination": client.get(reverse("web:tournament", args=[double.pk]), **KOREAN),
        "new tournament": client.get(reverse("web:tournament-create"), **KOREAN),
    }
    pages = {name: response.content.decode() for name, response in pages.items()}
    assert "맥마흔 대진" in pages["mcmahon"] and "승자조" in pages["double elimination"]
    assert "그랜드 파이널" in pages["double elimination"]
    words = english_left(pages)
    for name in ("Spring", "Winter", *own_words_of(secret_nim)):
        words.pop(name, None)
    assert "\n".join(f"{word}: {where}" for word, where in words.items()) == ""
