// Things that travel: after a patch, what moved on the table moves on the screen, from where it was to
// where it went (the FLIP way: First box, Last box, Invert, Play), with the Web Animations API.
//
// The views mark the pieces and the places they lie in; nothing here knows a game:
//   [data-zone="bowl:1:2"]      a place that holds pieces (a bowl, a hand, the Pantry, a Hot Pot, a heat cell);
//     [data-hidden="5"]         ... and how many face-down pieces it holds that are not drawn (a deck, another's hand);
//   [data-thing="card:egg"]     a piece of that kind, in the nearest zone around it;
//     [data-n="2"]              ... standing for that many pieces (a "×2" chip), 1 when absent;
//     [data-face="tofu"]        ... a die's face: a new face spins it;
//   [data-tally="12"]           a number that counts up (or down) to its new value;
//   [data-lands="bowl:1:2"]     what a move changes that is told, not flown (a bowl's "2/5", the actions left, a pile's
//                               count, the recap): it shows what it showed before while the move's pieces fly, in the
//                               room its new content takes, and its new content once they land (the value names it
//                               from one patch to the next; one hidden before keeps its room unseen until then);
//   [data-stays]                inside a piece, what is not its picture (a count badge "×6", a slot's number, a
//                               button on it): it stays behind when the piece flies.
// Each piece that left a zone goes to one where a piece of its kind arrived (static/moves.js says how they pair).
// A flight carries the piece's picture only (static/picture.js), as it looks where it lies: the clone keeps the
// place's style sheet rules (it flies inside empty copies of the elements around the piece), without what [data-stays],
// words for screen readers or a list's marker; and it follows the table's band when that scrolls while it flies (its
// boxes were taken once).
//
// html[data-travel] is the pace ("relaxed" or "quick"); absent, nothing travels. Under reduced motion
// nothing travels either: what arrived is highlighted instead. A tap during the movement finishes it at
// once (everything where it is going). The clones fly in one layer over the page, out of the layout
// (no layout shift), hidden from assistive technology (the live region says each move once).

import { look, at, moves } from "./moves.js";
import { picture, around, dress } from "./picture.js";
import { scrolled, scrollingBand, whenScrollEnds } from "./scrolling.js";

// a flight's length per pace: long enough to follow (a computer's move is seen going from where it was to
// where it lands), the computer waiting for it to land before its next move (ramen/ui/commands/turns.py)
const DURATION = { relaxed: 760, quick: 320 };
// ?travelms=N (tests): every flight N ms at either pace, as ?botdelay sets the computer's pause; a test that
// checks what a flight leaves behind waits for each to land, and the length of the flight is not what it checks
const FIXED_MS = Number(new URLSearchParams(window.location.search).get("travelms")) || 0;
const REDUCED = window.matchMedia("(prefers-reduced-motion: reduce)");
const EASE = "cubic-bezier(.3,.7,.3,1)";
let running = [];
let endings = [];  // what puts a piece's last state back at once (a count's final words, a held content's new one)
let layer = null;

function travelLayer() {
  if (layer && layer.isConnected) return layer;
  layer = document.createElement("div");
  layer.id = "travel-layer";
  layer.setAttribute("aria-hidden", "true");
  layer.inert = true;  // (a clone of a button is no control)
  document.body.append(layer);
  return layer;
}

/** Finish every movement at once: each piece where it is going (a tap, or the next patch). */
let generation = 0;  // a tap or a new patch ends what is under way, a table still scrolling to a move too
export function finishTravel() {
  generation += 1;
  for (const animation of running) animation.finish();
  running = [];
  for (const end of endings) end();
  endings = [];
  flights = [];
  if (layer) layer.replaceChildren();
}

// a press or a key finishes what travels (after the scroll position is taken: that changes the page;
// static/scrolling.js, imported above, added its listener first)
window.addEventListener("pointerdown", finishTravel, { capture: true, passive: true });
window.addEventListener("keydown", finishTravel, { capture: true, passive: true });

