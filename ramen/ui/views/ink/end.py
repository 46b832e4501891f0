"""Ramen Ink's end screen details: each player's score card (in the order of the ranking) as a table narrow
enough for a phone, every bowl with its order card, what was drawn in it (chips with their counts) and its
points, then the bonus points, the bin's penalty and the total."""

from __future__ import annotations

from ramen.ink.view import InkView


from ramen.core.words import plural
from ramen.ink.components import INGREDIENTS
from ramen.ui.markup.html import MINUS, Markup, el, html
from ramen.ui.views import BoardContext, sr
from ramen.ui.views.ink.common import NAMES, points
from ramen.ui.views.ink.pieces import ing_chip, order_card
from ramen.ui.views.seats import avatar

END_COLUMNS = ("Bowl", "Order", "Drawn", "Pts")


def _counts(contents: list[str]) -> Markup:
    parts = [el("span", ing_chip(ing, "s", False), el("span", f"×{contents.count(ing)}", class_="ink-times"),
                sr(f" {NAMES[ing]}"), class_="ink-count")
             for ing in INGREDIENTS if contents.count(ing)]
    return html(parts or el("span", "empty", class_="ink-sub"))


def render_end(ctx: BoardContext[InkView]) -> Markup:
    """Each player's 8 bowls with their scores, their bonuses and their bin penalty."""
    view = ctx.view
    blocks = []
    try:
        ranked = list(ctx.game.outcome(ctx.state).ranking)
    except Exception:  # no outcome (not over): seat order
        ranked = list(range(len(view["players"])))
    for player in (view["players"][seat] for seat in ranked):
        rows = []
        for b, bowl in enumerate(player["bowls"]):
            order = view["orders"][b]
            score = bowl["score"] if bowl["score"] is not None else bowl["value"]
            rows.append(el("tr", el("th", b + 1, scope="row"),
                           el("td", el("span", order_card(order["order"], order["kind"]), el("span", order["name"], class_="ink-end-oname"),
                                       class_="ink-end-ocell"), class_="ink-end-order", title=order["text"]),
                           el("td", el("span", _counts(bowl["contents"]), class_="ink-drawn"), class_="ink-end-contents"), el("td", points(score), class_="pts"),
                           data_bowl=b + 1))
        used = [f["field"] for f in player["bonus_fields"] if f["used"]]
        extras = [NAMES[f] for f in used if f in INGREDIENTS]
        plus = sum(1 for f in used if f not in INGREDIENTS)
        rows.append(el("tr", el("th", "+3", scope="row"),
                       el("td", f"Bonus points fields: {plus}", f"; extra ingredients: {', '.join(extras)}" if extras else None,
                          colspan=2),
                       el("td", player["bonus_points"], class_="pts"), class_="ink-end-extra"))
        lost = f"; {player['lost']} lost (no place)" if player["lost"] else ""
        rows.append(el("tr", el("th", "Bin", scope="row"),
                       el("td", f"{plural(player['bin'], 'ingredient')} in the bin{lost}", colspan=2),
                       el("td", points(player["bin_penalty"]), class_="pts"), class_="ink-end-extra"))
        rows.append(el("tr", el("th", "Total", scope="row", colspan=3), el("td", player["total"], class_="pts"),
                       class_="ink-end-total"))
        columns = el("thead", el("tr", [el("th", column, scope="col") for column in END_COLUMNS]))
        name = ctx.who(player["seat"])
        blocks.append(el("section", el("h3", avatar(ctx, player["seat"]), el("span", name, class_="ink-end-name"), " ",
                                       el("span", plural(player["total"], "point", minus=MINUS), class_="ink-end-sum")),
                         el("table", columns, el("tbody", rows), class_="ink-end-table", aria_label=f"{name}'s score card"),
                         class_="ink-end-player", data_seat=player["seat"]))
    return el("section", el("h2", "Score cards"), el("div", blocks, class_="ink-end-grid"),
              class_="ink-end", aria_label="Score cards")
