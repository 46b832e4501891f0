"""Ramen Fury's bots' evaluation: what a bowl is worth (``bowl_score`` now, ``bowl_potential`` at best
with the cards it still needs), a seat's features (``seat_features``) and the weights the strong and
expert searches read them with (fitted by tools/fit_eval.py)."""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import Iterator, Sequence

from ramen.core.memo import BoundedMemo
from ramen.fury.components import BOWL_CAPACITY, CARD_KIND, CARDS, FLAVOR, FLAVOR_SET, FLAVORS
from ramen.fury.scoring import breakdown_of_ids
from ramen.fury.state import FuryState

#: value kept for each card a bowl still needs (about one turn: a draw and a prep)
DISCOUNT = 0.8


#: the cards an "ideal" card added to a bowl may be: every card of the deck but a flavor (a bowl holds one)
_ADDABLE: tuple[str, ...] = tuple(card for card in CARDS if CARD_KIND[card] != FLAVOR)


def _best_with_added(flavor: str, counts: tuple[tuple[str, int], ...], added: int) -> int:
    """The best score of a ``flavor`` bowl holding ``counts`` plus ``added`` ideal cards: the engine's
    score (``ramen.fury.scoring``) of the best bowl that ``added`` more cards of the deck make of it.
    A flavor card in ``counts`` scores nothing itself: the bowl is scored with ``flavor`` alone."""
    cards = tuple(sorted(card for card, n in counts if CARD_KIND[card] != FLAVOR for _ in range(n)))
    return _best_bowl(flavor, cards, added)


@lru_cache(maxsize=None)  # bounded: a flavor, at most BOWL_CAPACITY other cards, and added <= BOWL_CAPACITY
def _best_bowl(flavor: str, cards: tuple[str, ...], added: int) -> int:
    """``_best_with_added`` of a ``flavor`` bowl whose other cards are ``cards`` (sorted): the maximum of
    the engine's bowl score over every multiset of ``added`` cards from ``_ADDABLE``."""
    if added <= 0:
        return breakdown_of_ids((flavor, *cards)).total
    return max(_best_bowl(flavor, tuple(sorted((*cards, card))), added - 1) for card in _ADDABLE)


def warm_up() -> Iterator[str]:
    """The best bowls from nothing (``_best_bowl`` of each flavor with no other card, the first search's own cold
    cost: about 30 ms in CPython, twice that in the page) worked out a small piece at a time, smallest first, so the
    page can answer between pieces; yields a name after each piece."""
    for flavor in FLAVORS:
        for added in range(1, BOWL_CAPACITY):
            for card in _ADDABLE:
                _best_bowl(flavor, (card,), added - 1)
            yield f"fury-bowls-{flavor}-{added}"
            _best_bowl(flavor, (), added)


@lru_cache(maxsize=65536)
def _potential(key: tuple[tuple[str, int], ...], discount: float) -> float:
    size = sum(n for _, n in key)
    room = BOWL_CAPACITY - size
    flavors = [card for card, _ in key if CARD_KIND[card] == FLAVOR]
    best = 0.0  # a bowl never eaten scores nothing
    if flavors:
        flavor = flavors[0]
        for added in range(room + 1):
            if size + added >= 2:
                best = max(best, discount ** added * _best_with_added(flavor, key, added))
        return best
    for flavor in FLAVORS:
        for added in range(room):  # one more card is the flavor itself
            if size + added + 1 >= 2:
                best = max(best, discount ** (added + 1) * _best_with_added(flavor, key, added))
    return best


POTENTIALS: BoundedMemo[tuple[Sequence[str], float], float] = BoundedMemo(200_000)  # (cards, discount) -> potential
_SCORES: dict[tuple[str, ...], int | None] = {}


def bowl_potential(cards: Sequence[str], discount: float = DISCOUNT) -> float:
    """What an uneaten bowl is worth: its best reachable score, times ``discount`` per card missing.
    Cached by the bowl's cards (as they lie) and the discount: the hot path of every search."""
    key = (cards if type(cards) is tuple else tuple(cards), discount)
    value = POTENTIALS.get(key)
    if value is None:
        value = POTENTIALS.keep(key, _potential(tuple(sorted(Counter(cards).items())), discount))
    return value


