"""The page's memory after a long game of computers only (see tools/bench.py)."""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

from tools.benchmarks.common import load_average
from tools.benchmarks.probes import set_up_computers


# Records every WebAssembly.Memory a module instantiated in the page exports (Pyodide's linear memory is
# one), so that the memory figures can read their size; the page itself is not changed
WASM_MEMORY_PROBE = """
(() => {
  const memories = window.__wasmMemories = [];
  const keep = (result) => {
    const instance = result && (result.instance || result);
    for (const value of Object.values((instance && instance.exports) || {})) {
      if (value instanceof WebAssembly.Memory && !memories.includes(value)) memories.push(value);
    }
    return result;
  };
  for (const name of ['instantiate', 'instantiateStreaming']) {
    const original = WebAssembly[name];
    if (original) WebAssembly[name] = function (...args) { return original.apply(this, args).then(keep); };
  }
})();
"""
#: the actions of the page's one saved game
SAVED_ACTIONS = """() => Object.keys(localStorage).filter(k => k.startsWith('ramen.save.'))
    .map(k => JSON.parse(localStorage.getItem(k)).record.actions.length)[0] || 0"""


def page_memory(page: Any, browser: Any) -> dict[str, Any]:
    """The page's memory now, in bytes: its JS heap (``Runtime.getHeapUsage``, after a garbage
    collection), the WebAssembly memories its modules export (their buffers' byteLength: Pyodide's linear
    memory; WASM_MEMORY_PROBE finds them) and the renderer process's resident, proportional and private
    memory (``SystemInfo.getProcessInfo`` gives its pid, /proc its smaps_rollup)."""
    session = page.context.new_cdp_session(page)
    session.send("HeapProfiler.collectGarbage")
    heap = session.send("Runtime.getHeapUsage")
    session.send("Performance.enable")
    metrics = {m["name"]: m["value"] for m in session.send("Performance.getMetrics")["metrics"]}
    wasm, count = page.evaluate("[window.__wasmMemories.reduce((sum, m) => sum + m.buffer.byteLength, 0), "
                                "window.__wasmMemories.length]")
    renderers: list[dict[str, int]] = []  # per renderer process: resident, proportional and private bytes
    try:
        info = browser.new_browser_cdp_session().send("SystemInfo.getProcessInfo")["processInfo"]
        for process in info:
            if process.get("type") == "renderer":
                rollup = Path(f"/proc/{process['id']}/smaps_rollup").read_text().splitlines()
                kb = {line.split(":")[0]: int(line.split()[1]) * 1024 for line in rollup[1:] if line.split()[-1] == "kB"}
                renderers.append({"rss": kb["Rss"], "pss": kb["Pss"],
                                  "private": kb.get("Private_Clean", 0) + kb.get("Private_Dirty", 0)})
    except Exception:  # not Linux, or the process is gone: the JS figures stand alone
        pass
    session.detach()
    # the page's renderer: the one holding most memory of its own (the others draw the browser's own pages)
    own = max(renderers, key=lambda r: r["private"]) if renderers else {}
    return {"js_heap_used": int(heap["usedSize"]), "js_heap_total": int(heap["totalSize"]),
            "js_heap_used_metric": int(metrics.get("JSHeapUsedSize", 0)),
            "array_buffer_backing_stores": int(heap.get("backingStorageSize", 0)),
            "wasm_memory": int(wasm), "wasm_memories": int(count), "dom_nodes": int(metrics.get("Nodes", 0)),
            "renderer_rss": own.get("rss"), "renderer_pss": own.get("pss"), "renderer_private": own.get("private"),
            "renderers": len(renderers),
            "total_js_and_wasm": int(heap["totalSize"]) + int(wasm)}


def measure_memory(browser: Any, url: str, game: str = "extreme", seats: int = 5, level: str = "strong",
                   seed: int = 1) -> dict[str, Any]:
    """A long game of computers only (``seats`` seats of ``level``, ``?botdelay=0``) to its end screen:
    the page's memory once ready, at the end, and after going home and back to the game (nothing kept
    per game should grow)."""
    load = load_average()
    context = browser.new_context(viewport={"width": 1024, "height": 768})
    context.add_init_script(WASM_MEMORY_PROBE)
    page = context.new_page()
    errors: list[str] = []
    crashed: list[bool] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("crash", lambda _page: crashed.append(True))
    page.goto(url + f"?botdelay=0&seed={seed}")
    page.wait_for_selector("html[data-ready]", timeout=120_000)
    ready = page_memory(page, browser)
    set_up_computers(page, game, seats, level)
    started = time.perf_counter()
    page.click("button[data-cmd=start]")
    samples = []
    while True:
        try:
            page.wait_for_selector("[data-game-over]", timeout=15_000)
            break
        except Exception:
            if crashed:
                raise RuntimeError(f"the renderer crashed {time.perf_counter() - started:.0f} s into the game") from None
        samples.append({"s": round(time.perf_counter() - started, 1), **page_memory(page, browser),
                        "actions": page.evaluate(SAVED_ACTIONS)})
        print(f"  memory, {samples[-1]['s']} s: {samples[-1]['actions']} actions, JS heap {samples[-1]['js_heap_used'] / 1e6:.1f} MB, "
              f"WebAssembly {samples[-1]['wasm_memory'] / 1e6:.1f} MB, renderer's own "
              f"{(samples[-1]['renderer_private'] or 0) / 1e6:.1f} MB", file=sys.stderr, flush=True)
        if time.perf_counter() - started > 3600:
            raise RuntimeError("the game did not end within an hour")
    game_s = time.perf_counter() - started
    actions = page.evaluate(SAVED_ACTIONS)
    end = page_memory(page, browser)
    context.close()
    return {"game": game, "seats": seats, "level": level, "seed": seed, "actions": actions, "game_s": round(game_s, 1),
            "load_average": load, "page_errors": errors, "ready": ready, "end": end, "samples": samples}
