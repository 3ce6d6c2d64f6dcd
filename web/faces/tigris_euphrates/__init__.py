"""Tigris & Euphrates' face, declared once: its board with the conflict panel (words.py, the
pending decision in words), its log sentences and names, its values' words, its final
standing and its refusals."""

from __future__ import annotations

from web.faces.face import Face
from web.faces.tigris_euphrates import names, outcome, refusals, sentences, values
from web.faces.tigris_euphrates.board import TigrisEuphratesBoard

FACE = Face(
    slug="tigris-euphrates",
    board=TigrisEuphratesBoard(),
    sentences=sentences.SENTENCES,
    names=names.NAMES,
    value_words=values.VALUE_WORDS,
    standing=outcome.final_standing,
    refusals=refusals.CODE_SENTENCES,
    refusal_sentences=refusals.FIXED_SENTENCES,
)
