"""Check every screen of the built site: axe-core violations and layout problems.

    .venv/bin/python tools/check_screens.py [--screens home,fury-start,...] [--sizes 390x844,768x1024,...]
                                            [--axe-sizes 768x1024] [--json out.json] [--shots DIR] [--list]

For each screen (tests/browser/screens.py says how each is reached: a seeded record replayed by the
page) and each size it prints

- axe-core's violations (all default rules; WCAG 2.1 A and AA among them): rule, impact, element
  count and the first targets, at the ``--axe-sizes`` (768x1024 by default: a tablet, what the game is
  passed round on);
- layout problems (tests/browser/layout_check.js): the document wider than the viewport, visible
  controls smaller than 44x44, controls cut off or covered (elementFromPoint at their centre, at every
  scroll position), words broken across lines, text cut off by its box or reaching out of it, text under 11 px;
- at ``zoom200`` (a 768 px window at 200 %: 384x512 CSS px): the same layout problems;
- console errors and page errors seen on the way.

Each screen is tagged with the area that owns it: "frame" (shell: home, rules, hand-off, end, the game
screen's frame) or "board" (boards: the table of one game). A problem inside a board's element
(what a view module draws: the board, the end screen's details) is the board's, the rest of a game screen is the frame's.
Exit status 0 always (it is a report, not a test; the tests are tests/browser/test_layout.py and
test_access.py).
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.browser import screens as S  # noqa: E402
from tests.conftest import CHROMIUM, CHROMIUM_ARGS, SITE_PREFIX  # noqa: E402

BOARDS = ("#play .board, [class^=\"fury-\"], [class*=\" fury-\"], [class^=\"ink-\"], [class*=\" ink-\"], [class^=\"extreme-\"], [class*=\" extreme-\"], .end-player",)
ALL_SIZES = {**S.SIZES, "zoom200": S.ZOOM_200}


def board_targets(page: Any, selectors: list[str]) -> list[bool]:
    """For each axe target (a CSS selector), whether the element is inside a board."""
    return page.evaluate("""([sels, boards]) => sels.map(s => { try { const e = document.querySelector(s);
        return !!(e && e.closest(boards.join(','))); } catch (err) { return false; } })""", [selectors, list(BOARDS)])


def check(page: Any, site_url: str, name: str, sizes: list[str], axe_sizes: list[str], shots: str = "",
          scheme: str = "light") -> dict[str, Any]:
    result: dict[str, Any] = {"screen": name, "area": S.SCREENS[name].area, "sizes": {}}
    page.set_viewport_size({"width": 768, "height": 1024})
    started = time.monotonic()
    try:
        S.open_screen(page, site_url, name)
    except Exception as error:  # report and go on with the next screen
        result["error"] = f"could not open: {str(error).splitlines()[0]}"
        return result
    result["open_s"] = round(time.monotonic() - started, 1)
    for size in sizes:
        width, height = ALL_SIZES[size]
        page.set_viewport_size({"width": width, "height": height})
        page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r())))")
        entry: dict[str, Any] = {"layout": S.layout_problems(page)}
        if shots:
            suffix = "" if scheme == "light" else f"-{scheme}"
            page.screenshot(path=str(Path(shots) / f"{name}-{size}{suffix}.png"), full_page=True)
        if size in axe_sizes:
            violations = S.run_axe(page)
            for v in violations:
                inside = board_targets(page, [n["target"] for n in v["nodes"]])
                v["board_nodes"] = sum(inside)
            entry["axe"] = violations
        result["sizes"][size] = entry
    return result


def print_result(result: dict[str, Any], max_targets: int = 3) -> None:
    name, area = result["screen"], result["area"]
    print(f"\n== {name} ({area}){'  opened in ' + str(result['open_s']) + ' s' if 'open_s' in result else ''}")
    if "error" in result:
        print(f"   ERROR {result['error']}")
        return
    for size, entry in result["sizes"].items():
        axe = entry.get("axe")
        layout = entry["layout"]
        axe_text = "" if axe is None else f"axe: {len(axe)} violations on {sum(len(v['nodes']) for v in axe)} elements; "
        kinds = Counter(p["kind"] for p in layout)
        print(f"   [{size}] {axe_text}layout: {len(layout)} problems"
              + (" (" + ", ".join(f"{k} {n}" for k, n in sorted(kinds.items())) + ")" if kinds else ""))
        for v in axe or []:
            where = f"board {v['board_nodes']}/{len(v['nodes'])}" if v["board_nodes"] else "frame"
            targets = "; ".join(n["target"] for n in v["nodes"][:max_targets])
            print(f"      axe {v['id']} ({v['impact']}) x{len(v['nodes'])} [{where}]: {targets}")
        by_kind: dict[str, list[dict[str, Any]]] = {}
        for p in layout:
            by_kind.setdefault(p["kind"], []).append(p)
        for kind, items in sorted(by_kind.items()):
            shown = "; ".join(f"{p['target']} ({p['detail']})" for p in items[:max_targets])
            more = f" … +{len(items) - max_targets}" if len(items) > max_targets else ""
            boards = sum(1 for p in items if p.get("board"))
            where = f"board {boards}/{len(items)}" if boards else "frame"
            print(f"      {kind} x{len(items)} [{where}]: {shown}{more}")


def summary(results: list[dict[str, Any]]) -> None:
    print("\n== summary: axe violations (rules/elements) at the axe sizes; layout problems per size")
    sizes = list(dict.fromkeys(s for r in results for s in r.get("sizes", {})))
    print(f"{'screen':28} {'area':6} {'axe':>9} " + " ".join(f"{s:>9}" for s in sizes))
    for r in results:
        if "error" in r:
            print(f"{r['screen']:28} {r['area']:6} {'ERROR':>9}")
            continue
        axe = [v for e in r["sizes"].values() for v in e.get("axe", [])]
        axe_text = f"{len(axe)}/{sum(len(v['nodes']) for v in axe)}"
        print(f"{r['screen']:28} {r['area']:6} {axe_text:>9} " + " ".join(
            f"{len(r['sizes'][s]['layout']) if s in r['sizes'] else '-':>9}" for s in sizes))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--screens", default="", help="comma-separated screen names (default: all); see --list")
    parser.add_argument("--sizes", default=",".join(ALL_SIZES), help=f"comma-separated, of {', '.join(ALL_SIZES)}")
    parser.add_argument("--axe-sizes", default="768x1024", help="sizes at which axe runs (default 768x1024)")
    parser.add_argument("--json", default="", help="also write the full results to this file")
    parser.add_argument("--shots", default="", help="save a full-page screenshot per screen and size into this folder")
    parser.add_argument("--targets", type=int, default=3, help="how many elements to name per problem")
    parser.add_argument("--scheme", default="light", choices=("light", "dark"),
                        help="the device's colour scheme (the page's Device theme follows it)")
    parser.add_argument("--list", action="store_true", help="list the screens and exit")
    args = parser.parse_args(argv)
    if args.list:
        for name, screen in S.SCREENS.items():
            print(f"{name:28} {screen.area:6} {screen.route if not screen.condition else screen.game + ' ' + screen.condition}")
        return
    names = [n for n in args.screens.split(",") if n] or list(S.SCREENS)
    unknown = [n for n in names if n not in S.SCREENS]
    if unknown:
        parser.error(f"unknown screens: {', '.join(unknown)} (see --list)")
    sizes = [s for s in args.sizes.split(",") if s]
    axe_sizes = [s for s in args.axe_sizes.split(",") if s]
    for s in sizes + axe_sizes:
        if s not in ALL_SIZES:
            parser.error(f"unknown size {s}")
    sizes = list(dict.fromkeys(sizes + axe_sizes))
    if not S.AXE_PATH.exists():
        sys.exit(f"axe-core is missing ({S.AXE_PATH}): run `npm ci` first")

    from playwright.sync_api import sync_playwright

    from tools.build_site import build
    from tools.serve import serve_in_thread

    if args.shots:
        Path(args.shots).mkdir(parents=True, exist_ok=True)
    out = Path(tempfile.mkdtemp(prefix="ramen-check-")) / "site"
    build(out)
    server, site_url = serve_in_thread(out, SITE_PREFIX)
    results: list[dict[str, Any]] = []
    errors: list[str] = []
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            context = browser.new_context(bypass_csp=True, viewport={"width": 768, "height": 1024}, color_scheme=args.scheme)
            page = context.new_page()
            page.on("console", lambda m: errors.append(f"console: {m.text}") if m.type == "error" else None)
            page.on("pageerror", lambda e: errors.append(f"page error: {e}"))
            for name in names:
                before = len(errors)
                result = check(page, site_url, name, sizes, axe_sizes, args.shots, args.scheme)
                result["errors"] = errors[before:]
                results.append(result)
                print_result(result, args.targets)
                for e in result["errors"]:
                    print(f"      {e[:300]}")
                sys.stdout.flush()
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
        shutil.rmtree(out.parent, ignore_errors=True)
    summary(results)
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()
