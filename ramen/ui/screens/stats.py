"""The statistics page: what this device's saved games show, per player, per game and per opponent level.

Only finished games count (a Learn to play lesson never does). Each person is counted by their name (the same name in any case is one
person): their games, wins, scores and streak are their own. Computer opponents are counted per
level. "This device" is every person together: a game is won when one of them is among the winners.
Games with no person in them (computers only) are counted apart. Pure Python: the page and the unit
tests build it from a ``SaveStore``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from ramen.ui.markup.frame import top_bar
from ramen.core.errors import RecordError
from ramen.core.registry import GAME_TITLES
from ramen.core.review import lost_per_decision
from ramen.core.tutorial import TutorialMatch
from ramen.core.words import plural
from ramen.ui.markup.html import attrs, button, esc
from ramen.ui.screens.review import PAGE_SEED


@dataclass(frozen=True)
class SeatResult:
    """One seat's part in a finished game: who (a person's name, or a computer's level), score, win."""

    who: str
    is_bot: bool
    score: int
    won: bool
    #: the expected points lost per decision, from the game's whole review (None: not reviewed)
    lost: float | None = None


@dataclass(frozen=True)
class GameResult:
    """One finished game from the people's side."""

    game: str
    when: float
    scores: tuple[int, ...]  # the people's totals
    best_opponent: int | None  # the best computer opponent's total, if any
    won: bool
    levels: tuple[str, ...]  # the computer opponents' levels
    seats: tuple[SeatResult, ...] = ()


@dataclass
class Tally:
    played: int = 0
    won: int = 0
    scores: list[int] = field(default_factory=list)
    streak: int = 0
    best_streak: int = 0

    def add(self, result: GameResult) -> None:
        self.add_game(result.scores, result.won)

    def add_game(self, scores: tuple[int, ...], won: bool) -> None:
        self.played += 1
        self.scores.extend(scores)
        if won:
            self.won += 1
            self.streak += 1
            self.best_streak = max(self.best_streak, self.streak)
        else:
            self.streak = 0

    @property
    def best(self) -> int | None:
        return max(self.scores) if self.scores else None

    @property
    def average(self) -> float | None:
        return sum(self.scores) / len(self.scores) if self.scores else None


@dataclass
class Stats:
    results: list[GameResult]
    in_progress: int
    computer_only: int
    damaged: int

    def by_game(self) -> dict[str, Tally]:
        tallies: dict[str, Tally] = {}
        for result in self.results:
            tallies.setdefault(result.game, Tally()).add(result)
        return tallies

    def by_level(self) -> dict[str, Tally]:
        tallies: dict[str, Tally] = {}
        for result in self.results:
            levels = sorted(set(result.levels))
            key = "people only" if not levels else levels[0] if len(levels) == 1 else "mixed levels"
            tallies.setdefault(key, Tally()).add(result)
        return tallies

    def by_player(self) -> tuple[dict[str, Tally], dict[str, Tally]]:
        """Each person by name (first spelling seen), and the computer opponents by level."""
        people: dict[str, Tally] = {}
        spelling: dict[str, str] = {}
        bots: dict[str, Tally] = {}
        for result in self.results:
            for seat in result.seats:
                if seat.is_bot:
                    tally = bots.setdefault(seat.who, Tally())
                else:
                    name = spelling.setdefault(player_key(seat.who), seat.who)
                    tally = people.setdefault(name, Tally())
                tally.add_game((seat.score,), seat.won)
        return people, bots

    def of_person(self, name: str) -> list[tuple[GameResult, SeatResult]]:
        """The games ``name`` played, with their own seat's result, oldest first."""
        key = player_key(name)
        return [(result, seat) for result in self.results for seat in result.seats
                if not seat.is_bot and player_key(seat.who) == key]

    def overall(self) -> Tally:
        tally = Tally()
        for result in self.results:
            tally.add(result)
        return tally


def player_key(name: str) -> str:
    """Names that differ only in case or surrounding spaces are one person."""
    return " ".join(name.split()).casefold()


def saved_text(store: Any, save_id: str) -> str | None:
    """A save's stored text (None if there is none), never raising."""
    try:
        if hasattr(store, "raw"):
            return store.raw(save_id)
        return store.storage.get("ramen.save." + save_id)
    except Exception:  # storage blocked: as good as absent
        return None


