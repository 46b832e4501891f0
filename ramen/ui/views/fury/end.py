"""Ramen Fury's end screen details: every player's bowls, each a compact row that reads on a phone: its cards
as small pictures, then its score in parts (the flavor and its points, + each nori, − each chili) and the
bowl's total; an uneaten bowl scores nothing and says so."""

from __future__ import annotations

from typing import Any

from ramen.fury.view import FuryView
from ramen.ui.markup.html import Markup, el
from ramen.ui.markup.pictures import piece_art
from ramen.ui.views import BoardContext, sr
from ramen.ui.views.fury.common import card_name, face, points, points_words, signed
from ramen.ui.views.seats import avatar


def _parts(parts: dict[str, Any]) -> Markup:
    """An eaten bowl's score in parts: the flavor with its points, + nori, − chili (each only where it counts)."""
    flavor = parts.get("flavor")
    items = [el("li", piece_art(flavor, cls="fury-end-part-art") if flavor else None,
                el("span", card_name(flavor) if flavor else "No flavor", class_="fury-end-part-name"),
                el("span", points(parts.get("flavor_points", 0)), class_="fury-end-pts"), class_="flavor")]
    if parts.get("nori_bonus"):
        items.append(el("li", piece_art("nori", cls="fury-end-part-art"), el("span", "Nori", class_="fury-end-part-name"),
                        el("span", signed(parts["nori_bonus"]), class_="fury-end-pts"), class_="nori"))
    if parts.get("chili_penalty"):
        items.append(el("li", piece_art("chili", cls="fury-end-part-art"), el("span", "Chili", class_="fury-end-part-name"),
                        el("span", signed(parts["chili_penalty"]), class_="fury-end-pts"), class_="chili"))
    return el("ul", items, class_="fury-end-parts", aria_label="Score in parts")


def render_bowl(bowl: dict[str, Any]) -> Markup:
    """One bowl: its name, its cards, its score in parts and its total (or "not eaten")."""
    cards = [face(card, "s") for card in bowl["cards"]]
    pile = el("div", cards or el("span", "empty", class_="fury-empty"), class_="fury-end-cards",
              aria_label=", ".join(card_name(card) for card in bowl["cards"]) or "empty", role="img" if cards else None)
    name = el("span", f"Bowl {bowl['bowl']}", class_="fury-end-bowl-name")
    if bowl["eaten"]:
        total = el("span", sr("total "), points(bowl["score"]), class_="fury-end-total")
        return el("li", name, total, pile, _parts(bowl.get("breakdown") or {}), class_="fury-end-bowl eaten",
                  data_bowl=bowl["bowl"])
    return el("li", name, el("span", "0", sr(" points"), class_="fury-end-total none"), pile,
              el("p", "Not eaten: scores nothing", class_="fury-end-uneaten"),
              class_="fury-end-bowl uneaten", data_bowl=bowl["bowl"])


def render_end(ctx: BoardContext[FuryView]) -> Markup:
    """Every player's bowls, in the order of the ranking: the eaten ones with their cards and score in parts
    (flavor, nori, chili), the uneaten ones marked as scoring nothing."""
    sheets = ctx.game.scores(ctx.state)
    try:
        order = list(ctx.game.outcome(ctx.state).ranking)
    except Exception:  # no outcome (not over): seat order
        order = list(range(len(sheets)))
    blocks = []
    for seat in order:
        sheet = sheets[seat]
        bowls = [render_bowl(bowl) for bowl in sheet.details.get("bowls", [])]
        blocks.append(el(
            "article",
            el("h3", avatar(ctx, seat), el("span", ctx.who(seat), class_="fury-end-name"),
               el("span", points_words(sheet.total), class_="fury-end-sum")),
            el("ol", bowls, class_="fury-end-bowls"),
            el("p", f"Cards in eaten bowls: {sheet.details.get('cards_eaten', 0)}", class_="fury-end-cards-eaten"),
            class_="fury-end-player", data_seat=seat, aria_label=f"{ctx.who(seat)}'s bowls"))
    return el("section", el("h2", "The bowls"), el("div", blocks, class_="fury-end-players"),
              class_="fury-end", aria_label="Every bowl")
