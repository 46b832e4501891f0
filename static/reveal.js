// The page's own scroll: in the frame after each patch of the page (static/morph.js), and again when the window or
// the text size lays the table out anew.

import { scrolled, scrollingBand, whenScrollEnds } from "./scrolling.js";
import { followBand, ownMoveLanding, travelLanded } from "./travel.js";

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
export function scrollPos(area) {
  return area ? area.scrollTop : window.scrollY;
}

// the band's visible box in the window's coordinates
function band(area) {
  if (!area) return { top: 0, bottom: window.innerHeight };
  const r = area.getBoundingClientRect();
  return { top: r.top, bottom: r.bottom };
}

export function scrollTo(area, y, smooth) {
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

export function reveal(again = false) {
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
  // fit in the table's band, and unfolds after it (at once with the patch that ends the choice: static/morph.js)
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

/** In the frame after a patch (static/morph.js keepScroll): the next step into view. */
export function revealAfterPatch() {
  // the person's own move: the next step is brought into view once its pieces have landed, where they land kept
  // in view (static/travel.js brought it there first)
  const landing = ownMoveLanding();
  landed = landing || [];
  if (landing) travelLanded().then(() => reveal()); else reveal();
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
