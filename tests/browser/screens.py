"""Bring the real page to each screen a player can meet, for the layout and axe checks.

A game position is found here, in CPython, by playing seeded random legal moves with the engine
until a condition holds (a prompt for the person in seat 0, a computer in the middle of its turn, the
end...). The moves become a record; the record is saved into the page's localStorage exactly as the
app saves (``ramen.store.SaveStore``) and opened by its route ``#/play/ID``: the page replays it
through the same engine, so the position on screen is the one found here. Nothing is mocked: the
page is the built site, and it renders the record as it would after the same clicks.

``SCREENS`` names every screen; ``open_screen(page, site_url, name)`` brings the page there and
waits until it is settled (no computer opponent working, unless the screen is a computer's turn,
held by a very long ``?botdelay``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable

from playwright.sync_api import Page

from ramen.core.match import Match
from ramen.core.record import Record, SeatInfo
from ramen.core.registry import get_game
from ramen.store import MemoryStorage, SaveStore
from tests.browser.pages import FAST, READY_TIMEOUT_MS, UNTIL_JS, PageProblems, open_app, watch

ROOT = Path(__file__).resolve().parents[2]
AXE_PATH = ROOT / "node_modules" / "axe-core" / "axe.min.js"
GAMES = ("fury", "ink", "extreme")
SIZES: dict[str, tuple[int, int]] = {"390x844": (390, 844), "768x1024": (768, 1024), "1024x768": (1024, 768),
                                     "1280x800": (1280, 800)}
#: 200 % zoom of a 768x1024 window: the page lays out in half as many CSS pixels
ZOOM_200 = (384, 512)
#: a computer opponent that waits this long (ms) before each step stays "thinking" while we look
HOLD_BOT_MS = 100_000_000
HELD = f"?botdelay={HOLD_BOT_MS}"

Condition = Callable[[Any, Any, Match], bool]  # (game, state, match) -> stop here


# --- finding positions with the engine --------------------------------------------------------

def seats_for(game_id: str, people: int = 1, computers: int = 2) -> list[SeatInfo]:
    """People first (Mai, Ken, ...), then computer opponents at the normal level."""
    names = ["Mai", "Ken", "Aiko", "Ren"]
    seats = [SeatInfo(name=names[i], kind="human") for i in range(people)]
    seats += [SeatInfo(name=f"Computer {people + i + 1}", kind="bot", level="normal") for i in range(computers)]
    return seats


def legal(match: Match) -> list[str]:
    return match.legal_texts()


def play_random(match: Match, rng: random.Random, stop: Condition, max_actions: int = 5000) -> bool:
    """Random legal moves for every seat until ``stop`` holds (True) or the game ends (False)."""
    for _ in range(max_actions):
        if stop(match.game, match.state, match):
            return True
        if match.over:
            return False
        match.play(rng.choice(legal(match)))
    return False


@lru_cache(maxsize=None)
def find_record(game_id: str, people: int, computers: int, condition: str, seed_from: int = 1,
                tries: int = 400) -> Record:
    """A record whose position meets ``CONDITIONS[condition]`` (searching seeds from ``seed_from``)."""
    stop = CONDITIONS[condition]
    game = get_game(game_id)
    for seed in range(seed_from, seed_from + tries):
        record = Record(game=game_id, seed=seed, seats=seats_for(game_id, people, computers))
        match = Match(game, record)
        if play_random(match, random.Random(seed), stop):
            return Record.from_json(match.record.to_json())
    raise LookupError(f"no seed in {seed_from}..{seed_from + tries} reaches {condition!r} in {game_id}")


def _person_to_act(match: Match) -> bool:
    seat = match.to_act
    return seat is not None and not match.record.seats[seat].is_bot


def _legal_starts(match: Match, word: str) -> bool:
    return any(t.split()[0] == word for t in legal(match))


def _phase(game: Any, state: Any) -> str:
    return str(game.phase(state))


def _mid_turn_of_computer(game: Any, state: Any, match: Match) -> bool:
    """A computer is to act and acted last too (the middle of its turn), after a few rounds."""
    seat = match.to_act
    return (seat is not None and match.record.seats[seat].is_bot and len(match.log) >= 12
            and match.log[-1][0] == seat)


def _person_after_others(game: Any, state: Any, match: Match) -> bool:
    """A person is to act after at least one other seat acted (a few rounds in)."""
    return _person_to_act(match) and len(match.log) >= 10 and match.log[-1][0] not in (None, match.to_act)


CONDITIONS: dict[str, Condition] = {
    "start": lambda game, state, match: True,
    "mid": lambda game, state, match: _person_to_act(match) and len(match.log) >= 30,
    "late": lambda game, state, match: _person_to_act(match) and len(match.log) >= 80,
    "bot-turn": _mid_turn_of_computer,
    "handoff": _person_after_others,
    "over": lambda game, state, match: match.over,
    # the prompts, for the person in seat 0
    "fury-reveal": lambda game, state, match: match.to_act == 0 and _phase(game, state) == "reveal",
    "fury-discard": lambda game, state, match: match.to_act == 0 and _phase(game, state) == "discard",
    "ink-bonus": lambda game, state, match: match.to_act == 0 and _legal_starts(match, "bonus"),
    "extreme-discard": lambda game, state, match: match.to_act == 0 and _phase(game, state) == "discard",
    "extreme-first-roll": lambda game, state, match: (match.to_act == 0 and _phase(game, state) == "rolling"
                                                      and state.rolls == 1 and not any(state.held)),
    "extreme-rerolled": lambda game, state, match: (match.to_act == 0 and _phase(game, state) == "rolling"
                                                    and state.rolls == 2 and any(state.held) and not all(state.held)),
    "person-after-others": _person_after_others,
    "person-ends-turn": lambda game, state, match: (_person_to_act(match) and len(match.log) >= 6
                                                    and any(t == "end" for t in legal(match))),
}


# --- the screens --------------------------------------------------------------------------------

@dataclass(frozen=True)
class Screen:
    """One screen to check: how to reach it, and which area owns what is on it."""

    name: str
    area: str  # "frame" (home, rules, hand-off, end...) or "board" (a game's table)
    query: str = FAST
    route: str = "#/"
    game: str = ""
    people: int = 1
    computers: int = 2
    condition: str = ""
    busy: bool = False  # a computer opponent is held thinking
    then: str = ""  # a route to follow after the record is planted ({id} is the save's id)

    def record(self) -> Record | None:
        if not self.condition:
            return None
        return find_record(self.game, self.people, self.computers, self.condition)


def _game_screens(game: str) -> list[Screen]:
    screens = [
        Screen(f"{game}-start", "board", game=game, condition="start"),
        Screen(f"{game}-mid", "board", game=game, condition="mid"),
        Screen(f"{game}-late", "board", game=game, condition="late"),
        Screen(f"{game}-bot-turn", "board", query=HELD, game=game, condition="bot-turn", busy=True),
    ]
    prompts = {"fury": ["fury-reveal", "fury-discard"], "ink": ["ink-bonus"], "extreme": ["extreme-discard"]}
    screens += [Screen(f"{p}-prompt", "board", game=game, condition=p) for p in prompts[game]]
    screens.append(Screen(f"{game}-end", "frame", game=game, condition="over"))
    return screens


SCREENS: dict[str, Screen] = {s.name: s for s in [
    Screen("home", "frame"),
    *[Screen(f"rules-{g}", "frame", route=f"#/rules/{g}") for g in GAMES],
    *[s for g in GAMES for s in _game_screens(g)],
    Screen("fury-handoff", "frame", game="fury", people=2, computers=1, condition="handoff"),
    Screen("extreme-rerolled", "board", game="extreme", condition="extreme-rerolled"),  # KEPT and "rolled" dice
    *[Screen(f"{g}-replay", "frame", game=g, condition="over", then="#/replay/{id}") for g in GAMES],
]}
#: the screens axe checks (it must report nothing on each): one of each kind a player meets
AXE_SCREENS = ["home", "rules-fury", "rules-ink", "rules-extreme",
               *[f"{g}-{w}" for g in GAMES for w in ("start", "bot-turn")],
               "fury-reveal-prompt", "fury-discard-prompt", "ink-bonus-prompt", "extreme-discard-prompt",
               "fury-handoff", *[f"{g}-end" for g in GAMES], *[f"{g}-replay" for g in GAMES]]
#: the screens whose layout is checked at the four sizes
LAYOUT_SCREENS = ["home", *[f"rules-{g}" for g in GAMES], *[f"{g}-{w}" for g in GAMES for w in ("start", "mid", "late", "bot-turn")],
                  "fury-handoff", "extreme-rerolled", *[f"{g}-end" for g in GAMES]]


# --- bringing the page there --------------------------------------------------------------------

def save_json(save_id: str, record: Record) -> str:
    """The save the app itself would write for ``record`` (same module, same format)."""
    store = SaveStore(MemoryStorage())
    match = Match(get_game(record.game), Record.from_json(record.to_json()))
    store.write(save_id, match, now_ms=1_700_000_000_000)
    return store.storage.get(next(iter(store.storage.keys())))  # type: ignore[attr-defined, return-value]


def go(page: Page, route: str) -> None:
    """Follow an in-app route (as a link would) and wait until it is drawn."""
    page.evaluate("(r) => { if (location.hash !== r) location.hash = r; }", route)
    page.wait_for_function("(r) => (location.hash || '#/') === r", arg=route)


#: true once nothing on the page moves: no running animation changes a transform (a card arriving, a
#: pepper jumping); a glow or a colour may go on. Playwright, finding a moving card over the control it
#: is to click, scrolls the page and tries again, which a person's tap would not do.
STILL_JS = """() => document.getAnimations().every(a => a.playState !== 'running'
    || !a.effect || !a.effect.getKeyframes().some(k => 'transform' in k))"""
#: what the stylesheet animates put at its end at once, as the person's next tap would: the status line's cue
#: that a turn began (``turn-start``: it grows in place for 0.9 s), a button's or a card's transition (150 ms),
#: an arrival or a die's roll; they change no markup and what is measured next is the page as it stays
#: (an animation that never ends, such as a hint's pulse, goes on)
FINISH_STYLE_JS = """() => document.getAnimations().filter((a) => (a instanceof CSSAnimation || a instanceof CSSTransition)
    && a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity).forEach((a) => a.finish())"""


#: two frames, bounded: an evaluate awaiting requestAnimationFrame alone would wait for ever on a page that
#: draws no frame (once a whole run hung there for good), so a timer fails it with the reason
TWO_FRAMES_JS = """(timeoutMs) => new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the page drew no frame in ${timeoutMs / 1000} s `
        + `(${document.visibilityState}, ${location.hash}, at ${Math.round(performance.now())} ms)`)), timeoutMs);
    requestAnimationFrame(() => requestAnimationFrame(() => { clearTimeout(timer); resolve(); }));
})"""


def two_frames(page: Page, timeout_ms: int = 30_000) -> None:
    """Wait until the page has drawn two more frames (one call to the page: there are thousands in a run)."""
    page.evaluate(TWO_FRAMES_JS, timeout_ms)


#: ``settle`` in one call: the page's own script waits (on a 10 ms timer, with a deadline) for each condition
#: in turn, puts what the stylesheet animates at its end, lets two frames pass, and looks again
SETTLE_JS = """async ({busy, timeoutMs}) => {
    const html = document.documentElement, end = performance.now() + timeoutMs;
    const until = (test, what) => (%s)(test, `settle: ${what} after ${timeoutMs / 1000} s`, end);
    const twoFrames = %s, finishStyle = %s, still = %s;
    const quiet = () => !html.hasAttribute('data-revealing') && !html.hasAttribute('data-replaying');
    if (busy) {
        await until(() => html.hasAttribute('data-busy'), 'no computer began to think');
        return twoFrames(30000);
    }
    // again until all of it still holds two frames later: what a patch starts (its scroll, a computer's
    // turn) begins in a later frame or task than the patch
    do {
        await until(() => !html.hasAttribute('data-busy'), 'a computer is still working');
        finishStyle();
        await until(still, 'something still moves');
        await until(quiet, "the page's own scroll (or a turn played again) never ended");
        await twoFrames(30000);
    } while (html.hasAttribute('data-busy') || !quiet() || !still());
}""" % (UNTIL_JS, TWO_FRAMES_JS, FINISH_STYLE_JS, STILL_JS)


def settle(page: Page, busy: bool = False, timeout_ms: int = 120_000) -> None:
    """Wait until the screen is still: computers done (or, if ``busy``, one held thinking), nothing
    moving (what the stylesheet animates put at its end, no other animation, no scroll of the page's own: html[data-revealing], no turn being played again:
    html[data-replaying]; between two of its moves no animation runs), two frames. One call to the page
    (``SETTLE_JS``): there are thousands in a run, and each call is a round trip."""
    page.evaluate(SETTLE_JS, {"busy": busy, "timeoutMs": timeout_ms})


def plant(page: Page, record: Record, save_id: str) -> None:
    """Put ``record`` into the page's saves and open it."""
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [f"ramen.save.{save_id}", save_json(save_id, record)])
    go(page, f"#/play/{save_id}")
    page.wait_for_selector("#play, #handoff, #end", timeout=READY_TIMEOUT_MS)


def open_screen(page: Page, site_url: str, name: str) -> Screen:
    """Bring ``page`` (already at a viewport size of your choice) to the screen ``name``."""
    screen = SCREENS[name]
    open_app(page, site_url, screen.query, reuse=True)
    record = screen.record()
    if record is None:
        go(page, "#/") if screen.route != "#/" else None
        go(page, screen.route)
        page.wait_for_selector("#home" if screen.route == "#/" else "#rules, .rules, main, h1", timeout=READY_TIMEOUT_MS)
    else:
        plant(page, record, f"check-{name}")
        if screen.then:
            go(page, screen.then.format(id=f"check-{name}"))
            page.wait_for_selector("#replay, #share, #stats", timeout=READY_TIMEOUT_MS)
        elif screen.name.endswith("-end"):
            page.wait_for_selector("#end, [data-game-over]", timeout=READY_TIMEOUT_MS)
        elif screen.name.endswith("-handoff"):
            page.wait_for_selector("#handoff", timeout=READY_TIMEOUT_MS)
    settle(page, busy=screen.busy)
    return screen


# --- what the page says -------------------------------------------------------------------------

def inject_axe(page: Page) -> None:
    """axe-core from node_modules (a pinned dev dependency); nothing is fetched."""
    if not AXE_PATH.exists():
        raise RuntimeError(f"axe-core is missing ({AXE_PATH}): run `npm ci` (tools/setup.sh test does) to install the dev dependencies")
    if not page.evaluate("typeof window.axe === 'object'"):
        # evaluated, not added as a <script>: the page's Content-Security-Policy refuses inline scripts
        page.evaluate(f"() => {{ {AXE_PATH.read_text()}\n }}")


#: the axe rules whose outcome a colour scheme can change (the rest are the same in light and dark)
COLOUR_RULES = ["color-contrast", "link-in-text-block"]


#: an element's box in the window; one laid out as its children (``display: contents``) has the box of its
#: children together (a JS function expression, for the tests' page scripts)
RECT_JS = """function rect(el) {
        if (getComputedStyle(el).display !== 'contents') return el.getBoundingClientRect();
        const rs = [...el.children].map(rect).filter((r) => r.width > 0 && r.height > 0);
        if (!rs.length) return new DOMRect();
        const left = Math.min(...rs.map((r) => r.left)), top = Math.min(...rs.map((r) => r.top));
        return new DOMRect(left, top, Math.max(...rs.map((r) => r.right)) - left, Math.max(...rs.map((r) => r.bottom)) - top);
    }"""


def run_axe(page: Page, rules: list[str] | None = None) -> list[dict[str, Any]]:
    """axe's violations on the page once its transitions have ended (all default rules, or only ``rules``), each with
    its nodes' targets."""
    inject_axe(page)
    return page.evaluate("""async (rules) => {
        const options = rules ? {resultTypes: ['violations'], runOnly: {type: 'rule', values: rules}} : {resultTypes: ['violations']};
        // colours are read once what is changing has changed (a theme just set fades its colours in)
        await Promise.all(document.getAnimations().filter((a) => a.effect && a.effect.getComputedTiming().iterations !== Infinity)
            .map((a) => a.finished.catch(() => null)));
        const result = await axe.run(document, options);
        return result.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
            nodes: v.nodes.map(n => ({target: n.target.join(' '), summary: n.failureSummary}))}));
    }""", rules)


def layout_problems(page: Page) -> list[dict[str, Any]]:
    """Layout problems on the page as it is: see LAYOUT_JS."""
    return page.evaluate(LAYOUT_JS)


LAYOUT_JS = (Path(__file__).with_name("layout_check.js")).read_text(encoding="utf-8")


# --- one page per test module -------------------------------------------------------------------

def new_page(browser: Any, width: int = 768, height: int = 1024, bypass_csp: bool = True) -> tuple[Any, Page, PageProblems]:
    """A context of its own (by default CSP bypassed, so axe can be injected as a script tag), its page, and
    the page's problems as tests/browser/pages.py watches them."""
    context = browser.new_context(bypass_csp=bypass_csp, viewport={"width": width, "height": height})
    page = context.new_page()
    return context, page, watch(page)


def resize(page: Page, width: int, height: int) -> None:
    page.set_viewport_size({"width": width, "height": height})
    two_frames(page)


def format_axe(violations: list[dict[str, Any]], targets: int = 4) -> str:
    return "\n".join(f"  {v['id']} ({v['impact']}) on {len(v['nodes'])}: " + "; ".join(n["target"] for n in v["nodes"][:targets])
                     + f"  — {v['help']}" for v in violations)


def format_layout(problems: list[dict[str, Any]]) -> str:
    return "\n".join(f"  {p['kind']}: {p['target']} — {p['detail']}" for p in problems)
