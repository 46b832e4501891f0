"""The engine: its speed in CPython and in the page, the bots' decisions and the board's rendering in
CPython, the levels' strength against each other, the strong level's search (see tools/bench.py)."""

from __future__ import annotations

import math
import statistics
import time
from typing import Any

from ramen.arena import run_arena
from ramen.core.registry import get_game
from tools.benchmarks.common import quantile


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson score interval of a win rate."""
    if n == 0:
        return (0.0, 0.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (round(centre - half, 4), round(centre + half, 4))


def measure_engine(browser: Any, url: str, game_id: str, games: int, seed: int) -> dict[str, Any]:
    """Full games and actions per second with easy bots, in CPython and in the page (Pyodide), same seeds."""
    game = get_game(game_id)
    levels = ["easy", "easy"]
    started = time.perf_counter()
    cpython = run_arena(game, 2, levels, games, seed)
    cpython_seconds = time.perf_counter() - started
    context = browser.new_context()
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("html[data-ready]", timeout=120_000)
    result = page.evaluate("""([g, n, s]) => {
        const t0 = performance.now();
        const out = JSON.parse(window.ramenBenchArena(g, 2, 'easy,easy', n, s));
        out.seconds = (performance.now() - t0) / 1000;
        return out;
    }""", [game_id, games, seed])
    context.close()
    cps = games / cpython_seconds
    pps = games / result["seconds"]
    return {"games": games, "cpython_games_per_s": round(cps, 2), "cpython_actions_per_s": cpython["actions_per_second"],
            "pyodide_games_per_s": round(pps, 2), "pyodide_actions_per_s": result["actions_per_second"],
            "pyodide_over_cpython_time": round(cps / pps, 2) if pps else None,
            "same_results": cpython["wins"] == result["wins"] and cpython["mean_score"] == result["mean_score"]}


def measure_decisions(game_id: str, games: int = 12) -> dict[str, Any]:
    """CPython time of a normal bot's decision and of rendering the acting seat's board (ms)."""
    import random

    from ramen.core.bots import make_bot
    from ramen.core.choices import Picker
    from ramen.ui.views import BoardContext, get_view

    game = get_game(game_id)
    board = get_view(game_id)
    decide, render = [], []
    for seed in range(games):
        seats = 2 + seed % 4
        bots = [make_bot(game, "normal") for _ in range(seats)]
        rng = random.Random(seed)
        state = game.new_state(seed, seats)
        while (seat := game.to_act(state)) is not None:
            legal = game.legal_actions(state)
            view = game.view(state, seat)
            if board is not None:
                started = time.perf_counter()
                ctx = BoardContext(game=game, state=state, view=view, viewer=seat, names=[f"P{i + 1}" for i in range(seats)],
                                   picker=Picker([game.format_action(a) for a in legal]))
                board.render_board(ctx)
                render.append((time.perf_counter() - started) * 1000)
            started = time.perf_counter()
            action = bots[seat].choose(view, legal, rng)
            decide.append((time.perf_counter() - started) * 1000)
            state = game.apply(state, action)
    stats = lambda v: {"mean": round(statistics.mean(v), 2), "p95": round(quantile(v, 0.95), 2), "max": round(max(v), 2), "n": len(v)} if v else {}
    return {"bot_decision_ms": stats(decide), "board_render_ms": stats(render)}


#: the level pairs of the strength table: (the stronger, its opponent)
STRENGTH_PAIRS: tuple[tuple[str, str], ...] = (("normal", "easy"), ("strong", "normal"), ("expert", "strong"))


def _strength_game(task: tuple[str, tuple[str, ...], int]) -> dict[str, Any]:
    """One two-seat arena game (a worker of ``measure_strength``): each seat's share of the win (ties
    shared) and its decision times in seconds."""
    game_id, levels, seed = task
    from ramen.arena import play_game

    game = get_game(game_id)
    timings: list[list[float]] = [[] for _ in levels]
    state, _ = play_game(game, seed, levels, None, timings)
    winners = game.outcome(state).winners
    return {"share": [1 / len(winners) if seat in winners else 0.0 for seat in range(len(levels))],
            "timings": timings}


def measure_strength(game_id: str, games: int, seeds: list[int], pairs: list[tuple[str, str]],
                     jobs: int = 2, seats: int = 2) -> dict[str, Any]:
    """Each pair (level, opponent) plays ``games`` games in each seat order from every seed of ``seeds``
    (game k of a seed s uses seed s + k; the same deals in both orders); ``seats`` > 2 puts one level
    among ``seats - 1`` opponents (first seat and last seat). ``jobs`` games run at a time (separate
    processes). Win share with ties shared, 95 % Wilson interval, decision times (CPython, ms)."""
    from concurrent.futures import ProcessPoolExecutor

    out: dict[str, Any] = {}
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for level, opponent in pairs:
            row: dict[str, Any] = {"orders": {}}
            times: dict[str, list[float]] = {level: [], opponent: []}
            total_share, total_games = 0.0, 0
            for first in (True, False):
                levels = tuple([level] + [opponent] * (seats - 1)) if first else tuple([opponent] * (seats - 1) + [level])
                seat = 0 if first else seats - 1
                tasks = [(game_id, levels, s + k) for s in seeds for k in range(games)]
                share = 0.0
                for result in pool.map(_strength_game, tasks):
                    share += result["share"][seat]
                    for p, timing in enumerate(result["timings"]):
                        times[levels[p]].extend(timing)
                n = len(tasks)
                row["orders"][",".join(levels)] = {"games": n, "share": round(share / n, 4), "ci95": wilson(share, n)}
                total_share += share
                total_games += n
            row["games"] = total_games
            row["share"] = round(total_share / total_games, 4)
            row["ci95"] = wilson(total_share, total_games)
            row["cpython_ms"] = {name: summary_ms(values) for name, values in times.items()}
            out[f"{level}:{opponent}"] = row
    return out


def summary_ms(seconds: list[float]) -> dict[str, float]:
    """Mean, 95th percentile and maximum of decision times given in seconds, in milliseconds."""
    if not seconds:
        return {}
    ms = [1000 * s for s in seconds]
    return {"mean": round(statistics.mean(ms), 2), "p95": round(quantile(ms, 0.95), 2), "max": round(max(ms), 2),
            "n": len(ms)}


def measure_page_decisions(browser: Any, url: str, game_id: str, levels: list[str], seed: int,
                           games: int = 3, seats: int = 2) -> dict[str, Any]:
    """Each level's decision times in the page: ``games`` games of ``seats`` seats, the level against
    itself, played by the page's own Python (``window.ramenBenchArena``: its decisions unsliced, so each
    is the whole search's time), mean / p95 / max in ms over every seat's decisions (the slowest seat's)."""
    context = browser.new_context()
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("html[data-ready]", timeout=120_000)
    out = {}
    for level in levels:
        result = page.evaluate("([g, k, l, n, s]) => JSON.parse(window.ramenBenchArena(g, k, l, n, s))",
                               [game_id, seats, ",".join([level] * seats), games, seed])
        out[level] = {"mean": max(result["decision_ms_mean"]), "p95": max(result["decision_ms_p95"]),
                      "max": max(result["decision_ms_max"]), "games": games}
    context.close()
    return out


def measure_search(game_id: str, browser: Any = None, url: str | None = None) -> dict[str, Any]:
    """The strong level in CPython (ramen.core.speed.search_speed: seconds per decision, search
    iterations per second with the checked and the unchecked apply); with a browser, the same
    measure in the page (``window.ramenBenchSearch``) and the strong seat's decision times over one
    seeded arena game there."""
    from ramen.core.speed import search_speed

    out: dict[str, Any] = search_speed(get_game(game_id))
    if browser is not None and url is not None:
        context = browser.new_context()
        page = context.new_page()
        page.goto(url)
        page.wait_for_selector("html[data-ready]", timeout=120_000)
        out["page"] = page.evaluate("([g]) => JSON.parse(window.ramenBenchSearch(g))", [game_id])
        result = page.evaluate("([g]) => JSON.parse(window.ramenBenchArena(g, 2, 'strong,normal', 1, 1))", [game_id])
        context.close()
        out["page_strong_decision_ms"] = {"mean": result["decision_ms_mean"][0], "max": result["decision_ms_max"][0]}
    return out
