"""The README's pictures and docs/screens, taken from the real page: the home screen and each title mid-game on a
phone (390x844), a tablet held upright (768x1024) and a desktop (1280x800), each in the light theme, the dark theme
and at 150 % text, as JPEG files small enough to commit (each at most 150 KB), and docs/screens/README.md, the
gallery of them all.

    .venv/bin/python tools/readme_shots.py [--out docs/screens]

Each game screen is reached as the tests reach it (tests/browser/screens.py: a seeded record the page replays), so
the pictures show a real position of the real engine. Run it after a change of the look and commit the pictures it
writes.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.browser import screens as S  # noqa: E402
from tests.conftest import CHROMIUM, CHROMIUM_ARGS, SITE_PREFIX  # noqa: E402

#: (file stem, screen of tests/browser/screens.py, what it shows)
PICTURES = (("home", "home", "The home screen: the three titles as covers, the chosen one's seats and Start"),
            ("fury", "fury-mid", "Ramen Fury mid-game"), ("ink", "ink-mid", "Ramen Ink mid-game"),
            ("extreme", "extreme-mid", "Ramen Extreme mid-game"))
SIZES = {"phone": (390, 844), "tablet": (768, 1024), "desktop": (1280, 800)}
#: (file suffix, theme, text size, in words)
VARIANTS = (("", "light", "100", "light"), ("-dark", "dark", "100", "dark"), ("-150", "light", "150", "150 % text"))
MAX_BYTES = 150_000


def take(out: Path) -> list[tuple[Path, int]]:
    """Build the site, open each screen, and write ``out/STEM-SIZE[-dark|-150].jpg`` at each size and variant;
    returns (path, bytes)."""
    from playwright.sync_api import sync_playwright

    from tools.build_site import build
    from tools.serve import serve_in_thread

    site = Path(tempfile.mkdtemp(prefix="ramen-shots-")) / "site"
    build(site)
    server, url = serve_in_thread(site, SITE_PREFIX)
    out.mkdir(parents=True, exist_ok=True)
    written = []
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            context = browser.new_context(viewport={"width": 768, "height": 1024})
            page = context.new_page()
            for stem, screen, _ in PICTURES:
                S.open_screen(page, url, screen)
                for suffix, theme, text, _ in VARIANTS:
                    # the settings as the app keeps them on <html> (static/early.js): the theme and the text size
                    page.evaluate("([theme, text]) => { const html = document.documentElement; html.dataset.theme = theme;"
                                  " html.dataset.text = text; }", [theme, text])
                    for size, (width, height) in SIZES.items():
                        S.resize(page, width, height)
                        page.evaluate("() => window.scrollTo(0, 0)")
                        S.settle(page, busy=S.SCREENS[screen].busy)
                        path = out / f"{stem}-{size}{suffix}.jpg"
                        for quality in (82, 74, 66, 58, 50):
                            page.screenshot(path=str(path), type="jpeg", quality=quality)
                            if path.stat().st_size <= MAX_BYTES:
                                break
                        written.append((path, path.stat().st_size))
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
        shutil.rmtree(site.parent, ignore_errors=True)
    return written


def gallery() -> str:
    """docs/screens/README.md: every picture, a table per screen (the sizes across, the variants down)."""
    lines = ["# The screens", "",
             "Taken from the real page by `tools/readme_shots.py` (seeded games the page replays): each screen on a phone",
             "(390x844), a tablet held upright (768x1024) and a desktop (1280x800), in the light theme, the dark theme and",
             "at 150 % text.", ""]
    for stem, _, words in PICTURES:
        lines += [f"## {words}", "", "| | " + " | ".join(f"{size} ({w}x{h})" for size, (w, h) in SIZES.items()) + " |",
                  "|---|" + "---|" * len(SIZES)]
        for suffix, _, _, variant in VARIANTS:
            cells = [f"![{words}, {size}, {variant}]({stem}-{size}{suffix}.jpg)" for size in SIZES]
            lines.append(f"| **{variant}** | " + " | ".join(cells) + " |")
        lines.append("")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screens")
    args = parser.parse_args(argv)
    status = 0
    for path, size in take(args.out):
        print(f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}: {size:,} B")
        if size > MAX_BYTES:
            print(f"  over {MAX_BYTES:,} B even at the lowest quality", file=sys.stderr)
            status = 1
    (args.out / "README.md").write_text(gallery() + "\n", encoding="utf-8")
    return status


if __name__ == "__main__":
    sys.exit(main())
