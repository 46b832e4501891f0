"""How much of the table a person sees while they play: the measuring instrument of the composition test
(tests/browser/test_composition.py) and of ``tools/composition.py``, which writes docs/composition.md.

For each title, with 2, 3 and 5 seats (Mai in seat 0, computers in the others), one seeded game is opened
(a record planted as the app saves it, tests/browser/screens.py) and played by Mai's taps: at each of her first
``DECISIONS`` decisions (the start of each step of her turn and each step of a choice in progress) the page is
measured in every layout of ``LAYOUTS`` (five window sizes, text at 100 and 150 %), then Mai taps one of the
step's enabled game controls, chosen by a seeded generator. Each measurement is one call to the page
(``MEASURE_JS``), reading the page as laid out, never its markup's intentions:

- targets: the step's enabled game controls (see ``CONTROLS_JS``) whose box lies wholly in the window and in
  the visible part of every element that clips it (the table's scrolling band, a dock that scrolls), and that
  are on top at their centre (``document.elementFromPoint``: under the dock, the top bar or the strip does
  not count; a card of a fanned hand is looked at on its visible edge);
- own place: the share of the area of ``#board [data-own-place]`` that is seen (inside the window and what
  clips it, and on top, sampled on a grid);
- table band: the share of the window's height in which the table's scrolling band (the ``[data-scroller]``
  that scrolls in this layout) is what is seen, row by row; without one, ``#board``'s;
- dock pinned: ``#play-dock`` wholly in the window while the band scrolls on its own;
- sideways: the page's sideways scroll in px, and what in ``#play`` lies past the window's sides, scrolls
  sideways, or is cut off sideways by the band;
- overlaps: pairs of visible text boxes (``Range.getClientRects``) and pictures (``.pic``) that intersect by
  more than 2x2 px, where neither element holds the other and both are on top at their own centres (so a
  piece deliberately covered by the next one in a pile does not count).

How each layout is reached: the first layout (``LAYOUTS[0]``, the phone at 100 %) is the one Mai plays in,
so it is measured just as the page left it after her tap (the page brings the step's controls into view
itself, static/morph.js). For every other layout the table is put back at its top and unfolded
(``html[data-fold]`` removed), then either the window is resized or ``html[data-text]`` set, never both (the
order of ``LAYOUTS``): the page looks for the step's controls again by itself (its resize and text-size
observers), so each layout is measured as the page brings the step into view from the table's top, the same
whatever layout came before. After the last layout the window goes back to Mai's, the page looks again, and
she taps. The page runs with reduced motion (its scrolls instant; the layout is the same) and flights of 1 ms.
Nothing here scrolls the page or moves focus: a tap is ``element.click()``.
"""

from __future__ import annotations

import os
import random
import statistics
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from playwright.sync_api import Page

from ramen.core.record import Record
from tests.browser import screens as S
from tests.browser.pages import FAST, UNTIL_JS

TITLES = ("fury", "ink", "extreme")
SIZES: tuple[tuple[int, int], ...] = ((390, 844), (768, 1024), (1024, 768), (1280, 800), (1920, 1080))
SEATS = (2, 3, 5)
TEXTS = ("100", "150")
#: every (size, text size) measured at each decision, in the order measured: the first is the one Mai plays in;
#: each next one changes the size or the text size, not both (one new layout for the page to look at), and the
#: last one is a resize away from the first (for Mai's next tap)
LAYOUTS: tuple[tuple[tuple[int, int], str], ...] = (
    *[(size, "100") for size in SIZES[:1]], *[(size, "150") for size in SIZES],
    *[(size, "100") for size in reversed(SIZES[1:])])
#: Mai's decisions measured in each game
DECISIONS = 8
#: the page's query: computers without pauses, flights of 1 ms
QUERY = FAST + "&travelms=1"
#: the seed of each game's record; Mai's taps are chosen by random.Random(f"composition:{title}:{seats}")
GAME_SEED = 11

# the thresholds (see ``failures``)
WIDE_FROM = 768  # px: "at least 768 px wide"
TARGETS_WIDE = 1.0
OWN_WIDE = 0.9
TARGETS_PHONE = 0.9
#: at 390x844 the person's own place is seen on their turn beside the market (its strips may go up out of view)
OWN_PHONE = 0.75
PHONE = (390, 844)
BAND_MIN = 0.55
STRICT_SEATS = (2, 3)
STRICT_TEXT = "100"


def size_name(size: tuple[int, int]) -> str:
    return f"{size[0]}x{size[1]}"


