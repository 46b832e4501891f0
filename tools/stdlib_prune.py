"""The page's python_stdlib.zip: only what the page can import, the most used part as bytecode.

Pyodide downloads its whole standard library on a first visit (2.5 MB, stored deflated: a server's gzip
gains nothing), though the page can never import most of it: mail, HTTP servers, XML, multiprocessing,
the REPL, unittest, pydoc, pdb, tar files, the codecs of old code pages. The build writes the site's copy
with only the modules the page may import (``kept_modules``): every module that an import statement of the
page's own Python names (every ``ramen`` module, main.py, PyScript's modules and Pyodide's own, imports
inside functions included), then every module those standard modules import when they load (their
module-level imports, followed to the end), and the few the interpreter looks up by name (``BY_NAME``);
but ``NEVER``, named only on paths the page never takes (another operating system's, a package's archive).
A module imported only inside a standard function the page never calls is left out: the browser tests,
run on the built site, are what shows that no path of the page needs one.

Pyodide compiles each standard module from source every time the page opens, and the ones it imports
while it starts make most of its one long task. The build replaces the source of as many of the modules
imported at start as ``BUDGET`` allows by their bytecode (tools/compile_app.py: compiled by this very
Pyodide, so its magic number always matches): first those the app imports before its first screen that
Pyodide has not already (the app's own work), then those Pyodide imports while it starts.

``python3 tools/stdlib_prune.py`` prints what would be kept and its size, without writing anything.
"""

from __future__ import annotations

import json
import re
import sys
import zipfile
import zlib
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: where the runtime is, under a project root (tools/vendor.py copies it there)
PYODIDE = Path("static", "vendor", "pyodide")
PYSCRIPT = Path("static", "vendor", "pyscript")
STDLIB = "python_stdlib.zip"
#: the most the site's python_stdlib.zip may weigh, bytecode included (Pyodide's own is 2.5 MB)
BUDGET = 1_100_000
#: modules no import statement names: the interpreter's start (site, the codec search and the generated
#: sysconfig data, imported by a computed name), and the codecs that text may name at run time (Python's
#: own, UTF-16/32 that json detects, zipfile's cp437 for file names, the escapes that repr and pickle use)
BY_NAME = ("site", "encodings", "_sysconfigdata__emscripten_wasm32-emscripten",
           *(f"encodings.{codec}" for codec in (
               "aliases", "ascii", "latin_1", "utf_8", "utf_8_sig", "utf_16", "utf_16_be", "utf_16_le", "utf_32",
               "utf_32_be", "utf_32_le", "cp437", "raw_unicode_escape", "unicode_escape", "charmap")))
#: modules that an import statement names only on a path the page never takes, and why
NEVER: dict[str, str] = {
    "asyncio.windows_events": "Windows only: imported behind sys.platform == 'win32'",
    "asyncio.windows_utils": "Windows only: imported behind sys.platform == 'win32'",
    "encodings._win_cp_codecs": "Windows only: imported behind sys.platform == 'win32'",
    "tarfile": "Pyodide's package loader reads a package's tar archive with it: the page loads no package",
}
#: the JavaScript of the runtime, for the Python it runs from strings (``runPython("import ...")``)
RUNTIME_SCRIPTS = ("pyodide.mjs", "pyodide.asm.mjs")

_IMPORT = re.compile(r"(?:from\s+(\.*[\w.]*)\s+import\s+(.+)|import\s+(.+))", re.S)
#: a block whose imports never run when the module is imported: a function's body, or the module run as a
#: script (``if __name__ == "__main__":``, its string blanked)
_SKIPPED_BLOCK = re.compile(r"(?:async\s+)?def\s|if\s+__name__\s*==\s*\"\"\s*:")
_MAIN_BLOCK = re.compile(r"if\s+__name__\s*==")
_JS_IMPORT = re.compile(r"\b(?:from\s+([A-Za-z_][\w.]*)\s+import\b|import\s+([A-Za-z_][\w.]*(?:\s*,\s*[A-Za-z_][\w.]*)*))")
_PYSCRIPT_FILE = re.compile(r'"(\w+\.py)":"((?:[^"\\]|\\.)*)"')
#: a string literal (triple-quoted first) or a comment: blanked before the scan, so that a bracket or an
#: "import" inside one counts for nothing
_STRING_OR_COMMENT = re.compile(r'''"""(?:\\.|[^\\])*?"""|\'\'\'(?:\\.|[^\\])*?\'\'\'|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|#[^\n]*''', re.S)


