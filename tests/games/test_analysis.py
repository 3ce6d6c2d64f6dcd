"""Analysis of a finished game: POST /api/games/{id}/analysis queues it, GET reads it; per move
the chances of every seat, the preferred move and the loss; refused while the game runs; stored
beside the game, never in its log."""

from __future__ import annotations

import pytest

from games import services
from games.models import AnalysisStatus, GameAnalysis, GameEvent
from games.selectors import biggest_losses
from games.services.analysis import analysis_request, analysis_run
from tests.games.play import play_to_end


@pytest.fixture
def eager_tasks(settings):
    from config.celery import app

    # read before the setting below changes what it says (Celery's conf reads Django's settings)
    before = app.conf.task_always_eager
    settings.CELERY_TASK_ALWAYS_EAGER = True
    app.conf.task_always_eager = True
    yield
    app.conf.task_always_eager = before


def _game(alice, bob):
    game = services.game_create(
        random_seating=False, user=alice, engine="secret-nim", players=2, options={"pile": 9}
    )
    services.game_join(game=game, user=bob)
    game.refresh_from_db()
    return game


def test_a_finished_game_is_analysed_move_by_move(
    secret_nim, api, alice, bob, settings, eager_tasks, django_capture_on_commit_callbacks
):
    settings.ANALYSIS_ITERATIONS = 40
    game = play_to_end(_game(alice, bob))
    events_before = GameEvent.objects.filter(game=game).count()
    with django_capture_on_commit_callbacks(execute=True):
        queued = api(alice).post(f"/api/games/{game.pk}/analysis")
    assert queued.status_code == 202, queued.content
    body = api(bob).get(f"/api/games/{game.pk}/analysis").json()
    moves = GameEvent.objects.filter(game=game, type="move").order_by("seq")
    assert body["status"] == "done"
    assert body["plies_done"] == body["plies_total"] == moves.count()
    assert [ply["seq"] for ply in body["plies"]] == [move.seq for move in moves]
    for ply, move in zip(body["plies"], moves, strict=True):
        assert ply["seat"] == move.seat and ply["played"] == move.data["move"]
        assert len(ply["chances"]) == 2 and sum(ply["chances"]) == pytest.approx(1)
        assert ply["loss"] >= 0 and "type" in ply["preferred"]
    ranks = game.outcome["ranks"]
    assert body["final_chances"] == [1.0 if rank == 1 else 0.0 for rank in ranks]
    assert GameEvent.objects.filter(game=game).count() == events_before  # never in the log


def test_analysis_is_refused_while_the_game_runs(secret_nim, api, alice, bob):
    game = _game(alice, bob)
    for method in ("post", "get"):
        refused = getattr(api(alice), method)(f"/api/games/{game.pk}/analysis")
        assert refused.status_code == 409
        assert refused.json()["error"]["code"] == "analysis_after_the_end"
    assert not GameAnalysis.objects.filter(game=game).exists()


def test_no_analysis_yet_is_a_json_404(secret_nim, api, alice, bob):
    game = play_to_end(_game(alice, bob))
    missing = api(alice).get(f"/api/games/{game.pk}/analysis")
    assert missing.status_code == 404
    assert missing.json()["error"]["code"] == "no_analysis"


def test_a_queued_analysis_runs_once_and_a_done_one_is_served_not_recomputed(
    secret_nim, alice, bob, settings
):
    settings.ANALYSIS_ITERATIONS = 10
    game = play_to_end(_game(alice, bob))
    analysis, queued = analysis_request(game=game, user=alice)
    assert queued and analysis.status == AnalysisStatus.QUEUED
    assert analysis_request(game=game, user=bob) == (analysis, False)  # still queued
    assert analysis_run(analysis_id=analysis.pk)
    assert not analysis_run(analysis_id=analysis.pk)
    analysis.refresh_from_db()
    assert analysis.status == AnalysisStatus.DONE and analysis.seconds is not None
    assert analysis.iterations == 10 and analysis.engine_version == game.engine_version
    again, queued = analysis_request(game=game, user=bob)
    assert not queued and again.status == AnalysisStatus.DONE and again.plies == analysis.plies
    settings.ANALYSIS_ITERATIONS = 20  # another budget: the one done is outdated
    again, queued = analysis_request(game=game, user=bob)
    assert queued and again.status == AnalysisStatus.QUEUED and again.plies == []


@pytest.mark.parametrize(
    ("losses", "expected"),
    [
        ([0.0, 0.3, 0.1, 0.5, 0.2], [4, 2, 5]),
        ([0.0, 0.0], []),
        ([0.2, 0.2], [1, 2]),
    ],
)
def test_biggest_losses(losses, expected):
    plies = [{"seq": index + 1, "loss": loss} for index, loss in enumerate(losses)]
    assert biggest_losses(plies) == expected


def test_the_movers_chance_is_the_searched_one_and_the_others_share_the_rest():
    from games.services.analysis import searched_chances

    assert searched_chances([0.5, 0.3, 0.2], 0, 0.8) == [0.8, 0.12, 0.08]
    assert searched_chances([1.0, 0.0, 0.0], 0, 0.4) == [0.4, 0.3, 0.3]
    assert searched_chances([0.2, 0.8], 1, 1.2) == [0.0, 1.0]  # a value is a chance: clamped


def test_an_analysis_in_chunks_gathers_what_one_chunk_finds(
    secret_nim, alice, bob, settings, eager_tasks, django_capture_on_commit_callbacks
):
    """Chunks of two moves, queued and gathered, give every ply exactly as one chunk does (the
    states are folded forward in each chunk; each ply's search has its own rng)."""
    settings.ANALYSIS_ITERATIONS = 20
    game = play_to_end(_game(alice, bob))
    found = []
    for chunk_plies in (1000, 2):
        settings.ANALYSIS_CHUNK_PLIES = chunk_plies
        # a done analysis is served as it is: failed, it may be asked for again
        GameAnalysis.objects.filter(game=game).update(status=AnalysisStatus.FAILED)
        analysis, _queued = analysis_request(game=game)
        with django_capture_on_commit_callbacks(execute=True):
            assert analysis_run(analysis_id=analysis.pk)
        analysis.refresh_from_db()
        assert analysis.status == AnalysisStatus.DONE
        assert analysis.plies_done == analysis.plies_total == len(analysis.plies)
        found.append((analysis.plies, analysis.final_chances))
    assert len(found[0][0]) > 2
    assert found[0] == found[1]


def test_a_chunk_of_an_earlier_run_adds_nothing(secret_nim, alice, bob, settings):
    from games.services.analysis import analysis_chunk

    settings.ANALYSIS_ITERATIONS = 5
    game = play_to_end(_game(alice, bob))
    analysis, _queued = analysis_request(game=game)
    assert analysis_run(analysis_id=analysis.pk)
    analysis.refresh_from_db()
    first = analysis.plies[0]["seq"]
    assert not analysis_chunk(
        analysis_id=analysis.pk, token="an earlier run", first_seq=first, last_seq=first
    )
    analysis.refresh_from_db()
    assert analysis.status == AnalysisStatus.DONE


def test_a_done_analysis_is_served_and_a_failed_one_queued_again_over_the_api(
    secret_nim, api, alice, bob, settings, django_capture_on_commit_callbacks
):
    settings.ANALYSIS_ITERATIONS = 10
    game = play_to_end(_game(alice, bob))
    with django_capture_on_commit_callbacks() as queued_tasks:
        assert api(alice).post(f"/api/games/{game.pk}/analysis").status_code == 202
    assert len(queued_tasks) == 1
    analysis_run(analysis_id=GameAnalysis.objects.get(game=game).pk)
    for _ in range(3):  # anyone, again and again: served, nothing queued
        with django_capture_on_commit_callbacks() as queued_tasks:
            served = api(bob).post(f"/api/games/{game.pk}/analysis")
        assert served.status_code == 200 and served.json()["status"] == "done"
        assert queued_tasks == []
    GameAnalysis.objects.filter(game=game).update(status=AnalysisStatus.FAILED)
    with django_capture_on_commit_callbacks() as queued_tasks:
        again = api(bob).post(f"/api/games/{game.pk}/analysis")
    assert again.status_code == 202 and again.json()["status"] == "queued"
    assert len(queued_tasks) == 1


def test_queued_analyses_are_bounded_per_user_and_in_all_with_a_429(
    secret_nim, api, alice, bob, carol, settings
):
    settings.ANALYSIS_QUEUED_PER_USER = 2
    settings.ANALYSIS_QUEUE_DEPTH = 3
    settings.ANALYSIS_RETRY_AFTER_SECONDS = 90
    games = [play_to_end(_game(alice, bob)) for _ in range(5)]
    for game in games[:2]:
        assert api(alice).post(f"/api/games/{game.pk}/analysis").status_code == 202
    refused = api(alice).post(f"/api/games/{games[2].pk}/analysis")
    assert refused.status_code == 429 and refused["Retry-After"] == "90"
    assert refused.json()["error"]["code"] == "analysis_queue_full"
    assert not GameAnalysis.objects.filter(game=games[2]).exists()
    assert api(bob).post(f"/api/games/{games[2].pk}/analysis").status_code == 202  # 3 queued
    full = api(bob).post(f"/api/games/{games[3].pk}/analysis")
    assert full.status_code == 429 and full.json()["error"]["details"]["most"] == 3
    # one already queued is answered as it is, full queue or not
    assert api(carol).post(f"/api/games/{games[0].pk}/analysis").status_code == 200
    analysis_run(analysis_id=GameAnalysis.objects.get(game=games[0]).pk)
    assert api(alice).post(f"/api/games/{games[4].pk}/analysis").status_code == 202


def test_a_chunk_pauses_the_collector_across_its_searches_and_gives_it_back(
    secret_nim, alice, bob, settings, monkeypatch
):
    """The chunk's searches run with the cyclic collector off from the first to the last (not
    switched on again between two searches), and it is on again once the chunk is done, also
    when a search fails."""
    import gc

    from games.services import analysis as analysis_service

    settings.ANALYSIS_ITERATIONS = 5
    game = play_to_end(_game(alice, bob))
    seen: list[bool] = []
    real_ply = analysis_service._ply

    def recorded(*args, **kwargs):
        seen.append(gc.isenabled())
        return real_ply(*args, **kwargs)

    monkeypatch.setattr(analysis_service, "_ply", recorded)
    assert gc.isenabled()
    analysis, _queued = analysis_request(game=game)
    assert analysis_run(analysis_id=analysis.pk)
    assert len(seen) > 2 and not any(seen)
    assert gc.isenabled()

    def failing(*args, **kwargs):
        raise RuntimeError("a search failed")

    monkeypatch.setattr(analysis_service, "_ply", failing)
    GameAnalysis.objects.filter(game=game).update(status=AnalysisStatus.FAILED)
    analysis, _queued = analysis_request(game=game)
    with pytest.raises(RuntimeError):
        analysis_run(analysis_id=analysis.pk)
    assert gc.isenabled()
    analysis.refresh_from_db()
    assert analysis.status == AnalysisStatus.FAILED
