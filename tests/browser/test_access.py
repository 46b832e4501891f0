"""Access for everyone, through the real page.

- axe-core (the pinned dev dependency, injected from node_modules) reports no violation, all default
  rules (WCAG 2.1 A and AA among them), on every screen of ``screens.AXE_SCREENS``, at 768x1024, and
  none of the rules a colour scheme can change in the dark scheme;
- all text, letter badges included, is at least 11 CSS px at the default size;
- one polite live region, not the board, announces each event of a computer turn once, in words;
- one seeded game per game is played to the end with the keyboard alone (Tab, Shift+Tab, Enter,
  Space, arrow keys), and after every action focus is on a control, never on <body>.
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from playwright.sync_api import Page
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from ramen.core.match import Match
from ramen.core.record import Record
from ramen.core.registry import get_game
from tests.browser import screens as S
from tests.browser.drivers import NOT_RANDOM
from tests.browser.pages import FAST, open_app

#: engine notation that must not reach a listener (p2, b3, p1b2)
NOTATION = re.compile(r"\b(p\d+b\d+|p\d+|b\d+)\b")
LIVE = "[aria-live], [role=status], [role=log], [role=alert], [role=marquee], [role=timer]"


@pytest.fixture
def screen_page(screen_page: Page) -> Page:
    """The module's shared page (tests/browser/conftest.py), at 768x1024."""
    S.resize(screen_page, 768, 1024)
    return screen_page


# --- axe and text size ----------------------------------------------------------------------------

def test_axe_core_comes_from_node_modules() -> None:
    """axe-core is a pinned dev dependency, installed by `npm ci` (tools/setup.sh)."""
    import json

    package = json.loads((S.ROOT / "package.json").read_text())
    version = package.get("devDependencies", {}).get("axe-core", "")
    assert re.fullmatch(r"4\.\d+\.\d+", version), f"axe-core must be pinned exactly (4.x.y) in devDependencies, not {version!r}"
    assert S.AXE_PATH.exists(), f"{S.AXE_PATH} is missing: run `npm ci` (tools/setup.sh test does)"


@pytest.mark.parametrize("name", S.AXE_SCREENS)
def test_axe_and_text_size_in_light_and_dark(screen_page: Page, site_url: str, name: str) -> None:
    """The screen, opened once at 768x1024, checked three ways (every failure of the three is reported):

    - no axe-core violation (all default rules; WCAG 2.1 A and AA);
    - letter badges and all text at least 11 CSS px (as rendered: SVG text scaled by its box);
    - the device turned dark: the page takes the dark scheme (the Device theme follows it), and axe finds no
      contrast problem there either (the rules a colour scheme can change; the others are the light run's)."""
    S.open_screen(screen_page, site_url, name)
    failures = []
    violations = S.run_axe(screen_page)
    if violations:
        failures.append(f"axe on {name}: {len(violations)} rules violated\n{S.format_axe(violations)}")
    tiny = [p for p in S.layout_problems(screen_page) if p["kind"] == "tiny-text"]
    if tiny:
        failures.append(f"{name}: {len(tiny)} texts under 11 px\n{S.format_layout(tiny[:12])}")
    screen_page.emulate_media(color_scheme="dark")
    try:
        screen_page.wait_for_function("document.documentElement.dataset.scheme === 'dark'")
        # the colours' transitions (a button's background) put at their end: axe reads the colours they end at
        screen_page.evaluate("() => document.getAnimations().filter(a => a instanceof CSSTransition).forEach(a => a.finish())")
        S.two_frames(screen_page)
        violations = S.run_axe(screen_page, S.COLOUR_RULES)
    finally:
        screen_page.emulate_media(color_scheme="light")
    if violations:
        failures.append(f"axe on {name}, dark: {len(violations)} rules violated\n{S.format_axe(violations)}")
    assert not failures, "\n".join(failures)


# --- the live region --------------------------------------------------------------------------------

#: collects what each live region receives: text added to it or changed inside it, in order
LISTEN_JS = """() => {
  const LIVE = %r;
  const ids = new WeakMap(); let next = 1;
  const idOf = (el) => { if (!ids.has(el)) ids.set(el, next++); return ids.get(el); };
  const heard = window.__heard = [];
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      const node = r.target.nodeType === 1 ? r.target : r.target.parentElement;
      const region = node && node.closest(LIVE);
      if (!region) continue;
      const polite = region.getAttribute('aria-live') || (['status', 'log'].includes(region.getAttribute('role')) ? 'polite' : 'assertive');
      if (r.type === 'characterData') heard.push({region: idOf(region), polite, text: r.target.data.trim()});
      for (const added of r.addedNodes) {
        const text = (added.textContent || '').trim();
        if (text) heard.push({region: idOf(region), polite, text});
      }
    }
  });
  observer.observe(document.body, {subtree: true, childList: true, characterData: true});
}""" % LIVE


