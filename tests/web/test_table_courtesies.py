"""The table's courtesies on the game page: the takeback asked and allowed by buttons, abort,
the estimated finish, rematch and paired games shown together; in English and in Korean (no
English word left on the Korean pages)."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.test import override_settings
from django.utils import timezone

from games import services
from games.models import Game, GameStatus
from games.selectors import legal_moves_for
from tests.web.test_korean_pages import KOREAN, client_of, english_left

pytestmark = pytest.mark.django_db


def _table(alice, bob, **options) -> Game:
    game = services.game_create(
        user=alice, engine="tigris-euphrates", players=2, random_seating=False, **options
    )
    services.game_join(game=game, user=bob)
    return Game.objects.get(pk=game.pk)


def _leader(game: Game, user) -> Game:
    game.refresh_from_db()
    move = next(m for m in legal_moves_for(game, 0) if m["type"] == "place_leader")
    services.move_submit(game=game, user=user, move=move, expected_seq=game.seq)
    return Game.objects.get(pk=game.pk)


def test_a_takeback_by_the_tables_buttons(alice, bob):
    game = _leader(_table(alice, bob), alice)
    page = client_of(alice).get(f"/games/{game.pk}/").content.decode()
    assert 'id="takeback-ask"' in page and 'id="abort"' in page
    assert 'id="takeback-ask"' not in client_of(bob).get(f"/games/{game.pk}/").content.decode()
    client_of(alice).post(f"/games/{game.pk}/takeback")
    asked = client_of(bob).get(f"/games/{game.pk}/").content.decode()
    assert "alice asks to take back their last move." in asked and 'id="takeback-accept"' in asked
    korean = client_of(bob).get(f"/games/{game.pk}/", **KOREAN).content.decode()
    assert english_left({"takeback": korean}) == {}
    client_of(bob).post(f"/games/{game.pk}/takeback/accept")
    game.refresh_from_db()
    assert game.to_act == [0]
    assert game.events.filter(type="platform.move_taken_back").exists()


def test_abort_by_the_button(alice, bob):
    game = _table(alice, bob)
    client_of(bob).post(f"/games/{game.pk}/abort")
    assert Game.objects.get(pk=game.pk).status == GameStatus.ABORTED


@override_settings(FINISH_ESTIMATE_MIN_GAMES=3)
def test_the_estimated_finish_is_shown_from_enough_finished_games(api, alice, bob):
    clock = {"kind": "per_move", "seconds": 86400}
    game = _table(alice, bob, time_control=clock)
    assert api(alice).get(f"/api/games/{game.pk}/").json()["estimated_finish"] is None
    assert "estimated-finish" not in client_of(alice).get(f"/games/{game.pk}/").content.decode()
    start = timezone.now() - timedelta(days=60)
    for days in (14, 21, 28):
        done = _table(alice, bob, time_control=clock)
        services.game_resign(game=done, user=bob)
        Game.objects.filter(pk=done.pk).update(
            started_at=start, finished_at=start + timedelta(days=days)
        )
    from django.core.cache import cache

    cache.clear()
    Game.objects.filter(pk=game.pk).update(started_at=timezone.now())
    estimate = api(alice).get(f"/api/games/{game.pk}/").json()["estimated_finish"]
    assert estimate["in_words"] == "about 3 weeks" and estimate["games"] == 3
    page = client_of(alice).get(f"/games/{game.pk}/").content.decode()
    assert "Estimated finish: about 3 weeks" in page
    korean = client_of(alice).get(f"/games/{game.pk}/", **KOREAN).content.decode()
    assert english_left({"estimate": korean}) == {}


def test_a_paired_rematch_by_the_buttons_shows_the_pair(alice, bob):
    game = _table(alice, bob)
    services.game_resign(game=game, user=bob)
    over = client_of(alice).get(f"/games/{game.pk}/").content.decode()
    assert 'id="rematch"' in over and 'id="rematch-paired"' in over
    client_of(alice).post(f"/games/{game.pk}/rematch", {"paired": "1"})
    offered = client_of(bob).get(f"/games/{game.pk}/").content.decode()
    assert "alice offers a paired rematch" in offered
    korean = client_of(bob).get(f"/games/{game.pk}/", **KOREAN).content.decode()
    assert english_left({"rematch": korean}) == {}
    answer = client_of(bob).post(f"/games/{game.pk}/rematch/accept")
    first = int(answer["Location"].strip("/").split("/")[-1])
    page = client_of(bob).get(f"/games/{first}/").content.decode()
    assert 'id="paired-game"' in page
    korean = client_of(bob).get(f"/games/{first}/", **KOREAN).content.decode()
    assert english_left({"paired": korean}) == {}


def test_the_log_says_a_takeback_and_an_abort_in_words(alice, bob):
    game = _leader(_table(alice, bob), alice)
    from games.services.takebacks import takeback_answer, takeback_ask

    takeback_ask(game=game, user=alice)
    takeback_answer(game=Game.objects.get(pk=game.pk), user=bob, accept=True)
    page = client_of(bob).get(f"/games/{game.pk}/").content.decode()
    assert "alice took back the move of event 2, with the others&#x27; consent." in page
    korean = client_of(bob).get(f"/games/{game.pk}/", **KOREAN).content.decode()
    assert english_left({"log": korean}) == {}
    other = _table(alice, bob)
    client_of(alice).post(f"/games/{other.pk}/abort")
    page = client_of(bob).get(f"/games/{other.pk}/").content.decode()
    assert "alice aborted the game: it is annulled and counts nowhere." in page


@override_settings(OPEN_GAMES_CAP=5, FINISH_ESTIMATE_MIN_GAMES=1)
def test_the_lobby_says_the_cap_and_each_games_expected_end(alice, bob):
    clock = {"kind": "per_move", "seconds": 86400}
    done = _table(alice, bob, time_control=clock)
    services.game_resign(game=done, user=bob)
    start = timezone.now() - timedelta(days=30)
    Game.objects.filter(pk=done.pk).update(started_at=start, finished_at=start + timedelta(days=9))
    _table(alice, bob, time_control=clock)
    page = client_of(alice).get("/").content.decode()
    assert "1 of at most 6 open games (more as you finish games)." in page
    assert "expected end: about 9 days" in page
    korean = client_of(alice).get("/", **KOREAN).content.decode()
    assert english_left({"lobby": korean}) == {}
