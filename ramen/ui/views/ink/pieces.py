"""Ramen Ink's pieces, in the look every table shares (static/css/pieces.css): an ingredient as a round chip
(its art, its letter on the rim, its colour), a topping card (a portrait card holding its two or three
ingredients' chips, the number of toppings in the corner, its band teal for two and slate for three), an
order card (a small card with what the guest wants), the +3 points field (a gold coin)."""

from __future__ import annotations

from functools import lru_cache

from ramen.core.pieces import letter_of
from ramen.ink.components import INGREDIENT_PIECE
from ramen.ui.markup.html import Markup, el
from ramen.ui.markup.pictures import PIECE_ART, art

#: each ingredient's colour (a chip's rim and letter): told apart by art and letter as well
KINDS = {"egg": "flavor", "nori": "vegetable", "naruto": "special", "chashu": "protein"}
#: what an order card prints under its ingredients: the points it is about
ORDER_MARKS = {"single": "2+", "pair": "7", "triple": "4+4"}


@lru_cache(maxsize=64)
def ing_chip(ing: str, cls: str = "", thing: bool = True) -> Markup:
    """An ingredient as a round chip; ``thing``: a piece that travels (static/travel.js) as ``ingredient:ID``."""
    classes = " ".join(part for part in ("chip", f"k-{KINDS.get(ing, 'unknown')}", cls) if part)
    return el("span", art(PIECE_ART.get(ing, ""), cls="chip-art"),
              el("span", letter_of(INGREDIENT_PIECE, ing), class_="chip-letter print", aria_hidden="true"),
              class_=classes, data_thing=f"ingredient:{ing}" if thing else None)


@lru_cache(maxsize=64)
def topping_card(kind: str, size: str = "") -> Markup:
    """A topping card's face: its ingredients' chips (two side by side, three in a triangle), the number of
    toppings in the corner, a band in its kind's colour (two toppings or three)."""
    parts = kind.split("+")
    band = "k-hybrid" if len(parts) == 2 else "k-nori"
    classes = " ".join(part for part in ("card ink-tcard", band, size) if part)
    return el("span", el("span", len(parts), class_="card-index print", aria_hidden="true"),
              el("span", [ing_chip(part, "", False) for part in parts], class_=f"ink-tcard-chips n{len(parts)}"),
              class_=classes, data_card=kind, aria_hidden="true")


@lru_cache(maxsize=64)
def order_card(order: str, kind: str) -> Markup:
    """An order card, small: the ingredients the guest wants and the points printed under them; a food
    stylist's 2× or 3× in large print."""
    if kind == "stylist":
        body = el("span", order.replace("x", "×"), class_="ink-ocard-x print")
        mark = None
    else:
        parts = order.split("+")
        body = el("span", [art(PIECE_ART.get(part, ""), cls="ink-ocard-art") for part in parts],
                  class_=f"ink-ocard-arts n{len(parts)}")
        mark = el("span", ORDER_MARKS.get(kind, ""), class_="ink-ocard-mark print")
    return el("span", body, mark, class_=f"card s ink-ocard o-{kind}", aria_hidden="true")


COIN = Markup('<span class="ink-coin" aria-hidden="true"><span class="print">+3</span></span>')