// What a patch changes that is told, not flown ([data-lands]): before the patch, a copy of what each showed; after
// it, each that changed shows that copy again while the patch's pieces fly, its own content set aside (the very nodes
// the patch left, put back as they were when the pieces land, or at once when a tap or the next patch finishes them).
// It keeps the size its new content takes meanwhile, so that nothing moves when it changes (the pieces fly to where
// they lie, and land where they stay); one that was hidden before keeps its place unseen until then.
function beforeLands(root) {
  const shown = new Map();
  for (const el of root.querySelectorAll("[data-lands]")) {
    shown.set(el.dataset.lands, { hidden: el.hidden, nodes: [...el.childNodes].map((n) => n.cloneNode(true)) });
  }
  return shown;
}

// the [data-lands] elements that changed, with their size now (read while the page is laid out, before any write)
function changedLands(root, shown) {
  const found = [];
  for (const el of root.querySelectorAll("[data-lands]")) {
    const old = shown.get(el.dataset.lands);
    const nodes = [...el.childNodes];
    if (!old || el.hidden || el.contains(document.activeElement)) continue;  // (focus stays where it is)
    if (!old.hidden && old.nodes.length === nodes.length && old.nodes.every((n, i) => n.isEqualNode(nodes[i]))) continue;
    const inline = getComputedStyle(el).display === "inline";
    found.push({ el, old, nodes, height: inline ? 0 : el.getBoundingClientRect().height });
  }
  return found;
}

function holdLands(changed) {
  return changed.map(({ el, old, nodes, height }) => {
    const style = el.getAttribute("style");
    if (old.hidden) el.style.visibility = "hidden";
    else {
      el.replaceChildren(...old.nodes);
      if (height) Object.assign(el.style, { boxSizing: "border-box", height: `${height}px` });
    }
    let back = false;
    const land = () => {
      if (back) return;
      back = true;
      if (!old.hidden && old.nodes.every((n) => n.parentNode === el)) el.replaceChildren(...nodes);
      if (style === null) el.removeAttribute("style"); else el.setAttribute("style", style);
    };
    endings.push(land);
    return land;
  });
}

// the look before the first patch of a frame, played against the page in that frame (several patches
// in one frame are one move); ``played`` settles once that frame has started what moves
let pending = null;
let played = Promise.resolve();
// where the person's own move (the last patch, if it was theirs) lands: the elements its pieces go to
let ownLanding = null;
// the person's own move: a patch while no computer plays and no turn is played again, just after a press or a key
const OWN_MS = 1500;

/** A promise settled when what moved has landed: the look pending for the next frame played and every
 *  flight, pop, roll and count ended (or finished by a tap); at once when nothing moves. */
export function travelLanded() {
  return played.then(() => Promise.all(running.map((a) => a.finished.catch(() => undefined)))).then(() => undefined);
}

/** Where the pieces of the last patch go when it was the person's own move (the elements they land in), else null;
 *  asked in the frame after the patch, once its movement has started (static/morph.js keeps them in view). */
export function ownMoveLanding() {
  return ownLanding;
}

/** Before a patch of ``root``: remember where everything is (once a frame) and play the moves in the
 *  next frame. Nothing when no pace is set or the screen has no zone. */
export function beforePatch(root) {
  if (pending) return;
  finishTravel();
  ownLanding = null;
  const pace = document.documentElement.dataset.travel;
  if (!pace || !DURATION[pace] || !root.querySelector("[data-zone]")) return;
  const html = document.documentElement;
  const own = !html.hasAttribute("data-busy") && !html.hasAttribute("data-replaying")
    && performance.now() - (window.__personMovedAt ?? -1e9) < OWN_MS;
  pending = { pace, own, ...look(root), shown: REDUCED.matches ? null : beforeLands(root) };
  played = new Promise((resolve) => requestAnimationFrame(() => {
    const before = pending;
    pending = null;
    let playing;
    try { playing = afterPatch(before, root); } catch (error) { console.warn("travel:", error); }
    Promise.resolve(playing).catch((error) => console.warn("travel:", error)).then(resolve);
  }));
}

function keep(animation) {
  running.push(animation);
  const drop = () => { running = running.filter((a) => a !== animation); };
  animation.finished.then(drop, drop);
  return animation;
}

// the flights in the air, each following the band as it scrolls: [{box: the flight's frame, move}]
let flights = [];

