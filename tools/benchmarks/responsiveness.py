"""Responsiveness: a person tapping at random through a game, click to next paint and the long tasks
while a computer thinks, this page beside a baseline commit's, also in interleaved rounds (see tools/bench.py)."""

from __future__ import annotations

import statistics
from typing import Any

from tools.benchmarks.common import PREFIX, build_baseline, load_average, quantile
from tools.benchmarks.probes import open_bench_page, play_at_random
from tools.serve import serve_in_thread


def attribute(tasks: list[dict[str, float]], measures: list[list[Any]], top: int = 5) -> list[dict[str, Any]]:
    """The ``top`` longest tasks, each with the page's own phases (``ramen:*`` measures) that ran inside it."""
    out = []
    for task in sorted(tasks, key=lambda t: -t["duration"])[:top]:
        start, stop = task["start"], task["start"] + task["duration"]
        inside: dict[str, float] = {}
        for name, m_start, m_duration in measures:
            overlap = min(stop, m_start + m_duration) - max(start, m_start)
            if overlap > 0.5 and name != "ramen:think":  # a decision spans many tasks
                inside[name[6:]] = round(inside.get(name[6:], 0.0) + overlap, 1)
        out.append({"ms": round(task["duration"], 1), "phases": inside})
    return out


def phase_summary(measures: list[list[Any]]) -> dict[str, dict[str, float]]:
    """Per page phase (``ramen:*`` measure): how often, median and longest, in ms."""
    by_name: dict[str, list[float]] = {}
    for name, _start, duration in measures:
        by_name.setdefault(name[6:], []).append(duration)
    return {name: {"n": len(v), "p50": round(quantile(v, 0.5), 1), "max": round(max(v), 1)} for name, v in sorted(by_name.items())}


def measure_responsiveness(browser: Any, url: str, game_id: str, seed: int, max_clicks: int = 1500,
                           level: str | None = None) -> dict[str, Any]:
    """Play a whole game in the page (one person clicking at random against one computer opponent of
    ``level``, the home screen's default when None) and time it: click to next paint, Event Timing,
    long tasks while the computer thinks (``data-busy``) and, for a search level, its decisions'
    wall time in the page (``ramen:think``: from its first slice to its choice, the page answering
    between slices)."""
    import random

    load = load_average()
    context, page = open_bench_page(browser, url)
    page.click(f"button[data-cmd=choose-game][data-arg={game_id}]")
    if level is not None:
        page.select_option("select[data-field=level][data-seat='1']", level)
    page.click("button[data-cmd=start]")
    page.wait_for_selector("#play", timeout=120_000)  # the Start tap may answer before the game is set up
    clicks = play_at_random(page, random.Random(seed), max_clicks, lambda: page.wait_for_timeout(30))
    page.wait_for_timeout(300)
    marks = page.evaluate("window.__bench")
    context.close()
    per_interaction: dict[int, float] = {}
    for event in marks["events"]:
        per_interaction[event["id"]] = max(per_interaction.get(event["id"], 0.0), event["duration"])
    durations = list(per_interaction.values())
    busy = marks["busy"]
    bot_tasks = [t for t in marks["longtasks"] if any(start - 1 <= t["start"] <= end + 1 for start, end in busy)]
    during_bots = [t["duration"] for t in bot_tasks]
    paints = marks["paints"]
    thinks = [m[2] for m in marks.get("measures", []) if m[0] == "ramen:think"]
    return {"level": level or "default", "clicks": clicks, "finished": clicks < max_clicks, "load_average": load,
            "click_to_paint_ms": {"p50": round(quantile(paints, 0.5), 1), "p95": round(quantile(paints, 0.95), 1),
                                  "max": round(max(paints), 1) if paints else None, "clicks": len(paints)},
            "inp_ms": {"p50": round(quantile(durations, 0.5), 1), "p95": round(quantile(durations, 0.95), 1),
                       "max": round(max(durations), 1) if durations else None, "interactions": len(durations)},
            "longest_task_while_bot_ms": round(max(during_bots), 1) if during_bots else 0.0,
            "long_tasks_while_bot": len(during_bots),
            "longest_task_after_ready_ms": round(max((t["duration"] for t in marks["longtasks"] if t["start"] > (marks["ready"] or 0)), default=0.0), 1),
            "longest_tasks": attribute([t for t in marks["longtasks"] if t["start"] > (marks["ready"] or 0)], marks.get("measures", [])),
            "longest_tasks_while_bot": attribute(bot_tasks, marks.get("measures", [])),
            "phases_ms": phase_summary(marks.get("measures", [])),
            "slowest_clicks": [{"ms": round(ms, 1), "phases": attribute([{"start": t0, "duration": ms}], marks["measures"], 1)[0]["phases"]}
                               for ms, t0 in sorted(zip(paints, marks.get("paintStarts", [])), reverse=True)[:5]],
            "decision_ms": ({"mean": round(statistics.mean(thinks), 1), "p95": round(quantile(thinks, 0.95), 1),
                             "max": round(max(thinks), 1), "n": len(thinks)} if thinks else None)}


