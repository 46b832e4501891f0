// Patch the page instead of replacing it: the Python app renders a screen as HTML, and morph() changes
// only the nodes that differ, so a tap repaints a few elements while focus, scroll positions, open
// <details> and typed text survive.
//
// The patch itself is idiomorph (static/vendor/idiomorph/, pinned in package.json, copied there by
// tools/vendor.py); this module adds what is ours: the focus rule below, the scroll kept where the
// player looks, the live region and the paint wait. Loaded by ramen/ui/page/drawing.py with pyscript.js_import;
// no other page code depends on it.

import { Idiomorph } from "./vendor/idiomorph/idiomorph.esm.js";
import { beforePatch, finishTravel, followBand, ownMoveLanding, scrolled, scrollingBand, scrollPosition, travelLanded,
         whenScrollEnds } from "./travel.js";

// Attributes a patch leaves alone: a <details> the player opened or closed stays as they left it, and
// what the player is typing into the focused field wins over the rendered value. (idiomorph's own
// ignoreActiveValue would also leave the children of a focused button unpatched: its label would go stale.)
function keepAttribute(name, element) {
  if (name === "open" && element.nodeName === "DETAILS") return false;
  if (name === "value" && element === document.activeElement && element.matches("input, textarea, select")) return false;
  return true;
}

// The patch does not remove what holds the focused element: the browser would move focus off it at once,
// which lays out the half-patched page (and the patch done, it is laid out again). It is moved aside instead,
// still focused (moveBefore keeps focus), and dropped once restoreFocus has moved focus on: the one layout
// is then that of the patched page. (A browser without moveBefore removes it in the patch, as before.)
const aside = document.createElement("div");
aside.hidden = true;
let holding = false;
function holdFocused(node) {
  if (!holding || !node.contains(document.activeElement)) return true;
  if (!aside.isConnected) document.documentElement.append(aside);
  try { aside.moveBefore(node, null); } catch { return true; }
  return false;
}

const PATCH = {
  morphStyle: "innerHTML",
  restoreFocus: false,  // focus is ours: restoreFocus() below
  callbacks: {
    beforeAttributeUpdated: keepAttribute,
    beforeNodeRemoved: holdFocused,
    // most of a screen is the same after a tap: an equal subtree is left as it is, unwalked
    beforeNodeMorphed: (from, to) => !from.isEqualNode(to),
  },
};

const CONTROLS = "button:not([disabled]), select:not([disabled]), input:not([disabled]), textarea, summary, [tabindex='0']";

// no layout is read here (a forced layout would cost more than the patch): "shown" is judged from markup
function shown(element) {
  return !element.closest("[hidden], details:not([open]) > :not(summary)");
}

function firstControl(area) {
  for (const control of area.querySelectorAll(CONTROLS)) if (shown(control)) return control;
  return null;
}

// Focus after a patch, for keyboard and screen-reader players. The rule:
//   1. the focused control is still there (the same element, with the same data-key): it keeps focus;
//   2. else a control with the same data-key (the same choice, redrawn);
//   3. else the first enabled control of the nearest element around it that is still on screen
//      (the bowl row, the dice, the prompt... then the board), the screen itself excluded;
//   4. else the screen's status heading (#status), else its <h1>.
// Focus that was not inside the app (e.g. on <body> before any tap) is left alone.
function restoreFocus(root, before, key, areas) {
  // the patch may have made the focused element into another control (idiomorph matches unkeyed
  // siblings by tag): then it is not "still there"; nor when the patch removed it (set aside, above)
  if (root.contains(before) && !before.disabled && document.activeElement === before
      && before.getAttribute("data-key") === key) return;
  let target = null;
  if (key) {
    const same = root.querySelector(`[data-key="${CSS.escape(key)}"]`);
    if (same && !same.disabled && shown(same)) target = same;
  }
  if (!target) {
    for (const area of areas) {
      if (area.isConnected && root.contains(area)) {
        target = firstControl(area);
        if (target) break;
      }
    }
  }
  if (!target) target = root.querySelector("#status") || root.querySelector("h1");
  if (target) target.focus({ preventScroll: true });
  // a control hidden by a style the markup does not say (the recap folded away during a choice) takes no focus
  if (target && document.activeElement !== target) (root.querySelector("#status") || root.querySelector("h1") || target).focus({ preventScroll: true });
}

