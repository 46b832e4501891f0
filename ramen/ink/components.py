"""Ramen Ink's components: ingredients, the 16 order cards, the 40 topping cards, the score card.

Ids follow the component list (``docs/components.md``), so rules, tests and notation name a card the same way; the game's
own names are shown beside them.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from itertools import combinations
from typing import Mapping

from ramen.core.pieces import Piece, ScoreRule

#: the kinds of piece: the ingredients, and the four kinds of order card
INGREDIENT = "ingredient"
SINGLE, PAIR, TRIPLE, STYLIST = "single", "pair", "triple", "stylist"

#: the four ingredients, in the canonical order used inside card and order ids, with the game's own names
#: and plain words
INGREDIENT_PIECES: tuple[Piece, ...] = (
    Piece("egg", "Aji Tama", INGREDIENT, "E", "own-egg-half", aka="egg"),
    Piece("nori", "Nori", INGREDIENT, "N", "own-nori", aka="seaweed"),
    Piece("naruto", "Narutomaki", INGREDIENT, "Nr", "fish-cake-with-swirl", aka="fish cake"),
    Piece("chashu", "Chashu", INGREDIENT, "Ch", "cut-of-meat", aka="pork"),
)
INGREDIENTS: tuple[str, ...] = tuple(piece.id for piece in INGREDIENT_PIECES)
#: the game's own names for the ingredients
INGREDIENT_NAMES: dict[str, str] = {piece.id: piece.name for piece in INGREDIENT_PIECES}
#: plain-words names for the ingredients
INGREDIENT_WORDS: dict[str, str] = {piece.id: piece.aka for piece in INGREDIENT_PIECES}

_PAIRS = tuple("+".join(pair) for pair in combinations(INGREDIENTS, 2))
_TRIPLES = tuple("+".join(triple) for triple in combinations(INGREDIENTS, 3))

# --- how an order scores a bowl (rulebook, "Order cards"; docs/components.md) ---------------------------------
SINGLE_POINTS = 2          # per ingredient after the first
PAIR_POINTS = 7            # once, for at least PAIR_NEEDS of each
PAIR_NEEDS = 2
TRIPLE_POINTS = 4          # per set of the three, at most TRIPLE_SETS
TRIPLE_SETS = 2
STYLIST_POINTS = {2: 3, 3: 5}  # per pair (2x) or triple (3x) of one ingredient


def _single(ingredient: str) -> ScoreRule:
    def score(counts: Counter[str], pieces: Mapping[str, Piece]) -> int:
        n = counts[ingredient]
        return SINGLE_POINTS * (n - 1) if n >= 2 else 0
    return score


def _pair(wanted: tuple[str, ...]) -> ScoreRule:
    def score(counts: Counter[str], pieces: Mapping[str, Piece]) -> int:
        return PAIR_POINTS if all(counts[w] >= PAIR_NEEDS for w in wanted) else 0
    return score


def _triple(wanted: tuple[str, ...]) -> ScoreRule:
    def score(counts: Counter[str], pieces: Mapping[str, Piece]) -> int:
        return TRIPLE_POINTS * min(TRIPLE_SETS, min(counts[w] for w in wanted))
    return score


def _stylist(size: int) -> ScoreRule:
    def score(counts: Counter[str], pieces: Mapping[str, Piece]) -> int:
        return STYLIST_POINTS[size] * sum(n // size for ingredient, n in counts.items() if ingredient in pieces)
    return score


def _names(order: str) -> list[str]:
    return [INGREDIENT_NAMES[i] for i in order.split("+")]


def _order(order: str) -> Piece:
    """An order card's row: its kind, name, rules sentence, badge words and scoring rule."""
    if order in ("2x", "3x"):
        size = int(order[0])
        points = STYLIST_POINTS[size]
        group = "pair" if size == 2 else "three"
        return Piece(order, f"Food stylist {order}", STYLIST, score=_stylist(size),
                     rule=f"Food stylist {order}: {points} points per {group} of one ingredient.",
                     short=f"{points} per {group} of a kind")
    names = _names(order)
    wanted = tuple(order.split("+"))
    if len(wanted) == 1:
        return Piece(order, names[0], SINGLE, needs=wanted, score=_single(order),
                     rule=f"{names[0]}: {SINGLE_POINTS} points per {names[0]} after the first "
                          f"({SINGLE_POINTS} for 2, {2 * SINGLE_POINTS} for 3, ...).",
                     short=f"{SINGLE_POINTS} per one after the 1st")
    if len(wanted) == 2:
        return Piece(order, " + ".join(names), PAIR, needs=wanted, score=_pair(wanted),
                     rule=f"{names[0]} and {names[1]}: {PAIR_POINTS} points for at least {PAIR_NEEDS} of each.",
                     short=f"{PAIR_NEEDS} of each: {PAIR_POINTS}")
    return Piece(order, " + ".join(names), TRIPLE, needs=wanted, score=_triple(wanted),
                 rule=f"{', '.join(names)}: {TRIPLE_POINTS} points per set of the three, at most "
                      f"{TRIPLE_POINTS * TRIPLE_SETS}.",
                 short=f"{TRIPLE_POINTS} per set of 3 (max {TRIPLE_POINTS * TRIPLE_SETS})")


