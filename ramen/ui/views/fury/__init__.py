"""Ramen Fury's board, a table seen from above: the others' places across the top (compact: avatar, spoons,
hand, score, three bowls), the market in the middle (the deck, the discard pile, the Pantry), the viewer's
own bowls, and at the foot the dock (whose turn, the hand fanned, the verbs).

Hands are secret, so the shell hands the tablet over between two people (``BOARD.handoff``) and this
board shows a hand only when the view carries it: ``ctx.view["hand"]``, the viewer's own.

How a turn is played by taps (every button is a choice button, ``choose`` or ``ctx.pick``: enabled
only where it leads to a legal action):

* choose a verb in the action bar (Prep, Draw, Restock, Eat, Spoon, Empty, Play chili/nori, End
  turn), then its target on the table: after ``prep`` the hand's cards, after ``prep egg`` your
  bowls; after ``spoon`` every bowl whose top card may be taken (``p2b1``), then your bowls or
  "Into my hand"; after ``eat`` / ``empty`` your bowls; after ``play chili`` any bowl;
* shortcuts for what can only mean one thing: tapping the deck or a Pantry card draws it, tapping a
  card in your hand preps it (chili and nori: plays it), then tap a bowl;
* the two prompts, the reveal reaction (``place pantry <n> p<i>b<k>`` or ``pass``) and the hand
  limit (``discard <card>``), open a highlighted panel at the top of the board.

A chosen step shows as pressed; tapping it again (or "Cancel") takes it back, and tapping another
verb or card starts that one instead (``pick-fresh``).
"""

from __future__ import annotations

from ramen.fury.view import FuryView
from ramen.ui.markup.html import Markup, el
from ramen.ui.views import BoardContext, BoardView
from ramen.ui.views.fury.common import card_name, points
from ramen.ui.views.fury.dock import render_dock
from ramen.ui.views.fury.end import render_end
from ramen.ui.views.fury.market import render_prompt, render_table
from ramen.ui.views.fury.places import render_places
from ramen.ui.views.fury.words import brief, idle_line, next_step, recent_moves, token_label

__all__ = ["BOARD", "card_name", "points", "render_board", "render_end", "token_label"]


def render_board(ctx: BoardContext[FuryView]) -> Markup:
    view = ctx.view
    prompt = view["prompt"]
    to_act = view["to_act"]
    recent = recent_moves(ctx)
    others, mine = render_places(ctx, recent)
    return el("div", render_prompt(ctx), others, render_table(ctx, recent), mine,
              class_="fury-board table" + (" spectator" if ctx.viewer is None else ""), data_phase=view["phase"],
              data_to_act="" if to_act is None else to_act, data_actions_left=view["actions_left"],
              data_prompt=prompt["kind"] if prompt else "", data_viewer="" if ctx.viewer is None else ctx.viewer,
              data_prefix=" ".join(ctx.prefix), data_seats=view["seats"])


def dock(ctx: BoardContext[FuryView]) -> str:
    """The viewer's dock: whose turn, their hand, their actions (no viewer, no dock)."""
    return render_dock(ctx) if ctx.viewer is not None else ""


BOARD: BoardView[FuryView] = BoardView(render_board=render_board, render_end=render_end, token_label=token_label,
                                       card_name=card_name, handoff=True, next_step=next_step, idle_line=idle_line,
                                       render_dock=dock, brief=brief)

