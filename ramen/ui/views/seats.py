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


def seat_head(ctx: BoardContext[Any], seat: int, facts: Child, *, name: str | None = None, current: bool = False,
              cls: str = "") -> Markup:
    """A place's head: avatar, name (``name``, else the seat's), "to play" when ``current``, the facts."""
    tags = [sr(", to play") if current else None,  # (the place's ring shows it; the strip says whose turn)
            sr(", you") if seat == ctx.viewer else None, sr(", computer") if seat in ctx.bot_seats else None]
    return el("header", avatar(ctx, seat), el("h2", name or ctx.who(seat), class_="seat-name"), tags,
              el("span", facts, class_="seat-facts"), class_=f"seat-head {cls}".strip())
