"""Phone first: while a person acts, what they act with, where it goes and the line saying what to tap
are in view, without the person scrolling.

One seeded game per title at 390x844 (Mai against two computers) and one 5-seat Ramen Fury game at
768x1024 (three people passing the tablet, two computers). The person never scrolls: the test never
calls scrollIntoView and never lets Playwright scroll (a locator's click would): before every tap it
checks the control's box against the viewport, and that the control itself is what is on top at its
centre (the strip, sticky at the top of the window, covers what passes under it), then taps those
coordinates with the mouse. The page may scroll itself (static/morph.js brings the next control into
view): the test waits until that scroll has ended (``html[data-revealing]`` gone), then looks.

- At every step of a choice in progress (the strip's ``data-acting-now="choosing"``, after the first
  tap of an action), the strip (the choice so far, what to tap next, the hint) and every control that
  continues the choice (the board's and the dock's enabled ``pick`` controls, their ``act`` controls whose
  action starts with the steps chosen, the strip's Confirm) are in view; when those controls together are
  taller than the table's band (Fury's chili or nori "into any bowl" with three seats on a phone), at least
  one of them is, the rest a scroll of the band away.
- At the start of each of the person's turns, what they act with (every ``[data-acting]`` area of the
  board) is in view.
- The person taps one of the controls in view, preferring kinds of action not tried yet, so that every
  kind of choice of each game is met (the test fails if one is not): Fury prep, draw, restock, spoon,
  chili/nori played and placed from the Pantry, eat; Ink picking a topping card, placing two- and
  three-topping cards, the bin, the bonus; Extreme rolling and keeping dice, resolving them, stealing,
  claiming, chopsticks, the swap.
- The home screen's Start is in view at 390x844.
"""

from __future__ import annotations

import os
import random
import time
from dataclasses import dataclass, field

import pytest
from playwright.sync_api import Page

from ramen.core.match import Match
from ramen.core.record import Record
from ramen.core.registry import get_game
from tests.browser import screens as S
from tests.browser.drivers import TAPPABLE
from tests.browser.pages import FAST, open_app

PHONE = (390, 844)
TABLET = (768, 1024)
#: a whole game by a person who never scrolls may take this long on a loaded machine
GAME_SECONDS = 420
MAX_TAPS = 900

#: the kinds of action each game's person must meet (an action's first word; "three": a three-topping
#: card drawn, "reveal-place": a revealed chili or nori placed from the Pantry)
KINDS = {
    "fury": {"prep", "draw", "restock", "spoon", "play", "eat"},
    "ink": {"pick", "place", "bin", "bonus", "three"},
    "extreme": {"roll", "hold", "take", "steal", "claim", "replace", "swap"},
}

#: kinds of action a game offers seldom (Extreme's claim, Chopsticks' replace): taken whenever in view
RARE = ("claim", "replace", "swap", "eat")


