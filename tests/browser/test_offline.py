"""Offline play and updates: the built site, its service worker and its manifest, from a sub-path.

Each test serves a copy of the built site (``built_site``, built once per session) from a folder and a server
of its own (the session server is shared by the other tests and never stopped): a test stops its server and
takes the browser offline, or changes a file and publishes again, and the page must carry on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import re
import shutil
import tomllib
import zipfile
from pathlib import Path

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from ramen.core.registry import is_playable
from tests.browser.pages import READY_TIMEOUT_MS, PageProblems, wait_idle, watch, watch_requests
from tests.browser.drivers import RANDOM_BUTTONS, start_game
from tests.conftest import ROOT, SITE_PREFIX, copy_site
from tools.build_site import BuildError, Site as BuiltSite, build, write_service_worker
from tools.serve import serve_in_thread

#: a worker installs by storing ~15 MB: on a busy machine that takes a while
SW_TIMEOUT_MS = 120_000
UPDATE_MARKER = "/* a new version of the site */"


# --- helpers -------------------------------------------------------------------------------------
class Site:
    """A copy of the built site in a folder of its own, served at http://127.0.0.1:PORT/ramen-games/."""

    def __init__(self, built: BuiltSite, folder: Path) -> None:
        self.folder = copy_site(built, folder)
        self.version = built.version
        self.server, self.url = serve_in_thread(folder, SITE_PREFIX)

    def stop(self) -> None:
        if self.server is not None:
            self.server.shutdown()
            self.server.server_close()
            self.server = None

    def publish_change(self) -> str:
        """A new deploy: one stylesheet changes, the worker gets the new version and file list."""
        with (self.folder / "static" / "app.css").open("a", encoding="utf-8") as css:
            css.write("\n" + UPDATE_MARKER + "\n")
        self.version, _ = write_service_worker(self.folder)
        return self.version


@pytest.fixture
def site(built_site: BuiltSite, tmp_path: Path):
    served = Site(built_site, tmp_path / "site")
    yield served
    served.stop()
    shutil.rmtree(tmp_path / "site", ignore_errors=True)


def guard_context(context: BrowserContext, problems: PageProblems) -> None:
    """Also watch what the problems fixture can't see: the service worker's own requests and
    other tabs."""
    watch_requests(context, problems)


def guard_tab(tab: Page, problems: PageProblems) -> None:
    """A tab of a context that ``guard_context`` watches: its failures and errors (its requests are
    the context's)."""
    watch(tab, problems, requests=False)


def open_site(tab: Page, url: str) -> None:
    tab.goto(url + "?botdelay=0")
    tab.wait_for_selector("html[data-ready]", timeout=READY_TIMEOUT_MS)


def wait_ready(tab: Page) -> None:
    tab.wait_for_selector("html[data-ready]", timeout=READY_TIMEOUT_MS)


def wait_controlled(tab: Page, version: str) -> None:
    """Wait until the service worker of ``version`` controls the page (and so has stored every file)."""
    tab.wait_for_function("v => navigator.serviceWorker.controller && document.documentElement.dataset.appVersion === v",
                          arg=version, timeout=SW_TIMEOUT_MS)


def playable_game() -> str:
    for game in ("ink", "fury", "extreme"):
        if is_playable(game):
            return game
    pytest.skip("no game is playable yet")


def saved_actions(tab: Page) -> dict[str, list[str]]:
    """Every saved game's actions, by save id."""
    raw = tab.evaluate("""() => Object.fromEntries(Object.keys(localStorage)
        .filter(k => k.startsWith('ramen.save.')).map(k => [k.slice(11), localStorage.getItem(k)]))""")
    return {key: json.loads(value)["record"]["actions"] for key, value in raw.items()}


def play_a_little(tab: Page, seed: int, actions: int = 2, max_clicks: int = 60) -> list[str]:
    """Random enabled buttons of the game screen until the save holds ``actions`` more actions."""
    rng = random.Random(seed)
    before = sum(len(a) for a in saved_actions(tab).values())
    for _ in range(max_clicks):
        wait_idle(tab)
        if sum(len(a) for a in saved_actions(tab).values()) >= before + actions or tab.locator("[data-game-over]").count():
            break
        if tab.locator("#handoff").count():
            tab.click("button[data-cmd=handoff-ready]")
            continue
        buttons = tab.locator(RANDOM_BUTTONS)
        count = buttons.count()
        assert count > 0, "no enabled button while the game is not over"
        buttons.nth(rng.randrange(count)).click()
    wait_idle(tab)
    (save_id, done), = saved_actions(tab).items()
    assert len(done) >= before + actions or tab.locator("[data-game-over]").count(), done
    return done