// Focus moves in the frame after the patch, not inside the tap: focus() lays the page out at once, and after a
// patch that is the whole patched page, laid out again in the frame for what the tap changed next (its words for
// the live region, what moved travelling): in a Fury game's slowest taps, 8-12 ms of a tap's 30-45. A later patch
// before that frame decides where focus goes (it saw the page last); a new screen cancels it (its heading has focus),
// and so does the app's own focus() meanwhile (the code box after the camera was refused): focus is then elsewhere.
let focusLater = null;
function moveFocusLater(job) {
  if (!focusLater) requestAnimationFrame(() => {
    const next = focusLater;
    focusLater = null;
    const now = document.activeElement;
    if (next && (now === next[1] || now === document.body || !now)) restoreFocus(...next);
    dropAside();
  });
  focusLater = job;
}

// what the patch set aside, once focus has moved on (nothing to lay out)
function dropAside() {
  if (aside.isConnected && !focusLater) { aside.replaceChildren(); aside.remove(); }
}

// the patch's steps as performance measures "ramen:parse|diff|focus" (tools/bench.py says what ran in a
// long task); cleared at once so that a long session does not pile them up (observers still see them)
function phase(name, start, end) {
  performance.measure(`ramen:${name}`, { start, end });
  performance.clearMeasures(`ramen:${name}`);
}

let keptScroll = null, keptArea = null;
function keepScroll(area, y) {
  if (keptScroll !== null) return;  // several patches in one frame: the scroll before the first
  [keptScroll, keptArea] = [y, area];
  requestAnimationFrame(() => {
    const wanted = keptScroll;
    keptScroll = null;
    // (a scroll that reveal() started is the page's own: a patch during it does not cut it short; nor is
    // another area scrolled, the window resized meanwhile)
    const area = scrollingBand();
    if (area === keptArea && scrollPos(area) !== wanted && !document.documentElement.hasAttribute("data-revealing")) scrollTo(area, wanted, false);
    // the person's own move: the next step is brought into view once its pieces have landed, where they land kept
    // in view (static/travel.js brought it there first)
    const landing = ownMoveLanding();
    landed = landing || [];
    if (landing) travelLanded().then(() => reveal()); else reveal();
  });
}

// Bring what a person acts with next into view, once per step of their turn. The strip (#strip, sticky
// at the top of the window) names the step: data-step changes with every step and data-acting-now says
// whether a choice is in progress. In a choice, what goes on from it is the board's enabled controls
// that continue it (the strip's Confirm sticks in view already); at the start of a step, the areas the
// board marks [data-acting] (what the person acts with); in a lesson, first of all the control its step
// marks (its guide and rule card stick at the top with the strip). The page moves only when some of that
// is out of view, by as little as brings it in (all of it when it fits below what sticks, else its start),
// and brings along as much as fits of what else may be done ([data-acting-more], or in a choice the
// [data-acting] areas) and the recap; smoothly unless the player asks for reduced motion. On wider screens
// the recap sticks with the strip (not in a lesson); during a choice whose controls and acting areas do
// not fit under what sticks, the table folds
// (html[data-fold]: the recap away, and what a board folds) until the choice ends.
// Right after the person's own move, the page does not scroll away from where its pieces landed: that stays in view
// with what must come, when both fit, and the recap comes back only if it fits beside it.
// html[data-revealing] is set while the page scrolls there (a test waits for it to go).
let revealedStep = null, revealedAt = 0, revealCount = 0;
// where the person's own last move landed (the elements its pieces went to: static/travel.js); empty after any other patch
let landed = [];
const REDUCED = window.matchMedia("(prefers-reduced-motion: reduce)");

// the board's controls that go on with the choice in progress: a "pick" picks its next step; an "act"
// whose action begins with the steps chosen finishes it
function continuing(board, prefix) {
  return [...board.querySelectorAll("button[data-cmd=pick]:enabled, button[data-cmd=act]:enabled")].filter((b) =>
    b.dataset.cmd === "pick" || (prefix && (b.dataset.arg || "").startsWith(prefix + " ")));
}

