"""Headless arena: computer opponents play seeded games; a JSON summary comes out."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any, Callable, Sequence

from ramen.core.bots import bot_action, bot_rng, make_bot
from ramen.core.game import Game

#: a game that has not ended after this many actions is counted as an error
MAX_ACTIONS = 20_000


def play_game(game: Game[Any, Any, Any], seed: int, levels: Sequence[str], texts: list[str] | None = None,
              timings: list[list[float]] | None = None) -> tuple[Any, int]:
    """Play one game with one bot of ``levels[seat]`` per seat; returns (final state, actions).
    With ``texts`` every action's notation is appended to it (for a game file); with ``timings``,
    each seat's seconds per decision are appended to ``timings[seat]``."""
    bots = [make_bot(game, level) for level in levels]
    rngs = [bot_rng(seed, seat) for seat in range(len(levels))]
    state = game.new_state(seed, len(levels), {})
    actions = 0
    while (seat := game.to_act(state)) is not None:
        if actions >= MAX_ACTIONS:
            raise RuntimeError(f"game with seed {seed} did not end within {MAX_ACTIONS} actions")
        started = time.perf_counter()
        action = bot_action(game, bots[seat], state, rngs[seat])
        if timings is not None:
            timings[seat].append(time.perf_counter() - started)
        if texts is not None:
            texts.append(game.format_action(action))
        state = game.apply(state, action)
        actions += 1
    return state, actions


def write_record(folder: Path, game: Game[Any, Any, Any], seed: int, levels: Sequence[str], texts: list[str]) -> Path:
    """One arena game as a game file (``GAME-seedN.json``) that the page opens."""
    from ramen.core.link import game_file_text
    from ramen.core.record import Record, SeatInfo

    seats = [SeatInfo(name=f"Computer {seat + 1}", kind="bot", level=level) for seat, level in enumerate(levels)]
    record = Record(game=game.id, seed=seed, seats=seats, actions=list(texts))
    path = folder / f"{game.id}-seed{seed}.json"
    path.write_text(game_file_text(record), encoding="utf-8")
    return path


def run_arena(game: Game[Any, Any, Any], seats: int, levels: Sequence[str], games: int, seed: int,
              records: Path | None = None) -> dict[str, Any]:
    """Play ``games`` games (seeds ``seed``, ``seed + 1``, ...) and summarise them; with ``records``
    a folder, each game is also written there as a game file."""
    wins = [0] * seats
    scores: list[list[int]] = [[] for _ in range(seats)]
    errors = actions = 0
    timings: list[list[float]] = [[] for _ in range(seats)]
    started = time.perf_counter()
    for index in range(games):
        try:
            texts: list[str] | None = [] if records is not None else None
            state, count = play_game(game, seed + index, levels, texts, timings)
            if records is not None and texts is not None:
                write_record(records, game, seed + index, levels, texts)
            outcome = game.outcome(state)
            sheets = game.scores(state)
        except Exception:  # a game that raised is counted, the arena goes on
            errors += 1
            continue
        actions += count
        for seat in outcome.winners:
            wins[seat] += 1
        for seat, sheet in enumerate(sheets):
            scores[seat].append(sheet.total)
    elapsed = time.perf_counter() - started

    def stat(fn: Callable[[list[int]], float], values: list[int]) -> float | int | None:
        return fn(values) if values else None

    return {
        "game": game.id,
        "seats": seats,
        "games": games,
        "seed": seed,
        "bots": list(levels),
        "wins": wins,
        "mean_score": [round(sum(v) / len(v), 3) if v else None for v in scores],
        "min_score": [stat(min, v) for v in scores],
        "max_score": [stat(max, v) for v in scores],
        "errors": errors,
        "actions_per_second": round(actions / elapsed, 1) if elapsed > 0 else 0.0,
        "decision_ms_mean": [round(1000 * sum(t) / len(t), 3) if t else None for t in timings],
        "decision_ms_max": [round(1000 * max(t), 3) if t else None for t in timings],
        "decision_ms_p95": [round(1000 * sorted(t)[int(0.95 * (len(t) - 1))], 3) if t else None for t in timings],
    }
