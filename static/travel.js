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
// Per kind of piece, a zone holding fewer than before is a source and one holding more a destination;
// each piece that left one goes to one that gained. What is left pairs with the face-down counts: a card
// that arrived from nowhere came out of a zone whose hidden count fell (the deck), one that left for
// nowhere went into one whose count rose (another's hand), face down. A piece with neither pops in place.
// Only zones on screen before and after count: another tab or screen shown is not a move.
// A flight carries the piece's picture only, as it looks where it lies: the clone keeps the place's style sheet rules
// (it flies inside empty copies of the elements around the piece), without what [data-stays], words for screen readers
// or a list's marker; and it follows the table's band when that scrolls while it flies (its boxes were taken once).
//
// html[data-travel] is the pace ("relaxed" or "quick"); absent, nothing travels. Under reduced motion
// nothing travels either: what arrived is highlighted instead. A tap during the movement finishes it at
// once (everything where it is going). The clones fly in one layer over the page, out of the layout
// (no layout shift), hidden from assistive technology (the live region says each move once).

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
function pageBox(element) {
  const r = element.getBoundingClientRect();
  return { x: r.left + window.scrollX, y: r.top + window.scrollY, w: r.width, h: r.height };
}

/** Call `done` once when a scroll of `target` (an element, or the window) towards `y` ends: at its
 *  scrollend event, or in a browser that has none (Safari before 26, WebKitGTK) once it is at `y` or has not
 *  moved for five frames; at the latest after `limitMs` (a scroll cut short). */
