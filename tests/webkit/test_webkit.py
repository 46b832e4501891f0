"""The page in WebKit (WebKitGTK, the engine of Safari on an iPad; like Safari it has no
``WebAssembly.Suspending``): it boots, plays a whole seeded game of each title by taps on the board,
resumes exactly after a reload, opens a game link in the replay viewer and, after one visit, reloads and
plays with the server gone (its service worker). One browser for the module; see conftest.py for the
guard that fails a test on any error or request off 127.0.0.1."""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest

from ramen.arena import play_game
from ramen.core.link import link_fragment
from ramen.core.record import Record, SeatInfo
from ramen.core.registry import get_game
from ramen.core.timeline import Timeline
from ramen.ui.markup.pictures import shown_small, symbols
from tests.browser.screens import save_json
from tests.webkit.conftest import PAGE_GONE, READY_TIMEOUT_S, GuardedSite, take_problems, wait_for

#: Selenium 4.51's own WebKitGTK driver still passes remote_server_addr the deprecated way
pytestmark = [pytest.mark.filterwarnings("ignore:setting remote_server_addr:DeprecationWarning"),
              # a test during which WebKit's page died (see conftest.ensure_session) runs once more, in a new
              # session, listed as RERUN in the summary; any other failure is not run again
              pytest.mark.flaky(reruns=1, only_rerun=[re.escape(words) for words in PAGE_GONE])]

#: the page's query for the tests: fixed seeds for new games, computers without pauses
SEED = 4242
QUERY = f"?seed={SEED}&botdelay=0"
#: buttons the random player never presses: leaving the game, rules, undo and cancel (they could loop
#: forever), a hint (the strong level's search: slow), rematch, settings, the computers' pace, the turn sound and a
#: turn played again on the board with its Back to now (no moves; a replay runs on the clock)
NOT_RANDOM = ":not([popovertarget])" + "".join(f":not([data-cmd={cmd}])" for cmd in (
    "home", "rules", "undo", "cancel", "hint", "rematch", "ui", "pace", "sound", "theme", "text", "turn-again", "turn-again-stop"))
#: buttons the random player presses only when there is nothing else: Ramen Extreme's dice to hold
#: (toggling them back and forth makes a game of hundreds of taps)
SIDE_STEPS = ".die-slot button"
#: a computer's step and the next screen, on a busy machine
STEP_TIMEOUT_S = 60

#: one step of the game loop in the tab, a frame after the last tap (a patch's scroll, put back or to what
#: comes next, is in the frame after it): what to do next, the button for it, and whether that button is in
#: the window and on top at its centre already (else ``tap`` brings it there first)
NEXT_STEP = """
const [pick, done] = arguments;
requestAnimationFrame(() => {
  const root = document.documentElement;
  if (root.hasAttribute('data-busy') || root.hasAttribute('data-revealing')) return done(['busy', null, false]);
  if (document.querySelector('[data-game-over]')) return done(['over', null, false]);
  const ready = document.querySelector('#handoff button[data-cmd=handoff-ready]');
  const all = [...document.querySelectorAll('#play button:enabled%s')].filter(b => b.getClientRects().length);
  const moves = all.filter(b => !b.matches(%s));
  const buttons = moves.length ? moves : all;
  if (!ready && !buttons.length) return done(['stuck', document.querySelector('#play .status')?.textContent || '', false]);
  const el = ready || buttons[Math.floor(pick * buttons.length)];
  const r = el.getBoundingClientRect(), there = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
  done([ready ? 'handoff' : 'click', el, r.top >= 0 && r.bottom <= innerHeight && !!there && (there === el || el.contains(there))]);
});
""" % (NOT_RANDOM, json.dumps(SIDE_STEPS))

#: the game screen as text: every element with its attributes in name order (the page updates attributes
#: in place, so their order in the HTML depends on how the screen was reached, not on what it shows)
BOARD = """
const write = (node) => {
  if (node.nodeType === Node.TEXT_NODE) return node.data;
  if (node.nodeType !== Node.ELEMENT_NODE) return '';
  const attributes = [...node.attributes].map(a => `${a.name}="${a.value}"`).sort().join(' ');
  return `<${node.localName} ${attributes}>` + [...node.childNodes].map(write).join('') + `</${node.localName}>`;
};
return write(document.querySelector('#play'));
"""