def _bot_turn_start(game: Any, state: Any, match: Match) -> bool:
    seat = match.to_act
    return (seat is not None and match.record.seats[seat].is_bot and len(match.log) >= 10
            and match.log[-1][0] is not None and not match.record.seats[match.log[-1][0]].is_bot)


S.CONDITIONS["bot-turn-start"] = _bot_turn_start


def expected_lines(record: Record) -> list[str]:
    """The log lines of the computer turns that follow ``record``, as the page's bots will play them."""
    match = Match(get_game(record.game), Record.from_json(record.to_json()))
    before = len(match.log)
    while match.is_bot_turn():
        match.play(match.bot_choice())
    return [text for _, text in match.log[before:]]


@pytest.mark.parametrize("game", S.GAMES)
def test_one_polite_live_region_tells_a_computer_turn_once_in_words(screen_page: Page, site_url: str, game: str) -> None:
    """One polite live region, the board not inside it; over the computer turns after Mai's,
    it receives each event once (the log's words, no notation), then whose turn it is."""
    record = S.find_record(game, 1, 2, "bot-turn-start")
    lines = expected_lines(record)
    assert lines, "the position should be followed by computer moves"
    open_app(screen_page, site_url, FAST, reuse=True)
    S.go(screen_page, "#/")
    screen_page.evaluate(LISTEN_JS)
    S.plant(screen_page, record, f"live-{game}")
    S.settle(screen_page)
    # the region may be told a moment after the computers finish: wait (a while) until the last event
    # and then whose turn it is have been heard; the asserts below say what is missing if not
    try:
        screen_page.wait_for_function("""(last) => { const told = window.__heard.map(h => h.text).join('\\n');
            const at = told.lastIndexOf(last); return at >= 0 && /Mai|your turn/i.test(told.slice(at + last.length)); }""",
            arg=lines[-1], timeout=15_000)
    except PlaywrightTimeout:
        pass
    regions = screen_page.evaluate("""(live) => [...document.querySelectorAll(live)].map(e => ({
        tag: e.tagName, id: e.id, cls: e.className, live: e.getAttribute('aria-live'), role: e.getAttribute('role'),
        board: !!e.querySelector('.board, .fury-board, .ink-board, .extreme-board, button')}))""", LIVE)
    polite = [r for r in regions if r["live"] == "polite" or (r["live"] is None and r["role"] in ("status", "log"))]
    assert len(polite) == 1, f"want exactly one polite live region, found {len(polite)}: {polite}"
    assert not polite[0]["board"], f"the live region contains the board or its controls: {polite[0]}"
    heard = screen_page.evaluate("window.__heard")
    told = [h["text"] for h in heard if h["polite"] == "polite"]
    assert len({h["region"] for h in heard if h["polite"] == "polite"}) == 1, "announcements came from more than one live region (is it re-created on every render?)"
    joined = "\n".join(told)
    for line in set(lines):
        count, want = joined.count(line), lines.count(line)  # the same words twice when it happened twice
        assert count == want, f"the event {line!r} happened {want} times, was announced {count} times; heard:\n" + "\n".join(told)
    worded = [t for t in told if NOTATION.search(t)]
    assert not worded, f"announcements in notation, not words: {worded}"
    last = joined.rfind(lines[-1])
    assert re.search(r"Mai|your turn", joined[last + len(lines[-1]):], re.I), f"after the computers, whose turn it is was not said; heard:\n{joined}"


# --- keyboard only ---------------------------------------------------------------------------------

#: the sequential focus order: what Tab visits (no positive tabindex in this app)
TAB_ORDER_JS = """() => [...document.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex]')]
    .filter(e => !e.disabled && e.tabIndex >= 0 && !e.closest('[inert]') && e.checkVisibility({checkVisibilityCSS: true}))"""


