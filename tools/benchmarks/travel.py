"""Things that travel: frames, long tasks and layout shifts while pieces fly, and the computers'
flights and turns (see tools/bench.py)."""

from __future__ import annotations

from typing import Any

from tools.benchmarks.common import quantile
from tools.benchmarks.probes import play_at_random


# The travel probe: animation frames while a movement is on screen (a clone in #travel-layer), the long
# tasks and layout shifts of the page with their times, and the spans of the movements
TRAVEL_PROBE = r"""
(() => {
  const m = window.__frames = {intervals: [], spans: [], longtasks: [], shifts: [], patches: []};
  let last = null, since = null;
  const tick = (t) => {
    const layer = document.getElementById('travel-layer');
    if (layer && layer.childElementCount) {
      if (last !== null) m.intervals.push(t - last);
      if (since === null) since = t;
      last = t;
    } else {
      if (since !== null) m.spans.push([since, t]);
      last = since = null;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  new PerformanceObserver((list) => { for (const e of list.getEntries()) m.longtasks.push([e.startTime, e.duration]); })
    .observe({type: 'longtask', buffered: true});
  // each shift with what moved (the element, its box before and after), so a shift can be explained
  const named = (n) => !n ? '?' : n.nodeType !== 1 ? '#text in ' + named(n.parentElement) : n.tagName.toLowerCase()
    + (n.id ? '#' + n.id : '') + (n.className && typeof n.className === 'string' ? '.' + n.className.trim().split(/\s+/).join('.') : '');
  const box = (r) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) m.shifts.push([e.startTime, e.value,
      (e.sources || []).map((s) => named(s.node) + ' ' + box(s.previousRect) + ' -> ' + box(s.currentRect))]); })
    .observe({type: 'layout-shift', buffered: true});
  // each patch (static/morph.js's "ramen:diff" measure): a shift after one is the patch's, not the movement's
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.name === 'ramen:diff') m.patches.push(e.startTime); })
    .observe({type: 'measure'});
  // each flight (a clone in the travel layer): when it starts and lands, where (in the window or not), and
  // whether a computer was playing; each computer turn (html[data-busy] on, then off) and its length
  m.flights = []; m.turns = [];
  const inWindow = (r) => r.width > 0 && r.top >= -1 && r.left >= -1 && r.bottom <= innerHeight + 1 && r.right <= innerWidth + 1;
  const watching = new Map();
  // a computer's flight: one that left while a computer played, not in the moment after the person's tap
  // (their own move's pieces leave then, while the computers' turn may have begun already)
  let tapped = -1e9;
  for (const kind of ['pointerdown', 'keydown']) addEventListener(kind, () => { tapped = performance.now(); }, true);
  const follow = (clone, added) => {
    const anim = clone.getAnimations()[0];
    if (!anim) return;
    const timing = anim.effect.getComputedTiming();
    const start = performance.now() + (timing.delay || 0);
    const first = clone.getBoundingClientRect();
    const busy = document.documentElement.hasAttribute('data-busy') && added - tapped > 400;
    watching.set(clone, {start, first, busy, duration: timing.duration,
                         what: (clone.className || '') + ' ' + (clone.textContent || '').trim().slice(0, 30)});
  };
  const layerWatch = new MutationObserver((list) => {
    for (const r of list) {
      for (const n of r.addedNodes) if (n.nodeType === 1) { const added = performance.now(); requestAnimationFrame(() => follow(n, added)); }
      for (const n of r.removedNodes) {
        const w = watching.get(n);
        if (!w) continue;
        watching.delete(n);
        const end = performance.now();
        m.flights.push({end, ms: end - w.start, planned: w.duration, busy: w.busy, startIn: inWindow(w.first), landIn: w.landIn,
                        from: box(w.first), to: w.landBox, what: w.what, window: innerWidth + 'x' + innerHeight});
      }
    }
  });
  const hook = () => {
    const layer = document.getElementById('travel-layer');
    if (layer && !layer.__watched) { layer.__watched = true; layerWatch.observe(layer, {childList: true}); }
    for (const [clone, w] of watching) {  // where it is going: its box once its animation has ended
      const anim = clone.getAnimations()[0];
      if (!anim || anim.playState === 'finished') {
        if (w.landIn === undefined) { w.landIn = inWindow(clone.getBoundingClientRect()); w.landBox = box(clone.getBoundingClientRect()); }
      } else if (anim.effect.getComputedTiming().progress > 0.97) {
        w.landIn = inWindow(clone.getBoundingClientRect()); w.landBox = box(clone.getBoundingClientRect());
      }
    }
    requestAnimationFrame(hook);
  };
  requestAnimationFrame(hook);
  let busySince = null;
  new MutationObserver(() => {
    const busy = document.documentElement.hasAttribute('data-busy');
    if (busy && busySince === null) busySince = performance.now();
    if (!busy && busySince !== null) { m.turns.push(performance.now() - busySince); busySince = null; }
  }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-busy']});  // (no <html> yet at this point)
})();
"""


