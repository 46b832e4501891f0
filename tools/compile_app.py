"""Bytecode for the page's own Python, made at build time.

The page's Python compiles every module it imports from source, each time the page opens, unless a
compiled file sits beside it: on a tablet that is most of the app's own start. ``compile_for_page`` has
the vendored Pyodide, run by Node (tools/compile_app.mjs), compile the files given, so the bytecode's
magic number is always the page's own. Each file is an unchecked hash-based .pyc (PEP 552): the import
system takes it without reading the source or comparing times (an unpacked archive's files all have the
time of unpacking). Where the source ships too, it stays the fallback: a .pyc of another Python is
passed over and the source compiled, as always. Without Node, or if it fails, the build ships the source
alone and says so.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "tools" / "compile_app.mjs"
#: where Pyodide puts its standard library archive (/lib/python314.zip), in a file name the code reports;
#: tools/compile_app.mjs fills in the version
STDLIB_PLACE = "{stdlib}"
#: Node starts Pyodide in a few seconds; a compile that takes far longer has gone wrong
TIMEOUT_S = 300


@dataclass(frozen=True)
class Compiled:
    """What the page's Python made of the sources."""

    pyc: dict[str, bytes]  # by the key the source was given under
    started: tuple[str, ...]  # the modules Pyodide imported while it started (before any of ours)


def compile_for_page(sources: dict[str, tuple[bytes, str]], pyodide_dir: Path) -> Compiled | None:
    """``sources``: key -> (source, the file name its code reports, where ``STDLIB_PLACE`` stands for the
    page's standard library archive). The bytecode of each, compiled by the
    Pyodide in ``pyodide_dir``; None (with a line on stderr) where Node or that Pyodide can't do it."""
    node = shutil.which("node")
    if node is None or not (pyodide_dir / "pyodide.mjs").exists():
        print("compile_app: no Node.js or no vendored Pyodide: the page compiles its modules from source", file=sys.stderr)
        return None
    with tempfile.TemporaryDirectory(prefix="ramen-pyc-") as work:
        folder = Path(work)
        manifest = []
        for index, (key, (source, name)) in enumerate(sorted(sources.items())):
            (folder / f"{index}.py").write_bytes(source)
            manifest.append([f"{index}.py", name, f"{index}.pyc"])
        (folder / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
        try:
            done = subprocess.run([node, str(SCRIPT), str(pyodide_dir), str(folder)], capture_output=True, text=True,
                                  timeout=TIMEOUT_S, check=True)
            facts = json.loads(done.stdout.strip().splitlines()[-1])
        except (subprocess.SubprocessError, OSError, ValueError, IndexError) as error:
            detail = getattr(error, "stderr", "") or error
            print(f"compile_app: the vendored Pyodide could not compile the modules ({str(detail).strip()[-500:]}): "
                  "the page compiles them from source", file=sys.stderr)
            return None
        pyc = {key: (folder / f"{index}.pyc").read_bytes() for index, (key, _) in enumerate(sorted(sources.items()))}
    return Compiled(pyc=pyc, started=tuple(facts["started"]))


@dataclass(frozen=True)
class SiteBytecode:
    """The bytecode of one built site: the app's modules and the standard modules the page may import."""

    app: dict[str, bytes]  # the archive path of each app module's .pyc (ramen/x/y.pyc, beside its source) -> bytecode
    stdlib: dict[str, bytes]  # standard module name -> bytecode
    started: tuple[str, ...]  # what Pyodide imports while it starts


def compile_site(out: Path, modules: list[str], stdlib_sources: dict[str, tuple[bytes, str]]) -> SiteBytecode | None:
    """Compile the app's ``modules`` (site paths of .py files in ``out``) and ``stdlib_sources`` (module name ->
    (source, its path in the archive)) with the Pyodide the site ships, in one run of Node."""
    sources = {f"app:{path}": ((out / path).read_bytes(), path) for path in modules}
    sources |= {f"std:{name}": (source, f"{STDLIB_PLACE}/{path}") for name, (source, path) in stdlib_sources.items()}
    compiled = compile_for_page(sources, out / "static" / "vendor" / "pyodide")
    if compiled is None:
        return None
    app = {f"{key[4:]}c": data for key, data in compiled.pyc.items() if key.startswith("app:")}
    stdlib = {key[4:]: data for key, data in compiled.pyc.items() if key.startswith("std:")}
    return SiteBytecode(app=app, stdlib=stdlib, started=compiled.started)
