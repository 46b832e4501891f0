"""Saves in the real page: two tabs never lose a move, storage that is full or blocked, the
Content-Security-Policy and names made of HTML, a runtime download that fails."""

from __future__ import annotations

import json
import re
import tempfile
from pathlib import Path

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from ramen.core.match import Match
from ramen.core.record import Record, SeatInfo
from ramen.core.registry import get_game
from ramen.store import MemoryStorage, SaveStore
from tests.backup_saves import planted_saves
from tests.browser.drivers import start_game
from tests.browser.screens import go
from tests.browser.pages import READY_TIMEOUT_MS, PageProblems, is_aborted_by_navigation, open_app, wait_idle, watch

SHOTS = Path(tempfile.gettempdir()) / "ramen-saves-shots"
DECK = "#play button.fury-deck"
PLAYED_ELSEWHERE = "played on in another tab"
MOVE_NOT_MADE = "your move was not made"


@pytest.fixture
def app(app_in_own_page: Page) -> Page:
    """The app in the test's own page and context: its tests open second tabs in the app's context, add scripts to it and watch it."""
    return app_in_own_page


def saved_actions(page: Page) -> list[str]:
    """The actions of the only saved game, as stored."""
    raw = page.evaluate("localStorage.getItem(Object.keys(localStorage).find(k => k.startsWith('ramen.save.')))")
    return json.loads(raw)["record"]["actions"]


def second_tab(context: BrowserContext, page: Page, found: PageProblems) -> Page:
    """The same game opened in another tab of the same browser."""
    other = context.new_page()
    watch(other, found)
    other.set_viewport_size({"width": 1024, "height": 768})
    other.goto(page.url)
    other.wait_for_selector("html[data-ready]", timeout=READY_TIMEOUT_MS)
    other.wait_for_selector("#play")
    return other


def open_fury_against_the_computer(app: Page) -> None:
    start_game(app, "fury", [("human", "Mai"), ("bot", "Robo")])
    wait_idle(app)
    expect(app.locator(DECK)).to_be_enabled()


def test_two_tabs_a_move_in_each_then_a_reload_keeps_both(app: Page, problems: PageProblems) -> None:
    """The second tab hears of the first one's move (the storage event) and shows it, with why; its own
    move then comes on top; after a reload both moves are there."""
    open_fury_against_the_computer(app)
    other = second_tab(app.context, app, problems)
    before = len(saved_actions(app))
    app.click(DECK)
    expect(other.locator("#play .message.info")).to_contain_text(PLAYED_ELSEWHERE)
    assert saved_actions(other) == saved_actions(app) and len(saved_actions(app)) == before + 1
    other.click(DECK)
    other.wait_for_function(f"JSON.parse(localStorage.getItem(Object.keys(localStorage).find(k => k.startsWith('ramen.save.')))).record.actions.length >= {before + 2}")
    expect(app.locator("#play .message.info")).to_contain_text(PLAYED_ELSEWHERE)
    app.reload()
    app.wait_for_selector("#play", timeout=READY_TIMEOUT_MS)
    assert saved_actions(app)[before:before + 2] == ["draw deck", "draw deck"]
    other.close()