// [what must come into view, what should come with it when it fits, the recap to bring too when all of
// that fits]: in a choice, what continues it, with the areas the board marks [data-acting]; at the start
// of a step those areas, with what else may be done ([data-acting-more]); and the recap of the others'
// moves unless it sticks in view already
function revealTargets(strip, recapStuck) {
  const board = document.getElementById("board");
  if (!board) return [[], [], []];
  const prefix = strip.dataset.prefix || "";
  const acting = [...board.querySelectorAll("[data-acting]")];
  // (the recap is brought along only where it heads the table: on a phone it follows the table, its lines shown on
  // the others' strips, and the page never scrolls down to it by itself)
  const recap = recapStuck ? [] : [...document.querySelectorAll("[data-recap]")].filter((r) =>
    !(r.compareDocumentPosition(board) & Node.DOCUMENT_POSITION_FOLLOWING) || r.getBoundingClientRect().top < board.getBoundingClientRect().top);
  if (strip.dataset.actingNow === "choosing" && prefix) {
    const next = continuing(board, prefix);
    if (next.length) return [next, acting, recap];
  }
  // a choice the board keeps itself (a card being drawn, a claim to confirm): its [data-acting] areas
  if (strip.dataset.actingNow === "choosing") return [acting, [], recap];
  // (at a step's start, what else may be done; and, on the person's own turn, the market and their own place: on a
  // phone the strips of the others may go up out of view for them)
  return [acting, [...board.querySelectorAll("[data-acting-more], [data-market], [data-own-place]")], recap];
}

// a lesson marks the one control its step wants: that must come into view, the rest may come with it
function lessonTargets([must, more, recap]) {
  const marked = [...document.querySelectorAll("#play :is(#board, #play-dock) button.hinted:enabled")];
  return marked.length ? [marked, [...must, ...more], recap] : [must, more, recap];
}

// The game screen is three bands that never overlap (ramen/ui/screens/play.py): the top (whose turn, a
// lesson's guide, the strip), the table that scrolls (#play-body, [data-scroller]) and the dock. What is
// brought into view is brought into the table's band while it scrolls on its own (travel.js scrollingBand);
// elsewhere (a screen without that band, or one page on a short window) the window.
function scrollPos(area) {
  return area ? area.scrollTop : window.scrollY;
}

// the band's visible box in the window's coordinates
function band(area) {
  if (!area) return { top: 0, bottom: window.innerHeight };
  const r = area.getBoundingClientRect();
  return { top: r.top, bottom: r.bottom };
}

function scrollTo(area, y, smooth) {
  scrolled();
  const options = { top: y, behavior: smooth ? "smooth" : "instant" };
  if (area) area.scrollTo(options); else window.scrollTo(options);
  followBand();  // (pieces in flight follow the band at once, not a frame later at its scroll event)
}

function maxScroll(area) {
  return area ? area.scrollHeight - area.clientHeight : document.documentElement.scrollHeight - window.innerHeight;
}

function span(elements) {
  const boxes = elements.map((el) => el.getBoundingClientRect()).filter((r) => r.width > 0 && r.height > 0);
  if (!boxes.length) return null;
  return { top: Math.min(...boxes.map((r) => r.top)), bottom: Math.max(...boxes.map((r) => r.bottom)) };
}

// the last few decisions of reveal(), for a test's failure message (window.__reveals)
function note(what) {
  const kept = (window.__reveals = window.__reveals || []);
  kept.push(what);
  if (kept.length > 8) kept.shift();
}

// when the person last scrolled or touched the page (__personMovedAt), and last scrolled it
// (__personScrolledAt): the page does not move under a person who is (static/travel.js reads them too)
function personMoved() {
  window.__personMovedAt = performance.now();
}
function personScrolled() {
  window.__personScrolledAt = window.__personMovedAt = performance.now();
}
for (const kind of ["touchstart", "keydown", "pointerdown"]) window.addEventListener(kind, personMoved, { passive: true, capture: true });
for (const kind of ["wheel", "touchmove"]) window.addEventListener(kind, personScrolled, { passive: true, capture: true });

// a lesson's marked control lies outside the table's band, and the person has not just scrolled or touched
function markedOutOfView() {
  if (performance.now() - (window.__personScrolledAt || -1e9) < 1200) return false;
  const marked = document.querySelector("#play.tutorial :is(#board, #play-dock) button.hinted:enabled");
  const area = scrollingBand();
  if (!marked || !area || !area.contains(marked)) return false;
  const r = marked.getBoundingClientRect(), view = band(area);
  return r.top < view.top || r.bottom > view.bottom;
}

// The dock is always in view, but may hold more than its room in a window held sideways (it scrolls in its
// column): what must come into view there is brought into the dock's own view, by as little as it takes.
function revealInDock(must) {
  const dock = document.getElementById("play-dock");
  if (!dock || dock.scrollHeight <= dock.clientHeight + 1) return;
  const box = span(must.filter((el) => dock.contains(el)));
  if (!box) return;
  const view = dock.getBoundingClientRect();
  let by = 0;
  if (box.bottom - box.top > view.bottom - view.top || box.top < view.top) by = box.top - view.top - 4;
  else if (box.bottom > view.bottom) by = box.bottom - view.bottom + 4;
  if (Math.abs(by) >= 2) { scrolled(); dock.scrollTo({ top: dock.scrollTop + by, behavior: "instant" }); }
}