#: the step's game controls, as a function of the page's scripts: in a choice in progress those that continue
#: it (the "pick" controls and the "act" ones whose action begins with the steps chosen, #strip[data-prefix];
#: a choice the board keeps itself, without a prefix: the controls of its [data-acting] areas), else every
#: enabled pick, pick-fresh and act control of the table and the dock, and Extreme's Claim (a "ui" control that
#: asks first, then claims: tests/browser/drivers.py TAPPABLE); and the strip's Confirm
CONTROLS_JS = """function controls() {
    const strip = document.getElementById('strip');
    const parts = [document.getElementById('board'), document.getElementById('play-dock')].filter(Boolean);
    const game = parts.flatMap((part) => [...part.querySelectorAll(
        'button[data-cmd=pick]:enabled, button[data-cmd=pick-fresh]:enabled, button[data-cmd=act]:enabled,'
        + ' button[data-cmd=ui][data-arg^="extreme_confirm="]:not([data-arg="extreme_confirm="]):enabled')]);
    const choosing = !!strip && strip.dataset.actingNow === 'choosing';
    const prefix = strip ? strip.dataset.prefix || '' : '';
    let list = game;
    if (choosing) {
        list = prefix ? game.filter((b) => b.dataset.cmd === 'pick' || (b.dataset.arg || '').startsWith(prefix + ' '))
            : game.filter((b) => b.closest('[data-acting]'));
    }
    const confirm = strip && strip.querySelector('button[data-key=confirm]:enabled');
    if (confirm) list.push(confirm);
    return {list, choosing, prefix, step: strip ? strip.dataset.step || '' : ''};
}"""