# --- which modules a source imports ---------------------------------------------------------------
def _logical_lines(source: str) -> Iterable[tuple[int, str]]:
    """(indent, text) of each logical line, bracketed and backslash continuations joined. A plain scan
    (this runs on CPython 3.11; the library is 3.14 source, which 3.11's parser refuses)."""
    parts: list[str] = []
    indent = depth = 0
    blanked = _STRING_OR_COMMENT.sub(lambda m: "" if m.group().startswith("#") else '""' + "\n" * m.group().count("\n"), source)
    for line in blanked.splitlines():
        if not parts:
            if not line.strip():
                continue
            indent = len(line) - len(line.lstrip())
        parts.append(line.strip().rstrip("\\"))
        depth += sum(line.count(c) for c in "([{") - sum(line.count(c) for c in ")]}")
        if depth > 0 or line.rstrip().endswith("\\"):
            continue
        yield indent, " ".join(parts)
        parts, depth = [], 0


def _with_parents(names: Iterable[str]) -> set[str]:
    """Each dotted name and the packages above it (importing a.b.c imports a and a.b)."""
    out: set[str] = set()
    for name in names:
        parts = name.split(".")
        out.update(".".join(parts[:i]) for i in range(1, len(parts) + 1) if all(p.isidentifier() for p in parts[:i]))
    return out


def imported_names(source: str, module: str, is_package: bool, in_functions: bool) -> set[str]:
    """The module names ``source`` (the module ``module``) imports, relative imports made absolute;
    ``from X import y`` gives ``X`` and ``X.y`` (``y`` may be a module). Without ``in_functions``, only
    what runs when it loads: imports inside a ``def`` are skipped (a class body runs, so it counts).
    What runs only when the module is run as a script (``if __name__ == "__main__":``) never counts."""
    package = module if is_package else module.rpartition(".")[0]
    found: set[str] = set()
    def_indent: int | None = None
    for indent, text in _logical_lines(source):
        if def_indent is not None and indent > def_indent:
            continue
        def_indent = None
        if _SKIPPED_BLOCK.match(text) and (not in_functions or _MAIN_BLOCK.match(text)):
            def_indent = indent
            continue
        for statement in text.split(";"):
            match = _IMPORT.fullmatch(statement.strip())
            if match is None:
                continue
            if match.group(3):
                found.update(part.split(" as ")[0].strip() for part in match.group(3).split(","))
                continue
            where, names = match.group(1), match.group(2).strip("() ")
            level = len(where) - len(where.lstrip("."))
            if level:
                base = package.split(".")[:len(package.split(".")) - (level - 1)]
                where = ".".join(base + ([where.lstrip(".")] if where.lstrip(".") else []))
            found.add(where)
            found.update(f"{where}.{name.split(' as ')[0].strip()}" for name in names.split(",")
                         if name.strip() and name.strip() != "*")
    return _with_parents(found)


# --- the standard library and what the page imports from it -----------------------------------------
def _module_of(path: str) -> str:
    """The module a source file of the archive holds: ``a/b/__init__.py`` -> ``a.b``."""
    return path[:-3].replace("/", ".").removesuffix(".__init__")


def stdlib_modules(archive: zipfile.ZipFile) -> dict[str, tuple[str, bool]]:
    """Module name -> (its source's path in the archive, whether it is a package)."""
    return {_module_of(path): (path, path.endswith("/__init__.py")) for path in archive.namelist() if path.endswith(".py")}


def pyscript_sources(root: Path = ROOT) -> dict[str, str]:
    """PyScript's own Python modules (file name -> source), which its core script writes into the page's
    file system: they live in that script as a JavaScript object of strings."""
    found: dict[str, str] = {}
    for script in sorted((root / PYSCRIPT).glob("core-*.js")):
        for match in _PYSCRIPT_FILE.finditer(script.read_text(encoding="utf-8")):
            found[match.group(1)] = json.loads(f'"{match.group(2)}"')
    return found