def open_app(tab: Any, site: GuardedSite, query: str = QUERY, fragment: str = "") -> None:
    """Load the page (a new document) and wait until it is ready."""
    tab.get(site.url + query + fragment)
    wait_for(tab, "document.documentElement.hasAttribute('data-ready')", READY_TIMEOUT_S, "the page never got ready")


def at_home(tab: Any, site: GuardedSite) -> None:
    """The home screen of a page loaded with the tests' query (loaded once, then reached by its route)."""
    loaded = tab.execute_script("return location.href.split('#')[0]") == site.url + QUERY
    if not loaded or not tab.execute_script("return document.documentElement.hasAttribute('data-ready')"):
        open_app(tab, site)
    tab.execute_script("location.hash = '#/'")
    wait_for(tab, "document.querySelector('#home') && !document.documentElement.hasAttribute('data-busy')",
             STEP_TIMEOUT_S, "no home screen")


def saves(tab: Any) -> dict[str, str]:
    """Every saved game's raw text, by localStorage key."""
    return tab.execute_script("""return Object.fromEntries(Object.keys(localStorage)
        .filter(k => k.startsWith('ramen.save.')).map(k => [k, localStorage.getItem(k)]));""")


def saved_actions(text: str) -> list[str]:
    return json.loads(text)["record"]["actions"]


#: what covers a button that WebDriver could not click: its centre, what is there, the window
COVERED = """
const r = arguments[0].getBoundingClientRect(), x = r.x + r.width / 2, y = r.y + r.height / 2;
const there = document.elementFromPoint(x, y);
return `button ${arguments[0].outerHTML.slice(0, 200)} at ${Math.round(x)},${Math.round(y)} in a window of ` +
  `${innerWidth}x${innerHeight} scrolled to ${scrollY}; there: ${there ? there.outerHTML.slice(0, 300) : 'nothing'}`;
"""


#: scroll ``element`` to the window's middle unless it is in view and on top (and unless the page's own
#: scroll is still going: then nothing),
#: let two frames pass (a patch in the same frame puts the page's scroll back), and say whether it is
#: there: inside the window and on top at its centre
CENTRED = """
const [el, done] = arguments;
if (document.documentElement.hasAttribute('data-revealing')) return done('the page is scrolling');
const on_top = (r) => { const there = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
  return !!there && (there === el || el.contains(there)); };
const r0 = el.getBoundingClientRect();
if (!(r0.top >= 0 && r0.bottom <= innerHeight && on_top(r0))) el.scrollIntoView({block: 'center', inline: 'nearest'});
requestAnimationFrame(() => requestAnimationFrame(() => {
  const r = el.getBoundingClientRect(), there = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
  // (under what sticks at the window's top, it is brought to the middle at the next look)
  if (document.documentElement.hasAttribute('data-revealing')) return done('the page began to scroll');
  if (!(r.top >= 0 && r.bottom <= innerHeight)) return done(`at ${Math.round(r.top)}..${Math.round(r.bottom)}, scrolled to ${scrollY}`);
  if (!there || !(there === el || el.contains(there))) return done('covered by ' + (there ? there.outerHTML.slice(0, 120) : 'nothing'));
  done(true);
}));
"""


def tap(tab: Any, element: Any) -> None:
    """Click ``element`` as WebDriver does (hit at its centre); say what covered it. WebKitGTK's driver
    leaves a button cut by the window's bottom edge where it is, and then finds its centre outside the
    window ("intercepted"): the button is brought to the middle first, as a person would scroll, once the
    page's own scroll (static/morph.js) has ended, and looked at again until it stays there."""
    seen: list[Any] = []

    def centred(driver: Any) -> bool:
        seen.append(driver.execute_async_script(CENTRED, element))
        return seen[-1] is True

    from selenium.common.exceptions import TimeoutException
    try:
        wait_for(tab, centred, STEP_TIMEOUT_S)
    except TimeoutException:
        raise AssertionError(f"the button never stayed in view ({len(seen)} looks, the last: {seen[-3:]}): "
                             + tab.execute_script(COVERED, element)) from None
    click_in_view(tab, element)


def click_in_view(tab: Any, element: Any) -> None:
    """Click ``element``, found in the window and on top at its centre, as WebDriver does; say what covered it."""
    from selenium.common.exceptions import ElementClickInterceptedException, ElementNotInteractableException

    try:
        element.click()
    except ElementClickInterceptedException:
        raise AssertionError("click intercepted: " + tab.execute_script(COVERED, element)) from None
    except ElementNotInteractableException:
        raise AssertionError("not interactable: " + tab.execute_script(COVERED, element)) from None


