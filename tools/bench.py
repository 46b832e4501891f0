"""Benchmarks (kept out of the test run): start-up, responsiveness, engine speed, opponent strength, size.

    .venv/bin/python tools/bench.py [--runs 5] [--games 200] [--strength-games 1000] [--only startup,size,...]
    .venv/bin/python tools/bench.py --baseline 788e298 --only responsiveness     # the page then and now

Sections: startup, size, responsiveness, engine, decisions, strength, search (the strong level in
CPython), search-page (the same plus its decision times in the page), first-screen, memory, travel.

travel: per game, a person tapping at random against one computer at the Relaxed pace (``?botdelay=800
&travel=relaxed``, at 1024x768 and 390x844): while pieces fly (static/travel.js's layer holds clones),
the time between animation frames (p50 / p95 / max; goal p95 <= 16.7 ms), the long tasks then (goal: none
over 50 ms), the layout shifts in the 600 ms after a movement ends before the next patch (goal: none) and
how many pieces flew.

memory: a long game in the page, five strong computers playing Ramen Extreme with ``?botdelay=0`` to the
end screen, and the page's memory once ready and at the end: the JS heap after a garbage collection
(``Runtime.getHeapUsage``), every WebAssembly memory the page holds (Pyodide's linear memory: the
buffer's byteLength, recorded when the module is instantiated) and the renderer process's memory.
Goal: under 300 MB. tools/crash_rate.py counts renderer crashes per page start.

first-screen: the home screen built into index.html, usable before Python is ready (static/early.js),
cold (a fresh browser context) and on reload (the same context, once its service worker has stored
the site), beside the bare PyScript page (tools/bare/: the vendored runtime and one line of Python,
the floor of any PyScript page) and, with ``--baseline REF``, that commit's page: the first usable
control (the later of the first contentful paint and ``ramen:early-ready``, the mark static/early.js
sets once Start and the seat choices answer; a tap on "one player more" then checks that they do),
``data-ready``, and the game's first screen after a Start tapped as soon as it can be (Playwright's
click, which waits until the page answers it). Pyodide starts in one long task on the main thread,
during which no tap is answered (it is kept, and answered when the task ends): the table gives when a
tap at the first usable control is answered and the longest wait for a tap after it (a 10 ms timer
that runs late). The runs of the pages alternate, so all see the same load. The same bare page is
also measured on the runtime this site ships ("bare, site's runtime"); tools/start_split.py adds the split
from Pyodide ready to ``data-ready`` (unpacking, PyScript's set-up, importing with the slowest modules,
building, drawing), the app's own work less the bare page's, and what a first visit downloads; ``--busy N``
holds N cores busy with plain Python loops while the pages are measured.

responsiveness: per game, one person clicking at random through a whole game in headless Chromium
against one computer opponent: click to next paint (p50 / p95 / max), Event Timing, the longest
main-thread task while the computer thinks (Long Tasks API, while <html data-busy>), and for the
strong level its decisions' time in the page (the ``ramen:think`` measure: first slice to choice).
Played against a normal opponent and then a strong one (``--no-strong`` skips the latter). With
``--baseline REF`` the page of git commit REF is built from git into a temporary folder (``git
archive``, this checkout's static/vendor, that commit's tools/build_site.py) and measured against a
normal opponent just before this page, game by game, so both see the same load; the table prints
them side by side with the 1-minute load average beside each row (the machine may be shared: compare
rows of one run, not absolute figures across runs). One whole game per page swings by about 2 ms at p50
from run to run, so the two pages are also measured in interleaved rounds (``--rounds 4``, ``--round-clicks
40``: each page open in its own context, a warm-up round not counted, then in each round both pages play a
new game with the same seeded taps, the order reversed every other round), pooled per page, with each
round's p50 and each page phase's time per tap. The JSON also lists the five longest tasks of
each game with the page's phases that ran inside them (``ramen:*`` performance measures: click,
apply, save, html, parse, diff, focus, slice, compile-*, import-*...) and each phase's median and
maximum. ``--game ink,fury`` limits the games.

Everything is measured in one run, side by side, so ratios compare like with like on a shared, noisy
machine. Prints a table and writes the figures to bench-results/bench-YYYYMMDD-HHMMSS.json.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ramen.arena import run_arena  # noqa: E402
from ramen.core.registry import GAME_TITLES, get_game, is_playable  # noqa: E402
from tools.serve import serve_in_thread  # noqa: E402
from tools import start_split  # noqa: E402

CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]
PREFIX = "/ramen-games/"

# Records when <html> gets data-ready, and (for responsiveness) event timings, long tasks and busy spans.
PROBE = """
(() => {
  const marks = window.__bench = {ready: null, events: [], longtasks: [], busy: [], busySince: null, paints: [], paintStarts: [], measures: []};
  // click to next paint, for every click (Event Timing only reports interactions over 16 ms): from the
  // click's timestamp to a message posted from the next animation frame, i.e. just after that frame
  // is painted; a listener on window, capturing, sees each click before the app's own handler
  window.addEventListener('click', (e) => {
    const t0 = e.timeStamp;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { marks.paints.push(performance.now() - t0); marks.paintStarts.push(t0); };
      channel.port2.postMessage(0);
    });
  }, true);
  const check = () => {
    const root = document.documentElement;
    if (!root) return;
    if (marks.ready === null && root.hasAttribute('data-ready')) marks.ready = performance.now();
    const busy = root.hasAttribute('data-busy');
    if (busy && marks.busySince === null) marks.busySince = performance.now();
    if (!busy && marks.busySince !== null) { marks.busy.push([marks.busySince, performance.now()]); marks.busySince = null; }
  };
  new MutationObserver(check).observe(document, {attributes: true, subtree: true, childList: true,
                                                 attributeFilter: ['data-ready', 'data-busy']});
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.interactionId) marks.events.push({id: e.interactionId, name: e.name, duration: e.duration, start: e.startTime});
    }).observe({type: 'event', durationThreshold: 16, buffered: true});
  } catch (e) {}
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) marks.longtasks.push({start: e.startTime, duration: e.duration});
    }).observe({type: 'longtask', buffered: true});
  } catch (e) {}
  // the page's own phases (performance.measure "ramen:..."): what ran inside each long task
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name.startsWith('ramen:')) marks.measures.push([e.name, e.startTime, e.duration]);
    }).observe({type: 'measure', buffered: true});
  } catch (e) {}
})();
"""


def quantile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    pos = (len(ordered) - 1) * q
    low, high = math.floor(pos), math.ceil(pos)
    return ordered[low] + (ordered[high] - ordered[low]) * (pos - low)


def summary(values: list[float]) -> dict[str, float]:
    return {"median": round(statistics.median(values), 1), "min": round(min(values), 1), "max": round(max(values), 1),
            "n": len(values)} if values else {}


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson score interval of a win rate."""
    if n == 0:
        return (0.0, 0.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (round(centre - half, 4), round(centre + half, 4))


def site_root() -> Path:
    """The published site when the build step exists (what players get), else the project folder."""
    try:
        from tools import build_site  # type: ignore[attr-defined]
    except ImportError:
        return ROOT
    out = Path(tempfile.mkdtemp(prefix="ramen-bench-site-"))
    build = getattr(build_site, "build", None) or getattr(build_site, "build_site")
    build(out) if build.__code__.co_argcount else build()
    return out


def launch(playwright: Any) -> Any:
    return playwright.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)


def measure_startup(browser: Any, url: str, runs: int) -> dict[str, Any]:
    """Cold (new context each) and reload times to first paint and to data-ready."""
    cold_ready, cold_paint, warm_ready, warm_paint, own = [], [], [], [], []
    for _ in range(runs):
        context = browser.new_context(viewport={"width": 1024, "height": 768})
        context.add_init_script(PROBE)
        page = context.new_page()
        for target_ready, target_paint, action in ((cold_ready, cold_paint, lambda: page.goto(url)),
                                                  (warm_ready, warm_paint, lambda: page.reload())):
            action()
            page.wait_for_function("window.__bench && window.__bench.ready !== null", timeout=120_000)
            target_ready.append(page.evaluate("window.__bench.ready"))
            python_ready = page.evaluate("(performance.getEntriesByName('ramen:python-ready')[0] || {}).startTime")
            if python_ready is not None:
                own.append(target_ready[-1] - python_ready)
            paint = page.evaluate("(performance.getEntriesByName('first-contentful-paint')[0] || performance.getEntriesByName('first-paint')[0] || {}).startTime")
            if paint is not None:
                target_paint.append(paint)
            # a returning player's reload: after the first visit's service worker (if any) has stored
            # everything — measured during its install, the reload would race 15 MB of precaching
            page.evaluate("""() => navigator.serviceWorker && navigator.serviceWorker.getRegistration()
                .then(r => r ? navigator.serviceWorker.ready : null)""")
            page.wait_for_timeout(1000)
        context.close()
    return {"cold_ready_ms": summary(cold_ready), "cold_paint_ms": summary(cold_paint),
            "reload_ready_ms": summary(warm_ready), "reload_paint_ms": summary(warm_paint),
            "python_ready_to_data_ready_ms": summary(own)}


