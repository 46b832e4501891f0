"""The statistics page: numbers from this device's saved games, one chart per game."""

from __future__ import annotations

import re

from ramen.core.match import Match
from ramen.core.record import Record, SeatInfo
from ramen.core.registry import get_game
from ramen.store import MemoryStorage, SaveStore
from ramen.ui.stats import render_stats, stats_from_store
from tests.unit.test_link import finished_record


def store_with(games: list[tuple[str, int, str]]) -> tuple[SaveStore, list[Record]]:
    """A store holding one finished game per (game, seed, level), person in seat 1, oldest first."""
    store = SaveStore(MemoryStorage())
    records = []
    for number, (game_id, seed, level) in enumerate(games):
        record = finished_record(game_id, seed=seed)
        record.seats[1] = SeatInfo("Computer 1", "bot", level)
        store.write(f"{game_id}-{number}", Match(get_game(game_id), record), now_ms=1000.0 * (number + 1))
        records.append(record)
    return store, records


def person_result(record: Record) -> tuple[int, bool]:
    game = get_game(record.game)
    state = record.replay(game)
    return game.scores(state)[0].total, 0 in game.outcome(state).winners


def test_played_won_best_average_and_streak_per_game_and_level() -> None:
    games = [("fury", s, "easy") for s in range(1, 6)] + [("ink", 7, "normal"), ("ink", 8, "easy")]
    store, records = store_with(games)
    # one game still in progress and one between computers only: not counted as played
    unfinished = finished_record("extreme")
    unfinished.actions = unfinished.actions[:5]
    store.write("extreme-x", Match(get_game("extreme"), unfinished), now_ms=9e9)
    bots = finished_record("ink", seed=3)
    bots.seats[0] = SeatInfo("Computer 0", "bot", "easy")
    store.write("ink-bots", Match(get_game("ink"), bots), now_ms=9e9)

    stats = stats_from_store(store)
    assert stats.in_progress == 1 and stats.computer_only == 1
    results = [person_result(r) for r in records]
    fury = results[:5]
    tally = stats.by_game()["fury"]
    assert tally.played == 5 and tally.won == sum(w for _, w in fury)
    assert tally.best == max(s for s, _ in fury)
    assert abs(tally.average - sum(s for s, _ in fury) / 5) < 1e-9
    streak = best = 0
    for _, won in fury:
        streak = streak + 1 if won else 0
        best = max(best, streak)
    assert tally.best_streak == best
    levels = stats.by_level()
    assert levels["easy"].played == 6 and levels["normal"].played == 1
    assert stats.overall().played == 7


def test_the_page_has_a_table_per_game_and_level_and_an_svg_chart_with_a_text_alternative() -> None:
    store, records = store_with([("fury", 1, "easy"), ("fury", 2, "easy"), ("ink", 3, "easy")])
    html = render_stats(stats_from_store(store))
    assert html.count("<table") == 2 and "Per opponent level" in html
    charts = re.findall(r"<svg class=\"stats-chart\".*?</svg>", html)
    assert len(charts) == 2  # one per game played
    for chart in charts:
        assert 'role="img"' in chart and "<title" in chart and "<desc" in chart
        labelled = re.search(r'aria-labelledby="([^"]+)"', chart).group(1).split()
        for ident in labelled:
            assert f'id="{ident}"' in chart
    fury_score, _ = person_result(records[0])
    fury_chart = next(c for c in charts if "chart-fury-t" in c)
    assert f"game 1: {str(fury_score).replace('-', '−')}" in fury_chart
    for tag in re.findall(r"<button[^>]*>", html):
        assert 'type="button"' in tag


def test_no_finished_games_says_so() -> None:
    html = render_stats(stats_from_store(SaveStore(MemoryStorage())))
    assert "No finished games" in html and "<svg" not in html
