"""Ramen Ink's evaluation: what a bowl is worth to the normal player (``estimate``: its score now, a
share of what it may still become before it is served, the bonus once full), what one more of each
ingredient adds to it, and a seat's points as the normal player reckons them (``lean_worth``)."""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import Any

from ramen.core.memo import BoundedMemo
from ramen.ink.components import (BONUS_FIELDS, BONUS_POINTS, BOWL_SIZE, INGREDIENTS, ORDER, PAIR, PAIR_NEEDS, PAIR_POINTS,
                                  SINGLE, STYLIST, STYLIST_POINTS, TRIPLE, TRIPLE_POINTS, TRIPLE_SETS)
from ramen.ink.components import SERVED_AFTER_ROUND as SERVED_AFTER
from ramen.ink.playout import LeanSeat
from ramen.ink.scoring import BIN_PENALTIES, score_order

#: share of a partly built order's points counted before it is complete
PARTIAL = 0.8
#: worth of one odd ingredient in a 2x bowl that may still be paired
STYLIST_SINGLE = 1.2
#: worth of the first ingredient in a one-ingredient order that may still get more
SINGLE_FIRST = 1.0
#: worth, per free box, of keeping the bin's first boxes free (scaled by the rounds left)
BIN_RESERVE = 0.8


_ESTIMATES: dict[tuple[Any, ...], float] = {}
#: the food stylist orders the partial estimates were tuned for, and the group each counts ("2x": pairs)
TUNED_STYLISTS: dict[str, int] = {f"{size}x": size for size in STYLIST_POINTS}


def estimate(order: str, contents: tuple[str, ...], future: int, bonus_left: bool) -> float:
    """What a bowl is worth: its score now, plus part of what it can still become in ``future``
    more cards (one ingredient per card at most), plus the bonus once it is full."""
    key = (order, tuple(sorted(contents)), future, bonus_left)
    value = _ESTIMATES.get(key)
    if value is None:
        value = _ESTIMATES[key] = _estimate(order, contents, future, bonus_left)
    return value


def _estimate(order: str, contents: tuple[str, ...], future: int, bonus_left: bool) -> float:
    score = float(score_order(order, contents))
    length = len(contents)
    room = BOWL_SIZE - length
    reach = min(future, room)
    if length == BOWL_SIZE and bonus_left:
        score += BONUS_POINTS
    if reach <= 0:
        return score
    counts = {i: 0 for i in INGREDIENTS}
    for ingredient in contents:
        counts[ingredient] += 1
    kind, wanted = ORDER[order].kind, ORDER[order].needs
    group = TUNED_STYLISTS.get(order, 0) if kind == STYLIST else 0
    if group == 2:
        odd = sum(1 for n in counts.values() if n % 2)
        return score + STYLIST_SINGLE * min(odd, reach)
    if group == 3:
        partial = 0.0
        for need, have in sorted((3 - n % 3, n % 3) for n in counts.values() if n % 3):
            if need > reach:
                break
            reach -= need
            partial += STYLIST_POINTS[group] * have / 3 * PARTIAL
        return score + partial
    if kind == SINGLE:
        return score + (SINGLE_FIRST if counts[wanted[0]] == 1 else 0.0)
    if kind == PAIR:
        full = PAIR_NEEDS * len(wanted)
        need = sum(max(0, PAIR_NEEDS - counts[w]) for w in wanted)
        if 0 < need <= reach:
            score += PAIR_POINTS * (full - need) / full * PARTIAL
        return score
    if kind == TRIPLE:
        sets = min(TRIPLE_SETS, min(counts[w] for w in wanted))
        if sets < TRIPLE_SETS:
            have = sum(1 for w in wanted if counts[w] > sets)
            if len(wanted) - have <= reach:
                score += TRIPLE_POINTS * have / len(wanted) * PARTIAL
        return score
    return score + PARTIAL * _best_gain(order, contents, reach)


def _best_gain(order: str, contents: tuple[str, ...], reach: int) -> float:
    """An order no estimate above was tuned for (a new kind, a stylist of another group): the most its
    score can still grow, by the engine's own rule, with up to ``reach`` more ingredients."""
    now = score_order(order, contents)
    return float(max((score_order(order, contents + added) - now for more in range(1, reach + 1)
                      for added in combinations_with_replacement(INGREDIENTS, more)), default=0))


#: the gains of each ingredient in a bowl, by (order, contents, future, bonus left); entries kept
_GAINS: BoundedMemo[tuple[Any, ...], tuple[float, ...]] = BoundedMemo(100_000)


def bowl_gains(order: str, before: tuple[str, ...], future: int, bonus_after: bool) -> tuple[float, ...]:
    """What one more of each ingredient (``INGREDIENTS`` order) adds to a bowl's ``estimate``."""
    key = (order, before, future, bonus_after)
    found = _GAINS.get(key)
    if found is None:
        now = estimate(order, before, future, bonus_after)
        found = _GAINS.keep(key, tuple(estimate(order, before + (ingredient,), future, bonus_after) - now
                                       for ingredient in INGREDIENTS))
    return found


def lean_worth(orders: tuple[str, ...], round_: int, seat: LeanSeat) -> float:
    """A seat's points at the start of ``round_`` as the normal player reckons them: the bowls served,
    the +3 fields and the bin, plus what each bowl still open may become (``estimate``)."""
    bowls, binned, used, _ = seat
    bonus_left = any(field not in used for field in BONUS_FIELDS)
    total = float(BONUS_POINTS * sum(1 for field in used if field.startswith("points")) + BIN_PENALTIES[binned])
    for bowl, order in enumerate(orders):
        if SERVED_AFTER[bowl] < round_:
            total += score_order(order, bowls[bowl])
        else:
            total += estimate(order, bowls[bowl], 2 * (SERVED_AFTER[bowl] - round_ + 1), bonus_left)
    return total
