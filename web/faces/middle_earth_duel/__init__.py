"""Duel for Middle-earth's face, declared once: its map, card layout and quest (words.py, the
cards and tokens in words), its log sentences and names, its values' words, its final
standing and its refusals."""

from __future__ import annotations

from web.faces.face import Face
from web.faces.middle_earth_duel import names, outcome, refusals, sentences, values
from web.faces.middle_earth_duel.board import MiddleEarthDuelBoard

FACE = Face(
    slug="middle-earth-duel",
    board=MiddleEarthDuelBoard(),
    sentences=sentences.SENTENCES,
    names=names.NAMES,
    value_words=values.VALUE_WORDS,
    standing=outcome.final_standing,
    refusals=refusals.CODE_SENTENCES,
    refusal_sentences=refusals.FIXED_SENTENCES,
)
