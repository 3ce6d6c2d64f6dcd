"""The rating maths stays pure: no Django, DRF, Celery or database imports."""

import pathlib
import re

import ratings

FORBIDDEN = re.compile(r"^\s*(from|import)\s+(django|rest_framework|celery|psycopg)\b", re.M)


def test_rating_modules_import_no_framework():
    package = pathlib.Path(ratings.__file__).parent
    sources = sorted(package.glob("*.py"))
    assert {path.name for path in sources} >= {"__init__.py", "elo.py", "openskill_rating.py"}
    for path in sources:
        assert not FORBIDDEN.search(path.read_text()), path
