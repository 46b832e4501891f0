"""The end screen: the winner lifted (their place first and larger, a gold ring, their avatar and a medal,
a short burst of the game's pieces), every player's score counted up and broken down, the tie-break where
it decided, the hints used, and a rematch (the same seats, or switched so that the next player starts).

What moves is the style sheet's alone (static/css/end.css), and only where the player has not asked for
less motion: the numbers are the page's text from the first moment (a count is drawn over its own number,
which is transparent only while the count runs), the burst is decorative and hidden from assistive
technology."""

from __future__ import annotations

from typing import Any

from ramen.core.match import Match
from ramen.core.record import SeatInfo
from ramen.core.words import noun
from ramen.extreme.components import PIECES as EXTREME_PIECES
from ramen.fury.components import PIECES as FURY_PIECES
from ramen.ink.components import PIECES as INK_PIECES
from ramen.ui.markup.frame import top_bar
from ramen.ui.markup.html import MINUS, Markup, button, el, esc, html
from ramen.ui.markup.pictures import art
from ramen.ui.screens.challenge import end_challenge
from ramen.ui.screens.recap import render_log
from ramen.ui.screens.replay_home import end_screen_buttons
from ramen.ui.screens.screen import PlayScreen
from ramen.ui.views import BoardContext
from ramen.ui.views.seats import avatar

#: the kinds of piece that are not food (what the burst leaves out)
NOT_FOOD = ("tool", "marker", "face")
#: how many pieces the burst throws (the style sheet places and times each by its position: end.css)
BURST_SIZE = 10
#: a score's parts shown as they are up to this many lines; more fold away behind their summary (but the winner's)
OPEN_PARTS = 5
#: a medal for each of the first three places (Fluent Emoji)
MEDALS = {1: "1st-place-medal", 2: "2nd-place-medal", 3: "3rd-place-medal"}


def _food(pieces: tuple[Any, ...] | list[Any]) -> list[str]:
    """The drawings of a game's food, each once, in the order of its table of pieces."""
    return list(dict.fromkeys(p.art for p in pieces if p.art and p.kind not in NOT_FOOD))


#: each title's burst: its food's drawings, repeated to ``BURST_SIZE``
BURST_ART: dict[str, list[str]] = {
    game_id: [food[i % len(food)] for i in range(BURST_SIZE)]
    for game_id, food in (("fury", _food(FURY_PIECES)), ("ink", _food(INK_PIECES)), ("extreme", _food(EXTREME_PIECES)))}


def signed(points: int) -> str:
    """+3, 0, −2 with a true minus sign."""
    return "0" if points == 0 else f"{points:+d}".replace("-", "−")


def headline(match: Match) -> str:
    outcome = match.game.outcome(match.state)
    winners = " and ".join(match.names[s] for s in outcome.winners)
    return f"{winners} wins!" if len(outcome.winners) == 1 else f"Shared win: {winners}!"


def counted(value: int) -> Markup:
    """``value`` as text (a true minus sign), which the style sheet counts up to from 0 when the screen
    appears: its digits and sign as data attributes, from which end.css works out the number to count to
    (the page allows no inline style). Beyond three digits it is plain text."""
    text = str(abs(value))
    if len(text) > 3:
        return el("span", str(value).replace("-", MINUS), class_="count-plain")
    digits = text.rjust(3, "0")
    return el("span", str(value).replace("-", MINUS), class_="end-count", data_h=digits[0], data_t=digits[1], data_o=digits[2],
              data_neg=value < 0)


def total_words(value: int) -> Markup:
    """"12 points", "−1 point": the number counted up (``counted``), the word after it."""
    return html(counted(value), " ", el("span", noun(value, "point"), class_="unit"))


def burst(game_id: str) -> Markup:
    """The celebration: the game's pieces thrown up over the winner's place and falling away (end.css), or
    nothing at all for a player who asked for less motion; decorative, hidden from assistive technology."""
    pieces = [art(name, cls=f"burst-piece b{i + 1}") for i, name in enumerate(BURST_ART.get(game_id, []))]
    return el("div", pieces, class_="burst", aria_hidden="true") if pieces else Markup("")