def click(tab: Any, selector: str) -> None:
    tap(tab, tab.find_element("css selector", selector))


def start_game(tab: Any, game: str, kinds: list[str], level: str = "easy") -> None:
    """From the home screen: choose ``game``, one seat per kind ("human" or "bot" at ``level``), start."""
    from selenium.common.exceptions import TimeoutException
    from selenium.webdriver.support.ui import Select

    click(tab, f"button[data-cmd=choose-game][data-arg={game}]")
    rows = "return document.querySelectorAll('#home .seats .seat-row').length"
    while tab.execute_script(rows) < len(kinds):
        click(tab, "button[data-cmd=seats][aria-label='One player more']")
    while tab.execute_script(rows) > len(kinds):
        click(tab, "button[data-cmd=seats][aria-label='One player fewer']")
    for seat, kind in enumerate(kinds):
        Select(tab.find_element("css selector", f"select[data-field=kind][data-seat='{seat}']")).select_by_value(kind)
        if kind == "bot":
            wait_for(tab, f"document.querySelector(\"select[data-field=level][data-seat='{seat}']\")", STEP_TIMEOUT_S)
            Select(tab.find_element("css selector", f"select[data-field=level][data-seat='{seat}']")).select_by_value(level)
    click(tab, "button[data-cmd=start]")
    # the first game of a title also loads its engine into Pyodide
    try:
        wait_for(tab, "document.querySelector('#play, #handoff, #end')", READY_TIMEOUT_S, "the game did not start")
    except TimeoutException:
        raise AssertionError(f"the game did not start: {tab.execute_script(PAGE_STATE)}; "
                             f"the guard saw: {take_problems(tab)}") from None


#: what the page shows and holds, for a failure's message: its screen and flags, its clock and visibility
#: (a page that no longer runs, or is hidden, draws no frame), and the last steps it measured (ramen:*, kept
#: by the guard)
PAGE_STATE = """const html = document.documentElement;
return JSON.stringify({hash: location.hash, flags: [...html.attributes].map(a => `${a.name}=${a.value}`),
  screen: (document.querySelector('main') || {}).id, message: (document.querySelector('.message') || {}).textContent,
  start: (document.querySelector('button[data-cmd=start]') || {}).outerHTML,
  controller: !!(navigator.serviceWorker && navigator.serviceWorker.controller),
  log: (document.querySelector('.log-lines') || {}).textContent,
  now: Math.round(performance.now()), visibility: document.visibilityState,
  last_steps: window.__ramenSteps || null});"""


def play(tab: Any, seed: int, until: Any = None, max_clicks: int = 3000) -> int:
    """Tap random enabled buttons of the game screen (the person's moves; computers play by themselves)
    until the end screen, or until ``until(tab)`` holds; returns the taps made."""
    rng = random.Random(seed)
    for taps in range(max_clicks):
        pick = rng.random()  # one draw per tap, however long the computer thinks: the same game every run
        step, target, in_view = tab.execute_async_script(NEXT_STEP, pick)
        while step == "busy":
            wait_for(tab, "!document.documentElement.hasAttribute('data-busy') && !document.documentElement.hasAttribute('data-revealing')",
                     STEP_TIMEOUT_S, "a computer never finished, or the page's own scroll never ended")
            step, target, in_view = tab.execute_async_script(NEXT_STEP, pick)
        if step == "over" or (until is not None and until(tab)):
            return taps
        assert step != "stuck", f"no enabled button while the game is not over: {target}"
        if in_view:
            click_in_view(tab, target)
        else:
            tap(tab, target)
    raise AssertionError(f"the game did not end within {max_clicks} taps")