#: a box in view: inside the window and, at its centre, on top (not under the sticky strip)
LOOK_JS = """(tappable) => {
    const vw = document.documentElement.clientWidth, vh = window.innerHeight;
    const name = (el) => (el.dataset.cmd ? el.dataset.cmd + ' ' + (el.dataset.arg || '') : el.tagName.toLowerCase()
        + (el.id ? '#' + el.id : '') + (el.dataset.acting ? '[data-acting=' + el.dataset.acting + ']' : '')).trim();
    const rect = """ + S.RECT_JS + """;
    const box = (el, control) => {
        const r = rect(el);
        let inside = r.width > 0 && r.height > 0 && r.top >= -1 && r.left >= -1 && r.bottom <= vh + 1 && r.right <= vw + 1;
        // (a card of a hand that fans its cards shows its left edge, the next card over the rest: it is tapped there)
        const x = el.closest('.fury-hand-cards') ? r.left + Math.min(12, r.width / 4) : r.left + r.width / 2;
        if (inside && control) {
            const hit = document.elementFromPoint(x, r.top + r.height / 2);
            inside = !!hit && (hit === el || el.contains(hit));
        }
        return {what: name(el), top: Math.round(r.top), bottom: Math.round(r.bottom),
                x, y: r.top + r.height / 2, inside};
    };
    const strip = document.getElementById('strip');
    const board = document.getElementById('board');
    // the table and the dock at the screen's foot (the hand, the actions)
    const parts = [board, document.getElementById('play-dock')].filter(Boolean);
    const all = (selector) => parts.flatMap((part) => [...part.querySelectorAll(selector)]);
    const choosing = !!strip && strip.dataset.actingNow === 'choosing';
    const prefix = strip ? strip.dataset.prefix || '' : '';
    // what continues the choice: after steps chosen, the board's "pick" controls and the "act" ones whose
    // action starts with them, and the strip's Confirm; in a choice the board keeps itself (a card being
    // drawn, a claim to confirm), every enabled control of its [data-acting] areas
    const next = !choosing || !board ? [] : prefix
        ? all('button[data-cmd=pick]:enabled, button[data-cmd=act]:enabled')
            .filter((b) => b.dataset.cmd === 'pick' || (b.dataset.arg || '').startsWith(prefix + ' '))
        : all('[data-acting] button:enabled');
    const confirm = strip && strip.querySelector('[data-key=confirm]');
    if (confirm && choosing) next.push(confirm);
    const nextSet = new Set(next);
    const handoff = document.querySelector('#handoff [data-cmd=handoff-ready]');
    return {
        screen: document.querySelector('#end, [data-game-over]') ? 'over' : handoff ? 'handoff' : document.getElementById('play') ? 'play' : 'other',
        handoff: handoff ? box(handoff, true) : null,
        step: strip ? strip.dataset.step || '' : '', choosing,
        strip: strip ? box(strip, false) : null,
        stripText: strip ? strip.innerText.replace(/\\s+/g, ' ').slice(0, 160) : '',
        next: next.map((el) => box(el, true)),
        acting: all('[data-acting]').map((el) => box(el, false)),
        tappable: [...document.querySelectorAll(tappable)].map((el) => ({...box(el, true), cmd: el.dataset.cmd || '',
            arg: el.dataset.arg || '', key: el.dataset.key || '', continues: nextSet.has(el)})),
        card: (document.querySelector('.ink-current') || {dataset: {}}).dataset.card || '',
        y: Math.round(window.scrollY), height: document.documentElement.scrollHeight,
        reveals: [...(window.__reveals || [])],
        // the room the table has: its band while it scrolls on its own, else the window
        room: (() => { const b = [...document.querySelectorAll('[data-scroller]')].find((e) => getComputedStyle(e).display !== 'contents'
                && /(auto|scroll)/.test(getComputedStyle(e).overflowY));
            return b && /(auto|scroll)/.test(getComputedStyle(b).overflowY) ? b.clientHeight : vh; })(),
    };
}"""


def look(page: Page) -> dict:
    """The page once it is still: no computer working, nothing moving, no scroll of its own running."""
    S.settle(page)  # (its two frames: the page's own scroll, begun in the frame after a patch, is under way)
    page.wait_for_function("!document.documentElement.hasAttribute('data-revealing')", timeout=10_000)
    S.two_frames(page)
    return page.evaluate(LOOK_JS, TAPPABLE)


#: what a tap changes: the step the strip names, or the screen (a hand-off, the end)
MOMENT_JS = """() => { const s = document.getElementById('strip');
    return (s ? s.dataset.step || '' : '') + '|' + (document.querySelector('main') || {id: ''}).id; }"""


def tap(page: Page, box: dict) -> None:
    """A person's tap at the centre of a control already checked to be in view (no scrolling), and the
    wait until the page has taken it (the step or the screen changed)."""
    assert box["inside"], f"tapping {box['what']} out of view"
    before = page.evaluate(MOMENT_JS)
    page.mouse.click(box["x"], box["y"])
    try:
        page.wait_for_function(f"() => ({MOMENT_JS})() !== {before!r}", timeout=30_000)
    except Exception as error:
        raise AssertionError(f"a tap on {box} changed nothing (still {before!r})") from error


