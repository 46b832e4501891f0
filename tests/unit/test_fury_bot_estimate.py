"""Ramen Fury's bot estimates a bowl with the engine's scoring (``ramen.fury.scoring`` and the piece table),
not a second copy of the figures: ``_best_with_added`` gives exactly what the bot's own formulas gave
before, for every input the bot can meet. The old formulas live on here only, as the reference."""

from __future__ import annotations

from itertools import combinations_with_replacement

import pytest

from ramen.fury.bots import features
from ramen.fury.components import BOWL_CAPACITY, CARD_KIND, CARDS, FLAVOR, FLAVORS, HYBRID, PROTEIN, VEGETABLE

#: the figures the bot used to type again (the engine's are in ramen.fury.components)
_OLD_VARIETY_POINTS = (0, 2, 5, 9, 14)


def _old_chicken_points(group: int) -> int:
    return 10 if group >= 3 else 6 if group == 2 else 0


def _old_best_with_added(flavor: str, counts: tuple[tuple[str, int], ...], added: int) -> int:
    """The bot's former ``_best_with_added``, word for word (its constants typed in)."""
    cards = dict(counts)
    nori, chili = cards.get("nori", 0), cards.get("chili", 0)
    if flavor == "fury":
        return 2 * (chili + added) + nori
    base = nori - chili
    if flavor in ("beef", "soy"):
        kinds = (PROTEIN, HYBRID) if flavor == "beef" else (VEGETABLE, HYBRID)
        distinct = sum(1 for card in cards if CARD_KIND[card] in kinds)
        new = min(added, 4 - min(distinct, 4))
        return _OLD_VARIETY_POINTS[min(4, distinct + new)] + base + (added - new)
    if flavor == "chicken":
        group = max((n for card, n in cards.items() if CARD_KIND[card] in (PROTEIN, VEGETABLE, HYBRID)), default=0)
        best = -99
        for more in range(added + 1):
            best = max(best, _old_chicken_points(group + more) + base + (added - more))
        return best
    if flavor == "shrimp":
        proteins = sum(n for card, n in cards.items() if CARD_KIND[card] == PROTEIN)
        vegetables = sum(n for card, n in cards.items() if CARD_KIND[card] == VEGETABLE)
        tofu = cards.get("tofu", 0)
        best = -99
        for extra_p in range(added + 1):
            for extra_v in range(added - extra_p + 1):
                p, v = proteins + extra_p, vegetables + extra_v
                pairs = min(p + tofu, v + tofu, (p + v + tofu) // 2)
                best = max(best, 4 * pairs + base + (added - extra_p - extra_v))
        return best
    raise ValueError(flavor)


def _bowls() -> list[tuple[tuple[str, int], ...]]:
    """Every bowl a seat can hold, as ``_potential``'s key (sorted (card, count) pairs): up to
    BOWL_CAPACITY cards, at most one of them a flavor."""
    keys = []
    for size in range(BOWL_CAPACITY + 1):
        for cards in combinations_with_replacement(CARDS, size):
            if sum(CARD_KIND[card] == FLAVOR for card in cards) <= 1:
                keys.append(tuple(sorted((card, cards.count(card)) for card in set(cards))))
    return keys


def test_the_reference_covers_the_flavors_of_the_deck():
    """The old formulas knew these five flavors; a new one would need no new figure in the bot."""
    assert set(FLAVORS) == {"chicken", "shrimp", "beef", "soy", "fury"}


def test_best_with_added_is_the_same_for_every_reachable_input():
    """Every flavor (the bowl's own, or any for a bowl with none yet), every bowl up to the capacity and
    every number of added cards up to the room left: the engine-scored estimate equals the old one."""
    checked = 0
    differences = []
    for key in _bowls():
        size = sum(n for _, n in key)
        own = [card for card, _ in key if CARD_KIND[card] == FLAVOR]
        for flavor in own or FLAVORS:
            room = BOWL_CAPACITY - size - (0 if own else 1)  # a bowl with no flavor keeps a place for it
            for added in range(room + 1):
                checked += 1
                new, old = features._best_with_added(flavor, key, added), _old_best_with_added(flavor, key, added)
                if new != old:
                    differences.append((flavor, key, added, old, new))
    assert checked == 10_010  # every (flavor, bowl, added) above
    assert not differences, differences[:10]


@pytest.mark.parametrize("cards, discount", [
    ((), 0.8), (("chicken",), 0.8), (("egg", "egg"), 0.8), (("fury", "chili", "nori"), 1.0),
    (("shrimp", "tofu", "corn", "chashu"), 0.8), (("soy", "chili", "mushroom", "scallion", "corn"), 0.8),
])
def test_bowl_potential_reads_the_engine_scores(cards: tuple[str, ...], discount: float):
    """A few potentials worked out from the old formulas are unchanged."""
    from collections import Counter

    key = tuple(sorted(Counter(cards).items()))
    size = len(cards)
    room = BOWL_CAPACITY - size
    own = [card for card in cards if CARD_KIND[card] == FLAVOR]
    best = 0.0
    if own:
        for added in range(room + 1):
            if size + added >= 2:
                best = max(best, discount ** added * _old_best_with_added(own[0], key, added))
    else:
        for flavor in FLAVORS:
            for added in range(room):
                if size + added + 1 >= 2:
                    best = max(best, discount ** (added + 1) * _old_best_with_added(flavor, key, added))
    assert features._potential(key, discount) == best


def test_the_warm_up_works_out_the_first_searchs_cold_answers_in_pieces_ahead() -> None:
    """The page runs ``ramen.core.bots.warm_up`` a piece per task while the home screen is shown: afterwards the
    best bowls from nothing, which the first search of a game asks for, are already known."""
    from ramen.core.bots import warm_up
    from ramen.core.registry import get_game
    from ramen.fury.bots import features
    from ramen.fury.components import BOWL_CAPACITY, FLAVORS

    features._best_bowl.cache_clear()
    pieces = list(warm_up(get_game("fury")))
    assert len(pieces) == len(FLAVORS) * (BOWL_CAPACITY - 1) and len(set(pieces)) == len(pieces)
    before = features._best_bowl.cache_info()
    for flavor in FLAVORS:
        for added in range(BOWL_CAPACITY):
            features._best_bowl(flavor, (), added)
    after = features._best_bowl.cache_info()
    assert after.misses - before.misses == len(FLAVORS)  # only the trivial added=0 ones were left