def test_boots_in_webkit_without_errors(tab: Any, guarded_site: GuardedSite) -> None:
    """The page gets ready in WebKit, which (like Safari) has no WebAssembly.Suspending, and shows the
    home screen with the three games."""
    open_app(tab, guarded_site)
    assert tab.execute_script("return typeof WebAssembly.Suspending") == "undefined"
    assert "AppleWebKit" in tab.execute_script("return navigator.userAgent")
    games = tab.execute_script("""return [...document.querySelectorAll('#home button[data-cmd=choose-game]')]
        .map(b => b.dataset.arg)""")
    assert sorted(games) == ["extreme", "fury", "ink"]
    # the small drawings become bitmaps here too (static/bitmaps.js: a canvas of an SVG image is readable)
    drawn = wait_for(tab, "document.documentElement.getAttribute('data-bitmaps')", STEP_TIMEOUT_S, "no bitmaps")
    assert int(drawn) == len([name for name in symbols() if shown_small(name)])
    local = tab.execute_script("""return performance.getEntriesByType('resource')
        .filter(e => !e.name.startsWith('http://127.0.0.1')).map(e => e.name)""")
    assert local == []


# Once, in a fresh-clone run at load 2-4, the offline game's Start was not answered within 120 s; the 13
# runs of this test since passed (4, then 9 at a load of 7-17: 6 of this test alone, 3 of the module), and
# the cause is not known yet: one more try, listed as RERUN in the summary, while the failure's message says
# what the page showed, its clock and its last measured steps (PAGE_STATE) and what the guard saw
@pytest.mark.flaky(reruns=1)
def test_after_one_visit_it_reloads_and_plays_offline(tab: Any, guarded_site: GuardedSite) -> None:
    """WebKitGTK's service worker: once it controls the page (the whole site stored), the server stops;
    the page reloads, starts a game and plays it."""
    at_home(tab, guarded_site)
    wait_for(tab, f"navigator.serviceWorker.controller && document.documentElement.dataset.appVersion === "
                   f"{json.dumps(guarded_site.version)}", READY_TIMEOUT_S, "no service worker took control")
    guarded_site.stop()
    try:
        tab.refresh()
        wait_for(tab, "document.documentElement.hasAttribute('data-ready')", READY_TIMEOUT_S, "no offline start")
        assert tab.execute_script("return navigator.serviceWorker.controller !== null")
        at_home(tab, guarded_site)
        before = saves(tab)
        start_game(tab, "ink", ["human", "bot"])

        def moved(_tab: Any) -> bool:
            new = set(saves(tab)) - set(before)
            return bool(new) and len(saved_actions(saves(tab)[new.pop()])) >= 3
        play(tab, seed=SEED + 2, until=moved)
    finally:
        guarded_site.start()


@pytest.mark.parametrize("game", ["ink", "fury", "extreme"])
def test_a_whole_seeded_game_against_the_computer(tab: Any, guarded_site: GuardedSite, game: str) -> None:
    """A person against one computer, by taps on the board, to the end screen; the save is the finished
    game and its record replays (here, in CPython) to the end. The computer is easy, but in Extreme normal:
    an easy computer never claims, so an Extreme game against it runs to the round limit (about 400 of the
    person's moves instead of 100: 140-163 s of the module's 240-286, now 28-33 s); in Fury a normal one
    made the game longer (86-97 s, easy 57-64)."""
    at_home(tab, guarded_site)
    before = saves(tab)
    start_game(tab, game, ["human", "bot"], level="normal" if game == "extreme" else "easy")
    taps = play(tab, seed=SEED)
    assert taps > 0
    assert tab.execute_script("return document.querySelector('#end[data-game-over]') !== null")
    (key,) = set(saves(tab)) - set(before)
    record = Record.from_json(json.loads(saves(tab)[key])["record"])
    assert record.game == game and record.seed == SEED
    assert get_game(game).to_act(record.replay(get_game(game))) is None  # the game is over


#: Ramen Fury's board waits for seat 0, the person, and no computer is working
PERSON_TO_ACT = """return document.querySelector('#play .fury-board')?.dataset.toAct === '0'
    && !document.documentElement.hasAttribute('data-busy');"""


def test_a_reload_mid_game_resumes_exactly(tab: Any, guarded_site: GuardedSite) -> None:
    """A few moves into Ramen Fury (the game with hidden hands and a turn of several moves), a reload
    shows the same board and keeps the same save."""
    at_home(tab, guarded_site)
    before = saves(tab)
    start_game(tab, "fury", ["human", "bot"])

    def moved_enough(_tab: Any) -> bool:  # six moves in, and the person to act (no computer about to)
        new = set(saves(tab)) - set(before)
        return (bool(new) and len(saved_actions(saves(tab)[new.pop()])) >= 6
                and tab.execute_script(PERSON_TO_ACT))
    play(tab, seed=SEED + 1, until=moved_enough)
    assert not tab.execute_script("return document.querySelector('[data-game-over]') !== null")
    (key,) = set(saves(tab)) - set(before)
    shown, saved, route = tab.execute_script(BOARD), saves(tab)[key], tab.execute_script("return location.hash")

    tab.refresh()
    wait_for(tab, "document.documentElement.hasAttribute('data-ready') && (() => { " + PERSON_TO_ACT + " })()",
             READY_TIMEOUT_S, "the game did not resume")
    assert tab.execute_script("return location.hash") == route
    assert saves(tab)[key] == saved
    assert tab.execute_script(BOARD) == shown


