"""Build the site to publish: exactly the files the page uses, and a service worker that knows them.

`python3 tools/build_site.py [--out _site]` copies into ``--out``:

- ``index.html``, ``main.py``, ``pyscript.toml``;
- the modules listed under ``[files]`` in pyscript.toml (``ramen/**/*.py``);
- ``static/`` (CSS, scripts, icons, manifest) and ``static/vendor/`` (the runtime that tools/vendor.py
  copied), without source maps, caches or dot files; the art's style sheet made anew for the code being built
  (tools/art.py); Pyodide's standard library cut to what the page can import (tools/stdlib_prune.py), part
  of it and every module of the app as bytecode for the page's own Python (tools/compile_app.py: the
  vendored Pyodide, run by Node);
- ``sw.js``, the service worker, with two lines filled in: the content version (a hash over every
  published file and the worker's own source) and the list of files to precache, each with its
  SHA-256 as Subresource Integrity.

The published ``index.html`` holds the home screen as plain HTML, rendered here by the same Python that
renders it in the page (``ramen.ui.screens.home.render_home``, default set-up, no saves), and the few facts
static/early.js needs to make it usable before Python is ready (``#home-data``): see ``prerender_home``.

Before copying it checks that every file the page asks for is there: the scripts, styles, icons and
manifest of index.html, the interpreter and ``[files]`` of pyscript.toml, the manifest's icons, the
imports of static/*.js, the Pyodide runtime files and the ``url(...)`` of the CSS; every such URL must
be relative (GitHub Pages serves the site from /REPO/). A missing or absolute one stops the build with
a message that names it and where it was asked for. It prints the file count and the total bytes.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import json
import posixpath
import re
import shutil
import sys
import tomllib
import zipfile
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tools.art import ArtError, write_art  # noqa: E402
from tools.compile_app import compile_site  # noqa: E402
from tools.stdlib_prune import kept_sources, write_site_stdlib  # noqa: E402
#: what Pyodide fetches at start-up, beside its pyodide.mjs (the same list tools/vendor.py copies)
PYODIDE_RUNTIME = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
TOP_FILES = ("index.html", "main.py", "pyscript.toml")
SERVICE_WORKER = "sw.js"
#: where index.html gets the home screen (first thing in #app, so the app's first patch moves nothing)
#: and, after #app, the data static/early.js reads
HOME_SLOT = re.compile(r'(<div id="app">)\s*<!-- @build-home\b[^>]*-->\s*')
HOME_DATA_SLOT = "<!-- @build-home-data -->"
#: where index.html's head gets the settings' schema, before static/early.js reads it
SETTINGS_SLOT = "<!-- @build-settings -->"
VERSION_LINE = re.compile(r'^const VERSION = "[^"\n]*";.*$', re.M)
PRECACHE_LINE = re.compile(r"^const PRECACHE = \[.*\];.*$", re.M)
#: never published, wherever they are
SKIPPED_SUFFIXES = (".map", ".pyc")
SKIPPED_PARTS = ("__pycache__", ".DS_Store")


class BuildError(Exception):
    """The site can't be built; the message says what is missing and who asked for it."""


@dataclass(frozen=True)
class Site:
    out: Path
    files: tuple[str, ...]  # published paths, relative to the site root, sorted (sw.js included)
    total_bytes: int
    version: str