function reveal(again = false) {
  const strip = document.getElementById("strip");
  const step = strip ? strip.dataset.step : undefined;
  if (!step) { revealedStep = null; return; }
  // once per step; a patch just after it (the layout still settling) looks again
  // (in a lesson, after a tap on anything but the step's marked control, that control comes back into view,
  // unless the person is scrolling)
  if (!again && step === revealedStep && performance.now() - revealedAt > 1000 && !markedOutOfView()) {
    note(`${step}: seen already`); return;
  }
  if (step !== revealedStep) revealedAt = performance.now();
  revealedStep = step;
  const area = scrollingBand();
  const html = document.documentElement, choosing = strip.dataset.actingNow === "choosing";
  const inBand = (list) => list.filter((el) => !area || area.contains(el));  // (the dock is always in view)
  const stay = inBand(landed.filter((el) => el.isConnected));
  // the table folds (html[data-fold]: the recap away) during a choice whose controls and acting areas do not
  // fit in the table's band, and unfolds after it (at once with the patch that ends the choice: morph() below)
  if (!choosing && html.hasAttribute("data-fold")) delete html.dataset.fold;
  const lesson = !!document.querySelector("#play.tutorial #guide");
  const targets = revealTargets(strip, false);
  const wanted = lesson ? lessonTargets(targets) : targets;
  revealInDock(wanted[0]);
  let [must, more, recap] = wanted.map(inBand);
  let view = band(area);
  const fits = (box) => box.bottom - box.top <= view.bottom - view.top - 8;
  // all that must come is in the dock: what else may be done now on the table ([data-acting-more], such as
  // Extreme's bowls to claim) comes into view, with the recap when that fits too (below)
  const moreAlone = must.length ? null : span(more);
  if (moreAlone && fits(moreAlone)) [must, more] = [more, []];
  // nothing to bring: the recap of what the others did comes back into view if it scrolled away (right after the
  // person's own move, only if where it landed stays in view with it)
  const recapBox = must.length ? null : span(recap);
  if (recapBox && !choosing && (recapBox.top < view.top || recapBox.bottom > view.bottom)
      && (!stay.length || fits(span([...recap, ...stay])))) must = recap;
  // (and where the person's own move landed, should anything have moved it out of view)
  const stayBox = must.length ? null : span(stay);
  if (stayBox && (stayBox.top < view.top || stayBox.bottom > view.bottom)) must = stay;
  let needed = span(must);
  if (!needed) { note(`${step}: nothing to show in the table`); return; }
  if (choosing && !fits(span([...must, ...more, ...recap]) || needed) && !html.hasAttribute("data-fold")) {
    html.dataset.fold = "";
    view = band(area);
    needed = span(must);
    if (!needed) { note(`${step}: nothing to show once folded`); return; }
  }
  // the most of it that fits: all, or without the recap, or what must come with the areas it is in (a
  // prompt's question above its buttons), or what must come
  // (right after the person's own move, each with where it landed first)
  const around = [...new Set(must.map((el) => el.closest("[data-acting]")).filter(Boolean))];
  const sets = [[...must, ...more, ...recap], [...must, ...more], [...must, ...around]];
  const shown = [...(stay.length ? [...sets, must].map((set) => [...set, ...stay]) : []), ...sets].map(span)
    .find((box) => box && fits(box)) || needed;
  const y = scrollPos(area);
  const at = `${step}${again ? " (again)" : ""}: ${Math.round(shown.top)}..${Math.round(shown.bottom)} in ${Math.round(view.top)}..${Math.round(view.bottom)} at y=${Math.round(y)}`;
  if (shown.top >= view.top && shown.bottom <= view.bottom - 8) { note(`${at}: in view`); return; }
  let by = 0;
  if (!fits(shown) || shown.top < view.top) by = shown.top - view.top - 8;  // too tall to fit: its start
  else by = shown.bottom - view.bottom + 8;
  const target = Math.max(0, Math.min(y + by, maxScroll(area)));
  note(`${at}: to y=${Math.round(target)}`);
  if (Math.abs(target - y) < 2) return;
  // smooth, unless the player asks for reduced motion; a second look when a smooth scroll ends corrects
  // at once (see done below)
  const smooth = !again && !REDUCED.matches;
  if (smooth) {
    const mine = ++revealCount;
    html.dataset.revealing = "";
    const started = performance.now();
    whenScrollEnds(area || window, target, 1500, () => {
      if (mine !== revealCount) return;
      // look again (the layout may have moved meanwhile, or the scroll was cut short), unless the
      // person moved the page meanwhile: the page does not pull it back
      if (!((window.__personMovedAt || 0) > started)) reveal(true);
      delete html.dataset.revealing;
    });
  }
  scrollTo(area, target, smooth);
}

