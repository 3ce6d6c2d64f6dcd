"""Which way the imports run (DESIGN.md, `.importlinter`): read from the source, no Django needed.

Every package of ours, layer by layer: config ← web ← the apps around play ← the director's desk ←
notifications ← games ← players ←
api ← the engines, the errors and the compiled statements, and none of them imports a package on
a line above its own (nor, on the bottom line, its neighbours); notifications imports none of the
apps beside it; no module imports another inside a function without a comment saying why; no two
modules import each other through any chain.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

# The layers, top first (as in `.importlinter`). The apps around play may import one another,
# the bottom line's packages may not.
LAYERS: tuple[tuple[str, ...], ...] = (
    ("config",),
    ("web",),
    (
        "archive",
        "ratings",
        "tournaments",
        "ladders",
        "leagues",
        "reliability",
        "reviews",
        "clubs",
        "social",
    ),
    ("desk",),
    ("notifications",),
    ("games",),
    ("players",),
    ("api",),
    ("engines", "errors", "compiled_sql"),
)
OURS = tuple(package for layer in LAYERS for package in layer)


def _forbidden() -> dict[str, set[str]]:
    """Each package and the packages of ours it must never import."""
    forbidden: dict[str, set[str]] = {}
    for depth, layer in enumerate(LAYERS):
        above = {package for higher in LAYERS[:depth] for package in higher}
        for package in layer:
            forbidden[package] = set(above)
            if layer is LAYERS[-1]:
                forbidden[package] |= set(layer) - {package}
    # Notifications know no app's kinds: the apps register theirs into them.
    forbidden["notifications"] |= {
        "ratings",
        "tournaments",
        "ladders",
        "reviews",
        "clubs",
        "social",
    }
    return forbidden


FORBIDDEN = _forbidden()
# Packages whose function bodies import nothing unless a comment right above says why.
NO_HIDDEN_IMPORTS = ("errors", "api", "compiled_sql", "players", "games", "notifications")
NO_HIDDEN_IMPORTS += ("ratings", "ladders", "reviews", "desk")


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _sources() -> dict[str, Path]:
    return {
        _module_name(path): path
        for package in OURS
        for path in sorted((ROOT / package).rglob("*.py"))
        if "migrations" not in path.parts
    }


SOURCES = _sources()


def _resolve(module: str, package: str) -> str | None:
    """The module of ours that an import names (the deepest one that exists)."""
    if not module:
        return None
    parts = module.split(".")
    for end in range(len(parts), 0, -1):
        candidate = ".".join(parts[:end])
        if candidate in SOURCES:
            return candidate
    return None


def _imports(name: str, tree: ast.Module) -> list[tuple[str, ast.AST]]:
    """(module of ours, node) for each import anywhere in the module, functions included."""
    package = name if SOURCES[name].name == "__init__.py" else name.rpartition(".")[0]
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(_resolve(alias.name, package), node) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(package.split(".")[: len(package.split(".")) - node.level + 1])
                base = f"{base}.{node.module}" if node.module else base
            for alias in node.names:
                target = _resolve(f"{base}.{alias.name}", package) or _resolve(base, package)
                found.append((target, node))
    return [(target, node) for target, node in found if target is not None]


TREES = {name: ast.parse(path.read_text(encoding="utf-8")) for name, path in SOURCES.items()}


def test_every_package_of_ours_is_on_a_layer():
    packages = {path.parent.name for path in ROOT.glob("*/__init__.py")} - {"tests", "docker"}
    assert packages == set(OURS)


@pytest.mark.parametrize("package", sorted(FORBIDDEN))
def test_a_package_imports_nothing_above_it(package):
    wrong = [
        f"{name} imports {target}"
        for name, tree in TREES.items()
        if name.split(".")[0] == package
        for target, _node in _imports(name, tree)
        if target.split(".")[0] in FORBIDDEN[package]
    ]
    assert wrong == []


def _function_level_imports(name: str, tree: ast.Module) -> list[ast.AST]:
    hidden = []
    for function in ast.walk(tree):
        if isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
            hidden += [
                node for node in ast.walk(function) if isinstance(node, ast.Import | ast.ImportFrom)
            ]
    return hidden


@pytest.mark.parametrize("package", NO_HIDDEN_IMPORTS)
def test_functions_import_nothing_without_a_comment_saying_why(package):
    unexplained = []
    for name, tree in TREES.items():
        if name.split(".")[0] != package:
            continue
        lines = SOURCES[name].read_text(encoding="utf-8").splitlines()
        for node in _function_level_imports(name, tree):
            above = lines[node.lineno - 2].strip() if node.lineno > 1 else ""
            if not above.startswith("#"):
                unexplained.append(f"{name}:{node.lineno}")
    assert unexplained == []


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for successor in graph.get(node, ()):
            if successor not in index:
                visit(successor)
                low[node] = min(low[node], low[successor])
            elif successor in on_stack:
                low[node] = min(low[node], index[successor])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_no_two_modules_import_each_other_through_any_chain():
    graph = {
        name: {target for target, _node in _imports(name, tree) if target != name}
        for name, tree in TREES.items()
    }
    assert _cycles(graph) == []


def test_the_cycle_finder_finds_a_cycle():
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert _cycles({"a": {"b"}, "b": set()}) == []
