"""``ramen/ui/`` is layered, and its imports go only downward: the page's plumbing at the bottom, then
the markup helpers, the board views, the screens (pure HTML), the commands (what taps and time do),
the several-devices layer, and the app itself (``app``, ``events``, ``startup``) on top. A module may
import its own subpackage and any layer below it, never one above. Checked statically, as the
engine's imports are (tests/unit/test_engine_imports.py): imports inside functions and under
``TYPE_CHECKING`` count too. And every module is short enough to read (≤ 400 lines), each one."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.unit.test_engine_imports import ROOT, imported_names, module_name

UI = ROOT / "ramen" / "ui"
#: the layers, lowest first: each subpackage of ramen.ui, and the app's own modules on top
LAYERS = ("page", "markup", "views", "screens", "commands", "devices", "app")
#: the modules of the top layer (the others are named by their subpackage)
APP_MODULES = {"ramen.ui", "ramen.ui.app", "ramen.ui.events", "ramen.ui.startup"}
#: the longest module any part of ramen/ui may have
MAX_LINES = 400


def ui_modules() -> list[Path]:
    return sorted(p for p in UI.rglob("*.py") if "__pycache__" not in p.parts)


def layer_of(name: str) -> int:
    """The layer of a ``ramen.ui`` module (an AssertionError for one in no layer)."""
    if name in APP_MODULES:
        return LAYERS.index("app")
    parts = name.split(".")
    assert len(parts) >= 3 and parts[2] in LAYERS[:-1], f"{name} is in no layer of ramen.ui: {LAYERS}"
    return LAYERS.index(parts[2])


def ui_imports(path: Path) -> set[str]:
    """The ``ramen.ui`` modules ``path`` imports (``from ramen.ui.x import Name`` gives ``ramen.ui.x``)."""
    names = imported_names(path.read_text(encoding="utf-8"), module_name(path), path.name == "__init__.py")
    modules = {module_name(p) for p in ui_modules()}
    return {n for n in names if n in modules and n != "ramen.ui"}


def test_every_ui_module_is_in_a_layer():
    """A new module lands in a subpackage (or is one of the app's own): the check sees all of them."""
    names = [module_name(p) for p in ui_modules()]
    assert {"ramen.ui.page.browser", "ramen.ui.markup.html", "ramen.ui.views.fury", "ramen.ui.screens.play",
            "ramen.ui.commands.turns", "ramen.ui.devices.table", "ramen.ui.app"} <= set(names)
    for name in names:
        layer_of(name)


@pytest.mark.parametrize("path", ui_modules(), ids=lambda p: module_name(p))
def test_a_ui_module_imports_only_its_own_layer_and_those_below(path: Path):
    own = layer_of(module_name(path))
    upward = sorted(n for n in ui_imports(path) if layer_of(n) > own)
    assert not upward, f"{path.relative_to(ROOT)} ({LAYERS[own]}) imports a layer above it: {upward}"


@pytest.mark.parametrize("source, upward", [
    ("from ramen.ui.commands.turns import ComputerTurns", True),
    ("def later():\n    from ramen.ui.app import App\n", True),
    ("from ramen.ui.page import browser", False),
    ("from ramen.ui.markup.html import esc", False),
])
def test_the_check_sees_an_upward_import(source: str, upward: bool):
    """The rule's own test: a screen importing a command or the app is caught, the plumbing is not."""
    names = imported_names(source, "ramen.ui.screens.home", False)
    modules = {module_name(p) for p in ui_modules()}
    found = [n for n in names if n in modules and n != "ramen.ui" and layer_of(n) > LAYERS.index("screens")]
    assert bool(found) is upward, names


@pytest.mark.parametrize("path", ui_modules(), ids=lambda p: module_name(p))
def test_a_ui_module_is_at_most_400_lines(path: Path):
    where = path.relative_to(ROOT).as_posix()
    lines = len(path.read_text(encoding="utf-8").splitlines())
    assert lines <= MAX_LINES, f"{where} has {lines} lines (at most {MAX_LINES}): split it by responsibility"


def import_graph() -> dict[str, set[str]]:
    """Each module of ramen.ui and the modules of ramen.ui it imports (TYPE_CHECKING and function-level too)."""
    return {module_name(p): ui_imports(p) - {module_name(p)} for p in ui_modules()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The import circles of ``graph``: each strongly connected group of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in graph.get(node, ()):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_no_import_circle_in_the_ui():
    """No two modules of ramen.ui import each other, even through others or only for type checking: each part
    can be read (and changed) from its own imports down."""
    assert cycles(import_graph()) == []


def test_the_circle_check_finds_a_circle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []
