"""Renderer crashes per page start, for several runtime configurations, under load (a benchmark, not a test).

    .venv/bin/python tools/crash_rate.py [--minutes 60] [--configs today,pyodide-314.0.8,no-jspi]
        [--pyodide-dir .test-tmp/pyodide-314.0.8/package] [--busy 1] [--game ink] [--offline-reload]

Each start is a fresh browser context (so a fresh renderer and a fresh service worker) in Debian's
Chromium with the tests' flags: the built site is loaded with ``?botdelay=0``, a game with computers only
is started from the home screen and played to its end screen (with ``--reload-mid-game N`` the page is
reloaded once N actions are saved, while the computers play, and the game plays on to its end), and with
``--offline-reload`` the page then waits for its service worker, goes offline and reloads (what
tests/browser/test_offline.py does).
Counted per start: a renderer crash (the page's ``crash`` event, or Playwright's "Target crashed"),
uncaught page errors, console errors, failed requests, a step that timed out, and the time to
``data-ready`` and to the end of the game.

Configurations (their starts interleave, in a new random order each round, so the machine's load falls
on all alike):

- ``today``: the built site with the Pyodide package.json pins, stack switching kept (the page's own
  static/early.js hides it: an init script makes it stay, so this measures the runtime with it on);
- ``pyodide-314.0.8``: the same site with static/vendor/pyodide/ swapped for the files of the npm package
  in ``--pyodide-dir`` (``npm pack pyodide@314.0.8`` unpacked there; never the shared node_modules),
  its service worker's file list and hashes rewritten for them;
- ``no-jspi``: today's site as it ships: ``WebAssembly.Suspending`` (and ``Suspender``, ``promising``)
  deleted before Pyodide loads, so it starts without stack switching, as in Safari.

``--busy N`` starts N busy CPU processes for the run's duration (a second job beside the browser) and
stops them at the end. Results are written after every start to bench-results/crash-rate-*.json (the
summary per configuration and every start), so a run can be stopped at any time.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools.benchmarks.common import CHROMIUM_ARGS, PREFIX, load_average, quantile  # noqa: E402
from tools.benchmarks.probes import set_up_computers  # noqa: E402
from tools.build_site import PYODIDE_RUNTIME, build, write_service_worker  # noqa: E402
from tools.serve import serve_in_thread  # noqa: E402

CONFIGS = ("today", "pyodide-314.0.8", "no-jspi")
#: run before any script of the page: Pyodide checks ``"Suspending" in WebAssembly`` when it loads
HIDE_STACK_SWITCHING = "delete WebAssembly.Suspending; delete WebAssembly.Suspender; delete WebAssembly.promising;"
#: run before any script of the page: the page's own deletes (static/early.js) then leave stack switching in place
KEEP_STACK_SWITCHING = """for (const name of ["Suspending", "Suspender", "promising"]) {
  if (name in WebAssembly) Object.defineProperty(WebAssembly, name, {configurable: false});
}"""
READY_TIMEOUT_MS = 120_000
GAME_TIMEOUT_MS = 300_000
SW_TIMEOUT_MS = 180_000
#: the actions of the page's one saved game
SAVED_ACTIONS = """() => Object.keys(localStorage).filter(k => k.startsWith('ramen.save.'))
    .map(k => JSON.parse(localStorage.getItem(k)).record.actions.length)[0] || 0"""


def swapped_site(site: Path, pyodide_dir: Path, out: Path) -> str:
    """A copy of the built ``site`` in ``out`` with the runtime files of ``pyodide_dir``; returns its version."""
    shutil.copytree(site, out)
    for name in PYODIDE_RUNTIME:
        shutil.copyfile(pyodide_dir / name, out / "static" / "vendor" / "pyodide" / name)
    version, _ = write_service_worker(out)
    return version


def runtime_version(site: Path) -> str:
    """The Pyodide version a site serves (the version string in its pyodide.mjs)."""
    found = re.search(r'var \w+="(\d+\.\d+\.\d+)"', (site / "static" / "vendor" / "pyodide" / "pyodide.mjs").read_text())
    return found.group(1) if found else "?"


def one_start(browser: Any, url: str, config: str, seed: int, game: str, seats: int, level: str,
              offline_reload: bool, reload_mid_game: int = 0) -> dict[str, Any]:
    """One fresh context: load, play a computers-only game to its end (with ``reload_mid_game``, reload
    once that many actions are saved, and play on), and optionally reload offline."""
    result: dict[str, Any] = {"config": config, "seed": seed, "load_average": load_average(), "crash": False,
                              "page_errors": [], "console_errors": [], "failed_requests": [], "error": None}
    started = time.perf_counter()
    context = browser.new_context(viewport={"width": 1024, "height": 768})
    try:
        context.add_init_script(HIDE_STACK_SWITCHING if config == "no-jspi" else KEEP_STACK_SWITCHING)
        page = context.new_page()
        page.on("crash", lambda _page: result.__setitem__("crash", True))
        page.on("pageerror", lambda error: result["page_errors"].append(str(error)[:500]))
        page.on("console", lambda m: result["console_errors"].append(m.text[:500]) if m.type == "error" else None)
        page.on("requestfailed", lambda r: result["failed_requests"].append(f"{r.url} ({r.failure})")
                if (r.failure or "").strip() != "net::ERR_ABORTED" else None)
        page.goto(f"{url}?botdelay=0&seed={seed}")
        page.wait_for_selector("html[data-ready]", timeout=READY_TIMEOUT_MS)
        result["ready_s"] = round(time.perf_counter() - started, 3)
        result["stack_switching"] = page.evaluate("'Suspending' in WebAssembly")
        set_up_computers(page, game, seats, level)
        page.click("button[data-cmd=start]")
        if reload_mid_game:
            # the computers are playing (Python's tasks running) when the page goes away
            page.wait_for_function(f"({SAVED_ACTIONS})() >= {reload_mid_game}", timeout=GAME_TIMEOUT_MS, polling=20)
            result["reloaded_at_actions"] = page.evaluate(SAVED_ACTIONS)
            page.reload()
            page.wait_for_selector("html[data-ready]", timeout=READY_TIMEOUT_MS)
            result["mid_game_ready_s"] = round(time.perf_counter() - started, 3)
        page.wait_for_selector("[data-game-over]", timeout=GAME_TIMEOUT_MS)
        result["game_over_s"] = round(time.perf_counter() - started, 3)
        if offline_reload:
            page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=SW_TIMEOUT_MS)
            context.set_offline(True)
            page.reload()
            page.wait_for_selector("html[data-ready]", timeout=READY_TIMEOUT_MS)
            result["offline_ready_s"] = round(time.perf_counter() - started, 3)
    except Exception as error:  # a crash, a timeout, a closed browser: recorded, the run goes on
        text = str(error)
        result["error"] = text.splitlines()[0][:300] if text else type(error).__name__
        if "crash" in text.lower():
            result["crash"] = True
    finally:
        try:
            context.close()
        except Exception:
            pass
    result["total_s"] = round(time.perf_counter() - started, 3)
    return result


def summarise(starts: list[dict[str, Any]]) -> dict[str, Any]:
    """Per configuration: starts, crashes, starts with page errors / other failures, times."""
    out: dict[str, Any] = {}
    for config in dict.fromkeys(s["config"] for s in starts):
        mine = [s for s in starts if s["config"] == config]
        ready = [s["ready_s"] for s in mine if "ready_s" in s]
        game = [s["game_over_s"] - s["ready_s"] for s in mine if "game_over_s" in s]
        total = [s["total_s"] for s in mine]
        out[config] = {
            "starts": len(mine), "crashes": sum(s["crash"] for s in mine),
            "with_page_errors": sum(bool(s["page_errors"]) for s in mine),
            "with_console_errors": sum(bool(s["console_errors"]) for s in mine),
            "with_failed_requests": sum(bool(s["failed_requests"]) for s in mine),
            "failed_other": sum(bool(s["error"]) and not s["crash"] for s in mine),
            "stack_switching_seen": sorted({str(s.get("stack_switching")) for s in mine}),
            "ready_s": {"median": round(statistics.median(ready), 2), "p95": round(quantile(ready, 0.95), 2),
                        "max": round(max(ready), 2)} if ready else None,
            "game_s": {"median": round(statistics.median(game), 2), "p95": round(quantile(game, 0.95), 2)} if game else None,
            "start_total_s": {"median": round(statistics.median(total), 2), "p95": round(quantile(total, 0.95), 2),
                              "max": round(max(total), 2)} if total else None,
        }
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--minutes", type=float, default=60.0, help="wall time for the whole run (default 60)")
    parser.add_argument("--max-starts", type=int, default=1000, help="starts per configuration at most (default 1000)")
    parser.add_argument("--configs", default=",".join(CONFIGS))
    parser.add_argument("--pyodide-dir", type=Path, default=ROOT / ".test-tmp" / "pyodide-314.0.8" / "package",
                        help="the unpacked npm package of the other Pyodide")
    parser.add_argument("--busy", type=int, default=1, help="busy CPU processes beside the browser (default 1)")
    parser.add_argument("--game", default="ink")
    parser.add_argument("--seats", type=int, default=2)
    parser.add_argument("--level", default="easy")
    parser.add_argument("--offline-reload", action="store_true", help="after the game: wait for the service worker, reload offline")
    parser.add_argument("--reload-mid-game", type=int, default=0, metavar="N",
                        help="reload the page once N actions are saved, while the computers play, then play on")
    parser.add_argument("--relaunch-every", type=int, default=30, help="a new browser process every N starts (default 30)")
    parser.add_argument("--out", type=Path, default=ROOT / "bench-results")
    args = parser.parse_args()
    configs = [c.strip() for c in args.configs.split(",") if c.strip()]
    if unknown := set(configs) - set(CONFIGS):
        parser.error(f"unknown configurations: {', '.join(sorted(unknown))}")

    from playwright.sync_api import sync_playwright

    work = Path(tempfile.mkdtemp(prefix="ramen-crash-rate-"))
    today = work / "today"
    build(today)
    roots = {"today": today, "no-jspi": today}
    if "pyodide-314.0.8" in configs:
        swapped_site(today, args.pyodide_dir, work / "pyodide-314.0.8")
        roots["pyodide-314.0.8"] = work / "pyodide-314.0.8"
    urls = {}
    for config in configs:
        _server, urls[config] = serve_in_thread(roots[config], PREFIX)
    args.out.mkdir(exist_ok=True)
    path = args.out / time.strftime("crash-rate-%Y%m%d-%H%M%S.json", time.gmtime())
    meta = {"date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "cpus": os.cpu_count(),
            "command": " ".join(sys.argv), "runtime": {c: runtime_version(roots[c]) for c in configs},
            "game": args.game, "seats": args.seats, "level": args.level, "offline_reload": args.offline_reload, "reload_mid_game": args.reload_mid_game,
            "busy_processes": args.busy}
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))  # a stopped run still stops its busy processes
    busy = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(args.busy)]
    starts: list[dict[str, Any]] = []
    deadline = time.monotonic() + args.minutes * 60
    rng = random.Random(1)
    try:
        with sync_playwright() as playwright:
            browser, used = None, 0
            seed = 0
            while time.monotonic() < deadline:
                order = [c for c in configs if sum(s["config"] == c for s in starts) < args.max_starts]
                if not order:
                    break
                rng.shuffle(order)
                for config in order:
                    if time.monotonic() >= deadline:
                        break
                    if browser is None or not browser.is_connected() or used >= args.relaunch_every:
                        if browser is not None:
                            try:
                                browser.close()
                            except Exception:
                                pass
                        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
                        meta["chromium"] = browser.version
                        used = 0
                    seed += 1
                    starts.append(one_start(browser, urls[config], config, seed, args.game, args.seats, args.level,
                                            args.offline_reload, args.reload_mid_game))
                    used += 1
                    last = starts[-1]
                    print(f"{len(starts):>5} {config:<16} {last['total_s']:>7.1f} s  crash={last['crash']} "
                          f"errors={len(last['page_errors'])} {last['error'] or ''}", flush=True)
                    path.write_text(json.dumps({**meta, "summary": summarise(starts), "starts": starts}, indent=1))
            if browser is not None:
                browser.close()
    finally:
        for process in busy:
            process.send_signal(signal.SIGTERM)
            process.wait()
        shutil.rmtree(work, ignore_errors=True)
    print(json.dumps(summarise(starts), indent=2))
    print(f"results written to {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
