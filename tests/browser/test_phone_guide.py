"""On a phone (390x844) nothing a player must read or tap is hidden, without the player scrolling.

- Every step of each lesson, followed by tapping the control it marks: the guide (``#guide``, sticky at
  the top of the window), the step's rule card (``[data-rule-card]``, when the step has one), the strip
  while it shows (a choice in progress) and the marked controls (``#board``/``#strip`` ``button.hinted``)
  are inside the window and on top at five points each (the centre and near the middle of each edge):
  none is under another element (the strip, the guide, a panel...). A step may mark two ways to its move
  (Fury's Eat and the bowl's own "Eat bowl 1"): one wholly in view is enough, the other may lie below the
  window, but never under something.
- One seeded game per title (Mai against two computers): whenever a prompt asks her something (its
  enabled buttons move the game on: Fury's reveal and hand limit, Ink's bonus, Extreme's token limit,
  steal, claim with a stolen token, a claim's confirmation...), its heading, its text and those buttons
  are inside the window and on top. She taps only what is in view and on top, preferring what brings
  prompts (Fury: drawing and restocking, Ink: placing, Extreme: claims and steals), for at least
  ``MIN_TAPS`` taps and until the kinds of prompt ``PROMPT_KINDS`` names for her title were met (the test
  fails, naming those never met, if the game ends first).

The test never scrolls: it taps with the mouse at the centre of a control it has checked; the page may
scroll itself (static/morph.js reveal()), and each look waits until that scroll has ended
(``html[data-revealing]`` gone), no computer is working (``html[data-busy]``) and nothing moves.
A failure names the lesson step or the tap, the box, where it is, and what covers it, with the page's
own last scrolls. ``PHONE_SHOTS=DIR`` saves screenshots: each test's first moment with something hidden,
and the first look at each kind of prompt.
"""

from __future__ import annotations

import os
import random
import time

import pytest
from playwright.sync_api import Page

from ramen.core.record import Record
from ramen.core.registry import GAME_TUTORIALS
from tests.browser import screens as S
from tests.browser.drivers import TAPPABLE
from tests.browser.pages import FAST, choose_game, open_app

PHONE = (390, 844)

