"""games.history and games.services.forks: plies, records read back, and forks from a position."""

from __future__ import annotations

import copy

import pytest

from errors import PlatformError
from games import services
from games.history import game_record, plies_of, ply_end_seq, record_read
from games.log.verification import game_verify
from games.services.forks import game_fork
from tests.games.play import nim_started, play_to_end

pytestmark = pytest.mark.django_db


def row(seq, kind, seat=None):
    return {"seq": seq, "type": kind, "seat": seat, "data": {}}


def test_plies_start_at_each_decision_and_each_drop():
    rows = [
        row(1, "game_started"),
        row(2, "move", 0),
        row(3, "stones_taken"),
        row(4, "platform.resigned", 1),
        row(5, "move", 2),
        row(6, "stones_taken"),
        row(7, "platform.clock_set"),
    ]
    plies = plies_of(rows)
    assert [[r["seq"] for r in ply] for ply in plies] == [[1], [2, 3], [4], [5, 6, 7]]
    assert [ply_end_seq(plies, n) for n in range(4)] == [1, 3, 4, 7]
    assert plies_of([]) == [[]] and ply_end_seq([[]], 0) == 0


@pytest.fixture
def finished(secret_nim, alice, bob):
    game = services.game_create(
        random_seating=False, user=alice, engine="secret-nim", players=2, options={"pile": 10}
    )
    services.game_join(game=game, user=bob)
    return play_to_end(game)


def test_a_finished_record_reads_back_verified(finished):
    imported = record_read(game_record(finished, None))
    assert (
        imported.verified
        and imported.verification.moves == finished.events.filter(type="move").count()
    )
    final = imported.view_at(finished.seq, None)
    assert final["pile"] == 0 and None not in final["cards"]


@pytest.mark.parametrize(
    "change, message",
    [
        (lambda r: r.update(format="other"), "not a game record"),
        (lambda r: r.update(format_version=2), "format version 1"),
        (lambda r: r.update(engine="chess"), "does not know the game 'chess'"),
        (lambda r: r.update(engine_version=9), "played with version 9"),
        (lambda r: r.update(seat_count=7), "number of seats"),
        (lambda r: r.update(events=[]), "no events"),
        (lambda r: r["events"].pop(1), "without gaps"),
        (
            lambda r: r["events"][1].update(type="hidden", data=None),
            "only a finished game's complete record",
        ),
        (lambda r: r["events"][0].update(data={"type": "game_started"}), "do not replay"),
    ],
)
def test_a_bad_record_is_refused_with_a_reason(finished, change, message):
    record = copy.deepcopy(game_record(finished, None))
    change(record)
    with pytest.raises(PlatformError) as refused:
        record_read(record)
    assert refused.value.code == "bad_record" and message in refused.value.message


def test_a_wrong_seed_fails_verification(finished):
    record = game_record(finished, None)
    record["seed"] = "00" * 32
    imported = record_read(record)
    assert not imported.verified and imported.verification.problems == [
        "the seed does not match the game's public commitment"
    ]


def test_a_fork_of_a_three_seat_game_keeps_its_dropped_seat(secret_nim, alice, bob, carol):
    game = services.game_create(
        random_seating=False, user=alice, engine="secret-nim", players=3, options={"pile": 30}
    )
    services.game_join(game=game, user=bob)
    services.game_join(game=game, user=carol)
    game.refresh_from_db()
    services.move_submit(
        game=game, user=alice, move={"type": "take", "count": 1}, expected_seq=game.seq
    )
    services.game_resign(game=game, user=bob)  # bob drops; the platform plays his turns
    game = play_to_end(game)
    resigned = game.events.get(type="platform.resigned").seq
    fork = game_fork(game=game, user=carol, at=resigned, seat=2)
    assert fork.seats.get(index=1).dropped and fork.seats.get(index=1).is_bot
    assert game_verify(fork).ok and not fork.rated and fork.seq > resigned


def test_fork_refusals(finished, carol):
    cases = [
        (0, 0, "bad_ply"),
        (finished.seq, 0, "bad_ply"),
        (1, 5, "bad_seat"),
        (1, True, "bad_seat"),
    ]
    for at, seat, code in cases:
        with pytest.raises(PlatformError) as refused:
            game_fork(game=finished, user=carol, at=at, seat=seat)
        assert refused.value.code == code, (at, seat)


def test_a_fork_of_a_long_game_copies_its_whole_log_in_batches(secret_nim, alice, bob, carol):
    from compiled_sql.writes import BATCH_ROWS

    game = nim_started(alice, bob, pile=100)
    users = {0: alice, 1: bob}
    while game.to_act:  # one stone at a time: the longest game the pile allows
        seat = game.to_act[0]
        services.move_submit(
            game=game, user=users[seat], move={"type": "take", "count": 1}, expected_seq=game.seq
        )
        game.refresh_from_db()
    at = game.seq - 4
    assert at > BATCH_ROWS  # more rows than one INSERT takes
    fork = game_fork(game=game, user=carol, at=at, seat=0)
    original = list(game.events.filter(seq__lte=at).values_list("seq", "type", "data", "hash"))
    copied = list(fork.events.filter(seq__lte=at).values_list("seq", "type", "data", "hash"))
    assert copied == original
    assert game_verify(fork).ok