def measure_size(browser: Any, url: str) -> dict[str, int]:
    """Bytes a cold load downloads, split runtime (Pyodide) / PyScript / app."""
    context = browser.new_context()
    page = context.new_page()
    sizes = {"runtime": 0, "pyscript": 0, "app": 0}
    files: dict[str, int] = {}

    def on_response(response: Any) -> None:
        try:
            body = len(response.body())
        except Exception:
            return
        files[response.url] = body

    page.on("response", on_response)
    page.goto(url)
    page.wait_for_selector("html[data-ready]", timeout=120_000)
    page.wait_for_timeout(500)
    context.close()
    for file_url, size in files.items():
        if "/static/vendor/pyodide/" in file_url:
            sizes["runtime"] += size
        elif "/static/vendor/pyscript/" in file_url:
            sizes["pyscript"] += size
        else:
            sizes["app"] += size
    sizes["total"] = sum(sizes.values())
    sizes["files"] = len(files)
    return sizes


def load_average() -> float | None:
    """The 1-minute load average (the machine is shared: absolute ms are inflated under load)."""
    try:
        return round(os.getloadavg()[0], 2)
    except OSError:
        return None


def attribute(tasks: list[dict[str, float]], measures: list[list[Any]], top: int = 5) -> list[dict[str, Any]]:
    """The ``top`` longest tasks, each with the page's own phases (``ramen:*`` measures) that ran inside it."""
    out = []
    for task in sorted(tasks, key=lambda t: -t["duration"])[:top]:
        start, stop = task["start"], task["start"] + task["duration"]
        inside: dict[str, float] = {}
        for name, m_start, m_duration in measures:
            overlap = min(stop, m_start + m_duration) - max(start, m_start)
            if overlap > 0.5 and name != "ramen:think":  # a decision spans many tasks
                inside[name[6:]] = round(inside.get(name[6:], 0.0) + overlap, 1)
        out.append({"ms": round(task["duration"], 1), "phases": inside})
    return out


#: navigation, undo and frame settings are left out, and the hint (a search of its own): the same kinds
#: of clicks on every version of the page
#: what the random person never taps: leaving, the rules, undo, rematch, the board's display toggles, a hint,
#: the settings, "skip", and a turn played again from the recap (it only shows; its buttons may be
#: enabled but folded away, and a tap on a hidden button waits for it to show)
RANDOM_SKIP = ":not([popovertarget])" + "".join(f":not([data-cmd={cmd}])" for cmd in (
    "home", "rules", "undo", "rematch", "ui", "hint", "pace", "sound", "theme", "text", "skip", "turn-again",
    "turn-again-stop"))


#: the game is over, hands over, or offers the person a control that play_at_random may tap
READY_TO_TAP = ("document.querySelector('[data-game-over], #handoff') || [...document.querySelectorAll("
                f"'#play button:enabled{RANDOM_SKIP}')].some((b) => b.checkVisibility())")


def play_at_random(page: Any, rng: Any, max_clicks: int, after_click: Any) -> int:
    """One person clicking the game screen's controls at random (``after_click`` after each) until the
    game ends, nothing can be clicked or ``max_clicks``; the computers play between. Returns the clicks."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    clicks = 0
    while clicks < max_clicks:
        page.wait_for_function("!document.documentElement.hasAttribute('data-busy')", timeout=300_000)
        try:  # a computer's last move may still be landing, the person's controls held until it has
            page.wait_for_function(READY_TO_TAP, timeout=60_000)
        except PlaywrightTimeout:
            break  # nothing to tap
        if page.locator("[data-game-over]").count():
            break
        if page.locator("#handoff").count():
            page.click("button[data-cmd=handoff-ready]")
            continue
        buttons = page.locator(f"#play button:enabled{RANDOM_SKIP}:visible")
        count = buttons.count()
        if not count:
            break
        buttons.nth(rng.randrange(count)).click()
        clicks += 1
        after_click()
    return clicks


def measure_responsiveness(browser: Any, url: str, game_id: str, seed: int, max_clicks: int = 1500,
                           level: str | None = None) -> dict[str, Any]:
    """Play a whole game in the page (one person clicking at random against one computer opponent of
    ``level``, the home screen's default when None) and time it: click to next paint, Event Timing,
    long tasks while the computer thinks (``data-busy``) and, for a search level, its decisions'
    wall time in the page (``ramen:think``: from its first slice to its choice, the page answering
    between slices)."""
    import random

    load = load_average()
    context, page = open_bench_page(browser, url)
    page.click(f"button[data-cmd=choose-game][data-arg={game_id}]")
    if level is not None:
        page.select_option("select[data-field=level][data-seat='1']", level)
    page.click("button[data-cmd=start]")
    page.wait_for_selector("#play", timeout=120_000)  # the Start tap may answer before the game is set up
    clicks = play_at_random(page, random.Random(seed), max_clicks, lambda: page.wait_for_timeout(30))
    page.wait_for_timeout(300)
    marks = page.evaluate("window.__bench")
    context.close()
    per_interaction: dict[int, float] = {}
    for event in marks["events"]:
        per_interaction[event["id"]] = max(per_interaction.get(event["id"], 0.0), event["duration"])
    durations = list(per_interaction.values())
    busy = marks["busy"]
    bot_tasks = [t for t in marks["longtasks"] if any(start - 1 <= t["start"] <= end + 1 for start, end in busy)]
    during_bots = [t["duration"] for t in bot_tasks]
    paints = marks["paints"]
    thinks = [m[2] for m in marks.get("measures", []) if m[0] == "ramen:think"]
    return {"level": level or "default", "clicks": clicks, "finished": clicks < max_clicks, "load_average": load,
            "click_to_paint_ms": {"p50": round(quantile(paints, 0.5), 1), "p95": round(quantile(paints, 0.95), 1),
                                  "max": round(max(paints), 1) if paints else None, "clicks": len(paints)},
            "inp_ms": {"p50": round(quantile(durations, 0.5), 1), "p95": round(quantile(durations, 0.95), 1),
                       "max": round(max(durations), 1) if durations else None, "interactions": len(durations)},
            "longest_task_while_bot_ms": round(max(during_bots), 1) if during_bots else 0.0,
            "long_tasks_while_bot": len(during_bots),
            "longest_task_after_ready_ms": round(max((t["duration"] for t in marks["longtasks"] if t["start"] > (marks["ready"] or 0)), default=0.0), 1),
            "longest_tasks": attribute([t for t in marks["longtasks"] if t["start"] > (marks["ready"] or 0)], marks.get("measures", [])),
            "longest_tasks_while_bot": attribute(bot_tasks, marks.get("measures", [])),
            "phases_ms": phase_summary(marks.get("measures", [])),
            "slowest_clicks": [{"ms": round(ms, 1), "phases": attribute([{"start": t0, "duration": ms}], marks["measures"], 1)[0]["phases"]}
                               for ms, t0 in sorted(zip(paints, marks.get("paintStarts", [])), reverse=True)[:5]],
            "decision_ms": ({"mean": round(statistics.mean(thinks), 1), "p95": round(quantile(thinks, 0.95), 1),
                             "max": round(max(thinks), 1), "n": len(thinks)} if thinks else None)}


# The first-screen probe: when a game screen first appears (after an early Start), when Start was
# tapped, and until data-ready the main thread's busy spans: a 10 ms timer that fires over 50 ms late
# marks one (the Long Tasks API missed Pyodide's start when its files came from a preload)
GAME_SCREEN_PROBE = """
(() => {
  const marks = window.__first = {game: null, tap: null, busy: []};
  let last = performance.now();
  const tick = () => {
    const now = performance.now();
    if (now - last > 50) marks.busy.push([last, now]);
    last = now;
    if (!document.documentElement.hasAttribute('data-ready')) setTimeout(tick, 10);
  };
  setTimeout(tick, 10);
  window.addEventListener('click', (e) => {
    if (marks.tap === null && e.target.closest && e.target.closest('[data-cmd=start]')) marks.tap = performance.now();
  }, true);
  const observer = new MutationObserver(() => {
    if (marks.game === null && document.querySelector('#play, #handoff')) { marks.game = performance.now(); observer.disconnect(); }
  });
  observer.observe(document, {childList: true, subtree: true});
})();
"""


def _first_screen_visit(page: Any, go: Any, early_start: bool) -> dict[str, float | None]:
    """One visit (``go`` navigates): first usable control, data-ready and, with ``early_start``, the
    game screen after a Start tapped as soon as the page takes it (ms from the navigation)."""
    go()
    out: dict[str, float | None] = {}
    if early_start:
        page.click("button[data-cmd=start]", timeout=120_000)
        page.wait_for_function("window.__first && window.__first.game !== null", timeout=120_000)
        out["game"] = page.evaluate("window.__first.game")
    page.wait_for_function("window.__bench && window.__bench.ready !== null", timeout=120_000)
    out["ready"] = page.evaluate("window.__bench.ready")
    parts, out["start_modules"] = start_split.split(page, out["ready"])  # type: ignore[assignment]
    out |= {f"split_{part}": ms for part, ms in parts.items()}
    if early_start:  # the tap's time (the probe's click listener) against data-ready
        out["game_after_ready"] = out["game"] - out["ready"]
        out["tap"] = page.evaluate("window.__first.tap")
        out["early_start_before_ready"] = float(page.evaluate("window.__first.tap < window.__bench.ready"))
    usable = page.evaluate("""() => {
        const early = performance.getEntriesByName('ramen:early-ready')[0];
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        return early && paint ? Math.max(early.startTime, paint.startTime) : null; }""")
    out["usable"] = usable
    # the page can't answer while Pyodide starts (one long task on the main thread, which may begin
    # just before the first paint is presented): a tap waits for its end. The longest such wait after
    # the first usable control, and when a tap made at that moment is answered
    waits = page.evaluate("""(from) => {
        const ready = window.__bench.ready;
        const tasks = window.__first.busy.filter(([s, e]) => e > from && s < ready);
        const longest = Math.max(0, ...tasks.map(([s, e]) => Math.min(e, ready) - Math.max(s, from)));
        const covering = tasks.find(([s, e]) => s <= from && e > from);
        return [longest, covering ? covering[1] : from]; }""", usable or 0)
    out["longest_wait_after_usable"], out["tap_at_usable_answered"] = waits if usable is not None else (waits[0], None)
    return out


def _wait_for_worker(page: Any) -> None:
    """A returning player's reload comes after the first visit's service worker stored everything."""
    page.evaluate("""() => navigator.serviceWorker && navigator.serviceWorker.getRegistration()
        .then(r => r ? navigator.serviceWorker.ready : null)""")
    page.wait_for_timeout(1000)


def measure_first_screen(browser: Any, pages: dict[str, str], runs: int) -> dict[str, Any]:
    """Per page (name -> URL; "app" is this page): cold and reload first usable control, data-ready
    and (this page) the game screen after an early Start; the pages' runs alternate."""
    found: dict[str, dict[str, list[float]]] = {name: {} for name in pages}
    checked = False

    def keep(name: str, mode: str, visit: dict[str, float | None]) -> None:
        for key, value in visit.items():
            if key == "start_modules":  # the slowest modules of one start (JSON), a start without an early tap
                if value is not None and not mode.startswith("start_"):
                    found[name].setdefault(key, []).append(value)  # type: ignore[arg-type]
            elif value is not None and key != "early_start_before_ready":
                found[name].setdefault(f"{mode}_{key}_ms", []).append(value)
        if "early_start_before_ready" in visit:
            found[name].setdefault(f"{mode}_early_starts_before_ready", []).append(visit["early_start_before_ready"] or 0.0)

    for _ in range(runs):
        for name, url in pages.items():
            for early_start in ((False, True) if name == "app" else (False,)):
                context = browser.new_context(viewport={"width": 1024, "height": 768})
                context.add_init_script(PROBE)
                context.add_init_script(GAME_SCREEN_PROBE)
                context.add_init_script(start_split.PROGRESS_PROBE)
                page = context.new_page()
                mode = "start_" if early_start else ""
                keep(name, mode + "cold", _first_screen_visit(page, lambda: page.goto(url, wait_until="commit"), early_start))
                if name == "app" and not checked:  # the seat choices answer before Python is ready
                    page.goto(url)
                    page.wait_for_function("performance.getEntriesByName('ramen:early-ready').length > 0", timeout=120_000)
                    ready_first = page.evaluate("document.documentElement.hasAttribute('data-ready')")
                    page.click("button[data-cmd=seats][aria-label='One player more']")
                    rows = page.locator("#home .seat-row").count()
                    found[name]["seat_choice_checked_before_ready"] = [0.0 if ready_first else 1.0]
                    if rows != 3:
                        sys.exit(f"first-screen: one player more gave {rows} seats, not 3")
                    checked = True
                _wait_for_worker(page)
                page.goto("about:blank")
                keep(name, mode + "reload", _first_screen_visit(page, lambda: page.goto(url, wait_until="commit"), early_start))
                context.close()
    return {name: {key: summary(values) if not key.endswith(("_before_ready", "checked_before_ready", "start_modules")) else values
                   for key, values in figures.items()} for name, figures in found.items()}


def phase_summary(measures: list[list[Any]]) -> dict[str, dict[str, float]]:
    """Per page phase (``ramen:*`` measure): how often, median and longest, in ms."""
    by_name: dict[str, list[float]] = {}
    for name, _start, duration in measures:
        by_name.setdefault(name[6:], []).append(duration)
    return {name: {"n": len(v), "p50": round(quantile(v, 0.5), 1), "max": round(max(v), 1)} for name, v in sorted(by_name.items())}


def build_baseline(ref: str) -> tuple[Path, str]:
    """The site of an earlier commit ``ref``, built from git into a temporary folder: its files
    (``git archive``), this checkout's vendored runtime (static/vendor, git-ignored, made by
    tools/vendor.py from node_modules; the runtime pins have not changed since the commits this is
    meant for, which the check below makes sure of) and that commit's own tools/build_site.py.
    Returns the site folder and the commit's short hash."""
    import shutil
    import subprocess

    short = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", f"{ref}^{{commit}}"], check=True,
                           capture_output=True, text=True).stdout.strip()
    old_pins = json.loads(subprocess.run(["git", "-C", str(ROOT), "show", f"{short}:package.json"], check=True,
                                         capture_output=True, text=True).stdout).get("dependencies", {})
    new_pins = json.loads((ROOT / "package.json").read_text()).get("dependencies", {})
    # a package added since (this static/vendor has it too, the old page does not load it) is no obstacle
    if any(new_pins.get(name) != version for name, version in old_pins.items()):
        sys.exit(f"{ref} pins another runtime ({old_pins}) than this checkout ({new_pins}): its static/vendor can't be reused")
    work = Path(tempfile.mkdtemp(prefix=f"ramen-bench-{short}-"))
    src = work / "src"
    src.mkdir()
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", "--format=tar", short], check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(src)], input=archive, check=True)
    if not (ROOT / "static" / "vendor").is_dir():
        sys.exit("static/vendor is missing: run `npm ci && python3 tools/vendor.py` first")
    shutil.copytree(ROOT / "static" / "vendor", src / "static" / "vendor")
    if (ROOT / "node_modules").is_dir():  # (the build draws the art from the installed art set)
        (src / "node_modules").symlink_to(ROOT / "node_modules")
    if (src / "tools" / "build_site.py").exists():
        site = work / "site"
        subprocess.run([sys.executable, str(src / "tools" / "build_site.py"), "--out", str(site)], cwd=src, check=True,
                       capture_output=True)
        return site, short
    return src, short