def stats_from_store(store: Any) -> Stats:
    """Read every save: finished games with a person in them become results, oldest first."""
    results: list[GameResult] = []
    in_progress = computer_only = damaged = 0
    for save_id in store.ids():
        raw = saved_text(store, save_id) or ""
        try:
            match = store.load(save_id)
        except RecordError:
            damaged += 1
            continue
        if isinstance(match, TutorialMatch):
            continue  # a lesson, in progress or finished, is no game played
        if not match.over:
            in_progress += 1
            continue
        people = match.human_seats()
        if not people:
            computer_only += 1
            continue
        try:
            data = json.loads(raw)
            when = float(data.get("created") or data.get("updated") or 0)
        except (ValueError, TypeError, AttributeError):
            when = 0.0
        sheets = match.game.scores(match.state)
        lost = lost_per_decision(match.record, PAGE_SEED)
        winners = match.game.outcome(match.state).winners
        bots = [seat for seat in range(len(sheets)) if seat not in people]
        results.append(GameResult(
            game=match.game.id, when=when, scores=tuple(sheets[s].total for s in people),
            best_opponent=max((sheets[s].total for s in bots), default=None),
            won=any(s in winners for s in people),
            levels=tuple(match.record.seats[s].level or "" for s in bots),
            seats=tuple(SeatResult(who=(seat.level or "") if seat.is_bot else seat.name, is_bot=seat.is_bot,
                                   score=sheets[index].total, won=index in winners, lost=lost.get(index))
                        for index, seat in enumerate(match.record.seats))))
    results.sort(key=lambda r: r.when)
    return Stats(results=results, in_progress=in_progress, computer_only=computer_only, damaged=damaged)


# --- drawing -----------------------------------------------------------------------------------
def _num(value: float | int | None, digits: int = 0) -> str:
    if value is None:
        return "—"
    text = f"{value:.{digits}f}" if digits else str(int(round(value)))
    return text.replace("-", "−")


def chart_svg(game: str, results: list[GameResult], width: int = 320, height: int = 120, *,
              person: str | None = None, seats: list[SeatResult] | None = None) -> str:
    """Scores over time for one game: the people's best score per game, or ``person``'s own (their
    ``seats``), as dots filled for a win; the best computer opponent's as a dashed line; an inline SVG
    with a text alternative."""
    title = GAME_TITLES.get(game, game)
    ours = [max(r.scores) for r in results] if seats is None else [s.score for s in seats]
    wins = [r.won for r in results] if seats is None else [s.won for s in seats]
    theirs = [r.best_opponent for r in results]
    values = ours + [v for v in theirs if v is not None]
    low, high = min(values + [0]), max(values + [1])
    pad_l, pad_r, pad_t, pad_b = 34, 10, 10, 22
    span_x = max(1, len(results) - 1)
    span_y = max(1, high - low)

    def x(i: int) -> float:
        return pad_l + (width - pad_l - pad_r) * (i / span_x if len(results) > 1 else 0.5)

    def y(v: float) -> float:
        return pad_t + (height - pad_t - pad_b) * (1 - (v - low) / span_y)

    words = ", ".join(f"game {i + 1}: {_num(s)}{' (won)' if w else ''}" for i, (s, w) in enumerate(zip(ours, wins)))
    whose = "Your" if person is None else f"{person}'s"
    desc = f"{whose} score in each of {plural(len(results), 'game')} of {title}, oldest first: {words}."
    chart_id = f"chart-{esc(game)}" if person is None else f"chart-{esc(game)}-{_slug(person)}"
    parts = [f"<svg class=\"stats-chart\" viewBox=\"0 0 {width} {height}\" width=\"100%\" role=\"img\""
             f" aria-labelledby=\"{chart_id}-t {chart_id}-d\" preserveAspectRatio=\"xMidYMid meet\">",
             f"<title id=\"{chart_id}-t\">{esc(title)}: scores over time</title><desc id=\"{chart_id}-d\">{esc(desc)}</desc>",
             f"<line x1=\"{pad_l}\" y1=\"{y(low):.1f}\" x2=\"{width - pad_r}\" y2=\"{y(low):.1f}\" class=\"axis\" stroke=\"#888\"/>",
             f"<line x1=\"{pad_l}\" y1=\"{pad_t}\" x2=\"{pad_l}\" y2=\"{y(low):.1f}\" class=\"axis\" stroke=\"#888\"/>",
             f"<text x=\"{pad_l - 4}\" y=\"{y(high) + 4:.1f}\" text-anchor=\"end\" font-size=\"11\">{_num(high)}</text>",
             f"<text x=\"{pad_l - 4}\" y=\"{y(low) + 4:.1f}\" text-anchor=\"end\" font-size=\"11\">{_num(low)}</text>",
             f"<text x=\"{pad_l}\" y=\"{height - 6}\" font-size=\"11\">first game</text>",
             f"<text x=\"{width - pad_r}\" y=\"{height - 6}\" text-anchor=\"end\" font-size=\"11\">latest</text>"]
    if low < 0 < high:
        parts.append(f"<line x1=\"{pad_l}\" y1=\"{y(0):.1f}\" x2=\"{width - pad_r}\" y2=\"{y(0):.1f}\" stroke=\"#ccc\" stroke-dasharray=\"2 3\"/>")
    opp = [(x(i), y(v)) for i, v in enumerate(theirs) if v is not None]
    if len(opp) > 1:
        parts.append("<polyline class=\"opponent\" fill=\"none\" stroke=\"#777\" stroke-width=\"1.5\" stroke-dasharray=\"4 3\""
                     f" points=\"{' '.join(f'{a:.1f},{b:.1f}' for a, b in opp)}\"/>")
    if len(ours) > 1:
        parts.append("<polyline class=\"ours\" fill=\"none\" stroke=\"#b5382b\" stroke-width=\"2\""
                     f" points=\"{' '.join(f'{x(i):.1f},{y(v):.1f}' for i, v in enumerate(ours))}\"/>")
    for a, b in opp:
        parts.append(f"<rect x=\"{a - 3:.1f}\" y=\"{b - 3:.1f}\" width=\"6\" height=\"6\" fill=\"#777\"/>")
    for i, (v, w) in enumerate(zip(ours, wins)):
        fill = "#b5382b" if w else "#fff"
        parts.append(f"<circle cx=\"{x(i):.1f}\" cy=\"{y(v):.1f}\" r=\"4\" fill=\"{fill}\" stroke=\"#b5382b\" stroke-width=\"2\"/>")
    parts.append("</svg>")
    return "".join(parts)


