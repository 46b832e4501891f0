"""Shared fixtures: the built site's server (from a sub-path, as on GitHub Pages) and Chromium settings."""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from tools.build_site import Site as BuiltSite

ROOT = Path(__file__).resolve().parent.parent
#: the publishers' rulebooks, where they sit beside the project (../shared/rules,
#: or RAMEN_SHARED_RULES); not part of the repository: the one test that reads them (no words copied) skips without them
SHARED_RULES = Path(os.environ.get("RAMEN_SHARED_RULES") or ROOT.parent / "shared" / "rules")
#: GitHub Pages serves a project site at /REPO/: the tests do the same
SITE_PREFIX = "/ramen-games/"
CHROMIUM = os.environ.get("RAMEN_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]


def build_site_or_fail(out: Path) -> BuiltSite:
    """The site as published (tools/build_site.py) in ``out``; the test fails with the reason if it can't be."""
    from tools.build_site import BuildError, build

    if not (ROOT / "static" / "vendor" / "pyodide" / "pyodide.mjs").exists():
        pytest.fail("static/vendor/ is missing: run the README's setup (npm ci && python3 tools/vendor.py)")
    try:
        return build(out)
    except BuildError as error:
        pytest.fail(f"tools/build_site.py: {error}")


@pytest.fixture(scope="session")
def built_site() -> Iterator[BuiltSite]:
    """The site as published (tools/build_site.py), built once per session into a temporary folder and never
    changed: a test that changes or guards its files works on a copy (``copy_site``)."""
    out = Path(tempfile.mkdtemp(prefix="ramen-site-")) / "site"
    yield build_site_or_fail(out)
    shutil.rmtree(out.parent, ignore_errors=True)


def copy_site(site: BuiltSite, folder: Path) -> Path:
    """A copy of the built ``site`` in ``folder`` (real copies: a change to one leaves the other as it was)."""
    shutil.copytree(site.out, folder)
    return folder


@pytest.fixture(scope="session")
def site_url(built_site: BuiltSite) -> Iterator[str]:
    """The built site served at http://127.0.0.1:PORT/ramen-games/."""
    from tools.serve import serve_in_thread

    server, url = serve_in_thread(built_site.out, SITE_PREFIX)
    yield url
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    """Debian's Chromium with the flags this closed network needs (never `playwright install`)."""
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


#: the test modules that take longest, in the order they start, with their seconds in a fresh-clone run
#: (``--durations``): the run is split between workers, one module to a worker at a time (tools/test.sh:
#: pytest-xdist, ``--dist loadfile``, so a module keeps its one browser), and these start first, the longest
#: first, so that no worker is left alone with a long module at the end; every other module follows in its
#: own order. One exception: the devices' namespace (three Pyodides at once) starts after two modules that
#: together last about as long as WebKit's, so that the two heaviest never run side by side (side by side
#: from the start, they took 425 and 310 s instead of 302 and 247)
LONG_MODULES = [
    ("tests/webkit/test_webkit.py", 280), ("tests/browser/test_access.py", 130), ("tests/browser/test_in_view.py", 130),
    ("tests/browser/test_devices.py", 210), ("tests/browser/test_composition.py", 140), ("tests/browser/test_layout.py", 120),
    ("tests/browser/test_uncovered.py", 110),
    ("tests/browser/test_fury.py", 100), ("tests/browser/test_offline.py", 90), ("tests/browser/test_extreme.py", 85),
    ("tests/browser/test_saves.py", 85), ("tests/browser/test_settled.py", 80), ("tests/browser/test_replay.py", 70),
    ("tests/browser/test_ink.py", 70), ("tests/browser/test_phone_guide.py", 70), ("tests/browser/test_lessons_page.py", 65),
    ("tests/browser/test_foundation.py", 57), ("tests/browser/test_travel.py", 56), ("tests/browser/test_frame.py", 55),
    ("tests/browser/test_bench_smoke.py", 50), ("tests/unit/test_one_of_each_control.py", 35),
]
START_ORDER = {module: index for index, (module, _seconds) in enumerate(LONG_MODULES)}


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The long modules first, in the order of ``LONG_MODULES``; the same order in every worker."""
    def weight(item: pytest.Item) -> int:
        return START_ORDER.get(item.nodeid.split("::", 1)[0], len(START_ORDER))
    items.sort(key=weight)  # stable: within a module, and among the rest, the order stays
