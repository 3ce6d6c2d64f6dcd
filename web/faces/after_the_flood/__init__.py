"""After the Flood's face, declared once: its map and boxes with the pending decision in words,
its log sentences and names, its values' words, its final standing and its refusals."""

from __future__ import annotations

from web.faces.after_the_flood import names, outcome, refusals, sentences, values
from web.faces.after_the_flood.board import AfterTheFloodBoard
from web.faces.face import Face

FACE = Face(
    slug="after-the-flood",
    board=AfterTheFloodBoard(),
    sentences=sentences.SENTENCES,
    names=names.NAMES,
    value_words=values.VALUE_WORDS,
    standing=outcome.final_standing,
    scoring_rows=outcome.SCORING_ROWS,
    refusals=refusals.CODE_SENTENCES,
    refusal_sentences=refusals.FIXED_SENTENCES,
)
