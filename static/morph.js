// Patch the page instead of replacing it: the Python app renders a screen as HTML, and morph() changes
// only the nodes that differ, so a tap repaints a few elements while focus, scroll positions, open
// <details> and typed text survive.
//
// The patch itself is idiomorph (static/vendor/idiomorph/, pinned in package.json, copied there by
// tools/vendor.py); this module adds what is ours: the focus rule below, the scroll kept where the
// player looks, the live region and the paint wait. Loaded by ramen/ui/page/drawing.py with pyscript.js_import;
// no other page code depends on it.

import { Idiomorph } from "./vendor/idiomorph/idiomorph.esm.js";
import { beforePatch, finishTravel } from "./travel.js";

// Attributes a patch leaves alone: a <details> the player opened or closed stays as they left it, and
// what the player is typing into the focused field wins over the rendered value. (idiomorph's own
// ignoreActiveValue would also leave the children of a focused button unpatched: its label would go stale.)
function keepAttribute(name, element) {
  if (name === "open" && element.nodeName === "DETAILS") return false;
  if (name === "value" && element === document.activeElement && element.matches("input, textarea, select")) return false;
  return true;
}

const PATCH = {
  morphStyle: "innerHTML",
  restoreFocus: false,  // focus is ours: restoreFocus() below
  callbacks: {
    beforeAttributeUpdated: keepAttribute,
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
  // siblings by tag): then it is not "still there"
  if (before.isConnected && !before.disabled && document.activeElement === before
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

// the patch's steps as performance measures "ramen:parse|diff|focus" (tools/bench.py says what ran in a
// long task); cleared at once so that a long session does not pile them up (observers still see them)
function phase(name, start, end) {
  performance.measure(`ramen:${name}`, { start, end });
  performance.clearMeasures(`ramen:${name}`);
}

let keptScroll = null;
function keepScroll(y) {
  if (keptScroll !== null) return;  // several patches in one frame: the scroll before the first
  keptScroll = y;
  requestAnimationFrame(() => {
    const wanted = keptScroll;
    keptScroll = null;
    // (a scroll that reveal() started is the page's own: a patch during it does not cut it short)
    if (window.scrollY !== wanted && !document.documentElement.hasAttribute("data-revealing")) window.scrollTo(0, wanted);
    reveal();
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
// html[data-revealing] is set while the page scrolls there (a test waits for it to go).
let revealedStep = null, revealedAt = 0, revealCount = 0;
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
  const recap = recapStuck ? [] : [...document.querySelectorAll("[data-recap]")];
  if (strip.dataset.actingNow === "choosing" && prefix) {
    const next = continuing(board, prefix);
    if (next.length) return [next, acting, recap];
  }
  // a choice the board keeps itself (a card being drawn, a claim to confirm): its [data-acting] areas
  if (strip.dataset.actingNow === "choosing") return [acting, [], recap];
  return [acting, [...board.querySelectorAll("[data-acting-more]")], recap];
}

// a lesson marks the one control its step wants: that must come into view, the rest may come with it
function lessonTargets([must, more, recap]) {
  const marked = [...document.querySelectorAll("#board button.hinted:enabled")];
  return marked.length ? [marked, [...must, ...more], recap] : [must, more, recap];
}

// In a lesson the guide, the step's rule card and (during a choice) the strip stick at the window's top
// as one head, each under the one before (app.css and tutorial.css): a sticky top is the height of what
// sticks above it, kept in --guide-height and --card-height on <html> (which morph() never patches), and
// kept right when the guide's words wrap anew (a phone turned) by a ResizeObserver
let headObserver = null, headWatched = [];
function stackLessonHead() {
  const guide = document.querySelector("#play.tutorial #guide");
  const card = guide ? document.querySelector("#play [data-rule-card]") : null;
  const measure = () => {
    const style = document.documentElement.style;
    style.setProperty("--guide-height", `${guide ? guide.offsetHeight : 0}px`);
    style.setProperty("--card-height", `${card ? card.offsetHeight : 0}px`);
  };
  measure();
  const watched = [guide, card].filter(Boolean);
  if (watched.length === headWatched.length && watched.every((el, i) => el === headWatched[i])) return;
  if (!headObserver && window.ResizeObserver) headObserver = new ResizeObserver(() => stackLessonHead());
  if (!headObserver) return;
  headObserver.disconnect();
  for (const el of watched) headObserver.observe(el);
  headWatched = watched;
}

// what sticks at the window's top and covers what passes under it: the strip, or on wider screens the
// recap with it (.sticky-head), and in a lesson the guide and its rule card above them
function stuckHead(strip) {
  const head = strip.closest(".sticky-head");
  const headSticks = !!head && getComputedStyle(head).position === "sticky";
  const parts = [headSticks ? head : strip];
  const guide = document.querySelector("#play.tutorial #guide");
  if (guide) parts.push(guide, ...document.querySelectorAll("#play [data-rule-card]"));
  return { headSticks, parts, lesson: !!guide };
}

// the head's height once stuck (each part's sticky top plus its own height) and where its foot is now
function covering(parts) {
  let height = 0, bottom = 0;
  for (const part of parts) {
    const box = part.getBoundingClientRect();
    if (!box.height) continue;  // (a lesson's empty strip is not shown)
    height = Math.max(height, (parseFloat(getComputedStyle(part).top) || 0) + box.height);
    bottom = Math.max(bottom, box.bottom);
  }
  return { height, bottom };
}

// what sticks at the window's foot and covers what passes under it: a board's dock on a phone (table.css);
// what is inside it is in view wherever the page is, what is outside must come into view above it
function stuckFoot() {
  const dock = document.querySelector("#board .dock");
  if (!dock || getComputedStyle(dock).position !== "sticky") return { el: null, height: 0 };
  return { el: dock, height: dock.getBoundingClientRect().height };
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

function reveal(again = false) {
  stackLessonHead();
  const strip = document.getElementById("strip");
  const step = strip ? strip.dataset.step : undefined;
  if (!step) { revealedStep = null; return; }
  // once per step; a patch just after it (the layout still settling) looks again
  if (!again && step === revealedStep && performance.now() - revealedAt > 1000) { note(`${step}: seen already`); return; }
  if (step !== revealedStep) revealedAt = performance.now();
  revealedStep = step;
  const { headSticks, parts, lesson } = stuckHead(strip);
  const html = document.documentElement, choosing = strip.dataset.actingNow === "choosing";
  // the table folds (html[data-fold]: the sticky recap away, the cards under a bowl's top card to their
  // names) during a choice whose controls and acting areas do not fit under what sticks, and unfolds after it
  if (!choosing && html.hasAttribute("data-fold")) delete html.dataset.fold;
  // (what is inside the head, such as the strip's Confirm, or inside a dock stuck at the foot, is in view
  // wherever the page is; the rest must come into view between them)
  const foot = stuckFoot();
  const outsideHead = (list) => list.filter((el) => !parts.some((part) => part.contains(el)) && !(foot.el && foot.el.contains(el)));
  const targets = revealTargets(strip, headSticks);
  let [must, more, recap] = (lesson ? lessonTargets(targets) : targets).map(outsideHead);
  // all that must come is in the dock: what else may be done comes into view above it, if anything
  if (!must.length && foot.el) [must, more] = [more, []];
  const viewHeight = window.innerHeight - foot.height;
  let room = covering(parts).height + 12;
  const fits = (box) => box.bottom - box.top <= viewHeight - room - 8;
  let needed = span(must);
  if (!needed) { note(`${step}: nothing to show`); return; }
  // (in a choice, what continues it and the areas the board marks [data-acting] should share the window)
  if (choosing && !fits(span([...must, ...more]) || needed) && !html.hasAttribute("data-fold")) {
    html.dataset.fold = "";
    room = covering(parts).height + 12;
    needed = span(must);
  }
  // the most of it that fits: all, or without the recap, or what must come with the areas it is in (a
  // prompt's question above its buttons), or what must come
  const around = [...new Set(must.map((el) => el.closest("[data-acting]")).filter(Boolean))];
  const shown = [span([...must, ...more, ...recap]), span([...must, ...more]), span([...must, ...around])]
    .find((box) => box && fits(box)) || needed;
  // in view (below what sticks at the top, or above it on a page not scrolled yet): the page stays put
  const top = window.scrollY > 0 ? Math.max(room, covering(parts).bottom + 4) : 0;
  const at = `${step}${again ? " (again)" : ""}: ${Math.round(shown.top)}..${Math.round(shown.bottom)} at y=${Math.round(window.scrollY)}, room ${Math.round(room)}`;
  if (shown.top >= top && shown.bottom <= viewHeight - 8) { note(`${at}: in view`); return; }
  let by = 0;
  if (!fits(shown) || shown.top < top) by = shown.top - room;  // too tall to fit: its start
  else if (shown.bottom > viewHeight - 8) by = shown.bottom - viewHeight + 8;
  const target = Math.max(0, Math.min(window.scrollY + by, document.documentElement.scrollHeight - window.innerHeight));
  note(`${at}: to y=${Math.round(target)}`);
  if (Math.abs(target - window.scrollY) < 2) return;
  // smooth, unless the player asks for reduced motion; a second look when a smooth scroll ends corrects
  // at once (see done below)
  const smooth = !again && !REDUCED.matches;
  if (smooth) {
    const mine = ++revealCount;
    html.dataset.revealing = "";
    let ended = false, theirs = false;
    // the person's own scrolling (wheel, touch, keys, a tap) while the page moves: theirs stands
    const person = () => { theirs = true; };
    const inputs = ["wheel", "touchstart", "keydown", "pointerdown"];
    for (const kind of inputs) window.addEventListener(kind, person, { passive: true, capture: true });
    const done = () => {
      if (ended) return;
      ended = true;
      window.removeEventListener("scrollend", done);
      for (const kind of inputs) window.removeEventListener(kind, person, { capture: true });
      if (mine !== revealCount) return;
      // look again (the layout may have moved meanwhile, or the scroll was cut short), unless the
      // person moved the page meanwhile: the page does not pull it back
      if (!theirs) reveal(true);
      delete html.dataset.revealing;
    };
    window.addEventListener("scrollend", done);
    setTimeout(done, 1500);  // a browser without scrollend, or a scroll cut short
  }
  window.scrollTo({ top: target, behavior: smooth ? "smooth" : "instant" });
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
    finishTravel();
    root.replaceChildren(template.content);
    const heading = root.querySelector("h1");
    if (heading) heading.focus({ preventScroll: true });
    delete document.documentElement.dataset.fold;
    window.scrollTo(0, 0);
    if (keptScroll !== null) keptScroll = 0;  // a patch earlier in this frame: the new screen starts at the top
    else requestAnimationFrame(reveal);
    return;
  }
  // a patch keeps the page where the player looks: the browser followed the tapped control down the page
  // when a prompt appeared above it (scroll anchoring, now off in app.css); should anything else move it,
  // scroll is put back before the frame is painted. Reading the scroll position right after the patch
  // would force a layout inside this task; in the frame's callback that layout is the frame's own.
  const y = keptScroll !== null ? keptScroll : window.scrollY;  // no layout is forced: none is pending yet
  beforePatch(root);  // static/travel.js: what moved travels in the next frame
  Idiomorph.morph(root, template.content, PATCH);
  const t2 = performance.now();
  phase("diff", t1, t2);
  if (inside) restoreFocus(root, before, key, areas);
  phase("focus", t2, performance.now());
  keepScroll(y);
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

/** The next animation frame after a paint: awaited by the bot loop so each computer step is seen. */
export function nextPaint() {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