# --- what the page asks for ---------------------------------------------------------------------
class _PageRefs(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.refs: list[tuple[str, str]] = []  # (url, what asked for it)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v for k, v in attrs if v is not None}
        if tag == "script":
            for key in ("src", "config"):
                if a.get(key):
                    self.refs.append((a[key], f"index.html <script {key}>"))
        elif tag == "link" and a.get("href"):
            self.refs.append((a["href"], f"index.html <link rel={a.get('rel', '')}>"))
        elif tag in ("img", "source") and a.get("src"):
            self.refs.append((a["src"], f"index.html <{tag}>"))


def _local(url: str, base: str, asked_by: str, problems: list[str]) -> str | None:
    """The site path that ``url`` (found in the file at site path ``base``) names; None for data: URLs
    and fragments. Absolute URLs (a scheme, a host or a leading /) are problems: they break sub-path
    hosting or leave the site."""
    if url.startswith(("data:", "#", "blob:")) or not url:
        return None
    parts = urlsplit(url)
    if parts.scheme or parts.netloc or url.startswith("/"):
        problems.append(f"{asked_by} uses the absolute URL {url!r}: every URL must be relative to the page")
        return None
    joined = posixpath.normpath(posixpath.join(posixpath.dirname(base), parts.path))
    if joined.startswith("../") or joined == "..":
        problems.append(f"{asked_by} points outside the site: {url!r}")
        return None
    return "" if joined == "." else joined


def required_files(root: Path, problems: list[str]) -> dict[str, str]:
    """Every site path the page will request, mapped to what asks for it."""
    need: dict[str, str] = {}

    def add(url: str, base: str, asked_by: str) -> str | None:
        path = _local(url, base, asked_by, problems)
        if path is not None and path != "":
            need.setdefault(path, asked_by)
        return path

    for name in TOP_FILES + (SERVICE_WORKER,):
        need.setdefault(name, "the site itself")
    index = root / "index.html"
    if not index.exists():
        raise BuildError(f"{index} is missing")
    parser = _PageRefs()
    parser.feed(index.read_text(encoding="utf-8"))
    for url, asked_by in parser.refs:
        add(url, "index.html", asked_by)

    # pyscript.toml: the interpreter and the files copied into Python's file system
    config_path = root / "pyscript.toml"
    if config_path.exists():
        try:
            config = tomllib.loads(config_path.read_text(encoding="utf-8"))
        except tomllib.TOMLDecodeError as error:
            raise BuildError(f"pyscript.toml is not valid TOML: {error}") from error
        interpreter = config.get("interpreter")
        if not interpreter:
            problems.append("pyscript.toml names no local `interpreter` (the page would fetch Pyodide from a CDN)")
        else:
            mjs = add(interpreter, "pyscript.toml", "pyscript.toml interpreter")
            if mjs:
                folder = posixpath.dirname(mjs)
                for name in PYODIDE_RUNTIME:
                    need.setdefault(posixpath.join(folder, name), f"the Pyodide runtime ({interpreter})")
        for url in (config.get("files") or {}):
            add(url, "pyscript.toml", "pyscript.toml [files]")
        for key in ("packages", "js_modules", "fetch"):
            if config.get(key):
                problems.append(f"pyscript.toml uses `{key}`: this build does not know which files that fetches")

    # the manifest's icons (relative to the manifest)
    for path, asked_by in list(need.items()):
        if path.endswith(".webmanifest") and (root / path).exists():
            try:
                manifest = json.loads((root / path).read_text(encoding="utf-8"))
            except json.JSONDecodeError as error:
                raise BuildError(f"{path} is not valid JSON: {error}") from error
            for icon in manifest.get("icons", []):
                add(icon.get("src", ""), path, f"{path} icons")
            for key in ("start_url", "scope"):
                if key in manifest:
                    target = _local(manifest[key], path, f"{path} {key}", problems)
                    if target not in (None, "", "index.html"):
                        problems.append(f"{path} {key} {manifest[key]!r} is not the site root (it is resolved against the manifest)")

    # scripts: static imports and dynamic import("...") of the site's own JavaScript (not the vendored runtime)
    seen: set[str] = set()
    queue = [p for p in need if p.endswith((".js", ".mjs")) and not p.startswith("static/vendor/")]
    while queue:
        script = queue.pop()
        if script in seen or not (root / script).exists():
            continue
        seen.add(script)
        text = (root / script).read_text(encoding="utf-8")
        for match in re.finditer(r"""(?:\bimport\s*(?:[\w*{}\s,]+\bfrom\s*)?|\bimport\s*\(\s*|\bfrom\s*)["']([^"']+)["']""", text):
            url = match.group(1)
            if not url.startswith((".", "/")) and "://" not in url:
                continue  # a bare module name would not load in a browser anyway
            path = add(url, script, f"{script} import")
            if path and path.endswith((".js", ".mjs")) and not path.startswith("static/vendor/"):
                queue.append(path)

    # stylesheets: url(...)
    for path in [p for p in need if p.endswith(".css")]:
        if (root / path).exists():
            for match in re.finditer(r"""url\(\s*["']?([^"')]+)["']?\s*\)""", (root / path).read_text(encoding="utf-8")):
                add(match.group(1), path, f"{path} url()")
    return need


# --- what gets published ------------------------------------------------------------------------
def _publishable(path: Path, root: Path) -> bool:
    parts = path.relative_to(root).parts
    return (path.is_file() and not any(part.startswith(".") or part in SKIPPED_PARTS for part in parts)
            and not path.name.endswith(SKIPPED_SUFFIXES))


def site_files(root: Path, need: dict[str, str]) -> list[str]:
    """The published paths: the top files, the service worker, the pyscript.toml modules, static/."""
    files = set(TOP_FILES) | {SERVICE_WORKER}
    files |= {p for p in need if p.startswith("ramen/")}
    static = root / "static"
    if static.is_dir():
        files |= {p.relative_to(root).as_posix() for p in static.rglob("*") if _publishable(p, root)}
    return sorted(files)


def check(root: Path = ROOT) -> tuple[list[str], dict[str, str]]:
    """The files to publish; raises BuildError naming every missing, absolute or outside reference."""
    problems: list[str] = []
    need = required_files(root, problems)
    files = site_files(root, need)
    published = set(files)
    for path, asked_by in sorted(need.items()):
        if not (root / path).is_file():
            hint = " (run `npm ci && python3 tools/vendor.py`)" if path.startswith("static/vendor/") else ""
            problems.append(f"missing {path}, asked for by {asked_by}{hint}")
        elif path not in published:
            problems.append(f"{path}, asked for by {asked_by}, is not part of the published site")
    if problems:
        raise BuildError("the site can't be built:\n  " + "\n  ".join(problems))
    return files, need


def integrity(data: bytes) -> str:
    return "sha256-" + base64.b64encode(hashlib.sha256(data).digest()).decode("ascii")


def write_service_worker(out: Path, template: Path = ROOT / SERVICE_WORKER) -> tuple[str, list[str]]:
    """(Re)write ``out/sw.js`` from ``template`` for the files now in ``out``: their content version
    and precache list. Returns (version, precached paths). Tests call this after changing a built file."""
    source = template.read_text(encoding="utf-8")
    if len(VERSION_LINE.findall(source)) != 1 or len(PRECACHE_LINE.findall(source)) != 1:
        raise BuildError(f"{template} must have exactly one `const VERSION = \"\";` line and one `const PRECACHE = [];` line")
    paths = sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file() and p.relative_to(out).as_posix() != SERVICE_WORKER)
    digest = hashlib.sha256()
    digest.update(b"sw.js\0" + hashlib.sha256(source.encode("utf-8")).digest())
    entries = []
    for path in paths:
        data = (out / path).read_bytes()
        digest.update(path.encode("utf-8") + b"\0" + hashlib.sha256(data).digest())
        entries.append([path, integrity(data)])
    version = digest.hexdigest()[:16]
    precache = "[\n" + ",\n".join("  " + json.dumps(entry) for entry in entries) + "\n]"
    text = VERSION_LINE.sub(lambda _: f'const VERSION = "{version}";  // content version, by tools/build_site.py', source, count=1)
    text = PRECACHE_LINE.sub(lambda _: f"const PRECACHE = {precache};", text, count=1)
    (out / SERVICE_WORKER).write_text(text, encoding="utf-8")
    return version, paths