// a flight's frame at the piece's destination and its keyframes, the band scrolled to ``top``
function place(flight, top) {
  const { move, frame, animation } = flight;
  const end = at(move.to, top), start = at(move.from, top);
  Object.assign(frame.style, { left: `${end.x}px`, top: `${end.y}px`, width: `${end.w}px`, height: `${end.h}px` });
  // centre to centre, one scale for both sides (the piece keeps its shape: a bowl going into a small
  // chip of the claimed ones shrinks, its words never squeezed), as large as fits the box it leaves
  const dx = start.x + start.w / 2 - (end.x + end.w / 2), dy = start.y + start.h / 2 - (end.y + end.h / 2);
  const fit = Math.min(start.w && end.w ? start.w / end.w : 1, start.h && end.h ? start.h / end.h : 1);
  const scale = Number.isFinite(fit) && fit > 0 ? fit : 1;
  const from = { transform: `translate(${dx}px, ${dy}px) scale(${scale})`, opacity: 1 };
  const frames = move.back ? [from, { transform: "none", opacity: 1, offset: 0.8 }, { transform: "scale(.6)", opacity: 0 }]
    : [from, { transform: "none", opacity: 1 }];
  if (animation) animation.effect.setKeyframes(frames);
  return frames;
}

/** The band scrolled (or may have): the flights in the air follow it, each still going where its piece lands. */
export function followBand() {
  const band = flights.length ? scrollingBand() : null;
  if (!band) return;
  const top = band.scrollTop;
  for (const flight of flights) if (flight.move.from.scrolls || flight.move.to.scrolls) place(flight, top);
}
window.addEventListener("scroll", () => { if (flights.length) followBand(); }, { capture: true, passive: true });

function fly(move, index, duration, asked, top) {
  // the frame flies (a box at the destination, animated); in it, the piece's picture dressed as where it lies
  const frame = document.createElement("div");
  frame.className = move.el ? "travelling" : "travel-back travelling";
  frame.dataset.flight = move.what;  // (what it is, in words: tests)
  Object.assign(frame.style, { position: "absolute", boxSizing: "border-box", margin: "0", pointerEvents: "none",
                               transformOrigin: "50% 50%", willChange: "transform, opacity" });
  if (move.el) {
    const clone = picture(move.el);
    clone.dataset.picture = "";  // (the piece's picture in the frame's copies of its surroundings: tests)
    const end = move.to;
    Object.assign(clone.style, { position: "absolute", left: "0px", top: "0px", width: `${end.w}px`, height: `${end.h}px`,
                                 margin: "0", boxSizing: "border-box", visibility: "visible", listStyle: "none",
                                 transform: "none", translate: "none", rotate: "none", scale: "none", animation: "none",
                                 transition: "none" });
    frame.append(dress(move.el, clone, asked));
  }
  const flight = { move, frame, animation: null };
  const frames = place(flight, top);
  travelLayer().append(frame);
  const delay = index * duration * 0.3;  // several pieces of one move leave one after another
  flight.animation = keep(frame.animate(frames, { duration, delay, easing: EASE, fill: "backwards" }));
  flights.push(flight);
  const landed = () => { frame.remove(); flights = flights.filter((f) => f !== flight); };
  flight.animation.finished.then(landed, landed);
  // the piece itself waits, unseen, where the clone is going
  const waits = move.el ? keep(move.el.animate([{ opacity: 0 }, { opacity: 0 }], { duration: duration + delay })) : null;
  return [flight.animation, waits].filter(Boolean);
}

function pop(el, index, duration) {
  return keep(el.animate([{ transform: "scale(.4)", opacity: 0 }, { transform: "scale(1.08)", opacity: 1, offset: 0.7 },
                          { transform: "none", opacity: 1 }],
                         { duration: duration * 0.8, delay: index * duration * 0.2, easing: EASE, fill: "backwards" }));
}

function spin(el, duration) {
  return keep(el.animate([{ transform: "rotate(-200deg) scale(.7)" }, { transform: "rotate(20deg) scale(1.05)", offset: 0.75 },
                          { transform: "none" }], { duration, easing: EASE }));
}