def test_a_game_link_opens_the_replay(tab: Any, guarded_site: GuardedSite) -> None:
    """A finished Ramen Extreme game (played here by two normal computers) sent as a link opens in the
    replay viewer, and opening it saves nothing."""
    game = get_game("extreme")
    texts: list[str] = []
    play_game(game, 11, ["normal", "normal"], texts=texts)
    record = Record(game="extreme", seed=11, actions=texts,
                    seats=[SeatInfo(name=f"Computer {seat + 1}", kind="bot", level="normal") for seat in range(2)])
    at_home(tab, guarded_site)
    before = saves(tab)
    open_app(tab, guarded_site, query="?botdelay=0", fragment=link_fragment(record))
    wait_for(tab, "document.querySelector('#replay')", STEP_TIMEOUT_S, "no replay viewer")
    replay = tab.execute_script("const r = document.querySelector('#replay'); return [r.dataset.game, r.dataset.length, r.dataset.over]")
    assert replay == ["extreme", str(Timeline(game, record).length), "true"]
    assert saves(tab) == before


def test_scanning_with_no_camera_says_to_type_the_code(tab: Any, guarded_site: GuardedSite) -> None:
    """WebKitGTK has no camera, as an iPad whose player said "Don't allow" has none. Join a table, then
    Scan the QR code: the page says in a sentence to type the code instead and puts focus in the code box,
    and no promise rejection reaches the page (the guard fails the test on one: WebKit rejects the camera
    with a value Pyodide cannot raise, which once left an unhandled "invalid exception object")."""
    at_home(tab, guarded_site)
    click(tab, "button[data-cmd=net-join]")
    wait_for(tab, "document.querySelector('#net-join button[data-cmd=net-scan][data-arg=host-code]')", STEP_TIMEOUT_S,
             "the join screen has no Scan the QR code (WebKitGTK has navigator.mediaDevices)")
    click(tab, "#net-join button[data-cmd=net-scan][data-arg=host-code]")
    wait_for(tab, "(document.querySelector('#net-join .message.error') || {}).textContent === "
                  "'No camera here, or it was not allowed: type the code instead.'", STEP_TIMEOUT_S,
             "no sentence saying the camera is not there")
    assert tab.execute_script("return document.activeElement && document.activeElement.id") == "host-code"
    assert not tab.execute_script("return document.querySelector('.net-camera-box') !== null")


#: a lesson's step shown, once the page is still: its number, whether it is the finish, its marked control
LESSON_STEP = """const root = document.documentElement;
if (root.hasAttribute('data-busy') || root.hasAttribute('data-revealing')) return null;
const guide = document.querySelector('#play.tutorial #guide');
if (!guide) return null;
return [guide.dataset.step, guide.classList.contains('guide-done'),
        document.querySelector('#play :is(#board, #play-dock) button.hinted:enabled, #play #strip button.hinted:enabled')];"""


@pytest.mark.parametrize("game", ["fury", "ink", "extreme"])
def test_a_lesson_finishes_by_its_marked_controls(tab: Any, guarded_site: GuardedSite, game: str) -> None:
    """Learn to play in WebKit: from the home screen's Learn button to the lesson's finish, tapping only
    the control each step marks."""
    at_home(tab, guarded_site)
    click(tab, f"#home button[data-cmd=choose-game][data-arg={game}]")
    click(tab, f"#home button[data-cmd=learn][data-arg={game}]")
    steps: set[str] = set()
    for _ in range(200):
        step, done, marked = wait_for(tab, lambda driver: driver.execute_script(LESSON_STEP), STEP_TIMEOUT_S,
                                      "the lesson's step never came, or the page never got still")
        steps.add(step)
        if done:
            break
        assert marked is not None, f"{game}: nothing marked at step {step}"
        tap(tab, marked)
    else:
        raise AssertionError(f"{game}: the lesson did not end within 200 taps")
    assert len(steps) > 5


