"""Ramen Ink scoring: one bowl against its order, and the bin penalty."""

from __future__ import annotations

from typing import Sequence

from ramen.ink.components import BIN_SIZE, INGREDIENTS

#: penalty (0 or negative) by number of binned ingredients, 0..8 [rulebook]
BIN_PENALTIES: tuple[int, ...] = (0, 0, 0, -1, -1, -2, -3, -4, -5)


def _counts(bowl: Sequence[str]) -> dict[str, int]:
    counts = dict.fromkeys(INGREDIENTS, 0)
    for ingredient in bowl:
        if ingredient not in counts:
            raise ValueError(f"unknown ingredient {ingredient!r}; the ingredients are {', '.join(INGREDIENTS)}")
        counts[ingredient] += 1
    return counts


_SCORES: dict[tuple[str, tuple[str, ...]], int] = {}


def score_order(order: str, bowl: Sequence[str]) -> int:
    """Points the ``bowl`` (a list of ingredient ids) earns for the order card ``order``.

    Orders: one ingredient (``egg``: 2 per egg after the first), two (``egg+nori``: 7 for 2 of
    each), three (``egg+naruto+chashu``: 4 per set of the three, at most 8), ``2x`` (3 per pair of
    one ingredient) and ``3x`` (5 per triple of one ingredient). Other ingredients score nothing.
    """
    key = (order, tuple(bowl))
    points = _SCORES.get(key)
    if points is None:
        points = _score(order, bowl)
        if len(_SCORES) < 200_000:
            _SCORES[key] = points
    return points


def _score(order: str, bowl: Sequence[str]) -> int:
    counts = _counts(bowl)
    if order == "2x":
        return 3 * sum(n // 2 for n in counts.values())
    if order == "3x":
        return 5 * sum(n // 3 for n in counts.values())
    wanted = order.split("+")
    if not all(w in counts for w in wanted) or len(set(wanted)) != len(wanted) or len(wanted) > 3:
        raise ValueError(f"unknown order {order!r}")
    if len(wanted) == 1:
        n = counts[wanted[0]]
        return 2 * (n - 1) if n >= 2 else 0
    if len(wanted) == 2:
        return 7 if all(counts[w] >= 2 for w in wanted) else 0
    return 4 * min(2, min(counts[w] for w in wanted))


def bin_penalty(binned: int) -> int:
    """The end-of-game penalty (0 or negative) for ``binned`` ingredients in the bin (0..8)."""
    if isinstance(binned, bool) or not isinstance(binned, int) or not 0 <= binned <= BIN_SIZE:
        raise ValueError(f"a bin holds 0 to {BIN_SIZE} ingredients, not {binned!r}")
    return BIN_PENALTIES[binned]