def measure_engine(browser: Any, url: str, game_id: str, games: int, seed: int) -> dict[str, Any]:
    """Full games and actions per second with easy bots, in CPython and in the page (Pyodide), same seeds."""
    game = get_game(game_id)
    levels = ["easy", "easy"]
    started = time.perf_counter()
    cpython = run_arena(game, 2, levels, games, seed)
    cpython_seconds = time.perf_counter() - started
    context = browser.new_context()
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("html[data-ready]", timeout=120_000)
    result = page.evaluate("""([g, n, s]) => {
        const t0 = performance.now();
        const out = JSON.parse(window.ramenBenchArena(g, 2, 'easy,easy', n, s));
        out.seconds = (performance.now() - t0) / 1000;
        return out;
    }""", [game_id, games, seed])
    context.close()
    cps = games / cpython_seconds
    pps = games / result["seconds"]
    return {"games": games, "cpython_games_per_s": round(cps, 2), "cpython_actions_per_s": cpython["actions_per_second"],
            "pyodide_games_per_s": round(pps, 2), "pyodide_actions_per_s": result["actions_per_second"],
            "pyodide_over_cpython_time": round(cps / pps, 2) if pps else None,
            "same_results": cpython["wins"] == result["wins"] and cpython["mean_score"] == result["mean_score"]}


def measure_decisions(game_id: str, games: int = 12) -> dict[str, Any]:
    """CPython time of a normal bot's decision and of rendering the acting seat's board (ms)."""
    import random

    from ramen.core.bots import make_bot
    from ramen.core.choices import Picker
    from ramen.ui.views import BoardContext, get_view

    game = get_game(game_id)
    board = get_view(game_id)
    decide, render = [], []
    for seed in range(games):
        seats = 2 + seed % 4
        bots = [make_bot(game, "normal") for _ in range(seats)]
        rng = random.Random(seed)
        state = game.new_state(seed, seats)
        while (seat := game.to_act(state)) is not None:
            legal = game.legal_actions(state)
            view = game.view(state, seat)
            if board is not None:
                started = time.perf_counter()
                ctx = BoardContext(game=game, state=state, view=view, viewer=seat, names=[f"P{i + 1}" for i in range(seats)],
                                   picker=Picker([game.format_action(a) for a in legal]))
                board.render_board(ctx)
                render.append((time.perf_counter() - started) * 1000)
            started = time.perf_counter()
            action = bots[seat].choose(view, legal, rng)
            decide.append((time.perf_counter() - started) * 1000)
            state = game.apply(state, action)
    stats = lambda v: {"mean": round(statistics.mean(v), 2), "p95": round(quantile(v, 0.95), 2), "max": round(max(v), 2), "n": len(v)} if v else {}
    return {"bot_decision_ms": stats(decide), "board_render_ms": stats(render)}


#: the level pairs of the strength table: (the stronger, its opponent)
STRENGTH_PAIRS: tuple[tuple[str, str], ...] = (("normal", "easy"), ("strong", "normal"), ("expert", "strong"))


