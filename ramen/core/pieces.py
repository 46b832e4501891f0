"""The pieces of a game, each once: one frozen table per game (in its ``components`` module) that the rules,
scoring, the art, the boards and the rules page all read.

A ``Piece`` is one kind of card, token, die face, marker or tool: its id (the notation's and the saves',
as in docs/components.md), the game's own name for it, its kind, the letter code printed on it, the art it is
drawn with, its rule in a sentence (and in a few words for a badge), and what it counts for: how many the
game has, its points or the rule that scores it, what it costs, what it needs.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Callable, Iterable, Mapping

#: a scoring rule: the points of a bowl whose cards are ``counts`` (ids), the game's pieces at hand
ScoreRule = Callable[[Counter[str], Mapping[str, "Piece"]], int]


@dataclass(frozen=True)
class Piece:
    """One kind of piece of a game (see the module's docstring)."""

    #: the id the notation, the saves and docs/components.md use, e.g. "egg", "egg+nori"
    id: str
    #: the game's own name, e.g. "Aji Tama"
    name: str
    #: what it is in its game, e.g. "protein", "flavor", "order", "bowl"
    kind: str
    #: the letter code the boards print on it (a card's corner, a chip's rim, a die; ``letter_of``), so a piece
    #: is told apart by its art and letter, not colour alone: the same id has the same letter in every game,
    #: two ids never share one; "" for a piece drawn as its ingredients (an order card, a bowl card)
    letter: str = ""
    #: the symbol it is drawn with: the name of an icon of Microsoft's Fluent Emoji flat set, or "own-..."
    #: for a drawing of our own; None for a piece drawn as its ingredients
    art: str | None = None
    #: its rule in a sentence, as the rules page says it
    rule: str = ""
    #: its rule in a few words, where a board has room for no more (a bowl's foot, an order's badge)
    short: str = ""
    #: another name it is known by (plain words, or the Japanese one)
    aka: str = ""
    #: how many the game has (a deck's cards, a pot's tokens, a die's faces)
    count: int = 0
    #: the points it is worth (a bowl card)
    points: int = 0
    #: what taking it costs (Extreme: the matching dice a token takes)
    cost: int = 0
    #: the ingredients it needs or shows (an order, a bowl card)
    needs: tuple[str, ...] = ()
    #: the rule that scores a bowl by it (a Fury flavor, an Ink order)
    score: ScoreRule | None = field(default=None, compare=False, repr=False)


def by_id(pieces: Iterable[Piece]) -> dict[str, Piece]:
    """The pieces by id; ValueError if two share one.

    >>> sorted(by_id([Piece("egg", "Egg", "protein"), Piece("corn", "Corn", "vegetable")]))
    ['corn', 'egg']
    """
    table: dict[str, Piece] = {}
    for piece in pieces:
        if piece.id in table:
            raise ValueError(f"two pieces are {piece.id!r}")
        table[piece.id] = piece
    return table


def letter_of(table: Mapping[str, Piece], piece_id: str) -> str:
    """The letter code printed on piece ``piece_id`` of a game's ``table`` (a card's corner, a chip's rim, a
    die's face); KeyError if the game has no such piece, ValueError if the piece has no letter (an order or
    a bowl card, drawn as its ingredients): a piece missing from the table is a mistake to see, not a "?".

    >>> letter_of(by_id([Piece("egg", "Egg", "protein", "E")]), "egg")
    'E'
    """
    letter = table[piece_id].letter
    if not letter:
        raise ValueError(f"the piece {piece_id!r} has no letter code")
    return letter