def start_a_game(tab: Page) -> str:
    """Start a game against a computer opponent and play a few moves; returns its save id."""
    start_game(tab, playable_game(), [("human", "Mai"), ("bot", "Robo")], level="easy")
    play_a_little(tab, seed=7)
    (save_id,) = saved_actions(tab)
    return save_id


def css_served(tab: Page) -> str:
    return tab.evaluate("fetch('static/app.css').then(r => r.text())")


def site_caches(tab: Page) -> list[str]:
    return tab.evaluate("caches.keys()")


# --- tests ---------------------------------------------------------------------------------------
def test_after_one_visit_it_plays_offline_reloads_and_opens_in_a_new_tab(page: Page, site: Site, problems) -> None:
    """One visit online; then, with the server stopped and the browser offline: reload, play, reload
    (the game resumes), a new tab (the game is listed and opens)."""
    guard_context(page.context, problems)
    open_site(page, site.url)
    wait_controlled(page, site.version)
    assert site_caches(page) == [f"ramen-games {SITE_PREFIX} {site.version}"]

    site.stop()
    page.context.set_offline(True)
    page.reload()
    wait_ready(page)
    expect(page.locator("#home")).to_be_visible()
    save_id = start_a_game(page)
    actions = saved_actions(page)[save_id]

    # reload: the game resumes exactly where it was
    page.reload()
    wait_ready(page)
    expect(page.locator("#play, #handoff, #end").first).to_be_visible()
    assert page.evaluate("location.hash") == f"#/play/{save_id}"
    assert saved_actions(page)[save_id] == actions
    more = play_a_little(page, seed=8, actions=1)
    assert more[:len(actions)] == actions and len(more) > len(actions)

    # a new tab, still offline: the home screen lists the game, which opens and plays on
    tab = page.context.new_page()
    guard_tab(tab, problems)
    open_site(tab, site.url)
    expect(tab.locator(f".save[data-save='{save_id}']")).to_have_count(1)
    tab.goto(site.url + f"?botdelay=0#/play/{save_id}")
    wait_ready(tab)
    expect(tab.locator("#play, #handoff, #end").first).to_be_visible()
    assert saved_actions(tab)[save_id] == more
    tab.close()


def test_offline_after_the_browser_restarts(page: Page, site: Site, problems, browser_type, browser_type_launch_args,
                                            tmp_path: Path) -> None:
    """A real profile on disk: visit once, close the browser, stop the server; the next browser,
    offline, starts the game from the stored site."""
    profile = tmp_path / "profile"
    for online in (True, False):
        context = browser_type.launch_persistent_context(profile, **browser_type_launch_args, offline=not online)
        try:
            guard_context(context, problems)
            tab = context.pages[0] if context.pages else context.new_page()
            guard_tab(tab, problems)
            open_site(tab, site.url)
            wait_controlled(tab, site.version)
            if not online:
                expect(tab.locator("#home")).to_be_visible()
                start_a_game(tab)
        finally:
            context.close()
        site.stop()