def render_rank(ctx: BoardContext[Any], match: Match, place: int, seat: int, *, winner: bool, tied: bool,
                game_id: str, first_winner: bool) -> str:
    """One player's place: medal and place, avatar, name, total (counted up), the tie-break where it ranks
    them, then their score's parts. The winner's place is the podium's top (end.css)."""
    sheet = match.game.scores(match.state)[seat]
    tiebreak_html = (f" <span class=\"tiebreak\">({esc(sheet.tiebreak_label)}: {abs(sheet.tiebreak)})</span>"
                     if tied else "")  # only where it ranks players on equal points
    lines = "".join(f"<li><span>{esc(label)}</span><span class=\"pts\">{signed(points)}</span></li>"
                    for label, points in sheet.breakdown)
    # the score's parts fold away when they are many (the game's details below say them again, in full)
    parts = f"<ul class=\"breakdown\">{lines}</ul>"
    if len(sheet.breakdown) > OPEN_PARTS:
        parts = (f"<details class=\"parts\"{' open' if winner else ''}><summary>Score in parts</summary>{parts}</details>")
    medal = art(MEDALS[place], cls="rank-medal") if place in MEDALS else ""
    you = "<span class=\"sr\">, you</span>" if seat == ctx.viewer and match.human_seats() else ""
    classes = " ".join(c for c in ("rank", f"place-{min(place, 4)}", "winner" if winner else "") if c)
    return (f"<li class=\"{classes}\" data-seat=\"{seat}\">"
            + (burst(game_id) if first_winner else "")
            + f"<div class=\"rank-head\"><span class=\"rank-badge\">{medal}<span class=\"place\">{place}.</span></span>"
            f"{avatar(ctx, seat)}<strong class=\"rank-name\">{esc(match.names[seat])}{you}</strong>"
            f"<span class=\"total\">{total_words(sheet.total)}</span>{tiebreak_html}</div>"
            f"{parts}</li>")


def render_end(screen: PlayScreen, ctx: BoardContext[Any]) -> str:
    match = screen.match
    sheets = match.game.scores(match.state)
    outcome = match.game.outcome(match.state)
    names = match.names
    totals = [sheets[seat].total for seat in outcome.ranking]
    # a shared win puts every winner in first place
    rows = [render_rank(ctx, match, 1 if seat in outcome.winners else place, seat, winner=seat in outcome.winners,
                        tied=totals.count(sheets[seat].total) > 1, game_id=match.game.id,
                        first_winner=seat == outcome.winners[0])
            for place, seat in enumerate(outcome.ranking, start=1)]
    tiebreak = ""
    if outcome.tiebreak_decided:
        label = sheets[outcome.winners[0]].tiebreak_label
        tiebreak = f"<p class=\"tiebreak-note\" role=\"note\">Tied on points: the tie-break ({esc(label)}) decided.</p>"
    humans = match.human_seats()
    used = match.record.hints_used()
    hints = ""
    if humans and any(used[seat] for seat in humans):  # (no line to say nobody asked for one)
        parts = ", ".join(f"{esc(names[seat])} {used[seat]}" for seat in humans)
        hints = f"<p class=\"hints-used\" data-hints=\"{','.join(str(used[s]) for s in humans)}\">Hints used: {parts}.</p>"
    details = ""
    render_details = screen.board.render_end if screen.board is not None else None
    if render_details is not None:
        details = render_details(ctx)
    shared = " shared" if len(outcome.winners) > 1 else ""
    return (f"<main id=\"end\" class=\"screen end\" data-game-over=\"true\">"
            f"{top_bar(f'{match.game.title}: game over')}"
            f"<section class=\"end-stage{shared}\" aria-labelledby=\"end-headline\">"
            f"<p class=\"headline\" id=\"end-headline\">{esc(headline(match))}</p>{tiebreak}"
            f"<ol class=\"ranking end-ranking\" data-players=\"{len(rows)}\">{''.join(rows)}</ol></section>"
            f"<div class=\"end-actions\">{hints}"
            + render_rematch(match)
            + end_screen_buttons(screen.save_id)
            + end_challenge(match, screen.save_id)
            + f"</div>{details}" + render_log(match) + "</main>")


def rematch_seats(match: Match, switch: bool = False) -> tuple[list[SeatInfo], dict[str, Any]]:
    """The seats and options of a rematch of ``record``: the same seats (names, computers and their
    levels) and options, the starting player drawn from the new seed; ``switch``: the same turn order
    started by the player after this game's starter, who sits in seat 1 (the others follow on)."""
    record = match.record
    seats = list(record.seats)
    kept = {option.name for option in match.game.options if option.kept_in_rematch}
    options = {key: value for key, value in record.options.items() if key in kept}
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
