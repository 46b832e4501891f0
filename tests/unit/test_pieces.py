"""Each piece once (write a thing once): one frozen table of ``Piece`` values per game, in its
``components`` module, that the rules, the scoring, the art, the boards and the rules page read. The tables agree
with docs/components.md's counts, their letter codes tell every piece apart, and the names the rest of the code uses
are the tables'."""

from __future__ import annotations

import dataclasses

import pytest

from ramen.core.pieces import Piece, by_id, letter_of
from ramen.extreme import components as extreme
from ramen.fury import components as fury
from ramen.ink import components as ink

TABLES = {"ink": ink.PIECES, "fury": fury.PIECES, "extreme": extreme.PIECES}
#: the art ids the art's style sheet is built from (Fluent Emoji flat names, or "own-..." drawings of ours)
ART = {"egg": "own-egg-half", "naruto": "fish-cake-with-swirl", "chashu": "cut-of-meat", "tofu": "own-tofu", "nori": "own-nori",
       "chili": "hot-pepper", "scallion": "own-scallion", "mushroom": "mushroom", "corn": "ear-of-corn",
       "carrot": "carrot", "chicken": "poultry-leg", "shrimp": "shrimp", "beef": "cow-face", "soy": "own-soy",
       "fury": "fire", "protein": "own-face-protein", "vegetable": "own-face-vegetable", "fan": "folding-hand-fan",
       "pepper": "hot-pepper", "chopsticks": "chopsticks", "bowl": "steaming-bowl", "spoon": "spoon"}


def test_a_piece_is_a_small_frozen_value():
    piece = fury.PIECE["egg"]
    assert isinstance(piece, Piece)
    with pytest.raises(dataclasses.FrozenInstanceError):
        piece.name = "Ei"  # type: ignore[misc]
    with pytest.raises(ValueError, match="two pieces"):
        by_id([piece, piece])


def test_the_tables_count_what_components_md_lists():
    """docs/components.md: Fury 89 cards (chili 12, nori 8, fury 3, the rest 6 each); Ink 16 orders; Extreme 48 tokens,
    14 bowl cards (6 worth 5, 5 worth 10, 3 worth 15), dice faces protein, protein, vegetable, vegetable, chili, fan."""
    assert fury.DECK_SIZE == 89 and fury.CARD_COUNTS["chili"] == 12 and fury.CARD_COUNTS["fury"] == 3
    assert len(ink.ORDER) == 16 and [p.kind for p in ink.ORDER_PIECES].count(ink.PAIR) == 6
    assert sum(extreme.PIECE[token].count for token in extreme.TOKENS) == 48 and len(extreme.BOWLS) == 14
    assert sorted(b.points for b in extreme.BOWLS) == [5] * 6 + [10] * 5 + [15] * 3
    assert extreme.DIE_FACES == ("protein", "protein", "vegetable", "vegetable", "chili", "fan")


def test_letters_tell_every_piece_apart_and_an_id_keeps_its_letter_and_art_in_every_game():
    letters: dict[str, str] = {}
    art: dict[str, str | None] = {}
    for pieces in TABLES.values():
        for piece in pieces:
            if not piece.letter:  # drawn as its ingredients: an order or bowl card
                assert piece.art is None and piece.needs or piece.kind == ink.STYLIST
                continue
            assert letters.setdefault(piece.id, piece.letter) == piece.letter
            assert art.setdefault(piece.id, piece.art) == piece.art
    assert len(set(letters.values())) == len(letters)
    assert art == ART


@pytest.mark.parametrize("game", sorted(TABLES))
def test_every_piece_has_a_name_and_every_drawn_piece_a_letter(game):
    """The boards print a drawn piece's letter from its game's table (a card's corner, a chip's rim, a die),
    so every such piece has one, told apart from the game's others even without case; only a piece drawn as its
    ingredients (an order, a bowl card) has none."""
    for piece in TABLES[game]:
        assert piece.name.strip(), piece
        if piece.art is not None:
            assert 1 <= len(piece.letter) <= 2 and piece.letter.strip() == piece.letter, piece
    letters = [piece.letter for piece in TABLES[game] if piece.letter]
    assert len({letter.lower() for letter in letters}) == len(letters)


def test_the_boards_letters_come_from_the_tables_and_a_missing_one_fails():
    """Every piece a board prints a letter on has one in its game's table; an unknown piece, or one without a
    letter, raises instead of printing a "?"."""
    for card in fury.CARD:
        assert letter_of(fury.CARD, card) == fury.PIECE[card].letter
    for ingredient in ink.INGREDIENTS:
        assert letter_of(ink.INGREDIENT_PIECE, ingredient)
    for piece_id in (*extreme.TOKENS, *extreme.FACE_KINDS):
        assert letter_of(extreme.PIECE, piece_id)
    assert letter_of(fury.CARD, "chili") == letter_of(extreme.PIECE, "chili") == "Ci"
    with pytest.raises(KeyError):
        letter_of(fury.CARD, "spoon")  # a tool, not a card
    with pytest.raises(ValueError, match="no letter"):
        letter_of(extreme.PIECE, extreme.BOWL_PIECES[0].id)


def test_the_names_the_code_uses_are_the_tables():
    assert fury.CARD_NAMES == {p.id: p.name for p in fury.PIECES if p.kind != fury.TOOL}
    assert fury.FLAVORS == ("chicken", "shrimp", "beef", "soy", "fury")
    assert ink.INGREDIENT_NAMES == {"egg": "Aji Tama", "nori": "Nori", "naruto": "Narutomaki", "chashu": "Chashu"}
    assert ink.order_text("egg+nori") == ink.ORDER["egg+nori"].rule
    assert extreme.TOKEN_NAMES["egg"] == "Egg (Aji Tama)" and extreme.TOKEN_VALUE[extreme.TOKEN_INDEX["tofu"]] == 3


def test_the_boards_and_the_rules_page_read_the_rule_sentences():
    from ramen.ui.screens.rules_text import rules_html

    page = rules_html("fury")
    for flavor in fury.FLAVORS:
        assert fury.CARD[flavor].rule in page and fury.CARD[flavor].score is not None
    assert " &middot; ".join(" + ".join(p.needs) for p in extreme.BOWL_PIECES if p.points == 5) in rules_html("extreme")