#: one measurement of the page as it is (see the module's docstring); ``prepare`` then puts the table back at
#: its top, unfolded, for the next layout
MEASURE_JS = """async ({width, height, text, prepare, timeoutMs}) => {
    const html = document.documentElement, end = performance.now() + timeoutMs;
    const until = %(until)s, twoFrames = %(two_frames)s;
    const started = performance.now();
    await until(() => innerWidth === width && innerHeight === height, `the window never became ${width}x${height}`, end);
    if (html.dataset.text !== text) html.dataset.text = text;
    // the page looks again in the frame after a resize or a new text size (static/morph.js); its scroll is instant
    // with reduced motion, and a smooth one is waited for (html[data-revealing])
    await twoFrames(30000);
    if (html.hasAttribute('data-revealing')) {
        await until(() => !html.hasAttribute('data-revealing'), "the page's own scroll never ended", end);
        await twoFrames(30000);
    }
    const controls = %(controls)s;
    const RECT = %(rect)s;
    const vw = html.clientWidth, vh = html.clientHeight;
    const play = document.getElementById('play');
    const cs = (el) => getComputedStyle(el);
    const px = (v) => Math.round(v);
    const name = (el) => {
        if (!el) return 'nothing';
        if (el.id) return '#' + el.id;
        const classes = typeof el.className === 'string' ? el.className.trim().split(/\\s+/).filter(Boolean) : [];
        const cls = classes.length ? '.' + classes.slice(0, 2).join('.') : '';
        const cmd = el.dataset && el.dataset.cmd ? `[${el.dataset.cmd} ${el.dataset.arg || ''}]`.replace(' ]', ']') : '';
        const words = (el.innerText || el.textContent || '').replace(/\\s+/g, ' ').trim().slice(0, 24);
        return (el.tagName.toLowerCase() + cls + cmd + (words ? ` "${words}"` : '')).slice(0, 100);
    };
    const boxText = (b) => `${px(b.l)},${px(b.t)}..${px(b.r)},${px(b.b)}`;
    const ofRect = (r) => ({l: r.left, t: r.top, r: r.right, b: r.bottom});
    const meet = (a, c) => ({l: Math.max(a.l, c.l), t: Math.max(a.t, c.t), r: Math.min(a.r, c.r), b: Math.min(a.b, c.b)});
    const area = (b) => Math.max(0, b.r - b.l) * Math.max(0, b.b - b.t);
    const hits = (el, x, y) => { const h = document.elementFromPoint(x, y); return !!h && (h === el || el.contains(h)); };

    // the part of the window in which an element's box (self: its own content, a text's) may be seen: the window and
    // every ancestor whose overflow clips it (an absolutely placed box escapes static ancestors up to its containing
    // block; a fixed one all but a transformed or contained one); a box cut by clip: rect() is hidden. Worked out once
    // per ancestor and way of placing (clipFrom: what the content inside ``a`` may be seen in)
    const windowBox = {l: 0, t: 0, r: vw, b: vh}, nothing = {l: 0, t: 0, r: 0, b: 0};
    const clips = new Map();
    const clipFrom = (a, mode) => {
        if (!a || a === document.body || a === html) return windowBox;
        let memo = clips.get(a);
        if (!memo) clips.set(a, memo = {});
        if (memo[mode]) return memo[mode];
        const s = cs(a);
        const contains = s.transform !== 'none' || s.filter !== 'none' || s.containerType !== 'normal'
            || /paint|layout|strict|content/.test(s.contain);
        let box;
        if ((mode === 'fixed' && !contains) || (mode === 'absolute' && s.position === 'static' && !contains)) {
            box = clipFrom(a.parentElement, mode);  // not its containing block: it does not clip it
        } else {
            box = clipFrom(a.parentElement, s.position === 'absolute' || s.position === 'fixed' ? s.position : 'flow');
            if (s.display !== 'contents' && (s.overflowX !== 'visible' || s.overflowY !== 'visible')) {
                const r = a.getBoundingClientRect(), x0 = r.left + a.clientLeft, y0 = r.top + a.clientTop;
                if (s.overflowX !== 'visible') box = {...box, l: Math.max(box.l, x0), r: Math.min(box.r, x0 + a.clientWidth)};
                if (s.overflowY !== 'visible') box = {...box, t: Math.max(box.t, y0), b: Math.min(box.b, y0 + a.clientHeight)};
            }
            if ((s.position === 'absolute' || s.position === 'fixed') && s.clip && s.clip !== 'auto') box = nothing;
        }
        memo[mode] = box;
        return box;
    };
    const clipBox = (el, self) => {
        if (self) return clipFrom(el, 'flow');
        const position = cs(el).position;
        return clipFrom(el.parentElement, position === 'absolute' || position === 'fixed' ? position : 'flow');
    };
    const hiddenEl = (el) => !!el.closest('.sr, .sr-only, #travel-layer')
        || !el.checkVisibility({opacityProperty: true, visibilityProperty: true});

    // the table's band: the marked element that scrolls in this layout
    const scrollers = [...document.querySelectorAll('[data-scroller]')].filter((el) =>
        cs(el).display !== 'contents' && /(auto|scroll)/.test(cs(el).overflowY));
    const band = scrollers[0] || null;

    // 1. the step's controls in view and on top
    const step = controls();
    const missed = [];
    let inView = 0;
    for (const el of step.list) {
        const r = el.getBoundingClientRect(), c = clipBox(el, false);
        let why = '';
        if (r.width < 1 || r.height < 1) why = 'no box';
        else if (r.left < c.l - 1 || r.top < c.t - 1 || r.right > c.r + 1 || r.bottom > c.b + 1) {
            why = `out of view at ${boxText(ofRect(r))}, seen ${boxText(c)}`;
        } else {
            const x = r.left + r.width / 2, y = r.top + r.height / 2;
            if (!hits(el, x, y)) {
                const hit = document.elementFromPoint(x, y);
                // a pile (a fanned hand): the next piece lies over this one's middle, this one shows an edge
                const pile = el.closest('.fan, [data-zone]');
                const edge = Math.min(12, r.width / 4);
                const stacked = pile && hit && pile.contains(hit)
                    && (hits(el, r.left + edge, y) || hits(el, r.right - edge, y));
                if (!stacked) why = `under ${name(hit)} at ${px(x)},${px(y)}`;
            }
        }
        if (why) missed.push(`${name(el)}: ${why}`); else inView += 1;
    }

    // 2. the person's own place: the share of its area seen
    const own = document.querySelector('#board [data-own-place]');
    let ownShare = null, ownWhy = '';
    if (own) {
        const full = ofRect(RECT(own)), seen = meet(full, clipBox(own, false));
        const whole = area(full), part = area(seen);
        if (whole > 0 && part > 0) {
            const N = 10;
            let shown = 0;
            for (let i = 0; i < N; i++) for (let j = 0; j < N; j++) {
                const x = seen.l + (seen.r - seen.l) * (i + 0.5) / N, y = seen.t + (seen.b - seen.t) * (j + 0.5) / N;
                const h = document.elementFromPoint(x, y);
                if (h && (own.contains(h) || h.contains(own))) shown += 1;
            }
            ownShare = part / whole * shown / (N * N);
        } else ownShare = 0;
        ownWhy = `at ${boxText(full)}, seen ${boxText(seen)}`;
    }

    // 3. the table's band: the rows of the window in which it is what is seen (the strip and the dock not counted),
    // looked at every STEP px and, where what is seen changes between two rows, to the pixel between them
    const table = band || document.getElementById('board');
    let seenRows = 0;
    if (table) {
        const r = table.getBoundingClientRect(), l = Math.max(0, r.left), rr = Math.min(vw, r.right);
        const xs = [(l + rr) / 2, l + (rr - l) / 6, l + (rr - l) * 5 / 6];
        const seenAt = (y) => y >= r.top && y <= r.bottom && rr > l && xs.some((x) => {
            const h = document.elementFromPoint(x, y);
            return !!h && table.contains(h) && !h.closest('#strip, #play-dock');
        });
        const STEP = 16;
        let y0 = 0.5, seen0 = seenAt(y0);
        if (seen0) seenRows += 1;
        for (let y1 = Math.min(vh - 0.5, y0 + STEP); y0 < vh - 0.5; y0 = y1, y1 = Math.min(vh - 0.5, y1 + STEP)) {
            const seen1 = seenAt(y1);
            if (seen0 === seen1) { if (seen0) seenRows += y1 - y0; }
            else {
                let [low, high] = [y0, y1];  // seen at low as at y0, at high as at y1: where it changes
                while (high - low > 1) {
                    const middle = Math.round((low + high) / 2 - 0.5) + 0.5;
                    if (seenAt(middle) === seen0) low = middle; else high = middle;
                }
                seenRows += seen0 ? low - y0 : y1 - high + 1;
            }
            seen0 = seen1;
        }
    }

    // 4. the dock pinned: wholly in the window while the band scrolls on its own
    const dock = document.getElementById('play-dock');
    const dr = dock ? dock.getBoundingClientRect() : null;
    const pinned = !!band && !!dock && !band.contains(dock) && dr.height > 0 && dr.top >= -1 && dr.bottom <= vh + 1
        && dr.left >= -1 && dr.right <= vw + 1;

    // 5. sideways: the page's sideways scroll, what lies past the window's sides, what scrolls sideways or is cut
    // off sideways by the band
    const se = document.scrollingElement;
    const sideways = [];
    let side = Math.max(0, se.scrollWidth - se.clientWidth);
    if (side > 0) sideways.push(`the page scrolls sideways by ${side} px`);
    if (play) {
        const past = new Set();
        for (const el of play.querySelectorAll('*')) {
            const r = el.getBoundingClientRect();
            if (r.width <= 1 || r.height <= 1) continue;
            const wider = el.scrollWidth - el.clientWidth;
            if (wider > 1) {
                const s = cs(el);
                if (/(auto|scroll)/.test(s.overflowX) && !hiddenEl(el)) {
                    side = Math.max(side, wider);
                    sideways.push(`${name(el)} scrolls sideways by ${wider} px`);
                } else if (el.hasAttribute('data-scroller') && s.display !== 'contents' && s.overflowX !== 'visible') {
                    side = Math.max(side, wider);
                    sideways.push(`${name(el)} cuts off ${wider} px sideways`);
                }
            }
            if ((r.right > vw + 1 || r.left < -1) && !hiddenEl(el)) {
                const by = Math.ceil(Math.max(r.right - vw, -r.left));
                side = Math.max(side, by);
                past.add(el);
                if (!past.has(el.parentElement)) sideways.push(`${name(el)} lies ${by} px past the window's side`);
            }
        }
    }

    // 6. text boxes and pictures that overlap, each on top at its centre (hit tests see every element in paint order
    // meanwhile: a badge that lets taps through still covers what is under it)
    const boxes = [];
    const range = document.createRange();
    if (play) {
        const walker = document.createTreeWalker(play, NodeFilter.SHOW_TEXT);
        const hiddenMemo = new Map();
        const hidden = (el) => { if (!hiddenMemo.has(el)) hiddenMemo.set(el, hiddenEl(el)); return hiddenMemo.get(el); };
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
            const words = n.data.trim();
            const el = n.parentElement;
            if (!words || !el || hidden(el)) continue;
            range.selectNodeContents(n);
            const c = clipBox(el, true);
            for (const r of range.getClientRects()) {
                const v = meet(ofRect(r), c);
                if (v.r - v.l >= 1 && v.b - v.t >= 1) boxes.push({el, v, words});
            }
        }
        for (const el of play.querySelectorAll('.pic')) {
            if (hidden(el)) continue;
            const v = meet(ofRect(el.getBoundingClientRect()), clipBox(el, false));
            if (v.r - v.l >= 1 && v.b - v.t >= 1) boxes.push({el, v, words: null});
        }
    }
    const describe = (b) => b.words === null ? `${name(b.el.parentElement)} > ${name(b.el)}`
        : `${name(b.el)} text "${b.words.slice(0, 30)}"`;
    // (not counted: both boxes inside one piece, such as a card's letter and its picture, a chip's letter on its rim:
    // the piece as it is printed, whose picture's box holds transparent margins the letter may lie in)
    const PIECE = '[data-thing], .card, .chip, .die, .tok, .bowl-card';
    // (the outermost piece around an element: a token's count badge beside its chip is the token's)
    const outerPiece = (el) => { let p = el.closest(PIECE); for (let q = p; q; q = q.parentElement && q.parentElement.closest(PIECE)) p = q; return p; };
    const overlaps = [];
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('#play, #play * { pointer-events: auto !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    try {
        const onTop = (b) => {
            if (b.top === undefined) b.top = hits(b.el, (b.v.l + b.v.r) / 2, (b.v.t + b.v.b) / 2);
            return b.top;
        };
        boxes.sort((a, b) => a.v.l - b.v.l);
        for (let i = 0; i < boxes.length; i++) {
            const a = boxes[i];
            for (let j = i + 1; j < boxes.length && boxes[j].v.l < a.v.r - 2; j++) {
                const b = boxes[j];
                const w = Math.min(a.v.r, b.v.r) - Math.max(a.v.l, b.v.l), h = Math.min(a.v.b, b.v.b) - Math.max(a.v.t, b.v.t);
                if (w <= 2 || h <= 2 || a.el === b.el || a.el.contains(b.el) || b.el.contains(a.el)) continue;
                if (!onTop(a) || !onTop(b)) continue;
                const piece = outerPiece(a.el);
                if (piece && piece === outerPiece(b.el)) continue;
                overlaps.push(`${describe(a)} over ${describe(b)} (${px(w)}x${px(h)} px at ${px(Math.max(a.v.l, b.v.l))},`
                              + `${px(Math.max(a.v.t, b.v.t))})`);
            }
        }
    } finally {
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    }

    const result = {
        step: step.step, choosing: step.choosing, prefix: step.prefix,
        screen: play ? 'play' : (document.querySelector('main') || {id: ''}).id,
        width: vw, height: vh, text: html.dataset.text || '100', fold: html.hasAttribute('data-fold'),
        targets: step.list.length, inView, missed,
        own: ownShare, ownWhere: ownWhy, hasOwn: !!own,
        band: table ? Math.min(1, seenRows / vh) : 0, bandName: band ? name(band) : table ? '#board (no band scrolls)' : 'none',
        scrollers: scrollers.map(name), pinned,
        sideways: px(side), sidewaysWhat: sideways.slice(0, 8), overlaps,
        reveals: (window.__reveals || []).slice(-2),  // what the page's own scroll last decided (static/morph.js)
        ms: 0,
    };
    if (prepare) {
        // the next layout starts from the table's top, unfolded: the page brings the step into view from there
        for (const el of document.querySelectorAll('[data-scroller]')) el.scrollTop = 0;
        window.scrollTo(0, 0);
        delete html.dataset.fold;
    }
    result.ms = Math.round(performance.now() - started);
    return result;
}""" % {"until": UNTIL_JS, "two_frames": S.TWO_FRAMES_JS, "controls": CONTROLS_JS, "rect": S.RECT_JS}

