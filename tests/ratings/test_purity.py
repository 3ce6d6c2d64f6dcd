"""The rating maths stays pure: no Django, DRF, Celery or database imports.

The `ratings` package is also the Django app (models, services, api ...); the pure modules are
the ones named here, and the package's `__init__` must stay importable without Django.
"""

import pathlib
import re

import ratings

FORBIDDEN = re.compile(r"^\s*(from|import)\s+(django|rest_framework|celery|psycopg)\b", re.M)
PURE_MODULES = {"__init__.py", "elo.py", "openskill_rating.py", "game_rating.py"}


def test_rating_modules_import_no_framework():
    package = pathlib.Path(ratings.__file__).parent
    sources = {path.name: path for path in package.glob("*.py")}
    assert set(sources) >= PURE_MODULES
    for name in sorted(PURE_MODULES):
        assert not FORBIDDEN.search(sources[name].read_text()), name
