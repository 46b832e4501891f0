"""Ramen Extreme's board, a table seen from above: the others' places across the top (compact: their score,
Chopsticks, Heat card, tokens as chips and claimed bowls), the market in the middle on a felt mat (the
face-down pile, the Table's three bowl cards, the four Hot Pots), the viewer's own place, and at the foot the
dock (the question of the moment, whose turn, the five dice and what to do with them, the viewer's tokens).

Everything in Ramen Extreme is public (only the order of the face-down pile is hidden), so every screen
shows the same table: no hand-off. How a turn is played by taps:

* before rolling: "Roll the dice", or one optional action: Claim on a Table bowl (it asks first: a claim
  can't be undone), Steal or Replace (Chopsticks), Swap (then tap the token to swap);
* rolling: tap a die to keep it (``hold i``; tap again: ``release i``), "Roll (N left)" re-rolls the
  others, "Stop" keeps the dice as they are; the third roll makes them final;
* resolving: the tokens the dice allow (``take <token>``, in the dock and on the Hot Pots), "Fans" and "Done";
* after: the optional action if not taken yet, then "End turn".

Actions that are complete AND the start of a longer one (``claim b1`` / ``claim b1 b3``, ``replace b1`` /
``replace b1 b2``) are offered as whole-action buttons (``cmd="act"``), one per choice.

The parts: ``common`` (names, chips, choice buttons), ``words`` (the strip's
lines, what moved), ``dice``, ``places``, ``market``, ``prompts``, ``dock``, ``end``.
"""

from __future__ import annotations

from ramen.extreme.view import ExtremeView
from ramen.ui.markup.html import Markup, el
from ramen.ui.views import BoardContext, BoardView
from ramen.ui.views.extreme.common import CONFIRM_KEY, WORDS, Choices
from ramen.ui.views.extreme.dock import render_dock
from ramen.ui.views.extreme.end import render_end
from ramen.ui.views.extreme.market import render_market
from ramen.ui.views.extreme.places import render_places
from ramen.ui.views.extreme.prompts import render_prompt
from ramen.ui.views.extreme.words import (brief, idle_line, next_step, recent_moves, recent_moves_by_others,
                                          token_label)

__all__ = ["BOARD", "CONFIRM_KEY", "WORDS", "render_board", "render_dock", "render_end", "token_label"]


def render_board(ctx: BoardContext[ExtremeView]) -> Markup:
    """The table: the others' places, the market and the viewer's place (the dock is the screen's foot,
    ``BOARD.render_dock``)."""
    view = ctx.view
    choices = Choices(ctx)
    notes, fresh = recent_moves(ctx)
    moved = recent_moves_by_others(ctx)
    others, mine = render_places(ctx, notes, fresh, moved)
    to_act = view.get("to_act")
    return el("div", render_prompt(ctx, choices), others, render_market(ctx, choices, moved["slots"]), mine,
              class_="extreme-board table" + (" spectator" if ctx.viewer is None else ""), data_stage=view["phase"],
              data_to_act="" if to_act is None else to_act, data_seats=view["seats"],
              data_viewer="" if ctx.viewer is None else ctx.viewer)


def dock(ctx: BoardContext[ExtremeView]) -> str:
    """The dock under the table: the question of the moment, whose turn, the dice and what to do ("" else)."""
    return render_dock(ctx) or ""


BOARD: BoardView[ExtremeView] = BoardView(next_step=next_step, render_board=render_board, render_end=render_end,
                                          token_label=token_label, handoff=False, selections=(CONFIRM_KEY,),
                                          idle_line=idle_line, render_dock=dock, brief=brief)
