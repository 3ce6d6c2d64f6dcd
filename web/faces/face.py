"""A game's face, declared once: how the pages draw it and tell it in words.

A face package (`web/faces/<game>/`) declares its game's face as a `Face` named `FACE` in its
`__init__.py`, and `web/faces/registry.py` registers it by one line, as `engines/registry.py`
does the engines. Everything in it is optional: a game without a face (or a field left out)
is drawn by the generic board and told in the generic words.

- `board`: the renderer of the seat's view with its legal moves as targets (web/boards/base.py's
  `BoardRenderer`), which also labels moves and marks the last move's places;
- `sentences`: the move log, one sentence per event kind of the engine (web/words/log_sentences
  holds the machinery, `Words`, and the sentences of the platform's own rows);
- `names`: the names of its moves, events and their fields as the log shows them ("Tile placed"),
  English marked for the catalog (the log humanises any name and looks it up there);
- `value_words`: the raw values the engine's moves and events carry ("grain", "no_temple") in
  English marked for the catalog, which gives their Korean terms (the seeds' names);
- `standing`: one seat's final score and what it is made of, in words, for the game-over
  panel (from the outcome, or the revealed view of a game ended early, and the log's
  `scoring_rows` where the face reads some);
- `refusals`: a sentence per refusal code whose English sentence carries values, and
  `refusal_sentences`, the engine's fixed English refusals, listed for the catalog. Both are
  registered into `games.engine_messages`, which the API reads (games never imports web).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from django.utils.functional import Promise

# (outcome, seat, the revealed view or None, the log's scoring rows) -> (score, its parts in words)
Standing = Callable[[dict, int, "dict | None", list[dict]], tuple["int | None", str]]
# An event's sentence, given its web.words.log_sentences.Words. This module imports nothing of
# web's: the boards and the wording read the registry, which holds faces (typed loosely here,
# so that no chain of imports, type-only ones included, runs back to this module).
Sentence = Callable[[Any], str]


@dataclass(frozen=True, eq=False)  # one instance per game: identity is equality
class Face:
    """A game's face: its board, log sentences and names, value words, final standing and
    refusals."""

    slug: str
    board: Any = None  # a web.boards.base.BoardRenderer; None: the generic one
    sentences: Mapping[str, Sentence] = field(default_factory=dict)
    names: tuple[str, ...] = ()
    value_words: Mapping[str, str] = field(default_factory=dict)
    standing: Standing | None = None
    scoring_rows: tuple[str, ...] = ()
    refusals: Mapping[str, str | Promise] = field(default_factory=dict)
    refusal_sentences: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if getattr(self.board, "slug", "") not in ("", self.slug):
            raise ValueError(f"{self.slug}: the board is {self.board.slug!r}'s")

    def __repr__(self) -> str:
        return f"Face({self.slug!r})"
