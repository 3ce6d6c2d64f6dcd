"""Each game's face lives in its package under web/faces/ and nowhere else: nothing in web/
outside a face names a game (its slug or its package), nothing outside the faces imports one
(the registry aside), and every game of the engines' registry has a face registered."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

from engines.registry import GAME_PACKAGES
from web.faces.registry import FACE_PACKAGES, FACES
from web.words.value_words import COLOURS

WEB = Path(__file__).resolve().parents[2] / "web"
FACES_DIR = WEB / "faces"
TEXT_FILES = ("*.py", "*.html", "*.js", "*.css", "*.txt", "*.json")


def game_names() -> dict[str, set[str]]:
    """package -> the ways its game is named in code: the slug and the package's name."""
    return {
        package: {importlib.import_module(f"engines.{package}").ENGINE.slug, package}
        for package in GAME_PACKAGES
    }


def files_outside_the_faces() -> list[Path]:
    found = [path for pattern in TEXT_FILES for path in WEB.rglob(pattern)]
    return sorted(path for path in found if FACES_DIR not in path.parents)


def test_nothing_in_web_outside_a_face_names_a_game():
    named = []
    for path in files_outside_the_faces():
        content = path.read_text(encoding="utf-8")
        for names in game_names().values():
            named += [f"{path.relative_to(WEB)}: {name}" for name in names if name in content]
    assert named == []


def test_a_face_names_no_other_game():
    names = game_names()
    named = []
    for package in names:
        for path in sorted((FACES_DIR / package).rglob("*.py")):
            content = path.read_text(encoding="utf-8")
            for other, other_names in names.items():
                if other != package:
                    named += [f"{path.relative_to(WEB)}: {n}" for n in other_names if n in content]
    assert named == []


def test_outside_the_faces_only_the_registry_and_the_declaration_are_imported():
    allowed = {"web.faces.registry", "web.faces.face"}
    imported = []
    for path in files_outside_the_faces():
        if path.suffix != ".py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("web.faces"):
                modules = {node.module} if node.module != "web.faces" else set()
                modules |= {f"web.faces.{a.name}" for a in node.names if node.module == "web.faces"}
                imported += [f"{path.relative_to(WEB)}: {m}" for m in modules - allowed]
            if isinstance(node, ast.Import):
                imported += [
                    f"{path.relative_to(WEB)}: {a.name}"
                    for a in node.names
                    if a.name.startswith("web.faces") and a.name not in allowed
                ]
    assert imported == []


def test_every_game_has_its_face_registered_once():
    assert sorted(FACE_PACKAGES) == sorted(GAME_PACKAGES)
    slugs = {importlib.import_module(f"engines.{p}").ENGINE.slug for p in GAME_PACKAGES}
    assert slugs <= set(FACES)
    for package in FACE_PACKAGES:
        face = importlib.import_module(f"web.faces.{package}").FACE
        assert FACES[face.slug] is face and face.board is not None and face.sentences


def test_no_two_faces_give_one_value_two_words():
    """A value's words are looked up by the value alone (the boards' labels and the log's
    details do not know the game), so a value is one face's, or the same words everywhere."""
    seen: dict[str, str] = dict(COLOURS)
    clashes = []
    for face in FACES.values():
        for value, english in face.value_words.items():
            if seen.setdefault(value, english) != english:
                clashes.append(f"{face.slug}: {value}")
    assert clashes == []
