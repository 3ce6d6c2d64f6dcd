"""The pages build no database query of their own: every read goes through the owning app's
selectors (or services), so that a rule about what a page may show lives beside the data."""

from __future__ import annotations

import ast
from pathlib import Path

WEB = Path(__file__).resolve().parents[2] / "web"
# The calls that build or run a query on a manager or a queryset.
QUERY_CALLS = {
    "filter",
    "exclude",
    "annotate",
    "aggregate",
    "order_by",
    "select_related",
    "prefetch_related",
    "values_list",
    "distinct",
    "raw",
    "extra",
}


def _hand_built_queries(path: Path, root: Path) -> list[str]:
    """Where the module at `path` reaches a manager (`.objects`) or builds a query."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr == "objects":
            found.append(f"{path.relative_to(root)}:{node.lineno} .objects")
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in QUERY_CALLS
        ):
            found.append(f"{path.relative_to(root)}:{node.lineno} .{node.func.attr}()")
    return found


def test_nothing_in_web_builds_a_query_by_hand():
    sources = sorted(path for path in WEB.rglob("*.py") if "migrations" not in path.parts)
    assert sources
    found = [where for path in sources for where in _hand_built_queries(path, WEB.parent)]
    assert found == []


def test_the_finder_finds_a_query(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text("rows = Game.objects.filter(rated=True).order_by('id')\n")
    assert _hand_built_queries(sample, tmp_path) == [
        "sample.py:1 .order_by()",
        "sample.py:1 .filter()",
        "sample.py:1 .objects",
    ]
