"""Every registered engine, played to the end through the platform: verify, snapshots, projections."""

from __future__ import annotations

import pytest

from engines import ENGINES
from games import services
from games.log.play_state import PlayState
from games.log.projections import projections_rebuild
from games.log.state_loading import load_play_state
from games.log.verification import game_verify
from games.models import GameStatus
from tests.factories import UserFactory
from tests.games.play import play_to_end

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("slug", sorted(ENGINES))
def test_a_random_game_through_move_submit_verifies(slug, settings):
    settings.SNAPSHOT_EVERY = 25
    engine = ENGINES[slug]
    players = max(engine.min_players, 2) if engine.max_players >= 2 else engine.min_players
    users = [UserFactory() for _ in range(players)]
    game = services.game_create(user=users[0], engine=slug, players=players)
    for user in users[1:]:
        services.game_join(game=game, user=user)
    game = play_to_end(game, seed=slug.encode(), limit=20_000)

    assert game.status == GameStatus.FINISHED
    assert sorted(game.outcome["ranks"])[0] == 1
    report = game_verify(game)
    assert report.ok, report.problems[:5]
    assert projections_rebuild(game_id=game.pk) is False
    fresh: PlayState = load_play_state(game, use_snapshots=False)
    assert load_play_state(game).dump(engine) == fresh.dump(engine)