@dataclass
class Tally:
    """What one game's run checked and met."""

    choice_steps: int = 0
    turn_starts: int = 0
    handoffs: int = 0
    taps: int = 0
    kinds: set[str] = field(default_factory=set)
    misses: list[str] = field(default_factory=list)
    #: INVIEW_SHOTS=DIR: a screenshot of the first moment with something out of view, for a person to look at
    name: str = ""
    shot: str = ""
    #: and of the first moment the recap folded away to make room (static/morph.js)
    folded_shot: str = ""
    #: what the page's own scroll (static/morph.js reveal()) decided before the first miss
    reveals: list[str] = field(default_factory=list)


def kind_of(prefix: str, arg: str) -> str:
    """The kind of action a tap starts or continues: the first word of the steps chosen and tapped."""
    words = (prefix + " " + arg).split()
    return words[0] if words else ""


def turn_starts(seen: dict, last_step: str) -> bool:
    """Whether this moment starts a person's turn: the first they see, another person's screen, or
    others acted since the last tap (more than one action more)."""
    if not seen["step"] or seen["choosing"]:
        return False
    if not last_step:
        return True
    done, viewer = seen["step"].split(":")[:2]
    done_before, viewer_before = last_step.split(":")[:2]
    return viewer != viewer_before or int(done) - int(done_before) > 1


def check(seen: dict, tally: Tally, last_step: str) -> None:
    """The checks of one moment: a choice in progress, or the start of a person's turn."""
    where = f"after {tally.taps} taps (y={seen['y']}, strip: {seen['stripText']!r})"
    if seen["choosing"]:
        tally.choice_steps += 1
        if seen["strip"] is None or not seen["strip"]["inside"]:
            tally.misses.append(f"{where}: the strip is out of view: {seen['strip']}")
        if not seen["next"]:
            tally.misses.append(f"{where}: a choice in progress with no control to continue it")
        # all of what continues it, or when together they are taller than the table's room, some of it (the page
        # brings the most of it that fits: the rest is a scroll away)
        tops = [b["top"] for b in seen["next"]] or [0]
        bottoms = [b["bottom"] for b in seen["next"]] or [0]
        if max(bottoms) - min(tops) <= seen["room"] - 8:
            tally.misses += [f"{where}: {b['what']} out of view ({b['top']}..{b['bottom']})" for b in seen["next"] if not b["inside"]]
        elif seen["next"] and not any(b["inside"] for b in seen["next"]):
            tally.misses.append(f"{where}: none of {[b['what'] for b in seen['next']]} in view, taller together than the table's"
                                f" {seen['room']} px")
    if tally.misses and len(tally.reveals) < len(tally.misses):  # the page's own scroll before each miss
        tally.reveals += [f"before miss {len(tally.reveals) + 1}: {seen['reveals'][-3:]}"] * (len(tally.misses) - len(tally.reveals))
    if tally.misses and not tally.shot and os.environ.get("INVIEW_SHOTS"):
        tally.shot = f"{os.environ['INVIEW_SHOTS']}/miss-{tally.name}-{tally.taps}.png"
    if turn_starts(seen, last_step):
        tally.turn_starts += 1
        if not seen["acting"]:
            tally.misses.append(f"{where}: no [data-acting] area at the start of a turn")
        tally.misses += [f"{where}: at the start of a turn, {a['what']} out of view ({a['top']}..{a['bottom']})"
                         for a in seen["acting"] if not a["inside"]]


def choose_tap(seen: dict, tally: Tally, rng: random.Random, game: str) -> dict | None:
    """One of the controls in view, preferring one that starts or continues a kind not met yet."""
    prefix = " ".join(seen["step"].split(":")[2:3])
    in_view = [b for b in seen["tappable"] if b["inside"]]
    if seen["choosing"]:  # go on with the choice: only what continues it
        in_view = [b for b in in_view if b["continues"]] or in_view
    if not in_view:
        return None
    new = [b for b in in_view if kind_of(prefix, b["arg"]) in KINDS[game] - tally.kinds and b["cmd"] != "act"]
    new += [b for b in in_view if b["cmd"] == "act" and b["arg"].split()[:1] and b["arg"].split()[0] in KINDS[game] - tally.kinds]
    new += [b for b in in_view if b["cmd"] == "ui" and "claim" in KINDS[game] - tally.kinds]  # Extreme's Claim
    for word in RARE:  # a kind a game offers seldom: taken whenever it is in view (the rarest first)
        rare = [b for b in new if kind_of(prefix, b["arg"]) == word or (word == "claim" and b["cmd"] == "ui")]
        if rare:
            return rng.choice(rare)
    if new and rng.random() < 0.85:
        return rng.choice(new)
    # End turn and the like last, the bin once tried: the person tries things first and fills bowls
    moving = [b for b in in_view if b["arg"] not in ("end", "stop", "done", "skip", "pass")
              and not (b["arg"].startswith("bin ") and "bin" in tally.kinds)] or in_view
    return rng.choice(moving)


