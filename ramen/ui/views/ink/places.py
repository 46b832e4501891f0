"""The other players' places across the top of the table, compact: avatar, name, the topping card they hold
this round, their bin and score, and their score card small (eight little bowls with what is in them, a
served one closed with its score). Tapping a place shows that score card large at the foot of the table."""

from __future__ import annotations

from ramen.ink.view import InkBowlView, InkPlayerView, InkView


from typing import Any

from ramen.core.words import noun, plural
from ramen.ui.markup.html import Markup, el, html
from ramen.ui.views import BoardContext, sr
from ramen.ui.views.ink.common import CARD_KEY, card_words, points, recent_draws, stamp
from ramen.ui.views.ink.pieces import ing_chip, topping_card
from ramen.ui.views.seats import last_turn, seat_head


def held_card(view: InkView, seat: int) -> str | None:
    """The topping card ``seat`` holds in front of it: the one taken this round, until it is drawn (while it
    is being drawn it lies in the dock)."""
    if view["phase"] == "pick":
        return next((card["card"] for card in view["revealed"] if card["taken_by"] == seat), None)
    for placement in view["placements"]:
        if placement["seat"] == seat and placement["which"] == "own" and placement["state"] == "waiting":
            return placement["card"]
    return None


def held(view: InkView, seat: int, size: str = "xs") -> Markup:
    """The place where a seat's topping card lies (a zone: a card taken travels here from the market)."""
    card = held_card(view, seat)
    inner = el("span", topping_card(card, size), data_thing=f"topping-card:{card}", title=card_words(card)) if card else None
    return el("span", inner, sr(f"holds {card_words(card)}") if card else None, class_="ink-held", data_zone=f"took:{seat}")


def bin_fact(player: InkPlayerView, zoned: bool = True) -> Markup:
    count = player["bin"]
    return el("span", el("span", "Bin", class_="ink-fact-label"), el("span", f"{count}/8", class_="print"),
              class_="fact ink-binfact", data_zone=f"bin:{player['seat']}" if zoned else None,
              data_hidden=count if zoned else None, data_lands=f"bin:{player['seat']}" if zoned else None,
              title=f"{plural(count, 'ingredient')} in the bin, penalty {points(player['bin_penalty'])}")


def score_fact(player: InkPlayerView, zoned: bool = True) -> Markup:
    total = player["total"]
    return el("span", el("span", points(total), class_="score-num", data_tally=total if zoned else None,
                         data_tally_key=f"total:{player['seat']}" if zoned else None),
              el("span", "pts", class_="score-unit"), class_="fact score", aria_hidden="true")


def mini_bowl(seat: int, bowl: InkBowlView, news: list[str], zoned: bool = True) -> Markup:
    """One bowl of a score card shown small: its chips, its number (a served one: its score); ``zoned``: the
    place its pieces travel to (not while the same card is shown large)."""
    number = bowl["bowl"]
    served = bowl["served"]
    chips = [ing_chip(ing, "xs", zoned) for ing in bowl["contents"]]
    count = len(bowl["contents"])
    # (its fill level shows how full it is where its chips would be too small to see: static/css/ink.css)
    cls = f"ink-mini-bowl f{count}" + (" served" if served else "") + (" moved" if news else "")
    mark = points(bowl["score"] or 0) if served else str(number)
    return el("span", el("span", chips, class_="ink-mini-broth", data_zone=f"bowl:{seat}:{number}" if zoned else None),
              el("span", mark, class_="ink-mini-num print", data_lands=f"mini:{seat}:{number}" if zoned else None),
              class_=cls, data_bowl=number)


def render_place(ctx: BoardContext[InkView], seat: int, shown: int) -> Markup:
    """Another player's place, compact; its score card small is the button that shows it large."""
    view = ctx.view
    player = view["players"][seat]
    news = recent_draws(ctx).get(seat, {})
    count = sum(len(v) for v in news.values())
    zoned = shown != seat  # shown large too: its pieces travel there, not here
    bowls = [mini_bowl(seat, bowl, news.get(bowl["bowl"], []), zoned) for bowl in player["bowls"]]
    name = ctx.who(seat)
    words = html(sr(f"{name}'s score card, {plural(player['total'], 'point')}"),
                 sr(f", {count} new {noun(count, 'ingredient')} since your turn") if count else None,
                 sr(": show it large" if shown != seat else ": shown large"),
                 el("span", bowls, class_="ink-mini-bowls", aria_hidden="true"))
    sheet = ctx.ui_button(CARD_KEY, f"{seat}@{stamp(view)}", words, cls="ink-mini", pressed=shown == seat)
    current = seat == view["to_act"] and view["phase"] != "over"
    facts = html(held(view, seat), bin_fact(player, zoned), score_fact(player, zoned))
    return el("section", seat_head(ctx, seat, facts, current=current, cls="ink-opp-head"), sheet, last_turn(ctx, seat),
              class_="place ink-opp" + (" current" if current else "") + (" shown" if shown == seat else ""),
              data_seat=seat, aria_label=f"{name}'s place")


def render_places(ctx: BoardContext[InkView], seats: list[int], shown: int) -> Markup | None:
    if not seats:
        return None
    return el("div", el("h2", "The other players", class_="sr"), [render_place(ctx, seat, shown) for seat in seats],
              class_="ink-others", data_count=len(seats))
