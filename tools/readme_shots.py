"""The README's pictures, taken from the real page: the home screen and each title mid-game, on a phone
(390x844) and a desktop (1280x800), as JPEG files small enough to commit (each at most 150 KB).

    .venv/bin/python tools/readme_shots.py [--out docs/screens] [--scheme light|dark]

Each game screen is reached as the tests reach it (tests/browser/screens.py: a seeded record the page
replays), so the pictures show a real position of the real engine. Run it after a change of the look and
commit the pictures it writes.
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

#: (file stem, screen of tests/browser/screens.py)
PICTURES = (("home", "home"), ("fury", "fury-mid"), ("ink", "ink-mid"), ("extreme", "extreme-mid"))
SIZES = {"phone": (390, 844), "desktop": (1280, 800)}
MAX_BYTES = 150_000


def take(out: Path, scheme: str) -> list[tuple[Path, int]]:
    """Build the site, open each screen at each size, and write ``out/STEM-SIZE.jpg``; returns (path, bytes)."""
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
            context = browser.new_context(viewport={"width": 768, "height": 1024}, color_scheme=scheme)
            page = context.new_page()
            for stem, screen in PICTURES:
                S.open_screen(page, url, screen)
                for size, (width, height) in SIZES.items():
                    S.resize(page, width, height)
                    page.evaluate("() => window.scrollTo(0, 0)")
                    S.two_frames(page)
                    path = out / f"{stem}-{size}{'' if scheme == 'light' else '-' + scheme}.jpg"
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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screens")
    parser.add_argument("--scheme", default="light", choices=("light", "dark"))
    args = parser.parse_args(argv)
    for path, size in take(args.out, args.scheme):
        print(f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}: {size:,} B")
        if size > MAX_BYTES:
            print(f"  over {MAX_BYTES:,} B even at the lowest quality", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
