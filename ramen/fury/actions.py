"""Ramen Fury's actions and their text notation.

Seats and bowls are 1-based in the text (``p1`` is seat 0, ``b1`` is bowl 0); the dataclasses hold
0-based numbers. Grammar (verb, then what, then where)::

    prep <card> b<k>                 Prep: a card from your hand into your bowl k
    draw deck | draw pantry <n>      Draw: the top card of the deck, or Pantry slot n (1-4)
    restock                          Restock the Pantry
    eat b<k>                         Eat your bowl k
    spoon p<i>b<k> b<j> | hand       Spoon: the top card of player i's bowl k into your bowl j or your hand
    empty b<k>                       Empty your bowl k into the discard pile
    play <chili|nori> p<i>b<k>       free action: a Chili Peppers / Nori Garnish from your hand into a bowl
    place pantry <n> p<i>b<k>        reveal reaction: the revealed chili/nori of Pantry slot n into a bowl
    pass                             reveal reaction: leave the revealed cards in the Pantry
    discard <card>                   hand limit: discard one card from your hand
    end                              end your turn (offered when only free actions are left)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from ramen.core import NotationError
from ramen.fury.components import BOWLS_PER_PLAYER, CARDS, GARNISHES, PANTRY_SIZE

MAX_SEATS = 5


@dataclass(frozen=True)
class Prep:
    card: str
    bowl: int

    def __str__(self) -> str:
        return f"prep {self.card} b{self.bowl + 1}"


@dataclass(frozen=True)
class Draw:
    slot: int | None  # None: the top of the deck

    def __str__(self) -> str:
        return "draw deck" if self.slot is None else f"draw pantry {self.slot + 1}"


@dataclass(frozen=True)
class Restock:
    def __str__(self) -> str:
        return "restock"


@dataclass(frozen=True)
class Eat:
    bowl: int

    def __str__(self) -> str:
        return f"eat b{self.bowl + 1}"


@dataclass(frozen=True)
class Spoon:
    seat: int
    bowl: int
    to_bowl: int | None  # None: into the hand

    def __str__(self) -> str:
        where = "hand" if self.to_bowl is None else f"b{self.to_bowl + 1}"
        return f"spoon p{self.seat + 1}b{self.bowl + 1} {where}"


@dataclass(frozen=True)
class Empty:
    bowl: int

    def __str__(self) -> str:
        return f"empty b{self.bowl + 1}"


@dataclass(frozen=True)
class Play:
    """Free action: a chili or nori from the hand into any player's uneaten bowl with room."""

    card: str
    seat: int
    bowl: int

    def __str__(self) -> str:
        return f"play {self.card} p{self.seat + 1}b{self.bowl + 1}"


@dataclass(frozen=True)
class Place:
    """Reveal reaction: the chili or nori just revealed in a Pantry slot goes into a bowl."""

    slot: int
    seat: int
    bowl: int

    def __str__(self) -> str:
        return f"place pantry {self.slot + 1} p{self.seat + 1}b{self.bowl + 1}"


