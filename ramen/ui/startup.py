"""Start-up: the page's helpers loaded, the app imported a part at a time, built and its first screen
drawn, the page marked ready, then the engines warmed up; and the hooks tools/bench.py calls inside the
page (``window.ramenBench*``, and ``window.ramenFreshScreen`` for the tests). Between the steps the page answers taps (the early home screen keeps them)."""

from __future__ import annotations

import asyncio
import importlib
import json
import traceback
from typing import TYPE_CHECKING

from js import window  # type: ignore[import-not-found]
from pyodide.ffi import create_proxy  # type: ignore[import-not-found]

from ramen.ui.page import start_clock

if TYPE_CHECKING:
    from ramen.ui.app import App

#: what the first screen needs, imported a part at a time (each with what it imports), the page answering
#: in between; the last is the app itself, the rest its larger parts, each before what imports it
IMPORT_STEPS = ("ramen.core", "ramen.store", "ramen.ui.page.browser", "ramen.ui.screens.home", "ramen.ui.screens.play",
                "ramen.ui.commands.launch", "ramen.ui.commands.replay", "ramen.ui.devices.table", "ramen.ui.app")


def bench_arena(game_id: str, seats: int, levels: str, games: int, seed: int) -> str:
    """For tools/bench.py: the arena run inside the page (engine speed under Pyodide), as JSON."""
    from ramen.arena import run_arena
    from ramen.core.registry import get_game

    return json.dumps(run_arena(get_game(game_id), int(seats), levels.split(","), int(games), int(seed)))


def bench_search(game_id: str) -> str:
    """For tools/bench.py: the strong level's search speed inside the page (ramen.core.speed), as JSON."""
    from ramen.core.registry import get_game
    from ramen.core.speed import search_speed

    return json.dumps(search_speed(get_game(game_id)))


#: what a visitor may tap before Python is ready that the app then does (static/early.js keeps it)
EARLY_COMMANDS = ("start", "rules", "stats", "learn")


def adopt_early_setup(app: App) -> tuple[str, str | None] | None:
    """Take over the home screen that index.html showed before Python was ready (built by
    tools/build_site.py, made usable by static/early.js): the visitor's game, seats, names, levels
    and settings become the app's set-up, and that screen counts as the home screen already drawn, so the
    first render patches it (nothing changes; focus, typed text and scroll stay) instead of replacing
    it. Returns the command tapped early (start, rules, stats, learn), for start-up to run once routed."""
    from ramen.core.registry import GAME_SEATS
    from ramen.ui.page import browser
    from ramen.ui.screens.home import SeatSetup

    early = browser.nn(getattr(window, "ramenEarly", None))
    if early is None:
        return None
    try:
        state = json.loads(str(early.handOver()))
    except Exception:  # the early screen's state is lost, not the app: it starts from the defaults
        traceback.print_exc()
        return None
    form = app.form
    if form.playable.get(state.get("game")):
        form.setup.game = state["game"]
    seats = [SeatSetup(name=str(seat.get("name", ""))[:16], kind="bot" if seat.get("kind") == "bot" else "human",
                       level=str(seat.get("level") or "normal")) for seat in state.get("seats") or []]
    fewest, most = GAME_SEATS[form.setup.game]
    if fewest <= len(seats) <= most:
        form.setup.seats = seats
    if state.get("home"):  # the settings as the visitor left them on the early screen (not its defaults)
        for name, value in (state.get("settings") or {}).items():
            app.settings.choose(str(name), str(value))  # an unknown name or value changes nothing
        app.last_screen_id = app.screen_id("#/", "home")  # drawn already: the first render patches it
    pending = state.get("pending") or {}
    if pending.get("cmd") not in EARLY_COMMANDS:
        return None
    if pending["cmd"] == "start":
        form.setup.starting = True  # the first render already says the table is being set
    return pending["cmd"], pending.get("arg")


def start() -> None:
    """Replace the loading screen with the app and mark the page ready."""
    asyncio.ensure_future(_start())


async def _start() -> None:
    """The start-up steps, in order (the ``ramen:app-*`` marks are read by tools/bench.py)."""
    window.performance.mark("ramen:app-start")
    try:
        for name in IMPORT_STEPS:
            await asyncio.sleep(0)  # a tap that came meanwhile is answered (the early home screen keeps it)
            importlib.import_module(name)
        window.performance.mark("ramen:app-imported")
        from ramen.ui.app import App
        from ramen.ui.page import browser
        from ramen.ui.page.drawing import Page

        browser.watch_gc()
        app = App(await Page.load())
        early_command = adopt_early_setup(app)
        app.apply_settings()
        window.performance.mark("ramen:app-built")
        window.ramenBenchArena = create_proxy(bench_arena)
        window.ramenBenchSearch = create_proxy(bench_search)
        # for the tests: the screen as it would be drawn now, fresh (a settled table must equal it)
        window.ramenFreshScreen = create_proxy(lambda: app.screen_html(app.screen_kind()))
        app.route()
        if early_command is not None:
            app.commands.run(*early_command)
        asyncio.ensure_future(app.launcher.warm_up())
        asyncio.ensure_future(app.keeping.learn())
    except Exception as error:
        traceback.print_exc()
        # the player's words first; what a bug report needs on a small line under them (static/boot.js)
        window.ramenShowLoadError("The games could not start. Please reload the page.", f"{type(error).__name__}: {error}")
        return
    browser.set_flag("data-ready", True)
    start_clock.stop()
