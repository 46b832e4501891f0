"""Seeded chance carried in the state.

A state holds its game's ``seed`` and a counter of chance events drawn so far. Each event
gets its own generator from both numbers, so a state is plain data (easy to copy, compare
and replay) and the same seed gives the same game in CPython and in Pyodide.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

from ramen.core.errors import IllegalAction

T = TypeVar("T")


def rng_for(seed: int, counter: int) -> random.Random:
    """The generator for chance event number ``counter`` of the game with ``seed``."""
    return random.Random(f"ramen:{seed}:{counter}")


def stacked(shuffled: Sequence[T], first: Sequence[T], what: str) -> list[T]:
    """``shuffled`` with the items of ``first`` taken out (each the front-most of its kind) and put before
    the rest, in that order: a lesson's deal, dealt first whatever the seed shuffled (a game's option). The
    rest keeps its shuffled order. IllegalAction, naming ``what``, for an item it does not hold (or not so many).

    >>> stacked(["a", "b", "c", "b"], ["b", "c"], "deck")
    ['b', 'c', 'a', 'b']
    """
    rest = list(shuffled)
    for item in first:
        if item not in rest:
            raise IllegalAction(f"A stacked deal names {item!r}, and the {what} holds no"
                                f"{' more' if item in shuffled else ''} such card.")
        rest.remove(item)
    return [*first, *rest]
