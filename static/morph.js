// Patch the page instead of replacing it: the Python app renders a screen as HTML, and morph() changes
// only the nodes that differ, so a tap repaints a few elements while focus, scroll positions, open
// <details> and typed text survive.
//
// The patch itself is idiomorph (static/vendor/idiomorph/, pinned in package.json, copied there by
// tools/vendor.py); this module adds what is ours: the focus rule below, the scroll kept where the
// player looks (and what they act with next brought into view: static/reveal.js), the live region and the paint
// wait. Loaded by ramen/ui/page/drawing.py with pyscript.js_import; no other page code depends on it.

import { Idiomorph } from "./vendor/idiomorph/idiomorph.esm.js";
import { revealAfterPatch, reveal, scrollPos, scrollTo } from "./reveal.js";
import { scrolled, scrollingBand, scrollPosition } from "./scrolling.js";
import { beforePatch, finishTravel, travelLanded } from "./travel.js";

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
    revealAfterPatch();  // (static/reveal.js: the next step into view)
  });
}

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
  // a choice the patch ended unfolds the table at once (reveal() folds it during a choice: static/reveal.js): what
  // moved is then seen going where it stays (static/travel.js looks at the table in the next frame)
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
