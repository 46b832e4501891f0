"""The statistics page: numbers from this device's saved games, one chart per game."""

from __future__ import annotations

import re

from ramen.core.match import Match
from ramen.core.record import Record, SeatInfo
from ramen.core.registry import get_game
from ramen.store import MemoryStorage, SaveStore
from ramen.ui.screens.stats import render_stats, stats_from_store
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
    assert html.count("<table") == 3 and "Per opponent level" in html and "Per player" in html
    charts = re.findall(r"<svg class=\"stats-chart\".*?</svg>", html)
    assert len(charts) == 2  # one per game the one person played
    for chart in charts:
        assert 'role="img"' in chart and "<title" in chart and "<desc" in chart
        labelled = re.search(r'aria-labelledby="([^"]+)"', chart).group(1).split()
        for ident in labelled:
            assert f'id="{ident}"' in chart
    fury_score, _ = person_result(records[0])
    fury_chart = next(c for c in charts if 'data-game="fury"' in html and "chart-fury-" in c)
    assert f"game 1: {str(fury_score).replace('-', '−')}" in fury_chart
    for tag in re.findall(r"<button[^>]*>", html):
        assert 'type="button"' in tag


def test_no_finished_games_says_so() -> None:
    html = render_stats(stats_from_store(SaveStore(MemoryStorage())))
    assert "No finished games" in html and 'class="stats-figure"' not in html  # words, and no chart


def test_each_person_has_their_own_numbers_and_computers_count_per_level() -> None:
    """Two people on one device: each one's games, wins, best and average are their own (not the
    device's together), a name typed in another case is the same person, computers count per level,
    and "This device" is everyone together; each person has their own chart."""
    store = SaveStore(MemoryStorage())
    expected: dict[str, list[tuple[int, bool]]] = {"Mai": [], "Ken": []}
    for number, seed in enumerate((1, 2, 3)):
        record = finished_record("fury", seats=3, seed=seed)
        record.seats = [SeatInfo("Mai" if number != 2 else " mai ", "human"), SeatInfo("Ken", "human"),
                        SeatInfo("Computer 3", "bot", "normal")]
        match = Match(get_game("fury"), record)
        store.write(f"fury-{number}", match, now_ms=1000.0 * (number + 1))
        sheets, winners = match.game.scores(match.state), match.game.outcome(match.state).winners
        expected["Mai"].append((sheets[0].total, 0 in winners))
        expected["Ken"].append((sheets[1].total, 1 in winners))
    stats = stats_from_store(store)
    people, bots = stats.by_player()
    assert set(people) == {"Mai", "Ken"}
    for name, games in expected.items():
        tally = people[name]
        assert tally.played == 3 and tally.won == sum(w for _, w in games)
        assert tally.best == max(s for s, _ in games)
        assert abs(tally.average - sum(s for s, _ in games) / 3) < 1e-9
    assert stats.overall().played == 3
    html = render_stats(stats)
    assert "This device (everyone)" in html
    assert re.search(r'<section class="stats-person" aria-label="Mai"><h3>Mai</h3>', html)
    assert re.search(r'<section class="stats-person" aria-label="Ken"><h3>Ken</h3>', html)
    mai_chart = re.search(r'<svg class="stats-chart"[^>]*aria-labelledby="chart-fury-mai-t[^"]*".*?</svg>', html).group(0)
    assert "Mai's score in each of 3 games" in __import__("html").unescape(mai_chart)


def test_reviewed_games_draw_each_persons_points_lost_per_decision() -> None:
    """A finished game whose review is whole (kept in its save) adds a chart of the points Mai lost per decision
    for that title, its figure in words; a review not yet whole adds nothing."""
    from ramen.core.review import Review
    from ramen.ui.screens.review import PAGE_SEED, reviewed_seats

    store = SaveStore(MemoryStorage())
    game = get_game("ink")
    figures = []
    for number, seed in enumerate((11, 12, 13)):
        record = finished_record("ink", seed=seed)
        record.seats[1] = SeatInfo("Computer 1", "bot", "easy")
        match = Match(game, record)
        review = Review(game, record, PAGE_SEED, reviewed_seats(match), iterations=4)
        if number < 2:
            review.run()
            seat = review.seat_reviews()[0]
            figures.append(seat.lost / seat.decisions)
        else:  # a review begun and left: not whole
            while review.progress[0] < 2:
                review.step(4)
        review.keep()
        store.write(f"ink-{number}", match, now_ms=1000.0 * (number + 1))
    html = render_stats(stats_from_store(store))
    (chart,) = re.findall(r'<figure class="stats-figure stats-lost" data-game="ink">.*?</figure>', html)
    assert "2 reviewed games" in chart
    for figure in figures:
        assert f"{figure:.2f}" in chart
    assert "Ramen Ink: the points Mai lost per decision in each reviewed game" in chart
