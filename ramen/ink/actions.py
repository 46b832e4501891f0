"""Ramen Ink actions and their text notation (``parse_action`` reads what ``str(action)`` prints).

Seats and bowls are 0-based inside the actions; the notation and the screen number bowls from 1.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from ramen.core import NotationError
from ramen.ink.components import BOWLS, CARD_INGREDIENTS, INGREDIENTS, TOPPING_KINDS


# --- actions -------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Pick:
    """Take one of the revealed topping cards: ``pick egg+nori``."""

    card: str

    def __str__(self) -> str:
        return f"pick {self.card}"


@dataclass(frozen=True)
class Place:
    """Draw one ingredient of the card being placed into a bowl (0-based): ``place egg b3``."""

    ingredient: str
    bowl: int

    def __str__(self) -> str:
        return f"place {self.ingredient} b{self.bowl + 1}"


@dataclass(frozen=True)
class Bin:
    """Throw one ingredient of the card being placed into the bin: ``bin egg``."""

    ingredient: str

    def __str__(self) -> str:
        return f"bin {self.ingredient}"


@dataclass(frozen=True)
class Done:
    """Confirm the card: every ingredient is placed, binned or (having no place) lost: ``done``."""

    def __str__(self) -> str:
        return "done"


@dataclass(frozen=True)
class Bonus:
    """The bonus for filling a bowl: ``bonus egg b5`` (cross off the extra egg, drawn into bowl 5),
    ``bonus points`` (cross off a +3 field) or ``bonus none`` (take no bonus: the rulebook's "may")."""

    field: str  # an ingredient, "points" or "none"
    bowl: int | None = None

    def __str__(self) -> str:
        if self.field in ("points", "none"):
            return f"bonus {self.field}"
        return f"bonus {self.field} b{self.bowl + 1 if isinstance(self.bowl, int) else self.bowl}"


InkAction = Union[Pick, Place, Bin, Done, Bonus]


# --- notation ------------------------------------------------------------------------------
def parse_action(text: str) -> InkAction:
    if not isinstance(text, str):
        raise NotationError("An action is a text such as 'pick egg+nori', 'place egg b3', 'bin nori', "
                            "'bonus chashu b2', 'bonus points', 'bonus none' or 'done'.")
    parts = text.split()
    if not parts:
        raise NotationError("The action is empty: try 'place egg b3'.")
    verb, rest = parts[0], parts[1:]
    if verb == "pick" and len(rest) == 1:
        if rest[0] not in CARD_INGREDIENTS:
            raise NotationError(f"{rest[0]!r} is not a topping card: the cards are {', '.join(TOPPING_KINDS)}.")
        return Pick(rest[0])
    if verb == "place" and len(rest) == 2:
        return Place(_parse_ingredient(rest[0]), _parse_bowl(rest[1]))
    if verb == "bin" and len(rest) == 1:
        return Bin(_parse_ingredient(rest[0]))
    if verb == "done" and not rest:
        return Done()
    if verb == "bonus" and rest in (["points"], ["none"]):
        return Bonus(rest[0])
    if verb == "bonus" and len(rest) == 2:
        return Bonus(_parse_ingredient(rest[0]), _parse_bowl(rest[1]))
    raise NotationError(f"{text!r} is not a Ramen Ink action: try 'pick egg+nori', 'place egg b3', 'bin nori', "
                        f"'bonus chashu b2', 'bonus points', 'bonus none' or 'done'.")


def _parse_ingredient(token: str) -> str:
    if token not in INGREDIENTS:
        raise NotationError(f"{token!r} is not an ingredient: they are {', '.join(INGREDIENTS)}.")
    return token


def _parse_bowl(token: str) -> int:
    if len(token) == 2 and token[0] == "b" and token[1] in "12345678":
        return int(token[1]) - 1
    raise NotationError(f"{token!r} is not a bowl: write b1 to b{BOWLS}.")