#: the doors of the home screen the walk goes through, each the taps that open it: every game started, each
#: lesson and rules page, the statistics, a saved game continued, replayed and shared, and Join a table.
#: Not walked here: Play on several devices (its host screen makes WebRTC offers at once, and WebRTC runs
#: only in the network namespace of tests/browser/test_devices.py) and Open a game file (a native dialog)
DOORS: list[tuple[str, ...]] = [
    *[(f"#home button[data-cmd=choose-game][data-arg={game}]", "#home button[data-cmd=start]") for game in ("ink", "fury", "extreme")],
    *[(f"#home button[data-cmd=choose-game][data-arg={game}]", f"#home button[data-cmd=learn][data-arg={game}]")
      for game in ("ink", "fury", "extreme")],
    *[(f"#home button[data-cmd=choose-game][data-arg={game}]", f"#home button[data-cmd=rules][data-arg={game}]")
      for game in ("ink", "fury", "extreme")],
    ("#home button[data-cmd=stats]",), ("#home button[data-cmd=continue]",), ("#home button[data-cmd=replay]",),
    ("#home button[data-cmd=share]",), ("#home button[data-cmd=net-join]",),
]
#: Play on several devices: walked where the browser has no WebRTC (WebKitGTK), so none runs outside the
#: devices test's network namespace; its host screen then says why no code can be made
NO_WEBRTC_DOORS: list[tuple[str, ...]] = [("#home button[data-cmd=net-host]",)]
#: taps at random on each screen a door opens
WALK_TAPS = 4
#: what the walk never taps: home (it goes home itself), a download or the file choosers (native dialogs),
#: a hint (the strong level's search: slow, and the lesson and game tests tap it), several devices (WebRTC)
WALK_NEVER = "".join(f":not([data-cmd={cmd}])" for cmd in ("home", "download-save", "download-game", "open-file", "restore",
                                                              "hint", "net-host", "tutorial-real"))
#: one enabled control of the screen, at random (the argument), once the page is still: [screen, button]; while a
#: sheet is open (a popover, such as the settings), one of the sheet's: what lies under it is out of reach
WALK_PICK = """const root = document.documentElement;
if (root.hasAttribute('data-busy') || root.hasAttribute('data-revealing')) return null;
const main = document.querySelector('main');
if (!main) return null;
const sheet = [...main.querySelectorAll('[popover]')].find((p) => p.matches(':popover-open'));
const all = [...(sheet || main).querySelectorAll('button:enabled%s')].filter((b) => b.checkVisibility ? b.checkVisibility() : b.offsetParent);
return [main.id + (main.classList.contains('tutorial') ? '.tutorial' : ''), all.length ? all[Math.floor(arguments[0] * all.length)] : false];
""" % WALK_NEVER


def test_random_taps_over_every_screen_the_home_screen_reaches(tab: Any, guarded_site: GuardedSite) -> None:
    """A new player's taps (seeded): through each door of the home screen, a few taps at random on what
    it opens (and on what those open), then home again; the guard fails the test on any page error,
    unhandled rejection or console error. Every kind of screen is met."""
    from selenium.common.exceptions import StaleElementReferenceException

    rng = random.Random(SEED)
    met: set[str] = set()
    # a finished game among the saves, for the replay's door (the walk may run alone)
    texts: list[str] = []
    play_game(get_game("ink"), 12, ["normal", "normal"], texts=texts)
    finished = Record(game="ink", seed=12, actions=texts,
                      seats=[SeatInfo(name=f"Computer {seat + 1}", kind="bot", level="normal") for seat in range(2)])
    at_home(tab, guarded_site)
    tab.execute_script("localStorage.setItem(arguments[0], arguments[1])", "ramen.save.ink-walk-1",
                       save_json("ink-walk-1", finished))
    no_webrtc = tab.execute_script("return typeof RTCPeerConnection === 'undefined'")
    for door in DOORS + (NO_WEBRTC_DOORS if no_webrtc else []):
        at_home(tab, guarded_site)
        if door in NO_WEBRTC_DOORS:
            second_person(tab)
        for selector in door:
            click(tab, selector)
        wait_for(tab, "(document.querySelector('main') || {id: 'home'}).id !== 'home'", READY_TIMEOUT_S,
                 f"{door} never left the home screen")  # (a game or a lesson opens once its engine is ready)
        for _ in range(WALK_TAPS):
            pick = rng.random()  # one draw per tap, however long the page takes: the same walk every run
            def look(driver: Any) -> Any:
                try:
                    return driver.execute_script(WALK_PICK, pick)
                except StaleElementReferenceException:  # drawn anew while it was handed over: look again
                    return None

            for _look in range(5):
                screen, target = wait_for(tab, look, READY_TIMEOUT_S, f"the page never got still after {door}")
                if target is False:
                    break
                try:
                    tap(tab, target)
                    break
                except StaleElementReferenceException:  # the screen changed under it (a tap's work done later)
                    continue
            met.add(screen)
            if target is False:
                break
    assert {"play", "play.tutorial", "rules", "stats", "replay", "share", "net-join"} <= met, sorted(met)
    assert not no_webrtc or "net-host" in met, sorted(met)


