"""Benchmarks (kept out of the test run): start-up, responsiveness, engine speed, opponent strength, size.

    .venv/bin/python tools/bench.py [--runs 5] [--games 200] [--strength-games 1000] [--only startup,size,...]
    .venv/bin/python tools/bench.py --baseline 788e298 --only responsiveness     # the page then and now

Sections: startup, size, responsiveness, engine, decisions, strength, search (the strong level in
CPython), search-page (the same plus its decision times in the page), first-screen, memory, travel, review
(tools/benchmarks/review.py: the expert's review of a whole two-seat game, in the page and in CPython), hints
(tools/benchmarks/hints.py: a hint's first and final answer in a phone-sized page), codes (tools/benchmarks/codes.py:
the table codes' lengths and the QR code each needs).

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
import os
import platform
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ramen.core.registry import GAME_TITLES, is_playable  # noqa: E402
from tools import start_split  # noqa: E402
from tools.benchmarks.common import PREFIX, build_baseline, launch, load_average, site_root  # noqa: E402
from tools.benchmarks.engine import (STRENGTH_PAIRS, measure_decisions, measure_engine,  # noqa: E402
                                     measure_page_decisions, measure_search, measure_strength)
from tools.benchmarks.memory import measure_memory  # noqa: E402
from tools.benchmarks.responsiveness import measure_all_responsiveness  # noqa: E402
from tools.benchmarks.review import measure_review  # noqa: E402
from tools.benchmarks.hints import measure_hints  # noqa: E402
from tools.benchmarks.codes import measure_codes  # noqa: E402
from tools.benchmarks.startup import measure_first_screen, measure_size, measure_startup  # noqa: E402
from tools.benchmarks.tables import print_table  # noqa: E402
from tools.benchmarks.travel import measure_travel  # noqa: E402
from tools.serve import serve_in_thread  # noqa: E402


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
    needs_browser = parts & {"startup", "size", "responsiveness", "engine", "search-page", "first-screen", "memory", "travel",
                                  "review", "hints"}
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
            if "review" in parts:
                figures["review"] = measure_review(browser, url, games)
            if "hints" in parts:
                figures["hints"] = measure_hints(browser, url, games)
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
    if "codes" in parts:
        figures["codes"] = measure_codes()
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


if __name__ == "__main__":
    sys.exit(main())
