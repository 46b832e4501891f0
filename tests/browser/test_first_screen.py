"""The first screen is usable at once: the home screen is in the built index.html, its set-up works
before Python is ready (static/early.js), and the app takes over with the visitor's choices.

Each test holds Pyodide's wasm back (``page.route``) until it has made its choices, so "before the
engine is ready" is a fact of the test, not a race; it then lets the file through.
"""

from __future__ import annotations

import json
import re
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, Route, expect

from ramen.core.registry import GAME_LEVELS, GAME_TITLES, is_present
from ramen.ui.screens.home import Setup, render_home
from tests.browser.pages import READY_TIMEOUT_MS, set_setting
from tools.build_site import default_settings

SHOTS = Path(tempfile.gettempdir()) / "ramen-first-screen-shots"
WAITING = "Starting as soon as everything has loaded"


class HeldRuntime:
    """Pyodide's wasm, answered only when the test says so."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.routes: list[Route] = []
        page.route("**/pyodide.asm.wasm", self.hold)

    def hold(self, route: Route) -> None:
        self.routes.append(route)

    def release(self) -> None:
        """Let the wasm through (once the runtime has asked for it)."""
        deadline = time.monotonic() + READY_TIMEOUT_MS / 1000
        while not self.routes:  # the route is handed to the test inside a Playwright call
            assert time.monotonic() < deadline, "the runtime never asked for its wasm"
            self.page.wait_for_timeout(20)
        for route in self.routes:
            route.continue_()
        self.page.unroute("**/pyodide.asm.wasm", self.hold)


def open_held(page: Page, site_url: str, hash_: str = "", width: int = 768, height: int = 1024) -> HeldRuntime:
    page.set_viewport_size({"width": width, "height": height})
    held = HeldRuntime(page)
    page.goto(site_url + "?botdelay=0&seed=5" + hash_)
    return held


def not_ready(page: Page) -> bool:
    return not page.evaluate("document.documentElement.hasAttribute('data-ready')")


def saved_seats(page: Page) -> list[dict[str, Any]]:
    raw = page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('ramen.save.')).map(k => localStorage.getItem(k))")
    (only,) = raw
    return json.loads(only)["record"]["seats"]


def watch_setup(page: Page) -> None:
    """Record every change the page makes to the set-up panel from now on."""
    page.evaluate("""() => {
        window.__setupChanges = [];
        new MutationObserver((list) => { for (const m of list) window.__setupChanges.push(
            `${m.type} ${m.target.nodeName}.${m.target.className || ''} ${m.attributeName || ''}`); })
          .observe(document.querySelector('#home .new-game'), {subtree: true, childList: true, attributes: true, characterData: true});
    }""")


def test_the_built_page_holds_the_home_screen(site_url: str) -> None:
    """The served index.html has the home screen as the app renders it (default set-up, no saves)."""
    with urllib.request.urlopen(site_url) as response:
        page = response.read().decode("utf-8")
    playable = {game_id: is_present(game_id) for game_id in GAME_TITLES}
    levels = {game_id: GAME_LEVELS[game_id] for game_id in GAME_TITLES if playable[game_id]}
    assert render_home(Setup(), playable, levels, [], 0.0, settings=default_settings()) in page
    assert '<script src="static/early.js"></script>' in page


def test_the_set_up_works_before_the_engine_and_the_app_keeps_it(page: Page, site_url: str, problems) -> None:
    """Game, seat count, person/computer, names, level and pace, all chosen before Python is ready;
    the app then shows the same screen without changing a node, and starts the game so chosen."""
    held = open_held(page, site_url)
    expect(page.locator("#home")).to_be_visible()
    expect(page.locator("#load-progress")).to_be_visible()  # the loading strip under the home screen
    page.click("button[data-cmd=choose-game][data-arg=ink]")
    page.click("button[aria-label='One player more']")
    page.click("button[aria-label='One player more']")
    page.click("button[aria-label='One player fewer']")
    page.select_option("select[data-field=kind][data-seat='2']", "human")
    page.fill("input[data-field=name][data-seat='2']", "Ren")
    page.select_option("select[data-field=level][data-seat='1']", "strong")
    set_setting(page, "pace", "relaxed")
    page.fill("input[data-field=name][data-seat='0']", "Aiko")
    # what the visitor sees is what the app would draw for these choices
    expect(page.locator("#home .seat-row")).to_have_count(3)
    expect(page.locator("#home output.count")).to_have_text("3")
    expect(page.locator("button[data-cmd=seats][aria-label='One player more']")).to_have_attribute("data-arg", "4")
    expect(page.locator("#home .seat-row").nth(2).locator("select[data-field=level]")).to_have_count(0)
    expect(page.locator("button[data-cmd=choose-game][data-arg=ink]")).to_have_attribute("aria-pressed", "true")
    expect(page.locator("button[data-cmd=start]")).to_have_text("Start Ramen Ink")
    page.evaluate("document.querySelector('#home details.how-strong').open = true")  # (folded under "How strong?")
    expect(page.locator("#home ul.level-lines:visible")).to_have_count(1)  # the chosen game's levels, each in one line
    expect(page.locator("#home ul.level-lines:visible")).to_have_attribute("data-game", "ink")
    expect(page.locator("button[data-cmd=pace][data-arg=relaxed]")).to_have_attribute("aria-pressed", "true")
    assert not_ready(page), "the choices were to be made before the engine was ready"
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / "first-screen-before-ready-768.png"), caret="initial")  # no caret hiding: it styles the inputs

    watch_setup(page)
    held.release()
    page.wait_for_selector("html[data-ready]", timeout=READY_TIMEOUT_MS)
    expect(page.locator("#loading")).to_have_count(0)
    changes = page.evaluate("window.__setupChanges")
    assert changes == [], changes
    assert page.evaluate("document.activeElement.matches('input[data-field=name][data-seat=\"0\"]')"), "focus was lost"
    assert page.evaluate("localStorage.getItem('ramen.pace')") == "relaxed"

    page.click("button[data-cmd=start]")
    page.wait_for_selector("#play, #handoff")
    assert [(s["name"], s["kind"], s.get("level")) for s in saved_seats(page)] == [
        ("Aiko", "human", None), ("Computer 1", "bot", "strong"), ("Ren", "human", None)]
    assert page.evaluate("location.hash").startswith("#/play/ink-")


def test_computers_are_numbered_among_computers_before_the_engine_as_after(page: Page, site_url: str, problems) -> None:
    """Two people and one computer: the computer is "Computer 1" (not named by its seat), on the early
    screen as in the app, which takes it over unchanged; the turn sound set early is kept."""
    held = open_held(page, site_url)
    page.select_option("select[data-field=kind][data-seat='1']", "human")
    expect(page.locator("input[data-field=name][data-seat='1']")).to_have_value("Ken")
    page.click("button[aria-label='One player more']")
    expect(page.locator("input[data-field=name][data-seat='2']")).to_have_value("Computer 1")
    page.click("button[aria-label='One player more']")
    page.select_option("select[data-field=kind][data-seat='0']", "bot")
    names = [page.locator(f"input[data-field=name][data-seat='{i}']").input_value() for i in range(4)]
    assert names == ["Computer 1", "Ken", "Computer 2", "Computer 3"]
    set_setting(page, "sound", "on")
    assert not_ready(page), "the choices were to be made before the engine was ready"
    watch_setup(page)
    held.release()
    page.wait_for_selector("html[data-ready]", timeout=READY_TIMEOUT_MS)
    assert page.evaluate("window.__setupChanges") == []
    expect(page.locator("button[data-cmd=sound][data-arg=on]")).to_have_attribute("aria-pressed", "true")
    page.select_option("select[data-field=kind][data-seat='0']", "human")  # the app renames as the early screen did
    expect(page.locator("input[data-field=name][data-seat='0']")).to_have_value("Mai")
    expect(page.locator("input[data-field=name][data-seat='3']")).to_have_value("Computer 2")


def test_an_early_start_waits_for_the_engine_and_then_starts_by_itself(page: Page, site_url: str, problems) -> None:
    held = open_held(page, site_url, width=390, height=844)
    page.click("button[data-cmd=choose-game][data-arg=extreme]")
    page.click("button[aria-label='One player more']")
    page.fill("input[data-field=name][data-seat='0']", "Kai")
    page.click("button[data-cmd=start]")
    expect(page.locator(".starting-note")).to_contain_text(WAITING)
    expect(page.locator(".starting-note")).to_have_text(re.compile(r"\(\d+%\)$"))
    expect(page.locator("button[data-cmd=start]")).to_have_class(re.compile(r"\bstarting\b"))
    assert not_ready(page)
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / "first-screen-early-start-390.png"))

    held.release()
    page.wait_for_selector("#play, #handoff", timeout=READY_TIMEOUT_MS)  # no tap: it starts by itself
    assert page.evaluate("location.hash").startswith("#/play/extreme-")
    assert [(s["name"], s["kind"]) for s in saved_seats(page)] == [("Kai", "human"), ("Computer 1", "bot"), ("Computer 2", "bot")]
    page.click("button[data-cmd=home]")
    expect(page.locator(".save")).to_have_count(1)  # one game, started once


def test_rules_tapped_early_open_once_ready_and_saved_games_follow(page: Page, site_url: str, problems) -> None:
    """A tap the page can't answer alone waits, in words; the saved games (read by Python) are
    announced, then listed."""
    page.context.add_init_script("localStorage.setItem('ramen.save.broken', '{not json')")
    held = open_held(page, site_url)
    expect(page.locator("#home .saves")).to_contain_text("Looking for your saved games")
    page.click("#home .setup-sheet button[data-cmd=rules][data-arg=fury]")
    expect(page.locator("#home-message")).to_contain_text("The rules of Ramen Fury open as soon as everything has loaded")
    held.release()
    expect(page.locator("#rules h1")).to_have_text("Rules of Ramen Fury", timeout=READY_TIMEOUT_MS)
    page.click("button[data-cmd=back]")
    expect(page.locator(".save.damaged[data-save=broken]")).to_have_count(1)


#: words of the machinery, which a player neither knows nor cares about (tests/unit/test_loading_words.py)
TECHNICAL = re.compile(r"python|pyodide|pyscript|runtime|web ?assembly|wasm|engine|module|interpreter", re.I)
#: every text the loading line and the waiting notes show, recorded as it changes (before any script runs)
RECORD_LOADING_WORDS = """(() => { window.__loadingWords = [];
    const look = () => { for (const node of document.querySelectorAll('#load-status, .starting-note, #home-message')) {
        const text = node.textContent.trim();
        if (text && !window.__loadingWords.includes(text)) window.__loadingWords.push(text); } };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true }); })()"""


def test_what_the_page_says_while_it_loads_is_in_a_players_words(page: Page, site_url: str, problems) -> None:
    """Each stage of the load said as the kitchen's work ("Heating the broth…"), and a Start tapped before
    the page is ready says it waits for it: no word of the machinery anywhere."""
    page.context.add_init_script(RECORD_LOADING_WORDS)
    held = open_held(page, site_url, width=390, height=844)
    page.click("button[data-cmd=start]")
    expect(page.locator(".starting-note")).to_contain_text(WAITING)
    held.release()
    page.wait_for_selector("#play, #handoff", timeout=READY_TIMEOUT_MS)
    words: list[str] = page.evaluate("window.__loadingWords")
    stages = [text for text in words if text.endswith("…")]
    assert len(set(stages)) >= 3, f"the stages are said as they come: {words}"
    technical = [text for text in words if TECHNICAL.search(text)]
    assert not technical, technical


def test_a_page_opened_on_another_screen_shows_the_loading_screen_not_the_home_screen(page: Page, site_url: str, problems) -> None:
    held = open_held(page, site_url, hash_="#/rules/ink")
    expect(page.locator("#loading h1")).to_be_visible()
    expect(page.locator("#home")).to_be_hidden()
    held.release()
    expect(page.locator("#rules h1")).to_have_text("Rules of Ramen Ink", timeout=READY_TIMEOUT_MS)
    page.evaluate("location.hash = '#/'")
    expect(page.locator("#home")).to_be_visible()  # the app's own home screen, no longer hidden