def measure_travel(browser: Any, url: str, game_id: str, size: tuple[int, int], seed: int = 1,
                   clicks_wanted: int = 16, pace: str | None = None) -> dict[str, Any]:
    """Frames, long tasks and layout shifts while the pieces of computer (and person) moves fly, in one
    game at the Relaxed pace (see the module's docstring); with ``pace`` ("quick" or "relaxed") at that
    pace as a player sets it (no ?botdelay), with each flight's length, each computer turn's and the
    share of the flights that start and land in the window."""
    import random

    context = browser.new_context(viewport={"width": size[0], "height": size[1]})
    context.add_init_script(TRAVEL_PROBE)
    if pace is not None:
        context.add_init_script(f"localStorage.setItem('ramen.pace', '{pace}')")
    page = context.new_page()
    page.goto(url + ("" if pace is not None else "?botdelay=800&travel=relaxed"))
    page.wait_for_selector("html[data-ready]", timeout=120_000)
    page.click(f"button[data-cmd=choose-game][data-arg={game_id}]")
    page.click("button[data-cmd=start]")
    page.wait_for_selector("#play", timeout=120_000)
    # the person's own move flies too: wait for it to land before the next tap (a tap would end it)
    clicks = play_at_random(page, random.Random(seed), clicks_wanted, lambda: page.wait_for_function(
        "!(document.getElementById('travel-layer')?.childElementCount)", timeout=60_000))
    page.wait_for_timeout(700)
    marks = page.evaluate("window.__frames")
    travelled = page.evaluate("window.__travelled || 0")
    context.close()
    spans = marks["spans"]
    during = [d for start, d in marks["longtasks"] if any(a - 50 <= start <= b for a, b in spans)]
    patches = marks["patches"]
    # a shift in the 600 ms after a movement ended, with no patch since the movement began: the movement's
    # own (a patch during a movement ends it at once, and what that patch moves is the patch's: the new
    # position shown, the table folding for the next choice)
    shifted = [(v, sources) for t, v, sources in marks["shifts"]
               if any(b <= t <= b + 600 and not any(a < p <= t for p in patches) for a, b in spans)]
    after = [v for v, _sources in shifted]
    frames = marks["intervals"]
    return {"size": f"{size[0]}x{size[1]}", "clicks": clicks, "pieces_moved": travelled, "movements": len(spans),
            "frame_ms": {"p50": round(quantile(frames, 0.5), 1), "p95": round(quantile(frames, 0.95), 1),
                         "max": round(max(frames), 1) if frames else None, "frames": len(frames)},
            "long_tasks_while_moving": len(during), "longest_task_while_moving_ms": round(max(during), 1) if during else 0.0,
            "layout_shift_after_movement": round(sum(after), 4), "layout_shifts_after_movement": len(after),
            "what_shifted_after_movement": [sources for _v, sources in shifted],
            "pace": pace or "relaxed (fixed ?botdelay=800)", **flight_figures(marks)}


def flight_figures(marks: dict[str, Any]) -> dict[str, Any]:
    """The flights of computer moves: how long each took (shortest, median), the share that started and
    landed in the window; and the computer turns' lengths (median, longest)."""
    flights = [f for f in marks.get("flights", []) if f["busy"]]
    lengths = sorted(f["ms"] for f in flights)
    inside = [f for f in flights if f["startIn"] and f.get("landIn")]
    turns = sorted(marks.get("turns", []))
    return {"computer_flights": len(flights),
            "flight_ms": {"min": round(lengths[0]) if lengths else None, "p50": round(quantile(lengths, 0.5)) if lengths else None},
            "flights_in_window": round(len(inside) / len(flights), 3) if flights else None,
            "flights_out_of_window": [{k: f.get(k) for k in ("what", "from", "to", "window")}
                                      for f in flights if not (f["startIn"] and f.get("landIn"))],
            "computer_turn_ms": {"p50": round(quantile(turns, 0.5)) if turns else None, "max": round(turns[-1]) if turns else None,
                                 "turns": len(turns)}}
