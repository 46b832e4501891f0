"""Where a page's start goes, and what a first visit downloads: the parts of tools/bench.py's first-screen
section that read them (``--only first-screen``).

The split runs from Pyodide ready (PyScript's "Loaded interpreter") to ``data-ready``, the part of the
start that is the page's own. The bare PyScript page (tools/bare/) has only PyScript's own set-up and its
one line of Python there; the app has, in order:

- unpack: PyScript's "Loading files" to "Loaded files" (ramen.zip fetched and written into Python's file
  system; on a first visit its download is in it);
- PyScript: its own set-up after that, as on the bare page, to ``ramen:main`` (main.py's first step);
- imports: to ``ramen:app-imported`` (ramen/ui/startup.py), with the ten slowest modules
  (ramen/ui/page/start_clock.py: each module's own time); a page from before these marks (``--baseline``)
  has its imports from ``ramen:python-ready`` (static/boot.js) to ``ramen:app-start``, PyScript's set-up in them;
- build: to ``ramen:app-built`` (morph.js loaded, the app object made, the early home screen taken over);
- draw: to ``data-ready`` (the first screen drawn).

The app's own work is its Pyodide ready -> data-ready less the bare page's (the median of the run). ``--busy N`` holds N cores busy with plain Python
loops while the first screen is measured (a slower device's stand-in); the run says so beside its figures.
"""

from __future__ import annotations

import gzip
import statistics
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

#: records when each of PyScript's progress events first came (added to a page before it loads)
PROGRESS_PROBE = """
(() => {
  const seen = window.__progress = {};
  addEventListener('py:progress', (e) => { const what = String(e.detail); if (!(what in seen)) seen[what] = performance.now(); });
})();
"""
#: the moments the split needs, from a page that is ready (argument: its data-ready time)
MOMENTS = """(ready) => {
  const seen = window.__progress || {};
  const mark = (name) => (performance.getEntriesByName(name)[0] || {}).startTime;
  return {pyodide: seen['Loaded interpreter'], files: seen['Loading files'], unpacked: seen['Loaded files'],
          main: mark('ramen:main') || mark('ramen:python-ready'), imported: mark('ramen:app-imported') || mark('ramen:app-start'),
          built: mark('ramen:app-built'), ready, modules: window.ramenStartTimes || null, marked: Boolean(mark('ramen:main'))};
}"""
PARTS = ("unpack", "pyscript", "imports", "build", "draw")


def split(page: Any, ready: float) -> tuple[dict[str, float], str | None]:
    """The split of one visit (ms; a part the page has no marks for is left out) and its module times (JSON)."""
    m = page.evaluate(MOMENTS, ready)
    out: dict[str, float] = {}
    if m.get("pyodide") is not None:
        out["pyodide_to_ready"] = ready - m["pyodide"]
    steps = [("unpack", "files", "unpacked"), ("pyscript", "unpacked", "main"), ("imports", "main", "imported"),
             ("build", "imported", "built"), ("draw", "built", "ready")]
    for part, start, end in steps:
        if m.get(start) is not None and m.get(end) is not None and (part != "pyscript" or m["marked"]):
            out[part] = m[end] - m[start]
    return out, m.get("modules")


def slowest_modules(runs: list[str], top: int = 10) -> list[tuple[str, float, int]]:
    """From each run's module times (JSON), the ``top`` modules by their median own time: (name, ms, runs)."""
    import json

    times: dict[str, list[float]] = {}
    for text in runs:
        for name, ms in json.loads(text).get("slowest", []):
            times.setdefault(name, []).append(ms)
    ranked = sorted(((name, round(statistics.median(v), 1), len(v)) for name, v in times.items()), key=lambda row: -row[1])
    return ranked[:top]


@contextmanager
def busy_cores(count: int) -> Iterator[None]:
    """``count`` plain Python loops running beside the browser while the block runs."""
    loops = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(count)]
    try:
        yield
    finally:
        for loop in loops:
            loop.kill()
            loop.wait()