// under reduced motion: a short glow on what changed, nothing moving
function highlight(el, duration) {
  keep(el.animate([{ outline: "3px solid #e0a100", outlineOffset: "1px" }, { outline: "3px solid transparent", outlineOffset: "1px" }],
                  { duration: duration * 2 }));
}

// a number shown at ``value`` in the words ``text`` ("12 pts" -> "9 pts")
const NUMBER = /[\u2212-]?\d+/;
function numbered(text, value) {
  return text.replace(NUMBER, value < 0 ? `\u2212${-value}` : String(value));
}

// a number counting from its old value to its new one, in step with the pieces (it ends when they do); ``text``: its
// new words (it shows its old value until it starts)
function tally(el, from, to, duration, text) {
  const clock = keep(el.animate([{ opacity: 1 }, { opacity: 1 }], { duration }));
  const whole = () => { if (el.dataset.tally === String(to)) el.textContent = text; };
  endings.push(whole);
  clock.finished.then(whole, () => {});
  const step = () => {
    if (!el.isConnected || el.dataset.tally !== String(to)) return;  // patched again meanwhile: its own count
    if (clock.playState !== "running") { el.textContent = text; return; }
    el.textContent = numbered(text, Math.round(from + (to - from) * Math.min(1, Number(clock.currentTime || 0) / duration)));
    requestAnimationFrame(step);
  };
  el.textContent = numbered(text, from);
  requestAnimationFrame(step);
  return clock;
}

// Before the pieces fly: the part of the table they fly in is brought into view (the table's band scrolls,
// smoothly; on a phone the table is taller than its band), so that each flight starts and lands in the
// window. Not while the person scrolls the page (nor just after), and, for a computer's move, not just after they
// touched it; a computer's move is followed though the person's last tap, which ended their turn, came a moment
// before it. The person's own move: where its pieces land (they saw where they left). Not when all of it is in view
// already. Resolves with how far the band moved.
const FOLLOW_PAUSE_MS = 1200;
function follow(found, own, band) {
  const computer = document.documentElement.hasAttribute("data-busy");
  const touched = own || computer ? window.__personScrolledAt : window.__personMovedAt;
  if (!band || !found.length || performance.now() - (touched || -1e9) < FOLLOW_PAUSE_MS) return Promise.resolve(0);
  const boxes = found.flatMap((m) => (own ? [m.to] : [m.from, m.to])).filter((b) => b && b.scrolls && (b.w || b.h))
    .map((b) => at(b, band.top));
  if (!boxes.length) return Promise.resolve(0);
  const view = band.view;
  const top = Math.min(...boxes.map((b) => b.y - window.scrollY)), bottom = Math.max(...boxes.map((b) => b.y - window.scrollY + b.h));
  if (top >= view.top && bottom <= view.bottom) return Promise.resolve(0);
  // all of it when it fits, else where it lands (the last piece's destination) and as much as fits above
  const room = view.bottom - view.top - 16;
  const last = at(found[found.length - 1].to, band.top);
  let by = bottom - top <= room ? (top < view.top ? top - view.top - 8 : bottom - view.bottom + 8)
    : (last.y - window.scrollY + last.h) - view.bottom + 8;
  const target = Math.max(0, Math.min(band.top + by, band.max));
  by = target - band.top;
  if (Math.abs(by) < 2) return Promise.resolve(0);
  const smooth = !REDUCED.matches;
  // (the movement is under way while the table scrolls: a clock says so to what waits for it to land)
  const clock = keep(travelLayer().animate([{ opacity: 1 }, { opacity: 1 }], { duration: 1500 }));
  return new Promise((resolve) => {
    whenScrollEnds(band.el, target, smooth ? 700 : 0, () => { clock.cancel(); resolve(by); });
    scrolled();
    band.el.scrollTo({ top: target, behavior: smooth ? "smooth" : "instant" });
    window.__followed = (window.__followed || 0) + 1;
  });
}

