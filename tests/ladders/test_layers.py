"""Ladders sit beside tournaments, above games: the imports run one way only (DESIGN.md's
engines ← games ← ratings/tournaments/ladders/social ← web)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def imported_roots(package: str) -> dict[str, set[str]]:
    """Top-level packages each module of `package` imports (migrations included)."""
    found = {}
    for path in sorted((ROOT / package).rglob("*.py")):
        roots = set()
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                roots.update(alias.name.split(".")[0] for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                roots.add(node.module.split(".")[0])
        found[str(path.relative_to(ROOT))] = roots
    return found


def offenders(package: str, forbidden: set[str]) -> dict[str, list[str]]:
    return {
        module: sorted(roots & forbidden)
        for module, roots in imported_roots(package).items()
        if roots & forbidden
    }


def test_ladders_import_neither_tournaments_nor_the_apps_above():
    assert offenders("ladders", {"tournaments", "social", "web"}) == {}


def test_tournaments_import_nothing_of_ladders_or_the_apps_above():
    assert offenders("tournaments", {"ladders", "social", "web"}) == {}


def test_the_layers_below_know_nothing_of_ladders():
    for package in ("engines", "games", "ratings"):
        assert offenders(package, {"ladders"}) == {}, package
