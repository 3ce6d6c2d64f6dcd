"""Tigris & Euphrates (Reiner Knizia, 1997) for 2-4 players, as rules/tigris-euphrates.md says:
the engine, declared once."""

from engines.contract import EngineSpec, translatable
from engines.quiet_moves import quiet_when
from engines.tigris_euphrates import events, foresight, legal, rules, scoring, snapshot, start, view
from engines.tigris_euphrates.determinize import (
    determinize,
    determinizer,
    resample_chance,
    resampler,
)
from engines.tigris_euphrates.evaluation import evaluate
from engines.tigris_euphrates.transplant import transplant
from engines.tigris_euphrates.value_classes import value_classes

ENGINE = EngineSpec(
    slug="tigris-euphrates",
    title=translatable("Tigris & Euphrates"),
    min_players=start.MIN_PLAYERS,
    max_players=start.MAX_PLAYERS,
    version=1,
    start=start.start_events,
    decide=rules.decide,
    advance=rules.advance,
    evolve=events.evolve,
    to_act=rules.to_act,
    legal_moves=legal.legal_moves,
    view=view.view,
    event_view=view.event_view,
    outcome=scoring.outcome,
    dump=snapshot.dump,
    load=snapshot.load,
    determinize=determinize,
    determinizer=determinizer,
    resample_chance=resample_chance,
    resampler=resampler,
    evaluate=evaluate,
    value_classes=value_classes,
    transplant=transplant,
    # a leader moved or a catastrophe laid (public pieces); a tile from the hand shows it
    reveals_nothing=quiet_when(
        (
            "leader_placed",
            "leader_withdrawn",
            "leader_returned",
            "catastrophe_placed",
            "revolt_started",
            "passed",
        )
    ),
    public_move=foresight.public_move,
    standing_questions=foresight.STANDING_QUESTIONS,
    standing_answer=foresight.standing_answer,
    options=start.OPTIONS,
)