#: Mai's move: the text size she plays at put back, the page's look at it waited for, then one of the step's
#: controls that moves the game on (not Extreme's Claim, which only asks; ``pick``: a number in [0, 1) from the
#: seeded generator) clicked as an element (no pointer: nothing scrolls but what the page scrolls itself);
#: returns what was clicked, or '' when there is nothing
MOVE_JS = """async ({width, height, text, pick, timeoutMs}) => {
    const html = document.documentElement, end = performance.now() + timeoutMs;
    const until = %(until)s, twoFrames = %(two_frames)s, controls = %(controls)s;
    await until(() => innerWidth === width && innerHeight === height, `the window never became ${width}x${height}`, end);
    if (html.dataset.text !== text) html.dataset.text = text;
    await twoFrames(30000);
    await until(() => !html.hasAttribute('data-revealing'), "the page's own scroll never ended", end);
    let list = controls().list.filter((b) => b.dataset.cmd !== 'ui');
    if (!list.length) {
        list = [...document.querySelectorAll('#board button[data-cmd]:enabled, #play-dock button[data-cmd]:enabled')]
            .filter((b) => ['pick', 'pick-fresh', 'act'].includes(b.dataset.cmd));
    }
    if (!list.length) return '';
    const el = list[Math.floor(pick * list.length)];
    const what = `${el.dataset.cmd} ${el.dataset.arg || ''}`.trim();  // (the patch may turn this element into another)
    el.click();
    return what;
}""" % {"until": UNTIL_JS, "two_frames": S.TWO_FRAMES_JS, "controls": CONTROLS_JS}

