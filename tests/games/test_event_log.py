"""The event log: append-only at the database, hash chain, verification, snapshots, projections."""

from __future__ import annotations

import pytest
from django.core.management import CommandError, call_command
from django.db import DatabaseError, connection, transaction

from engines import replay
from games import services
from games.log.hash_chain import chain_problems
from games.log.projections import projections_rebuild
from games.log.state_loading import load_play_state
from games.log.verification import game_verify
from games.models import Game, GameEvent, Snapshot
from tests.games.play import play_to_end

pytestmark = pytest.mark.django_db


@pytest.fixture
def finished(secret_nim, alice, bob, settings):
    settings.SNAPSHOT_EVERY = 4
    game = services.game_create(
        random_seating=False, user=alice, engine="secret-nim", players=2, options={"pile": 40}
    )
    services.game_join(game=game, user=bob)
    return play_to_end(game)


def test_update_and_delete_of_an_event_raise_at_the_database(finished):
    event = GameEvent.objects.filter(game=finished).first()
    with pytest.raises(DatabaseError), transaction.atomic():
        GameEvent.objects.filter(pk=event.pk).update(type="forged")
    with pytest.raises(DatabaseError), transaction.atomic():
        GameEvent.objects.filter(pk=event.pk).delete()
    with pytest.raises(DatabaseError), transaction.atomic(), connection.cursor() as cursor:
        cursor.execute("UPDATE games_gameevent SET data = '{}' WHERE id = %s", [event.pk])
    assert GameEvent.objects.get(pk=event.pk).type == event.type


def test_the_hash_chain_verifies_and_every_move_re_decides(finished, capsys):
    report = game_verify(finished)
    assert report.ok, report.problems
    assert report.moves == GameEvent.objects.filter(game=finished, type="move").count() > 0
    call_command("verify_game", str(finished.pk))
    assert "verified" in capsys.readouterr().out


def _drop_append_only_trigger():
    with connection.cursor() as cursor:
        if connection.vendor == "postgresql":
            cursor.execute("SET LOCAL session_replication_role = replica")  # skips triggers
        else:
            cursor.execute("DROP TRIGGER games_gameevent_no_update")


def test_tampering_with_a_stored_event_makes_verify_game_fail(finished):
    _drop_append_only_trigger()  # a forger with database access; rolled back with the test
    target = GameEvent.objects.filter(game=finished, type="stones_taken").first()
    forged = {**target.data, "count": 3 if target.data["count"] != 3 else 1}
    GameEvent.objects.filter(pk=target.pk).update(data=forged)
    report = game_verify(finished)
    assert not report.ok
    assert any(f"seq {target.seq}" in problem for problem in report.problems)
    with pytest.raises(CommandError):
        call_command("verify_game", str(finished.pk))


def test_a_forged_chain_with_recomputed_hashes_still_fails_re_deciding(finished):
    """Even a forger who recomputes every hash is caught: the seed's draws don't match."""
    from games.log.hash_chain import event_hash

    _drop_append_only_trigger()
    start = GameEvent.objects.get(game=finished, seq=1)
    forged_cards = [card % 9 + 1 for card in start.data["cards"]]  # each card changed
    rows = list(GameEvent.objects.filter(game=finished).order_by("seq"))
    prev = finished.seed_commitment
    for row in rows:
        data = {**row.data, "cards": forged_cards} if row.seq == 1 else row.data
        row_hash = event_hash(prev, seq=row.seq, type=row.type, data=data, seat=row.seat)
        GameEvent.objects.filter(pk=row.pk).update(data=data, hash=row_hash)
        prev = row_hash
    Game.objects.filter(pk=finished.pk).update(head_hash=prev)
    finished.refresh_from_db()
    report = game_verify(finished)
    assert report.problems == ["seq 1: the stored event differs from the re-decided one"]


def test_a_wrong_seed_fails_verification(finished):
    report = game_verify(finished, "00" * 32)
    assert report.problems == ["the seed does not match the game's public commitment"]


def test_chain_problems_finds_gaps():
    class Row:
        def __init__(self, seq, hash_):
            self.seq, self.type, self.data, self.seat, self.hash = seq, "x", {}, None, hash_

    from games.log.hash_chain import event_hash

    first = event_hash("g", seq=1, type="x", data={}, seat=None)
    third = event_hash(first, seq=3, type="x", data={}, seat=None)
    assert chain_problems("g", [Row(1, first), Row(3, third)]) == ["gap: expected seq 2, found 3"]


def test_snapshot_plus_tail_equals_the_full_replay(finished, secret_nim):
    assert Snapshot.objects.filter(game=finished).count() >= 2
    rows = list(GameEvent.objects.filter(game=finished).order_by("seq"))
    for at in range(1, finished.seq + 1):
        with_snapshots = load_play_state(finished, up_to=at)
        without = load_play_state(finished, up_to=at, use_snapshots=False)
        assert with_snapshots.dump(secret_nim) == without.dump(secret_nim)
    engine_rows = [
        r.data for r in rows if r.type not in ("move",) and not r.type.startswith("platform.")
    ]
    assert load_play_state(finished).engine_state == replay(secret_nim, engine_rows)


def test_deleting_snapshots_changes_nothing_but_speed(finished, secret_nim):
    before = load_play_state(finished).dump(secret_nim)
    Snapshot.objects.filter(game=finished).delete()
    assert load_play_state(finished).dump(secret_nim) == before


def test_rebuilt_projections_equal_the_live_ones(finished, capsys):
    assert projections_rebuild(game_id=finished.pk) is False
    live = Game.objects.get(pk=finished.pk)
    Game.objects.filter(pk=finished.pk).update(to_act=[0, 1], outcome=None, status="active", seq=1)
    finished.seats.update(rank=None)
    call_command("rebuild_projections")
    rebuilt = Game.objects.get(pk=finished.pk)
    assert (rebuilt.status, rebuilt.seq, rebuilt.to_act, rebuilt.outcome, rebuilt.head_hash) == (
        live.status,
        live.seq,
        live.to_act,
        live.outcome,
        live.head_hash,
    )
    assert [s.rank for s in rebuilt.seats.order_by("index")] == [
        s.rank for s in live.seats.order_by("index")
    ]
    assert "1 had drifted" in capsys.readouterr().out


def test_problems_say_themselves_in_the_readers_language_and_survive_the_cache(finished):
    import pickle

    from django.utils import translation

    from games.log.problems import problems_in_words

    [problem] = game_verify(finished, "00" * 32).problems
    cached = pickle.loads(pickle.dumps(problem))  # noqa: S301 - our own object; the replay page caches its report
    assert cached == "the seed does not match the game's public commitment"
    with translation.override("ko"):
        assert problems_in_words([cached]) == ["시드가 게임의 공개 약속값과 맞지 않습니다."]
    from types import SimpleNamespace

    from games.log.hash_chain import event_hash

    first = event_hash("g", seq=1, type="x", data={}, seat=None)
    third = event_hash(first, seq=3, type="x", data={}, seat=None)
    rows = [
        SimpleNamespace(seq=seq, type="x", data={}, seat=None, hash=row_hash)
        for seq, row_hash in ((1, first), (3, third))
    ]
    [gap] = chain_problems("g", rows)
    with translation.override("ko"):
        assert problems_in_words([gap, "a plain sentence"]) == [
            "이벤트 번호 2가 와야 할 자리에 3이 있습니다.",
            "a plain sentence",
        ]
