"""The ladder rules stay pure: no Django, DRF, Celery or database imports."""

import pathlib
import re

import tournaments.ladder

FORBIDDEN = re.compile(r"^\s*(from|import)\s+(django|rest_framework|celery|psycopg)\b", re.M)


def test_ladder_modules_import_no_framework():
    package = pathlib.Path(tournaments.ladder.__file__).parent
    sources = sorted(package.glob("*.py"))
    assert len(sources) >= 5
    for path in sources:
        assert not FORBIDDEN.search(path.read_text()), path