#: where the page is, in words, for a failure's message: the route, the strip's attributes and words, whether busy
WHERE_JS = """() => { const s = document.getElementById('strip'), html = document.documentElement;
    const strip = s ? [...s.attributes].map((a) => `${a.name}="${a.value}"`).join(' ')
        + ' "' + s.innerText.replace(/\\s+/g, ' ').slice(0, 160) + '"' : 'none';
    return `${location.hash}, busy: ${html.hasAttribute('data-busy')}, strip: ${strip}`; }"""

#: what a move changes: the step the strip names, or the screen
MOMENT_JS = """() => { const s = document.getElementById('strip');
    return (s ? s.dataset.step || '' : '') + '|' + (document.querySelector('main') || {id: ''}).id; }"""


@dataclass
class Measurement:
    """One layout at one of Mai's decisions."""

    title: str
    seats: int
    size: tuple[int, int]
    text: str
    decision: int
    step: str
    choosing: bool
    targets: int
    in_view: int
    missed: list[str]
    own: float | None
    own_where: str
    band: float
    band_name: str
    pinned: bool
    sideways: int
    sideways_what: list[str]
    overlaps: list[str]
    reveals: list[str]
    ms: int

    @property
    def target_share(self) -> float | None:
        """The share of the step's controls in view (None: the step has none)."""
        return self.in_view / self.targets if self.targets else None

    def where(self) -> str:
        return (f"{self.title} {size_name(self.size)} {self.seats} seats {self.text}% decision {self.decision + 1}"
                f" ({'choosing ' if self.choosing else ''}step {self.step})")


