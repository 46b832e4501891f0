"""The type checker and the doctests pass: mypy (configured in pyproject.toml) finds no error in the
engine, and every example in the engine's docstrings gives what it shows."""

from __future__ import annotations

import doctest
import importlib
import pkgutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]

#: the engine: every module of ramen/ but the page's DOM layer, ramen/ui (which imports ``js``)
ENGINE = ["ramen/__init__.py", "ramen/__main__.py", "ramen/arena.py", "ramen/backup.py", "ramen/store.py",
          "ramen/core", "ramen/fury", "ramen/ink", "ramen/extreme", "ramen/net"]


def test_engine_list_names_every_module_but_the_ui() -> None:
    """A new engine module or package is type-checked and its doctests run without editing this file."""
    found = {f"ramen/{path.name}" for path in (ROOT / "ramen").iterdir()
             if path.name != "ui" and (path.suffix == ".py" or (path / "__init__.py").exists())}
    assert found == set(ENGINE)


def test_mypy_finds_no_error() -> None:
    """mypy over the ``files`` of pyproject.toml: all of ramen/, the engine strictly, ramen/ui with every function typed (its browser modules
    ``js`` and ``pyodide`` are unknown to mypy: Any)."""
    result = subprocess.run([sys.executable, "-m", "mypy"], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, f"mypy found errors (pyproject.toml, [tool.mypy]):\n{result.stdout}{result.stderr}"


def _engine_modules() -> list[str]:
    names = ["ramen"]
    for entry in ENGINE[1:]:
        name = entry.removesuffix(".py").replace("/", ".")
        names.append(name)
        if not entry.endswith(".py"):
            package = importlib.import_module(name)
            names += [info.name for info in pkgutil.walk_packages(package.__path__, f"{name}.")]
    return names


ENGINE_MODULES = _engine_modules()


@pytest.mark.parametrize("name", ENGINE_MODULES)
def test_doctests_pass(name: str) -> None:
    module: ModuleType = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0, f"{result.failed} of {result.attempted} doctest examples of {name} failed (see above)"


def test_the_doctests_are_found() -> None:
    """The examples of Ramen Fury's bowl scoring are among those run (a doctest that is not found passes)."""
    finder = doctest.DocTestFinder()
    examples = sum(len(test.examples) for test in finder.find(importlib.import_module("ramen.fury.scoring")))
    assert examples >= 4