def _strength_game(task: tuple[str, tuple[str, ...], int]) -> dict[str, Any]:
    """One two-seat arena game (a worker of ``measure_strength``): each seat's share of the win (ties
    shared) and its decision times in seconds."""
    game_id, levels, seed = task
    from ramen.arena import play_game

    game = get_game(game_id)
    timings: list[list[float]] = [[] for _ in levels]
    state, _ = play_game(game, seed, levels, None, timings)
    winners = game.outcome(state).winners
    return {"share": [1 / len(winners) if seat in winners else 0.0 for seat in range(len(levels))],
            "timings": timings}


def measure_strength(game_id: str, games: int, seeds: list[int], pairs: list[tuple[str, str]],
                     jobs: int = 2, seats: int = 2) -> dict[str, Any]:
    """Each pair (level, opponent) plays ``games`` games in each seat order from every seed of ``seeds``
    (game k of a seed s uses seed s + k; the same deals in both orders); ``seats`` > 2 puts one level
    among ``seats - 1`` opponents (first seat and last seat). ``jobs`` games run at a time (separate
    processes). Win share with ties shared, 95 % Wilson interval, decision times (CPython, ms)."""
    from concurrent.futures import ProcessPoolExecutor

    out: dict[str, Any] = {}
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for level, opponent in pairs:
            row: dict[str, Any] = {"orders": {}}
            times: dict[str, list[float]] = {level: [], opponent: []}
            total_share, total_games = 0.0, 0
            for first in (True, False):
                levels = tuple([level] + [opponent] * (seats - 1)) if first else tuple([opponent] * (seats - 1) + [level])
                seat = 0 if first else seats - 1
                tasks = [(game_id, levels, s + k) for s in seeds for k in range(games)]
                share = 0.0
                for result in pool.map(_strength_game, tasks):
                    share += result["share"][seat]
                    for p, timing in enumerate(result["timings"]):
                        times[levels[p]].extend(timing)
                n = len(tasks)
                row["orders"][",".join(levels)] = {"games": n, "share": round(share / n, 4), "ci95": wilson(share, n)}
                total_share += share
                total_games += n
            row["games"] = total_games
            row["share"] = round(total_share / total_games, 4)
            row["ci95"] = wilson(total_share, total_games)
            row["cpython_ms"] = {name: summary_ms(values) for name, values in times.items()}
            out[f"{level}:{opponent}"] = row
    return out


def summary_ms(seconds: list[float]) -> dict[str, float]:
    """Mean, 95th percentile and maximum of decision times given in seconds, in milliseconds."""
    if not seconds:
        return {}
    ms = [1000 * s for s in seconds]
    return {"mean": round(statistics.mean(ms), 2), "p95": round(quantile(ms, 0.95), 2), "max": round(max(ms), 2),
            "n": len(ms)}


def measure_page_decisions(browser: Any, url: str, game_id: str, levels: list[str], seed: int,
                           games: int = 3, seats: int = 2) -> dict[str, Any]:
    """Each level's decision times in the page: ``games`` games of ``seats`` seats, the level against
    itself, played by the page's own Python (``window.ramenBenchArena``: its decisions unsliced, so each
    is the whole search's time), mean / p95 / max in ms over every seat's decisions (the slowest seat's)."""
    context = browser.new_context()
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("html[data-ready]", timeout=120_000)
    out = {}
    for level in levels:
        result = page.evaluate("([g, k, l, n, s]) => JSON.parse(window.ramenBenchArena(g, k, l, n, s))",
                               [game_id, seats, ",".join([level] * seats), games, seed])
        out[level] = {"mean": max(result["decision_ms_mean"]), "p95": max(result["decision_ms_p95"]),
                      "max": max(result["decision_ms_max"]), "games": games}
    context.close()
    return out


def measure_search(game_id: str, browser: Any = None, url: str | None = None) -> dict[str, Any]:
    """The strong level in CPython (ramen.core.speed.search_speed: seconds per decision, search
    iterations per second with the checked and the unchecked apply); with a browser, the same
    measure in the page (``window.ramenBenchSearch``) and the strong seat's decision times over one
    seeded arena game there."""
    from ramen.core.speed import search_speed

    out: dict[str, Any] = search_speed(get_game(game_id))
    if browser is not None and url is not None:
        context = browser.new_context()
        page = context.new_page()
        page.goto(url)
        page.wait_for_selector("html[data-ready]", timeout=120_000)
        out["page"] = page.evaluate("([g]) => JSON.parse(window.ramenBenchSearch(g))", [game_id])
        result = page.evaluate("([g]) => JSON.parse(window.ramenBenchArena(g, 2, 'strong,normal', 1, 1))", [game_id])
        context.close()
        out["page_strong_decision_ms"] = {"mean": result["decision_ms_mean"][0], "max": result["decision_ms_max"][0]}
    return out


# Records every WebAssembly.Memory a module instantiated in the page exports (Pyodide's linear memory is
# one), so that the memory figures can read their size; the page itself is not changed
WASM_MEMORY_PROBE = """
(() => {
  const memories = window.__wasmMemories = [];
  const keep = (result) => {
    const instance = result && (result.instance || result);
    for (const value of Object.values((instance && instance.exports) || {})) {
      if (value instanceof WebAssembly.Memory && !memories.includes(value)) memories.push(value);
    }
    return result;
  };
  for (const name of ['instantiate', 'instantiateStreaming']) {
    const original = WebAssembly[name];
    if (original) WebAssembly[name] = function (...args) { return original.apply(this, args).then(keep); };
  }
})();
"""
#: the actions of the page's one saved game
SAVED_ACTIONS = """() => Object.keys(localStorage).filter(k => k.startsWith('ramen.save.'))
    .map(k => JSON.parse(localStorage.getItem(k)).record.actions.length)[0] || 0"""


def set_up_computers(page: Any, game: str, seats: int, level: str) -> None:
    """On the home screen, choose ``game`` with ``seats`` computers of ``level`` (Start left to tap)."""
    page.click(f"button[data-cmd=choose-game][data-arg={game}]")
    while page.locator("#home .seats .seat-row").count() < seats:
        page.click("button[data-cmd=seats][aria-label='One player more']")
    for index in range(seats):
        page.select_option(f"select[data-field=kind][data-seat='{index}']", "bot")
        page.select_option(f"select[data-field=level][data-seat='{index}']", level)


def page_memory(page: Any, browser: Any) -> dict[str, Any]:
    """The page's memory now, in bytes: its JS heap (``Runtime.getHeapUsage``, after a garbage
    collection), the WebAssembly memories its modules export (their buffers' byteLength: Pyodide's linear
    memory; WASM_MEMORY_PROBE finds them) and the renderer process's resident, proportional and private
    memory (``SystemInfo.getProcessInfo`` gives its pid, /proc its smaps_rollup)."""
    session = page.context.new_cdp_session(page)
    session.send("HeapProfiler.collectGarbage")
    heap = session.send("Runtime.getHeapUsage")
    session.send("Performance.enable")
    metrics = {m["name"]: m["value"] for m in session.send("Performance.getMetrics")["metrics"]}
    wasm, count = page.evaluate("[window.__wasmMemories.reduce((sum, m) => sum + m.buffer.byteLength, 0), "
                                "window.__wasmMemories.length]")
    renderers: list[dict[str, int]] = []  # per renderer process: resident, proportional and private bytes
    try:
        info = browser.new_browser_cdp_session().send("SystemInfo.getProcessInfo")["processInfo"]
        for process in info:
            if process.get("type") == "renderer":
                rollup = Path(f"/proc/{process['id']}/smaps_rollup").read_text().splitlines()
                kb = {line.split(":")[0]: int(line.split()[1]) * 1024 for line in rollup[1:] if line.split()[-1] == "kB"}
                renderers.append({"rss": kb["Rss"], "pss": kb["Pss"],
                                  "private": kb.get("Private_Clean", 0) + kb.get("Private_Dirty", 0)})
    except Exception:  # not Linux, or the process is gone: the JS figures stand alone
        pass
    session.detach()
    # the page's renderer: the one holding most memory of its own (the others draw the browser's own pages)
    own = max(renderers, key=lambda r: r["private"]) if renderers else {}
    return {"js_heap_used": int(heap["usedSize"]), "js_heap_total": int(heap["totalSize"]),
            "js_heap_used_metric": int(metrics.get("JSHeapUsedSize", 0)),
            "array_buffer_backing_stores": int(heap.get("backingStorageSize", 0)),
            "wasm_memory": int(wasm), "wasm_memories": int(count), "dom_nodes": int(metrics.get("Nodes", 0)),
            "renderer_rss": own.get("rss"), "renderer_pss": own.get("pss"), "renderer_private": own.get("private"),
            "renderers": len(renderers),
            "total_js_and_wasm": int(heap["totalSize"]) + int(wasm)}