export function whenScrollEnds(target, y, limitMs, done) {
  let ended = false;
  const finish = () => {
    if (ended) return;
    ended = true;
    clearTimeout(timer);
    target.removeEventListener("scrollend", finish);
    done();
  };
  const timer = setTimeout(finish, limitMs);
  if ("onscrollend" in window) { target.addEventListener("scrollend", finish); return; }
  const position = () => (target === window ? window.scrollY : target.scrollTop);
  let last = position(), still = 0;
  const watch = () => {
    if (ended) return;
    const now = position();
    still = now === last ? still + 1 : 0;
    last = now;
    if (Math.abs(now - y) < 1 || still >= 5) finish(); else requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
}

/** The table's band (ramen/ui/screens/play.py), while it scrolls on its own: not when the screen is one page
 *  that scrolls (a window too short for three bands, static/app.css). */
let bandSeen = { first: null, key: "", band: null };
let resizes = 0;
window.addEventListener("resize", () => { resizes += 1; }, { passive: true });
export function scrollingBand() {
  const first = document.querySelector("[data-scroller]");
  if (!first) return null;
  // asked again only for a new band, a new window size or text size (the style sheet's conditions): asking
  // the computed style would make the browser restyle the page inside the tap, before each patch (and so
  // would reading the window's size lay it out on a phone: its 'resize' events are counted instead).
  // A screen may mark more than one element: the one that scrolls in the layout chosen is the band (a wide
  // window's table scrolls beside the column of the hand; a narrow one's scrolls with the recap above it).
  const key = `${resizes} ${document.documentElement.dataset.text || ""}`;
  if (first !== bandSeen.first || key !== bandSeen.key) {
    const band = [...document.querySelectorAll("[data-scroller]")].find((el) =>
      getComputedStyle(el).display !== "contents" && /(auto|scroll)/.test(getComputedStyle(el).overflowY)) || null;
    bandSeen = { first, key, band };
  }
  return bandSeen.band;
}

// Where the table's band and the window are scrolled, as last read. A patch takes the position before it starts
// (morph.js keeps the page there), when reading it would lay out, inside the tap, what the tap changed in the
// styles (:active, :focus): a layout of its own before the one after the patch. So it is read at the press
// (pointerdown: little is pending then, the browser has just laid the page out to find what was pressed),
// and forgotten at each scroll (its event, a scroll of the page's own, a key, focus that may have scrolled
// to a control): what moves the page without telling (a test's click scrolling the control into view
// first) comes before the press.
let seenBand = null, seenBandY = 0, seenWindowY = null;

/** The page scrolls, or may have: its scroll position is read again when next asked. */
export function scrolled() {
  [seenBand, seenWindowY] = [null, null];
}
window.addEventListener("scroll", scrolled, { capture: true, passive: true });
window.addEventListener("keydown", scrolled, { capture: true, passive: true });
window.addEventListener("focusin", (event) => { if (event.target.matches?.(":focus-visible")) scrolled(); },
                        { capture: true, passive: true });
window.addEventListener("pointerdown", () => { scrolled(); scrollPosition(scrollingBand()); },
                        { capture: true, passive: true });

/** The scroll position of ``area`` (the band, or null for the window), as last read. */
export function scrollPosition(area) {
  if (area) {
    if (area !== seenBand) [seenBand, seenBandY] = [area, area.scrollTop];
    return seenBandY;
  }
  if (seenWindowY === null) seenWindowY = window.scrollY;
  return seenWindowY;
}

// a press or a key finishes what travels (after the scroll position is taken: that changes the page)
window.addEventListener("pointerdown", finishTravel, { capture: true, passive: true });
window.addEventListener("keydown", finishTravel, { capture: true, passive: true });

/** The pieces, zones and tallies under ``root`` with their boxes in page coordinates; a box that lies in the
 *  scrolling band says so (``scrolls``) with where the band was scrolled then (``base``): it moves as the band
 *  scrolls. */
function look(root) {
  const band = scrollingBand();
  const base = band ? band.scrollTop : 0;
  const inBand = (el) => !!band && band.contains(el);
  const zones = new Map();
  for (const zone of root.querySelectorAll("[data-zone]")) {
    const box = pageBox(zone);
    [box.scrolls, box.base] = [inBand(zone), base];
    if (box.w || box.h) zones.set(zone.dataset.zone, { el: zone, box, hidden: Number(zone.dataset.hidden || 0) });
  }
  const pieces = [];
  for (const el of root.querySelectorAll("[data-thing]")) {
    const zone = el.parentElement && el.parentElement.closest("[data-zone]");
    if (!zone || !zones.has(zone.dataset.zone)) continue;
    const outer = el.parentElement.closest("[data-thing]");
    if (outer && zone.contains(outer)) continue;  // a piece inside a piece (a card in a "×2" group) is that piece
    const box = pageBox(el);
    if (!box.w && !box.h) continue;
    [box.scrolls, box.base] = [inBand(el), base];
    pieces.push({ el, box, thing: el.dataset.thing, zone: zone.dataset.zone, n: Number(el.dataset.n ?? 1),
                  face: el.dataset.face });
  }
  const tallies = new Map();
  for (const el of root.querySelectorAll("[data-tally]")) {
    const key = el.dataset.tallyKey || el.closest("[data-zone]")?.dataset.zone;
    if (key) tallies.set(key, { el, value: Number(el.dataset.tally) });
  }
  return { zones, pieces, tallies };
}

// where a box is when the band is scrolled to ``top``: one in the band has moved as far as the band scrolled since
// it was taken
function at(box, top) {
  return box.scrolls ? { ...box, y: box.y - (top - box.base) } : box;
}

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

// per kind and zone, how many pieces (and the elements standing for them)
function count(pieces, zones) {
  const by = new Map();
  for (const piece of pieces) {
    if (!zones.has(piece.zone)) continue;
    const key = piece.thing + "\u0000" + piece.zone;
    const entry = by.get(key) || { thing: piece.thing, zone: piece.zone, n: 0, els: [] };
    entry.n += piece.n;
    entry.els.push(piece);
    by.set(key, entry);
  }
  return by;
}

// the piece of an entry that changed: one whose box no piece of the other side has (else the last)
function changed(entry, other) {
  if (!entry || !entry.els.length) return null;
  const boxes = other ? other.els.map((p) => p.box) : [];
  const same = (a, b) => Math.abs(a.x - b.x) < 2 && Math.abs(a.y - b.y) < 2;
  return entry.els.find((p) => !boxes.some((b) => same(b, p.box))) || entry.els[entry.els.length - 1];
}

/** The moves from ``before`` to ``after``: [{from: box, to: box, el (what arrives, or null), back, lands (the
 *  element it lands in)}], and the pieces that arrived from nowhere (to pop). */
function moves(before, after) {
  const zones = new Set([...before.zones.keys()].filter((z) => after.zones.has(z)));
  const keep = new Map([...before.zones].filter(([z]) => zones.has(z)));
  const old = count(before.pieces, keep), now = count(after.pieces, keep);
  const gone = [], came = [];
  for (const key of new Set([...old.keys(), ...now.keys()])) {
    const a = old.get(key), b = now.get(key);
    const delta = (b ? b.n : 0) - (a ? a.n : 0);
    if (delta < 0) gone.push({ thing: (a || b).thing, zone: (a || b).zone, n: -delta, piece: changed(a, b) });
    if (delta > 0) came.push({ thing: (a || b).thing, zone: (a || b).zone, n: delta, piece: changed(b, a) });
  }
  const found = [];
  const take = (list) => { const item = list[0]; if (--item.n <= 0) list.shift(); return item; };
  // the same kind, from a zone that lost it to one that gained it
  for (const arrival of came) {
    for (const leaving of gone) {
      while (arrival.n > 0 && leaving.n > 0 && leaving.thing === arrival.thing) {
        arrival.n--; leaving.n--;
        found.push({ from: leaving.piece.box, to: arrival.piece.box, el: arrival.piece.el, back: false, lands: arrival.piece.el,
                     what: `${arrival.thing} ${leaving.zone} > ${arrival.zone}` });
      }
    }
  }
  // the face-down counts: what fell is where the unseen came from, what rose is where the seen went
  const fell = [], rose = [];
  for (const zone of zones) {
    const delta = after.zones.get(zone).hidden - before.zones.get(zone).hidden;
    if (delta < 0) fell.push({ zone, n: -delta, box: before.zones.get(zone).box });
    if (delta > 0) rose.push({ zone, n: delta, box: after.zones.get(zone).box, el: after.zones.get(zone).el });
  }
  const popped = [];
  for (const arrival of came) {
    for (; arrival.n > 0; arrival.n--) {
      if (fell.length) {
        const source = take(fell);
        found.push({ from: middle(source.box, arrival.piece.box), to: arrival.piece.box, el: arrival.piece.el, back: false,
                     lands: arrival.piece.el, what: `${arrival.thing} ${source.zone} > ${arrival.zone}` });
      } else popped.push({ el: arrival.piece.el, what: `${arrival.thing} > ${arrival.zone}` });
    }
  }
  for (const leaving of gone) {
    for (; leaving.n > 0 && rose.length; leaving.n--) {
      const target = take(rose);
      found.push({ from: leaving.piece.box, to: middle(target.box, leaving.piece.box), el: null, back: true, lands: target.el,
                   what: `${leaving.thing} ${leaving.zone} > ${target.zone} (face down)` });
    }
  }
  // from face down to face down (the deck into another's hand)
  while (fell.length && rose.length) {
    const source = take(fell), target = take(rose);
    found.push({ from: middle(source.box, { w: 40, h: 56 }), to: middle(target.box, { w: 40, h: 56 }), el: null, back: true,
                 lands: target.el, what: `face down ${source.zone} > ${target.zone}` });
  }
  return { found, popped };
}

// a box the shape of ``size`` centred in ``box``, as large as fits (from a little over a third of its size
// to its full size): what comes out of a deck or goes into a hand keeps its proportions
function middle(box, size) {
  const fit = Math.min(box.w / (size.w || 1), box.h / (size.h || 1));
  const scale = Math.max(0.35, Math.min(1, Number.isFinite(fit) && fit > 0 ? fit : 1));
  const w = (size.w || 40) * scale, h = (size.h || 56) * scale;
  return { x: box.x + (box.w - w) / 2, y: box.y + (box.h - h) / 2, w, h, scrolls: box.scrolls, base: box.base };
}

function keep(animation) {
  running.push(animation);
  const drop = () => { running = running.filter((a) => a !== animation); };
  animation.finished.then(drop, drop);
  return animation;
}

// --- what flies: the piece's picture, dressed as where it lies ----------------------------------------------------

// what is not the piece's picture: what the view marks so (a count badge, a slot's number), words for screen readers,
// and a control on it that shows only words (a bowl card's Claim; a card that is a button is the picture); and the
// marks that make an element a piece, a place or a control to the page's scripts
const NOT_PICTURE = "[data-stays], .sr, .sr-only";
const CONTROLS = "button, a, input, select, textarea";
const MARKS = ["id", "data-thing", "data-zone", "data-hidden", "data-tally", "data-tally-key", "data-lands", "data-key",
               "data-cmd", "data-acting", "data-acting-more", "data-own-place", "data-scroller", "data-recap"];
// elements around a piece copied as a <span> (a copy of a control would be one)
const CONTROL = new Set(["BUTTON", "A", "INPUT", "SELECT", "TEXTAREA", "LABEL", "SUMMARY", "DETAILS", "DIALOG", "OPTION"]);

function picture(el) {
  const clone = el.cloneNode(true);
  for (const debris of clone.querySelectorAll(NOT_PICTURE)) debris.remove();
  for (const control of clone.querySelectorAll(CONTROLS)) if (!control.firstElementChild) control.remove();
  for (const node of [clone, ...clone.querySelectorAll("*")]) for (const name of MARKS) node.removeAttribute(name);
  return clone;
}

// An element around the piece that the style sheet asks the size of (a container: @container rules), as
// [container-type, container-name, content width, content height]; null for any other. Asked once a movement per
// element (``asked``), in the frame after the patch while it is laid out (``around``: before anything is written).
function container(el, asked) {
  if (asked.has(el)) return asked.get(el);
  const style = getComputedStyle(el);
  let found = null;
  if (style.containerType && style.containerType !== "normal" && style.display !== "contents") {
    const px = (v) => parseFloat(v) || 0;
    found = [style.containerType, style.containerName,
             el.clientWidth - px(style.paddingLeft) - px(style.paddingRight),
             el.clientHeight - px(style.paddingTop) - px(style.paddingBottom)];
  }
  asked.set(el, found);
  return found;
}

function around(el, asked) {
  for (let up = el.parentElement; up && up !== document.body && up !== document.documentElement; up = up.parentElement) container(up, asked);
}

// The clone inside empty copies of the elements around ``el`` (tag and classes), laid out as their children
// (display: contents): the style sheet's rules for the piece in its place (".claimed .xt-won") match it in flight;
// a container around it is copied as an unseen box of its size at the flight's corner, so that what the style sheet
// asks of its size answers the same. Returns the outermost copy.
function dress(el, clone, asked) {
  let inner = clone;
  for (let around = el.parentElement; around && around !== document.body && around !== document.documentElement;
    around = around.parentElement) {
    const shell = document.createElement(CONTROL.has(around.tagName) ? "span" : around.localName);
    const classes = around.getAttribute("class");
    if (classes) shell.setAttribute("class", classes);
    const box = container(around, asked);
    if (box) {
      Object.assign(shell.style, { display: "block", position: "absolute", left: "0px", top: "0px", margin: "0", padding: "0",
                                   border: "0", boxSizing: "content-box", width: `${box[2]}px`, height: `${box[3]}px`,
                                   containerType: box[0], containerName: box[1], visibility: "hidden", overflow: "visible",
                                   transform: "none", translate: "none", rotate: "none", scale: "none", filter: "none",
                                   opacity: "1", clipPath: "none", animation: "none", transition: "none" });
    } else shell.style.display = "contents";
    shell.append(inner);
    inner = shell;
  }
  return inner;
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