def page_roots(stdlib: dict[str, tuple[str, bool]], archive: zipfile.ZipFile, root: Path = ROOT) -> set[str]:
    """Every module an import statement of the page's own Python names, in functions too: the app
    (ramen/ but its command line, main.py), PyScript's modules, Pyodide's own (pyodide, _pyodide) and the Python the runtime's
    scripts run from strings; and ``BY_NAME``."""
    roots = set(BY_NAME)
    for path in [*sorted(p for p in (root / "ramen").rglob("*.py") if p.stem != "__main__"), root / "main.py"]:
        name = ".".join(path.relative_to(root).with_suffix("").parts)
        roots |= imported_names(path.read_text(encoding="utf-8"), name.removesuffix(".__init__"),
                                path.name == "__init__.py", in_functions=True)
    for file_name, source in pyscript_sources(root).items():
        roots |= imported_names(source, f"pyscript.{file_name[:-3]}", file_name == "__init__.py", in_functions=True)
    for name, (path, is_package) in stdlib.items():
        if name.split(".")[0] in ("pyodide", "_pyodide"):
            roots.add(name)
            roots |= imported_names(archive.read(path).decode("utf-8"), name, is_package, in_functions=True)
    for script in RUNTIME_SCRIPTS:
        text = (root / PYODIDE / script).read_text(encoding="utf-8") if (root / PYODIDE / script).exists() else ""
        for match in _JS_IMPORT.finditer(text):
            roots |= _with_parents(n.strip() for n in (match.group(1) or match.group(2)).split(","))
    return roots


def closure(names: Iterable[str], stdlib: dict[str, tuple[str, bool]], archive: zipfile.ZipFile) -> set[str]:
    """The standard modules among ``names`` and every standard module they import when they load, to the end
    (but ``NEVER``)."""
    seen: set[str] = set()
    todo = list(names)
    while todo:
        name = todo.pop()
        if name in seen or name not in stdlib or name in NEVER:
            continue
        seen.add(name)
        path, is_package = stdlib[name]
        todo.extend(imported_names(archive.read(path).decode("utf-8"), name, is_package, in_functions=False))
    return seen


def kept_modules(archive: zipfile.ZipFile, root: Path = ROOT) -> set[str]:
    """The standard modules the page may import (see the module's docstring)."""
    stdlib = stdlib_modules(archive)
    return closure(page_roots(stdlib, archive, root), stdlib, archive)


# --- writing the site's copy ----------------------------------------------------------------------
def _entry(name: str) -> zipfile.ZipInfo:
    info = zipfile.ZipInfo(name, date_time=(2020, 1, 1, 0, 0, 0))
    info.compress_type = zipfile.ZIP_DEFLATED
    info.external_attr = (0o40755 << 16) | 0x10 if name.endswith("/") else 0o644 << 16
    return info


def _deflated(data: bytes) -> int:
    return len(zlib.compress(data, 9))


def choose_bytecode(sources: dict[str, bytes], bytecode: dict[str, bytes], order: Iterable[str], budget: int,
                    size: int) -> list[str]:
    """Which modules (taken in ``order``) ship as bytecode instead of source while the archive, ``size``
    bytes with sources alone, stays within ``budget``."""
    chosen: list[str] = []
    for name in order:
        if name in chosen or name not in bytecode or name not in sources:
            continue
        extra = _deflated(bytecode[name]) - _deflated(sources[name]) + 2  # ".pyc", a letter longer, is named twice
        if size + extra <= budget:
            chosen.append(name)
            size += extra
    return chosen


def write_stdlib(source: Path, target: Path, kept: set[str], bytecode: dict[str, bytes] | None = None,
                 order: Iterable[str] = (), budget: int = BUDGET) -> dict[str, int]:
    """Write ``target``: the modules ``kept`` of the archive ``source`` (the folders above them, and the data
    files inside kept packages), deterministic; modules of ``bytecode`` (name -> .pyc) in ``order`` as
    bytecode, as far as ``budget`` allows. Returns counts and sizes."""
    with zipfile.ZipFile(source) as archive:
        stdlib = stdlib_modules(archive)
        packages = {name for name in kept if stdlib[name][1]}
        entries: dict[str, bytes] = {}
        for info in archive.infolist():
            path = info.filename
            if path.endswith(".py"):
                keep = _module_of(path) in kept
            else:  # a package's folder, or a data file inside a package
                keep = (path.rstrip("/") if path.endswith("/") else path.rpartition("/")[0]).replace("/", ".") in packages
            if keep:
                entries[path] = archive.read(info)
    sources = {name: entries[path] for name, (path, _) in stdlib.items() if path in entries}

    def write(as_bytecode: list[str]) -> int:
        with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
            for path in sorted(entries):
                name = _module_of(path) if path.endswith(".py") else ""
                if name in as_bytecode:
                    out.writestr(_entry(path + "c"), bytecode[name])  # type: ignore[index]
                else:
                    out.writestr(_entry(path), entries[path])
        return target.stat().st_size

    as_bytecode = choose_bytecode(sources, bytecode or {}, order, budget, write([]))
    while write(as_bytecode) > budget and as_bytecode:  # the estimate of the sizes was short: one fewer
        as_bytecode.pop()
    return {"modules": len(sources), "as_bytecode": len(as_bytecode), "bytes": target.stat().st_size}


