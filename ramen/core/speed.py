"""How fast the strong level searches, the same measure in CPython and in the page (#14.7).

``search_speed(game)`` runs the strong bot's search on fixed positions (every 5th decision of four
seeded normal-vs-normal 2-seat games) and reports, per apply mode, seconds per decision (mean, max)
and search iterations per second. "checked" is the engine as it was before the search's fast path:
every playout step goes through ``apply`` with its legality check; "unchecked" is the fast path the
search uses (``apply_unchecked``). tools/bench.py calls it in CPython and, through the page's
``window.ramenBenchSearch``, under Pyodide, so both columns come from one definition.
"""

from __future__ import annotations

import random
import statistics
import time
from typing import Any


def search_positions(game: Any, games: int = 4) -> list[Any]:
    """Positions where a decision is open, from seeded normal-vs-normal 2-seat games (every 5th)."""
    from ramen.core.bots import make_bot

    found = []
    for seed in range(games):
        bot = make_bot(game, "normal")
        rng = random.Random(seed)
        state = game.new_state(seed, 2)
        step = 0
        while (seat := game.to_act(state)) is not None:
            legal = game.legal_actions(state)
            if step % 5 == 0 and len(legal) > 1:
                found.append(state)
            state = game.apply(state, bot.choose(game.view(state, seat), legal, rng))
            step += 1
    return found


def _timed_searches(game: Any, bot: Any, positions: list[Any]) -> dict[str, float]:
    times, iterations = [], 0
    for state in positions:
        seat = game.to_act(state)
        started = time.perf_counter()
        searcher = bot.searcher(game.view(state, seat), game.legal_actions(state), random.Random(1))
        searcher.run()
        times.append(time.perf_counter() - started)
        iterations += searcher.iterations
    return {"decision_s_mean": round(statistics.mean(times), 4), "decision_s_max": round(max(times), 4),
            "iterations_per_s": round(iterations / sum(times), 1)}


def search_speed(game: Any, games: int = 4) -> dict[str, Any]:
    """The strong level's search speed on ``search_positions``, with the unchecked apply (what ships)
    and with the checked one (before the fast path); the engine is put back as it was afterwards."""
    from ramen.core import search as search_module
    from ramen.core.bots import make_bot

    bot = make_bot(game, "strong")
    positions = search_positions(game, games)
    out: dict[str, Any] = {"positions": len(positions)}
    unchecked = getattr(type(game), "apply_unchecked", None)
    original_apply_fast = search_module.apply_fast
    for label, fast in (("unchecked_apply", True), ("checked_apply", False)):
        if not fast:
            search_module.apply_fast = lambda g, s, a: g.apply(s, a)  # type: ignore[assignment]
            if unchecked is not None:
                def checked(self: Any, state: Any, action: Any, _unchecked: Any = unchecked) -> Any:
                    if action not in self.legal_actions(state):  # what apply() re-checks
                        raise RuntimeError("illegal action in a playout")
                    return _unchecked(self, state, action)
                type(game).apply_unchecked = checked  # the games' own playouts pay for the check too
        forget = getattr(bot.model, "forget", None)
        if forget is not None:
            forget()  # the model's memory of the other mode's searches would flatter this one
        try:
            out[label] = _timed_searches(game, bot, positions)
        finally:
            search_module.apply_fast = original_apply_fast
            if unchecked is not None:
                type(game).apply_unchecked = unchecked
    return out
