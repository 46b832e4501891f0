"""WebKit (the engine of Safari and of every iPad browser) in the suite: Debian's WebKitGTK MiniBrowser,
driven by its WebDriver (``WebKitWebDriver``, package webkit2gtk-driver) through Selenium, in a virtual
X display (Xvfb). Playwright's WebKit is a browser build of Playwright's own, which cannot be downloaded
here; Debian's WebKitGTK can.

WebKitWebDriver speaks classic WebDriver only (no BiDi, no browser logs): a small guard script, added to
the module's own copy of the built site as the page's first script, records console errors, uncaught
errors and rejections, resources that failed to load, Content-Security-Policy violations, every
request (Resource Timing) that leaves 127.0.0.1 and a "new version" banner (one version is served), in sessionStorage so that reloads keep them. Every test
fails on anything it recorded.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

import pytest

from tests.conftest import SITE_PREFIX, copy_site
from tools.build_site import write_service_worker
from tools.serve import make_server

WEBKIT_DRIVER = Path(os.environ.get("RAMEN_WEBKIT_DRIVER", "/usr/bin/WebKitWebDriver"))
MINIBROWSER = Path(os.environ.get("RAMEN_MINIBROWSER", "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"))
XVFB = shutil.which("Xvfb") or "/usr/bin/Xvfb"
#: the whole page (Pyodide and the app) must be ready within this, also on a busy 2-core machine
READY_TIMEOUT_S = 120
GUARD_NAME = "static/webdriver-guard.js"
GUARD_KEY = "webdriver-guard"
#: the guard: a classic script (the page's CSP allows scripts of its own origin only), run before any other
GUARD_SCRIPT = """// Test copy only: records what the WebDriver tests fail on, in sessionStorage (kept across reloads).
(() => {
  const KEY = "%(key)s";
  const add = (kind, text) => {
    try {
      const found = JSON.parse(sessionStorage.getItem(KEY) || "[]");
      found.push(kind + ": " + String(text).slice(0, 2000));
      sessionStorage.setItem(KEY, JSON.stringify(found));
    } catch (error) { /* storage blocked: nothing to record into */ }
  };
  const local = (url) => /^(http:\\/\\/127\\.0\\.0\\.1[:/]|data:|blob:|about:)/.test(url);
  const consoleError = console.error;
  console.error = function (...parts) {
    add("console error", parts.map((part) => (part && part.stack) || String(part)).join(" "));
    return consoleError.apply(this, parts);
  };
  addEventListener("error", (event) => {
    const target = event.target;
    if (target && target !== window && (target.src || target.href)) add("failed to load", target.src || target.href);
    else add("page error", (event.error && event.error.stack) || event.message);
  }, true);
  addEventListener("unhandledrejection", (event) => {
    const reason = event.reason;  // its words first (an Error's stack does not always hold its message)
    add("unhandled rejection", String(reason) + (reason && reason.stack ? "\n" + reason.stack : ""));
  });
  addEventListener("securitypolicyviolation", (event) => {
    add("CSP violation", event.violatedDirective + " " + event.blockedURI);
  });
  const check = (entry) => {
    if (!local(entry.name)) add("request left 127.0.0.1", entry.name);
    else if (entry.responseStatus >= 400) add("request failed", entry.name + " (" + entry.responseStatus + ")");
  };
  try {
    new PerformanceObserver((list) => list.getEntries().forEach(check)).observe({ type: "resource", buffered: true });
  } catch (error) {
    add("page error", "no PerformanceObserver for resources: " + error);
  }
  if (!local(location.href)) add("request left 127.0.0.1", location.href);
  // the page's last steps (its ramen:* performance measures, cleared by the page once made), for a
  // failure's message: a step that never ended, or a page that stopped running
  const steps = window.__ramenSteps = [];
  try {
    new PerformanceObserver((list) => {
      for (const m of list.getEntries()) {
        if (!m.name.startsWith("ramen:")) continue;
        steps.push(`${m.name.slice(6)} at ${Math.round(m.startTime)} for ${Math.round(m.duration)} ms`);
        if (steps.length > 12) steps.shift();
      }
    }).observe({ type: "measure" });
  } catch (error) { /* no measures to keep: the message goes without them */ }
  // the module serves one version only: a "new version" banner would tell the player something false
  const container = navigator.serviceWorker;
  const events = [];
  if (container) {
    events.push("controlled at start: " + Boolean(container.controller));
    container.addEventListener("controllerchange", () => events.push("controllerchange"));
  }
  new MutationObserver(() => {
    if (document.getElementById("update-banner") && !events.includes("banner")) {
      events.push("banner");
      add("update banner", "shown with one version served; service worker events: " + events.join(", "));
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
})();
""" % {"key": GUARD_KEY}


def driver_missing_reason() -> str | None:
    """Why the WebKit tests cannot run here, or None when they can."""
    missing = [str(path) for path in (WEBKIT_DRIVER, MINIBROWSER, Path(XVFB)) if not path.exists()]
    if missing:
        return "not installed: " + ", ".join(missing) + " (bash tools/setup.sh test installs webkit2gtk-driver and xvfb)"
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "selenium is not installed (requirements-test.txt)"
    return None


@pytest.fixture(scope="session")
def webkit_ready() -> None:
    """Skip without the WebKit driver on a developer's machine; in CI (CI=true), where tools/setup.sh
    installs it, a missing driver is a failure."""
    reason = driver_missing_reason()
    if reason is None:
        return
    if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
        pytest.fail("WebKit tests in CI: " + reason)
    pytest.skip("WebKit tests: " + reason)


def add_guard(site: Path) -> str:
    """Put the guard in front of the page's scripts and stamp the service worker anew (it stores
    every file with its hash); returns the site's new content version."""
    (site / GUARD_NAME).write_text(GUARD_SCRIPT, encoding="utf-8")
    index = site / "index.html"
    html = index.read_text(encoding="utf-8")
    anchor = "<title>"
    assert anchor in html, "index.html has no <title> to put the guard before"
    index.write_text(html.replace(anchor, f'<script src="{GUARD_NAME}"></script>\n  {anchor}', 1), encoding="utf-8")
    version, _paths = write_service_worker(site)
    return version


@dataclass
class GuardedSite:
    """The built site plus the guard, served at http://127.0.0.1:PORT/ramen-games/ by a server that can
    stop (to test offline play) and start again on the same port (the same origin, so the same storage)."""

    folder: Path
    version: str
    port: int = 0
    server: Any = None
    thread: threading.Thread | None = field(default=None, repr=False)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}{SITE_PREFIX}"

    def start(self) -> None:
        if self.server is None:
            self.server = make_server(self.folder, self.port, SITE_PREFIX)
            self.port = self.server.server_address[1]
            self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
            self.thread.start()

    def stop(self) -> None:
        if self.server is not None:
            self.server.shutdown()
            self.server.server_close()
            self.server = None


@pytest.fixture(scope="module")
def guarded_site(webkit_ready: None, built_site, tmp_path_factory: pytest.TempPathFactory):
    folder = copy_site(built_site, tmp_path_factory.mktemp("webkit-site") / "site")
    site = GuardedSite(folder, add_guard(folder))
    site.start()
    yield site
    site.stop()
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(scope="module")
def display(webkit_ready: None):
    """A virtual X display of its own: Xvfb picks a free display number and tells it (-displayfd)."""
    xvfb = subprocess.Popen([XVFB, "-displayfd", "1", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        line = xvfb.stdout.readline().strip()  # written once the display accepts clients
        if not line.isdigit():
            pytest.fail(f"Xvfb did not start (exit status {xvfb.poll()})")
        yield f":{line}"
    finally:
        xvfb.terminate()
        try:
            xvfb.wait(timeout=10)
        except subprocess.TimeoutExpired:
            xvfb.kill()
            xvfb.wait()
        xvfb.stdout.close()  # (left open, it is a ResourceWarning, which the suite counts as an error)


@pytest.fixture(scope="module")
def driver(display: str, tmp_path_factory: pytest.TempPathFactory):
    """One MiniBrowser for the whole module (starting one costs seconds), 1024x768 like a tablet held
    sideways. Its profile lives in the test's temporary folder, never the user's."""
    from selenium import webdriver
    from selenium.webdriver.webkitgtk.options import Options
    from selenium.webdriver.webkitgtk.service import Service

    home = tmp_path_factory.mktemp("webkit-home")
    env = {**os.environ, "DISPLAY": display, "HOME": str(home), "XDG_CACHE_HOME": str(home / "cache"),
           "XDG_DATA_HOME": str(home / "data"), "XDG_CONFIG_HOME": str(home / "config")}
    options = Options()
    options.binary_location = str(MINIBROWSER)
    options.add_argument("--automation")
    service = Service(executable_path=str(WEBKIT_DRIVER), env=env, log_output=str(home / "webdriver.log"))
    browser = webdriver.WebKitGTK(options=options, service=service)
    browser.ramen_capabilities = options.to_capabilities()
    try:
        set_up(browser)
        yield browser
    finally:
        browser.quit()


def set_up(browser: Any) -> None:
    """The window of a tablet held sideways, and a minute for an asynchronous script."""
    browser.set_window_rect(0, 0, 1024, 768)
    browser.set_script_timeout(60)


#: what WebKitWebDriver says when the page's web process died (or WebKit gave it up as hung) during a
#: command, and about every command of that session after it
PAGE_GONE = ("session deleted because of page crash or hang", "Could not parse script result", "InvalidSessionIdException")


def page_gone(error: BaseException) -> bool:
    """Whether ``error`` is WebKit saying the page (its web process) is gone, not a failure of ours."""
    said = f"{type(error).__name__}: {error}"  # (as pytest-rerunfailures matches its only_rerun)
    return any(words in said for words in PAGE_GONE)


def ensure_session(browser: Any) -> None:
    """A new session (a new MiniBrowser page) when the last one's page is gone: once, in a fresh-clone
    run at a load of 4-5, WebKitGTK's web process died 100 s into a whole game of Ramen Fury (the session
    "deleted because of page crash or hang"), and every later test of the module failed with it. Its
    memory climbs to about 1 GB in such a game, as it did before the look changed (measured at d985e45:
    412 -> 1,051 MB; today 436 -> 985 MB), and falls back when WebKit collects."""
    try:
        browser.execute_script("return 1")
        return
    except Exception as error:  # noqa: BLE001 - only a page that is gone is handled here
        if not page_gone(error):
            raise
    browser.start_session(browser.ramen_capabilities)
    set_up(browser)


def take_problems(browser: Any) -> list[str]:
    """What the guard recorded in this tab since the last call (then forgotten)."""
    found = browser.execute_script(
        f"try {{ const k = '{GUARD_KEY}'; const v = sessionStorage.getItem(k); sessionStorage.removeItem(k); return v; }}"
        " catch (e) { return null; }")
    return json.loads(found) if found else []


@pytest.fixture
def tab(driver: Any, guarded_site: GuardedSite):
    """The module's browser; the test fails on anything the guard recorded during it."""
    guarded_site.start()
    ensure_session(driver)
    take_problems(driver)
    yield driver
    try:
        problems = take_problems(driver)
    except Exception as error:  # noqa: BLE001
        if page_gone(error):  # the test itself failed with it (and runs once more, see test_webkit.py)
            return
        raise
    assert not problems, "\n".join(problems)


def wait_for(browser: Any, condition: str | Callable[[Any], Any], timeout: float = READY_TIMEOUT_S,
             message: str = "") -> Any:
    """Wait until a JavaScript expression (or a function of the driver) is truthy; returns its value."""
    from selenium.webdriver.support.ui import WebDriverWait

    test = condition if callable(condition) else (lambda d: d.execute_script(f"return ({condition});"))
    return WebDriverWait(browser, timeout, poll_frequency=0.05).until(test, message or str(condition))
