"""The end screen: every player's score broken down, the tie-break where it decided, the hints used,
and a rematch (the same seats, or switched so that the next player starts)."""

from __future__ import annotations

from typing import Any

from ramen.ui.markup.frame import top_bar
from ramen.core.match import Match
from ramen.core.record import SeatInfo
from ramen.core.words import plural
from ramen.ui.markup.html import MINUS, button, esc
from ramen.ui.screens.recap import render_log
from ramen.ui.screens.replay_home import end_screen_buttons
from ramen.ui.screens.screen import PlayScreen
from ramen.ui.views import BoardContext



def signed(points: int) -> str:
    """+3, 0, −2 with a true minus sign."""
    return "0" if points == 0 else f"{points:+d}".replace("-", "−")


def headline(match: Match) -> str:
    outcome = match.game.outcome(match.state)
    winners = " and ".join(match.names[s] for s in outcome.winners)
    return f"{winners} wins!" if len(outcome.winners) == 1 else f"Shared win: {winners}!"


def render_end(screen: PlayScreen, ctx: BoardContext) -> str:
    match = screen.match
    sheets = match.game.scores(match.state)
    outcome = match.game.outcome(match.state)
    names = match.names
    rows = []
    totals = [sheets[seat].total for seat in outcome.ranking]
    for place, seat in enumerate(outcome.ranking, start=1):
        sheet = sheets[seat]
        tied = totals.count(sheet.total) > 1  # the tie-break is shown only where it ranks players on equal points
        tiebreak_html = f" <span class=\"tiebreak\">({esc(sheet.tiebreak_label)}: {abs(sheet.tiebreak)})</span>" if tied else ""
        lines = "".join(f"<li><span>{esc(label)}</span><span class=\"pts\">{signed(points)}</span></li>" for label, points in sheet.breakdown)
        rows.append(f"<li class=\"rank{' winner' if seat in outcome.winners else ''}\" data-seat=\"{seat}\">"
                    f"<div class=\"rank-head\"><span class=\"place\">{place}.</span> <strong>{esc(names[seat])}</strong>"
                    f" <span class=\"total\">{plural(sheet.total, 'point', minus=MINUS)}</span>"
                    f"{tiebreak_html}</div>"
                    f"<ul class=\"breakdown\">{lines}</ul></li>")
    tiebreak = ""
    if outcome.tiebreak_decided:
        label = sheets[outcome.winners[0]].tiebreak_label
        tiebreak = f"<p class=\"tiebreak-note\" role=\"note\">Tied on points: the tie-break ({esc(label)}) decided.</p>"
    humans = match.human_seats()
    used = match.record.hints_used()
    hints = ""
    if humans:
        parts = ", ".join(f"{esc(names[seat])} {used[seat]}" for seat in humans)
        hints = f"<p class=\"hints-used\" data-hints=\"{','.join(str(used[s]) for s in humans)}\">Hints used: {parts}.</p>"
    details = ""
    render_details = screen.board.render_end if screen.board is not None else None
    if render_details is not None:
        details = render_details(ctx)
    return (f"<main id=\"end\" class=\"screen end\" data-game-over=\"true\">"
            f"{top_bar(f'{match.game.title}: game over')}"
            f"<p class=\"headline\">{esc(headline(match))}</p>{tiebreak}"
            f"<ol class=\"ranking\">{''.join(rows)}</ol>{hints}"
            + render_rematch(match)
            + end_screen_buttons(screen.save_id)
            + f"{details}" + render_log(match) + "</main>")


def rematch_seats(match: Match, switch: bool = False) -> tuple[list[SeatInfo], dict[str, Any]]:
    """The seats and options of a rematch of ``record``: the same seats (names, computers and their
    levels) and options, the starting player drawn from the new seed; ``switch``: the same turn order
    started by the player after this game's starter, who sits in seat 1 (the others follow on)."""
    record = match.record
    seats = list(record.seats)
    options = {key: value for key, value in record.options.items() if key != "first"}
    if not switch:
        return seats, options
    nxt = (first_seat(match) + 1) % len(seats)
    return seats[nxt:] + seats[:nxt], {**options, "first": 0}


def first_seat(match: Match) -> int:
    """The seat that started ``match`` (the first to act in its opening state)."""
    first = match.game.to_act(match.record.start(match.game))
    return first if first is not None else 0


def render_rematch(match: Match) -> str:
    """Play again with the same seats, or with the seats switched so that the next player starts."""
    seats, _ = rematch_seats(match, switch=True)
    starter = esc(seats[0].name)
    return ("<div class=\"rematch\">"
            + button("Play again", cmd="rematch", cls="primary", key="rematch",
                     title="A new game with the same players, computers and levels")
            + button(f"Switch seats: {starter} starts", cmd="rematch", arg="switch", cls="secondary",
                     key="rematch-switch",
                     title=f"A new game with the same players in the same turn order, {seats[0].name} starting")
            + "</div>")
