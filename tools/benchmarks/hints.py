"""hints: how soon a hint answers in the page, on a phone-sized window (390×844) as a person asks for it. Each title:
a game of Mai against Robo (normal), Mai asking for a hint at each of her first decisions and playing it. Per
hint, by the page's own clock: the seconds from the tap (pointerdown) to the first answer in the page (the hint's text on the strip, marked while it is
refined) and to the expert's final answer (the mark gone); p50, p95 and the worst of each, the long tasks
meanwhile, and how often the first answer was already the final one."""

from __future__ import annotations

import time
from typing import Any

from ramen.core.match import Match
from ramen.core.record import Record, SeatInfo
from ramen.core.registry import get_game
from ramen.store import PREFIX as SAVE_PREFIX, SaveStore
from tools.benchmarks.common import quantile
from tools.benchmarks.probes import PROBE

#: the seed of each title's game, and how many of Mai's decisions ask for a hint
SEED, DECISIONS = 3, 16
#: a final answer this late was the search's leader when the hint's time ran out (``FINAL_BY_S`` of
#: ramen/ui/commands/hints.py, 1.15 s, less a little), not the end of the expert's whole search
CUT_S = 1.1
HINT_BUTTON = "#strip button[data-cmd=hint]"
#: the page's own clock: the tap (the Hint button's pointerdown), the first answer on the page and the final one
#: (a MutationObserver: the DOM as patched, before it is painted), and the move each named
WATCH_JS = """() => {
  window.__bench.longtasks = [];
  const watch = window.__hint = {tap: null, first: null, final: null, early: null, action: null};
  document.addEventListener("pointerdown", () => { watch.tap = performance.now(); }, {capture: true, once: true});
  const observer = new MutationObserver(() => {
    const hint = document.querySelector(".hint-text");
    if (!hint || watch.tap === null) return;
    if (watch.first === null) { watch.first = performance.now(); watch.early = hint.dataset.hintAction; }
    if (!hint.hasAttribute("data-refining")) {
      watch.final = performance.now(); watch.action = hint.dataset.hintAction; observer.disconnect();
    }
  });
  observer.observe(document.body, {subtree: true, childList: true, attributes: true});
}"""


def new_save(game_id: str, save_id: str) -> str:
    """The save of a new game, Mai (a person) against Robo (normal)."""
    record = Record(game_id, SEED, [SeatInfo("Mai"), SeatInfo("Robo", "bot", "normal")])
    return SaveStore._text(save_id, Match(get_game(game_id), record), time.time() * 1000, None, None)


def measure_hints_page(browser: Any, url: str, game_id: str, decisions: int = DECISIONS) -> dict[str, Any]:
    """Mai's first ``decisions`` hints in a game of ``game_id`` (see the module's words)."""
    save_id = f"bench-hints-{game_id}"
    context = browser.new_context(viewport={"width": 390, "height": 844})
    context.add_init_script(PROBE)
    page = context.new_page()
    page.goto(url + "?botdelay=0")
    page.wait_for_selector("html[data-ready]", timeout=120_000)
    page.evaluate("([key, text]) => localStorage.setItem(key, text)", [SAVE_PREFIX + save_id, new_save(game_id, save_id)])
    page.evaluate("(route) => { location.hash = route; }", f"#/play/{save_id}")
    first, final, same, tasks = [], [], 0, []
    for _ in range(decisions):
        page.wait_for_selector(f"{HINT_BUTTON}:enabled, [data-game-over]", timeout=120_000)
        if page.locator("[data-game-over]").count():
            break
        page.evaluate(WATCH_JS)
        page.click(HINT_BUTTON)
        page.wait_for_function("() => window.__hint.final !== null", timeout=60_000)
        watched = page.evaluate("() => window.__hint")
        first.append((watched["first"] - watched["tap"]) / 1000)
        final.append((watched["final"] - watched["tap"]) / 1000)
        same += watched["early"] == watched["action"]
        tasks += page.evaluate("() => window.__bench.longtasks.map((t) => t.duration)")
        while page.locator(".hint-text").count():  # play the hinted move, step by step
            hinted = page.locator("button.hinted:enabled")
            if not hinted.count():
                break
            hinted.first.click()
    context.close()

    def figures(values: list[float]) -> dict[str, float]:
        return {"p50": round(quantile(values, 0.5), 2), "p95": round(quantile(values, 0.95), 2),
                "worst": round(max(values), 2)} if values else {}

    return {"hints": len(first), "first_answer_s": figures(first), "final_answer_s": figures(final),
            "first_was_final": same, "cut_at_the_limit": sum(value >= CUT_S for value in final), "long_tasks": len(tasks), "longest_task_ms": round(max(tasks), 1) if tasks else 0.0}


def measure_hints(browser: Any, url: str, games: list[str]) -> dict[str, Any]:
    return {game_id: measure_hints_page(browser, url, game_id) for game_id in games}