def test_a_tab_that_missed_the_news_shows_the_newer_game_instead_of_overwriting_it(app: Page, problems: PageProblems) -> None:
    """The move two tabs used to lose: a card taken in the first tab, then one in the second, which still
    shows the old position (here it hears no storage event): its write finds the save changed, shows
    the newer game and says why; nothing is lost after a reload."""
    open_fury_against_the_computer(app)
    # the second tab is deaf to the storage event (as a tab is when the news comes late): a listener
    # that runs before the app's stops it
    app.context.add_init_script("""if (new URLSearchParams(location.search).has('deaf'))
        window.addEventListener('storage', (event) => event.stopImmediatePropagation(), true);""")
    other = app.context.new_page()
    watch(other, problems)
    other.set_viewport_size({"width": 1024, "height": 768})
    other.goto(app.url.replace("?", "?deaf=1&", 1))
    other.wait_for_selector("#play", timeout=READY_TIMEOUT_MS)
    before = len(saved_actions(app))
    deck_text = other.locator(DECK).text_content()
    app.click(DECK)
    app.wait_for_function(f"JSON.parse(localStorage.getItem(Object.keys(localStorage).find(k => k.startsWith('ramen.save.')))).record.actions.length === {before + 1}")
    assert other.locator(DECK).text_content() == deck_text  # still the old position
    other.click(DECK)
    expect(other.locator("#play .message.info")).to_contain_text(MOVE_NOT_MADE)
    assert len(saved_actions(other)) == before + 1
    other.set_viewport_size({"width": 390, "height": 844})
    SHOTS.mkdir(exist_ok=True)
    other.screenshot(path=str(SHOTS / "saves-two-tabs-390.png"))
    other.click(DECK)  # now on the newer position
    other.wait_for_function(f"JSON.parse(localStorage.getItem(Object.keys(localStorage).find(k => k.startsWith('ramen.save.')))).record.actions.length >= {before + 2}")
    other.reload()
    other.wait_for_selector("#play", timeout=READY_TIMEOUT_MS)
    assert saved_actions(other)[before:before + 2] == ["draw deck", "draw deck"]
    other.close()


FULL_STORAGE = """Storage.prototype.setItem = function () {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError"); };"""
BLOCKED_STORAGE = """Object.defineProperty(window, "localStorage", { configurable: true,
    get() { throw new DOMException("Access is denied for this document.", "SecurityError"); } });"""


def test_full_storage_the_game_goes_on_unsaved_and_can_be_downloaded(page: Page, site_url: str, problems: PageProblems) -> None:
    page.add_init_script(FULL_STORAGE)
    page.set_viewport_size({"width": 768, "height": 1024})
    open_app(page, site_url, query="?botdelay=0&seed=5")
    start_game(page, "fury", [("human", "Mai"), ("bot", "Robo")])
    wait_idle(page)
    notice = page.locator("#save-notice")
    expect(notice).to_contain_text("This game is not being saved")
    expect(notice).to_contain_text("storage for the site is full")
    page.click(DECK)  # the game goes on
    wait_idle(page)
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / "saves-full-768.png"))
    page.set_viewport_size({"width": 390, "height": 844})
    page.screenshot(path=str(SHOTS / "saves-full-390.png"))
    with page.expect_download() as info:
        notice.locator("button[data-cmd=download-save]").click()
    download = info.value
    assert re.fullmatch(r"ramen-fury-[0-9]+-[0-9]+\.json", download.suggested_filename)
    data = json.loads(Path(download.path()).read_text())
    assert data["format"] >= 2 and data["record"]["game"] == "fury" and "draw deck" in data["record"]["actions"]
    # what was downloaded is a whole game: it opens as a save
    storage = MemoryStorage()
    storage.set("ramen.save." + data["id"], json.dumps(data))
    assert SaveStore(storage).load(data["id"]).record.actions == data["record"]["actions"]
    # at home the game is listed (in memory) and still downloadable
    page.click("button[data-cmd=home]")
    expect(page.locator(".save .save-progress")).to_contain_text("not saved")
    expect(page.locator("#save-notice button[data-cmd=download-save]")).to_have_count(1)
    page.click("button[data-cmd=continue]")
    expect(page.locator("#play")).to_be_visible()


def test_blocked_storage_the_app_starts_says_so_and_plays(page: Page, site_url: str, problems: PageProblems) -> None:
    page.add_init_script(BLOCKED_STORAGE)
    page.set_viewport_size({"width": 390, "height": 844})
    open_app(page, site_url, query="?botdelay=0&seed=6")
    expect(page.locator("#save-notice")).to_contain_text("Games can't be saved here")
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / "saves-blocked-home-390.png"))
    start_game(page, "fury", [("human", "Mai"), ("bot", "Robo")])
    wait_idle(page)
    expect(page.locator("#save-notice")).to_contain_text("does not let the site store anything")
    page.click(DECK)
    wait_idle(page)
    expect(page.locator("#play")).to_be_visible()