def first_visit_bytes(browser: Any, url: str) -> dict[str, int]:
    """What a first visit downloads until ``data-ready``, each file counted as a static host sends it
    (gzip, where that is smaller): the runtime (Pyodide's and PyScript's files), the app's, in all; and
    the standard library archive alone."""
    context = browser.new_context()
    page = context.new_page()
    bodies: dict[str, bytes] = {}

    def keep(response: Any) -> None:
        try:
            bodies[response.url] = response.body()
        except Exception:  # a redirect or a response without a body
            pass

    page.on("response", keep)
    page.goto(url)
    page.wait_for_selector("html[data-ready]", timeout=180_000)
    context.close()
    sizes = {"runtime": 0, "app": 0, "stdlib": 0, "files": len(bodies)}
    for file_url, body in bodies.items():
        sent = min(len(body), len(gzip.compress(body, 6)))
        sizes["runtime" if "/static/vendor/pyodide/" in file_url or "/static/vendor/pyscript/" in file_url else "app"] += sent
        if file_url.endswith("/python_stdlib.zip"):
            sizes["stdlib"] = sent
    sizes["total"] = sizes["runtime"] + sizes["app"]
    return sizes


def print_split(r: dict[str, Any]) -> None:
    """The split per page, the own work, the slowest modules, the ratios to the bare page, the game screen
    after an early Start against its goal and the first visit's bytes."""
    pages = [name for name, v in r.items() if isinstance(v, dict) and any("_split_" in k for k in v)]
    if not pages:
        return
    cell = lambda d: f"{d['median']:>7} [{d['min']}–{d['max']}]" if d else "-"  # noqa: E731
    median = lambda name, key: (r.get(name, {}).get(key) or {}).get("median")  # noqa: E731
    busy = r.get("busy_cores", 0)
    print(f"\nStart-up split (ms from Pyodide ready, median [min–max]; {busy} core(s) held busy by the bench"
          f"{'' if busy else ': a quiet run'}; 1-min load average {r.get('load_average_before')} before, "
          f"{r.get('load_average_after')} after)")
    print("  " + f"{'':<44}" + "".join(f"{name:<26}" for name in pages))
    rows = (("pyodide_to_ready", "Pyodide ready -> data-ready"), ("unpack", "  unpacking the app"),
            ("pyscript", "  PyScript's own set-up"), ("imports", "  importing"), ("build", "  building the app"),
            ("draw", "  drawing the first screen"))
    for mode in ("cold", "reload"):
        for part, label in rows:
            cells = "".join(f"{cell(r[name].get(f'{mode}_split_{part}_ms')):<26}" for name in pages)
            print(f"  {label + ', ' + mode:<44}{cells}")
        floor = median("bare PyScript", f"{mode}_split_pyodide_to_ready_ms")
        if floor is not None:
            own = [median(name, f"{mode}_split_pyodide_to_ready_ms") for name in pages]
            cells = "".join(f"{'-' if v is None else round(v - floor, 1):>7}{'':<19}" for v in own)
            print(f"  {'the own work (less the bare page), ' + mode:<44}{cells}")
    for name in pages:
        if r[name].get("start_modules"):
            slowest = ", ".join(f"{module} {ms}" for module, ms, _n in slowest_modules(r[name]["start_modules"]))
            print(f"  {name}: the slowest modules while it starts (own ms, median of the runs): {slowest}")
    for mode in ("cold", "reload"):
        bare = median("bare PyScript", f"{mode}_ready_ms")
        for name in pages:
            ready = median(name, f"{mode}_ready_ms")
            if bare and ready and name != "bare PyScript":
                print(f"  data-ready, {mode}: {name} / bare PyScript = {ready} / {bare} = {ready / bare:.2f}")
        game = median("app", f"start_{mode}_game_ms")
        if bare and game:
            print(f"  game screen after an early Start, {mode}: {game} (after its data-ready: "
                  f"{median('app', f'start_{mode}_game_after_ready_ms')}); goal: the bare page's data-ready + 300 = {bare + 300:.1f}")
    for name in pages:
        z = r[name].get("first_visit_bytes")
        if z:
            print(f"  {name}: a first visit downloads {z['total'] / 1e6:.2f} MB (gzip where smaller): runtime "
                  f"{z['runtime'] / 1e6:.2f} MB (python_stdlib.zip {z['stdlib'] / 1e6:.2f} MB), the page's own files {z['app'] / 1e6:.2f} MB")
    print("  goals: the app's own work halved; data-ready within 1.05 x the bare page quiet, 1.15 x busy; "
          "the runtime of a first visit <= 5.0 MB, python_stdlib.zip <= 1.2 MB")