def measure_memory(browser: Any, url: str, game: str = "extreme", seats: int = 5, level: str = "strong",
                   seed: int = 1) -> dict[str, Any]:
    """A long game of computers only (``seats`` seats of ``level``, ``?botdelay=0``) to its end screen:
    the page's memory once ready, at the end, and after going home and back to the game (nothing kept
    per game should grow)."""
    load = load_average()
    context = browser.new_context(viewport={"width": 1024, "height": 768})
    context.add_init_script(WASM_MEMORY_PROBE)
    page = context.new_page()
    errors: list[str] = []
    crashed: list[bool] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("crash", lambda _page: crashed.append(True))
    page.goto(url + f"?botdelay=0&seed={seed}")
    page.wait_for_selector("html[data-ready]", timeout=120_000)
    ready = page_memory(page, browser)
    set_up_computers(page, game, seats, level)
    started = time.perf_counter()
    page.click("button[data-cmd=start]")
    samples = []
    while True:
        try:
            page.wait_for_selector("[data-game-over]", timeout=15_000)
            break
        except Exception:
            if crashed:
                raise RuntimeError(f"the renderer crashed {time.perf_counter() - started:.0f} s into the game") from None
        samples.append({"s": round(time.perf_counter() - started, 1), **page_memory(page, browser),
                        "actions": page.evaluate(SAVED_ACTIONS)})
        print(f"  memory, {samples[-1]['s']} s: {samples[-1]['actions']} actions, JS heap {samples[-1]['js_heap_used'] / 1e6:.1f} MB, "
              f"WebAssembly {samples[-1]['wasm_memory'] / 1e6:.1f} MB, renderer's own "
              f"{(samples[-1]['renderer_private'] or 0) / 1e6:.1f} MB", file=sys.stderr, flush=True)
        if time.perf_counter() - started > 3600:
            raise RuntimeError("the game did not end within an hour")
    game_s = time.perf_counter() - started
    actions = page.evaluate(SAVED_ACTIONS)
    end = page_memory(page, browser)
    context.close()
    return {"game": game, "seats": seats, "level": level, "seed": seed, "actions": actions, "game_s": round(game_s, 1),
            "load_average": load, "page_errors": errors, "ready": ready, "end": end, "samples": samples}


def print_memory(m: dict[str, Any]) -> None:
    mb = lambda b: f"{b / 1e6:.1f} MB" if isinstance(b, (int, float)) else "-"  # noqa: E731
    print(f"\nMemory: {m['seats']}-seat {m['game']}, {m['level']} computers only, seed {m['seed']}: {m['actions']} actions "
          f"in {m['game_s']} s (load {m['load_average']}){'; page errors: ' + str(len(m['page_errors'])) if m['page_errors'] else ''}")
    print(f"  {'':<46} {'ready':>10} {'game over':>10}")
    for key, label in (("js_heap_used", "JS heap used (after GC)"), ("js_heap_total", "JS heap total"),
                       ("array_buffer_backing_stores", "ArrayBuffer backing stores"),
                       ("wasm_memory", "WebAssembly memory (Pyodide's heap)"),
                       ("total_js_and_wasm", "JS heap total + WebAssembly"), ("renderer_rss", "page's renderer process: resident"),
                       ("renderer_pss", "  the same, proportional (shared pages split)"),
                       ("renderer_private", "  the same, its own pages only"),
                       ("dom_nodes", "DOM nodes")):
        fmt = (lambda v: str(v)) if key == "dom_nodes" else mb
        print(f"  {label:<46} {fmt(m['ready'][key]):>10} {fmt(m['end'][key]):>10}")
    print("  goal: under 300 MB")


# The travel probe: animation frames while a movement is on screen (a clone in #travel-layer), the long
# tasks and layout shifts of the page with their times, and the spans of the movements
TRAVEL_PROBE = r"""
(() => {
  const m = window.__frames = {intervals: [], spans: [], longtasks: [], shifts: [], patches: []};
  let last = null, since = null;
  const tick = (t) => {
    const layer = document.getElementById('travel-layer');
    if (layer && layer.childElementCount) {
      if (last !== null) m.intervals.push(t - last);
      if (since === null) since = t;
      last = t;
    } else {
      if (since !== null) m.spans.push([since, t]);
      last = since = null;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  new PerformanceObserver((list) => { for (const e of list.getEntries()) m.longtasks.push([e.startTime, e.duration]); })
    .observe({type: 'longtask', buffered: true});
  // each shift with what moved (the element, its box before and after), so a shift can be explained
  const named = (n) => !n ? '?' : n.nodeType !== 1 ? '#text in ' + named(n.parentElement) : n.tagName.toLowerCase()
    + (n.id ? '#' + n.id : '') + (n.className && typeof n.className === 'string' ? '.' + n.className.trim().split(/\s+/).join('.') : '');
  const box = (r) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) m.shifts.push([e.startTime, e.value,
      (e.sources || []).map((s) => named(s.node) + ' ' + box(s.previousRect) + ' -> ' + box(s.currentRect))]); })
    .observe({type: 'layout-shift', buffered: true});
  // each patch (static/morph.js's "ramen:diff" measure): a shift after one is the patch's, not the movement's
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.name === 'ramen:diff') m.patches.push(e.startTime); })
    .observe({type: 'measure'});
  // each flight (a clone in the travel layer): when it starts and lands, where (in the window or not), and
  // whether a computer was playing; each computer turn (html[data-busy] on, then off) and its length
  m.flights = []; m.turns = [];
  const inWindow = (r) => r.width > 0 && r.top >= -1 && r.left >= -1 && r.bottom <= innerHeight + 1 && r.right <= innerWidth + 1;
  const watching = new Map();
  // a computer's flight: one that left while a computer played, not in the moment after the person's tap
  // (their own move's pieces leave then, while the computers' turn may have begun already)
  let tapped = -1e9;
  for (const kind of ['pointerdown', 'keydown']) addEventListener(kind, () => { tapped = performance.now(); }, true);
  const follow = (clone, added) => {
    const anim = clone.getAnimations()[0];
    if (!anim) return;
    const timing = anim.effect.getComputedTiming();
    const start = performance.now() + (timing.delay || 0);
    const first = clone.getBoundingClientRect();
    const busy = document.documentElement.hasAttribute('data-busy') && added - tapped > 400;
    watching.set(clone, {start, first, busy, duration: timing.duration,
                         what: (clone.className || '') + ' ' + (clone.textContent || '').trim().slice(0, 30)});
  };
  const layerWatch = new MutationObserver((list) => {
    for (const r of list) {
      for (const n of r.addedNodes) if (n.nodeType === 1) { const added = performance.now(); requestAnimationFrame(() => follow(n, added)); }
      for (const n of r.removedNodes) {
        const w = watching.get(n);
        if (!w) continue;
        watching.delete(n);
        const end = performance.now();
        m.flights.push({end, ms: end - w.start, planned: w.duration, busy: w.busy, startIn: inWindow(w.first), landIn: w.landIn,
                        from: box(w.first), to: w.landBox, what: w.what, window: innerWidth + 'x' + innerHeight});
      }
    }
  });
  const hook = () => {
    const layer = document.getElementById('travel-layer');
    if (layer && !layer.__watched) { layer.__watched = true; layerWatch.observe(layer, {childList: true}); }
    for (const [clone, w] of watching) {  // where it is going: its box once its animation has ended
      const anim = clone.getAnimations()[0];
      if (!anim || anim.playState === 'finished') {
        if (w.landIn === undefined) { w.landIn = inWindow(clone.getBoundingClientRect()); w.landBox = box(clone.getBoundingClientRect()); }
      } else if (anim.effect.getComputedTiming().progress > 0.97) {
        w.landIn = inWindow(clone.getBoundingClientRect()); w.landBox = box(clone.getBoundingClientRect());
      }
    }
    requestAnimationFrame(hook);
  };
  requestAnimationFrame(hook);
  let busySince = null;
  new MutationObserver(() => {
    const busy = document.documentElement.hasAttribute('data-busy');
    if (busy && busySince === null) busySince = performance.now();
    if (!busy && busySince !== null) { m.turns.push(performance.now() - busySince); busySince = null; }
  }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-busy']});  // (no <html> yet at this point)
})();
"""


def measure_travel(browser: Any, url: str, game_id: str, size: tuple[int, int], seed: int = 1,
                   clicks_wanted: int = 16, pace: str | None = None) -> dict[str, Any]:
    """Frames, long tasks and layout shifts while the pieces of computer (and person) moves fly, in one
    game at the Relaxed pace (see the module's docstring); with ``pace`` ("quick" or "relaxed") at that
    pace as a player sets it (no ?botdelay), with each flight's length, each computer turn's and the
    share of the flights that start and land in the window."""
    import random

    context = browser.new_context(viewport={"width": size[0], "height": size[1]})
    context.add_init_script(TRAVEL_PROBE)
    if pace is not None:
        context.add_init_script(f"localStorage.setItem('ramen.pace', '{pace}')")
    page = context.new_page()
    page.goto(url + ("" if pace is not None else "?botdelay=800&travel=relaxed"))
    page.wait_for_selector("html[data-ready]", timeout=120_000)
    page.click(f"button[data-cmd=choose-game][data-arg={game_id}]")
    page.click("button[data-cmd=start]")
    page.wait_for_selector("#play", timeout=120_000)
    # the person's own move flies too: wait for it to land before the next tap (a tap would end it)
    clicks = play_at_random(page, random.Random(seed), clicks_wanted, lambda: page.wait_for_function(
        "!(document.getElementById('travel-layer')?.childElementCount)", timeout=60_000))
    page.wait_for_timeout(700)
    marks = page.evaluate("window.__frames")
    travelled = page.evaluate("window.__travelled || 0")
    context.close()
    spans = marks["spans"]
    during = [d for start, d in marks["longtasks"] if any(a - 50 <= start <= b for a, b in spans)]
    patches = marks["patches"]
    # a shift in the 600 ms after a movement ended, with no patch since the movement began: the movement's
    # own (a patch during a movement ends it at once, and what that patch moves is the patch's: the new
    # position shown, the table folding for the next choice)
    shifted = [(v, sources) for t, v, sources in marks["shifts"]
               if any(b <= t <= b + 600 and not any(a < p <= t for p in patches) for a, b in spans)]
    after = [v for v, _sources in shifted]
    frames = marks["intervals"]
    return {"size": f"{size[0]}x{size[1]}", "clicks": clicks, "pieces_moved": travelled, "movements": len(spans),
            "frame_ms": {"p50": round(quantile(frames, 0.5), 1), "p95": round(quantile(frames, 0.95), 1),
                         "max": round(max(frames), 1) if frames else None, "frames": len(frames)},
            "long_tasks_while_moving": len(during), "longest_task_while_moving_ms": round(max(during), 1) if during else 0.0,
            "layout_shift_after_movement": round(sum(after), 4), "layout_shifts_after_movement": len(after),
            "what_shifted_after_movement": [sources for _v, sources in shifted],
            "pace": pace or "relaxed (fixed ?botdelay=800)", **flight_figures(marks)}


