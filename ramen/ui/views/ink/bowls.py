"""A bowl of the score card shown large, drawn as a bowl: its order card on it, its number, six round
places in the broth (an ingredient drawn shows as its chip; the place the chosen ingredient would take is
dashed and shows it faintly), the dish with what the bowl is worth now, or closed with its score once
served. While the viewer draws, the bowl is the button that draws the chosen ingredient into it."""

from __future__ import annotations

from ramen.ink.view import InkBowlView, InkOrderView, InkPlayerView, InkView


from typing import Any

from ramen.core.words import plural
from ramen.ui.markup.html import Markup, el, html
from ramen.ui.markup.pictures import PIECE_ART, art
from ramen.ui.views import BoardContext, sr
from ramen.ui.views.ink.common import NAMES, points, selected_ingredient
from ramen.ui.views.ink.pieces import ing_chip, order_card
from ramen.ui.views.ink.words import bowl_words, short_order

#: where each bowl (0-based) sits in the 3x3 ring: clockwise from the top left, the centre in the middle
RING_AREAS = ("b1", "b2", "b3", "b4", "b5", "b6", "b7", "b8")


def broth(seat: int, number: int, bowl: InkBowlView, coming: str | None = None) -> Markup:
    """The bowl's six places: the ingredients drawn as chips, the empty ones sunk into the broth; with
    ``coming``, the first empty place dashed with that ingredient shown faintly (where a tap puts it)."""
    places = [el("span", ing_chip(ing), class_="ink-field filled") for ing in bowl["contents"]]
    room = bowl["room"]
    if coming and room and not bowl["served"]:
        places.append(el("span", art(PIECE_ART.get(coming, ""), cls="ink-ghost"), class_="ink-field next"))
        room -= 1
    places += [Markup('<span class="ink-field"></span>')] * room
    return el("span", places, class_="ink-broth", aria_hidden="true", data_zone=f"bowl:{seat}:{number}")


def dish(seat: int, number: int, bowl: InkBowlView) -> Markup:
    """The bowl's glazed side: what it scores if served now; a served bowl's score on a medallion."""
    key = f"bowl:{seat}:{number}"  # its points count from "now" to "served"
    if bowl["served"]:
        score = bowl["score"] or 0
        return html(el("span", el("span", "Served", class_="ink-dish-words"), class_="ink-dish", aria_hidden="true"),
                    el("span", el("span", points(score), class_="ink-medal-num", data_tally=score, data_tally_key=key),
                       el("span", "pts", class_="ink-medal-unit"),
                       class_="ink-medal" + (" zero" if not score else ""), aria_hidden="true"),
                    el("span", f"Served: {plural(score, 'point')}", class_="ink-served sr"))
    value = bowl["value"]
    return el("span", el("span", points(value), class_="ink-now", data_tally=value, data_tally_key=key),
              el("span", " pts", class_="ink-dish-words"), class_="ink-dish zero" if not value else "ink-dish",
              aria_hidden="true")


def bowl_head(number: int, order: InkOrderView, served: bool) -> Markup:
    """The bowl's number and its order card, and (where there is room) the order's rule and when it is served."""
    due = "served" if served else f"serve: round {order['served_after_round']}"
    return el("span", el("span", number, class_="ink-num"), order_card(order["order"], order["kind"]),
              el("span", el("span", short_order(order["order"]), class_="ink-otext"),
                 el("span", due, class_="ink-due"), class_="ink-order-words"),
              class_="ink-order", aria_hidden="true", title=order["text"])


def bowl_action(ctx: BoardContext[InkView], number: int) -> tuple[tuple[str, ...] | None, str, str]:
    """What tapping bowl ``number`` does now: its whole action's tokens (the rules say why when it is not
    legal), or None and why the bowl is no target yet; and the start of its words."""
    view = ctx.view
    prefix = ctx.prefix
    if view["phase"] == "bonus":
        field = prefix[1] if len(prefix) >= 2 and prefix[0] == "bonus" else None
        if field is None or field == "points":
            return None, "Choose an extra ingredient in the bonus panel first.", ""
        return ("bonus", field, f"b{number}"), "", f"Extra {NAMES.get(field, field)} in "
    sel = selected_ingredient(ctx)
    if sel is None:
        return None, ctx.why_not(("place",)), ""
    if prefix and prefix[0] != "place":
        return None, "Cancel the choice in progress first.", f"{NAMES[sel]} in "
    return ("place", sel, f"b{number}"), "", f"{NAMES[sel]} in "


def render_bowl(ctx: BoardContext[InkView], player: InkPlayerView, b: int, interactive: bool, runs: set[int],
                news: list[str] | None = None) -> Markup:
    """Bowl ``b`` (0-based) of ``player``'s score card, a button while the viewer draws onto it."""
    view = ctx.view
    bowl = player["bowls"][b]
    order = view["orders"][b]
    number = b + 1
    seat = player["seat"]
    classes = ["ink-bowl", f"area-{RING_AREAS[b]}"]
    if bowl["served"]:
        classes.append("served")
    if bowl["room"] == 0:
        classes.append("full")
    current = view["drawing"]
    if current is not None and current["seat"] == seat:
        if any(row["status"] == "placed" and row["bowl"] == number for row in current["ingredients"]):
            classes.append("this-card")
        if number in runs and not bowl["served"]:
            classes.append("in-run")
    note = None
    if news:
        classes.append("moved")
        note = el("span", f"New: {', '.join(news)}", class_="ink-moved")
    data: dict[str, Any] = {"data_bowl": number, "data_count": bowl["count"], "data_score": bowl["score"] if bowl["served"] else None}
    full, why, verb = bowl_action(ctx, number) if interactive else (None, "", "")
    rest = full[len(ctx.prefix):] if full is not None and full[:len(ctx.prefix)] == ctx.prefix else ()
    enabled = bool(rest) and ctx.can_pick(*rest)
    coming = full[1] if enabled and full is not None else None
    body = html(bowl_head(number, order, bowl["served"]),
                el("span", broth(seat, number, bowl, coming), dish(seat, number, bowl), class_="ink-bowlart"), note)
    words = f"bowl {number} ({order['name']}; {bowl_words(bowl)})"
    if not interactive:
        return el("div", sr(f"Bowl {number} of {ctx.who(seat)}, {order['name']}: {bowl_words(bowl)}."), body,
                  class_=" ".join(classes), **data)
    body = html(sr(f"{verb}{words}."), body)
    if enabled:
        classes.append("allowed")
        return ctx.pick(*rest, content=body, cls=" ".join(classes), **data)
    return ctx.command("pick", full or (f"b{number}",), body, enabled=False, cls=" ".join(classes),
                       title=ctx.why_not(full) if full else ctx.why_not(why=why), key=f"ink:bowl{number}", **data)