#: the boxes of a moment, each checked: inside the window, and on top at its centre and near the middle
#: of each edge (elementFromPoint is the box itself or inside it); a covered one says what covers it
LOOK_JS = """(want) => {
    const vw = document.documentElement.clientWidth, vh = window.innerHeight;
    const describe = (el) => {
        if (!el) return 'nothing';
        const classes = typeof el.className === 'string' && el.className.trim() ? '.' + el.className.trim().split(/\\s+/).slice(0, 2).join('.') : '';
        const own = el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + classes;
        const named = el.id ? null : el.closest('[id]');
        return own + (named ? ' in #' + named.id : '');
    };
    const check = (name, el) => {
        const r = el.getBoundingClientRect();
        const where = `${Math.round(r.left)},${Math.round(r.top)}..${Math.round(r.right)},${Math.round(r.bottom)}`;
        const out = {name, where, x: r.left + r.width / 2, y: r.top + r.height / 2, problem: ''};
        if (!(r.width > 0 && r.height > 0)) { out.problem = 'not shown'; return out; }
        if (r.top < -1 || r.left < -1 || r.bottom > vh + 1 || r.right > vw + 1) {
            out.problem = `outside the ${vw}x${vh} window`; return out; }
        const dx = Math.min(4, r.width / 4), dy = Math.min(4, r.height / 4);
        // (a card of a hand that fans its cards shows its left edge, the next one over the rest: that edge is what is tapped)
        const points = el.closest('.fury-hand-cards') ? [[r.left + dx, out.y], [r.left + dx, r.top + dy], [r.left + dx, r.bottom - dy]]
            : [[out.x, out.y], [out.x, r.top + dy], [out.x, r.bottom - dy], [r.left + dx, out.y], [r.right - dx, out.y]];
        for (const [x, y] of points) {
            const hit = document.elementFromPoint(x, y);
            if (!hit || !(hit === el || el.contains(hit))) {
                out.problem = `covered at (${Math.round(x)}, ${Math.round(y)}) by ${describe(hit)}`; return out; }
        }
        return out;
    };
    const label = (b) => (b.dataset.cmd || 'button') + (b.dataset.arg ? ' ' + b.dataset.arg : '')
        + ' "' + b.innerText.replace(/\\s+/g, ' ').trim().slice(0, 30) + '"';
    const strip = document.getElementById('strip');
    const guide = document.querySelector('#play.tutorial #guide');
    const boxes = [];
    if (want === 'lesson' && guide) {
        boxes.push(check('the guide', guide));
        const card = document.querySelector('#play [data-rule-card]');
        if (card) boxes.push(check(`the rule card "${card.dataset.ruleCard}"`, card));
        if (strip && strip.getBoundingClientRect().height) boxes.push(check('the strip', strip));
        for (const b of document.querySelectorAll('#play :is(#board, #play-dock) button.hinted:enabled, #play #strip button.hinted:enabled'))
            boxes.push(check('the marked control ' + label(b), b));
    }
    const prompts = [];
    if (want === 'game') {
        for (const p of document.querySelectorAll(
                '#play :is(#board, #play-dock) :is(.fury-prompt, .ink-bonus-prompt):not(.waiting), #play .extreme-board > .prompt')) {
            // a prompt asking: its buttons move the game on (once its answer is picked and the choice goes on
            // elsewhere, the strip says what to tap, and a phone may fold the prompt's words away)
            const buttons = [...p.querySelectorAll('button:enabled:not([data-cmd=cancel])')];
            if (!buttons.length) continue;
            const kind = p.dataset.kind || p.getAttribute('aria-label') || p.className;
            prompts.push(kind);
            for (const t of p.querySelectorAll(':scope > :is(h2, p)')) {
                const words = t.innerText.replace(/\\s+/g, ' ').trim();
                if (words) boxes.push(check(`the ${kind} prompt's ${t.tagName === 'H2' ? 'heading' : 'text'} "${words.slice(0, 40)}"`, t));
            }
            for (const b of buttons) boxes.push(check(`the ${kind} prompt's button ` + label(b), b));
        }
    }
    return {
        screen: document.querySelector('#end, [data-game-over]') ? 'over' : document.getElementById('play') ? 'play' : 'other',
        step: guide ? guide.dataset.step : '', done: !!guide && guide.classList.contains('guide-done'),
        choosing: !!strip && strip.dataset.actingNow === 'choosing', prefix: strip ? strip.dataset.prefix || '' : '',
        moment: (strip ? strip.dataset.step || '' : '') + '|' + (guide ? guide.dataset.step : ''),
        boxes, prompts, y: Math.round(window.scrollY), reveals: [...(window.__reveals || [])].slice(-3),
    };
}"""


#: the controls in view and on top at their centre, for a player who never scrolls
TAPS_JS = """(selector) => [...document.querySelectorAll(selector)].map((b) => {
    const r = b.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
    const hit = r.width > 0 && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0
        && r.right <= document.documentElement.clientWidth ? document.elementFromPoint(x, y) : null;
    return {cmd: b.dataset.cmd || '', arg: b.dataset.arg || '', x, y, prompt: !!b.closest('.fury-prompt, .ink-bonus-prompt, .prompt'),
            ok: !!hit && (hit === b || b.contains(hit))};
}).filter((b) => b.ok)"""

