"""Ramen Ink scoring: the order cards and the bin penalty, section by section of the rulebook."""

import pytest

from ramen.ink import bin_penalty, score_order
from ramen.ink.components import ORDER_IDS, TOPPING_DECK, CARD_INGREDIENTS


def test_components_match_the_component_list():
    """docs/components.md: 16 order cards (4 + 6 + 4 + 2) and 40 topping cards (24 pairs, 16 triples)."""
    assert len(ORDER_IDS) == len(set(ORDER_IDS)) == 16
    assert {"egg", "egg+nori", "egg+naruto+chashu", "2x", "3x"} <= set(ORDER_IDS)
    assert len(TOPPING_DECK) == 40
    sizes = [len(CARD_INGREDIENTS[card]) for card in TOPPING_DECK]
    assert sizes.count(2) == 24 and sizes.count(3) == 16
    assert all(TOPPING_DECK.count(kind) == 4 for kind in set(TOPPING_DECK))
    assert all(len(set(CARD_INGREDIENTS[card])) == len(CARD_INGREDIENTS[card]) for card in TOPPING_DECK)


@pytest.mark.parametrize("eggs, points", [(0, 0), (1, 0), (2, 2), (3, 4), (4, 6), (6, 10)])
def test_outspoken_taste(eggs, points):
    """Rulebook, 'The Order Cards', 1) Outspoken taste: +2 for 2 eggs, +4 for 3, +6 for 4; 1 egg scores nothing."""
    assert score_order("egg", ["egg"] * eggs) == points


def test_outspoken_taste_ignores_other_ingredients():
    """Rulebook, 'Outspoken taste': other ingredients may be drawn in the bowl but earn nothing."""
    assert score_order("nori", ["nori", "egg", "egg", "nori", "chashu", "nori"]) == 4


@pytest.mark.parametrize("bowl, points", [
    (["egg", "egg", "nori", "nori"], 7),
    (["egg", "egg", "nori"], 0),
    (["egg", "egg", "egg", "nori", "nori", "nori"], 7),
    (["egg", "egg", "naruto", "naruto", "chashu"], 0),
])
def test_flavour_combination(bowl, points):
    """Rulebook, 2) Flavour combination: +7 for 2 of each indicated ingredient, once."""
    assert score_order("egg+nori", bowl) == points


@pytest.mark.parametrize("bowl, points", [
    (["egg", "naruto", "chashu"], 4),
    (["egg", "naruto", "chashu", "nori", "nori", "nori"], 4),
    (["egg", "naruto", "chashu", "egg", "naruto", "chashu"], 8),
    (["egg", "egg", "egg", "naruto", "naruto", "chashu"], 4),
    (["egg", "naruto", "nori"], 0),
])
def test_dont_like(bowl, points):
    """Rulebook, 3) Don't like: +4 per set of the three ingredients, not re-used, at most 8; the fourth scores nothing."""
    assert score_order("egg+naruto+chashu", bowl) == points


def test_dont_like_is_capped_at_eight():
    """Rulebook, 3) Don't like: 'A maximum of 8 points can be earned for this order.'"""
    assert score_order("egg+nori+naruto", ["egg", "nori", "naruto"] * 3) == 8


@pytest.mark.parametrize("order, bowl, points", [
    ("2x", ["egg", "egg", "egg", "egg", "nori", "nori"], 9),
    ("3x", ["egg", "egg", "egg", "egg", "nori", "nori"], 5),
    ("2x", ["egg", "nori", "naruto", "chashu"], 0),
    ("2x", ["egg", "egg", "egg"], 3),
    ("3x", ["chashu"] * 6, 10),
    ("3x", ["egg", "egg", "nori", "nori", "naruto", "naruto"], 0),
])
def test_food_stylist(order, bowl, points):
    """Rulebook, 4) Food stylist: 2x +3 per pair of one topping, 3x +5 per three of one; toppings not re-used
    (docs/components.md example: egg egg egg egg nori nori = 9 for 2x, 5 for 3x)."""
    assert score_order(order, bowl) == points


def test_score_order_rejects_unknown_ids():
    with pytest.raises(ValueError):
        score_order("tofu", ["egg"])
    with pytest.raises(ValueError):
        score_order("egg", ["tofu"])


@pytest.mark.parametrize("binned, penalty", [(0, 0), (1, 0), (2, 0), (3, -1), (4, -1), (5, -2), (6, -3), (7, -4),
                                             (8, -5)])
def test_bin_penalty(binned, penalty):
    """Rulebook, 'The Bin': 3 ingredients -1, 5 -2, 6 -3, 7 -4, 8 -5."""
    assert bin_penalty(binned) == penalty


@pytest.mark.parametrize("bad", [-1, 9, "3", True])
def test_bin_penalty_rejects_impossible_bins(bad):
    """Rulebook, 'The Bin': 'You can only throw away a maximum of 8 ingredients.'"""
    with pytest.raises(ValueError):
        bin_penalty(bad)
