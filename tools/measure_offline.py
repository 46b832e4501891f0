"""Measure what offline play costs and gives: bytes of a first visit, bytes published, and the time to
``data-ready`` online and offline (served by the service worker). Not part of the test run.

`.venv/bin/python tools/measure_offline.py [--runs 5] [--json FILE]`

Builds the site into a temporary folder and serves it from /ramen-games/ with a server that counts the
bytes it sends (headers and bodies). Each run uses a fresh browser profile on disk (so the HTTP cache
behaves as in a real browser) and records:

- first visit: time to data-ready; bytes the server sent until then; the page's own count
  (Performance API: ``transferSize`` of the navigation and every resource); then the bytes until the
  service worker has stored the site and controls the page (its precache revalidates what the HTTP
  cache holds: mostly 304s);
- a reload online, and a reload offline (the browser offline: everything from the worker's cache);
- a reload online with service workers blocked (the HTTP cache alone), for comparison.

Prints medians over the runs (and every run with --verbose). Uses Debian's Chromium (RAMEN_CHROMIUM).
"""

from __future__ import annotations

import argparse
import functools
import http.server
import json
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.conftest import CHROMIUM, CHROMIUM_ARGS, SITE_PREFIX  # noqa: E402
from tools.build_site import build  # noqa: E402
from tools.serve import Handler  # noqa: E402

READY_TIMEOUT_MS = 180_000
#: records when <html> gets data-ready, in ms since the navigation started
READY_PROBE = """
new MutationObserver(() => {
  if (!window.__readyAt && document.documentElement && document.documentElement.hasAttribute('data-ready'))
    window.__readyAt = performance.now();
}).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-ready'] });
"""
PAGE_BYTES = """() => performance.getEntriesByType('navigation').concat(performance.getEntriesByType('resource'))
    .reduce((sum, e) => sum + (e.transferSize || 0), 0)"""


class Counter:
    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.bytes = 0
        self.requests = 0
        self.not_modified = 0

    def reset(self) -> None:
        with self.lock:
            self.bytes = self.requests = self.not_modified = 0

    def snapshot(self) -> dict[str, int]:
        with self.lock:
            return {"bytes": self.bytes, "requests": self.requests, "not_modified": self.not_modified}


class _CountingWriter:
    def __init__(self, raw, counter: Counter) -> None:  # noqa: ANN001
        self.raw, self.counter = raw, counter

    def write(self, data: bytes) -> int:
        written = self.raw.write(data)
        with self.counter.lock:
            self.counter.bytes += len(data)
        return written

    def __getattr__(self, name: str):  # noqa: ANN204
        return getattr(self.raw, name)


def counting_server(root: Path, counter: Counter) -> tuple[http.server.ThreadingHTTPServer, str]:
    class CountingHandler(Handler):
        prefix = SITE_PREFIX

        def setup(self) -> None:
            super().setup()
            self.wfile = _CountingWriter(self.wfile, counter)

        def send_response(self, code: int, message: str | None = None) -> None:
            with counter.lock:
                counter.requests += 1
                counter.not_modified += code == 304
            super().send_response(code, message)

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(CountingHandler, directory=str(root)))
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}{SITE_PREFIX}"


def ready_ms(page) -> float:  # noqa: ANN001
    page.wait_for_function("() => window.__readyAt", timeout=READY_TIMEOUT_MS)
    return float(page.evaluate("window.__readyAt"))


def one_run(playwright, url: str, counter: Counter, profile: Path) -> dict[str, float]:  # noqa: ANN001
    out: dict[str, float] = {}
    launch = {"executable_path": CHROMIUM, "args": CHROMIUM_ARGS}
    context = playwright.chromium.launch_persistent_context(profile / "sw", **launch)
    try:
        context.add_init_script(READY_PROBE)
        page = context.pages[0] if context.pages else context.new_page()
        counter.reset()
        page.goto(url)
        out["first_visit_ready_ms"] = ready_ms(page)
        out["first_visit_bytes_to_ready"] = counter.snapshot()["bytes"]
        out["first_visit_page_transfer_bytes"] = page.evaluate(PAGE_BYTES)
        page.wait_for_function("navigator.serviceWorker.controller", timeout=READY_TIMEOUT_MS)
        seen = counter.snapshot()
        out["first_visit_bytes_with_worker"] = seen["bytes"]
        out["first_visit_requests_with_worker"] = seen["requests"]
        out["first_visit_304s"] = seen["not_modified"]

        counter.reset()
        page.reload()
        out["online_reload_ready_ms"] = ready_ms(page)
        out["online_reload_bytes"] = counter.snapshot()["bytes"]

        context.set_offline(True)
        counter.reset()
        page.reload()
        out["offline_reload_ready_ms"] = ready_ms(page)
        out["offline_reload_bytes"] = counter.snapshot()["bytes"]
    finally:
        context.close()

    # the same page with no service worker: the HTTP cache alone (a second visit)
    context = playwright.chromium.launch_persistent_context(profile / "nosw", **launch, service_workers="block")
    try:
        context.add_init_script(READY_PROBE)
        page = context.pages[0] if context.pages else context.new_page()
        page.goto(url)
        ready_ms(page)
        counter.reset()
        page.reload()
        out["no_worker_online_reload_ready_ms"] = ready_ms(page)
        out["no_worker_online_reload_bytes"] = counter.snapshot()["bytes"]
    finally:
        context.close()
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--json", type=Path, help="also write the runs and medians here")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args(argv)

    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory(prefix="ramen-measure-") as tmp:
        site = build(Path(tmp) / "site")
        counter = Counter()
        server, url = counting_server(site.out, counter)
        runs = []
        try:
            with sync_playwright() as playwright:
                for index in range(args.runs):
                    started = time.monotonic()
                    result = one_run(playwright, url, counter, Path(tmp) / f"profile-{index}")
                    runs.append(result)
                    if args.verbose:
                        print(f"run {index + 1} ({time.monotonic() - started:.0f} s): {json.dumps(result)}", flush=True)
        finally:
            server.shutdown()
            server.server_close()
    medians = {key: statistics.median(run[key] for run in runs) for key in runs[0]}
    summary = {"published_files": len(site.files), "published_bytes": site.total_bytes, "version": site.version,
               "runs": len(runs), "median": medians}
    print(f"published site: {len(site.files)} files, {site.total_bytes:,} bytes")
    print(f"medians of {len(runs)} runs (fresh browser profile each):")
    for key, value in medians.items():
        unit = "ms" if key.endswith("_ms") else ""
        print(f"  {key:36} {value:>14,.0f} {unit}")
    if args.json:
        args.json.write_text(json.dumps({**summary, "all_runs": runs}, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
