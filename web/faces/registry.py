"""The registry of faces: engine slug -> Face. Adding a game's face = its package under
web/faces/ (exporting `FACE`) and one line in FACE_PACKAGES."""

from __future__ import annotations

import importlib

from games import engine_messages
from web.faces.face import Face

FACES: dict[str, Face] = {}
# value -> its English words, over every registered face (a value is looked up by itself alone;
# tests/web/test_faces.py keeps two faces from giving one value different words)
VALUE_WORDS: dict[str, str] = {}

# One line per game: the package under web/faces/ whose `FACE` is registered when the web app
# is ready (web/apps.py).
FACE_PACKAGES: list[str] = [
    "tigris_euphrates",
    "tigris_euphyu",
    "after_the_flood",
    "middle_earth_duel",
]

GENERIC = Face(slug="")  # a game without a face: the generic board and words


def face_register(face: Face) -> Face:
    """Add a face under its slug, its refusals into the API's (games.engine_messages); a second
    face with the same slug is a bug."""
    if face.slug in FACES and FACES[face.slug] is not face:
        raise ValueError(f"face {face.slug!r} registered twice")
    FACES[face.slug] = face
    VALUE_WORDS.update(face.value_words)
    engine_messages.game_refusals_register(face.slug, face.refusals)
    return face


def face_unregister(slug: str) -> None:
    """Take a face out again (a test's game)."""
    FACES.pop(slug, None)
    VALUE_WORDS.clear()
    for face in FACES.values():
        VALUE_WORDS.update(face.value_words)
    engine_messages.game_refusals_unregister(slug)


def register_faces() -> None:
    """Import every face package of FACE_PACKAGES and register its `FACE`."""
    for package in FACE_PACKAGES:
        face_register(importlib.import_module(f"web.faces.{package}").FACE)


def face_for(slug: str) -> Face:
    """The face of `slug`'s game; the generic face for a game without one."""
    return FACES.get(slug, GENERIC)
