"""Ramen Ink scoring: one bowl against its order, the bin penalty, and each seat's score sheet."""

from __future__ import annotations

from collections import Counter
from typing import Sequence

from ramen.core import ScoreSheet
from ramen.ink.components import (BIN_SIZE, BONUS_POINTS, INGREDIENT_PIECE, INGREDIENTS, ORDER, ORDER_IDS,
                                  POINT_FIELDS, card_name)
from ramen.ink.state import PHASE_OVER, InkState

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
    piece = ORDER.get(order)
    if piece is None or piece.score is None:
        raise ValueError(f"unknown order {order!r}")
    return piece.score(Counter(_counts(bowl)), INGREDIENT_PIECE)


def bin_penalty(binned: int) -> int:
    """The end-of-game penalty (0 or negative) for ``binned`` ingredients in the bin (0..8)."""
    if isinstance(binned, bool) or not isinstance(binned, int) or not 0 <= binned <= BIN_SIZE:
        raise ValueError(f"a bin holds 0 to {BIN_SIZE} ingredients, not {binned!r}")
    return BIN_PENALTIES[binned]


ORDER_NAMES: dict[str, str] = {order: card_name(order) for order in ORDER_IDS}

_LABELS: dict[tuple[str, ...], tuple[str, ...]] = {}


def _bowl_labels(orders: tuple[str, ...]) -> tuple[str, ...]:
    """The breakdown labels of the eight bowls, e.g. "Bowl 3 (Aji Tama + Nori)"."""
    labels = _LABELS.get(orders)
    if labels is None:
        if len(_LABELS) > 1000:
            _LABELS.clear()
        labels = _LABELS[orders] = tuple(f"Bowl {b + 1} ({ORDER_NAMES[o]})" for b, o in enumerate(orders))
    return labels


def bowl_value(state: InkState, seat: int, bowl: int) -> int:
    return score_order(state.orders[bowl], state.bowls[seat][bowl])


# --- score sheets -----------------------------------------------------------------------------------
def score_sheets(state: InkState) -> list[ScoreSheet]:
    """Bowls by their contents (served bowls never change after serving, so the value scored
    then), +3 per points field crossed off, the bin penalty. Before the end this is a running
    score: unserved bowls count as if served now."""
    labels = _bowl_labels(state.orders)
    final = state.phase == PHASE_OVER
    sheets = []
    for seat in range(state.seats):
        contents = state.bowls[seat]
        points = [score_order(order, bowl) for order, bowl in zip(state.orders, contents)]
        lines = list(zip(labels, points))
        plus = sum(1 for f in state.bonus_used[seat] if f in POINT_FIELDS)
        binned = state.binned[seat]
        lines.append((f"Bonus +3 fields ({plus})", BONUS_POINTS * plus))
        lines.append((f"Bin ({binned} ingredient{'s' if binned != 1 else ''})", bin_penalty(binned)))
        sheets.append(ScoreSheet(
            total=sum(points) + BONUS_POINTS * plus + bin_penalty(binned), breakdown=tuple(lines),
            tiebreak=-binned, tiebreak_label="fewest ingredients in the bin",
            details={"orders": list(state.orders), "bowls": [list(bowl) for bowl in contents], "points": points,
                     "served": list(state.served), "bin": binned, "bonus_used": list(state.bonus_used[seat]),
                     "lost": state.lost[seat], "final": final},
        ))
    return sheets