// A new shape of the window (a tablet turned, a window resized) or a new text size lays the table out anew: what
// the step acts with is looked for again, in the frame after the new layout, unless the person is scrolling.
let relayout = false;
function lookAgain() {
  if (relayout) return;
  relayout = true;
  requestAnimationFrame(() => {
    relayout = false;
    if (performance.now() - (window.__personScrolledAt || -1e9) < 1200) return;
    if (revealedStep !== null) reveal(true);
  });
}
window.addEventListener("resize", lookAgain, { passive: true });
new MutationObserver(lookAgain).observe(document.documentElement, { attributes: true, attributeFilter: ["data-text"] });

/** Make root's content equal the HTML `html`, touching only what changed; keeps focus by the rule above.
 *  With `fresh` (a new screen) the content is replaced and focus goes to the screen's <h1>. */
export function morph(root, html, fresh) {
  const before = document.activeElement;
  const inside = before && before !== document.body && root.contains(before);
  const key = inside ? before.getAttribute("data-key") : null;
  const areas = [];
  // the areas around the focused control, innermost first, up to (not including) the screen itself
  if (inside) for (let el = before.parentElement; el && el !== root && el.parentElement !== root; el = el.parentElement) areas.push(el);
  const t0 = performance.now();
  const template = document.createElement("template");
  template.innerHTML = html;
  const t1 = performance.now();
  phase("parse", t0, t1);
  if (fresh) {
    focusLater = null;
    finishTravel();
    root.replaceChildren(template.content);
    const heading = root.querySelector("h1");
    if (heading) heading.focus({ preventScroll: true });
    delete document.documentElement.dataset.fold;
    scrolled();
    window.scrollTo(0, 0);  // (a new screen's table band starts at its top too)
    if (keptScroll !== null) keptScroll = 0;  // a patch earlier in this frame: the new screen starts at the top
    else requestAnimationFrame(reveal);
    return;
  }
  // a patch keeps the page where the player looks: the browser followed the tapped control down the page
  // when a prompt appeared above it (scroll anchoring, now off in app.css); should anything else move it,
  // scroll is put back before the frame is painted. Reading the scroll position right after the patch
  // would force a layout inside this task; in the frame's callback that layout is the frame's own. Before
  // the patch it is taken as last read (travel.js scrollPosition: at the press), not read again: that would
  // lay out what the tap changed in the styles.
  const area = scrollingBand();
  const y = keptScroll !== null ? keptScroll : scrollPosition(area);
  beforePatch(root);  // static/travel.js: what moved travels in the next frame
  holding = inside && "moveBefore" in Element.prototype;
  Idiomorph.morph(root, template.content, PATCH);
  holding = false;
  // a choice the patch ended unfolds the table at once (reveal() below folds it during a choice): what moved is then
  // seen going where it stays (static/travel.js looks at the table in the next frame)
  const folded = document.documentElement.hasAttribute("data-fold");
  if (folded && document.getElementById("strip")?.dataset.actingNow !== "choosing") delete document.documentElement.dataset.fold;
  const t2 = performance.now();
  phase("diff", t1, t2);
  if (inside) moveFocusLater([root, before, key, areas]);
  dropAside();
  phase("focus", t2, performance.now());
  keepScroll(area, y);
}

/** Say `text` once through the page's one polite live region: each announcement is appended as a
 *  new paragraph at once (additions are what a screen reader reads, in order), and only the last few
 *  stay in the region. */
export function announce(region, text) {
  if (!text) return;
  const line = document.createElement("p");
  line.textContent = text;
  region.append(line);
  while (region.childElementCount > 5) region.firstElementChild.remove();
}

/** Settled once what the last patch moved has landed (static/travel.js): the computer's turn waits for it
 *  before its next move, so that one move is seen after another. */
export function travelDone() {
  return travelLanded();
}

/** The next animation frame after a paint: awaited by the bot loop so each computer step is seen. */
export function nextPaint() {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
