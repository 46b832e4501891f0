"""What the games' states share: a shallow ``clone`` and tuples with one item replaced.

Every field of a game's state is immutable plain data (ints, strs, bools, None and tuples of them),
so ``apply`` copies the state shallowly and replaces the fields it changes.
"""

from __future__ import annotations

from typing import Self, TypeVar

T = TypeVar("T")


class State:
    """Base class of the games' state dataclasses: every field immutable, so a shallow copy is a full one."""

    def clone(self) -> Self:
        """A copy sharing the (immutable) field values: replacing a field on it leaves this one as it is."""
        twin = object.__new__(type(self))
        twin.__dict__.update(self.__dict__)
        return twin

    def __deepcopy__(self, memo: dict[int, object]) -> Self:
        """Every field is immutable, so a shallow copy is already a deep one."""
        return self.clone()


def replaced(items: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    """``items`` with the item at ``index`` replaced by ``value``.

    >>> replaced((1, 2, 3), 1, 9)
    (1, 9, 3)
    """
    return items[:index] + (value,) + items[index + 1:]
