"""Getting a game's engine and board view ready in short steps, so that no step is a long task
(a task over 50 ms delays the page's answer to a tap).

Importing a game is 30–100 ms of work in the page: compiling its source files and running them.
``steps(game_id)`` yields that work cut in pieces — each file compiled alone (to its __pycache__
file, which the import then reads; the built site ships the modules compiled already, in the one archive
they are imported from), then each module of the package run alone — and the app runs one piece per
task, the page answering in between. The pieces are the same import Python does, in
another order: the package module exists (in ``sys.modules``, its ``__init__`` not yet run) while its
submodules run one by one, each importing what it needs; the ``__init__`` runs last and finds them
all loaded. If anything asks the package for a name before then (e.g. ``get_game`` from another
screen), the remaining steps are done at once, so it never sees half a package.
"""

from __future__ import annotations

import importlib
import importlib.util
import py_compile
import re
import sys
import zipfile
from collections.abc import Callable, Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import ramen

BASE = Path(ramen.__file__).parent


def module_name(path: Path) -> str:
    parts = path.relative_to(BASE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def to_compile(game_id: str) -> list[Path]:
    """The source files a game's engine and board view need that are not imported yet and have no
    up-to-date compiled file: the game's package, its view, and the shared modules not yet loaded."""
    paths = [*sorted((BASE / "core").glob("*.py")), *sorted(_package_files(BASE / game_id)),
             BASE / "ui" / "views" / f"{game_id}.py"]
    out = []
    for path in paths:
        if module_name(path) in sys.modules or not path.exists():
            continue
        cached = Path(importlib.util.cache_from_source(str(path)))
        if cached.exists() and cached.stat().st_mtime >= path.stat().st_mtime:
            continue
        out.append(path)
    return out


def _package_files(folder: Path) -> list[Path]:
    """A package's source files, those of its subpackages (a game's ``bots/``) included."""
    return [p for p in folder.rglob("*.py") if "__pycache__" not in p.parts]


def _own_imports(source: str, package: str) -> int:
    """How many modules of ``package`` the source imports (fewest first is roughly leaves first)."""
    return len(re.findall(rf"^\s*from {re.escape(package)}(\.| import)", source, re.M))


def _module_sources(folder: Path) -> dict[str, str]:
    """The source of each module in a package's ``folder`` and its subpackages (not their ``__init__``), by
    module name relative to the package (``rules``, ``bots.search``): files, or the entries of the archive the
    modules are imported from (the built site's, see main.py). A subpackage's ``__init__`` runs when the
    first of its modules is imported."""
    def relative(parts: tuple[str, ...]) -> str:
        return ".".join(parts)[:-len(".py")]
    if folder.is_dir():
        return {relative(p.relative_to(folder).parts): p.read_text(encoding="utf-8") for p in _package_files(folder)
                if p.name != "__init__.py"}
    archive_path, _, inside = folder.as_posix().partition(".zip/")
    with zipfile.ZipFile(archive_path + ".zip") as archive:
        return {relative(tuple(name[len(inside) + 1:].split("/"))): archive.read(name).decode("utf-8")
                for name in archive.namelist()
                if name.endswith(".py") and name.startswith(inside + "/") and not name.endswith("/__init__.py")
                and "__pycache__" not in name}


class _Package:
    """A game package made ready one submodule at a time (see the module's doc)."""

    def __init__(self, package: str) -> None:
        self.package = package
        spec = importlib.util.find_spec(package)
        if spec is None or spec.loader is None or not spec.submodule_search_locations:
            raise ImportError(f"no package {package}")
        self.spec = spec
        sources = _module_sources(Path(spec.origin or "").parent)
        order = sorted(sources, key=lambda stem: (_own_imports(sources[stem], package), stem))
        self.pending = [f"{package}.{stem}" for stem in order]
        self.module: ModuleType = importlib.util.module_from_spec(spec)
        self.done = False

        def finish_first(name: str) -> Any:  # PEP 562: a name asked for before the package is whole
            if name.startswith("__") or any(pending == f"{package}.{name}" or pending.startswith(f"{package}.{name}.")
                                            for pending in self.pending):
                raise AttributeError(name)  # a submodule: the import system loads it
            self.finish()
            return getattr(self.module, name)

        self.module.__getattr__ = finish_first  # type: ignore[method-assign]
        sys.modules[package] = self.module

    def step(self) -> bool:
        """Run the next submodule (or, last, the package's ``__init__``); False once whole."""
        if self.done:
            return False
        try:
            if self.pending:
                importlib.import_module(self.pending.pop(0))
                return True
            del self.module.__getattr__
            self.spec.loader.exec_module(self.module)  # type: ignore[union-attr]
            parent, _, child = self.package.rpartition(".")
            setattr(sys.modules[parent], child, self.module)
            self.done = True
        except BaseException:
            self.abandon()
            raise
        return False

    def finish(self) -> None:
        while self.step():
            pass

    def abandon(self) -> None:
        """Forget the half-made package (the next import starts afresh, the usual way)."""
        self.done = True
        for name in [n for n in sys.modules if n == self.package or n.startswith(self.package + ".")]:
            del sys.modules[name]


#: packages being made step by step (a preparation stopped half-way resumes where it was)
_MAKING: dict[str, _Package] = {}


def steps(game_id: str, get_game: Callable[[str], Any], get_view: Callable[[str], Any]) -> Iterator[str]:
    """The pieces of getting ``game_id`` ready, each done when the iterator moves on; yields each
    piece's name (for a performance measure) before doing it."""
    for path in to_compile(game_id):
        yield f"compile-{path.parent.name}/{path.stem}"
        py_compile.compile(str(path), doraise=True)
    package = f"ramen.{game_id}"
    made = _MAKING.get(package)
    if made is None and package not in sys.modules:
        made = _MAKING[package] = _Package(package)
    if made is not None:
        while not made.done:
            yield f"import-{made.pending[0] if made.pending else package}"
            made.step()
    yield f"import-views.{game_id}"
    get_game(game_id)
    get_view(game_id)