# --- Content-Security-Policy, names made of HTML ---------------------------------------------------

HOSTILE = ["<img src=x onerror=alert(1)>", "<script>alert(2)</script>", "\"'><b>bold</b>&amp;"]


def hostile_saves() -> dict[str, str]:
    """A Fury game between two people with hostile names (a few moves in) and a finished one."""
    fury = get_game("fury")
    saves = {}
    running = Match(fury, Record(game="fury", seed=3, seats=[SeatInfo(HOSTILE[0]), SeatInfo(HOSTILE[1]), SeatInfo(HOSTILE[2], "bot", "easy")]))
    for _ in range(3):
        running.play(running.legal_texts()[0])
    over = Match(fury, Record(game="fury", seed=4, seats=[SeatInfo(name, "bot", "easy") for name in HOSTILE]))
    while not over.over:
        over.play(over.bot_choice())
    for save_id, match in (("fury-hostile", running), ("fury-hostile-over", over)):
        storage = MemoryStorage()
        SaveStore(storage).write(save_id, match, now_ms=1733000000000)
        saves[save_id] = storage.get("ramen.save." + save_id)
    return saves


def assert_plain(page: Page, where: str) -> None:
    injected = page.evaluate("""() => document.querySelectorAll(
        '#app img[src="x"], #app script, #app b, #app [onerror], #app [onclick]').length""")
    assert injected == 0, f"{where}: a name became HTML"


def test_names_made_of_html_are_plain_text_on_every_screen(page: Page, site_url: str, problems: PageProblems) -> None:
    dialogs: list[str] = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    open_app(page, site_url)
    page.evaluate("(saves) => { for (const [id, raw] of Object.entries(saves)) localStorage.setItem('ramen.save.' + id, raw); }",
                  hostile_saves())
    page.reload()
    page.wait_for_selector("html[data-ready]", timeout=READY_TIMEOUT_MS)
    for name in HOSTILE:
        expect(page.locator("#home .save-list")).to_contain_text(name)
    assert_plain(page, "home")
    page.click("button[data-cmd=continue][data-arg=fury-hostile]")
    page.wait_for_selector("#handoff, #play")
    if page.locator("#handoff").count():
        expect(page.locator("#handoff")).to_contain_text(re.compile("|".join(map(re.escape, HOSTILE[:2]))))
        assert_plain(page, "hand-off")
        page.click("button[data-cmd=handoff-ready]")
    anyone = re.compile("|".join(map(re.escape, HOSTILE)))
    expect(page.locator("#play .status")).to_contain_text(anyone)
    expect(page.locator("#play .log")).to_contain_text(anyone)
    for name in HOSTILE:
        expect(page.locator("#play")).to_contain_text(name)
    assert_plain(page, "game")
    page.click("button[data-cmd=home]")
    page.click("button[data-cmd=continue][data-arg=fury-hostile-over]")
    expect(page.locator("#end")).to_be_visible()
    for name in HOSTILE:
        expect(page.locator("#end .ranking")).to_contain_text(name)
    assert_plain(page, "end")
    assert dialogs == []


def test_the_page_declares_a_policy_of_its_own_origin_only(app: Page) -> None:
    policy = app.evaluate("document.querySelector('meta[http-equiv=Content-Security-Policy]').content")
    directives = {part.split()[0]: part.split()[1:] for part in policy.split(";") if part.strip()}
    assert directives["default-src"] == ["'self'"]
    assert "'unsafe-inline'" not in policy and "*" not in policy and "http" not in policy
    assert set(directives["script-src"]) == {"'self'", "'wasm-unsafe-eval'", "'unsafe-eval'"}  # PyScript's hooks use Function()
    assert directives["object-src"] == ["'none'"]
    # images: the site's own, data: URLs (the art's drawings, SVG as images: no script runs in them) and blob:
    # URLs (the bitmaps the page draws of its small drawings, static/bitmaps.js)
    assert set(directives["img-src"]) == {"'self'", "data:", "blob:"}