def flight_figures(marks: dict[str, Any]) -> dict[str, Any]:
    """The flights of computer moves: how long each took (shortest, median), the share that started and
    landed in the window; and the computer turns' lengths (median, longest)."""
    flights = [f for f in marks.get("flights", []) if f["busy"]]
    lengths = sorted(f["ms"] for f in flights)
    inside = [f for f in flights if f["startIn"] and f.get("landIn")]
    turns = sorted(marks.get("turns", []))
    return {"computer_flights": len(flights),
            "flight_ms": {"min": round(lengths[0]) if lengths else None, "p50": round(quantile(lengths, 0.5)) if lengths else None},
            "flights_in_window": round(len(inside) / len(flights), 3) if flights else None,
            "flights_out_of_window": [{k: f.get(k) for k in ("what", "from", "to", "window")}
                                      for f in flights if not (f["startIn"] and f.get("landIn"))],
            "computer_turn_ms": {"p50": round(quantile(turns, 0.5)) if turns else None, "max": round(turns[-1]) if turns else None,
                                 "turns": len(turns)}}


def print_travel(t: dict[str, Any]) -> None:
    print("\nThings that travel (while pieces fly)   pace     pieces  frame ms p50 / p95 / max (frames)"
          "   long tasks (longest ms)   layout shift after   computer flights: n, ms min / p50, in the window;"
          " computer turn ms p50 / max (n)")
    for g, rows in t.items():
        for r in rows:
            if "error" in r:
                print(f"  {g:<8} {r.get('size', ''):<9} {r.get('pace') or '':<8} {r['error']}")
                continue
            f = r["frame_ms"]
            fl, turn = r.get("flight_ms", {}), r.get("computer_turn_ms", {})
            share = r.get("flights_in_window")
            print(f"  {g:<8} {r['size']:<9} {str(r.get('pace', ''))[:8]:<8} {r['pieces_moved']:>6}  {f['p50']:>6} / {f['p95']} / {f['max']} ({f['frames']})"
                  f"   {r['long_tasks_while_moving']:>10} ({r['longest_task_while_moving_ms']})"
                  f"   {r['layout_shift_after_movement']} ({r['layout_shifts_after_movement']})"
                  f"   {r.get('computer_flights', 0)}, {fl.get('min')} / {fl.get('p50')}, "
                  f"{'-' if share is None else f'{share:.0%}'}; {turn.get('p50')} / {turn.get('max')} ({turn.get('turns', 0)})")


#: the page has drawn its small drawings as bitmaps (static/bitmaps.js), or is of a version that does not
BITMAPS_DRAWN = """document.documentElement.hasAttribute('data-bitmaps') || ![...document.styleSheets].some(
  (sheet) => [...sheet.cssRules].some((rule) => rule.style && rule.style.getPropertyValue('--bitmap').trim() === '1'))"""


def open_bench_page(browser: Any, url: str) -> tuple[Any, Any]:
    """A fresh context at 1024x768 with the probe, its page loaded until ``data-ready`` and its small
    drawings drawn as bitmaps (as a player has it a moment after the start)."""
    context = browser.new_context(viewport={"width": 1024, "height": 768})
    context.add_init_script(PROBE)
    page = context.new_page()
    page.goto(url + "?botdelay=150")
    page.wait_for_selector("html[data-ready]", timeout=120_000)
    page.wait_for_function(BITMAPS_DRAWN, timeout=120_000)
    return context, page


def measure_taps(page: Any, game_id: str, seed: int, clicks: int) -> dict[str, Any]:
    """One round on an open page: home, a new game against the default opponent, ``clicks`` taps at
    random (seeded), and each tap's click to next paint with the page's phases (``ramen:*`` measures)."""
    import random

    if page.locator("#play").count():
        page.click("button[data-cmd=home]")
    page.click(f"button[data-cmd=choose-game][data-arg={game_id}]")
    page.click("button[data-cmd=start]")
    page.wait_for_selector("#play", timeout=120_000)
    page.wait_for_function("!document.documentElement.hasAttribute('data-busy')", timeout=120_000)
    since = page.evaluate("performance.now()")  # the taps on the home screen and Start are not the game's
    play_at_random(page, random.Random(seed), clicks, lambda: page.wait_for_timeout(30))
    page.wait_for_timeout(300)
    marks = page.evaluate("window.__bench")
    return {"paints": [ms for ms, t0 in zip(marks["paints"], marks["paintStarts"]) if t0 > since],
            "measures": [m for m in marks.get("measures", []) if m[1] > since]}


