"""A score card shown large, the place at the foot of the table (the viewer's own, unless they tapped
another's place to look at it): its head (avatar, name, score), the eight bowls in a ring (a 3x3 grid,
bowl 8 beside bowl 1) around the round track, and under it the bonus fields and the bin as rows of places."""

from __future__ import annotations

from ramen.ink.view import InkPlayerView, InkView


import re
from typing import Any

from ramen.ink.components import INGREDIENTS
from ramen.ink.scoring import BIN_PENALTIES
from ramen.ui.markup.html import Markup, el, html
from ramen.ui.views import BoardContext, sr
from ramen.ui.views.ink.bowls import render_bowl
from ramen.ui.views.ink.common import (CARD_KEY, NAMES, SERVES, SERVES_PRINT, default_seat, drawing_here, points,
                                       possible_runs, recent_draws, stamp)
from ramen.ui.views.ink.pieces import COIN, ing_chip
from ramen.ui.views.seats import seat_head, whose

ALLOWED = re.compile(r'class="[^"]*\ballowed\b')


def render_rounds(view: InkView) -> Markup:
    """The round track: six numbered discs (past ones crossed, the current one lit), a little bowl under
    rounds 3 to 6 with the bowls served after them."""
    rounds = []
    for r in range(1, view["rounds"] + 1):
        state = "done" if r < view["round"] or view["phase"] == "over" else "current" if r == view["round"] else ""
        serve = el("span", el("span", SERVES_PRINT[r], class_="print"), class_="ink-serve", aria_hidden="true") \
            if r in SERVES else None
        label = f"Round {r}{' (now)' if state == 'current' else ''}{', then ' + SERVES[r] + ' served' if r in SERVES else ''}"
        rounds.append(el("li", el("span", r, class_="ink-rno print", aria_hidden="true"), serve, sr(label),
                         class_=state or None, title=label))
    return el("ol", rounds, class_="ink-rounds", aria_label="Rounds")


def render_bonus_fields(player: InkPlayerView) -> Markup:
    """The six bonus fields: an extra of each ingredient (its chip) and two +3 points (gold coins); a used
    one crossed off."""
    fields = []
    for f in player["bonus_fields"]:
        name = f["field"]
        used = f["used"]
        if name in INGREDIENTS:
            inner, words = ing_chip(name, "", False), f"Extra {NAMES[name]}"
        else:
            inner, words = COIN, "+3 points"
        fields.append(el("li", inner, sr(f"{words}{': used' if used else ': free'}"),
                         class_="ink-bfield used" if used else "ink-bfield", title=f"{words}{' (used)' if used else ''}"))
    return el("ul", fields, class_="ink-bonus-fields", aria_label=f"Bonus fields (+{player['bonus_points']})")


def render_bin(player: InkPlayerView) -> Markup:
    """The bin: eight places in a row, the penalty printed above each, the ones used crossed."""
    boxes = []
    for k in range(8):
        filled = k < player["bin"]
        step = BIN_PENALTIES[k + 1]  # above each box: the penalty once it is crossed
        boxes.append(el("li", el("span", el("small", f"−{-step}" if step else "0"), class_="print ink-step"),
                        el("span", "✕" if filled else "", class_="ink-box print"), class_="x" if filled else None))
    pen = player["bin_penalty"]
    return el("div", el("span", "Bin", class_="ink-label", aria_hidden="true"),
              el("ol", boxes, class_="ink-bin", aria_label=f"Bin: {player['bin']} of 8, penalty {pen}",
                 data_zone=f"bin:{player['seat']}", data_hidden=player["bin"], data_lands=f"bin:{player['seat']}"),
              el("span", f"Lost: {player['lost']}", class_="ink-lost", title="Ingredients with no place (no penalty)")
              if player["lost"] else None,
              class_="ink-binrow")


def render_extras(player: InkPlayerView) -> Markup:
    """Under the ring: the bonus fields and the bin."""
    return el("div", el("div", el("span", "Bonus", class_="ink-label", aria_hidden="true"), render_bonus_fields(player),
                        class_="ink-bonusrow"),
              render_bin(player), class_="ink-extras")


def sheet_head(ctx: BoardContext[InkView], player: InkPlayerView, mine: int) -> Markup:
    """The place's head: avatar, name, score; "Back to mine" when looking at another's card."""
    view = ctx.view
    seat = player["seat"]
    total = player["total"]
    score = el("span", el("span", points(total), class_="score-num ink-total", data_tally=total,
                          data_tally_key=f"total:{seat}"),
               el("span", "pts", class_="score-unit"), sr(f" {points(total)} points"), class_="fact score")
    back = None
    if seat != mine:
        back = ctx.ui_button(CARD_KEY, f"{mine}@{stamp(view)}", html("Back to mine", sr(": show my score card")),
                             cls="ink-back", hinted=ctx.acting and len(ctx.hint) == 3)
    name = f"{whose(ctx, seat)} score card" if seat == ctx.viewer else f"{ctx.who(seat)}'s score card"
    current = seat == view["to_act"] and view["phase"] != "over"
    return seat_head(ctx, seat, html(score, back), name=name, current=current, cls="ink-sheet-head")


def render_sheet(ctx: BoardContext[InkView], seat: int) -> Markup:
    """The score card of ``seat`` shown large, its bowls the buttons while the viewer draws onto it."""
    view = ctx.view
    player = view["players"][seat]
    interactive = drawing_here(ctx, seat)
    current = view["drawing"]
    runs = {b + 1 for run in possible_runs(view) for b in run} if current is not None and current["seat"] == seat else set()
    news = recent_draws(ctx).get(seat, {})
    bowls = [render_bowl(ctx, player, b, interactive, runs, news.get(b + 1, [])) for b in range(8)]
    centre = el("div", render_rounds(view), class_="ink-centre")
    lit = interactive and any(ALLOWED.search(bowl) for bowl in bowls)  # a choice is live: the bowls it can't take dim
    mine = default_seat(ctx)
    cls = "ink-sheet place" + (" mine" if seat == mine else " looking") + (" current" if seat == view["to_act"] else "")
    return el("section", sheet_head(ctx, player, mine),
              el("div", bowls, centre, class_="ink-ring lit" if lit else "ink-ring", data_acting="score-card" if interactive else None),
              render_extras(player),
              class_=cls, aria_label=f"{ctx.who(seat)}'s score card", data_seat=seat,
              data_own_place="" if seat == ctx.viewer else None)