// Play what moved between the look taken before the patch and the page now; window.__travelled counts
// the pieces moved so far and window.__travels says the last few in words (tests and tools/bench.py)
function afterPatch(before, root) {
  const after = look(root);
  const duration = FIXED_MS || DURATION[before.pace];
  const { found, popped } = moves(before, after);
  const spun = after.pieces.filter((p) => p.face !== undefined && before.pieces.some(
    (q) => q.thing === p.thing && q.zone === p.zone && q.face !== undefined && q.face !== p.face));
  const counted = [...after.tallies].filter(([key, t]) => before.tallies.has(key) && before.tallies.get(key).value !== t.value);
  // what moved, in words ("card:egg pantry > bowl:1:0"), the last few kept for tests and tools/bench.py
  const said = [...found.map((m) => m.what), ...popped.map((p) => `${p.what} (pops)`),
                ...spun.map((p) => `${p.thing} rolls ${p.face}`), ...counted.map(([key, t]) => `${key} counts to ${t.value}`)];
  const kept = (window.__travels = window.__travels || []);
  kept.push(...said);
  if (kept.length > 40) kept.splice(0, kept.length - 40);
  window.__travelled = (window.__travelled || 0) + found.length + popped.length + spun.length;
  if (before.own && found.length) ownLanding = found.map((m) => m.lands).filter(Boolean);
  // what is read of the page is read now, while it is laid out, before anything below writes to it: the band (where
  // it is scrolled, its box), the containers around each piece that arrives, the counts that changed and their size
  const scroller = scrollingBand();
  const band = scroller && { el: scroller, top: scroller.scrollTop, view: scroller.getBoundingClientRect(),
                             max: scroller.scrollHeight - scroller.clientHeight };
  const asked = new Map();
  if (!REDUCED.matches) for (const move of found) if (move.el) around(move.el, asked);
  const changed = before.shown && (found.length || popped.length) ? changedLands(root, before.shown) : [];
  if (REDUCED.matches) {  // nothing flies, nothing is held: what changed glows
    for (const move of found) if (move.el) highlight(move.el, duration);
    for (const el of [...popped.map((p) => p.el), ...spun.map((p) => p.el), ...counted.map(([, t]) => t.el)]) highlight(el, duration);
    return undefined;
  }
  // while pieces are in the air, what is told of the move waits for them to land: the counts ([data-lands]) show what
  // they showed, the numbers that count ([data-tally]) their old value until they start counting
  const held = holdLands(changed);
  const numbers = counted.map(([key, t]) => {
    const text = t.el.textContent;
    if (!NUMBER.test(text)) return null;
    t.el.textContent = numbered(text, before.tallies.get(key).value);
    const whole = () => { if (t.el.dataset.tally === String(t.value)) t.el.textContent = text; };
    endings.push(whole);
    return { el: t.el, from: before.tallies.get(key).value, to: t.value, text };
  }).filter(Boolean);
  // what arrives stays unseen while the table scrolls to it (a tap finishes it at once)
  const hide = (el) => keep(el.animate([{ opacity: 0 }, { opacity: 0 }], { duration: 1000 }));
  const waiting = found.filter((m) => m.el).map((m) => hide(m.el));
  const mine = generation;
  return follow(found, before.own, band).then((by) => {
    for (const w of waiting) w.cancel();
    if (mine !== generation) return;  // finished meanwhile (a tap, or the next move drawn): everything where it is
    const top = !band ? 0 : by ? band.el.scrollTop : band.top;  // (after a scroll of its own the page is laid out)
    const movement = [
      ...found.flatMap((move, index) => fly(move, index, duration, asked, top)),
      ...popped.map((p, index) => pop(p.el, index, duration)),
      // (a die the board shakes itself, with CSS, is left to it)
      ...spun.filter((piece) => !piece.el.getAnimations({ subtree: true }).length).map((piece) => spin(piece.el, duration)),
      ...numbers.map((n) => tally(n.el, n.from, n.to, duration, n.text)),
    ];
    // what arrived stays marked until the next move is drawn (the next patch puts the board's own classes back)
    for (const move of found) if (move.el) move.el.classList.add("just-moved");
    // the counts told once every piece has landed
    if (held.length) {
      Promise.all(movement.map((a) => a.finished.catch(() => undefined))).then(() => {
        if (mine === generation) for (const land of held) land();
      });
    }
  });
}
