"""Duel for Middle-earth for 2 players, as rules/middle-earth-duel.md says: the engine, declared
once."""

from engines.contract import EngineSpec, translatable
from engines.foresight import every_move_public
from engines.json_tree import copy_json
from engines.middle_earth_duel import rules, scoring, state, view
from engines.middle_earth_duel.determinize import (
    determinize,
    determinizer,
    resample_chance,
    resampler,
)
from engines.middle_earth_duel.evaluation import evaluate
from engines.quiet_moves import quiet_when

ENGINE = EngineSpec(
    slug="middle-earth-duel",
    title=translatable("Duel for Middle-earth"),
    min_players=rules.PLAYERS,
    max_players=rules.PLAYERS,
    version=1,
    start=rules.start,
    decide=rules.decide,
    evolve=state.evolve,
    to_act=rules.to_act,
    legal_moves=rules.legal_moves,
    view=view.view,
    event_view=view.event_view,
    outcome=scoring.outcome,
    dump=copy_json,
    load=copy_json,
    determinize=determinize,
    determinizer=determinizer,
    advance=rules.advance,
    resampler=resampler,
    resample_chance=resample_chance,
    evaluate=evaluate,
    # every kind but those that turn a card, token or landmark face up or deal a chapter
    reveals_nothing=quiet_when(
        set(state.APPLY)
        - {
            "card_revealed",
            "tokens_revealed",
            "landmarks_revealed",
            "chapter_started",
            "token_kept",
        }
    ),
    public_move=every_move_public,
    options=rules.OPTIONS,
)
