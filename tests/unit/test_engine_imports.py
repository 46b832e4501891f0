"""The engine (``ramen/`` except ``ramen/ui/``) never imports the browser: not ``js`` or ``pyscript``
(they exist only in the page, so the engine could not run in CPython, the arena and these tests), and
not ``ramen.ui`` (the DOM layer builds on the engine, never the other way round). Checked statically,
on every module's syntax tree: imports inside functions count, and so do relative imports and module
names given to ``importlib.import_module`` or ``__import__`` as plain strings."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "ramen"
#: what the engine must not import (a module or anything inside it)
FORBIDDEN = ("js", "pyscript", "ramen.ui")


def module_name(path: Path) -> str:
    """``ramen/core/match.py`` -> ``ramen.core.match``; a package's ``__init__.py`` is the package."""
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def engine_modules() -> list[Path]:
    """Every module of ``ramen/`` outside ``ramen/ui/``."""
    return sorted(p for p in PACKAGE.rglob("*.py") if "ui" not in p.relative_to(PACKAGE).parts[:1])


def imported_names(source: str, module: str, is_package: bool) -> set[str]:
    """Every module name ``source`` (the module ``module``) imports anywhere, relative imports made
    absolute; ``from X import y`` gives both ``X`` and ``X.y`` (``y`` may be a module)."""
    names: set[str] = set()
    package = module if is_package else module.rpartition(".")[0]
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - (node.level - 1)]
                where = ".".join(base + ([node.module] if node.module else []))
            else:
                where = node.module or ""
            names.add(where)
            names.update(f"{where}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant) \
                and isinstance(node.args[0].value, str):
            func = node.func
            called = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
            if called in ("import_module", "__import__"):
                names.add(node.args[0].value)
    return names


def forbidden(names: set[str]) -> list[str]:
    return sorted(n for n in names if any(n == f or n.startswith(f + ".") for f in FORBIDDEN))


def test_the_engine_is_most_of_the_package():
    """The check sees the modules it is about (a wrong path would check nothing)."""
    names = {module_name(p) for p in engine_modules()}
    assert {"ramen", "ramen.store", "ramen.arena", "ramen.core.match", "ramen.fury.rules", "ramen.ink.rules",
            "ramen.extreme.rules"} <= names
    assert not [n for n in names if n.startswith("ramen.ui")]


@pytest.mark.parametrize("path", engine_modules(), ids=lambda p: module_name(p))
def test_an_engine_module_never_imports_the_browser_or_the_ui(path: Path):
    names = imported_names(path.read_text(encoding="utf-8"), module_name(path), path.name == "__init__.py")
    assert not forbidden(names), f"{path.relative_to(ROOT)} imports {forbidden(names)}"


@pytest.mark.parametrize("source", [
    "import js", "import pyscript.web", "from js import document", "from pyscript import when",
    "import ramen.ui.app", "from ramen.ui import views", "from ramen import ui", "from .. import ui",
    "from ..ui.views import fury", "def later():\n    import js\n", "importlib.import_module('pyscript')",
    "__import__('js')",
])
def test_the_check_catches_every_way_of_importing(source: str):
    """Each of these, in ``ramen/core/example.py``, is caught."""
    assert forbidden(imported_names(source, "ramen.core.example", False)), source


@pytest.mark.parametrize("source", [
    "import json", "from ramen.core import match", "from . import words", "from .ui_words import x",
    "import jsonschema", "from ramen import uix",
])
def test_the_check_lets_the_engine_import_anything_else(source: str):
    assert not forbidden(imported_names(source, "ramen.core.example", False)), source


def engine_import_graph() -> dict[str, set[str]]:
    """Which engine modules each engine module imports (anywhere in it, type-checking blocks included);
    a package's ``__init__`` is left out (it gathers its modules' names, Python's ordinary shape)."""
    modules = {module_name(p): p for p in engine_modules() if p.name != "__init__.py"}
    return {name: {other for other in imported_names(path.read_text(encoding="utf-8"), name, False)
                   if other in modules and other != name}
            for name, path in modules.items()}


def import_circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The groups of modules that import one another, directly or round a longer circle."""
    reaches = {name: set(imports) for name, imports in graph.items()}
    changed = True
    while changed:
        changed = False
        for name, reached in reaches.items():
            more = set().union(*(reaches[other] for other in reached)) - reached
            if more:
                reached |= more
                changed = True
    circles = {tuple(sorted(other for other in reaches[name] if name in reaches[other]))
               for name in graph if name in reaches[name]}
    return sorted(list(circle) for circle in circles)


def test_no_engine_modules_import_each_other():
    """No circle of imports in the engine: ``ramen.core.game`` (the games' protocol and ``Bot``) does not
    import ``ramen.core.bots`` (the levels), which imports it."""
    assert import_circles(engine_import_graph()) == []
    assert import_circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
