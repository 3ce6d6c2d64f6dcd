"""Tigris Euphyu: falling pairs of Tigris & Euphrates tiles in 5x8 wells (Puyo Puyo rules, as
rules/tigris-euphyu.md says): the engine, declared once."""

from engines.contract import EngineSpec, translatable
from engines.foresight import every_move_public
from engines.quiet_moves import quiet_when
from engines.tigris_euphyu import rules, scoring, state, view
from engines.tigris_euphyu.determinize import (
    determinize,
    determinizer,
    resample_chance,
    resampler,
)
from engines.tigris_euphyu.evaluation import evaluate
from engines.tigris_euphyu.search import advance

ENGINE = EngineSpec(
    slug="tigris-euphyu",
    title=translatable("Tigris Euphyu"),
    min_players=rules.MIN_PLAYERS,
    max_players=rules.MAX_PLAYERS,
    version=1,
    start=rules.start_events,
    decide=rules.decide,
    evolve=state.evolve,
    to_act=rules.to_act,
    legal_moves=rules.legal_moves,
    view=view.view,
    event_view=view.event_view,
    outcome=scoring.outcome,
    dump=state.dump_state,
    load=state.load_state,
    determinize=determinize,
    determinizer=determinizer,
    advance=advance,
    resampler=resampler,
    resample_chance=resample_chance,
    evaluate=evaluate,
    # everything is public but the next pair drawn from the bag
    reveals_nothing=quiet_when(set(state.APPLY) - {"pair_drawn"}),
    public_move=every_move_public,
    options=rules.OPTIONS,
)
