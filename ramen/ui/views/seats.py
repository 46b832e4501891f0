"""What every board draws of a seat: its avatar (a person's initial in the seat's colour, or a computer),
and its place's head (avatar, name, the facts the game gives); the same look at every table
(static/css/table.css)."""

from __future__ import annotations

from typing import Any

from ramen.ui.markup.html import Child, Markup, el
from ramen.ui.markup.pictures import art
from ramen.ui.views import BoardContext, sr


def avatar(ctx: BoardContext[Any], seat: int) -> Markup:
    """A seat's round badge in its colour: a person's initial, or a computer."""
    if seat in ctx.bot_seats:
        return el("span", art("robot", cls="avatar-art"), class_=f"avatar bot seat-{seat}", aria_hidden="true")
    name = ctx.who(seat).strip()
    return el("span", (name[:1] or "?").upper(), class_=f"avatar seat-{seat}", aria_hidden="true")


def whose(ctx: BoardContext[Any], seat: int) -> str:
    """Whose things, in a place's or the dock's words: "Your" while one person plays on this device; where several
    pass it round, the seat's name ("Ken's"), so that nobody takes another's things for theirs."""
    people = [s for s in range(len(ctx.names)) if s not in ctx.bot_seats]
    return "Your" if len(people) <= 1 else f"{ctx.who(seat)}'s"


def last_turn(ctx: BoardContext[Any], seat: int) -> Markup | None:
    """The seat's turn since the viewer last acted, short with the pieces' pictures, for its strip (where a phone
    shows it instead of the recap above the table; the recap says it in words for screen readers)."""
    line = ctx.last_turns.get(seat)
    return el("p", Markup(line), class_="strip-last", aria_hidden="true") if line else None


def look_button(ctx: BoardContext[Any], key: str, seat: int, looking: bool) -> Markup:
    """Another's avatar on their strip as the button that shows their place whole (``key``: the board's display
    toggle; tapped again, the strip comes back)."""
    name = ctx.who(seat)
    return ctx.ui_button(key, "" if looking else str(seat), avatar(ctx, seat), cls="look-button", pressed=looking,
                         label=f"{'Show the strip of' if looking else 'Show the whole place of'} {name}")


def looked_at(ctx: BoardContext[Any], key: str) -> int | None:
    """The seat whose place the viewer asked to see whole (``look_button``), or None."""
    value = str(ctx.ui.get(key, ""))
    return int(value) if value.isdigit() else None


def seat_head(ctx: BoardContext[Any], seat: int, facts: Child, *, name: str | None = None, current: bool = False,
              cls: str = "", mark: Child = None) -> Markup:
    """A place's head: avatar (or ``mark`` in its place), name (``name``, else the seat's), "to play" when ``current``,
    the facts."""
    tags = [sr(", to play") if current else None,  # (the place's ring shows it; the strip says whose turn)
            sr(", you") if seat == ctx.viewer else None, sr(", computer") if seat in ctx.bot_seats else None]
    return el("header", mark if mark is not None else avatar(ctx, seat), el("h2", name or ctx.who(seat), class_="seat-name"), tags,
              el("span", facts, class_="seat-facts"), class_=f"seat-head {cls}".strip())
