"""Start-up: the page's helpers loaded, the app built and its first screen drawn, the engines warmed up,
the page marked ready; and the hooks tools/bench.py calls inside the page (``window.ramenBench*``)."""

from __future__ import annotations

import asyncio
import json
import traceback

from js import window  # type: ignore[import-not-found]
from pyodide.ffi import create_proxy  # type: ignore[import-not-found]

from ramen.core.registry import get_game
from ramen.ui import browser
from ramen.ui.app import App
from ramen.ui.page import Page


def bench_arena(game_id: str, seats: int, levels: str, games: int, seed: int) -> str:
    """For tools/bench.py: the arena run inside the page (engine speed under Pyodide), as JSON."""
    from ramen.arena import run_arena

    return json.dumps(run_arena(get_game(game_id), int(seats), levels.split(","), int(games), int(seed)))


def bench_search(game_id: str) -> str:
    """For tools/bench.py: the strong level's search speed inside the page (ramen.core.speed), as JSON."""
    from ramen.core.speed import search_speed

    return json.dumps(search_speed(get_game(game_id)))


def start() -> None:
    """Replace the loading screen with the app and mark the page ready."""
    asyncio.ensure_future(_start())


async def _start() -> None:
    """The start-up steps, in order (the ``ramen:app-*`` marks are read by tools/bench.py)."""
    window.performance.mark("ramen:app-start")
    browser.watch_gc()
    page = await Page.load()
    try:
        app = App(page)
        window.performance.mark("ramen:app-built")
        window.ramenBenchArena = create_proxy(bench_arena)
        window.ramenBenchSearch = create_proxy(bench_search)
        app.route()
        asyncio.ensure_future(app.launcher.warm_up())
    except Exception as error:
        traceback.print_exc()
        window.ramenShowLoadError(f"The app could not start: {error}")
        return
    browser.set_flag("data-ready", True)