def measure_interleaved(browser: Any, pages: dict[str, str], game_id: str, rounds: int, clicks: int) -> dict[str, Any]:
    """Click to next paint on several pages in interleaved rounds: each page open in its own context,
    a warm-up round first (not counted: the runtime's code is still being optimised in the background),
    then in each round every page plays a new game with the same seeded taps, the order reversed every
    other round, so that all pages see the same load and its drift. One whole game per page swings by
    about 2 ms at p50 from run to run on a shared machine; pooled rounds swing less, though two runs of the
    same pages have still differed by 2-4 ms at p50 (compare several runs).
    Per page: the pooled p50 / p95 / max, the p50 of each round (the spread) and the mean time per tap
    of each page phase."""
    opened = {name: open_bench_page(browser, page_url) for name, page_url in pages.items()}
    pooled: dict[str, list[float]] = {name: [] for name in pages}
    per_round: dict[str, list[float]] = {name: [] for name in pages}
    phases: dict[str, dict[str, float]] = {name: {} for name in pages}
    try:
        for name, (_context, page) in opened.items():
            measure_taps(page, game_id, seed=999, clicks=max(1, clicks // 2))
        for r in range(rounds):
            order = list(opened.items()) if r % 2 == 0 else list(reversed(opened.items()))
            for name, (_context, page) in order:
                taps = measure_taps(page, game_id, seed=1000 + r, clicks=clicks)
                pooled[name] += taps["paints"]
                per_round[name].append(round(quantile(taps["paints"], 0.5), 1))
                for measure, _start, duration in taps["measures"]:
                    if measure != "ramen:think":
                        phases[name][measure[6:]] = phases[name].get(measure[6:], 0.0) + duration
    finally:
        for context, _page in opened.values():
            context.close()
    return {name: {"p50": round(quantile(v, 0.5), 1), "p95": round(quantile(v, 0.95), 1),
                   "max": round(max(v), 1) if v else None, "taps": len(v), "round_p50": per_round[name],
                   "phase_ms_per_tap": {k: round(t / max(1, len(v)), 2) for k, t in sorted(phases[name].items())}}
            for name, v in pooled.items()}


def measure_all_responsiveness(browser: Any, url: str, games: list[str], baseline: str | None,
                               strong: bool, rounds: int = 4, round_clicks: int = 40) -> dict[str, Any]:
    """Per game: against a normal opponent on this page and (with ``baseline``) on the page of that
    commit, one after the other so that both see the same load, and both pages in interleaved rounds
    (``rounds`` of ``round_clicks`` taps each, :func:`measure_interleaved`); then against a strong opponent."""
    from ramen.core.registry import GAME_LEVELS

    out: dict[str, Any] = {"load_average_before": load_average()}
    old_url = None
    if baseline:
        old_root, short = build_baseline(baseline)
        old_server, old_url = serve_in_thread(old_root, PREFIX)
        out["baseline"] = short
    for g in games:
        row: dict[str, Any] = {}
        runs = [("baseline", old_url, None)] if old_url is not None else []
        runs.append(("normal", url, None))
        if strong and "strong" in GAME_LEVELS.get(g, ()):
            runs.append(("strong", url, "strong"))
        for key, page_url, level in runs:
            try:
                row[key] = measure_responsiveness(browser, page_url, g, seed=1, level=level)
            except Exception as error:  # one stuck game does not lose the others' figures
                row[key] = {"error": f"{type(error).__name__}: {str(error)[:300]}"}
        if old_url is not None and rounds > 0:
            try:
                row["interleaved"] = measure_interleaved(browser, {"baseline": old_url, "this": url}, g, rounds, round_clicks)
            except Exception as error:
                row["interleaved"] = {"error": f"{type(error).__name__}: {str(error)[:300]}"}
        out[g] = row
    if old_url is not None:
        old_server.shutdown()
    out["load_average_after"] = load_average()
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5, help="start-up runs per page and mode (default 5)")
    parser.add_argument("--games", type=int, default=100, help="games for engine speed (default 100)")
    parser.add_argument("--strength-games", type=int, default=300,
                        help="strength: games per seat order and seed (default 300; 0: only the decision times in the page)")
    parser.add_argument("--seeds", default=None, help="strength: the first seeds of its games, comma-separated "
                        "(default: one drawn now, printed); each seed s plays games s, s+1, ...")
    parser.add_argument("--pairs", default=",".join(f"{a}:{b}" for a, b in STRENGTH_PAIRS),
                        help="strength: LEVEL:OPPONENT pairs, comma-separated (default %(default)s)")
    parser.add_argument("--seats", type=int, default=2, help="strength: seats (more than 2: one level among opponents)")
    parser.add_argument("--jobs", type=int, default=2, help="strength: games played at a time (default 2)")
    parser.add_argument("--no-page", action="store_true", help="strength: skip the decision times in the page")
    parser.add_argument("--page-games", type=int, default=3,
                        help="strength: games of each level against itself in the page, for its decision times (default 3)")
    parser.add_argument("--only", default="startup,size,responsiveness,engine,decisions,strength")
    parser.add_argument("--out", type=Path, default=ROOT / "bench-results")
    parser.add_argument("--baseline", metavar="REF", help="also measure responsiveness on the page of git commit REF "
                        "(built from git into a temporary folder), in the same run, printed beside this one")
    parser.add_argument("--rounds", type=int, default=4, help="responsiveness with --baseline: interleaved rounds "
                        "of both pages (default 4; 0: none)")
    parser.add_argument("--round-clicks", type=int, default=40, help="responsiveness: taps per page and round (default 40)")
    parser.add_argument("--game", help="only these games, comma-separated (default: every playable game)")
    parser.add_argument("--no-strong", action="store_true", help="responsiveness: skip the games against a strong opponent")
    parser.add_argument("--busy", type=int, default=0, help="first-screen: cores held busy by plain Python loops while "
                        "it measures (a slower device's stand-in; default 0)")
    args = parser.parse_args()
    parts = set(args.only.split(","))
    games = [g for g in GAME_TITLES if is_playable(g) and (not args.game or g in args.game.split(","))]
    figures: dict[str, Any] = {"date": time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime()),
                               "machine": f"{platform.node()} {platform.machine()} {platform.processor() or ''}".strip(),
                               "python": platform.python_version()}
    pairs = [tuple(pair.split(":")) for pair in args.pairs.split(",")]
    seeds = ([int(seed) for seed in args.seeds.split(",")] if args.seeds
             else [int.from_bytes(os.urandom(3), "big") * 1000])
    needs_browser = parts & {"startup", "size", "responsiveness", "engine", "search-page", "first-screen", "memory", "travel"}
    if "strength" in parts and not args.no_page:
        needs_browser = needs_browser | {"strength"}
    if needs_browser:
        from playwright.sync_api import sync_playwright

        root = site_root()
        server, url = serve_in_thread(root, PREFIX)
        bare_url = None
        bare_dir = ROOT / "tools" / "bare"
        if parts & {"startup", "first-screen"}:
            bare_server, bare_base = serve_in_thread(root if (root / "tools" / "bare").exists() else ROOT, PREFIX)
            bare_url = bare_base + "tools/bare/index.html" if bare_dir.exists() else None
        with sync_playwright() as playwright:
            browser = launch(playwright)
            figures["chromium"] = browser.version
            if "startup" in parts:
                app = measure_startup(browser, url, args.runs)
                bare = measure_startup(browser, bare_url, args.runs)
                figures["startup"] = {"app": app, "bare": bare, "ratio_app_over_bare": {
                    "cold_ready": round(app["cold_ready_ms"]["median"] / bare["cold_ready_ms"]["median"], 3),
                    "reload_ready": round(app["reload_ready_ms"]["median"] / bare["reload_ready_ms"]["median"], 3)}}
            if "size" in parts:
                figures["size_bytes"] = measure_size(browser, url)
                from tools.art import art_weight
                figures["art_bytes"] = art_weight(root / "static" / "vendor")
            if "first-screen" in parts:
                first_pages = {"app": url}
                if args.baseline:
                    old_root, short = build_baseline(args.baseline)
                    _old_server, first_pages[f"page of {short}"] = serve_in_thread(old_root, PREFIX)
                if bare_url:
                    first_pages["bare PyScript"] = bare_url
                if bare_url and root != ROOT:  # the same bare page on the runtime this site ships (its cut stdlib)
                    import shutil
                    shutil.copytree(bare_dir, root / "tools" / "bare", dirs_exist_ok=True)
                    first_pages["bare, site's runtime"] = url + "tools/bare/index.html"
                with start_split.busy_cores(args.busy):
                    figures["first_screen"] = {"load_average_before": load_average(), "busy_cores": args.busy,
                                               **measure_first_screen(browser, first_pages, args.runs),
                                               "load_average_after": load_average()}
                for name, page_url in first_pages.items():
                    figures["first_screen"][name]["first_visit_bytes"] = start_split.first_visit_bytes(browser, page_url)
            if "responsiveness" in parts:
                figures["responsiveness"] = measure_all_responsiveness(browser, url, games, args.baseline, not args.no_strong,
                                                                      args.rounds, args.round_clicks)
            if "engine" in parts:
                figures["engine"] = {g: measure_engine(browser, url, g, args.games, seed=1) for g in games}
            if "memory" in parts:
                figures["memory"] = measure_memory(browser, url)
            if "travel" in parts:
                figures["travel"] = {}
                for g in games:
                    figures["travel"][g] = []
                    for size, pace in (((1024, 768), None), ((390, 844), None), ((390, 844), "quick"), ((390, 844), "relaxed")):
                        try:
                            figures["travel"][g].append(measure_travel(browser, url, g, size, pace=pace,
                                                                       clicks_wanted=16 if pace is None else 8))
                        except Exception as error:  # one stuck game does not lose the others' figures
                            figures["travel"][g].append({"size": f"{size[0]}x{size[1]}", "pace": pace,
                                                         "error": f"{type(error).__name__}: {str(error)[:300]}"})
            if "search-page" in parts:
                figures["search"] = {g: measure_search(g, browser, url) for g in games}
            if "strength" in parts and not args.no_page:
                page_levels = sorted({level for pair in pairs for level in pair} - {"easy"},
                                     key=["normal", "strong", "expert"].index)
                figures["strength_page"] = {g: measure_page_decisions(browser, url, g, page_levels, seeds[0],
                                                                            args.page_games, args.seats)
                                            for g in games}
            browser.close()
        server.shutdown()
    if "search" in parts and "search" not in figures:
        figures["search"] = {g: measure_search(g) for g in games}
    if "decisions" in parts:
        figures["decisions"] = {g: measure_decisions(g) for g in games}
    if "strength" in parts:
        figures["strength_seeds"] = seeds
        figures["strength_seats"] = args.seats
        figures["strength"] = {g: (measure_strength(g, args.strength_games, seeds, pairs, args.jobs, args.seats)
                                   if args.strength_games > 0 else {}) for g in games}
    args.out.mkdir(exist_ok=True)
    path = args.out / time.strftime("bench-%Y%m%d-%H%M%S.json", time.gmtime())
    path.write_text(json.dumps(figures, indent=2))
    print_table(figures)
    print(f"\nfigures written to {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")
    return 0