@dataclass
class Walk:
    """What a walk measured, and what it did."""

    measurements: list[Measurement] = field(default_factory=list)
    moves: dict[tuple[str, int], list[str]] = field(default_factory=dict)
    seconds: dict[tuple[str, int], float] = field(default_factory=dict)


#: a folder to keep a picture of every measured layout in (COMPOSITION_SHOTS=DIR), to look at what a figure says
SHOTS = os.environ.get("COMPOSITION_SHOTS", "")


def new_page(browser: Any) -> tuple[Any, Page]:
    """A context of its own with reduced motion (the page's scrolls are instant; nothing else changes), and its page."""
    context = browser.new_context(viewport={"width": PHONE[0], "height": PHONE[1]}, reduced_motion="reduce")
    return context, context.new_page()


def open_game(page: Page, title: str, seats: int) -> None:
    """Plant the seeded game of ``title`` with Mai and ``seats - 1`` computers and open it, at Mai's layout."""
    (width, height), text = LAYOUTS[0]
    page.set_viewport_size({"width": width, "height": height})
    page.evaluate("(t) => { document.documentElement.dataset.text = t; }", text)
    S.go(page, "#/")
    page.wait_for_selector("#home")
    record = Record(game=title, seed=GAME_SEED, seats=S.seats_for(title, 1, seats - 1))
    S.plant(page, record, f"composition-{title}-{seats}")
    S.settle(page)


def measure_decision(page: Page, title: str, seats: int, decision: int) -> list[Measurement]:
    """Every layout at this decision (one call to the page each, and a resize when the size changes)."""
    found = []
    size_now = LAYOUTS[0][0]
    for size, text in LAYOUTS:
        if size != size_now:
            page.set_viewport_size({"width": size[0], "height": size[1]})
            size_now = size
        seen = page.evaluate(MEASURE_JS, {"width": size[0], "height": size[1], "text": text, "prepare": True,
                                          "timeoutMs": 30_000})
        if SHOTS:
            page.screenshot(path=f"{SHOTS}/{title}-{seats}-{decision + 1}-{size_name(size)}-{text}.png")
        if seen["screen"] != "play":
            raise AssertionError(f"{title} {seats} seats decision {decision + 1}: the screen is {seen['screen']!r},"
                                 " not the game")
        found.append(Measurement(
            title=title, seats=seats, size=size, text=text, decision=decision, step=seen["step"], choosing=seen["choosing"],
            targets=seen["targets"], in_view=seen["inView"], missed=seen["missed"],
            own=seen["own"], own_where=seen["ownWhere"], band=seen["band"], band_name=seen["bandName"],
            pinned=seen["pinned"], sideways=seen["sideways"], sideways_what=seen["sidewaysWhat"], overlaps=seen["overlaps"],
            reveals=seen["reveals"], ms=seen["ms"]))
    play_size = LAYOUTS[0][0]
    if size_now != play_size:
        page.set_viewport_size({"width": play_size[0], "height": play_size[1]})
    return found


