"""Ramen Fury scoring (rulebook, 'Scoring' and 'Scoring Examples'; docs/components.md, 'Scoring an eaten bowl')."""

from __future__ import annotations

import pytest

from ramen.fury import bowl_breakdown, score_bowl


@pytest.mark.parametrize("cards, points", [
    (["shrimp", "naruto", "chashu", "tofu", "corn"], 8),
    (["chicken", "egg", "egg", "nori"], 7),
    (["soy", "mushroom", "scallion", "chili"], 4),
    (["fury", "mushroom", "chili"], 2),
])
def test_rulebook_scoring_examples(cards, points):
    """Rulebook, 'Scoring Examples': the four printed bowls score 8, 7, 4 and 2."""
    assert score_bowl(cards) == points


def test_flavor_may_be_anywhere_in_the_list():
    """score_bowl accepts the flavor card at any position (docs/components.md ids)."""
    assert score_bowl(["naruto", "chashu", "shrimp", "tofu", "corn"]) == 8
    assert score_bowl(["egg", "nori", "egg", "chicken"]) == 7
    assert score_bowl(["chili", "mushroom", "fury"]) == 2


@pytest.mark.parametrize("cards, points", [
    (["shrimp", "egg"], 0),
    (["shrimp", "egg", "corn"], 4),
    (["shrimp", "egg", "chashu", "naruto", "corn"], 4),       # one vegetable: one pair
    (["shrimp", "tofu", "tofu"], 4),                          # tofu on both sides
    (["shrimp", "egg", "egg", "tofu", "tofu"], 8),            # both tofu act as vegetables
    (["shrimp", "corn", "corn", "tofu", "egg"], 8),           # tofu acts as a protein
])
def test_shrimp_four_per_vegetable_protein_pair(cards, points):
    """Rulebook, 'Shrimp Flavor': 4 points per pair of Vegetable and Protein; tofu counts as either."""
    assert score_bowl(cards) == points


@pytest.mark.parametrize("cards, points", [
    (["beef", "egg"], 2),
    (["beef", "egg", "egg"], 2),
    (["beef", "egg", "chashu"], 5),
    (["beef", "egg", "chashu", "naruto"], 9),
    (["beef", "egg", "chashu", "naruto", "tofu"], 14),
    (["beef", "corn", "mushroom"], 0),                        # vegetables are no proteins
])
def test_beef_unique_proteins(cards, points):
    """Rulebook, 'Beef Flavor': 2, 5, 9 or 14 for 1, 2, 3 or 4 unique Proteins (tofu is one)."""
    assert score_bowl(cards) == points


@pytest.mark.parametrize("cards, points", [
    (["soy", "corn"], 2),
    (["soy", "corn", "mushroom"], 5),
    (["soy", "corn", "mushroom", "scallion"], 9),
    (["soy", "corn", "mushroom", "scallion", "tofu"], 14),
    (["soy", "egg", "chashu"], 0),
])
def test_soy_unique_vegetables(cards, points):
    """Rulebook, 'Soy Sauce Flavor': 2, 5, 9 or 14 for 1, 2, 3 or 4 unique Vegetables (tofu is one)."""
    assert score_bowl(cards) == points


@pytest.mark.parametrize("cards, points", [
    (["chicken", "egg", "corn"], 0),
    (["chicken", "egg", "egg"], 6),
    (["chicken", "egg", "egg", "corn", "corn"], 6),           # two pairs: only the best group counts
    (["chicken", "tofu", "tofu", "tofu"], 10),
    (["chicken", "egg", "egg", "egg", "egg"], 10),            # four of a kind is still 10
    (["chicken", "chili", "chili", "egg"], -2),               # chili never matches
    (["chicken", "nori", "nori", "egg"], 2),                  # nor does nori (it only adds +1 each)
])
def test_chicken_matching_ingredients(cards, points):
    """Rulebook, 'Chicken Flavor': 6 for a pair, 10 for three matching; nori and chili don't match."""
    assert score_bowl(cards) == points


def test_fury_two_per_chili_and_no_penalty():
    """Rulebook, 'Fury Flavor': 2 points per Chili Peppers card, none subtracted."""
    assert score_bowl(["fury", "chili"]) == 2
    assert score_bowl(["fury", "chili", "chili", "chili", "chili"]) == 8
    assert score_bowl(["fury", "chili", "nori", "egg"]) == 3


def test_nori_bonus_and_chili_penalty_in_every_bowl():
    """Rulebook, 'Chili Peppers' and 'Nori Garnish': -1 per chili (not with Fury), +1 per nori."""
    assert score_bowl(["beef", "chili"]) == -1  # docs/components.md: a bowl's score can be negative
    assert score_bowl(["beef", "egg", "nori", "nori"]) == 4
    parts = bowl_breakdown(["soy", "corn", "mushroom", "chili", "nori"])
    assert (parts.flavor, parts.flavor_points, parts.nori_bonus, parts.chili_penalty) == ("soy", 5, 1, -1)
    assert parts.total == 5


def test_breakdown_parts_sum_to_the_score():
    parts = bowl_breakdown(["fury", "chili", "chili", "nori"])
    assert (parts.flavor_points, parts.nori_bonus, parts.chili_penalty, parts.total) == (4, 1, 0, 5)
    assert parts.to_json()["total"] == 5 == score_bowl(["fury", "chili", "chili", "nori"])


def test_names_and_plurals_are_read_as_ids():
    assert score_bowl(["Chicken Flavor", "Eggs", "Aji Tama", "Nori Garnish"]) == 7
    assert score_bowl([" SOY ", "mushrooms", "scallions", "Chili Peppers"]) == 4


def test_unknown_cards_and_two_flavors_are_refused():
    with pytest.raises(ValueError, match="not a Ramen Fury card"):
        score_bowl(["beef", "carrot"])
    with pytest.raises(ValueError, match="at most one flavor"):
        score_bowl(["beef", "soy", "egg"])


def test_a_bowl_without_flavor_scores_only_garnish():
    assert score_bowl(["egg", "nori", "chili"]) == 0
    assert score_bowl([]) == 0


def test_a_new_flavor_is_one_row_of_the_table_and_its_scoring_rule():
    """Each piece once: a flavor more is one row added to (a copy of) the table of cards, with the rule that
    scores it; scoring reads the flavor, its rule and its name from the table, and the rules every bowl keeps
    (nori +1, chili -1 but for fury) hold for it too."""
    from collections import Counter

    from ramen.core.pieces import Piece
    from ramen.fury.components import CARD, FLAVOR

    def miso_points(counts: Counter, pieces) -> int:
        """3 per mushroom."""
        return 3 * counts["mushroom"]

    table = {**CARD, "miso": Piece("miso", "Miso Flavor", FLAVOR, "Mi", "own-miso", count=6, score=miso_points,
                                   rule="3 for every mushroom", short="3 per mushroom")}
    assert score_bowl(["miso", "mushroom", "mushroom", "nori"], table) == 3 + 3 + 1
    parts = bowl_breakdown(["Miso Flavor", "Mushrooms", "Chili Peppers"], table)
    assert (parts.flavor, parts.flavor_points, parts.chili_penalty, parts.total) == ("miso", 3, -1, 2)
    assert score_bowl(["chicken", "mushroom", "mushroom"], table) == 6  # the others score as before
    with pytest.raises(ValueError, match="at most one flavor"):
        score_bowl(["miso", "soy", "corn"], table)
    with pytest.raises(ValueError):
        score_bowl(["miso", "mushroom"])  # the game's own table has no miso