def bowl_score(cards: Sequence[str]) -> int | None:
    """The score if eaten now, or None when the bowl can't be eaten (cached by the cards)."""
    key = cards if type(cards) is tuple else tuple(cards)
    if key in _SCORES:
        return _SCORES[key]
    if len(_SCORES) > 100_000:
        _SCORES.clear()
    score = None
    if len(cards) >= 2 and any(CARD_KIND[card] == FLAVOR for card in cards):
        score = breakdown_of_ids(sorted(key)).total
    _SCORES[key] = score
    return score


# --- the evaluation's features (fitted by tools/fit_eval.py) -------------------------------------

def horizon_discount(deck_count: int, seats: int, discount: float = DISCOUNT) -> float:
    """The normal player's discount per missing card: lower when few cards are left to draw."""
    horizon = deck_count / max(1, seats)
    value = discount if horizon >= 8 else max(0.3, discount * (0.55 + 0.45 * horizon / 8))
    return round(value, 2)  # few distinct values: the potential cache stays small


def seat_features(state: FuryState, seat: int) -> list[float]:
    """What predicts that ``seat`` wins, read from a non-final ``state``: eaten points and bowls
    (an early meal closes a bowl that could have become more), what the uneaten bowls can still
    become (``bowl_potential``; alone and weighted by how much of the deck is left), what could be
    eaten right now, spoons, hand size, how soon the seat acts, how many uneaten bowls have their
    Flavor, the hand's Flavors, Chili and Nori, and the cards in uneaten bowls."""
    discount = horizon_discount(len(state.deck), state.seats)
    eaten_points = 0
    eaten_count = 0
    potential = 0.0
    flavored = 0
    cards_in = 0
    ready: list[int] = []
    bowls, eaten = state.bowls[seat], state.eaten[seat]
    for b in range(3):
        cards = bowls[b]
        score = bowl_score(cards)
        if eaten[b]:
            eaten_points += score or 0
            eaten_count += 1
        else:
            potential += bowl_potential(cards, discount)
            cards_in += len(cards)
            if any(card in FLAVOR_SET for card in cards):
                flavored += 1
            if score is not None and score > 0:
                ready.append(score)
    ready.sort(reverse=True)
    hand = state.hands[seat]
    early = len(state.deck) / 79.0
    order = (seat - state.current) % state.seats
    return [float(eaten_points), float(eaten_count), potential, potential * early, float(sum(ready[:2])),
            float(state.spoons[seat]), float(len(hand)), 1.0 if order == 0 else 0.0, order / state.seats,
            float(flavored), float(sum(1 for card in hand if card in FLAVOR_SET)), float(hand.count("chili")),
            float(hand.count("nori")), eaten_count * early, float(cards_in)]


#: the evaluation's weights of ``seat_features`` (tools/fit_eval.py fury collect: 3,000 normal-vs-normal games of 2-4 seats)
EVAL_WEIGHTS: tuple[float, ...] = (0.2676, 1.3189, 0.2612, -0.1769, 0.0926, 0.1427, 0.1097, -0.0319, -0.4737,
                                   0.1948, -0.0294, -0.0399, -0.1147, -1.4984, 0.0683)


#: the expert's two-seat evaluation weights of ``seat_features``
#: (``tools/fit_eval.py fury collect-strong DATA.jsonl 1100`` then ``fit DATA.jsonl``: 1,100 strong-vs-strong
#: two-seat games at seeds 300,000 + k, 30,998 turn starts)
EXPERT_EVAL_WEIGHTS: tuple[float, ...] = (0.4234, 0.8579, 0.2547, -0.0569, 0.1157, 0.6506, 0.1295, 0.2398, -0.1199,
                                          0.1343, 0.1203, 0.2838, 0.0717, 0.119, 0.1146)
