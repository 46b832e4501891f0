"""The site's python_stdlib.zip (tools/stdlib_prune.py) holds every standard module the page can import:
each one an import statement of the page's own Python names (every ramen module, main.py, PyScript's
modules, Pyodide's own; imports inside functions too), and everything those import when they load. And
it leaves out what the page never imports, within its byte budget. The browser tests run on the built
site, so on this archive: they are the proof that no path of the page needs a module left out."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest

from tools import stdlib_prune
from tools.stdlib_prune import BUDGET, NEVER, imported_names

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "static" / "vendor" / "pyodide" / "python_stdlib.zip"
pytestmark = pytest.mark.skipif(not SOURCE.exists(), reason="no vendored runtime: run `npm ci && python3 tools/vendor.py`")


@pytest.fixture(scope="module")
def written(tmp_path_factory: pytest.TempPathFactory) -> set[str]:
    """The module names of the archive the build writes (sources alone: no Node here)."""
    target = tmp_path_factory.mktemp("stdlib") / "python_stdlib.zip"
    with zipfile.ZipFile(SOURCE) as archive:
        stdlib_prune.write_stdlib(SOURCE, target, stdlib_prune.kept_modules(archive))
    with zipfile.ZipFile(target) as archive:
        return set(stdlib_prune.stdlib_modules(archive))


def test_every_module_the_page_names_is_kept(written: set[str]) -> None:
    with zipfile.ZipFile(SOURCE) as archive:
        stdlib = stdlib_prune.stdlib_modules(archive)
        named = {name for name in stdlib_prune.page_roots(stdlib, archive) if name in stdlib}
    assert {"asyncio", "json", "random", "dataclasses", "hashlib", "zipfile", "pyodide.webloop", "encodings.utf_8"} <= named
    assert not named - written - set(NEVER), "the page imports modules the site's archive lacks"


def test_what_a_kept_module_imports_when_it_loads_is_kept_too(written: set[str]) -> None:
    with zipfile.ZipFile(SOURCE) as archive:
        stdlib = stdlib_prune.stdlib_modules(archive)
        for name in sorted(written):
            path, is_package = stdlib[name]
            needed = imported_names(archive.read(path).decode("utf-8"), name, is_package, in_functions=False)
            missing = {n for n in needed if n in stdlib} - written - set(NEVER)
            assert not missing, f"{name} imports {sorted(missing)} when it loads"


def test_what_the_page_never_imports_is_left_out(written: set[str]) -> None:
    for package in ("email", "http", "xml", "xmlrpc", "multiprocessing", "_pyrepl", "unittest", "pydoc", "pdb",
                    "doctest", "tarfile", "sqlite3", "wsgiref"):
        assert not {n for n in written if n == package or n.startswith(package + ".")}, package
    codecs = {n for n in written if n.startswith("encodings.")}
    assert "encodings.utf_8" in codecs and "encodings.cp1252" not in codecs and len(codecs) < 20


def test_the_sources_fit_the_budget_with_room_for_bytecode() -> None:
    with zipfile.ZipFile(SOURCE) as archive:
        stdlib = stdlib_prune.stdlib_modules(archive)
        size = sum(archive.getinfo(stdlib[name][0]).compress_size for name in stdlib_prune.kept_modules(archive))
    assert BUDGET <= 1_200_000 and size < BUDGET * 0.9


def test_the_scan_reads_import_statements_as_python_does() -> None:
    source = '''"""A docstring that says: import email (not an import)."""
import os, json as j
from . import sibling
from ..up import thing
x = "from xml import dom"  # import http
if True:
    import random
def later():
    import pdb
class Kind:
    import enum
if __name__ == "__main__":
    import doctest
from typing import (Any,
                    Protocol)
'''
    loaded = imported_names(source, "pkg.sub.mod", False, in_functions=False)
    assert {"os", "json", "pkg.sub", "pkg.sub.sibling", "pkg.up", "pkg.up.thing", "random", "enum", "typing",
            "typing.Any", "typing.Protocol"} <= loaded
    assert not {"email", "xml", "http", "pdb", "doctest"} & loaded
    assert "pdb" in imported_names(source, "pkg.sub.mod", False, in_functions=True)
