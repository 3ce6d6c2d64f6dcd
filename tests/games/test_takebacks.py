"""Taking back a move with consent: accepted and folded back (the view is the one before the move,
the log stays append-only and verifies), refused after a draw, after the next seat moved, in
rated games and where the engine does not say a move revealed nothing; lapsed when the game
moves on; the others are told."""

from __future__ import annotations

import pytest

from errors import PlatformError
from games import services
from games.log.projections import projections_rebuild
from games.log.verification import game_verify
from games.models import Game, TakebackStatus
from games.selectors import game_view, legal_moves_for
from games.services.takebacks import takeback_answer, takeback_ask
from tests.games.play import nim_started

pytestmark = pytest.mark.django_db


def _table(alice, bob, engine: str = "tigris-euphrates", **options) -> Game:
    game = services.game_create(
        user=alice, engine=engine, players=2, random_seating=False, **options
    )
    services.game_join(game=game, user=bob)
    return Game.objects.get(pk=game.pk)


def _play(game: Game, user, kind: str) -> Game:
    """`user` plays their first legal move of type `kind`."""
    game.refresh_from_db()
    seat = game.seats.get(user=user).index
    move = next(m for m in legal_moves_for(game, seat) if m["type"] == kind)
    services.move_submit(game=game, user=user, move=move, expected_seq=game.seq)
    return Game.objects.get(pk=game.pk)


def test_a_takeback_accepted_folds_the_state_back_and_verifies(alice, bob):
    game = _table(alice, bob)
    before = game_view(game, 0)
    game = _play(game, alice, "place_leader")
    assert game_view(game, 0) != before
    asked = takeback_ask(game=game, user=alice)
    assert asked.status == TakebackStatus.PENDING
    answered = takeback_answer(game=Game.objects.get(pk=game.pk), user=bob, accept=True)
    assert answered.status == TakebackStatus.ACCEPTED
    game = Game.objects.get(pk=game.pk)
    assert game_view(game, 0) == before
    assert game.to_act == [0]
    rows = list(game.events.order_by("seq").values_list("type", flat=True))
    assert "platform.move_taken_back" in rows and rows.count("move") == 1  # nothing removed
    report = game_verify(game)
    assert report.ok, report.problems
    assert not projections_rebuild(game_id=game.pk)  # the log alone gives the same projections
    game = _play(game, alice, "place_leader")  # play goes on from the folded-back state
    game = _play(game, alice, "place_tile")
    assert game_verify(game).ok


def test_a_takeback_refused_after_a_tile_was_drawn(alice, bob):
    game = _play(_table(alice, bob), alice, "place_leader")
    game = _play(game, alice, "place_tile")  # the turn's last action: a tile drawn after it
    assert game.events.order_by("-seq").filter(type="tiles_drawn").exists()
    with pytest.raises(PlatformError) as refused:
        takeback_ask(game=game, user=alice)
    assert refused.value.code == "takeback_move_revealed"


def test_a_tile_from_the_hand_is_not_taken_back(alice, bob):
    game = _play(_table(alice, bob), alice, "place_tile")  # shows a tile of the hidden hand
    with pytest.raises(PlatformError) as refused:
        takeback_ask(game=game, user=alice)
    assert refused.value.code == "takeback_move_revealed"


def test_a_takeback_refused_after_the_next_seat_moved(alice, bob):
    game = _play(_table(alice, bob), alice, "place_leader")
    game = _play(game, alice, "place_leader")  # the turn's second action (draws at its end)
    game = _play(game, bob, "place_leader")
    with pytest.raises(PlatformError) as refused:
        takeback_ask(game=game, user=alice)
    assert refused.value.code == "takeback_too_late"


def test_a_pending_takeback_lapses_when_the_game_moves_on(alice, bob):
    game = _play(_table(alice, bob), alice, "place_leader")
    takeback_ask(game=game, user=alice)
    game = _play(game, alice, "place_leader")
    with pytest.raises(PlatformError) as lapsed:
        takeback_answer(game=game, user=bob, accept=True)
    assert lapsed.value.code == "takeback_lapsed"


def test_a_takeback_declined_leaves_the_move(alice, bob):
    game = _play(_table(alice, bob), alice, "place_leader")
    view = game_view(game, 0)
    takeback_ask(game=game, user=alice)
    with pytest.raises(PlatformError) as own:
        takeback_answer(game=game, user=alice, accept=True)
    assert own.value.code == "not_yours_to_answer"
    assert takeback_answer(game=game, user=bob, accept=False).status == TakebackStatus.DECLINED
    assert game_view(Game.objects.get(pk=game.pk), 0) == view