def _clear(out: Path, root: Path) -> None:
    """Empty ``out`` for a new build, refusing anything that doesn't look like a previous build."""
    out_r, root_r = out.resolve(), root.resolve()
    if out_r == root_r or out_r in root_r.parents:
        raise BuildError(f"refusing to build into {out}: it holds the sources")
    if not out.exists():
        return
    if not out.is_dir():
        raise BuildError(f"{out} exists and is not a folder")
    entries = list(out.iterdir())
    if entries and not ((out / "index.html").exists() and (out / SERVICE_WORKER).exists()):
        raise BuildError(f"refusing to empty {out}: it is not empty and doesn't look like a built site")
    for entry in entries:
        if entry.is_dir() and not entry.is_symlink():
            shutil.rmtree(entry)
        else:
            entry.unlink()


BUNDLE = "ramen.zip"


def bundle_modules(out: Path, modules: list[str], bytecode: dict[str, bytes] | None = None) -> str:
    """Pack the published modules into one compressed ``ramen.zip`` and point the published
    pyscript.toml at it: PyScript writes it into Python's file system as it is, and main.py imports
    from it (zipimport: no unpacking of every file before the app can start). One request instead of
    one per module. ``bytecode`` (archive path -> .pyc beside its source, tools/compile_app.py) goes in
    too: zipimport takes it before the source. Deterministic (fixed timestamps, sorted), so the content
    version only changes with the code."""
    contents = {path: (out / path).read_bytes() for path in modules} | (bytecode or {})
    with zipfile.ZipFile(out / BUNDLE, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for path in sorted(contents):
            info = zipfile.ZipInfo(path, date_time=(2020, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, contents[path])
    for path in modules:
        (out / path).unlink()
    for folder in sorted({(out / m).parent for m in modules}, key=lambda p: len(p.parts), reverse=True):
        if folder.is_dir() and not any(folder.iterdir()):
            folder.rmdir()
    config = out / "pyscript.toml"
    text = config.read_text(encoding="utf-8")
    head = text[:text.index("[files]")] if "[files]" in text else text + "\n"
    config.write_text(head + f'[files]\n"./{BUNDLE}" = "./{BUNDLE}"\n', encoding="utf-8")
    return BUNDLE


def home_screen(root: Path = ROOT) -> tuple[str, dict[str, object]]:
    """The home screen as the app first renders it (default set-up, no saves, the default settings), and
    the data static/early.js needs to edit it as the app would: levels, titles, the titles' lines, each title's
    fewest and most seats, default names and a computer seat's picture."""
    if str(root) not in sys.path:
        sys.path.insert(0, str(root))
    from ramen.core.registry import GAME_LEVELS, GAME_SEATS, GAME_TITLES, is_present
    from ramen.ui.markup.pictures import art
    from ramen.ui.screens.home import BLURBS, DEFAULT_NAMES, Setup, render_home

    playable = {game_id: is_present(game_id) for game_id in GAME_TITLES}
    levels = {game_id: GAME_LEVELS[game_id] for game_id in GAME_TITLES if playable[game_id]}
    setup = Setup(game=next((g for g in ("fury", *GAME_TITLES) if playable.get(g)), "fury"))
    html = render_home(setup, playable, levels, [], 0.0, settings=default_settings())
    data = {"levels": levels, "titles": GAME_TITLES, "lines": {g: BLURBS[g].line for g in GAME_TITLES},
            "seats": {g: list(GAME_SEATS[g]) for g in GAME_TITLES},
            "names": DEFAULT_NAMES, "robot": str(art("robot", cls="seat-avatar-art"))}
    return html, data


def default_settings() -> dict[str, str]:
    """Every setting at its default (what the built page shows before static/early.js reads the device's)."""
    from ramen.ui.page.settings import SETTINGS

    return {setting.name: setting.default for setting in SETTINGS}


def _script_json(data: object) -> str:
    """JSON for a <script type="application/json">: "</" never appears in it, so the element can't be closed early."""
    return json.dumps(data, ensure_ascii=False, sort_keys=True).replace("</", "<\\/")


def prerender_home(index_html: str, root: Path = ROOT) -> str:
    """``index_html`` with the settings' schema in its head (for static/early.js), the home screen in #app
    (before the loading screen, which then shows as a loading strip) and its data for static/early.js;
    unchanged without the slots."""
    if not HOME_SLOT.search(index_html) or HOME_DATA_SLOT not in index_html:
        return index_html
    if str(root) not in sys.path:
        sys.path.insert(0, str(root))
    from ramen.ui.page.settings import schema

    html, data = home_screen(root)
    text = HOME_SLOT.sub(lambda m: m.group(1) + html, index_html, count=1)
    text = text.replace(SETTINGS_SLOT, f'<script type="application/json" id="ramen-settings">{_script_json(schema())}</script>', 1)
    return text.replace(HOME_DATA_SLOT, f'<script type="application/json" id="home-data">{_script_json(data)}</script>', 1)


def build(out: Path, root: Path = ROOT) -> Site:
    """Check the sources in ``root`` and write the site to ``out`` (emptied first); returns what was built."""
    out = Path(out)
    files, _need = check(root)
    _clear(out, root)
    out.mkdir(parents=True, exist_ok=True)
    for path in files:
        if path == SERVICE_WORKER:
            continue
        target = out / path
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(root / path, target)
    index = out / "index.html"
    index.write_text(prerender_home(index.read_text(encoding="utf-8"), root), encoding="utf-8")
    try:
        write_art(out / "static" / "vendor")  # the art as the code now draws it, whatever static/vendor/ holds
    except ArtError as error:
        raise BuildError(f"the art can't be built: {error}") from error
    modules = [path for path in files if path.startswith("ramen/") and path.endswith(".py")]
    # bytecode for the page's own Python, and a standard library cut to what the page imports
    bytecode = compile_site(out, modules, kept_sources(root))
    write_site_stdlib(out / "static" / "vendor" / "pyodide", root, bytecode and bytecode.stdlib,
                      bytecode.started if bytecode else ())
    if modules:
        files = sorted(set(files) - set(modules) | {bundle_modules(out, modules, bytecode and bytecode.app)})
    version, _paths = write_service_worker(out, root / SERVICE_WORKER)
    total = sum((out / path).stat().st_size for path in files)
    return Site(out=out, files=tuple(files), total_bytes=total, version=version)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the site to publish (see the module docstring).")
    parser.add_argument("--out", type=Path, default=ROOT / "_site", help="output folder (default: _site)")
    args = parser.parse_args(argv)
    try:
        site = build(args.out)
    except BuildError as error:
        print(f"build_site: {error}", file=sys.stderr)
        return 1
    print(f"{args.out}: {len(site.files)} files, {site.total_bytes} bytes ({site.total_bytes / 1e6:.1f} MB), version {site.version}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
