// What flies when a piece travels (static/travel.js): the piece's picture, dressed as where it lies.

// what is not the piece's picture: what the view marks so (a count badge, a slot's number), words for screen readers,
// and a control on it that shows only words (a bowl card's Claim; a card that is a button is the picture); and the
// marks that make an element a piece, a place or a control to the page's scripts
const NOT_PICTURE = "[data-stays], .sr, .sr-only";
const CONTROLS = "button, a, input, select, textarea";
const MARKS = ["id", "data-thing", "data-zone", "data-hidden", "data-tally", "data-tally-key", "data-lands", "data-key",
               "data-cmd", "data-acting", "data-acting-more", "data-own-place", "data-scroller", "data-recap"];
// elements around a piece copied as a <span> (a copy of a control would be one)
const CONTROL = new Set(["BUTTON", "A", "INPUT", "SELECT", "TEXTAREA", "LABEL", "SUMMARY", "DETAILS", "DIALOG", "OPTION"]);

export function picture(el) {
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

export function around(el, asked) {
  for (let up = el.parentElement; up && up !== document.body && up !== document.documentElement; up = up.parentElement) container(up, asked);
}

// The clone inside empty copies of the elements around ``el`` (tag and classes), laid out as their children
// (display: contents): the style sheet's rules for the piece in its place (".claimed .xt-won") match it in flight;
// a container around it is copied as an unseen box of its size at the flight's corner, so that what the style sheet
// asks of its size answers the same. Returns the outermost copy.
export function dress(el, clone, asked) {
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
