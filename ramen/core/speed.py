"""How fast the strong level searches, the same measure in CPython and in the page (so the two
figures compare one definition, not two benchmarks).

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
from typing import Any, Callable, Hashable, TypeVar

from ramen.core import search as search_module
from ramen.core.bots import make_bot
from ramen.core.game import Game
from ramen.core.search import SearchBot

S = TypeVar("S")
A = TypeVar("A", bound=Hashable)


def search_positions(game: Game[S, Any, Any], games: int = 4) -> list[S]:
    """Positions where a decision is open, from seeded normal-vs-normal 2-seat games (every 5th)."""
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


def _timed_searches(game: Game[S, Any, Any], bot: SearchBot[Any], positions: list[S]) -> dict[str, float]:
    times: list[float] = []
    iterations = 0
    for state in positions:
        seat = game.to_act(state)
        started = time.perf_counter()
        searcher = bot.searcher(game.view(state, seat), game.legal_actions(state), random.Random(1))
        searcher.run()
        times.append(time.perf_counter() - started)
        iterations += searcher.iterations
    return {"decision_s_mean": round(statistics.mean(times), 4), "decision_s_max": round(max(times), 4),
            "iterations_per_s": round(iterations / sum(times), 1)}


def _checked_apply_fast(game: Game[S, A, Any], state: S, action: A) -> S:
    """What ``apply_fast`` was before the search's fast path: ``apply`` with its legality check."""
    return game.apply(state, action)


def search_speed(game: Game[Any, Any, Any], games: int = 4) -> dict[str, Any]:
    """The strong level's search speed on ``search_positions``, with the unchecked apply (what ships)
    and with the checked one (before the fast path); the engine is put back as it was afterwards."""
    bot = make_bot(game, "strong")
    if not isinstance(bot, SearchBot):
        raise TypeError(f"the strong level of {game.title} does not search")
    positions = search_positions(game, games)
    out: dict[str, Any] = {"positions": len(positions)}
    game_class = type(game)
    unchecked: Callable[..., Any] = game_class.apply_unchecked
    own_unchecked = "apply_unchecked" in vars(game_class)  # else it is Game's, which is apply itself
    original_apply_fast = search_module.apply_fast
    for label, fast in (("unchecked_apply", True), ("checked_apply", False)):
        if not fast:
            search_module.apply_fast = _checked_apply_fast
            if own_unchecked:
                def checked(self: Game[Any, Any, Any], state: Any, action: Any) -> Any:
                    if action not in self.legal_actions(state):  # what apply() re-checks
                        raise RuntimeError("illegal action in a playout")
                    return unchecked(self, state, action)
                # the games' own playouts pay for the check too
                setattr(game_class, "apply_unchecked", checked)
        bot.model.forget()  # the model's memory of the other mode's searches would flatter this one
        try:
            out[label] = _timed_searches(game, bot, positions)
        finally:
            search_module.apply_fast = original_apply_fast
            if own_unchecked:
                setattr(game_class, "apply_unchecked", unchecked)
    return out