def game_over(page: Page) -> bool:
    """Whether the game has ended; a game screen without its strip fails with where the page is."""
    over, strip = page.evaluate("() => [!!document.querySelector('#end, [data-game-over]'), !!document.getElementById('strip')]")
    if not over and not strip:
        raise AssertionError(f"the game screen has no strip: {page.evaluate(WHERE_JS)}")
    return bool(over)


def move(page: Page, rng: random.Random) -> str:
    """Mai's tap, and the wait until the page has taken it and is still again."""
    before = page.evaluate(MOMENT_JS)
    (width, height), text = LAYOUTS[0]
    clicked = page.evaluate(MOVE_JS, {"width": width, "height": height, "text": text, "pick": rng.random(),
                                      "timeoutMs": 30_000})
    if not clicked:
        raise AssertionError(f"no game control to tap at {before!r}: {page.evaluate(WHERE_JS)}")
    try:
        page.wait_for_function(f"() => ({MOMENT_JS})() !== {before!r}", timeout=30_000)
    except Exception as error:
        raise AssertionError(f"a tap on {clicked!r} changed nothing (still {before!r})") from error
    S.settle(page)
    return clicked


def walk_game(page: Page, title: str, seats: int, decisions: int = DECISIONS, into: Walk | None = None) -> Walk:
    """Open the seeded game and measure Mai's first ``decisions`` decisions in every layout."""
    walk = into if into is not None else Walk()
    started = time.monotonic()
    rng = random.Random(f"composition:{title}:{seats}")
    open_game(page, title, seats)
    moves = walk.moves.setdefault((title, seats), [])
    for decision in range(decisions):
        if game_over(page):
            break
        walk.measurements += measure_decision(page, title, seats, decision)
        if decision + 1 < decisions:
            moves.append(move(page, rng))
    walk.seconds[(title, seats)] = time.monotonic() - started
    return walk


def walk_all(page: Page, titles: Iterable[str] = TITLES, seats_list: Iterable[int] = SEATS, decisions: int = DECISIONS,
             progress: Callable[[str], None] | None = None) -> Walk:
    """Every title with every number of seats, in one page (already open at the app)."""
    walk = Walk()
    for title in titles:
        for seats in seats_list:
            walk_game(page, title, seats, decisions, walk)
            if progress is not None:
                progress(f"{title}, {seats} seats: {walk.seconds[(title, seats)]:.1f} s")
    return walk


# --- the table and the thresholds ----------------------------------------------------------------------------

@dataclass
class Row:
    """One title x size x seats x text size over the decisions measured."""

    title: str
    size: tuple[int, int]
    seats: int
    text: str
    decisions: int
    targets_median: float | None
    targets_min: float | None
    own_median: float | None
    own_min: float | None
    band_median: float
    band_min: float
    pinned: int  # decisions with the dock pinned
    sideways: int
    overlaps: int  # the most at one decision


def _median(values: list[float]) -> float | None:
    return statistics.median(values) if values else None


def rows(measurements: list[Measurement]) -> list[Row]:
    """The table's rows, in the order title, size, seats, text size."""
    groups: dict[tuple[str, tuple[int, int], int, str], list[Measurement]] = {}
    for m in measurements:
        groups.setdefault((m.title, m.size, m.seats, m.text), []).append(m)
    def order(key: tuple[str, tuple[int, int], int, str]) -> tuple[int, int, int, str]:
        title, size, seats, text = key
        return (TITLES.index(title) if title in TITLES else 9, SIZES.index(size) if size in SIZES else 9, seats, text)
    found = []
    for (title, size, seats, text), group in sorted(groups.items(), key=lambda kv: order(kv[0])):
        targets = [s for s in (m.target_share for m in group) if s is not None]
        own = [m.own for m in group if m.own is not None]
        band = [m.band for m in group]
        found.append(Row(title, size, seats, text, len(group), _median(targets), min(targets, default=None), _median(own),
                         min(own, default=None), statistics.median(band), min(band), sum(m.pinned for m in group),
                         max(m.sideways for m in group), max(len(m.overlaps) for m in group)))
    return found


def _pct(value: float | None) -> str:
    return "–" if value is None else f"{100 * value:.0f}"