def test_a_new_version_is_announced_and_taken_when_the_player_accepts(page: Page, site: Site, problems) -> None:
    """A deploy while a game is in progress: the next load announces it without interrupting the
    game; the old version keeps serving until the player accepts; then the new files are served, the
    old cache is gone and the saved game carries on."""
    guard_context(page.context, problems)
    old_version = site.version
    open_site(page, site.url)
    wait_controlled(page, old_version)
    save_id = start_a_game(page)
    before = saved_actions(page)[save_id]

    new_version = site.publish_change()
    assert new_version != old_version
    fetched: list[str] = []  # what the service worker downloads: itself and the one changed file, not 15 MB again
    page.context.on("request", lambda request: fetched.append(request.url.removeprefix(site.url))
                    if request.service_worker is not None else None)
    page.reload()  # the next load: still the old version, which finds the new one
    wait_ready(page)
    banner = page.locator("#update-banner")
    expect(banner).to_be_visible(timeout=SW_TIMEOUT_MS)
    expect(banner).to_contain_text("A new version is ready")
    # (the worker's own script: the browser fetches it to find the update, which the banner shows it did, and
    # Playwright counts that request as the worker's only some of the time)
    assert sorted(path for path in fetched if path != "sw.js") == ["static/app.css"], fetched
    # nothing interrupted: the game is on screen and plays on, from the old version's files
    assert page.evaluate("location.hash") == f"#/play/{save_id}"
    expect(page.locator("#play, #handoff, #end").first).to_be_visible()
    assert page.evaluate("document.documentElement.dataset.appVersion") == old_version
    assert UPDATE_MARKER not in css_served(page)
    during = play_a_little(page, seed=9, actions=1)
    assert during[:len(before)] == before

    page.click("#update-reload")
    page.wait_for_function("v => document.documentElement.dataset.appVersion === v", arg=new_version,
                           timeout=SW_TIMEOUT_MS)
    wait_ready(page)
    assert UPDATE_MARKER in css_served(page)
    assert site_caches(page) == [f"ramen-games {SITE_PREFIX} {new_version}"]
    expect(page.locator("#update-banner")).to_have_count(0)
    # the saved game survived the update and continues
    assert page.evaluate("location.hash") == f"#/play/{save_id}"
    expect(page.locator("#play, #handoff, #end").first).to_be_visible()
    assert saved_actions(page)[save_id] == during
    after = play_a_little(page, seed=10, actions=1)
    assert after[:len(during)] == during and len(after) > len(during)


def test_a_new_version_waits_while_another_tab_is_open(page: Page, site: Site, problems) -> None:
    """Two tabs: reloading one does not switch versions under the other; once the other is closed,
    reloading the last one takes the new version."""
    guard_context(page.context, problems)
    old_version = site.version
    open_site(page, site.url)
    wait_controlled(page, old_version)
    other = page.context.new_page()
    guard_tab(other, problems)
    open_site(other, site.url)
    wait_controlled(other, old_version)

    new_version = site.publish_change()
    page.reload()
    wait_ready(page)
    expect(page.locator("#update-banner")).to_be_visible(timeout=SW_TIMEOUT_MS)
    expect(other.locator("#update-banner")).to_be_visible()  # the open tab hears of it too
    page.reload()  # another tab is open: still the old version
    wait_ready(page)
    assert page.evaluate("navigator.serviceWorker.controller !== null")
    page.wait_for_function("() => document.documentElement.dataset.appVersion", timeout=SW_TIMEOUT_MS)
    assert page.evaluate("document.documentElement.dataset.appVersion") == old_version
    assert UPDATE_MARKER not in css_served(page)
    expect(page.locator("#update-banner")).to_be_visible(timeout=SW_TIMEOUT_MS)

    other.close()
    page.reload()  # the only page reloads: the new version takes over
    page.wait_for_function("v => document.documentElement.dataset.appVersion === v", arg=new_version,
                           timeout=SW_TIMEOUT_MS)
    wait_ready(page)
    assert UPDATE_MARKER in css_served(page)
    expect(page.locator("#update-banner")).to_have_count(0)


def test_manifest_and_icons_install_from_a_sub_path(page: Page, site_url: str, problems) -> None:
    """The manifest is linked, relative, and names the site's root as start and scope; every icon
    it lists loads, at the size it claims."""
    open_site(page, site_url)
    href = page.evaluate("document.querySelector('link[rel=manifest]').href")
    assert href == site_url + "static/manifest.webmanifest"
    manifest = page.evaluate("u => fetch(u).then(r => r.json())", href)
    assert manifest["display"] == "standalone" and manifest["name"] and manifest["short_name"]
    assert manifest["theme_color"] and manifest["background_color"]
    for key in ("start_url", "scope"):
        assert page.evaluate("([u, base]) => new URL(u, base).href", [manifest[key], href]) == site_url
    purposes = set()
    for icon in manifest["icons"]:
        src = page.evaluate("([u, base]) => new URL(u, base).href", [icon["src"], href])
        assert src.startswith(site_url)
        size = page.evaluate("""src => new Promise((ok, fail) => { const img = new Image();
            img.onload = () => ok(img.naturalWidth + 'x' + img.naturalHeight); img.onerror = fail; img.src = src; })""", src)
        if icon["sizes"] != "any":
            assert size == icon["sizes"], (src, size)
        purposes.add(icon.get("purpose", "any"))
    assert {"192x192", "512x512"} <= {icon["sizes"] for icon in manifest["icons"]}
    assert purposes == {"any", "maskable"}
    touch = page.evaluate("document.querySelector('link[rel=apple-touch-icon]').href")
    assert touch.startswith(site_url)
    assert page.evaluate("u => fetch(u).then(r => r.ok)", touch)


