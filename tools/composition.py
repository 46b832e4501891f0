"""How much of the table a person sees while they play: the composition test's walk (tests/browser/composition.py)
outside pytest, its table printed and, with --write, written into docs/composition.md.

    .venv/bin/python tools/composition.py [--write docs/composition.md] [--titles fury,ink] [--seats 2,3]
                                          [--decisions 8] [--site DIR]

Builds the site into a temporary folder (or serves an already built one, --site), serves it from the same
sub-path as the tests, opens one page in Debian's Chromium and walks every title and number of seats. Exits 1
when a threshold is missed (the table is written all the same).
"""

from __future__ import annotations

import argparse
import datetime
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.browser import composition as C  # noqa: E402
from tests.conftest import CHROMIUM, CHROMIUM_ARGS, SITE_PREFIX  # noqa: E402

EXPLANATION = f"""\
# Composition: how much of the table a person sees while they play

Measured on the real page by `tests/browser/test_composition.py`; `tools/composition.py` runs the same walk
and wrote this file (`.venv/bin/python tools/composition.py --write docs/composition.md`); the measuring code is
`tests/browser/composition.py`. For each title with 2, 3 and 5 seats (Mai in seat 0, computers at the normal
level in the others) one seeded game is opened, and at each of Mai's first {C.DECISIONS} decisions — the start of each
step of her turn and each step of a choice in progress — the page is measured at five window sizes and two text
sizes (`html[data-text]`, as the Text size setting sets it); then Mai taps one of the step's enabled game controls,
chosen by a seeded generator, whether it is in view or not (`element.click()`: nothing scrolls but what the page
scrolls itself).

Mai plays at {C.size_name(C.LAYOUTS[0][0])} with text at {C.LAYOUTS[0][1]} %, so that layout is measured as the page left it
after her tap. For each other layout the table is put back at its top, then the window is resized or the text size
set (one of the two, never both), and the page brings the step into view by itself, as it does when a tablet is
turned: so each of those is measured as the page shows the step starting from the table's top, whatever layout
came before. The page runs with reduced motion (its scrolls are instant; the layout is the same).

The columns, each over the decisions measured (median and minimum):

- **targets %**: of the step's enabled game controls (the table's and the dock's `pick`, `pick-fresh` and `act`
  buttons and Extreme's Claim; in a choice in progress only those that continue it; the strip's Confirm), the
  share whose box lies wholly in the window and in the visible part of what clips it (the table's scrolling band,
  a dock that scrolls), and that is on top at its centre (`document.elementFromPoint`: a control under the dock,
  the top bar or the strip does not count; a card of a fanned hand is looked at on its visible edge);
- **own place %**: the share of the area of the person's own place (`#board [data-own-place]`) that is seen:
  inside the window and what clips it, and on top (sampled on a 10x10 grid);
- **table band %**: the share of the window's height in which the table's scrolling band (the `[data-scroller]`
  that scrolls in that layout) is what is seen, row by row (not the strip, not the dock); where nothing
  scrolls on its own (the page scrolls as one), the share in which `#board` is seen;
- **dock pinned**: whether `#play-dock` (the hand and the actions) lies wholly in the window while the band
  scrolls on its own: yes, no, or at how many decisions (a step without a dock counts as not pinned);
- **sideways px**: the most the page scrolls sideways, or anything in `#play` lies past the window's sides,
  scrolls sideways, or is cut off sideways by the band;
- **overlaps**: the most, at one decision, of pairs of visible text boxes (`Range.getClientRects`) and pictures
  (`.pic`) that intersect by more than 2x2 px, where neither element holds the other and both are on top at
  their own centres (a piece deliberately covered by the next in a pile does not count), and not both inside
  one piece (a card's or a token's letter printed on it, whose picture's box has transparent margins).

The thresholds the test asserts (it prints the whole table first, then fails once with every threshold missed):

{C.THRESHOLDS}
"""


def git_commit() -> str:
    """The commit measured, and whether the working tree differs from it."""
    def git(*args: str) -> str:
        return subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, check=True).stdout.strip()
    try:
        changed = git("status", "--porcelain", "--untracked-files=no")
        return git("rev-parse", "--short", "HEAD") + (" with uncommitted changes" if changed else "")
    except (OSError, subprocess.CalledProcessError):
        return "an unknown commit"


def run(titles: list[str], seats: list[int], decisions: int, site: Path | None) -> tuple[C.Walk, float]:
    """Build (or take) the site, serve it, walk; returns the walk and its seconds."""
    from playwright.sync_api import sync_playwright

    from tests.browser.pages import open_app, watch
    from tools.build_site import build
    from tools.serve import serve_in_thread

    folder = None
    if site is None:
        folder = Path(tempfile.mkdtemp(prefix="ramen-composition-"))
        site = folder / "site"
        build(site)
    server, url = serve_in_thread(site, SITE_PREFIX)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            context, page = C.new_page(browser)
            problems = watch(page)
            open_app(page, url, C.QUERY)
            started = time.monotonic()
            walk = C.walk_all(page, titles, seats, decisions, progress=lambda line: print(line, file=sys.stderr))
            seconds = time.monotonic() - started
            for problem in problems.take():
                print(f"page problem: {problem}", file=sys.stderr)
            context.close()
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
        if folder is not None:
            shutil.rmtree(folder, ignore_errors=True)
    return walk, seconds


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--write", type=Path, help="write the table and its explanation into this Markdown file")
    parser.add_argument("--titles", default=",".join(C.TITLES))
    parser.add_argument("--seats", default=",".join(map(str, C.SEATS)))
    parser.add_argument("--decisions", type=int, default=C.DECISIONS)
    parser.add_argument("--site", type=Path, help="serve this built site instead of building one")
    parser.add_argument("--all-failures", action="store_true", help="print every threshold missed, not the first 40")
    args = parser.parse_args(argv)
    titles = [t for t in args.titles.split(",") if t]
    seats = [int(s) for s in args.seats.split(",") if s]
    walk, seconds = run(titles, seats, args.decisions, args.site)
    table = C.format_table(C.rows(walk.measurements))
    found = C.failures(walk.measurements)
    print(table)
    print(f"\n{len(walk.measurements)} measurements in {seconds:.0f} s; {len(found)} thresholds missed"
          + (f" ({C.summary(found)})" if found else ""))
    for line in found if args.all_failures else found[:40]:
        print("  " + line)
    if args.write:
        when = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
        kinds = f" ({C.summary(found)})" if found else ""
        args.write.write_text(EXPLANATION + f"\n## The page at {git_commit()}, {when}\n\n"
                              f"{len(walk.measurements)} measurements; {len(found)} thresholds missed{kinds}.\n\n"
                              + table + "\n", encoding="utf-8")
        print(f"wrote {args.write}", file=sys.stderr)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