def measure_taps(page: Any, game_id: str, seed: int, clicks: int) -> dict[str, Any]:
    """One round on an open page: home, a new game against the default opponent, ``clicks`` taps at
    random (seeded), and each tap's click to next paint with the page's phases (``ramen:*`` measures)."""
    import random

    if page.locator("#play").count():
        page.click("button[data-cmd=home]")
    page.click(f"button[data-cmd=choose-game][data-arg={game_id}]")
    page.click("button[data-cmd=start]")
    page.wait_for_selector("#play", timeout=120_000)
    page.wait_for_function("!document.documentElement.hasAttribute('data-busy')", timeout=120_000)
    since = page.evaluate("performance.now()")  # the taps on the home screen and Start are not the game's
    play_at_random(page, random.Random(seed), clicks, lambda: page.wait_for_timeout(30))
    page.wait_for_timeout(300)
    marks = page.evaluate("window.__bench")
    return {"paints": [ms for ms, t0 in zip(marks["paints"], marks["paintStarts"]) if t0 > since],
            "measures": [m for m in marks.get("measures", []) if m[1] > since]}


def measure_interleaved(browser: Any, pages: dict[str, str], game_id: str, rounds: int, clicks: int) -> dict[str, Any]:
    """Click to next paint on several pages in interleaved rounds: each page open in its own context,
    a warm-up round first (not counted: the runtime's code is still being optimised in the background),
    then in each round every page plays a new game with the same seeded taps, the order reversed every
    other round, so that all pages see the same load and its drift. One whole game per page swings by
    about 2 ms at p50 from run to run on a shared machine; pooled rounds swing less, though two runs of the
    same pages have still differed by 2-4 ms at p50 (compare several runs).
    Per page: the pooled p50 / p95 / max, the p50 of each round (the spread) and the mean time per tap
    of each page phase."""
    opened = {name: open_bench_page(browser, page_url) for name, page_url in pages.items()}
    pooled: dict[str, list[float]] = {name: [] for name in pages}
    per_round: dict[str, list[float]] = {name: [] for name in pages}
    phases: dict[str, dict[str, float]] = {name: {} for name in pages}
    try:
        for name, (_context, page) in opened.items():
            measure_taps(page, game_id, seed=999, clicks=max(1, clicks // 2))
        for r in range(rounds):
            order = list(opened.items()) if r % 2 == 0 else list(reversed(opened.items()))
            for name, (_context, page) in order:
                taps = measure_taps(page, game_id, seed=1000 + r, clicks=clicks)
                pooled[name] += taps["paints"]
                per_round[name].append(round(quantile(taps["paints"], 0.5), 1))
                for measure, _start, duration in taps["measures"]:
                    if measure != "ramen:think":
                        phases[name][measure[6:]] = phases[name].get(measure[6:], 0.0) + duration
    finally:
        for context, _page in opened.values():
            context.close()
    return {name: {"p50": round(quantile(v, 0.5), 1), "p95": round(quantile(v, 0.95), 1),
                   "max": round(max(v), 1) if v else None, "taps": len(v), "round_p50": per_round[name],
                   "phase_ms_per_tap": {k: round(t / max(1, len(v)), 2) for k, t in sorted(phases[name].items())}}
            for name, v in pooled.items()}


def measure_all_responsiveness(browser: Any, url: str, games: list[str], baseline: str | None,
                               strong: bool, rounds: int = 4, round_clicks: int = 40) -> dict[str, Any]:
    """Per game: against a normal opponent on this page and (with ``baseline``) on the page of that
    commit, one after the other so that both see the same load, and both pages in interleaved rounds
    (``rounds`` of ``round_clicks`` taps each, :func:`measure_interleaved`); then against a strong opponent."""
    from ramen.core.registry import GAME_LEVELS

    out: dict[str, Any] = {"load_average_before": load_average()}
    old_url = None
    if baseline:
        old_root, short = build_baseline(baseline)
        old_server, old_url = serve_in_thread(old_root, PREFIX)
        out["baseline"] = short
    for g in games:
        row: dict[str, Any] = {}
        runs = [("baseline", old_url, None)] if old_url is not None else []
        runs.append(("normal", url, None))
        if strong and "strong" in GAME_LEVELS.get(g, ()):
            runs.append(("strong", url, "strong"))
        for key, page_url, level in runs:
            try:
                row[key] = measure_responsiveness(browser, page_url, g, seed=1, level=level)
            except Exception as error:  # one stuck game does not lose the others' figures
                row[key] = {"error": f"{type(error).__name__}: {str(error)[:300]}"}
        if old_url is not None and rounds > 0:
            try:
                row["interleaved"] = measure_interleaved(browser, {"baseline": old_url, "this": url}, g, rounds, round_clicks)
            except Exception as error:
                row["interleaved"] = {"error": f"{type(error).__name__}: {str(error)[:300]}"}
        out[g] = row
    if old_url is not None:
        old_server.shutdown()
    out["load_average_after"] = load_average()
    return out
