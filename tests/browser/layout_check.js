// Layout problems of the page as it is now, the ones every screen must be free of at every window
// size (run by page.evaluate; returns a list).
// Each problem: {kind, target, detail}. Kinds:
//   sideways   the document is wider than the viewport (it scrolls sideways)
//   small      a visible control is smaller than 44x44 CSS px
//   cut        a visible control reaches outside the viewport's width or is clipped by a scroller/overflow box
//   covered    scrolled just into view (from above, from below), another element is on top at its centre
//   broken     a word is broken across two lines
//   clipped    text is cut off by its box (overflow hidden with more content than room)
//   spill      text reaches outside its box: a line of a text node past the content box of the element
//              that lays it out (its nearest ancestor that is not inline), or over the border of a box
//              around that (up to a box that clips or scrolls, or one positioned on its own)
//   tiny-text  text rendered under 11 CSS px
//   small-text text on a board (what a game's view draws) under 14 CSS px, but what is printed on a piece
//              (a letter or a number: inside .print)
// The page is scrolled back to where it was afterwards.
async () => {
  const MIN_TARGET = 44, MIN_TEXT = 11, MIN_BOARD_TEXT = 14;
  const problems = [];
  const vw = document.documentElement.clientWidth, vh = window.innerHeight;
  const describe = (el) => {
    if (!el || el.nodeType !== 1) return String(el);
    if (el instanceof SVGElement && el.closest('svg') && el.closest('svg').parentElement) {
      const host = el.closest('svg').parentElement;
      return `svg ${el.tagName.toLowerCase()} in ${describe(host)}`;
    }
    let s = el.tagName.toLowerCase();
    if (el.id) return s + '#' + el.id;
    for (const a of ['data-cmd', 'data-arg', 'data-key', 'data-seat', 'data-bowl', 'data-slot', 'aria-label']) {
      if (el.hasAttribute(a)) { s += `[${a}="${el.getAttribute(a).slice(0, 40)}"]`; break; }
    }
    if (el.classList.length) s += '.' + [...el.classList].slice(0, 2).join('.');
    const text = (el.innerText || el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 30);
    return text ? `${s} "${text}"` : s;
  };
  const visible = (el) => {
    if (!el.checkVisibility({checkOpacity: true, checkVisibilityCSS: true})) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };
  const BOARDS = '#play .board, [class^="fury-"], [class*=" fury-"], [class^="ink-"], [class*=" ink-"], [class^="extreme-"], [class*=" extreme-"], .end-player';  // what a game's view module draws (board, end details)
  // visually hidden for screen readers only (1px box with hidden overflow, or clipped away)
  const srOnly = (el) => {
    for (let a = el; a && a !== document.body; a = a.parentElement) {
      if (a instanceof SVGElement) continue;
      const st = getComputedStyle(a);
      if ((st.clip && st.clip !== 'auto') || (st.clipPath && st.clipPath.startsWith('inset(50%'))) return true;
      const r = a.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) { if (st.overflow !== 'visible') return true; }
    }
    return false;
  };
  const add = (kind, el, detail) => problems.push({kind, target: describe(el), detail, board: !!(el.closest && el.closest(BOARDS))});

  // 1. sideways scroll
  const docWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
  if (docWidth > vw + 1) {
    // name the outermost elements that stick out (their parents fit), so the owner can be told
    const out = [...document.body.querySelectorAll('*')].filter((el) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.right + window.scrollX <= vw + 1) return false;
      const pr = el.parentElement.getBoundingClientRect();
      return pr.right + window.scrollX <= vw + 1 || el.parentElement === document.body;
    });
    const first = out[0] || document.documentElement;
    problems.push({kind: 'sideways', target: out.length ? describe(first) : 'document', board: !!(out.length && first.closest(BOARDS)),
                   detail: `document ${docWidth}px wide in a ${vw}px viewport (+${docWidth - vw})` + (out.length ? `; sticking out: ${out.slice(0, 3).map((e) => describe(e).slice(0, 50) + ' to ' + Math.round(e.getBoundingClientRect().right + window.scrollX)).join(', ')}` : '')});
  }

  // 2. controls: size, cut off, covered
  const CONTROLS = 'button, select, input:not([type=hidden]), textarea, summary, [role=button], [role=tab], [role=radio], [role=checkbox], [tabindex]:not([tabindex="-1"]), a[href]';
  const controls = [...document.querySelectorAll(CONTROLS)].filter(visible).filter((el) => {
    // inline links inside running text are exempt from the target size (WCAG 2.5.8 "inline")
    if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') return false;
    return el.closest('[inert]') === null;
  });
  const scrollX = window.scrollX, scrollY = window.scrollY;
  window.scrollTo({left: 0, top: 0, behavior: 'instant'});
  for (const el of controls) {
    const r = el.getBoundingClientRect();
    if (r.width < MIN_TARGET - 0.5 || r.height < MIN_TARGET - 0.5) add('small', el, `${Math.round(r.width)}x${Math.round(r.height)}`);
    const left = r.left + window.scrollX, right = r.right + window.scrollX;
    if (left < -0.5 || right > vw + 0.5) { add('cut', el, `x ${Math.round(left)}..${Math.round(right)} outside 0..${vw}`); continue; }
    // clipped by an ancestor that hides or scrolls its overflow (a screen's own scrolling band, [data-scroller],
    // is the page's scroll, as the window's: what it holds is scrolled into view, and checked there below)
    for (let a = el.parentElement; a && a !== document.body && a !== document.documentElement; a = a.parentElement) {
      if (a.hasAttribute('data-scroller')) continue;
      const st = getComputedStyle(a);
      if (st.overflowX === 'visible' && st.overflowY === 'visible') continue;
      const ar = a.getBoundingClientRect();
      const clipX = st.overflowX !== 'visible', clipY = st.overflowY !== 'visible';
      if ((clipX && (r.left < ar.left - 0.5 || r.right > ar.right + 0.5)) || (clipY && (r.top < ar.top - 0.5 || r.bottom > ar.bottom + 0.5))) {
        const scroller = /(auto|scroll)/.test(st.overflowX + st.overflowY);
        add('cut', el, `${scroller ? 'scrolled out of' : 'clipped by'} ${describe(a).slice(0, 60)}`);
        break;
      }
    }
  }
  // covered: as a person finds a control, by scrolling it just into view from above and from below
  // (what the browser does when it gets keyboard focus, scroll-padding respected), then looking at what
  // is on top at its centre: a sticky or fixed bar must not hide it in either case (WCAG 2.4.11)
  const covered = new Map();
  const scrollers = [...document.querySelectorAll('*')].filter((e) => e.scrollLeft || e.scrollTop).map((e) => [e, e.scrollLeft, e.scrollTop]);
  const maxY = document.documentElement.scrollHeight;
  const band = [...document.querySelectorAll('[data-scroller]')].find((b) => getComputedStyle(b).display !== 'contents'
    && /(auto|scroll)/.test(getComputedStyle(b).overflowY));
  const hitTest = (el) => {
    const r = el.getBoundingClientRect();
    const cx = Math.min(Math.max(r.left + r.width / 2, 0), vw - 1), cy = r.top + r.height / 2;
    if (cy < 0 || cy >= vh) return null;  // taller than the window or not reachable: not this check's business
    const hit = document.elementFromPoint(cx, cy);
    if (!hit || hit === el || el.contains(hit)) return null;
    if (hit.contains(el)) return getComputedStyle(el).pointerEvents === 'none' ? 'does not take taps (pointer-events: none)' : null;
    if ((el.tagName === 'SELECT' || el.tagName === 'INPUT') && hit.tagName === 'LABEL' && hit.control === el) return null;
    let fixed = hit;
    while (fixed && fixed !== document.body && !['fixed', 'sticky'].includes(getComputedStyle(fixed).position)) fixed = fixed.parentElement;
    const by = fixed && fixed !== document.body ? `${getComputedStyle(fixed).position} ${describe(fixed).slice(0, 60)}` : describe(hit).slice(0, 60);
    return `under ${by} (scrolled to y=${Math.round(window.scrollY)})`;
  };
  for (const el of controls) {
    // a scrolling region's tab stop (the game's table) is where the keyboard scrolls it, not a target to tap:
    // part of it lies under the pinned dock by design
    if (el.matches('[role=region]')) continue;
    for (const from of [0, maxY]) {
      window.scrollTo({left: 0, top: from, behavior: 'instant'});
      if (band) band.scrollTo({left: 0, top: from ? band.scrollHeight : 0, behavior: 'instant'});
      el.scrollIntoView({block: 'nearest', inline: 'nearest', behavior: 'instant'});
      const why = hitTest(el);
      if (why) { covered.set(el, why); break; }
    }
  }
  for (const [e, left, top] of scrollers) { e.scrollLeft = left; e.scrollTop = top; }
  for (const [el, detail] of covered) add('covered', el, detail);

  // 3. words broken across lines, clipped text and tiny text: every visible text node
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode: (n) => (n.nodeValue.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT)});
  const range = document.createRange();
  const tiny = new Map(), small = new Map(), broken = new Map(), spill = new Map();
  // boxes in a moving animation (a card arriving grows for a moment): their text is measured once still
  const moving = document.getAnimations().filter((a) => a.playState === 'running' && a.effect && a.effect.target
    && a.effect.getKeyframes().some((k) => 'transform' in k)).map((a) => a.effect.target);
  const isMoving = (el) => moving.some((target) => target.contains(el));
  // the element that lays a text out: its nearest ancestor that is not inline (a block, a flex item...)
  const layoutBox = (el) => {
    let a = el;
    while (a.parentElement && ['inline', 'contents'].includes(getComputedStyle(a).display)) a = a.parentElement;
    return a;
  };
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TITLE'].includes(parent.tagName)) continue;
    if (!visible(parent) || srOnly(parent)) continue;
    range.selectNodeContents(node);
    if (range.getClientRects().length === 0) continue;
    // size: SVG text is scaled by its viewBox
    let size = parseFloat(getComputedStyle(parent).fontSize);
    if (parent instanceof SVGElement && parent.getScreenCTM) {
      const m = parent.getScreenCTM();
      if (m) size *= Math.hypot(m.a, m.b);
    }
    if (size < MIN_TEXT - 0.05 && !tiny.has(parent)) tiny.set(parent, `${size.toFixed(1)}px "${node.nodeValue.trim().slice(0, 20)}"`);
    if (size < MIN_BOARD_TEXT - 0.05 && !small.has(parent) && parent.closest(BOARDS) && !parent.closest('.print')) {
      small.set(parent, `${size.toFixed(1)}px "${node.nodeValue.trim().slice(0, 20)}"`);
    }
    // spill: the text's lines inside the content box of the element laying it out, and inside the
    // borders of every box around that, up to one that hides or scrolls its overflow (the "clipped"
    // check's, or a scroller on purpose) or one placed on its own (position absolute or fixed)
    if (!(parent instanceof SVGElement) && !isMoving(parent)) {
      const lines = [...range.getClientRects()].filter((q) => q.width > 0.5);
      let strict = true;
      for (let box = layoutBox(parent); box && box !== document.body && box !== document.documentElement; box = box.parentElement) {
        const st = getComputedStyle(box);
        if (st.display === 'contents') continue;
        if (st.overflowX !== 'visible') break;
        const br = box.getBoundingClientRect();
        const left = br.left + box.clientLeft + (strict ? parseFloat(st.paddingLeft) : 0);
        const right = br.left + box.clientLeft + box.clientWidth - (strict ? parseFloat(st.paddingRight) : 0);
        const out = lines.find((q) => q.left < left - 1 || q.right > right + 1);
        if (out) {
          if (!spill.has(box)) {
            const by = Math.round(Math.max(left - out.left, out.right - right));
            spill.set(box, `"${node.nodeValue.trim().slice(0, 24)}" ${by}px past its ${strict ? 'content box' : 'border'} (${Math.round(right - left)}px wide)`);
          }
          break;
        }
        if (['absolute', 'fixed'].includes(st.position)) break;
        strict = false;
      }
    }
    // words: a word whose range has boxes on two lines
    const text = node.nodeValue;
    // (a line may end after a hyphen, dash or slash: that is not a word broken)
    const re = /[^\s\u00a0\u200b\-\u2010-\u2014\/]{2,}/g;
    let m;
    while ((m = re.exec(text))) {
      range.setStart(node, m.index);
      range.setEnd(node, m.index + m[0].length);
      const rects = [...range.getClientRects()].filter((q) => q.width > 0.5);
      if (rects.length > 1 && rects.some((q) => Math.abs(q.top - rects[0].top) > rects[0].height / 2)) {
        if (!broken.has(parent)) broken.set(parent, `"${m[0].slice(0, 30)}"`);
      }
    }
  }
  for (const [el, detail] of tiny) add('tiny-text', el, detail);
  for (const [el, detail] of small) add('small-text', el, detail);
  for (const [el, detail] of broken) add('broken', el, detail);
  for (const [el, detail] of spill) add('spill', el, detail);
  // clipped text: a box that hides overflow and has more text than room
  for (const el of document.body.querySelectorAll('*')) {
    if (el instanceof SVGElement || !el.firstChild) continue;
    const st = getComputedStyle(el);
    if (st.overflowX !== 'hidden' && st.overflowX !== 'clip' && st.overflowY !== 'hidden' && st.overflowY !== 'clip') continue;
    if (!visible(el) || !(el.innerText || '').trim() || srOnly(el)) continue;
    // (the screen's scrolling band, [data-scroller], is taller than its room on purpose: only its width counts)
    const tall = !el.hasAttribute('data-scroller') && el.scrollHeight > el.clientHeight + 1;
    if (el.scrollWidth > el.clientWidth + 1 || tall) {
      add('clipped', el, `content ${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight}`);
    }
  }
  window.scrollTo({left: scrollX, top: scrollY, behavior: 'instant'});
  return problems;
}