def format_table(table: list[Row]) -> str:
    """The rows as a Markdown table."""
    head = ("| title | window | seats | text % | decisions | targets % median / min | own place % median / min "
            "| table band % median / min | dock pinned | sideways px | overlaps |")
    lines = [head, "|" + "---|" * 11]
    for r in table:
        pinned = "yes" if r.pinned == r.decisions else "no" if r.pinned == 0 else f"{r.pinned}/{r.decisions}"
        lines.append(f"| {r.title} | {size_name(r.size)} | {r.seats} | {r.text} | {r.decisions} "
                     f"| {_pct(r.targets_median)} / {_pct(r.targets_min)} | {_pct(r.own_median)} / {_pct(r.own_min)} "
                     f"| {_pct(r.band_median)} / {_pct(r.band_min)} | {pinned} | {r.sideways} | {r.overlaps} |")
    return "\n".join(lines)


_SEATS = f"{STRICT_SEATS[0]}–{STRICT_SEATS[-1]} seats"
THRESHOLDS = f"""\
- targets {100 * TARGETS_WIDE:.0f} % and own place ≥ {100 * OWN_WIDE:.0f} % with {_SEATS} at {STRICT_TEXT} % text at every size \
at least {WIDE_FROM} px wide;
- targets ≥ {100 * TARGETS_PHONE:.0f} % and own place ≥ {100 * OWN_PHONE:.0f} % at {size_name(PHONE)} ({_SEATS}, {STRICT_TEXT} % text);
- table band ≥ {100 * BAND_MIN:.0f} % of the window wherever the dock is pinned;
- 0 px sideways and 0 overlaps everywhere (every title, size, seat count and text size).
With 5 seats or at 150 % text only the last two rules (the band; sideways and overlaps) are asserted; the rest is
printed."""


def failures(measurements: list[Measurement]) -> list[str]:
    """Every threshold missed, each line starting with its kind in brackets and naming the title, size, seats,
    text size, decision and the numbers (see ``THRESHOLDS``)."""
    found = []
    for m in measurements:
        strict = m.seats in STRICT_SEATS and m.text == STRICT_TEXT
        share = m.target_share
        missed = ("; ".join(m.missed[:4]) + (f"; and {len(m.missed) - 4} more" if len(m.missed) > 4 else "")
                  + f" (the page's own scroll said: {' / '.join(m.reveals) or 'nothing'})")
        if strict and m.size[0] >= WIDE_FROM:
            if share is not None and share < TARGETS_WIDE:
                found.append(f"[targets] {m.where()}: {m.in_view}/{m.targets} in view ({_pct(share)} %, needs "
                             f"{_pct(TARGETS_WIDE)}): {missed}")
            if m.own is None or m.own < OWN_WIDE:
                found.append(f"[own place] {m.where()}: {_pct(m.own)} % seen (needs {_pct(OWN_WIDE)}), "
                             f"{m.own_where or 'no #board [data-own-place]'}")
        if strict and m.size == PHONE and (m.own is None or m.own < OWN_PHONE):
            found.append(f"[own place] {m.where()}: {_pct(m.own)} % seen (needs {_pct(OWN_PHONE)}), "
                         f"{m.own_where or 'no #board [data-own-place]'}")
        if strict and m.size == PHONE and share is not None and share < TARGETS_PHONE:
            found.append(f"[targets] {m.where()}: {m.in_view}/{m.targets} in view ({_pct(share)} %, needs "
                         f"{_pct(TARGETS_PHONE)}): {missed}")
        if m.pinned and m.band < BAND_MIN:
            found.append(f"[table band] {m.where()}: {_pct(m.band)} % of the window ({m.band_name}) with the dock pinned"
                         f" (needs {_pct(BAND_MIN)})")
        if m.sideways > 0:
            found.append(f"[sideways] {m.where()}: {m.sideways} px: {'; '.join(m.sideways_what[:4])}")
        if m.overlaps:
            found.append(f"[overlaps] {m.where()}: {len(m.overlaps)}: "
                         + "; ".join(m.overlaps[:6]) + (f"; and {len(m.overlaps) - 6} more" if len(m.overlaps) > 6 else ""))
    return found


def summary(found: list[str]) -> str:
    """How many failures of each kind."""
    kinds: dict[str, int] = {}
    for line in found:
        kind = line[1:line.index("]")] if line.startswith("[") else "other"
        kinds[kind] = kinds.get(kind, 0) + 1
    return ", ".join(f"{kind} {count}" for kind, count in sorted(kinds.items()))
