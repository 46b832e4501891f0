"""Ramen Fury's components (docs/components.md): the 89 ingredient cards, each kind once in ``PIECES`` (name,
kind, count, icon, rule sentence and, for a flavor, the rule that scores it), the spoons; the figures of
the table. The other names here (``CARD_NAMES``, ``CARD_KIND``, ``FLAVORS``...) are read from ``PIECES``.

A new flavor is one row of ``PIECES`` (kind ``FLAVOR``) with its scoring rule beside the others below.
"""

from __future__ import annotations

from collections import Counter
from typing import Mapping, Sequence

from ramen.core.pieces import Piece, by_id

#: the seven kinds of card, as the rulebook's "Ingredient Card Symbols" group them
CHILI, NORI, VEGETABLE, PROTEIN, HYBRID, FLAVOR = "chili", "nori", "vegetable", "protein", "hybrid", "flavor"
#: a piece that is no card: the spoons
TOOL = "tool"

# --- how flavors score a bowl (rulebook, "Scoring"; docs/components.md, "Scoring an eaten bowl") ---------------

#: beef and soy: points for 0, 1, 2, 3, 4 different proteins / vegetables (tofu counts as one)
VARIETY_POINTS: tuple[int, ...] = (0, 2, 5, 9, 14)
SHRIMP_PAIR_POINTS = 4
CHICKEN_PAIR_POINTS = 6
CHICKEN_TRIPLE_POINTS = 10
FURY_POINTS_PER_CHILI = 2


def _of_kinds(counts: Counter[str], pieces: Mapping[str, Piece], *kinds: str) -> list[int]:
    """How many of each card of ``kinds`` the bowl holds, one entry per distinct card."""
    return [n for card, n in counts.items() if pieces[card].kind in kinds]


