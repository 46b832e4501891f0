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
def unopened(page: Page, problems: PageProblems) -> Page:
    """The test's own page at 1024x768, watched as ``app``'s, not yet opened: for a test that opens the app
    with a query of its own (``app`` would start Python once for nothing)."""
    page.set_viewport_size({"width": 1024, "height": 768})
    return page


class SharedPage:
    """One page that several tests of a module share (opening screens by seeded records is cheap;
    starting a browser page is not). If the renderer crashed, the next test gets a new page.
    ``bypass_csp`` lets axe be injected as a script tag (the screen tests)."""

    def __init__(self, browser: Any, bypass_csp: bool = True) -> None:
        self.browser = browser
        self.bypass_csp = bypass_csp
        self.context: Any = None
        self.session: Any = None
        self.crashed = False
        self.open()

    def open(self) -> None:
        self.close()
        self.context, self.page, self.problems = screens.new_page(self.browser, bypass_csp=self.bypass_csp)
        self.crashed = False
        self.page.on("crash", lambda *_: setattr(self, "crashed", True))

    def fresh(self) -> Page:
        """The page, a new one if the last one crashed; its problems so far are forgotten."""
        if self.crashed:
            self.open()
        self.problems.take()
        return self.page

    def cdp(self) -> Any:
        """A DevTools session of the page (Chromium's), made once."""
        if self.session is None:
            self.session = self.context.new_cdp_session(self.page)
        return self.session

    def close(self) -> None:
        self.session = None
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


@pytest.fixture(scope="module")
def shared_app(browser: Any, site_url: str):
    holder = SharedPage(browser, bypass_csp=False)
    yield holder
    holder.close()


@pytest.fixture
def screen_page(shared_page: SharedPage) -> Page:
    """The module's shared page; the test fails on any request off 127.0.0.1, failed request or error."""
    page = shared_page.fresh()
    yield page
    problems = shared_page.problems.take()
    assert not problems, "\n".join(problems)


def app_query(request: pytest.FixtureRequest) -> str:
    """The app's query for a test: computer opponents without pauses, and new games seeded from the
    test's name, so every run of a test plays the same game."""
    return f"?botdelay=0&seed={zlib.crc32(request.node.name.encode()) % 1_000_000}"


@pytest.fixture
def app(shared_app: SharedPage, site_url: str, request: pytest.FixtureRequest) -> Page:
    """The app opened at its home screen at 1024x768, ready to use (``app_query``), in the page the module's
    ``app`` tests share: before each test the site's origin is cleared (saves, settings, the service worker
    and its cache) and the app is loaded anew, a new document and a new Python, as on a first visit. The
    page's renderer has started the app before, which saves about a second per test over a new browser
    context. The test fails on any request off 127.0.0.1, failed request or error (unless marked
    ``allow_errors``). A test that needs its own page or context (a second tab, the context's requests)
    uses ``app_in_own_page``."""
    page = shared_app.fresh()
    page.set_viewport_size({"width": 1024, "height": 768})
    origin = site_url.split("/", 3)
    shared_app.cdp().send("Storage.clearDataForOrigin", {"origin": "/".join(origin[:3]), "storageTypes": "all"})
    open_app(page, site_url, query=app_query(request))
    yield page
    problems = shared_app.problems.take()
    if request.node.get_closest_marker("allow_errors") is None:
        assert not problems, "\n".join(problems)


@pytest.fixture
def app_in_own_page(page: Page, site_url: str, problems: PageProblems, request: pytest.FixtureRequest) -> Page:
    """``app`` in the test's own page and context (pytest-playwright's ``page``, watched by ``problems``)."""
    page.set_viewport_size({"width": 1024, "height": 768})
    open_app(page, site_url, query=app_query(request))
    return page


