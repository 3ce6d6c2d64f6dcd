"""After the Flood (Martin Wallace, 2008) for exactly 3 players, as rules/after-the-flood.md says:
the engine, declared once."""

from engines.after_the_flood import data, foresight, moves, rules, scoring, state, view
from engines.after_the_flood.determinize import (
    determinize,
    determinizer,
    resample_chance,
    resampler,
)
from engines.after_the_flood.evaluation import evaluate
from engines.contract import EngineSpec, translatable
from engines.foresight import every_move_public
from engines.json_tree import copy_json
from engines.quiet_moves import quiet_when

ENGINE = EngineSpec(
    slug="after-the-flood",
    title=translatable("After the Flood"),
    min_players=data.PLAYERS,
    max_players=data.PLAYERS,
    version=1,
    start=rules.start,
    decide=rules.decide,
    evolve=state.evolve,
    to_act=rules.to_act,
    legal_moves=moves.legal_moves,
    view=view.view,
    event_view=view.event_view,
    outcome=scoring.outcome,
    dump=copy_json,
    load=copy_json,
    determinize=determinize,
    determinizer=determinizer,
    resampler=resampler,
    resample_chance=resample_chance,
    evaluate=evaluate,
    advance=rules.play,
    # everything is public but the dice
    reveals_nothing=quiet_when(set(state.APPLY) - {"dice_rolled"}),
    public_move=every_move_public,
    standing_questions=foresight.STANDING_QUESTIONS,
    standing_answer=foresight.standing_answer,
    options=rules.OPTIONS,
)