def focus_state(page: Page) -> dict[str, Any]:
    """Where focus is, and how many Tab / Shift+Tab presses lead to window.__kbdTarget."""
    return page.evaluate(f"""() => {{
        const order = ({TAB_ORDER_JS})();
        const a = document.activeElement, t = order.indexOf(window.__kbdTarget), n = order.length;
        const i = order.indexOf(a);
        let forward = null, backward = null;
        if (t >= 0 && i >= 0) {{
            forward = t > i ? t - i : n - i + t + 1;
            backward = t < i ? i - t : i + (n - t) + 1;
        }} else if (t >= 0) {{  // focus on something Tab skips (a heading with tabindex=-1, <body>): Tab goes to what follows it
            let after = order.findIndex(e => a && a !== e && (a.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_FOLLOWING));
            if (after < 0) after = n;
            forward = t >= after ? t - after + 1 : n - after + t + 2;
            backward = t < after ? after - t : after + (n - t) + 1;
        }}
        return {{target: t, size: n, forward, backward, on_target: a === window.__kbdTarget,
                 body: !a || a === document.body || a === document.documentElement,
                 what: a ? (a.tagName + (a.id ? '#' + a.id : '') + ' ' + (a.getAttribute('data-cmd') || '') + ' ' + (a.textContent || '').trim().slice(0, 30)) : 'none'}};
    }}""")


def choose_target(page: Page, rng: random.Random) -> str:
    """Pick one enabled control of the screen at random (kept in window.__kbdTarget); returns its words."""
    return page.evaluate(f"""(pick) => {{
        const all = [...document.querySelectorAll('#play button:enabled{NOT_RANDOM}, #handoff button[data-cmd=handoff-ready]')]
            .filter(e => e.checkVisibility({{checkVisibilityCSS: true}}));
        if (!all.length) return '';
        const el = window.__kbdTarget = all[Math.floor(pick * all.length)];
        return (el.getAttribute('data-cmd') || '') + ' ' + (el.getAttribute('data-arg') || '') + ' ' + el.textContent.trim().slice(0, 30);
    }}""", rng.random())


def key_to_target(page: Page) -> None:
    """Move focus to window.__kbdTarget with Tab / Shift+Tab (the shorter way), then arrow keys
    inside a composite widget (roving focus) if Tab alone does not land on it."""
    state = focus_state(page)
    if state["on_target"]:
        return
    if state["target"] >= 0:
        key, presses = ("Tab", state["forward"]) if state["forward"] <= state["backward"] else ("Shift+Tab", state["backward"])
        for _ in range(presses):
            page.keyboard.press(key)
        if focus_state(page)["on_target"]:
            return
    # not in the plain Tab order (or the order moved): Tab until on it or inside its group, then arrows
    for _ in range(state["size"] + 2):
        page.keyboard.press("Tab")
        if focus_state(page)["on_target"]:
            return
        in_group = page.evaluate("""() => { const g = window.__kbdTarget.closest('[role=toolbar], [role=radiogroup], [role=grid], [role=listbox], [role=tablist], [role=menu]');
            return !!(g && g.contains(document.activeElement)); }""")
        if in_group:
            for arrow in ("ArrowRight", "ArrowDown") * 20:
                page.keyboard.press(arrow)
                if focus_state(page)["on_target"]:
                    return
    raise AssertionError(f"the control could not be reached with Tab, Shift+Tab and arrow keys: {focus_state(page)}")


def keyboard_game(page: Page, rng: random.Random, max_actions: int = 2000) -> tuple[int, list[str]]:
    """Play with the keyboard alone until the end screen; returns the actions and focus problems."""
    lost: list[str] = []
    for actions in range(max_actions):
        S.settle(page)
        if page.locator("[data-game-over]").count():
            state = focus_state(page)
            if state["body"]:
                lost.append("the end screen opened with focus on <body>")
            return actions, lost
        what = choose_target(page, rng)
        assert what, "no enabled control while the game is not over"
        key_to_target(page)
        page.keyboard.press(rng.choice(("Enter", " ")))
        S.settle(page)
        state = focus_state(page)
        if state["body"]:
            lost.append(f"after {what!r} (action {actions + 1}) focus fell back to <body>")
    raise AssertionError(f"the game did not end within {max_actions} keyboard actions")


@pytest.mark.parametrize("game", S.GAMES)
def test_a_whole_game_with_the_keyboard_alone(screen_page: Page, site_url: str, game: str) -> None:
    """Mai plays a seeded game against two computers to the end with Tab, Shift+Tab, Enter,
    Space and arrow keys (no mouse); after every action focus is on a control, never <body>."""
    open_app(screen_page, site_url, FAST, reuse=True)
    S.go(screen_page, "#/")
    S.plant(screen_page, S.find_record(game, 1, 2, "start"), f"keys-{game}")
    actions, lost = keyboard_game(screen_page, random.Random(f"keys-{game}"))
    assert actions > 0
    assert not lost, f"{len(lost)} times focus fell back to <body> in {actions} actions:\n" + "\n".join(lost[:10])