def lost_chart_svg(game: str, person: str, values: list[float], width: int = 320, height: int = 90) -> str:
    """``person``'s expected points lost per decision in each reviewed game of ``game``, oldest first: a line with
    a dot per game, an inline SVG with a text alternative."""
    title = GAME_TITLES.get(game, game)
    high = max(values + [0.5])
    pad_l, pad_r, pad_t, pad_b = 34, 10, 10, 20

    def x(i: int) -> float:
        return pad_l + (width - pad_l - pad_r) * (i / (len(values) - 1) if len(values) > 1 else 0.5)

    def y(v: float) -> float:
        return pad_t + (height - pad_t - pad_b) * (1 - v / high)

    chart_id = f"lost-{esc(game)}-{_slug(person)}"
    words = ", ".join(f"game {i + 1}: {value:.2f}" for i, value in enumerate(values))
    desc = f"{person} lost, per decision, in each of {plural(len(values), 'reviewed game')}, oldest first: {words}."
    parts = [f"<svg class=\"stats-chart\" viewBox=\"0 0 {width} {height}\" width=\"100%\" role=\"img\""
             f" aria-labelledby=\"{chart_id}-t {chart_id}-d\" preserveAspectRatio=\"xMidYMid meet\">",
             f"<title id=\"{chart_id}-t\">{esc(title)}: points lost per decision</title>",
             f"<desc id=\"{chart_id}-d\">{esc(desc)}</desc>",
             f"<line x1=\"{pad_l}\" y1=\"{y(0):.1f}\" x2=\"{width - pad_r}\" y2=\"{y(0):.1f}\" stroke=\"#888\"/>",
             f"<text x=\"{pad_l - 4}\" y=\"{y(high) + 4:.1f}\" text-anchor=\"end\" font-size=\"11\">{high:.1f}</text>",
             f"<text x=\"{pad_l - 4}\" y=\"{y(0) + 4:.1f}\" text-anchor=\"end\" font-size=\"11\">0</text>"]
    if len(values) > 1:
        parts.append("<polyline fill=\"none\" stroke=\"#b5382b\" stroke-width=\"2\""
                     f" points=\"{' '.join(f'{x(i):.1f},{y(v):.1f}' for i, v in enumerate(values))}\"/>")
    parts += [f"<circle cx=\"{x(i):.1f}\" cy=\"{y(v):.1f}\" r=\"4\" fill=\"#b5382b\"/>" for i, v in enumerate(values)]
    parts.append("</svg>")
    return "".join(parts)


def _slug(name: str) -> str:
    """``name`` as a piece of an element id: letters and digits, the rest as their code points."""
    return "".join(c if c.isascii() and c.isalnum() else f"_{ord(c):x}" for c in player_key(name))


def _tally_row(label: str, tally: Tally, cls: str | None = None) -> str:
    return (f"<tr{attrs(class_=cls)}><th scope=\"row\">{esc(label)}</th><td>{tally.played}</td><td>{tally.won}</td>"
            f"<td>{_num(tally.best)}</td><td>{_num(tally.average, 1)}</td><td>{tally.best_streak}</td></tr>")


