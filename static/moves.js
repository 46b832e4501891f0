// What moved on the table between two looks at it (static/travel.js takes one before a patch and one after it).
//
// Per kind of piece, a zone holding fewer than before is a source and one holding more a destination;
// each piece that left one goes to one that gained. What is left pairs with the face-down counts: a card
// that arrived from nowhere came out of a zone whose hidden count fell (the deck), one that left for
// nowhere went into one whose count rose (another's hand), face down. A piece with neither pops in place.
// Only zones on screen before and after count: another tab or screen shown is not a move.

import { scrollingBand } from "./scrolling.js";

function pageBox(element) {
  const r = element.getBoundingClientRect();
  return { x: r.left + window.scrollX, y: r.top + window.scrollY, w: r.width, h: r.height };
}

/** The pieces, zones and tallies under ``root`` with their boxes in page coordinates; a box that lies in the
 *  scrolling band says so (``scrolls``) with where the band was scrolled then (``base``): it moves as the band
 *  scrolls. */
export function look(root) {
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
export function at(box, top) {
  return box.scrolls ? { ...box, y: box.y - (top - box.base) } : box;
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
export function moves(before, after) {
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