#: Back up all games' file, caught as the page hands it to the browser (WebKitGTK's driver has no downloads;
#: the bitmaps static/bitmaps.js makes of the small drawings are blobs too, images, and not counted)
CATCH_DOWNLOADS = """window.__backups = [];
if (!window.__urlCaught) {
  window.__urlCaught = true;
  const make = URL.createObjectURL.bind(URL);
  URL.createObjectURL = (blob) => { if (!blob.type.startsWith('image/')) window.__backups.push(blob); return make(blob); };
}"""
#: give the hidden Restore a backup input a file (as the chooser would) and tell the page
CHOOSE_BACKUP = """const [text, name] = arguments;
const said = document.querySelector('#keep-said'); if (said) said.remove();
const input = document.querySelector('#backup-file-input');
const files = new DataTransfer();
files.items.add(new File([text], name, {type: 'application/json'}));
input.files = files.files;
input.dispatchEvent(new Event('change', {bubbles: true}));"""


def restore_in(tab: Any, text: str, name: str) -> str:
    tab.execute_script(CHOOSE_BACKUP, text, name)
    return wait_for(tab, "(document.querySelector('#keep-said') || {}).textContent", STEP_TIMEOUT_S, "the restore said nothing")


def test_back_up_clear_the_site_restore_the_same_games_and_statistics(tab: Any, guarded_site: GuardedSite) -> None:
    """In Safari's engine: the line on keeping the games is Safari's (7 days, Add to Home Screen);
    Back up all games, clear what a script may clear of the site (localStorage, IndexedDB, caches, the
    service worker), Restore a backup: every game, text for text, and the same statistics; a damaged
    backup changes nothing and says what is wrong."""
    from tests.backup_saves import CLEAR_SITE, planted_saves

    at_home(tab, guarded_site)
    assert tab.execute_async_script(f"{CLEAR_SITE}.then(arguments[0])") == 0  # only the planted games
    planted = planted_saves()
    tab.execute_script("for (const [k, v] of Object.entries(arguments[0])) localStorage.setItem(k, v);", planted)
    open_app(tab, guarded_site)
    line = wait_for(tab, "(document.querySelector('#keep-line') || {}).textContent", STEP_TIMEOUT_S, "no line on keeping the games")
    assert "Safari clears a site's games after 7 days" in line and "Add to Home Screen" in line, line

    def stats() -> str:
        tab.execute_script("location.hash = '#/stats'")
        text = wait_for(tab, "(document.querySelector('#stats') || {}).innerText", STEP_TIMEOUT_S, "no statistics")
        tab.execute_script("location.hash = '#/'")
        wait_for(tab, "document.querySelector('#home')", STEP_TIMEOUT_S, "no home screen")
        return text

    statistics = stats()
    tab.execute_script(CATCH_DOWNLOADS)
    click(tab, "#home button[data-cmd=backup][data-key=backup]")
    wait_for(tab, "window.__backups.length === 1", STEP_TIMEOUT_S, "no backup file was made")
    backup_text = tab.execute_async_script("window.__backups[0].text().then(arguments[0])")
    assert "Backed up 4 games" in wait_for(tab, "(document.querySelector('#keep-said') || {}).textContent", STEP_TIMEOUT_S)

    assert tab.execute_async_script(f"{CLEAR_SITE}.then(arguments[0])") == 0
    open_app(tab, guarded_site)
    wait_for(tab, "document.querySelector('#home .saves p.empty')", STEP_TIMEOUT_S, "the cleared site still lists games")
    assert restore_in(tab, backup_text, "backup.json") == "Restored the backup of 4 games: 4 games added."
    assert saves(tab) == planted
    assert stats() == statistics

    damaged = json.loads(backup_text)
    damaged["saves"][0]["updated"] += 1
    tab.execute_script("localStorage.removeItem('ramen.save.fury-backup-going')")
    before = saves(tab)
    said = restore_in(tab, json.dumps(damaged), "damaged.json")
    assert "game 1 of the backup can't be read: the save does not match its check" in said and said.endswith("Nothing was changed.")
    assert saves(tab) == before


