"""Each engine's word on which moves reveal nothing (`reveals_nothing`, the contract's optional
capability behind takebacks), checked over random games: a move it calls quiet decides the same
events whatever the randomness (nothing drawn or rolled), every seat reads those events whole
(nothing hidden shown), and a takeback row folds the state back to exactly what it was. An
engine that does not say reveals something with every move."""

from __future__ import annotations

import pytest

from engines import ENGINES, Rng
from engines.contract import move_reveals_nothing
from games.log.play_state import MOVE, TAKEN_BACK, PlayState, fold
from games.takeback_rules import events_seen_whole

PLIES = 250
GAMES = 2


@pytest.mark.parametrize("slug", sorted(ENGINES))
def test_quiet_moves_draw_nothing_show_nothing_and_fold_back(slug):
    engine = ENGINES[slug]
    players = engine.min_players
    quiet_found = 0
    for game in range(GAMES):
        seed = f"quiet-{slug}-{game}".encode()
        chooser = Rng(seed, "choose")
        play = PlayState()
        for event in engine.start(players, {}, Rng(seed, "0")):
            play = fold(engine, play, event["type"], event, players)
        for ply in range(PLIES):
            seats = engine.to_act(play.engine_state)
            if not seats:
                break
            seat = seats[0]
            move = chooser.choice(engine.legal_moves(play.engine_state, seat))
            events = engine.decide(play.engine_state, seat, move, Rng(seed, str(ply + 1)))
            if move_reveals_nothing(engine, move, events):
                quiet_found += 1
                again = engine.decide(play.engine_state, seat, move, Rng(b"other", str(ply)))
                assert again == events, f"{slug}: a quiet move depends on chance: {move}"
                assert events_seen_whole(engine, events, players), f"{slug}: {move} hides"
                moved = fold(engine, play, MOVE, {"move": move}, players)
                for event in events:
                    moved = fold(engine, moved, event["type"], event, players)
                back = fold(engine, moved, TAKEN_BACK, {"seat": seat}, players)
                assert engine.dump(back.engine_state) == engine.dump(play.engine_state)
            play = fold(engine, play, MOVE, {"move": move}, players)
            for event in events:
                play = fold(engine, play, event["type"], event, players)
    if getattr(engine, "reveals_nothing", None) is not None:
        assert quiet_found, f"{slug} declares quiet moves but none came up in random play"


def test_an_engine_that_does_not_say_reveals_something():
    class Silent:
        pass

    assert move_reveals_nothing(Silent(), {"type": "pass"}, [{"type": "passed"}]) is False