@dataclass(frozen=True)
class Pass:
    """Reveal reaction declined: the revealed cards stay in the Pantry as ordinary cards."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True)
class Discard:
    card: str

    def __str__(self) -> str:
        return f"discard {self.card}"


@dataclass(frozen=True)
class End:
    """End the turn once the two actions are done (or none is possible) and only free actions remain."""

    def __str__(self) -> str:
        return "end"


FuryAction = Union[Prep, Draw, Restock, Eat, Spoon, Empty, Play, Place, Pass, Discard, End]

# Every action there can be, built once: legal_actions hands out these shared, immutable objects.
DRAW_DECK = Draw(None)
DRAW_PANTRY = tuple(Draw(slot) for slot in range(PANTRY_SIZE))
RESTOCK, PASS, END = Restock(), Pass(), End()
EAT = tuple(Eat(b) for b in range(BOWLS_PER_PLAYER))
EMPTY = tuple(Empty(b) for b in range(BOWLS_PER_PLAYER))
PREP = {(card, b): Prep(card, b) for card in CARDS for b in range(BOWLS_PER_PLAYER)}
SPOON = {(s, b, to): Spoon(s, b, to) for s in range(MAX_SEATS) for b in range(BOWLS_PER_PLAYER)
         for to in (*range(BOWLS_PER_PLAYER), None)}
PLAY = {(card, s, b): Play(card, s, b) for card in GARNISHES for s in range(MAX_SEATS) for b in range(BOWLS_PER_PLAYER)}
PLACE = {(slot, s, b): Place(slot, s, b) for slot in range(PANTRY_SIZE) for s in range(MAX_SEATS)
         for b in range(BOWLS_PER_PLAYER)}
DISCARD = {card: Discard(card) for card in CARDS}

_HELP = ("Ramen Fury actions look like: 'prep egg b2', 'draw deck', 'draw pantry 3', 'restock', 'eat b1', "
         "'spoon p2b1 b3', 'spoon p1b3 hand', 'empty b2', 'play chili p2b1', 'place pantry 2 p1b3', "
         "'pass', 'discard egg', 'end'.")


def _bad(text: str, why: str) -> NotationError:
    return NotationError(f"{text!r} is not a Ramen Fury action: {why}. {_HELP}")


def _card(text: str, token: str) -> str:
    if token not in CARDS:
        raise _bad(text, f"{token!r} is not a card (cards: {', '.join(CARDS)})")
    return token


def _bowl(text: str, token: str) -> int:
    if len(token) == 2 and token[0] == "b" and token[1].isdigit() and 1 <= int(token[1]) <= BOWLS_PER_PLAYER:
        return int(token[1]) - 1
    raise _bad(text, f"{token!r} is not one of your bowls (b1, b2 or b3)")


def _seat_bowl(text: str, token: str) -> tuple[int, int]:
    if (len(token) == 4 and token[0] == "p" and token[2] == "b" and token[1].isdigit() and token[3].isdigit()
            and 1 <= int(token[1]) <= MAX_SEATS and 1 <= int(token[3]) <= BOWLS_PER_PLAYER):
        return int(token[1]) - 1, int(token[3]) - 1
    raise _bad(text, f"{token!r} is not a player's bowl (like p2b1: player 2, bowl 1)")


def _slot(text: str, token: str) -> int:
    if len(token) == 1 and token.isdigit() and 1 <= int(token) <= PANTRY_SIZE:
        return int(token) - 1
    raise _bad(text, f"{token!r} is not a Pantry slot (1 to {PANTRY_SIZE})")


def parse_action(text: str) -> FuryAction:
    """Read an action's text form; NotationError says what is wrong."""
    if not isinstance(text, str):
        raise NotationError(f"{text!r} is not text. {_HELP}")
    tokens = text.split()
    if not tokens:
        raise _bad(text, "it is empty")
    verb, rest = tokens[0], tokens[1:]
    shape = {"prep": 2, "restock": 0, "eat": 1, "spoon": 2, "empty": 1, "play": 2, "place": 3,
             "pass": 0, "discard": 1, "end": 0}
    if verb == "draw":
        if rest == ["deck"]:
            return DRAW_DECK
        if len(rest) == 2 and rest[0] == "pantry":
            return DRAW_PANTRY[_slot(text, rest[1])]
        raise _bad(text, "draw takes 'deck' or 'pantry <slot>'")
    if verb not in shape:
        raise _bad(text, f"unknown verb {verb!r}")
    if len(rest) != shape[verb]:
        raise _bad(text, f"'{verb}' takes {shape[verb]} more word(s), not {len(rest)}")
    if verb == "prep":
        return PREP[_card(text, rest[0]), _bowl(text, rest[1])]
    if verb == "restock":
        return RESTOCK
    if verb == "eat":
        return EAT[_bowl(text, rest[0])]
    if verb == "empty":
        return EMPTY[_bowl(text, rest[0])]
    if verb == "spoon":
        seat, bowl = _seat_bowl(text, rest[0])
        return SPOON[seat, bowl, None if rest[1] == "hand" else _bowl(text, rest[1])]
    if verb == "play":
        if rest[0] not in GARNISHES:
            raise _bad(text, "only 'chili' or 'nori' is played as a free action")
        return PLAY[(rest[0], *_seat_bowl(text, rest[1]))]
    if verb == "place":
        if rest[0] != "pantry":
            raise _bad(text, "place takes 'pantry <slot> p<i>b<k>'")
        return PLACE[(_slot(text, rest[1]), *_seat_bowl(text, rest[2]))]
    if verb == "discard":
        return DISCARD[_card(text, rest[0])]
    return PASS if verb == "pass" else END
