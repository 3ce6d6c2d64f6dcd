"""Rematches: seats rotated, the same options and clock, an offer the others accept; paired
games (two at once, seats swapped, shown together); refusals; the invitation in the feed."""

from __future__ import annotations

import pytest

from errors import PlatformError
from games import services
from games.models import Game, GameStatus
from social.rematch_reads import rematch_pair_of
from social.services.rematches import rematch_answer, rematch_offer

pytestmark = pytest.mark.django_db
CLOCK = {"kind": "per_move", "seconds": 86400}


def _finished(*users, engine: str = "tigris-euphrates", players: int | None = None) -> Game:
    game = services.game_create(
        user=users[0],
        engine=engine,
        players=players or len(users),
        random_seating=False,
        time_control=CLOCK,
        options={"discards": "out"} if engine == "tigris-euphrates" else {},
    )
    for user in users[1:]:
        services.game_join(game=game, user=user)
    for user in users[1:]:
        services.game_resign(game=Game.objects.get(pk=game.pk), user=user)
    game = Game.objects.get(pk=game.pk)
    assert game.status == GameStatus.FINISHED
    return game


def _players(game: Game) -> list[str]:
    return [seat.user.username for seat in game.seats.order_by("index")]


def test_a_rematch_rotates_the_seats_once_the_others_accept(alice, bob, carol):
    from notifications.models import Notification

    original = _finished(alice, bob, carol)
    offer = rematch_offer(game=original, user=bob)
    assert offer.status == "pending" and offer.game is None
    assert Notification.objects.filter(user=alice, kind="rematch_offered").exists()
    assert Notification.objects.filter(user=carol, kind="rematch_offered").exists()
    assert not Notification.objects.filter(user=bob, kind="rematch_offered").exists()
    with pytest.raises(PlatformError) as own:
        rematch_answer(game=original, user=bob, accept=True)
    assert own.value.code == "not_yours_to_answer"
    assert rematch_answer(game=original, user=alice, accept=True).game is None
    offer = rematch_answer(game=original, user=carol, accept=True)
    rematch = Game.objects.get(pk=offer.game_id)
    assert _players(rematch) == ["bob", "carol", "alice"]
    assert rematch.status == GameStatus.ACTIVE
    assert (rematch.engine, rematch.options, rematch.time_control, rematch.rated) == (
        original.engine,
        original.options,
        original.time_control,
        original.rated,
    )


def test_a_paired_rematch_makes_two_games_with_the_seats_swapped(api, alice, bob):
    from social.models import GameVisibility

    original = _finished(alice, bob)
    GameVisibility.objects.create(game=original, public=False)
    answer = api(alice).post(f"/api/games/{original.pk}/rematch", {"paired": True}, format="json")
    assert answer.status_code == 201, answer.content
    accepted = api(bob).post(f"/api/games/{original.pk}/rematch/accept")
    assert accepted.status_code == 200, accepted.content
    first, second = (Game.objects.get(pk=pk) for pk in accepted.json()["rematch"]["games"])
    assert _players(first) == ["bob", "alice"] and _players(second) == ["alice", "bob"]
    assert rematch_pair_of(first) == second and rematch_pair_of(second) == first
    assert rematch_pair_of(original) is None
    assert not GameVisibility.objects.get(game=second).public  # private like the original


def test_rematch_refusals(api, alice, bob, carol):
    running = services.game_create(user=alice, engine="tigris-euphyu", players=2)
    services.game_join(game=running, user=bob)
    assert api(alice).post(f"/api/games/{running.pk}/rematch").json()["error"]["code"] == (
        "game_not_over"
    )
    three = _finished(alice, bob, carol)
    refused = api(alice).post(f"/api/games/{three.pk}/rematch", {"paired": True}, format="json")
    assert refused.json()["error"]["code"] == "paired_two_players_only"
    assert api(carol).post(f"/api/games/{three.pk}/rematch/accept").status_code == 404
    two = _finished(alice, bob)
    assert api(carol).post(f"/api/games/{two.pk}/rematch").status_code == 403
    assert api(alice).post(f"/api/games/{two.pk}/rematch").status_code == 201
    assert api(alice).post(f"/api/games/{two.pk}/rematch").status_code == 409
    declined = api(bob).post(f"/api/games/{two.pk}/rematch/decline")
    assert declined.json()["rematch"]["status"] == "declined"
    assert api(bob).get(f"/api/games/{two.pk}/rematch").json()["rematch"]["games"] == []
    bad = api(alice).post(f"/api/games/{two.pk}/rematch", {"paired": "\x00"}, format="json")
    assert bad.status_code == 400


def test_a_rematch_against_bots_starts_at_once(alice):
    game = services.game_create(user=alice, engine="tigris-euphyu", players=2, bots=1)
    services.game_resign(game=game, user=alice)
    bots_before = [s.is_bot for s in Game.objects.get(pk=game.pk).seats.order_by("index")]
    offer = rematch_offer(game=Game.objects.get(pk=game.pk), user=alice)
    rematch = Game.objects.get(pk=offer.game_id)
    assert rematch.status == GameStatus.ACTIVE
    assert [s.is_bot for s in rematch.seats.order_by("index")] == [*bots_before[1:], bots_before[0]]
