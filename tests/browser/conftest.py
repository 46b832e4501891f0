"""Browser-test fixtures: a browser per module, the app opened in a fresh page, and one page that a
module's screen tests share. Every test fails on a request that leaves 127.0.0.1, a failed request, a
console error or an uncaught page error (unless marked ``allow_errors``); tests/browser/pages.py says
what counts and why a request cut by a navigation does not."""

from __future__ import annotations

import zlib
from typing import Any

import pytest
from playwright.sync_api import Page

from tests.browser import screens
from tests.browser.pages import PageProblems, open_app, watch


#: a browser test whose renderer crashed runs again, at most this many times, in a new page; any other
#: failure counts at once. Chromium's renderer has crashed now and then, with no error of the page
#: before it (CI saw 11 of some 140 browser tests in one run; here 1 page start in 1,100 at a load of
#: 7-10); pytest's summary lists each rerun ("RERUN"), so a crash is never hidden.
CRASH_RERUNS = 3


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "allow_errors: the test provokes failed requests or errors on purpose")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "tests/browser/" in item.nodeid and item.get_closest_marker("flaky") is None:
            item.add_marker(pytest.mark.flaky(reruns=CRASH_RERUNS, only_rerun=["Target crashed"]))


@pytest.fixture(scope="module")
def browser(launch_browser: Any):
    """A browser of each test module's own (pytest-playwright keeps one for the whole run): a module
    starts with a fresh browser process, whatever the ones before it left behind."""
    launched = launch_browser()
    yield launched
    launched.close()


@pytest.fixture
def problems(page: Page, request: pytest.FixtureRequest) -> PageProblems:
    """Watch the page; fail the test at teardown if anything went wrong."""
    found = watch(page)
    yield found
    if request.node.get_closest_marker("allow_errors") is None:
        assert not found.all(), "\n".join(found.all())
    else:
        assert not found.outside, found.outside


@pytest.fixture
def app(page: Page, site_url: str, problems: PageProblems, request: pytest.FixtureRequest) -> Page:
    """The app opened at its home screen, ready to use: computer opponents without pauses, and new
    games seeded from the test's name, so every run of a test plays the same game."""
    page.set_viewport_size({"width": 1024, "height": 768})
    open_app(page, site_url, query=f"?botdelay=0&seed={zlib.crc32(request.node.name.encode()) % 1_000_000}")
    return page


@pytest.fixture
def unopened(page: Page, problems: PageProblems) -> Page:
    """The test's own page at 1024x768, watched as ``app``'s, not yet opened: for a test that opens the app
    with a query of its own (``app`` would start Python once for nothing)."""
    page.set_viewport_size({"width": 1024, "height": 768})
    return page


class SharedPage:
    """One page that the screen tests of a module share (opening screens by seeded records is cheap;
    starting a browser page is not). If the renderer crashed, the next test gets a new page."""

    def __init__(self, browser: Any) -> None:
        self.browser = browser
        self.context: Any = None
        self.crashed = False
        self.open()

    def open(self) -> None:
        self.close()
        self.context, self.page, self.problems = screens.new_page(self.browser)
        self.crashed = False
        self.page.on("crash", lambda *_: setattr(self, "crashed", True))

    def fresh(self) -> Page:
        """The page, a new one if the last one crashed; its problems so far are forgotten."""
        if self.crashed:
            self.open()
        self.problems.take()
        return self.page

    def close(self) -> None:
        if self.context is not None:
            try:
                self.context.close()
            except Exception:  # a crashed page's context may already be gone
                pass
            self.context = None


@pytest.fixture(scope="module")
def shared_page(browser: Any, site_url: str):
    holder = SharedPage(browser)
    yield holder
    holder.close()


@pytest.fixture
def screen_page(shared_page: SharedPage) -> Page:
    """The module's shared page; the test fails on any request off 127.0.0.1, failed request or error."""
    page = shared_page.fresh()
    yield page
    problems = shared_page.problems.take()
    assert not problems, "\n".join(problems)