def play_game(page: Page, game: str, record: Record, save_id: str, size: tuple[int, int], seed: int,
              tally: Tally, until: str = "") -> None:
    """Plant ``record`` and play it to its end by taps in view, checking every moment (see the module);
    with ``until`` a kind of action, only until that kind is met and the person's turn is over."""
    S.resize(page, *size)
    S.go(page, "#/")
    page.wait_for_selector("#home")  # the home screen drawn before the game's route is followed
    try:
        S.plant(page, record, save_id)
    except Exception as error:
        where = page.evaluate("""() => ({hash: location.hash, screen: (document.querySelector('main') || {}).id,
            message: (document.querySelector('#home-message') || {}).textContent || ''})""")
        raise AssertionError(f"the planted game did not open: {where}") from error
    S.settle(page)
    rng = random.Random(seed)
    last_step = ""
    started = time.monotonic()
    while tally.taps < MAX_TAPS and time.monotonic() - started < GAME_SECONDS:
        seen = look(page)
        if seen["screen"] == "over":
            return
        if until and until in tally.kinds and not seen["choosing"] and turn_starts(seen, last_step):
            return
        if seen["screen"] == "handoff":
            tally.handoffs += 1
            if not seen["handoff"]["inside"]:
                tally.misses.append(f"after {tally.taps} taps: the hand-off's button out of view: {seen['handoff']}")
            tap(page, seen["handoff"])
            last_step = ""
            continue
        assert seen["screen"] == "play", f"unexpected screen {seen['screen']}"
        check(seen, tally, last_step)
        if os.environ.get("INVIEW_SHOTS") and not tally.folded_shot and page.evaluate(
                "document.documentElement.hasAttribute('data-fold')"):
            tally.folded_shot = f"{os.environ['INVIEW_SHOTS']}/folded-{tally.name}-{tally.taps}.png"
            page.screenshot(path=tally.folded_shot)
        if tally.shot and not tally.shot.startswith("taken:"):
            page.screenshot(path=tally.shot)
            tally.shot = "taken:" + tally.shot
        if seen["step"]:
            last_step = seen["step"]
        target = choose_tap(seen, tally, rng, game)
        if target is None:
            outside = [f"{b['what']} at {b['top']}" for b in seen["tappable"]][:5]
            tally.misses.append(f"after {tally.taps} taps: nothing to tap in view (y={seen['y']}); there are: {outside}")
            return
        prefix = " ".join(seen["step"].split(":")[2:3])
        kind = kind_of(prefix, target["arg"]) if target["cmd"] in ("pick", "act", "pick-fresh") else ""
        if target["cmd"] == "act" and target["arg"].startswith("claim"):
            kind = "claim"
        if kind:
            tally.kinds.add(kind)
        if game == "ink" and kind == "place" and seen["card"].count("+") == 2:
            tally.kinds.add("three")
        tap(page, target)
        tally.taps += 1
    raise AssertionError(f"{game}: the game did not end within {MAX_TAPS} taps or {GAME_SECONDS} s"
                         + (f" ({until} not met)" if until else ""))


def report(game: str, tally: Tally) -> str:
    return (f"{game}: {tally.choice_steps} steps of a choice checked, {tally.turn_starts} turn starts, "
            f"{tally.handoffs} hand-offs, {tally.taps} taps; kinds met: {sorted(tally.kinds)}")


def misses_message(label: str, tally: Tally) -> str:
    """The report and the first misses, each with the page's own last scrolls before it."""
    return (f"{report(label, tally)}\n{len(tally.misses)} misses, each with the page's own last scrolls:\n"
            + "\n".join(f"{miss}\n    {why}" for miss, why in zip(tally.misses[:15], tally.reveals)))


