"""review: the expert's review of a whole two-seat game of each title (normal against normal, seed 1), in
CPython (``ramen.core.review``) and in the page (the review screen, as a person opens it: the save written into
the page's storage, its end screen opened, then *Review this game* tapped). In the page: the seconds from opening the
screen to the last decision judged, the decisions, the long tasks meanwhile (goal: none over 50 ms) and, to
check that the page answers taps throughout, the time a tap on Stop takes to be answered once the review is
half done (the review then goes on with "Go on")."""

from __future__ import annotations

import time
from typing import Any

from ramen.core.bots import bot_rng, make_bot
from ramen.core.match import Match
from ramen.core.record import Record, SeatInfo
from ramen.core.registry import get_game
from ramen.core.review import Review
from ramen.store import PREFIX as SAVE_PREFIX, SaveStore
from tools.benchmarks.probes import PROBE

#: the seed of the game each title's review is timed on
SEED = 1


def normal_game(game_id: str, seed: int = SEED) -> Record:
    """A whole two-seat game of normal computers, as a record (Mai and Robo, both people for the page: a
    review looks at the people's decisions)."""
    game = get_game(game_id)
    state = game.new_state(seed, 2, {})
    bots = [make_bot(game, "normal") for _ in range(2)]
    actions = []
    while not game.is_terminal(state):
        seat = game.to_act(state)
        action = bots[seat].choose(game.view(state, seat), game.legal_actions(state), bot_rng(seed, seat))
        actions.append(game.format_action(action))
        state = game.apply(state, action)
    return Record(game_id, seed, [SeatInfo("Mai"), SeatInfo("Robo")], actions=actions)


def measure_review_cpython(game_id: str) -> dict[str, Any]:
    """The whole review of ``normal_game`` in CPython: seconds, decisions, points lost per seat."""
    game = get_game(game_id)
    record = normal_game(game_id)
    review = Review(game, record)
    started = time.perf_counter()
    review.run()
    seconds = time.perf_counter() - started
    return {"seconds": round(seconds, 2), "decisions": len(review.judged),
            "lost_per_seat": [round(seat.lost, 2) for seat in review.seat_reviews()]}


def save_text(record: Record, save_id: str) -> str:
    """The save the page would have written of ``record`` (a finished game)."""
    match = Match(get_game(record.game), record)
    return SaveStore._text(save_id, match, time.time() * 1000, None, None)


def measure_review_page(browser: Any, url: str, game_id: str) -> dict[str, Any]:
    """The review screen of ``normal_game`` in the page, from its opening to the last decision judged."""
    save_id = f"bench-review-{game_id}"
    context = browser.new_context(viewport={"width": 1024, "height": 768})
    context.add_init_script(PROBE)
    page = context.new_page()
    page.goto(url + "?botdelay=0")
    page.wait_for_selector("html[data-ready]", timeout=120_000)
    page.evaluate("([key, text]) => localStorage.setItem(key, text)",
                  [SAVE_PREFIX + save_id, save_text(normal_game(game_id), save_id)])
    page.evaluate("(route) => { location.hash = route; }", f"#/play/{save_id}")  # its end screen, as a person has it
    page.wait_for_selector("[data-game-over] button[data-cmd=review]", timeout=60_000)
    page.wait_for_timeout(1000)  # (the long tasks of opening the end screen are reported late: they are left out below)
    started = time.perf_counter()
    page.evaluate("() => { window.__bench.since = performance.now(); }")
    page.click("[data-game-over] button[data-cmd=review]")
    page.wait_for_selector("#review[data-running=true]", timeout=60_000)
    total = int(page.get_attribute("#review", "data-total") or 0)
    page.wait_for_function("(half) => Number(document.querySelector('#review').dataset.done) >= half",
                           arg=max(1, total // 2), timeout=600_000)
    tapped = time.perf_counter()
    page.click("#review button[data-cmd=review-stop]")
    page.wait_for_selector("#review[data-running=false]", timeout=60_000)
    stop_ms = (time.perf_counter() - tapped) * 1000
    page.click("#review button[data-cmd=review-go]")
    page.wait_for_function("() => { const r = document.querySelector('#review'); return r && r.dataset.done === r.dataset.total; }",
                           timeout=600_000)
    seconds = time.perf_counter() - started - stop_ms / 1000
    tasks = page.evaluate("() => window.__bench.longtasks.filter((t) => t.start >= window.__bench.since).map((t) => t.duration)")
    context.close()
    return {"seconds": round(seconds, 2), "decisions": total, "stop_answered_ms": round(stop_ms, 1),
            "long_tasks": len(tasks), "longest_task_ms": round(max(tasks), 1) if tasks else 0.0}


def measure_review(browser: Any, url: str, games: list[str]) -> dict[str, Any]:
    """Both, per title: the page first, then CPython."""
    return {game_id: {"page": measure_review_page(browser, url, game_id), "cpython": measure_review_cpython(game_id)}
            for game_id in games}
