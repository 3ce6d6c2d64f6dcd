"""The engines' refusals read from their source: every fixed IllegalMove sentence and every code."""

from __future__ import annotations

import ast
import itertools
import re
from pathlib import Path

ENGINES_DIR = Path(__file__).resolve().parents[2] / "engines"
CODE = re.compile(r"^[a-z][a-z_]+$")


def _is_code(node) -> bool:
    return (
        isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and bool(CODE.match(node.value))
    )


def engine_refusals(
    package: str | None = None, *, shared_only: bool = False
) -> tuple[list[str], set[str]]:
    """(fixed sentences, codes) of every engine, of one game's `package`, or (`shared_only`) of
    the modules the games share (engines/*.py): a code is a snake_case string passed right
    before a sentence (IllegalMove(code, sentence), require(cond, code, sentence),
    ("code", "sentence") refusals)."""
    sentences: list[str] = []
    codes: set[str] = set()
    if shared_only:
        paths = sorted(ENGINES_DIR.glob("*.py"))
    else:
        paths = sorted((ENGINES_DIR / package if package else ENGINES_DIR).rglob("*.py"))
    for path in paths:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            runs = []
            if isinstance(node, ast.Call):
                runs.append(node.args)
                name = getattr(node.func, "id", None)
                if name == "_bad" and node.args:  # tigris_euphrates.start: bad_options sentences
                    codes.add("bad_options")
                    if isinstance(node.args[0], ast.Constant):
                        sentences.append(node.args[0].value)
            if isinstance(node, ast.Tuple):
                runs.append(node.elts)
            if isinstance(node, ast.Assign) and any(
                getattr(t, "id", "") == "_WRONG_STEP" for t in node.targets
            ):
                codes.add("wrong_step")
                sentences += [v.value for v in node.value.values if isinstance(v, ast.Constant)]
            for args in runs:
                for first, second in itertools.pairwise(args):
                    if not _is_code(first):
                        continue
                    if isinstance(second, ast.Constant) and isinstance(second.value, str):
                        if " " in second.value and not CODE.match(second.value):
                            codes.add(first.value)
                            sentences.append(second.value)
                    elif isinstance(second, ast.JoinedStr):
                        codes.add(first.value)
    return sentences, codes
