"""Ramen Ink's components: ingredients, the 16 order cards, the 40 topping cards, the score card.

Ids follow the component list kept with the rulebooks (``shared/rules/COMPONENTS.md`` beside the
project, not in this repository), so rules, tests and notation name a card the same way; the game's
own names are shown beside them.
"""

from __future__ import annotations

from itertools import combinations

#: the four ingredients, in the canonical order used inside card and order ids
INGREDIENTS: tuple[str, ...] = ("egg", "nori", "naruto", "chashu")

#: the game's own names for the ingredients
INGREDIENT_NAMES: dict[str, str] = {"egg": "Aji Tama", "nori": "Nori", "naruto": "Narutomaki", "chashu": "Chashu"}

#: plain-words names for the ingredients
INGREDIENT_WORDS: dict[str, str] = {"egg": "egg", "nori": "seaweed", "naruto": "fish cake", "chashu": "pork"}

_PAIRS = tuple("+".join(pair) for pair in combinations(INGREDIENTS, 2))
_TRIPLES = tuple("+".join(triple) for triple in combinations(INGREDIENTS, 3))

#: the 16 order cards [default split 4 + 6 + 4 + 2]
ORDER_IDS: tuple[str, ...] = INGREDIENTS + _PAIRS + _TRIPLES + ("2x", "3x")

#: the 40 topping cards [default]: each pair of different ingredients 4 times, each set of three 4 times
TOPPING_KINDS: tuple[str, ...] = _PAIRS + _TRIPLES
TOPPING_DECK: tuple[str, ...] = tuple(kind for kind in TOPPING_KINDS for _ in range(4))

#: the ingredients of each topping card kind
CARD_INGREDIENTS: dict[str, tuple[str, ...]] = {kind: tuple(kind.split("+")) for kind in TOPPING_KINDS}

ROUNDS = 6
BOWLS = 8
BOWL_SIZE = 6
BIN_SIZE = 8
ORDERS_IN_PLAY = 8

#: the six bonus fields of a score card, each crossed off at most once
BONUS_FIELDS: tuple[str, ...] = ("egg", "nori", "naruto", "chashu", "points1", "points2")
POINT_FIELDS: tuple[str, ...] = ("points1", "points2")
BONUS_POINTS = 3

#: bowl index (0-based) -> the round after which it is served
SERVED_AFTER_ROUND: tuple[int, ...] = (3, 4, 5, 6, 6, 6, 6, 6)
#: round -> the bowls (0-based) served right after it
SERVED_IN_ROUND: dict[int, tuple[int, ...]] = {
    r: tuple(b for b, after in enumerate(SERVED_AFTER_ROUND) if after == r) for r in range(1, ROUNDS + 1)
}


def order_kind(order: str) -> str:
    """The type of an order card: "single", "pair", "triple" or "stylist"."""
    if order in ("2x", "3x"):
        return "stylist"
    return {1: "single", 2: "pair", 3: "triple"}[len(order.split("+"))]


def card_name(card: str) -> str:
    """A topping card or order in the game's words, e.g. "Aji Tama + Nori"."""
    if card == "2x":
        return "Food stylist 2x"
    if card == "3x":
        return "Food stylist 3x"
    return " + ".join(INGREDIENT_NAMES[i] for i in card.split("+"))


def order_text(order: str) -> str:
    """How an order scores, in a sentence for the rules panel and the order cards."""
    kind = order_kind(order)
    names = [INGREDIENT_NAMES[i] for i in order.split("+")] if kind != "stylist" else []
    if kind == "single":
        return f"{names[0]}: 2 points per {names[0]} after the first (2 for 2, 4 for 3, ...)."
    if kind == "pair":
        return f"{names[0]} and {names[1]}: 7 points for at least 2 of each."
    if kind == "triple":
        return f"{', '.join(names)}: 4 points per set of the three, at most 8."
    if order == "2x":
        return "Food stylist 2x: 3 points per pair of one ingredient."
    return "Food stylist 3x: 5 points per three of one ingredient."