#: the kinds of prompt each title's game must show Mai (a Fury prompt's data-kind, else its aria-label);
#: others met on the way (Extreme's claim confirmation, claim with a stolen token...) are checked as well
PROMPT_KINDS = {
    "fury": {"reveal", "discard"},
    "ink": {"Bonus"},
    "extreme": {"Steal", "Token limit"},
}
#: what Mai prefers to do, to meet them: the first words of actions
PREFERRED = {"fury": ("draw", "restock"), "ink": ("place", "bonus"), "extreme": ("steal", "claim")}
#: what a game offers seldom: taken whenever in view (the rarest first)
RARE = {"extreme": ("claim", "steal")}
#: the seeded games (Mai against two computers), each meeting its title's PROMPT_KINDS before it ends (Extreme's
#: seed 2 ended, once its table had a dock, before Mai ever held nine tokens)
SEEDS = {"fury": 5, "ink": 4, "extreme": 5}
#: Mai plays on until every kind of prompt was met and she tapped at least this often (or the game ended)
MIN_TAPS = 30
MAX_TAPS = 300
GAME_SECONDS = 150
#: PHONE_SHOTS=DIR: screenshots for a person to look at (see the module)
SHOTS = os.environ.get("PHONE_SHOTS", "")


def kind_of(prefix: str, control: dict) -> str:
    """The kind of action a tap starts or continues (Extreme's Claim asks first: a "ui" button)."""
    if control["cmd"] == "ui":
        return "claim"
    return (prefix + " " + control["arg"]).split()[0] if (prefix + control["arg"]).strip() else ""


def look(page: Page, want: str) -> dict:
    """The page once it is still (no computer working, nothing moving, no scroll of its own), checked."""
    S.settle(page)
    return page.evaluate(LOOK_JS, want)


def tap(page: Page, x: float, y: float, before: str, what: str) -> None:
    """A tap at a point already checked to be in view and on top, and the wait until the page took it
    (the strip's step or the lesson's step changed, or the screen did)."""
    page.mouse.click(x, y)
    moment = """(before) => { const s = document.getElementById('strip'), g = document.querySelector('#play.tutorial #guide');
        return !document.getElementById('play') || ((s ? s.dataset.step || '' : '') + '|' + (g ? g.dataset.step : '')) !== before; }"""
    try:
        page.wait_for_function(moment, arg=before, timeout=30_000)
    except Exception as error:
        raise AssertionError(f"a tap on {what} at ({x:.0f}, {y:.0f}) changed nothing (still {before!r})") from error


MARKED = "the marked control"


def misses_of(seen: dict, where: str) -> list[str]:
    """The boxes hidden at this moment, in words. A step may mark several ways to its move (Fury's Eat
    and the bowl's own "Eat bowl 1"; the hand limit's card in the prompt and in the hand): one of them
    wholly in view is enough, so a marked control below the window counts only when none is in view;
    one under another element always counts."""
    boxes = seen["boxes"]
    marked = [b for b in boxes if b["name"].startswith(MARKED)]
    one_in_view = any(not b["problem"] for b in marked)
    hidden = [b for b in boxes if b["problem"] and not (
        b["name"].startswith(MARKED) and one_in_view and b["problem"].startswith("outside"))]
    return [f"{where}, y={seen['y']}: {b['name']} at {b['where']}: {b['problem']} (the page's own last scrolls: {seen['reveals']})"
            for b in hidden]


@pytest.fixture
def phone(screen_page: Page, site_url: str) -> Page:
    S.resize(screen_page, *PHONE)
    open_app(screen_page, site_url, FAST, reuse=True)
    S.go(screen_page, "#/")
    screen_page.wait_for_selector("#home")
    return screen_page