# --- the build itself (no browser) -------------------------------------------------------------
def test_the_build_publishes_exactly_the_site_and_a_worker_that_knows_it(built_site: BuiltSite, tmp_path: Path) -> None:
    site = built_site  # (the session's build, which no test changes)
    files = set(site.files)
    config = tomllib.loads((ROOT / "pyscript.toml").read_text())
    modules = {url.removeprefix("./") for url in config["files"]}
    assert {"index.html", "main.py", "pyscript.toml", "sw.js", "static/manifest.webmanifest", "static/boot.js",
            "static/icons/icon-192.png", "static/icons/icon-512.png", "static/icons/icon-maskable-512.png",
            "static/vendor/pyodide/pyodide.asm.wasm", "static/vendor/pyscript/core.js"} <= files
    # the modules are published as one archive, each with its bytecode for the page's Python beside it,
    # that the published pyscript.toml writes as it is (main.py imports from it)
    assert not {f for f in files if f.startswith("ramen/")} and "ramen.zip" in files
    with zipfile.ZipFile(site.out / "ramen.zip") as archive:
        assert set(archive.namelist()) == modules | {f"{module}c" for module in modules}
    assert tomllib.loads((site.out / "pyscript.toml").read_text())["files"] == {"./ramen.zip": "./ramen.zip"}
    # the standard library cut to what the page imports (tests/unit/test_stdlib_prune.py), within its budget
    stdlib = site.out / "static" / "vendor" / "pyodide" / "python_stdlib.zip"
    assert stdlib.stat().st_size <= 1_200_000 < (ROOT / "static" / "vendor" / "pyodide" / "python_stdlib.zip").stat().st_size
    with zipfile.ZipFile(stdlib) as archive:
        assert "typing.pyc" in archive.namelist() and not any(n.startswith("email/") for n in archive.namelist())
    for path in files:
        assert not path.startswith(("tests/", "tools/", "node_modules/", ".")), path
        assert not path.endswith((".map", ".pyc")) and "__pycache__" not in path, path
    assert {p.relative_to(site.out).as_posix() for p in site.out.rglob("*") if p.is_file()} == files
    assert site.total_bytes == sum((site.out / f).stat().st_size for f in files)

    worker = (site.out / "sw.js").read_text()
    assert f'const VERSION = "{site.version}";' in worker
    precache = json.loads(re.search(r"const PRECACHE = (\[.*?\]);", worker, re.S).group(1))
    assert {path for path, _ in precache} == files - {"sw.js"}
    for path, integrity in precache:
        digest = base64.b64encode(hashlib.sha256((site.out / path).read_bytes()).digest()).decode()
        assert integrity == f"sha256-{digest}", path

    # the version is the content's: the same sources give the same version, a change a new one
    assert build(tmp_path / "b").version == site.version
    with (tmp_path / "b" / "static" / "app.css").open("a") as css:
        css.write("/* changed */")
    assert write_service_worker(tmp_path / "b")[0] != site.version


def test_the_build_names_what_is_missing_or_not_relative(tmp_path: Path) -> None:
    source = tmp_path / "src"
    for name in ("index.html", "main.py", "pyscript.toml", "sw.js"):
        (source / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(ROOT / name, source / name)
    shutil.copytree(ROOT / "ramen", source / "ramen", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "static", source / "static")
    (source / "static" / "vendor" / "pyodide" / "python_stdlib.zip").unlink()
    (source / "static" / "icons" / "icon-512.png").unlink()
    index = (source / "index.html").read_text()
    (source / "index.html").write_text(index.replace('href="static/app.css"', 'href="/static/app.css"'))
    with pytest.raises(BuildError) as error:
        build(tmp_path / "out", source)
    message = str(error.value)
    assert "static/vendor/pyodide/python_stdlib.zip" in message and "vendor.py" in message
    assert "static/icons/icon-512.png" in message and "manifest" in message
    assert "absolute URL '/static/app.css'" in message
    assert not (tmp_path / "out").exists()
