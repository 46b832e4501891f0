"""Ramen Ink's lean copy of the state and rules, for the bots' playouts (``ramen.ink.bots``).

A playout plays the normal player card by card on plain tuples instead of step by step on
``InkState``: a seat is a ``LeanSeat`` (its bowls as sorted tuples, its bin, its bonus fields, its
lost ingredients), and the rules it needs are here, beside ``ramen.ink.rules``: which cards may be
picked, who draws which card, the bowls an ingredient may go to, the bonus once a bowl is full, the
next round's deal and the final points. ``tests/unit/test_ink_playout.py`` checks them against the
rules at every step of many seeded games.
"""

from __future__ import annotations

from typing import Sequence

from ramen.ink.components import BONUS_FIELDS, BONUS_POINTS, BOWL_SIZE, BOWLS, INGREDIENTS, ROUNDS
from ramen.ink.components import SERVED_AFTER_ROUND as SERVED_AFTER
from ramen.ink.scoring import BIN_PENALTIES, score_order
from ramen.ink.state import PENDING, PHASE_PICK, PHASE_PLACE, InkState, windows

#: bowls served before each round starts (a bowl is served right after its round)
SERVED_BEFORE: dict[int, tuple[bool, ...]] = {r: tuple(after < r for after in SERVED_AFTER) for r in range(1, ROUNDS + 2)}
#: the runs of three bowls with their bowls that have room, by (served, bowls with room)
_RUNS: dict[tuple[tuple[bool, ...], tuple[int, ...]], list[tuple[frozenset[int], frozenset[int]]]] = {}

#: a seat in a fast playout: (bowls as sorted tuples, ingredients binned, bonus fields used in
#: ``BONUS_FIELDS`` order, ingredients lost)
LeanSeat = tuple[tuple[tuple[str, ...], ...], int, tuple[str, ...], int]


def canonical_fields(used: Sequence[str]) -> tuple[str, ...]:
    return tuple(field for field in BONUS_FIELDS if field in used)


def lean_seats(state: InkState) -> list[LeanSeat]:
    """Every seat of ``state`` as a fast playout holds it."""
    return [(tuple(tuple(sorted(bowl)) for bowl in state.bowls[p]), state.binned[p],
             canonical_fields(state.bonus_used[p]), state.lost[p]) for p in range(state.seats)]


def lean_totals(orders: tuple[str, ...], seats: Sequence[LeanSeat]) -> list[tuple[int, int]]:
    """(points, ingredients binned) of each seat at the end of the game."""
    found = []
    for bowls, binned, used, _ in seats:
        points = sum(score_order(order, bowl) for order, bowl in zip(orders, bowls))
        points += BONUS_POINTS * sum(1 for field in used if field.startswith("points")) + BIN_PENALTIES[binned]
        found.append((points, binned))
    return found


def lean_clean(state: InkState) -> bool:
    """Whether ``state`` is at a boundary a fast playout starts from: picking, or a card not begun."""
    if state.phase == PHASE_PICK:
        return True
    return state.phase == PHASE_PLACE and not state.bonus_due and not state.extras and \
        all(status == PENDING for status in state.card)


def pick_options(revealed: tuple[str, ...], picks: Sequence[int]) -> list[str]:
    """The kinds of card still to pick, in slot order (each once)."""
    options: list[str] = []
    for slot, card in enumerate(revealed):
        if slot not in picks and card not in options:
            options.append(card)
    return options


def draw_order(active: int, revealed: tuple[str, ...], picks: Sequence[int], seats: int,
               start: int = 0) -> list[tuple[int, str, str]]:
    """(seat, card, "own" or "leftover") of each placement step from ``start``: every seat draws the
    card it picked, from the active seat on, then each draws the card left over."""
    leftover = revealed[next(s for s in range(len(revealed)) if s not in picks)]
    draws = []
    for index in range(start, 2 * seats):
        if index < seats:
            draws.append(((active + index) % seats, revealed[picks[index]], "own"))
        else:
            draws.append(((active + index - seats) % seats, leftover, "leftover"))
    return draws


def next_deal(active: int, deck: tuple[str, ...], seats: int) -> tuple[int, tuple[str, ...], tuple[str, ...]]:
    """The next round's active seat, its revealed cards and the deck left."""
    return (active + 1) % seats, deck[:seats + 1], deck[seats + 1:]


def open_bowls(served: Sequence[bool], contents: Sequence[tuple[str, ...]]) -> list[int]:
    """The bowls with room: not served, not full."""
    return [b for b in range(BOWLS) if not served[b] and len(contents[b]) < BOWL_SIZE]


def runs_with_room(served: tuple[bool, ...], open_: tuple[int, ...]) -> list[tuple[frozenset[int], frozenset[int]]]:
    """Each run of three bowls (``windows``) with the bowls of it that have room (remembered)."""
    key = (served, open_)
    runs = _RUNS.get(key)
    if runs is None:
        runs = _RUNS[key] = [(run, frozenset(b for b in run if b in open_)) for run in windows(served)]
    return runs


def lean_bowls(open_: Sequence[int], runs: Sequence[tuple[frozenset[int], frozenset[int]]], used: tuple[int, ...],
               three: bool) -> list[int]:
    """The bowls the next ingredient of a card may go to, ``used`` (sorted) by the card already: a bowl
    with room, and for a three-topping card one of a run of three holding every bowl used."""
    if not three:
        return [b for b in open_ if b not in used]
    bowls: set[int] = set()
    for run, free in runs:
        if run.issuperset(used):
            bowls |= free
    bowls.difference_update(used)
    return sorted(bowls)


def bonus_open(served: Sequence[bool], contents: Sequence[tuple[str, ...]],
               used: tuple[str, ...]) -> tuple[list[str], list[int], bool]:
    """The bonus a seat may take now: the extra-ingredient fields left, the bowls an extra may go to,
    and whether a +3 field is left."""
    fields = [field for field in INGREDIENTS if field not in used]
    points = "points1" not in used or "points2" not in used
    return fields, open_bowls(served, contents), points


def drawn_into(bowl: tuple[str, ...], ingredient: str) -> tuple[str, ...]:
    """A bowl's sorted contents once ``ingredient`` is drawn into it."""
    return tuple(sorted(bowl + (ingredient,)))


def crossed_off(used: tuple[str, ...], field: str) -> tuple[str, ...]:
    """The bonus fields used once ``field`` is crossed off ("points": the first +3 field left)."""
    if field == "points":
        field = "points1" if "points1" not in used else "points2"
    return canonical_fields(used + (field,))
