"""A bounded memo for the bots' pure functions (bowl potentials, plans, the normal player's choices in
playouts): a dict that empties itself when full, so a long search or a long session never grows it
without end. Emptying loses only speed: every entry is a pure function of its key."""

from __future__ import annotations

from typing import Hashable, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class BoundedMemo(dict[K, V]):
    """``memo.get(key)`` as a dict; ``memo.keep(key, value)`` stores (emptying the memo first once
    it holds ``limit`` entries) and returns ``value``."""

    def __init__(self, limit: int) -> None:
        super().__init__()
        self.limit = limit

    def keep(self, key: K, value: V) -> V:
        if len(self) >= self.limit:
            self.clear()
        self[key] = value
        return value
