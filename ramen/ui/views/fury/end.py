"""Ramen Fury's end screen details: every player's bowls, the eaten ones with their cards and their score in
parts (flavor, nori, chili), the uneaten ones marked as scoring nothing."""

from __future__ import annotations

from ramen.fury.view import FuryView
from ramen.ui.markup.html import Markup, el
from ramen.ui.views import BoardContext
from ramen.ui.views.fury.common import card_name, face, points, points_words, signed


END_COLUMNS = ("Bowl", "Cards", "Flavor", "Nori", "Chili", "Total")


def render_end(ctx: BoardContext[FuryView]) -> Markup:
    """Every player's bowls: the eaten ones with their cards and score in parts (flavor, nori,
    chili), the uneaten ones marked as scoring nothing."""
    sheets = ctx.game.scores(ctx.state)
    blocks = []
    for seat, sheet in enumerate(sheets):
        rows = []
        for bowl in sheet.details.get("bowls", []):
            cards = el("div", [face(card, "s") for card in bowl["cards"]] or el("span", "empty", class_="fury-empty"),
                       class_="fury-end-cards")
            head = el("th", f"Bowl {bowl['bowl']}", scope="row")
            if bowl["eaten"]:
                parts = bowl.get("breakdown") or {}
                flavor = parts.get("flavor")
                rows.append(el("tr", head, el("td", cards),
                               el("td", f"{card_name(flavor) if flavor else 'no Flavor'}: {points(parts.get('flavor_points', 0))}"),
                               el("td", signed(parts.get("nori_bonus", 0))), el("td", signed(parts.get("chili_penalty", 0))),
                               el("td", points(bowl["score"]), class_="fury-end-total"),
                               data_bowl=bowl["bowl"], class_="eaten"))
            else:
                rows.append(el("tr", head, el("td", cards), el("td", "not eaten: scores nothing", colspan=4),
                               data_bowl=bowl["bowl"], class_="uneaten"))
        columns = el("thead", el("tr", [el("th", column, scope="col") for column in END_COLUMNS]))
        blocks.append(el(
            "article",
            el("h3", f"{ctx.who(seat)}: ", el("span", points_words(sheet.total), class_="fury-end-sum")),
            el("div", el("table", columns, el("tbody", rows), class_="fury-end-table"),
               class_="fury-end-scroll", tabindex=0, role="region", aria_label=f"{ctx.who(seat)}'s bowls (scrolls sideways)"),
            el("p", f"Cards in eaten bowls: {sheet.details.get('cards_eaten', 0)}", class_="fury-end-cards-eaten"),
            class_="fury-end-player", data_seat=seat))
    return el("section", el("h2", "The bowls"), el("div", blocks, class_="fury-end-players"),
              class_="fury-end", aria_label="Every bowl")
