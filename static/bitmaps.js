// The small drawings as bitmaps, once the page is up.
//
// The art's style sheet (static/vendor/art/art.css, made by tools/art.py) gives each drawing's class an SVG
// document as its background. A browser lays such a document out for the size it is drawn at, and one
// document serves every picture of that drawing: the same chip drawn at 20, 18 and 9 px in one frame (in a
// bowl, beside an opponent's bowl, on an order card) is laid out and recorded anew at each change of size.
// In Chromium that was 7 ms of the 11 ms a tap of Ramen Ink spent painting its next frame. A bitmap is
// decoded once and scaled at no cost, so each drawing the sheet marks small (`--bitmap: 1`: pieces, a seat's
// mark; not the covers or the card backs, shown large) is drawn once onto a canvas, large enough for its
// largest use at this screen's pixel density, and its class then draws that bitmap instead. Where a browser
// refuses (a canvas it deems unreadable, no blob URLs), the SVG stays: the same picture, painted slower.

//: the largest a small drawing is shown, in CSS pixels (50 at the text size of 100 %, 75 at 150 %)
const LARGEST = 80;
//: the pixel density drawn for, at most (a bitmap's memory grows with its square)
const DENSEST = 3;

function smallDrawingRules() {
  const rules = [];
  for (const sheet of document.styleSheets) {
    let list;
    try { list = sheet.cssRules; } catch (_) { continue; }  // (another origin's sheet: not ours)
    for (const rule of list) {
      if (rule.style && rule.style.getPropertyValue("--bitmap").trim() === "1") rules.push(rule);
    }
  }
  return rules;
}

function svgSource(rule) {
  const match = /^url\("?(data:image\/svg\+xml,[^"]*)"?\)$/.exec(rule.style.backgroundImage);
  return match ? match[1] : null;
}

async function bitmapOf(source, aspect) {
  const image = new Image();
  image.src = source;
  await image.decode();
  const [width, height] = aspect.split("/").map(Number);
  const scale = (LARGEST * Math.min(devicePixelRatio || 1, DENSEST)) / Math.max(width, height);
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  canvas.getContext("2d").drawImage(image, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise((resolve) => canvas.toBlob(resolve, "image/png"));
  if (!blob) throw new Error("the canvas gave no bitmap");
  return URL.createObjectURL(blob);
}

//: each small drawing's rule -> its SVG (what a new pixel density draws from again)
const sources = new Map();

// Draw each small drawing as a bitmap, one at a time; <html data-bitmaps> then says how many were
// (tools/bench.py and the tests wait for it). When the pixel density changes (the browser zoomed, the
// window moved to another screen), they are drawn again for the new one.
export async function drawSmallPicturesAsBitmaps() {
  if (!sources.size) {
    for (const rule of smallDrawingRules()) {
      const source = svgSource(rule);
      if (source) sources.set(rule, source);
    }
  }
  const density = devicePixelRatio || 1;
  const drawn = [];
  for (const [rule, source] of sources) {
    try {
      drawn.push([rule, await bitmapOf(source, rule.style.aspectRatio || "1 / 1")]);
    } catch (_) { /* the SVG (or the bitmap drawn before) stays */ }
  }
  // all at once: each change of a rule has the page's style worked out again
  for (const [rule, url] of drawn) {
    const old = /^url\("?(blob:[^"]*)"?\)$/.exec(rule.style.backgroundImage);
    rule.style.setProperty("background-image", `url("${url}")`);
    if (old) URL.revokeObjectURL(old[1]);
    // (a box not of the drawing's shape shows it whole and centred, as the SVG drew itself)
    rule.style.setProperty("background-size", "contain");
    rule.style.setProperty("background-position", "center");
  }
  const done = drawn.length;
  document.documentElement.setAttribute("data-bitmaps", String(done));
  // (the suite checks a page opened at twice the density; not the change itself: Chromium's emulation of a
  // density sends no change event)
  matchMedia(`(resolution: ${density}dppx)`).addEventListener("change", drawSmallPicturesAsBitmaps, { once: true });
}