def choose_file(tab: Any, input_id: str, text: str, name: str) -> None:
    """Give the page's hidden file input ``input_id`` a file, as its chooser would (WebKitGTK's driver
    can't answer a native dialog), and tell the page it changed."""
    tab.execute_script("""const [id, text, name] = arguments;
const files = new DataTransfer();
files.items.add(new File([text], name, {type: 'application/json'}));
const input = document.getElementById(id);
input.files = files.files;
input.dispatchEvent(new Event('change', {bubbles: true}));""", input_id, text, name)


def test_open_a_game_file_finished_and_in_progress_and_a_bad_one(tab: Any, guarded_site: GuardedSite) -> None:
    """Open a game file in WebKit: a finished game opens in the replay viewer, one in progress among the
    saved games; a file that is not a game says so on the home screen and changes nothing."""
    from ramen.core.link import game_file_text

    texts: list[str] = []
    play_game(get_game("fury"), 21, ["easy", "easy"], texts=texts)
    seats = [SeatInfo(name="Mai", kind="human"), SeatInfo(name="Computer 2", kind="bot", level="easy")]
    at_home(tab, guarded_site)
    choose_file(tab, "game-file-input", game_file_text(Record(game="fury", seed=21, actions=texts, seats=seats)), "done.json")
    wait_for(tab, "document.querySelector('#replay')", STEP_TIMEOUT_S, "a finished game file did not open the replay")
    at_home(tab, guarded_site)
    before = saves(tab)
    choose_file(tab, "game-file-input", game_file_text(Record(game="fury", seed=21, actions=texts[:9], seats=seats)), "going.json")
    wait_for(tab, "document.querySelector('#play')", STEP_TIMEOUT_S, "a game file in progress did not open the game")
    assert len(saves(tab)) == len(before) + 1
    at_home(tab, guarded_site)
    before = saves(tab)
    choose_file(tab, "game-file-input", '{"kind": "ramen-games/game", "format": 1', "cut.json")
    said = wait_for(tab, "(document.querySelector('#home-message') || {}).textContent", STEP_TIMEOUT_S, "a cut file said nothing")
    assert said.startswith("That file can't be opened: cut.json:"), said
    assert saves(tab) == before


def second_person(tab: Any) -> None:
    """Seat 2 a person (Play on several devices needs two)."""
    from selenium.webdriver.support.ui import Select

    Select(tab.find_element("css selector", "#home select[data-field=kind][data-seat='1']")).select_by_value("human")
    wait_for(tab, "document.querySelector('#home button[data-cmd=net-host]:enabled') && "
                  "document.querySelector(\"#home select[data-field=kind][data-seat='1']\").value === 'human'", STEP_TIMEOUT_S)


def test_play_on_several_devices_without_webrtc_says_why(tab: Any, guarded_site: GuardedSite) -> None:
    """WebKitGTK has no WebRTC (as a browser with it turned off): Play on several devices opens its table
    and says, for each seat, that no code can be made here and to pass this device round. No error
    reaches the page. (Where WebRTC exists it runs only in the devices
    test's network namespace, so this test does not run there.)"""
    at_home(tab, guarded_site)
    if not tab.execute_script("return typeof RTCPeerConnection === 'undefined'"):
        pytest.skip("this WebKit has WebRTC: it runs only inside the devices test's network namespace")
    second_person(tab)
    click(tab, "#home button[data-cmd=net-host]")
    said = wait_for(tab, "(document.querySelector('#net-host .invite-error, #net-host .message.error') || {}).textContent",
                    STEP_TIMEOUT_S, "the host screen never said why no code was made")
    assert "No code can be made here: this browser can't connect to other devices" in said, said
