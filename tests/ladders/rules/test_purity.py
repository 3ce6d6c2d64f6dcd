"""The ladder rules stay pure: the standard library and their own package only — no Django, DRF,
Celery or database, and nothing of the platform's apps (not even `ladders.models`)."""

import ast
import pathlib
import subprocess
import sys

import ladders.rules

PACKAGE = pathlib.Path(ladders.rules.__file__).parent
ROOT = PACKAGE.parents[1]
OWN_PACKAGE = "ladders.rules"


def imported_modules(path: pathlib.Path) -> set[str]:
    """Every module a source file imports, relative imports marked with their dots."""
    modules = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            modules.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            modules.add("." * node.level + (node.module or ""))
    return modules


def is_allowed(module: str) -> bool:
    root = module.split(".", maxsplit=1)[0]
    own = module == OWN_PACKAGE or module.startswith(OWN_PACKAGE + ".")
    return own or root == "__future__" or root in sys.stdlib_module_names


def test_ladder_rules_import_only_the_standard_library_and_themselves():
    sources = sorted(PACKAGE.glob("*.py"))
    assert {path.name for path in sources} >= {
        "__init__.py",
        "clock.py",
        "decisions.py",
        "errors.py",
        "projection.py",
    }
    offenders = {
        path.name: sorted(module for module in imported_modules(path) if not is_allowed(module))
        for path in sources
    }
    assert {name: found for name, found in offenders.items() if found} == {}


def test_importing_the_ladder_rules_loads_no_framework():
    """In a fresh interpreter, importing the rules (and folding a log) pulls in no Django,
    DRF, Celery or database driver, and no other app of the platform."""
    probe = (
        "import sys, ladders.rules as rules\n"
        "rules.project([{'type': 'player_joined', 'player': 1, 'at': 0}])\n"
        "print(' '.join(sorted({name.split('.')[0] for name in sys.modules})))\n"
    )
    loaded = subprocess.run(
        [sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    framework = {"django", "rest_framework", "celery", "psycopg", "redis", "kombu"}
    platform_apps = {"games", "tournaments", "ratings", "social", "web", "config", "engines"}
    assert framework & set(loaded) == set()
    assert platform_apps & set(loaded) == set()


def test_every_module_has_a_docstring_and_stays_small():
    for path in sorted(PACKAGE.glob("*.py")):
        source = path.read_text()
        assert ast.get_docstring(ast.parse(source)), path.name
        assert source.count("\n") < 400, path.name