def test_home_start_in_view_on_a_phone(screen_page: Page, site_url: str) -> None:
    """At 390x844 the home screen's Start is in view as it opens."""
    S.resize(screen_page, *PHONE)
    open_app(screen_page, site_url, FAST, reuse=True)
    S.go(screen_page, "#/")
    screen_page.wait_for_selector("#home [data-cmd=start]")
    box = screen_page.evaluate("""() => { const r = document.querySelector('#home [data-cmd=start]').getBoundingClientRect();
        return {top: r.top, bottom: r.bottom, vh: innerHeight}; }""")
    assert box["top"] >= 0 and box["bottom"] <= box["vh"], f"Start at {box['top']:.0f}..{box['bottom']:.0f} in a {box['vh']} px window"


#: seeds whose games meet every kind of choice within one game (found by running this test)
PHONE_SEEDS = {"fury": 5, "ink": 13, "extreme": 2}
#: where a game starts when a kind of action is rare by taps at random: at the first moment (random legal
#: moves from the seed's start, in CPython) when Mai may take it (Extreme: a claim, a few moves in)
PHONE_FROM = {"extreme": "claim"}


def phone_record(game: str, seed: int, word: str | None = None) -> Record:
    """The seeded game Mai plays, from its start or from the first moment she may take the kind of action
    ``word`` (by default the one ``PHONE_FROM`` names)."""
    record = Record(game=game, seed=seed, seats=S.seats_for(game, 1, 2))
    word = word or PHONE_FROM.get(game)
    if word is None:
        return record
    match = Match(get_game(game), record)
    found = S.play_random(match, random.Random(seed), lambda _g, _s, m: m.to_act == 0 and S._legal_starts(m, word))
    assert found, f"{game} seed {seed}: Mai never may {word}"
    return Record.from_json(match.record.to_json())


@pytest.mark.parametrize("game", S.GAMES)
def test_acting_area_in_view_on_a_phone(screen_page: Page, site_url: str, game: str) -> None:
    """A whole seeded game at 390x844: every step of a choice and every turn start in view (see the module).
    A kind of action the whole game did not meet (Extreme offers one optional action a turn, and a claim,
    a steal, Chopsticks' replace and a swap seldom all come up in one game) is met in a turn of its own:
    from the first moment of another seeded game when Mai may take it, to the end of that turn."""
    S.resize(screen_page, *PHONE)
    open_app(screen_page, site_url, FAST, reuse=True)
    tally = Tally(name=f"phone-{game}")
    seed = PHONE_SEEDS[game]
    record = phone_record(game, seed)
    play_game(screen_page, game, record, f"inview-phone-{game}", PHONE, seed, tally)
    for word in sorted(KINDS[game] - tally.kinds) if game == "extreme" else ():
        play_game(screen_page, game, phone_record(game, seed, word), f"inview-phone-{game}-{word}", PHONE, seed, tally,
                  until=word)
    print(report(game, tally))
    assert not tally.misses, misses_message(game, tally)
    assert tally.choice_steps > 0 and tally.turn_starts > 0
    assert KINDS[game] <= tally.kinds, f"{game}: kinds never met: {sorted(KINDS[game] - tally.kinds)}"


def test_five_seat_fury_in_view_on_a_tablet(screen_page: Page, site_url: str) -> None:
    """Ramen Fury with three people passing the tablet and two computers at 768x1024 (see the module)."""
    S.resize(screen_page, *TABLET)
    open_app(screen_page, site_url, FAST, reuse=True)
    tally = Tally(name="tablet-fury")
    record = Record(game="fury", seed=21, seats=S.seats_for("fury", 3, 2))
    play_game(screen_page, "fury", record, "inview-tablet-fury", TABLET, 21, tally)
    print(report("fury, 5 seats", tally))
    assert not tally.misses, misses_message("fury, 5 seats", tally)
    assert tally.handoffs > 0 and tally.choice_steps > 0
    assert KINDS["fury"] <= tally.kinds, f"fury: kinds never met: {sorted(KINDS['fury'] - tally.kinds)}"