def shrimp_points(counts: Counter[str], pieces: Mapping[str, Piece]) -> int:
    """4 per pair of a vegetable and a protein, tofu on whichever side helps (pairs maximised)."""
    proteins, vegetables = sum(_of_kinds(counts, pieces, PROTEIN)), sum(_of_kinds(counts, pieces, VEGETABLE))
    tofu = sum(_of_kinds(counts, pieces, HYBRID))
    return SHRIMP_PAIR_POINTS * min(proteins + tofu, vegetables + tofu, (proteins + vegetables + tofu) // 2)


def beef_points(counts: Counter[str], pieces: Mapping[str, Piece]) -> int:
    """2 / 5 / 9 / 14 for 1 / 2 / 3 / 4 different proteins (tofu counts as one)."""
    return VARIETY_POINTS[min(4, len(_of_kinds(counts, pieces, PROTEIN, HYBRID)))]


def soy_points(counts: Counter[str], pieces: Mapping[str, Piece]) -> int:
    """2 / 5 / 9 / 14 for 1 / 2 / 3 / 4 different vegetables (tofu counts as one)."""
    return VARIETY_POINTS[min(4, len(_of_kinds(counts, pieces, VEGETABLE, HYBRID)))]


def chicken_points(counts: Counter[str], pieces: Mapping[str, Piece]) -> int:
    """6 for two matching ingredient cards, 10 for three or more; only the best group counts."""
    group = max(_of_kinds(counts, pieces, PROTEIN, VEGETABLE, HYBRID), default=0)
    return CHICKEN_TRIPLE_POINTS if group >= 3 else CHICKEN_PAIR_POINTS if group == 2 else 0


def fury_points(counts: Counter[str], pieces: Mapping[str, Piece]) -> int:
    """2 per chili (and no chili penalty)."""
    return FURY_POINTS_PER_CHILI * counts[CHILI]


_VARIETY = "/".join(str(points) for points in VARIETY_POINTS[1:])
_VARIETY_LONG = " / ".join(str(points) for points in VARIETY_POINTS[1:])

#: every kind of card of the deck, in the game's order (hands are kept sorted so), and the spoons
PIECES: tuple[Piece, ...] = (
    Piece("chili", "Chili Peppers", CHILI, "Ci", "hot-pepper", count=12,
          rule=f"\u22121 when eaten (Fury: +{FURY_POINTS_PER_CHILI})", short=f"\u22121 eaten, Fury +{FURY_POINTS_PER_CHILI}"),
    Piece("nori", "Nori Garnish", NORI, "N", "own-nori", count=8, rule="+1 when eaten", short="+1 eaten"),
    Piece("scallion", "Scallions", VEGETABLE, "S", "own-scallion", count=6, rule="Vegetable"),
    Piece("mushroom", "Mushrooms", VEGETABLE, "M", "mushroom", count=6, rule="Vegetable"),
    Piece("corn", "Corn", VEGETABLE, "Co", "ear-of-corn", count=6, rule="Vegetable"),
    Piece("chashu", "Chashu", PROTEIN, "Ch", "cut-of-meat", count=6, rule="Protein"),
    Piece("egg", "Egg", PROTEIN, "E", "own-egg-half", count=6, rule="Protein"),
    Piece("naruto", "Naruto", PROTEIN, "Nr", "fish-cake-with-swirl", count=6, rule="Protein"),
    Piece("tofu", "Tofu", HYBRID, "T", "own-tofu", count=6, rule="Protein or vegetable"),
    Piece("chicken", "Chicken Flavor", FLAVOR, "Ck", "poultry-leg", count=6, score=chicken_points,
          rule=f"{CHICKEN_PAIR_POINTS} for two identical cards, {CHICKEN_TRIPLE_POINTS} for three or more of one kind",
          short=f"{CHICKEN_PAIR_POINTS} for a pair, {CHICKEN_TRIPLE_POINTS} for three of a kind"),
    Piece("shrimp", "Shrimp Flavor", FLAVOR, "Sh", "shrimp", count=6, score=shrimp_points,
          rule=f"{SHRIMP_PAIR_POINTS} for every protein + vegetable pair",
          short=f"{SHRIMP_PAIR_POINTS} per vegetable + protein pair"),
    Piece("beef", "Beef Flavor", FLAVOR, "B", "cow-face", count=6, score=beef_points,
          rule=f"{_VARIETY_LONG} for 1 / 2 / 3 / 4 different proteins",
          short=f"{_VARIETY} for 1\u20134 different proteins"),
    Piece("soy", "Soy Sauce Flavor", FLAVOR, "Sy", "own-soy", count=6, score=soy_points,
          rule=f"{_VARIETY_LONG} for 1 / 2 / 3 / 4 different vegetables",
          short=f"{_VARIETY} for 1\u20134 different vegetables"),
    Piece("fury", "Fury Flavor", FLAVOR, "F", "fire", count=3, score=fury_points,
          rule=f"{FURY_POINTS_PER_CHILI} for every chili", short=f"{FURY_POINTS_PER_CHILI} per Chili Peppers"),
    Piece("spoon", "Spoon", TOOL, "Sp", "spoon", count=10,
          rule="Take the top card of any bowl into one of your bowls or your hand"),
)
#: every piece by id
PIECE: dict[str, Piece] = by_id(PIECES)
#: the ingredient cards (the deck's kinds), by id
CARD: dict[str, Piece] = {piece.id: piece for piece in PIECES if piece.kind != TOOL}

#: how many of each card the deck holds [published]; the sum is the rulebook's 89
CARD_COUNTS: dict[str, int] = {card: piece.count for card, piece in CARD.items()}
#: every card id, in the order the game lists them (hands are kept sorted in this order)
CARDS: tuple[str, ...] = tuple(CARD)
CARD_ORDER: dict[str, int] = {card: index for index, card in enumerate(CARDS)}
DECK_SIZE = sum(CARD_COUNTS.values())
CARD_KIND: dict[str, str] = {card: piece.kind for card, piece in CARD.items()}
#: the names the game prints on its cards, for the screen and the log
CARD_NAMES: dict[str, str] = {card: piece.name for card, piece in CARD.items()}

VEGETABLES: tuple[str, ...] = tuple(card for card in CARDS if CARD_KIND[card] == VEGETABLE)
PROTEINS: tuple[str, ...] = tuple(card for card in CARDS if CARD_KIND[card] == PROTEIN)
FLAVORS: tuple[str, ...] = tuple(card for card in CARDS if CARD_KIND[card] == FLAVOR)
GARNISHES: tuple[str, ...] = tuple(card for card in CARDS if CARD_KIND[card] in (CHILI, NORI))
#: what a card's kind is called on its face
KIND_WORDS: dict[str, str] = {PROTEIN: "Protein", VEGETABLE: "Vegetable", HYBRID: "Protein or vegetable",
                              FLAVOR: "Flavor"}

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
