"""No rule lives in ``ramen/ui/`` (docs/code.md: the UI is thin): a board asks the engine (``why_not``, the
view's own facts) and never works a rule out again from the view. Checked statically over every module of
``ramen/ui``: no comparison or arithmetic takes a rule constant imported from an engine package (a Fury
``BOWL_CAPACITY``, an Ink ``BIN_SIZE``), and none sets a view's field against a rule's number written out
(``2 - view["actions_left"]``, ``unused["fan"] >= 2``). A rule's figure may still be printed (``f"{count}/5"``
comes from the view) and a piece table read (its kinds compared, to pick pieces); only deciding with a figure
is the engine's."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

from tests.unit.test_engine_imports import ROOT, module_name

UI = ROOT / "ramen" / "ui"
#: the engine packages whose constants are rules
ENGINE_PACKAGES = ("ramen.fury", "ramen.ink", "ramen.extreme", "ramen.core")
#: comparisons and arithmetic that decide with a number
DECIDING = (ast.Lt, ast.LtE, ast.Gt, ast.GtE, ast.Eq, ast.NotEq, ast.Add, ast.Sub, ast.Mult, ast.Div, ast.FloorDiv,
            ast.Mod)


def is_number(value: object) -> bool:
    """A rule's figure: a number, or numbers (a piece's kind, a word, is not one)."""
    if isinstance(value, (tuple, list)):
        return bool(value) and all(is_number(item) for item in value)
    if isinstance(value, dict):
        return bool(value) and all(is_number(item) for item in value.values())
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def rule_constants(tree: ast.Module) -> set[str]:
    """The upper-case names (constants) a module imports from an engine package whose values are figures."""
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith(ENGINE_PACKAGES):
            module = importlib.import_module(node.module)
            names |= {alias.asname or alias.name for alias in node.names
                      if alias.name.isupper() and is_number(getattr(module, alias.name, None))}
    return names


def is_field(node: ast.AST) -> bool:
    """A view's field: ``x["key"]``, ``x.get("key", ...)`` or ``len(`` of one ``)``."""
    if isinstance(node, ast.Subscript):
        return isinstance(node.slice, ast.Constant) and isinstance(node.slice.value, str)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get":
        return bool(node.args) and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "len" and node.args:
        return is_field(node.args[0])
    return False


def is_rule_number(node: ast.AST) -> bool:
    """A number a rule would give (2 and up: 0 and 1 only say none and one)."""
    return isinstance(node, ast.Constant) and type(node.value) is int and node.value >= 2


def rule_decisions(path: Path) -> list[str]:
    """Where ``path`` decides with a rule: its line and the code."""
    source = path.read_text(encoding="utf-8")
    tree = ast.parse(source)
    constants = rule_constants(tree)
    found = []

    def bad(operands: list[ast.AST]) -> bool:
        if any(isinstance(op, ast.Name) and op.id in constants for op in operands):
            return True
        return any(is_field(op) for op in operands) and any(is_rule_number(op) for op in operands)

    for node in ast.walk(tree):
        if isinstance(node, ast.Compare) and any(isinstance(op, DECIDING) for op in node.ops):
            operands = [node.left, *node.comparators]
        elif isinstance(node, ast.BinOp) and isinstance(node.op, DECIDING):
            operands = [node.left, node.right]
        else:
            continue
        if bad(operands):
            where = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
            found.append(f"{where}:{node.lineno}: {ast.get_source_segment(source, node)}")
    return found


def ui_modules() -> list[Path]:
    return sorted(p for p in UI.rglob("*.py") if "__pycache__" not in p.parts)


@pytest.mark.parametrize("path", ui_modules(), ids=lambda p: module_name(p))
def test_no_ui_module_works_a_rule_out_again(path: Path):
    found = rule_decisions(path)
    assert not found, "a rule decided in ramen/ui (ask the engine: its why_not, or a fact in the view):\n" + "\n".join(found)


def test_the_check_sees_a_rule_worked_out_again(tmp_path: Path):
    """The two ways a rule creeps into a board: a rule constant compared, a rule's number set against a field
    (the probe module is written in the test's own folder, nothing into the repository)."""
    module = tmp_path / "probe.py"
    module.write_text('from ramen.fury.components import BOWL_CAPACITY\n'
                      'def full(bowl):\n    return len(bowl["cards"]) >= BOWL_CAPACITY\n'
                      'def done(view):\n    return 2 - view["actions_left"]\n'
                      'def shown(view):\n    return f"{len(view[\'cards\'])}/{BOWL_CAPACITY}", view["left"] > 0\n')
    found = rule_decisions(module)
    assert len(found) == 2 and "BOWL_CAPACITY" in found[0] and "2 - view" in found[1]


# --- the page's own JavaScript (static/*.js): it knows no game ---------------------------------------------
STATIC = ROOT / "static"


def game_words() -> set[str]:
    """What names a game: its id, its title, the id of each of its pieces (three letters and more: a
    shorter id, "b1", would match any word)."""
    from ramen.core.registry import GAME_TITLES, get_game

    words = set(GAME_TITLES) | set(GAME_TITLES.values())
    for game_id in GAME_TITLES:
        package = importlib.import_module(f"ramen.{game_id}.components")
        words |= {piece.id for piece in package.PIECES if len(piece.id) >= 3}
        assert get_game(game_id).id == game_id
    return words


def game_words_in_code(text: str, words: set[str]) -> list[str]:
    """The game words ``text`` (JavaScript) names outside its comments."""
    import re

    code = re.sub(r"/\*.*?\*/|(?<![:\\])//[^\n]*", "", text, flags=re.S)
    return sorted(w for w in words if re.search(rf"(?<![\w.-]){re.escape(w)}(?![\w-])", code))


@pytest.mark.parametrize("path", sorted(STATIC.glob("*.js")), ids=lambda p: p.name)
def test_the_pages_javascript_knows_no_game(path: Path):
    """The scripts move, patch and animate what the engine's markup marks (``data-thing``, ``data-zone``) and
    read what the build gives them (``#home-data``: each title's seats, levels, lines): no game id, title or
    piece, so no rule of a game, is written in them."""
    found = game_words_in_code(path.read_text(encoding="utf-8"), game_words())
    assert not found, f"static/{path.name} names {found} (read it from the page's data instead)"


def test_the_javascript_check_sees_a_game_named():
    words = game_words()
    assert {"fury", "Ramen Ink", "chili", "egg+nori"} <= words
    assert game_words_in_code('const state = { game: "fury" };  // a "naruto" in a comment', words) == ["fury"]
    assert game_words_in_code("/* egg */ if (seat.kind === 'bot') return 2;", words) == []
