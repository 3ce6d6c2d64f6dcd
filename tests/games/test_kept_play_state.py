"""The play state kept after each move (games.log.state_loading) is the log's own fold: whole
games of every engine, played with the cache on, compared move by move with a fold of the log
alone; and a kept entry is never used for another game or another seq."""

from __future__ import annotations

import pytest
from django.core.cache import cache

from engines import ENGINES, Rng
from games import services
from games.log.state_loading import load_play_state, play_state_key
from games.models import Game
from games.selectors import legal_moves_for

pytestmark = pytest.mark.django_db


def _users(count):
    from tests.factories import UserFactory

    return [UserFactory() for _ in range(count)]


@pytest.mark.parametrize("slug", sorted(ENGINES))
def test_the_kept_state_is_the_fold_of_the_log(slug, django_capture_on_commit_callbacks):
    engine = ENGINES[slug]
    users = _users(engine.min_players)
    game = services.game_create(
        user=users[0], engine=slug, players=engine.min_players, random_seating=False
    )
    for user in users[1:]:
        services.game_join(game=game, user=user)
    chooser = Rng(b"kept", "choose")
    for _ in range(60):
        game = Game.objects.get(pk=game.pk)
        if not game.to_act:
            break
        seat = game.to_act[0]
        with django_capture_on_commit_callbacks(execute=True):
            services.move_submit(
                game=game,
                user=users[seat],
                move=chooser.choice(legal_moves_for(game, seat)),
                expected_seq=game.seq,
            )
        game = Game.objects.get(pk=game.pk)
        kept = cache.get(play_state_key(game, game.seq))
        assert kept is not None
        folded = load_play_state(game, use_snapshots=False)
        assert kept.dump(engine) == folded.dump(engine)
        assert load_play_state(game).dump(engine) == folded.dump(engine)


def test_an_older_seq_is_folded_not_taken_from_the_kept_state(
    secret_nim, alice, bob, django_capture_on_commit_callbacks
):
    game = services.game_create(
        user=alice, engine="secret-nim", players=2, options={"pile": 9}, random_seating=False
    )
    services.game_join(game=game, user=bob)
    game = Game.objects.get(pk=game.pk)
    before = game.seq
    with django_capture_on_commit_callbacks(execute=True):
        services.move_submit(
            game=game, user=alice, move={"type": "take", "count": 2}, expected_seq=game.seq
        )
    game = Game.objects.get(pk=game.pk)
    earlier = load_play_state(game, up_to=before)
    assert earlier.engine_state["pile"] == 9
    assert load_play_state(game).engine_state["pile"] == 7
