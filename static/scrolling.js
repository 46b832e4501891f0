// Where the page is scrolled, for the things that travel (static/travel.js) and the patch (static/morph.js,
// static/reveal.js): the table's band that scrolls on its own, its scroll position as last read, and when a
// scroll ends. Imported by static/travel.js, so evaluated before it: at a press, its listener takes the scroll
// position before static/travel.js's finishes what travels.

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
