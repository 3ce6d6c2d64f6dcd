"""Game over: the final scores with the breakdown each game's rules define, "rated"/"unrated" on
the game and replay pages, and "analyse from here" at every ply — at the final one from the
position before the last move (the final position has nothing left to play)."""

from __future__ import annotations

import re

import pytest
from django.test import Client
from django.urls import reverse

from engines import ENGINES
from engines.bots import play_random_game
from games.models import Game
from tests.web.test_pages import finished_game, logged_in
from web.words.outcome_words import final_standing, result_reason, scoring_rows

PLAYERS = {"tigris-euphrates": 3, "tigris-euphyu": 2, "after-the-flood": 3, "middle-earth-duel": 2}


@pytest.mark.parametrize("slug", sorted(PLAYERS))
def test_each_games_result_is_broken_down_as_its_rules_count(slug):
    engine = ENGINES[slug]
    state, events = play_random_game(engine, PLAYERS[slug], {}, f"over-{slug}".encode())
    outcome = engine.outcome(state)
    rows = [{"type": e["type"], "data": e} for e in events if e["type"] in scoring_rows(slug)]
    parts = [
        final_standing(slug, outcome, seat, engine.view(state, None), rows)[1]
        for seat in range(PLAYERS[slug])
    ]
    reason = result_reason(slug, outcome)
    if slug == "tigris-euphrates":  # the four colours, weakest first, and the treasures
        assert all("red" in p and "black" in p and "treasure" in p for p in parts)
        for seat, part in enumerate(parts):
            totals = [int(n) for n in re.findall(r"(?:red|blue|green|black) (\d+)", part)]
            assert totals == sorted(totals) and totals[0] == outcome["scores"][seat]
    elif slug == "tigris-euphyu":  # chain points + the weakest captured colour
        assert all(re.match(r"\d+ chain points \+ \d+ for the weakest captured", p) for p in parts)
        assert reason
    elif slug == "after-the-flood":  # the victory points by source
        for seat, part in enumerate(parts):
            sources = [int(n) for n in re.findall(r"\d+", part)]
            assert part.startswith("victory points: empires") and "other" not in part
            assert sum(sources) == outcome["scores"][seat]
    else:  # the score is the regions held, which decide only a game that reaches its end
        assert reason and "_" not in reason
        assert all(re.fullmatch(r"present in \d+ regions? \(regions decide .*\)", p) for p in parts)
    assert not any("{" in p or "_" in p for p in parts)


@pytest.mark.django_db
def test_the_game_page_says_unrated_and_shows_final_scores(alice, bob, secret_nim):
    game = finished_game(alice, bob)
    page = logged_in(alice).get(reverse("web:game", args=[game.pk])).content.decode()
    assert 'class="badge unrated"' in page
    assert "An unrated game: no rating changed." in page
    assert 'class="final-scores"' in page
    replay = Client().get(reverse("web:replay", args=[game.pk])).content.decode()
    assert 'class="badge unrated"' in replay


@pytest.mark.django_db
def test_analyse_from_the_final_ply_starts_before_the_last_move(alice, bob, secret_nim):
    game = finished_game(alice, bob)
    client = logged_in(alice)
    page = client.get(reverse("web:replay", args=[game.pk])).content.decode()
    assert "Analyse from before this last move" in page
    at = int(re.search(r'name="at" value="(\d+)"', page).group(1))
    assert 0 < at < game.seq
    response = client.post(reverse("web:fork", args=[game.pk]), {"at": at, "seat": 0})
    assert response.status_code == 302
    fork = Game.objects.exclude(pk=game.pk).get()
    assert fork.status == "active" and not fork.rated