@pytest.mark.parametrize("game_id", GAME_TUTORIALS)
def test_every_lesson_step_shows_guide_card_and_marked_control(phone: Page, game_id: str) -> None:
    """Each lesson at 390x844, every step followed by tapping its marked control: nothing hidden (see the module)."""
    choose_game(phone, game_id)
    phone.click(f"#home button[data-cmd=learn][data-arg={game_id}]")
    phone.wait_for_selector("#play.tutorial #guide")
    if phone.evaluate("document.querySelector('#guide').dataset.step") != "1":  # a lesson left by an earlier run
        phone.click("#guide button[data-cmd=tutorial-restart]")
        phone.wait_for_selector("#play.tutorial #guide[data-step='1']")
    misses: list[str] = []
    looks = 0
    for _ in range(200):
        seen = look(phone, "lesson")
        looks += 1
        where = f"{game_id} lesson step {seen['step']} (look {looks})"
        found = misses_of(seen, where)
        if found and not misses and SHOTS:
            phone.screenshot(path=f"{SHOTS}/phone-lesson-{game_id}-{seen['step']}.png")
        misses += found
        if seen["done"]:
            break
        marked = [b for b in seen["boxes"] if b["name"].startswith(MARKED)]
        assert marked, f"{where}: no marked control"
        target = next((b for b in marked if not b["problem"]), None)
        if target is None:  # hidden: reported above; a tap where it is would miss it, so the test stops here
            break
        tap(phone, target["x"], target["y"], seen["moment"], f"{where}: {target['name']}")
    else:
        raise AssertionError(f"{game_id}: the lesson did not end within 200 taps")
    assert not misses, f"{len(misses)} hidden boxes in {looks} looks:\n" + "\n".join(misses[:20])
    assert seen["done"], f"{game_id}: the lesson stopped before its end"


@pytest.mark.parametrize("game_id", S.GAMES)
def test_prompts_of_a_seeded_game_in_view(phone: Page, game_id: str) -> None:
    """A seeded game at 390x844, Mai tapping only what she sees: every prompt shown in view (see the module)."""
    S.plant(phone, Record(game=game_id, seed=SEEDS[game_id], seats=S.seats_for(game_id, 1, 2)), f"phone-prompts-{game_id}")
    rng = random.Random(SEEDS[game_id])
    misses: list[str] = []
    met: dict[str, int] = {}
    started = time.monotonic()
    taps = 0
    while taps < MAX_TAPS and time.monotonic() - started < GAME_SECONDS:
        seen = look(phone, "game")
        if seen["screen"] != "play":
            break
        where = f"{game_id} seed {SEEDS[game_id]} after {taps} taps (strip: {seen['moment']!r})"
        for kind in seen["prompts"]:
            if SHOTS and kind not in met:
                phone.screenshot(path=f"{SHOTS}/phone-prompt-{game_id}-{kind.replace(' ', '-')}.png")
            met[kind] = met.get(kind, 0) + 1
        found = misses_of(seen, where)
        if found and not misses and SHOTS:
            phone.screenshot(path=f"{SHOTS}/phone-prompts-{game_id}-{taps}.png")
        misses += found
        if PROMPT_KINDS[game_id] <= set(met) and taps >= MIN_TAPS:
            break
        choices = phone.evaluate(TAPS_JS, TAPPABLE)
        assert choices, f"{where}: nothing to tap in view"
        prefix = seen["prefix"]
        continuing = [b for b in choices if b["cmd"] == "pick" or (prefix and b["arg"].startswith(prefix + " "))]
        if seen["choosing"] and continuing:
            choices = continuing
        rare = next(([b for b in choices if kind_of(prefix, b) == word] for word in RARE.get(game_id, ())
                     if any(kind_of(prefix, b) == word for b in choices)), [])
        preferred = [b for b in choices if b["prompt"]] or rare or [b for b in choices if kind_of(prefix, b) in PREFERRED[game_id]]
        pool = preferred if preferred and (rare or rng.random() < 0.85) else choices
        # End turn and the like last: Mai tries things first
        moving = [b for b in pool if b["arg"] not in ("end", "stop", "done", "skip", "pass", "none", "bonus none")] or pool
        target = rng.choice(moving)
        tap(phone, target["x"], target["y"], seen["moment"], f"{where}: {target['cmd']} {target['arg']}")
        taps += 1
    print(f"{game_id}: {taps} taps in {time.monotonic() - started:.0f} s, prompts seen (looks): {met}")
    assert not misses, f"{len(misses)} hidden boxes:\n" + "\n".join(misses[:20])
    assert PROMPT_KINDS[game_id] <= set(met), (f"{game_id}: prompts never met in {taps} taps: "
                                               f"{sorted(PROMPT_KINDS[game_id] - set(met))} (met: {met})")