def print_responsiveness(r: dict[str, Any]) -> None:
    """Click to next paint and long tasks per game: the baseline commit's page (when measured) beside
    this one against a normal opponent, then this one against a strong opponent."""
    base = r.get("baseline")
    print(f"\nResponsiveness (ms; 1-min load average {r.get('load_average_before')} before, {r.get('load_average_after')} after)")
    print(f"  {'':<8} {'':<8} {'':<9} {'':>6}  {'click to next paint':^22}  {'longest task while':^20}  {'its decisions in the page':^27}")
    print(f"  {'game':<8} {'page':<8} {'opponent':<9} {'clicks':>6}  {'p50':>6} {'p95':>7} {'max':>7}  {'the computer thinks':^20}  {'mean / max (n)':^27}  load")
    for g, row in r.items():
        if not isinstance(row, dict):
            continue
        for key, page, opponent in (("baseline", base, "normal"), ("normal", "this", "normal"), ("strong", "this", "strong")):
            m = row.get(key)
            if not m:
                continue
            if "error" in m:
                print(f"  {g:<8} {page:<8} {opponent:<9} failed: {m['error'][:120]}")
                continue
            c = m["click_to_paint_ms"]
            d = m.get("decision_ms")
            decision = f"{d['mean']} / {d['max']} ({d['n']})" if d else "-"
            longest = (f"{m['longest_task_while_bot_ms']} ({m['long_tasks_while_bot']} over 50)" if m["long_tasks_while_bot"]
                       else "none over 50")
            print(f"  {g:<8} {page:<8} {opponent:<9} {m['clicks']:>6}  {c['p50']:>6} {c['p95']:>7} {c['max']!s:>7}"
                  f"  {longest:^20}  {decision:^27}  {m.get('load_average')}")
    print("  goals: click to next paint p95 <= 50 and max <= 100; no task over 50 while a computer thinks; "
          "a strong decision <= 1000")
    rows = [(g, row["interleaved"]) for g, row in r.items() if isinstance(row, dict) and "interleaved" in row]
    if rows:
        print(f"\n  Click to next paint in interleaved rounds, {base} beside this page (ms; pooled taps)")
        print(f"  {'game':<8} {'page':<9} {'taps':>5} {'p50':>6} {'p95':>6} {'max':>6}  {'p50 of each round':<26}  phases per tap (largest)")
        for g, pages in rows:
            if "error" in pages:
                print(f"  {g:<8} failed: {pages['error'][:120]}")
                continue
            for name, m in pages.items():
                top = sorted(m["phase_ms_per_tap"].items(), key=lambda kv: -kv[1])[:4]
                label = base if name == "baseline" else name
                print(f"  {g:<8} {label:<9} {m['taps']:>5} {m['p50']:>6} {m['p95']:>6} {m['max']!s:>6}"
                      f"  {' '.join(str(x) for x in m['round_p50']):<26}  {', '.join(f'{k} {v}' for k, v in top)}")


def print_first_screen(r: dict[str, Any]) -> None:
    fmt = lambda d: f"{d['median']:>7} [{d['min']}–{d['max']}]" if d else "-"  # noqa: E731
    pages = [name for name, v in r.items() if isinstance(v, dict)]
    print(f"\nFirst screen (ms from navigation, median [min–max]; 1-min load average {r.get('load_average_before')} before, "
          f"{r.get('load_average_after')} after)")
    print("  " + f"{'':<40}" + "".join(f"{name:<26}" for name in pages))
    for mode in ("cold", "reload"):
        for key, label in (("usable", "first usable control"), ("tap_at_usable_answered", "a tap then is answered at"),
                           ("longest_wait_after_usable", "longest wait for a tap after it"),
                           ("ready", "data-ready"),
                           ("start_game", "game screen after an early Start"),
                           ("start_game_after_ready", "  the same, after its data-ready")):
            metric = f"{mode}_{key}_ms" if not key.startswith("start_") else f"start_{mode}_{key[6:]}_ms"
            cells = "".join(f"{fmt(r[name].get(metric)) if r[name].get(metric) else '-':<26}" for name in pages)
            print(f"  {label + ', ' + mode:<40}{cells}")
    app = r.get("app", {})
    for mode in ("cold", "reload"):
        starts = app.get(f"start_{mode}_early_starts_before_ready") or []
        tap = app.get(f"start_{mode}_tap_ms")
        print(f"  early Start tapped at {fmt(tap).strip() if tap else '-'} ({mode}; Playwright taps once the page answers it): "
              f"before data-ready {int(sum(starts))} of {len(starts)}")
    print("  goals: first usable control <= 500 cold; the game screen after an early Start no later than the "
          "baseline page's data-ready + 300")


def print_table(f: dict[str, Any]) -> None:
    print(f"Ramen Games benchmark — {f['date']} — {f['machine']} — Chromium {f.get('chromium', '-')}")
    if "search" in f:
        print("\nStrong level (search)   CPython: decision s mean / max   iterations/s checked -> unchecked apply"
              "   page: iterations/s checked -> unchecked   page arena decision ms mean / max")
        for g, v in f["search"].items():
            decision = v.get("page_strong_decision_ms")
            decision_text = f"{decision['mean']} / {decision['max']}" if decision else "-"
            in_page = v.get("page")
            page_text = (f"{in_page['checked_apply']['iterations_per_s']:>8} -> {in_page['unchecked_apply']['iterations_per_s']:<8}"
                         if in_page else f"{'-':>8}    {'':<8}")
            print(f"  {g:<8} {v['unchecked_apply']['decision_s_mean']:>24} / {v['unchecked_apply']['decision_s_max']:<8}"
                  f" {v['checked_apply']['iterations_per_s']:>10} -> {v['unchecked_apply']['iterations_per_s']:<10}"
                  f"           {page_text}             {decision_text}")
    if "startup" in f:
        s = f["startup"]
        print("\nStart-up (ms, median [min–max])      app                     bare PyScript           app/bare")
        for key, label in (("cold_paint_ms", "first paint, cold"), ("cold_ready_ms", "data-ready, cold"),
                           ("reload_paint_ms", "first paint, reload"), ("reload_ready_ms", "data-ready, reload")):
            a, b = s["app"][key], s["bare"][key]
            ratio = round(a["median"] / b["median"], 2) if a and b and b["median"] else "-"
            fmt = lambda d: f"{d['median']:>7} [{d['min']}–{d['max']}]" if d else "-"
            print(f"  {label:<32} {fmt(a):<23} {fmt(b):<23} {ratio}")
        own = s["app"].get("python_ready_to_data_ready_ms")
        if own:
            print(f"  the app's own start (Python ready -> data-ready): median {own['median']} ms [{own['min']}–{own['max']}]")
    if "first_screen" in f:
        print_first_screen(f["first_screen"])
        start_split.print_split(f["first_screen"])
    if "memory" in f:
        print_memory(f["memory"])
    if "size_bytes" in f:
        z = f["size_bytes"]
        print(f"\nSize of a cold load: runtime {z['runtime']:,} B, PyScript {z['pyscript']:,} B, app {z['app']:,} B, total {z['total']:,} B in {z['files']} files")
    if "art_bytes" in f:
        a = f["art_bytes"]
        print(f"The art on a cold visit, compressed: style sheet {a['sheet_gzip']:,} B (gzip) + display face {a['fonts']:,} B (woff2)"
              f" = {a['total']:,} B (budget {a['budget']:,} B: {'within' if a['total'] <= a['budget'] else 'OVER'})")
    if "responsiveness" in f:
        print_responsiveness(f["responsiveness"])
    if "travel" in f:
        print_travel(f["travel"])
    if "engine" in f:
        print("\nEngine speed (easy vs easy, 2 seats)   CPython games/s  actions/s   Pyodide games/s  actions/s   Pyodide/CPython time")
        for g, e in f["engine"].items():
            print(f"  {g:<36} {e['cpython_games_per_s']:>10} {e['cpython_actions_per_s']:>12} {e['pyodide_games_per_s']:>14} {e['pyodide_actions_per_s']:>12} {e['pyodide_over_cpython_time']:>12}")
    if "decisions" in f:
        print("\nCPython, per decision (ms)      normal bot mean   p95     max    board render mean   p95     max")
        for g, d in f["decisions"].items():
            b, r = d["bot_decision_ms"], d["board_render_ms"] or {"mean": "-", "p95": "-", "max": "-"}
            print(f"  {g:<28} {b['mean']:>10} {b['p95']:>7} {b['max']:>7} {r['mean']:>14} {r['p95']:>7} {r['max']:>7}")
    if "strength" in f:
        print_strength(f)


def print_strength(f: dict[str, Any]) -> None:
    """The strength table: level against level, both seat orders, win share with its 95 % interval,
    decision times in CPython and (when measured) in the page."""
    seats = f.get("strength_seats", 2)
    print(f"\nStrength: {seats} seats, seeds {', '.join(map(str, f.get('strength_seeds', [])))} "
          "(win share, ties shared; 95 % Wilson interval)")
    print(f"  {'game':<8} {'level vs opponent':<18} {'seat order':<28} {'games':>6} {'wins':>7}  95 % interval")
    for g, rows in f["strength"].items():
        for pair, row in rows.items():
            level, opponent = pair.split(":")
            for order, o in row["orders"].items():
                print(f"  {g:<8} {level + ' vs ' + opponent:<18} {order:<28} {o['games']:>6} {o['share']:>7.1%}  "
                      f"{o['ci95'][0]:.1%}–{o['ci95'][1]:.1%}")
            print(f"  {g:<8} {level + ' vs ' + opponent:<18} {'both orders':<28} {row['games']:>6} {row['share']:>7.1%}  "
                  f"{row['ci95'][0]:.1%}–{row['ci95'][1]:.1%}")
    print("\n  decision ms        CPython mean / p95 / max            page mean / p95 / max (games against itself, "
          f"{seats} seats)")
    for g, rows in f["strength"].items():
        cpython: dict[str, dict[str, float]] = {}
        for row in rows.values():
            for level, stats in row["cpython_ms"].items():
                if stats and (level not in cpython or stats["n"] > cpython[level]["n"]):
                    cpython[level] = stats
        page = f.get("strength_page", {}).get(g, {})
        for level in ("easy", "normal", "strong", "expert"):
            if level not in cpython and level not in page:
                continue
            c = cpython.get(level)
            p = page.get(level)
            cpython_text = f"{c['mean']} / {c['p95']} / {c['max']}" if c else "-"
            page_text = f"{p['mean']} / {p['p95']} / {p['max']}" if p else "-"
            print(f"  {g:<8} {level:<8} {cpython_text:>30}        {page_text}")

if __name__ == "__main__":
    sys.exit(main())
