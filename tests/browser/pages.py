"""Opening the app in a browser page, and the one watcher of what goes wrong on a page.

Every browser test fails on a request that leaves 127.0.0.1, a failed request, a console error or an
uncaught page error. One rule keeps that from crying wolf: a navigation (a reload, leaving the page,
closing it) cancels the requests still in flight, and Chromium reports each as failed with
``net::ERR_ABORTED``. That is the browser dropping what the page no longer needs, no fault of the page,
so it is not counted; every other failure is.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from playwright.sync_api import Page

#: how long a page may take to be ready: a bound for a page that never gets there, not a speed check (on a
#: loaded 2-core machine a cold start beside other work once took over 60 s)
READY_TIMEOUT_MS = 180_000
#: computer opponents without pauses
FAST = "?botdelay=0"
#: where a request may go: the test server, and what never leaves the page
LOCAL = ("http://127.0.0.1", "data:", "blob:")


def is_aborted_by_navigation(failure: str | None) -> bool:
    """Chromium's word for a request cancelled because the page navigated or closed."""
    return (failure or "").strip() == "net::ERR_ABORTED"


@dataclass
class PageProblems:
    """What went wrong on the pages and contexts it watches (see the module's docstring)."""

    outside: list[str] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)
    console: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    def all(self) -> list[str]:
        """Every problem so far, in words."""
        return ([f"request left 127.0.0.1: {u}" for u in self.outside] + [f"request failed: {u}" for u in self.failed]
                + [f"console error: {m}" for m in self.console] + [f"page error: {e}" for e in self.errors])

    def take(self) -> list[str]:
        """Every problem so far, in words, and forget them (a page shared by several tests)."""
        found = self.all()
        for kind in (self.outside, self.failed, self.console, self.errors):
            kind.clear()
        return found


def watch_requests(target: Any, found: PageProblems) -> PageProblems:
    """Record in ``found`` every request of ``target`` (a page, or a browser context: then also its
    service worker's and every tab's) that leaves 127.0.0.1."""

    def on_request(request: Any) -> None:
        if not request.url.startswith(LOCAL):
            found.outside.append(request.url)

    target.on("request", on_request)
    return found


def watch(page: Page, found: PageProblems | None = None, requests: bool = True) -> PageProblems:
    """Record in ``found`` (a new one by default) what goes wrong on ``page``; several pages of one test
    may share it. ``requests=False`` leaves requests leaving 127.0.0.1 to a watcher of the whole
    context (``watch_requests``)."""
    found = PageProblems() if found is None else found

    def on_failed(request: Any) -> None:
        if not is_aborted_by_navigation(request.failure):
            found.failed.append(f"{request.url} ({request.failure})")

    if requests:
        watch_requests(page, found)
    page.on("requestfailed", on_failed)
    page.on("console", lambda message: found.console.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: found.errors.append(str(error)))
    return found


def open_app(page: Page, site_url: str, query: str = FAST, hash_: str = "", reuse: bool = False) -> None:
    """Load the app at ``site_url + query + hash_`` and wait until it is ready. With ``reuse``, a page
    that already shows the ready app loaded with the same ``query`` is kept as it is, on whatever
    screen it shows (the screen tests of a module share one page, and a load costs seconds)."""
    if reuse and page.url not in ("", "about:blank") and page.evaluate("location.search") == query \
            and page.evaluate("document.documentElement.hasAttribute('data-ready')"):
        return
    page.goto(site_url + query + hash_)
    page.wait_for_selector("html[data-ready]", timeout=READY_TIMEOUT_MS)


#: for scripts run in the page: ``await until(test, words, end)`` looks at ``test()`` on a 10 ms timer until it
#: holds, and fails with ``words`` once ``performance.now()`` passes ``end`` (a wait in one call to the page)
UNTIL_JS = """async (test, words, end) => {
    while (!test()) {
        if (performance.now() > end) throw new Error(words);
        await new Promise((resolve) => setTimeout(resolve, 10));
    }
}"""


def wait_idle(page: Page, timeout_ms: int = 60_000) -> None:
    """Wait until no computer opponent is working."""
    page.wait_for_function("!document.documentElement.hasAttribute('data-busy')", timeout=timeout_ms)


def set_setting(page: Page, name: str, value: str, screen: str = "#home") -> None:
    """Choose ``value`` for setting ``name`` in the settings sheet of ``screen`` (#home or #play): open the
    sheet with its gear, tap the choice, close the sheet."""
    page.click(f"{screen} .settings-button")
    page.click(f"{screen} .settings-sheet button[data-cmd={name}][data-arg='{value}']")
    page.click(f"{screen} .settings-sheet button[popovertargetaction=hide]")
    page.wait_for_selector(f"{screen} .settings-sheet", state="hidden")


def choose_game(page: Page, game_id: str) -> None:
    """Tap a title's cover on the home screen: its setup sheet (Start, Learn to play, Rules) is shown."""
    page.click(f"#home button[data-cmd=choose-game][data-arg={game_id}]")
    page.wait_for_selector(f"#home .setup-sheet[data-game={game_id}]")