def app_start_imports(root: Path = ROOT) -> set[str]:
    """The standard modules the app names when the modules it imports before its first screen load: from
    main.py and ramen.ui.app down, through the app's own modules (their module-level imports)."""
    main = root / "main.py"
    todo = ["ramen.ui.app", *(imported_names(main.read_text(encoding="utf-8"), "__main__", False, in_functions=False)
                              if main.exists() else ())]
    seen: set[str] = set()
    found: set[str] = set()
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        if name.split(".")[0] != "ramen":
            found.add(name)
            continue
        path = root.joinpath(*name.split("."))
        source = path.with_suffix(".py") if path.with_suffix(".py").exists() else path / "__init__.py"
        if source.exists():  # else a name inside a module (``from ramen.x import Name``)
            todo.extend(imported_names(source.read_text(encoding="utf-8"), name, source.name == "__init__.py",
                                       in_functions=False))
    return found


def bytecode_order(kept: set[str], started: Iterable[str], archive: zipfile.ZipFile, root: Path = ROOT) -> list[str]:
    """The kept modules in the order they earn their bytecode: what the app imports before its first screen
    that Pyodide has not imported already (the app's own work), what Pyodide imports while it starts (its
    one long task), what PyScript's modules import when they load, then the rest; the larger first."""
    stdlib = stdlib_modules(archive)
    pyscript = set()
    for file_name, source in pyscript_sources(root).items():
        pyscript |= imported_names(source, f"pyscript.{file_name[:-3]}", file_name == "__init__.py", in_functions=False)
    groups = [closure(app_start_imports(root), stdlib, archive) - set(started), set(started),
              closure(pyscript, stdlib, archive), kept]
    order: list[str] = []
    for group in groups:
        order += sorted(group & kept - set(order), key=lambda name: -archive.getinfo(stdlib[name][0]).compress_size)
    return order


def kept_sources(root: Path = ROOT) -> dict[str, tuple[bytes, str]]:
    """The kept standard modules: name -> (source, path in the archive), for tools/compile_app.py."""
    with zipfile.ZipFile(root / PYODIDE / STDLIB) as archive:
        stdlib = stdlib_modules(archive)
        return {name: (archive.read(stdlib[name][0]), stdlib[name][0]) for name in sorted(kept_modules(archive, root))}


def write_site_stdlib(site_pyodide: Path, root: Path = ROOT, bytecode: dict[str, bytes] | None = None,
                      started: Iterable[str] = ()) -> dict[str, int]:
    """Replace the site's copy of python_stdlib.zip (in ``site_pyodide``) by the cut one, with ``bytecode``
    (module name -> .pyc) for as many of the modules ``started`` and the rest as the budget allows."""
    with zipfile.ZipFile(root / PYODIDE / STDLIB) as archive:
        kept = kept_modules(archive, root)
        order = bytecode_order(kept, started, archive, root) if bytecode else []
    return write_stdlib(root / PYODIDE / STDLIB, site_pyodide / STDLIB, kept, bytecode, order)


def main() -> int:
    with zipfile.ZipFile(ROOT / PYODIDE / STDLIB) as archive:
        stdlib = stdlib_modules(archive)
        kept = kept_modules(archive)
        size = sum(archive.getinfo(stdlib[name][0]).compress_size for name in kept)
        whole = sum(archive.getinfo(path).compress_size for path, _ in stdlib.values())
    tops: dict[str, int] = {}
    for name in stdlib:
        if name not in kept:
            tops[name.split(".")[0]] = tops.get(name.split(".")[0], 0) + 1
    print(f"kept {len(kept)} of {len(stdlib)} modules: {size:,} of {whole:,} bytes of deflated source")
    print("left out: " + ", ".join(f"{top} ({count})" if count > 1 else top for top, count in sorted(tops.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