@pytest.mark.allow_errors
def test_an_inline_script_is_refused(app: Page) -> None:
    """The policy holds in the page: an injected inline script and handler never run."""
    ran = app.evaluate("""() => new Promise((resolve) => {
        document.addEventListener('securitypolicyviolation', () => resolve(window.__ran === true), { once: true });
        const script = document.createElement('script');
        script.textContent = 'window.__ran = true';
        document.body.appendChild(script);
    })""")
    assert ran is False


# --- a runtime download that fails is said in words, at once --------------------------------------

@pytest.mark.allow_errors
@pytest.mark.parametrize("blocked", ["pyodide.asm.wasm", "python_stdlib.zip"])
def test_a_blocked_runtime_download_is_reported_by_the_page_itself(page: Page, site_url: str, problems: PageProblems, blocked: str) -> None:
    """Not the start-up timer's message: the page saw the failed download and names it."""
    page.route(f"**/{blocked}", lambda route: route.abort())
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(site_url)
    # in a player's words first; the file, for a bug report, on a small line under them
    expect(page.locator("#load-status #load-detail")).to_have_text(f"For a bug report: {blocked} did not download.",
                                                                    timeout=READY_TIMEOUT_MS)
    said = page.evaluate("document.querySelector('#load-status').firstChild.textContent")
    assert said == "The games could not be loaded: a file did not download. Check your connection and try again."
    expect(page.locator("#load-retry")).to_be_visible()
    if blocked == "pyodide.asm.wasm":
        SHOTS.mkdir(exist_ok=True)
        page.screenshot(path=str(SHOTS / "saves-load-failed-390.png"))


def test_a_request_cut_by_a_navigation_is_not_a_failure() -> None:
    assert is_aborted_by_navigation("net::ERR_ABORTED")
    assert not is_aborted_by_navigation("net::ERR_FAILED") and not is_aborted_by_navigation(None)
    assert not is_aborted_by_navigation("net::ERR_CONNECTION_REFUSED")


def test_a_save_of_megabytes_is_listed_as_damaged_kept_whole_and_the_app_works(page: Page, site_url: str, problems: PageProblems) -> None:
    """The biggest value localStorage takes (about 4 M characters here): listed as damaged, its text
    shown shortened and kept whole in storage; the home screen still answers."""
    open_app(page, site_url)
    size = page.evaluate("""() => { const text = '{"format":2,' + ' '.repeat(4 * 1024 * 1024) + '}';
        localStorage.setItem('ramen.save.huge', text); return text.length; }""")
    page.reload()
    page.wait_for_selector("html[data-ready]", timeout=READY_TIMEOUT_MS)
    expect(page.locator(".save.damaged[data-save=huge] .save-error")).to_contain_text("too large")
    expect(page.locator(".save.damaged[data-save=huge] textarea")).to_have_value(re.compile("more characters, kept as they are$"))
    assert page.evaluate("localStorage.getItem('ramen.save.huge').length") == size
    page.click("button[data-cmd=start]")
    page.wait_for_selector("#play, #handoff, #end")
    page.click("button[data-cmd=home]")
    expect(page.locator(".save")).to_have_count(2)


def home_saves(page: Page) -> list[str]:
    """The saved games the home screen lists, by id, in its order."""
    return page.eval_on_selector_all("#home li.save", "items => items.map(li => li.dataset.save)")


def stats_text(page: Page) -> str:
    go(page, "#/stats")
    page.wait_for_selector("#stats")
    text = page.inner_text("#stats")
    go(page, "#/")
    page.wait_for_selector("#home")
    return text