def test_a_takeback_refused_in_a_rated_game(alice, bob):
    game = _play(_table(alice, bob, rated=True), alice, "place_leader")
    with pytest.raises(PlatformError) as refused:
        takeback_ask(game=game, user=alice)
    assert refused.value.code == "takeback_rated"


def test_an_engine_that_does_not_say_reveals_something(secret_nim, alice, bob):
    game = nim_started(alice, bob)
    game.refresh_from_db()
    services.move_submit(
        game=game, user=alice, move=legal_moves_for(game, 0)[0], expected_seq=game.seq
    )
    with pytest.raises(PlatformError) as refused:
        takeback_ask(game=Game.objects.get(pk=game.pk), user=alice)
    assert refused.value.code == "takeback_move_revealed"


def test_the_others_are_told_and_the_api_answers(api, alice, bob, carol):
    from notifications.models import Notification

    game = _play(_table(alice, bob), alice, "place_leader")
    assert api(carol).post(f"/api/games/{game.pk}/takeback").status_code == 403
    asked = api(alice).post(f"/api/games/{game.pk}/takeback")
    assert asked.status_code == 201, asked.content
    assert asked.json()["takeback"]["status"] == "pending"
    assert api(alice).post(f"/api/games/{game.pk}/takeback").status_code == 409
    note = Notification.objects.get(user=bob, kind="takeback_asked")
    assert note.payload["by"] == "alice"
    assert api(bob).get(f"/api/games/{game.pk}/").json()["takeback"]["seat"] == 0
    accepted = api(bob).post(f"/api/games/{game.pk}/takeback/accept")
    assert accepted.status_code == 200, accepted.content
    assert accepted.json()["takeback"]["status"] == "accepted"
    assert api(bob).post(f"/api/games/{game.pk}/takeback/decline").status_code == 404
    assert api(bob).get(f"/api/games/{game.pk}/takeback").json()["takeback"]["status"] == (
        "accepted"
    )


def test_verification_refuses_a_takeback_of_a_move_that_revealed_something(alice, bob):
    """A log whose takeback row undoes a tile from the hand (which showed the hand) does not
    verify, though its hash chain is whole."""
    from types import SimpleNamespace

    from games.log.hash_chain import event_hash
    from games.log.state_loading import engine_of
    from games.log.verification import log_verify

    game = _play(_table(alice, bob), alice, "place_tile")
    rows = list(game.events.order_by("seq"))
    data = {"seat": 0, "move_seq": next(r.seq for r in rows if r.type == "move")}
    seq = game.seq + 1
    digest = event_hash(game.head_hash, seq=seq, type="platform.move_taken_back", data=data, seat=0)
    forged = SimpleNamespace(
        seq=seq, type="platform.move_taken_back", data=data, seat=0, hash=digest
    )
    report = log_verify(
        engine_of(game),
        game_id=game.pk,
        seat_count=2,
        options=game.options,
        seed_hex=game.seed,
        commitment=game.seed_commitment,
        head_hash=digest,
        rows=[*rows, forged],
    )
    assert [p.template for p in report.problems] == [
        "seq %(seq)s: a takeback of a move that revealed something"
    ], report.problems


def test_a_clock_row_after_the_request_leaves_it_waiting(alice, bob):
    """A clock row (a quiet-hours pause, a gift of time) is not the game moving on."""
    from games.log.appending import NewEvent, append_events
    from games.log.clock_rows import CLOCK_SET
    from games.log.state_loading import engine_of, load_play_state
    from games.takeback_reads import takeback_pending

    game = _play(_table(alice, bob), alice, "place_leader")
    takeback_ask(game=game, user=alice)
    game = Game.objects.get(pk=game.pk)
    clock = {"reason": "vacation", "at": 0.0, "clocks": []}
    append_events(game, engine_of(game), load_play_state(game), [NewEvent(CLOCK_SET, clock)])
    game.save(update_fields=["seq", "head_hash"])
    assert takeback_pending(game) is not None
    assert takeback_answer(game=game, user=bob, accept=True).status == TakebackStatus.ACCEPTED
    assert game_verify(Game.objects.get(pk=game.pk)).ok
