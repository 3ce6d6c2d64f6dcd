"""Tigris Euphyu's face, declared once: its wells, its log sentences and names, its values'
words, its final standing and its refusals."""

from __future__ import annotations

from web.faces.face import Face
from web.faces.tigris_euphyu import names, outcome, refusals, sentences, values
from web.faces.tigris_euphyu.board import TigrisEuphyuBoard

FACE = Face(
    slug="tigris-euphyu",
    board=TigrisEuphyuBoard(),
    sentences=sentences.SENTENCES,
    names=names.NAMES,
    value_words=values.VALUE_WORDS,
    standing=outcome.final_standing,
    refusals=refusals.CODE_SENTENCES,
    refusal_sentences=refusals.FIXED_SENTENCES,
)