#: the 16 order cards [default split 4 + 6 + 4 + 2]
ORDER_PIECES: tuple[Piece, ...] = tuple(_order(order) for order in INGREDIENTS + _PAIRS + _TRIPLES + ("2x", "3x"))
#: Ramen Ink's pieces: the ingredients, then the order cards (an order's id may be an ingredient's: ``ORDER``
#: and ``INGREDIENT_PIECE`` read them apart)
PIECES: tuple[Piece, ...] = INGREDIENT_PIECES + ORDER_PIECES
INGREDIENT_PIECE: dict[str, Piece] = {piece.id: piece for piece in PIECES if piece.kind == INGREDIENT}
ORDER: dict[str, Piece] = {piece.id: piece for piece in PIECES if piece.kind != INGREDIENT}
ORDER_IDS: tuple[str, ...] = tuple(ORDER)

#: the 40 topping cards [default]: each pair of different ingredients 4 times, each set of three 4 times
TOPPING_KINDS: tuple[str, ...] = _PAIRS + _TRIPLES
TOPPING_COPIES = 4
TOPPING_DECK: tuple[str, ...] = tuple(kind for kind in TOPPING_KINDS for _ in range(TOPPING_COPIES))

#: the ingredients of each topping card kind
CARD_INGREDIENTS: dict[str, tuple[str, ...]] = {kind: tuple(kind.split("+")) for kind in TOPPING_KINDS}

ROUNDS = 6
BOWLS = 8
BOWL_SIZE = 6
BIN_SIZE = 8
ORDERS_IN_PLAY = 8
#: the order cards a game leaves in the box
ORDERS_LEFT_OUT = len(ORDER_PIECES) - ORDERS_IN_PLAY

@lru_cache(maxsize=None)  # one entry per set of served bowls: at most 2 ** BOWLS
def runs_of_three(served: tuple[bool, ...]) -> tuple[tuple[int, ...], ...]:
    """Every run of three adjacent unserved bowls of the score card's ring (0-based, bowl 8 next to bowl 1),
    in ring order; a served bowl is skipped (rulebook: once bowl 1 is served, 8 is next to 2). With fewer
    than three unserved bowls, the one run of those left."""
    ring = [bowl for bowl in range(BOWLS) if not served[bowl]]
    size = len(ring)
    if size < 3:
        return (tuple(ring),)
    return tuple((ring[i], ring[(i + 1) % size], ring[(i + 2) % size]) for i in range(size))


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
    return ORDER[order].kind


def card_name(card: str) -> str:
    """A topping card or order in the game's words, e.g. "Aji Tama + Nori"."""
    if card in ORDER:
        return ORDER[card].name
    return " + ".join(INGREDIENT_NAMES[i] for i in card.split("+"))


def order_text(order: str) -> str:
    """How an order scores, in a sentence for the rules panel and the order cards."""
    return ORDER[order].rule
