"""The three game packages share one shape, so that what is learnt in one applies to the others: the
same modules for the same concerns, and no module of a package imports another of it in a circle."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("fury", "ink", "extreme")
#: the concern of each module, the same in every game package
MODULES = {
    "__init__": "the package: GAME and the public names",
    "components": "the published components as data (cards, tokens, dice, bowls)",
    "state": "the state dataclass and plain questions about it",
    "actions": "the action values and their text notation",
    "rules": "legal actions, apply, and the game object",
    "view": "what a seat sees, and the log sentences",
    "scoring": "points and score sheets",
    "bots": "the computer opponents",
    "tutorial": "Learn to play: the tutorial's deal and script (None while the game has none)",
    "phases": "the rules' steps, a module per phase of a turn or round (rules.py dispatches to them)",
}
#: concerns a game has only when it needs them, named the same in every game that does
OPTIONAL = {
    "playout": "a lean copy of the state and rules for the bots' playouts, checked against the rules step by step",
}


def _modules(game: str) -> set[str]:
    """The concerns of a game package: its modules, and its subpackages (a concern in parts, as ``bots/``)."""
    folder = ROOT / "ramen" / game
    return {path.stem for path in folder.glob("*.py")} | {path.parent.name for path in folder.glob("*/__init__.py")}


def _sources(game: str, module: str) -> list[Path]:
    """The files of a concern: its module, or every module of its subpackage."""
    path = ROOT / "ramen" / game / module
    return sorted(path.rglob("*.py")) if path.is_dir() else [path.with_suffix(".py")]


def _imports(game: str, module: str) -> set[str]:
    """The concerns of ``ramen.<game>`` that ``module`` (all its parts) imports anywhere (functions included)."""
    package = f"ramen.{game}"
    found: set[str] = set()
    for node in (node for source in _sources(game, module) for node in ast.walk(ast.parse(source.read_text()))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith(package + "."):
                    found.add(alias.name.split(".")[2])
        elif isinstance(node, ast.ImportFrom) and node.module:
            if node.module == package:
                found.update(alias.name for alias in node.names if alias.name in MODULES or alias.name in OPTIONAL)
            elif node.module.startswith(package + "."):
                found.add(node.module.split(".")[2])
    found.discard(module)
    return found


@pytest.mark.parametrize("game", GAMES)
def test_each_game_package_has_the_same_modules(game):
    """Every game package has exactly the modules of MODULES, so a rule of one game is found in the
    file of the same name in another (and no other concern than OPTIONAL's, named alike in every game)."""
    assert set(MODULES) <= _modules(game) <= set(MODULES) | set(OPTIONAL)


def _circle(graph: dict[str, set[str]]) -> str | None:
    """A module whose imports lead back to itself, or None."""
    for start in graph:
        seen: set[str] = set()
        todo = list(graph[start])
        while todo:
            module = todo.pop()
            if module == start:
                return start
            if module not in seen:
                seen.add(module)
                todo.extend(graph.get(module, ()))
    return None


@pytest.mark.parametrize("game", GAMES)
def test_no_import_circle_inside_a_game_package(game):
    """Following imports from any module of a package never leads back to it (``__init__`` aside,
    which only gathers the public names). Imports inside functions count too."""
    graph = {module: _imports(game, module) - {"__init__"} for module in _modules(game) if module != "__init__"}
    assert _circle(graph) is None, graph


def test_the_circle_check_finds_a_circle():
    """The old Extreme rules <-> view circle (made of imports inside methods) would be caught."""
    assert _circle({"rules": {"view"}, "view": {"state", "rules"}, "state": set()}) in ("rules", "view")
    assert _circle({"rules": {"view", "state"}, "view": {"state"}, "state": set()}) is None
    tree = ast.parse("def f():\n    from ramen.extreme.view import build_view\n")
    assert [node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)] == ["ramen.extreme.view"]


@pytest.mark.parametrize("game", GAMES)
def test_each_package_keeps_its_public_names(game):
    """The public contracts: each package's GAME, plus Fury's score_bowl and Ink's score_order/bin_penalty."""
    import importlib
    package = importlib.import_module(f"ramen.{game}")
    assert package.GAME.id == game
    assert "normal" in package.GAME.bots
    extra = {"fury": ("score_bowl",), "ink": ("score_order", "bin_penalty"), "extreme": ("score_player",)}[game]
    assert all(callable(getattr(package, name)) for name in extra)


def test_no_two_test_modules_share_a_name() -> None:
    """tests/unit and tests/browser are not packages: pytest imports their modules by file name, so two
    of the same name stop the whole run at collection ("import file mismatch")."""
    from collections import Counter
    from pathlib import Path
    tests = Path(__file__).resolve().parents[1]
    names = Counter(path.name for path in tests.rglob("test_*.py"))
    assert not [name for name, count in names.items() if count > 1]
