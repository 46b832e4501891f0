"""The page probes (scripts added before the page's own) and the random player that taps through a game."""

from __future__ import annotations

from typing import Any


# Records when <html> gets data-ready, and (for responsiveness) event timings, long tasks and busy spans.
PROBE = """
(() => {
  const marks = window.__bench = {ready: null, events: [], longtasks: [], busy: [], busySince: null, paints: [], paintStarts: [], measures: []};
  // click to next paint, for every click (Event Timing only reports interactions over 16 ms): from the
  // click's timestamp to a message posted from the next animation frame, i.e. just after that frame
  // is painted; a listener on window, capturing, sees each click before the app's own handler
  window.addEventListener('click', (e) => {
    const t0 = e.timeStamp;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { marks.paints.push(performance.now() - t0); marks.paintStarts.push(t0); };
      channel.port2.postMessage(0);
    });
  }, true);
  const check = () => {
    const root = document.documentElement;
    if (!root) return;
    if (marks.ready === null && root.hasAttribute('data-ready')) marks.ready = performance.now();
    const busy = root.hasAttribute('data-busy');
    if (busy && marks.busySince === null) marks.busySince = performance.now();
    if (!busy && marks.busySince !== null) { marks.busy.push([marks.busySince, performance.now()]); marks.busySince = null; }
  };
  new MutationObserver(check).observe(document, {attributes: true, subtree: true, childList: true,
                                                 attributeFilter: ['data-ready', 'data-busy']});
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.interactionId) marks.events.push({id: e.interactionId, name: e.name, duration: e.duration, start: e.startTime});
    }).observe({type: 'event', durationThreshold: 16, buffered: true});
  } catch (e) {}
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) marks.longtasks.push({start: e.startTime, duration: e.duration});
    }).observe({type: 'longtask', buffered: true});
  } catch (e) {}
  // the page's own phases (performance.measure "ramen:..."): what ran inside each long task
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name.startsWith('ramen:')) marks.measures.push([e.name, e.startTime, e.duration]);
    }).observe({type: 'measure', buffered: true});
  } catch (e) {}
})();
"""


#: navigation, undo and frame settings are left out, and the hint (a search of its own): the same kinds
#: of clicks on every version of the page
#: what the random person never taps: leaving, the rules, undo, rematch, the board's display toggles, a hint,
#: the settings, "skip", and a turn played again from the recap (it only shows; its buttons may be
#: enabled but folded away, and a tap on a hidden button waits for it to show)
RANDOM_SKIP = ":not([popovertarget])" + "".join(f":not([data-cmd={cmd}])" for cmd in (
    "home", "rules", "undo", "rematch", "ui", "hint", "pace", "sound", "theme", "text", "skip", "turn-again",
    "turn-again-stop"))


#: the game is over, hands over, or offers the person a control that play_at_random may tap
READY_TO_TAP = ("document.querySelector('[data-game-over], #handoff') || [...document.querySelectorAll("
                f"'#play button:enabled{RANDOM_SKIP}')].some((b) => b.checkVisibility())")


def play_at_random(page: Any, rng: Any, max_clicks: int, after_click: Any) -> int:
    """One person clicking the game screen's controls at random (``after_click`` after each) until the
    game ends, nothing can be clicked or ``max_clicks``; the computers play between. Returns the clicks."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    clicks = 0
    while clicks < max_clicks:
        page.wait_for_function("!document.documentElement.hasAttribute('data-busy')", timeout=300_000)
        try:  # a computer's last move may still be landing, the person's controls held until it has
            page.wait_for_function(READY_TO_TAP, timeout=60_000)
        except PlaywrightTimeout:
            break  # nothing to tap
        if page.locator("[data-game-over]").count():
            break
        if page.locator("#handoff").count():
            page.click("button[data-cmd=handoff-ready]")
            continue
        buttons = page.locator(f"#play button:enabled{RANDOM_SKIP}:visible")
        count = buttons.count()
        if not count:
            break
        buttons.nth(rng.randrange(count)).click()
        clicks += 1
        after_click()
    return clicks


#: the page has drawn its small drawings as bitmaps (static/bitmaps.js), or is of a version that does not
BITMAPS_DRAWN = """document.documentElement.hasAttribute('data-bitmaps') || ![...document.styleSheets].some(
  (sheet) => [...sheet.cssRules].some((rule) => rule.style && rule.style.getPropertyValue('--bitmap').trim() === '1'))"""


def open_bench_page(browser: Any, url: str) -> tuple[Any, Any]:
    """A fresh context at 1024x768 with the probe, its page loaded until ``data-ready`` and its small
    drawings drawn as bitmaps (as a player has it a moment after the start)."""
    context = browser.new_context(viewport={"width": 1024, "height": 768})
    context.add_init_script(PROBE)
    page = context.new_page()
    page.goto(url + "?botdelay=150")
    page.wait_for_selector("html[data-ready]", timeout=120_000)
    page.wait_for_function(BITMAPS_DRAWN, timeout=120_000)
    return context, page


def set_up_computers(page: Any, game: str, seats: int, level: str) -> None:
    """On the home screen, choose ``game`` with ``seats`` computers of ``level`` (Start left to tap)."""
    page.click(f"button[data-cmd=choose-game][data-arg={game}]")
    while page.locator("#home .seats .seat-row").count() < seats:
        page.click("button[data-cmd=seats][aria-label='One player more']")
    for index in range(seats):
        page.select_option(f"select[data-field=kind][data-seat='{index}']", "bot")
        page.select_option(f"select[data-field=level][data-seat='{index}']", level)