def stored(page: Page) -> dict[str, str]:
    return page.evaluate("""Object.fromEntries(Object.keys(localStorage).filter(k => k.startsWith('ramen.save.'))
        .map(k => [k, localStorage.getItem(k)]))""")


def restore_file(page: Page, name: str, data: bytes) -> str:
    """Restore a backup (the hidden input of Restore a backup, given ``data``); the words the page says."""
    page.evaluate("() => { const said = document.querySelector('#keep-said'); if (said) said.remove(); }")
    page.set_input_files("#backup-file-input", files=[{"name": name, "mimeType": "application/json", "buffer": data}])
    page.wait_for_selector("#keep-said")
    return page.inner_text("#keep-said")


def test_back_up_clear_the_site_restore_the_same_games_and_statistics(page: Page, site_url: str, problems: PageProblems) -> None:
    """Back up all games downloads one file; the site's storage cleared (all of it, as the browser
    clears a site), Restore a backup brings back every game, text for text, and the same statistics;
    restoring it again doubles nothing; a damaged or foreign backup changes nothing and says what is wrong."""
    page.set_viewport_size({"width": 390, "height": 844})
    open_app(page, site_url)
    planted = planted_saves()
    page.evaluate("(saves) => { for (const [k, v] of Object.entries(saves)) localStorage.setItem(k, v); }", planted)
    page.reload()
    page.wait_for_selector("html[data-ready]", timeout=READY_TIMEOUT_MS)
    page.wait_for_selector("#keep-line")
    persistent = page.evaluate("navigator.storage.persisted()")
    expect(page.locator("#backup-reminder")).to_have_count(0 if persistent else 1)
    listed, statistics = home_saves(page), stats_text(page)
    assert sorted(listed) == sorted(key.removeprefix("ramen.save.") for key in planted)
    with page.expect_download() as download:
        page.click("#home button[data-cmd=backup][data-key=backup]")
    backup_text = Path(download.value.path()).read_bytes()
    assert re.fullmatch(r"ramen-games-backup-\d{4}-\d{2}-\d{2}\.json", download.value.suggested_filename)
    expect(page.locator("#keep-said")).to_contain_text("Backed up 4 games")
    expect(page.locator("#backup-reminder")).to_have_count(0)

    origin = page.evaluate("location.origin")
    page.context.new_cdp_session(page).send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "all"})
    page.reload()
    page.wait_for_selector("html[data-ready]", timeout=READY_TIMEOUT_MS)
    expect(page.locator("#home .saves p.empty")).to_be_visible()
    assert stored(page) == {}

    said = restore_file(page, download.value.suggested_filename, backup_text)
    assert said == "Restored the backup of 4 games: 4 games added."
    assert stored(page) == planted
    assert home_saves(page) == listed and stats_text(page) == statistics
    assert restore_file(page, "again.json", backup_text) == "Restored the backup of 4 games: 4 already here."
    assert stored(page) == planted

    damaged = json.loads(backup_text)
    damaged["saves"][2]["record"]["actions"].pop()
    for name, data, words in (
            ("damaged.json", json.dumps(damaged).encode(), "game 3 of the backup can't be read: the save does not match its check"),
            ("cut.json", backup_text[: len(backup_text) // 2], "its text is not valid JSON"),
            ("photo.png", b"\x89PNG\r\n\x1a\n\xff\xd8\xff", "not a text file"),
            ("game.json", json.dumps({"kind": "ramen-games/game", "format": 1, "record": {}}).encode(), "single game file")):
        page.evaluate("localStorage.removeItem('ramen.save.fury-backup-going')")
        before = stored(page)
        said = restore_file(page, name, data)
        assert words in said and said.endswith("Nothing was changed."), said
        assert stored(page) == before
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / "backup-refused-390.png"), full_page=True)
