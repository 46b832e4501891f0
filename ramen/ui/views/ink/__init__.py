"""Ramen Ink's board, a table seen from above: the other players' places across the top (compact: their
score cards small, the card they hold, their bin and score), the market in the middle on its felt mat (the
deck, the round's topping cards, the order of play), the viewer's score card at the foot (eight bowls drawn
as bowls in a ring around the round track and the bonus fields, the bin beneath), and the dock (the card
being drawn, its ingredients, Confirm; the bonus when a bowl fills), at the foot of the screen under the
table (``BoardView.render_dock``).

Everything in Ramen Ink is public, so every screen shows the same table (no hand-off). A card is drawn by
tapping one of its ingredients in the dock (a view-only choice kept in ``ctx.ui``) and then a bowl on the
score card: the bowl button picks ``place <ingredient> b<N>`` and is enabled only where that is legal. Each
ingredient also has its own Bin button (``bin <ingredient>``), and Confirm picks ``done``. A filled bowl
opens the bonus in the dock (``bonus ...``). Tapping another's place shows their score card large (``ui``
key ``CARD_KEY``) until the next decision.

Parts: common (names, the choice button, whose card is shown, the runs of three), pieces (chips, topping
and order cards), bowls, sheet (the score card large), places (the others, compact), market, dock, why
(why a control is off), words (the strip's words), end (the end screen's score cards).
"""

from __future__ import annotations

from ramen.ink.view import InkView
from ramen.ui.markup.html import Markup, el
from ramen.ui.views import BoardContext, BoardView
from ramen.ui.views.ink.common import CARD_KEY, SEL_KEY, card_words, default_seat, ordinal, shown_seat, stamp
from ramen.ui.views.ink.dock import render_dock
from ramen.ui.views.ink.end import render_end
from ramen.ui.views.ink.market import render_market
from ramen.ui.views.ink.places import render_places
from ramen.ui.views.ink.sheet import render_sheet
from ramen.ui.views.ink.words import brief, idle_line, next_step, token_label

__all__ = ["BOARD", "CARD_KEY", "SEL_KEY", "card_words", "ordinal", "render_board", "render_end", "shown_seat", "stamp",
           "token_label"]


def render_board(ctx: BoardContext[InkView]) -> Markup:
    view = ctx.view
    mine = default_seat(ctx)
    shown = shown_seat(ctx)
    seats = view["seats"]
    others = [(mine + step) % seats for step in range(1, seats)]
    return el("div", render_places(ctx, others, shown), render_market(ctx), render_sheet(ctx, shown),
              class_="ink-board table" + (" spectator" if ctx.viewer is None else ""), data_phase=view["phase"],
              data_round=view["round"], data_to_act="" if view["to_act"] is None else view["to_act"])


def dock(ctx: BoardContext[InkView]) -> str:
    """The dock under the table: the card being drawn, its ingredients and Confirm, or the bonus ("" else)."""
    return render_dock(ctx) or ""


BOARD: BoardView[InkView] = BoardView(next_step=next_step, idle_line=idle_line, render_board=render_board,
                                      render_end=render_end, token_label=token_label, handoff=False,
                                      selections=(SEL_KEY,), render_dock=dock, brief=brief)
