"""The pairing core stays pure: no Django, DRF, Celery or database imports, no hidden clocks."""

import ast
from pathlib import Path

import tournaments.pairing

FORBIDDEN = {"django", "rest_framework", "celery", "redis", "psycopg", "random", "time", "datetime"}
PACKAGE = Path(tournaments.pairing.__file__).parent


def imported_roots(path: Path) -> set[str]:
    roots = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            roots.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            roots.add(node.module.split(".")[0])
    return roots


def test_no_forbidden_imports():
    modules = sorted(PACKAGE.glob("*.py"))
    assert len(modules) >= 8
    offenders = {
        path.name: sorted(imported_roots(path) & FORBIDDEN)
        for path in modules
        if imported_roots(path) & FORBIDDEN
    }
    assert offenders == {}


def test_every_module_has_a_docstring_and_stays_small():
    for path in sorted(PACKAGE.glob("*.py")):
        source = path.read_text()
        assert ast.get_docstring(ast.parse(source)), path.name
        assert source.count("\n") < 500, path.name
