"""Start-up (cold and reload, beside the bare PyScript page), the size of a cold load, and the first
screen: when the home screen is usable and when an early Start shows the game (see tools/bench.py)."""

from __future__ import annotations

import sys
from typing import Any

from tools import start_split
from tools.benchmarks.common import summary
from tools.benchmarks.probes import PROBE


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