def _table(caption: str, first: str, rows: list[str]) -> str:
    return (f"<div class=\"stats-table-wrap\" tabindex=\"0\" role=\"region\" aria-label=\"{esc(caption)} (scrolls sideways)\">"
            f"<table class=\"stats-table\"><caption>{esc(caption)}</caption><thead><tr><th scope=\"col\">{esc(first)}</th>"
            "<th scope=\"col\">Played</th><th scope=\"col\">Won</th><th scope=\"col\">Best score</th>"
            "<th scope=\"col\">Average score</th><th scope=\"col\">Longest win streak</th></tr></thead>"
            f"<tbody>{''.join(rows)}</tbody></table></div>")


def render_stats(stats: Stats) -> str:
    """The whole statistics page."""
    header = top_bar("Statistics")
    notes = []
    if stats.in_progress:
        notes.append(f"{stats.in_progress} game{'s' if stats.in_progress != 1 else ''} still in progress")
    if stats.computer_only:
        notes.append(f"{stats.computer_only} computer-only game{'s' if stats.computer_only != 1 else ''}")
    if stats.damaged:
        notes.append(f"{stats.damaged} damaged save{'s' if stats.damaged != 1 else ''}")
    note = (f"<p class=\"hint\">Not counted: {esc(', '.join(notes))}.</p>" if notes else "")
    if not stats.results:
        body = ("<p class=\"empty\">No finished games on this device yet. Play one to the end and it shows here."
                " Statistics come from the saved games: deleting a game removes it from them.</p>")
        return f"<main id=\"stats\" class=\"screen stats\">{header}{body}{note}</main>"
    overall = stats.overall()
    by_game = stats.by_game()
    people, bots = stats.by_player()
    player_rows = [_tally_row(name, tally) for name, tally in sorted(people.items(), key=lambda p: (-p[1].played, p[0]))]
    player_rows += [_tally_row(f"Computer, {level}", tally, "stats-computers") for level, tally in sorted(bots.items())]
    player_rows.append(_tally_row("This device (everyone)", overall, "stats-device"))
    game_rows = [_tally_row(GAME_TITLES.get(g, g), by_game[g]) for g in GAME_TITLES if g in by_game]
    level_rows = [_tally_row(level, tally) for level, tally in sorted(stats.by_level().items())]
    names = ", ".join(f"{name} {tally.won} of {tally.played}" for name, tally in
                      sorted(people.items(), key=lambda p: (-p[1].played, p[0])))
    summary = (f"<p class=\"stats-summary\"><strong>{overall.played}</strong> finished {'game' if overall.played == 1 else 'games'}"
               f" on this device. Wins: {esc(names)}.</p>")
    return (f"<main id=\"stats\" class=\"screen stats\">{header}{summary}"
            f"<p class=\"hint\">From this device's saved games: finished games with a person in them. Each person is"
            " counted by name; a game is won by the device when a person at it is among the winners.</p>"
            + _table("Per player", "Player", player_rows) + _table("Per game", "Game", game_rows)
            + _table("Per opponent level", "Opponents", level_rows)
            + f"<h2>Scores over time</h2>{_person_charts(stats, people)}{note}</main>")


def _person_charts(stats: Stats, people: dict[str, Tally]) -> str:
    """Each person's scores over time: one chart per game they played, under their name."""
    sections = []
    for name, _tally in sorted(people.items(), key=lambda p: (-p[1].played, p[0])):
        mine = stats.of_person(name)
        charts = []
        for game in GAME_TITLES:
            played = [(result, seat) for result, seat in mine if result.game == game]
            if played:
                chart = chart_svg(game, [r for r, _ in played], person=name, seats=[s for _, s in played])
                charts.append(f"<figure class=\"stats-figure\" data-game=\"{esc(game)}\">{chart}"
                              f"<figcaption>{esc(GAME_TITLES[game])}: {esc(name)}'s score per game, oldest first"
                              " (filled dot: a win; grey squares: the best computer opponent).</figcaption></figure>")
            reviewed = [seat.lost for _, seat in played if seat.lost is not None]
            if reviewed:
                charts.append(f"<figure class=\"stats-figure stats-lost\" data-game=\"{esc(game)}\">"
                              f"{lost_chart_svg(game, name, reviewed)}<figcaption>{esc(GAME_TITLES[game])}: the points"
                              f" {esc(name)} lost per decision in each reviewed game, oldest first (lower is"
                              " better).</figcaption></figure>")
        sections.append(f"<section class=\"stats-person\" aria-label=\"{esc(name)}\"><h3>{esc(name)}</h3>"
                        f"<div class=\"stats-charts\">{''.join(charts)}</div></section>")
    return "".join(sections)
