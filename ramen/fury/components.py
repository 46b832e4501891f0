"""Ramen Fury's components: the 89 ingredient cards, their kinds and names (COMPONENTS.md)."""

from __future__ import annotations

from typing import Sequence

#: the seven kinds of card, as the rulebook's "Ingredient Card Symbols" group them
CHILI, NORI, VEGETABLE, PROTEIN, HYBRID, FLAVOR = "chili", "nori", "vegetable", "protein", "hybrid", "flavor"

VEGETABLES: tuple[str, ...] = ("scallion", "mushroom", "corn")
PROTEINS: tuple[str, ...] = ("chashu", "egg", "naruto")
FLAVORS: tuple[str, ...] = ("chicken", "shrimp", "beef", "soy", "fury")
GARNISHES: tuple[str, ...] = ("chili", "nori")

#: how many of each card the deck holds [published]; the sum is the rulebook's 89
CARD_COUNTS: dict[str, int] = {
    "chili": 12, "nori": 8,
    "scallion": 6, "mushroom": 6, "corn": 6,
    "chashu": 6, "egg": 6, "naruto": 6,
    "tofu": 6,
    "chicken": 6, "shrimp": 6, "beef": 6, "soy": 6, "fury": 3,
}
#: every card id, in the order the game lists them (hands are kept sorted in this order)
CARDS: tuple[str, ...] = tuple(CARD_COUNTS)
CARD_ORDER: dict[str, int] = {card: index for index, card in enumerate(CARDS)}
DECK_SIZE = sum(CARD_COUNTS.values())

CARD_KIND: dict[str, str] = {
    "chili": CHILI, "nori": NORI, "tofu": HYBRID,
    **{card: VEGETABLE for card in VEGETABLES},
    **{card: PROTEIN for card in PROTEINS},
    **{card: FLAVOR for card in FLAVORS},
}

#: the names the game prints on its cards, for the screen and the log
CARD_NAMES: dict[str, str] = {
    "chili": "Chili Peppers", "nori": "Nori Garnish",
    "scallion": "Scallions", "mushroom": "Mushrooms", "corn": "Corn",
    "chashu": "Chashu", "egg": "Egg", "naruto": "Naruto", "tofu": "Tofu",
    "chicken": "Chicken Flavor", "shrimp": "Shrimp Flavor", "beef": "Beef Flavor",
    "soy": "Soy Sauce Flavor", "fury": "Fury Flavor",
}

BOWLS_PER_PLAYER = 3
#: a turn is two actions (rulebook, 'On Your Turn'); chili and nori from the hand are free besides
ACTIONS_PER_TURN = 2
SPOONS_PER_PLAYER = 2
START_HAND = 3
PANTRY_SIZE = 4
BOWL_CAPACITY = 5
HAND_LIMIT = 5


def is_flavor(card: str) -> bool:
    return CARD_KIND[card] == FLAVOR


def is_garnish(card: str) -> bool:
    """Chili Peppers and Nori Garnish: played from the hand only as free actions."""
    return card == "chili" or card == "nori"


FLAVOR_SET = frozenset(FLAVORS)


def has_flavor(bowl: Sequence[str]) -> bool:
    return any(card in FLAVOR_SET for card in bowl)


def can_eat(bowl: Sequence[str]) -> bool:
    """Rulebook, 'Eat': one Flavor Ingredient and at least one other Ingredient."""
    return len(bowl) >= 2 and has_flavor(bowl)
