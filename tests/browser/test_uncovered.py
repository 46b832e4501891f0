"""Nothing covers a control: at every step of a seeded game of each title, at 390x844 and
1280x800, the centre of every enabled control that lies in the window (and inside the box of what scrolls it)
is the control itself to the pointer (``document.elementFromPoint``), and no fixed or sticky element that is
seen lies over that point: a banner that lets taps through still hides the control from the eye."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from tests.browser.drivers import random_clicks, start_game

SIZES = [(390, 844), (1280, 800)]
GAMES = ["ink", "fury", "extreme"]

#: the controls in view whose centre is not theirs: [what, where, what is there]
COVERED_JS = """() => {
  const vw = document.documentElement.clientWidth, vh = innerHeight;
  const name = (el) => el ? (el.tagName.toLowerCase() + (el.id ? '#' + el.id : '')
      + (el.dataset && el.dataset.cmd ? `[${el.dataset.cmd} ${el.dataset.arg || ''}]` : '')
      + (typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\\s+/).join('.') : '')).slice(0, 90) : 'nothing';
  const seen = (el) => { const s = getComputedStyle(el);
    return s.visibility !== 'hidden' && s.display !== 'none' && Number(s.opacity) > 0.05; };
  // what is fixed or sticky and seen: the bars, bands and layers that stay put while the rest scrolls
  const stuck = [...document.querySelectorAll('body *')].filter((el) => {
    const p = getComputedStyle(el).position;
    if (p !== 'fixed' && p !== 'sticky') return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && seen(el) && (el.childElementCount || el.textContent.trim());
  });
  const found = [];
  for (const el of document.querySelectorAll('#play :is(button, select, input, textarea):enabled')) {
    if (!el.checkVisibility({opacityProperty: true, visibilityProperty: true})) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    if (x < 0 || x >= vw || y < 0 || y >= vh) continue;  // not in the window
    // inside the visible box of every ancestor that clips it (the table's band scrolls under nothing)
    let clipped = false;
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
      const b = a.getBoundingClientRect();
      if (x < b.left || x > b.right || y < b.top || y > b.bottom) { clipped = true; break; }
    }
    if (clipped) continue;
    // (a card of a hand that fans its cards shows its left edge, the next card over the rest)
    const px = el.closest('.fury-hand-cards') ? r.left + Math.min(12, r.width / 4) : x;
    const hit = document.elementFromPoint(px, y);
    if (!hit || !(hit === el || el.contains(hit))) {
      found.push([name(el), `${Math.round(px)},${Math.round(y)}`, 'under ' + name(hit)]);
      continue;
    }
    const over = stuck.find((s) => !s.contains(el) && !el.contains(s) && (() => {
      const b = s.getBoundingClientRect();
      return px >= b.left && px <= b.right && y >= b.top && y <= b.bottom
        && (getComputedStyle(s).zIndex !== 'auto' || s.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING);
    })());
    if (over) found.push([name(el), `${Math.round(px)},${Math.round(y)}`, 'seen under ' + name(over)]);
  }
  return found;
}"""


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", GAMES)
def test_no_control_is_covered_at_any_step(app: Page, game: str, size: tuple[int, int]) -> None:
    """Mai against one computer, tapping at random (seeded by the test's name) to the end screen; at every
    step, before her tap, no enabled control in view is under anything (see the module). The computer is
    easy, but in Extreme normal: an easy one never claims a bowl, so the game runs to the round limit
    (about four times as many steps, each the same kind of screen)."""
    app.set_viewport_size({"width": size[0], "height": size[1]})
    start_game(app, game, [("human", "Mai"), ("bot", "Robo")], level="normal" if game == "extreme" else "easy")
    covered: list[str] = []

    def look(step: int) -> None:
        covered.extend(f"step {step}: {what} at {at} {why}" for what, at, why in app.evaluate(COVERED_JS))
    steps = random_clicks(app, f"uncovered-{game}-{size}", before_click=look)
    assert steps > 10
    assert not covered, f"{len(covered)} covered controls in {steps} steps:\n" + "\n".join(covered[:20])
