"""A strip of screenshots of one computer turn on a phone, taken about every 200 ms: what a person sees of
the others' moves (the table brought to each move, each piece flying, the page back at their hand).

    .venv/bin/python tools/follow_strip.py [--game fury] [--pace relaxed] [--out docs/screens]

Plays the person's moves at random (seeded) until a computer's turn begins, then shoots the window until
the person's turn is back, and lays the frames out in rows, each under the time it was taken (ms since
the turn began), as one JPEG: ``follow-<game>-<pace>.jpg``.
"""

from __future__ import annotations

import argparse
import base64
import random
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools.benchmarks.common import PREFIX, launch, site_root  # noqa: E402
from tools.benchmarks.probes import RANDOM_SKIP  # noqa: E402
from tools.serve import serve_in_thread  # noqa: E402

PHONE = {"width": 390, "height": 844}
BUSY = "document.documentElement.hasAttribute('data-busy')"


def person_moves_until_computer(page: Any, rng: random.Random, at_least: int) -> None:
    """Tap the person's enabled controls at random until a computer's turn begins (after ``at_least`` taps,
    so that the table has something on it)."""
    taps = 0
    while True:
        if page.evaluate(BUSY) and taps >= at_least:
            return
        page.wait_for_function(f"!{BUSY} && !(document.getElementById('travel-layer')?.childElementCount)",
                               timeout=300_000)
        buttons = page.locator(f"#play button:enabled{RANDOM_SKIP}:visible")
        if not buttons.count():
            raise RuntimeError("nothing to tap")
        buttons.nth(rng.randrange(buttons.count())).click()
        taps += 1
        page.wait_for_timeout(50)


def shoot_turn(page: Any, every_ms: int, most: int) -> list[tuple[int, bytes]]:
    """Screenshots every ``every_ms`` from now until the person's turn is back and the table still."""
    frames: list[tuple[int, bytes]] = []
    start = time.monotonic()
    quiet = 0
    while len(frames) < most:
        at = int((time.monotonic() - start) * 1000)
        frames.append((at, page.screenshot(type="jpeg", quality=70)))
        still = page.evaluate(f"!{BUSY} && !(document.getElementById('travel-layer')?.childElementCount) "
                              "&& !document.documentElement.hasAttribute('data-revealing')")
        quiet = quiet + 1 if still else 0
        if quiet >= 3:
            break
        left = every_ms / 1000 - (time.monotonic() - start - at / 1000)
        if left > 0:
            time.sleep(left)
    return frames


def strip_html(frames: list[tuple[int, bytes]], title: str, per_row: int) -> str:
    cells = "".join(
        f'<figure><img src="data:image/jpeg;base64,{base64.b64encode(shot).decode()}"><figcaption>{at} ms</figcaption></figure>'
        for at, shot in frames)
    return f"""<!doctype html><meta charset="utf-8"><style>
body {{ margin: 0; padding: 12px; background: #222; color: #eee; font: 14px system-ui, sans-serif; }}
h1 {{ font-size: 16px; margin: 0 0 8px; }}
.grid {{ display: grid; grid-template-columns: repeat({per_row}, 195px); gap: 8px; }}
figure {{ margin: 0; }} img {{ width: 195px; height: 422px; display: block; border-radius: 6px; }}
figcaption {{ text-align: center; padding: 2px 0; }}
</style><h1>{title}</h1><div class="grid">{cells}</div>"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="fury")
    parser.add_argument("--pace", default="relaxed", choices=["relaxed", "quick"])
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--every", type=int, default=200, help="ms between screenshots")
    parser.add_argument("--most", type=int, default=36, help="frames at most")
    parser.add_argument("--out", default=str(ROOT / "docs" / "screens"))
    parser.add_argument("--png", help="also write the strip as a PNG here")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    _server, url = serve_in_thread(site_root(), PREFIX)
    with sync_playwright() as playwright:
        browser = launch(playwright)
        context = browser.new_context(viewport=PHONE, device_scale_factor=1)
        context.add_init_script(f"localStorage.setItem('ramen.pace', '{args.pace}')")
        page = context.new_page()
        page.goto(url)
        page.wait_for_selector("html[data-ready]", timeout=120_000)
        page.click(f"button[data-cmd=choose-game][data-arg={args.game}]")
        page.click("button[data-cmd=start]")
        page.wait_for_selector("#play", timeout=120_000)
        person_moves_until_computer(page, random.Random(args.seed), at_least=4)
        frames = shoot_turn(page, args.every, args.most)
        sheet = browser.new_page(viewport={"width": 6 * 203 + 24, "height": 600})
        title = (f"Ramen {args.game.title()}, 390x844, {args.pace} pace: one computer turn, a screenshot about "
                 f"every {args.every} ms")
        sheet.set_content(strip_html(frames, title, 6))
        out = Path(args.out) / f"follow-{args.game}-{args.pace}.jpg"
        out.parent.mkdir(parents=True, exist_ok=True)
        sheet.screenshot(path=str(out), full_page=True, type="jpeg", quality=72)
        if args.png:  # (to look at it where only PNG pictures open)
            sheet.screenshot(path=args.png, full_page=True)
        browser.close()
    print(f"{out}: {len(frames)} frames over {frames[-1][0]} ms, {out.stat().st_size // 1024} KB")


if __name__ == "__main__":
    main()
