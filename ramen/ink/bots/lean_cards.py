"""Ramen Ink's normal player on the lean state (``ramen.ink.playout``), a whole card at a time: its
pick (``lean_pick``), the values of a card's next steps (``card_steps``; a three-topping card by
listing its whole placements) and its drawing of a whole card with the bonuses (``lean_card``),
each remembered. The same choices as the normal player step by step, on plain tuples."""

from __future__ import annotations

from typing import Any, Sequence

from ramen.core.memo import BoundedMemo
from ramen.ink.bots.policy import Table
from ramen.ink.components import BIN_SIZE, BONUS_POINTS, BOWL_SIZE, CARD_INGREDIENTS
from ramen.ink.playout import SERVED_BEFORE, LeanSeat, bonus_open, crossed_off, drawn_into

#: entries kept in the memories of whole cards and picks before they are emptied
LEAN_MEMORY = 20_000
#: tables kept (few: a table holds many small containers the garbage collector walks through, and
#: its use is soon over: a pick and the placement of the card picked, the worlds of one round)
TABLE_MEMORY = 1_000
TABLES: BoundedMemo[tuple[Any, ...], Table] = BoundedMemo(TABLE_MEMORY)
CARDS: BoundedMemo[tuple[Any, ...], tuple[Any, ...]] = BoundedMemo(LEAN_MEMORY)
PICKS: BoundedMemo[tuple[Any, ...], str] = BoundedMemo(LEAN_MEMORY)


def _lean_table(orders: tuple[str, ...], round_: int, which: str, bowls: tuple[tuple[str, ...], ...], binned: int,
                used: tuple[str, ...]) -> Table:
    """The normal player's table of a seat at the start of a card (remembered)."""
    key = (orders, round_, which, bowls, binned, used)
    table = TABLES.get(key)
    if table is None:
        table = Table(None)
        table._setup(list(bowls), list(SERVED_BEFORE[round_]), list(orders), binned, used, round_, which, None)
        TABLES.keep(key, table)
    return table


def lean_pick(orders: tuple[str, ...], round_: int, seat: LeanSeat, options: tuple[str, ...]) -> str:
    """The normal player's pick among the card kinds ``options`` (in slot order): the first of the
    highest best-finish value."""
    bowls, binned, used, _ = seat
    # (keys and values of plain values only: the garbage collector soon stops tracking them)
    key = (orders, round_, bowls, binned, used, options)
    found = PICKS.get(key)
    if found is None:
        table = _lean_table(orders, round_, "own", bowls, binned, used)
        best_value = float("-inf")
        found = options[0]
        for card in options:
            value = _card_value(table, CARD_INGREDIENTS[card], binned)
            if value > best_value + 1e-9:
                found, best_value = card, value
        PICKS.keep(key, found)
    return found


NO_PLACE = float("-inf")


def _single_best(table: Table, ingredient: str, used: tuple[int, ...], three: bool, binned: int) -> float:
    """The best value of the last pending ``ingredient`` (a bowl or the bin; 0 when it is lost): the
    normal player's ``_last``."""
    key = (ingredient, used, three, binned)
    found = table._finishes.get(key)
    if found is None:
        found = table._last(ingredient, used, three, binned)
        table._finishes[key] = found
    return found


#: the shapes a three-topping card may take on a score card, by the runs of bowls with room: the
#: runs with three bowls with room, the ordered pairs of bowls sharing a run, the single bowls
_SHAPES: dict[int, tuple[list[tuple[int, int, int]], list[tuple[int, int]], list[int]]] = {}
#: the six ways to lay three ingredients (by index) on three bowls
_ORDERS = ((0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0))


def _shapes(table: Table) -> tuple[list[tuple[int, int, int]], list[tuple[int, int]], list[int]]:
    runs = table._runs
    found = _SHAPES.get(id(runs))
    if found is None:
        frees = {tuple(sorted(free)) for _, free in runs}
        triples = sorted(free for free in frees if len(free) == 3)
        pairs = sorted({(p, q) for free in frees for p in free for q in free if p != q})
        singles = sorted({bowl for free in frees for bowl in free})
        found = _SHAPES[id(runs)] = (triples, pairs, singles)  # the runs are kept by runs_with_room for good
    return found


def _three_plans(table: Table, ingredients: Sequence[str], binned: int) -> list[float]:
    """The best value of every first step of a three-topping card on ``table``, found by listing its
    whole placements (three bowls of one run, two of one run and a bin, one bowl and two bins, three
    bins): at ``9 * index + bowl`` (bowl ``BIN_SIZE``: the bin) the best placement beginning with that
    step. Exact for at most ``BIN_SIZE - 3`` binned (no ingredient can be lost)."""
    key = ("three", tuple(ingredients), binned)
    found: list[float] | None = table._finishes.get(key)  # type: ignore[assignment]
    if found is not None:
        return found
    rows = [table._rows.get(i) or table._row(i) for i in ingredients]
    costs = table._bin_costs
    triples, pairs, singles = _shapes(table)
    best = [NO_PLACE] * 27
    for a, b, c in triples:
        for i, j, l in _ORDERS:
            value = rows[i][a] + rows[j][b] + rows[l][c]
            if value > best[9 * i + a]:
                best[9 * i + a] = value
            if value > best[9 * j + b]:
                best[9 * j + b] = value
            if value > best[9 * l + c]:
                best[9 * l + c] = value
    cost = costs[binned]
    for out, i, j in ((0, 1, 2), (1, 0, 2), (2, 0, 1)):
        row_i, row_j = rows[i], rows[j]
        top = NO_PLACE
        for p, q in pairs:
            value = row_i[p] + row_j[q] - cost
            if value > best[9 * i + p]:
                best[9 * i + p] = value
            if value > best[9 * j + q]:
                best[9 * j + q] = value
            if value > top:
                top = value
        if top > best[9 * out + 8]:
            best[9 * out + 8] = top
    cost = costs[binned] + costs[binned + 1]
    for i in range(3):
        row_i = rows[i]
        top = NO_PLACE
        for bowl in singles:
            value = row_i[bowl] - cost
            if value > best[9 * i + bowl]:
                best[9 * i + bowl] = value
            if value > top:
                top = value
        for j in range(3):
            if j != i and top > best[9 * j + 8]:
                best[9 * j + 8] = top
    value = -(costs[binned] + costs[binned + 1] + costs[binned + 2])
    for i in range(3):
        if value > best[9 * i + 8]:
            best[9 * i + 8] = value
    table._finishes[key] = best  # type: ignore[assignment]
    return best


def _three_best(table: Table, ingredients: Sequence[str], binned: int) -> float:
    """The best value of a whole three-topping card (``_three_plans``'s best, without its steps)."""
    key = ("three", tuple(ingredients), binned)
    found: list[float] | None = table._finishes.get(key)  # type: ignore[assignment]
    if found is not None:
        return max(found)
    rows = [table._rows.get(i) or table._row(i) for i in ingredients]
    row0, row1, row2 = rows
    costs = table._bin_costs
    triples, pairs, singles = _shapes(table)
    best = NO_PLACE
    for a, b, c in triples:
        for i, j, l in _ORDERS:
            value = rows[i][a] + rows[j][b] + rows[l][c]
            if value > best:
                best = value
    cost = costs[binned]
    for row_i, row_j in ((row1, row2), (row0, row2), (row0, row1)):
        for p, q in pairs:
            value = row_i[p] + row_j[q] - cost
            if value > best:
                best = value
    cost = costs[binned] + costs[binned + 1]
    for row_i in rows:
        for bowl in singles:
            value = row_i[bowl] - cost
            if value > best:
                best = value
    value = -(costs[binned] + costs[binned + 1] + costs[binned + 2])
    return value if value > best else best


def _card_value(table: Table, ingredients: Sequence[str], binned: int) -> float:
    """The best value of drawing a whole card (the normal player's value of picking it)."""
    if len(ingredients) == 3 and binned <= BIN_SIZE - 3:
        return _three_best(table, ingredients, binned)
    return table._finish(tuple(ingredients), (), len(ingredients) == 3, binned)


def _top_two(table: Table, ingredient: str) -> tuple[tuple[float, int], tuple[float, int]]:
    """The two best (gain, bowl) of ``ingredient`` among the open bowls ((-inf, -1) for none)."""
    ranked = table._ranked.get(ingredient)
    if ranked is None:
        row = table._rows.get(ingredient) or table._row(ingredient)
        ranked = table._ranked[ingredient] = sorted(((row[b], b) for b in table.open), key=lambda r: -r[0])
    none = (NO_PLACE, -1)
    return (ranked[0] if ranked else none, ranked[1] if len(ranked) > 1 else none)


def card_steps(table: Table, pending: Sequence[str], placed: tuple[int, ...], three: bool,
               binned: int) -> list[tuple[float, int, int]]:
    """(value, index into ``pending``, bowl or ``BIN_SIZE`` for the bin) of every next step of the card
    being drawn, in the order of the legal actions: the step's own worth plus the best finish of the
    rest (the normal player's ``value`` of each action). Memoised on the table."""
    key = ("steps", tuple(pending), placed, three, binned)
    found: list[tuple[float, int, int]] | None = table._finishes.get(key)  # type: ignore[assignment]
    if found is not None:
        return found
    found = []
    costs = table._bin_costs
    can_bin = binned < BIN_SIZE
    candidates = table.candidates(placed, three)
    count = len(pending)
    if count == 3 and binned <= BIN_SIZE - 3:
        plans = _three_plans(table, pending, binned)
        for index in range(3):
            found.extend((plans[9 * index + bowl], index, bowl) for bowl in candidates)
            if can_bin:
                found.append((plans[9 * index + BIN_SIZE], index, BIN_SIZE))
        table._finishes[key] = found  # type: ignore[assignment]
        return found
    for index, ingredient in enumerate(pending):
        row = table._rows.get(ingredient) or table._row(ingredient)
        if count == 1:
            for bowl in candidates:
                found.append((row[bowl] + 0.0, index, bowl))
            if can_bin:
                found.append((-costs[binned] + 0.0, index, BIN_SIZE))
            continue
        rest = tuple(pending[:index]) + tuple(pending[index + 1:])
        if count == 2 and not three:
            # the other ingredient's best bowl but this one (its best two), or the bin
            top = _top_two(table, rest[0])
            bin_now = -costs[binned] if can_bin else NO_PLACE
            for bowl in candidates:
                other = top[1][0] if top[0][1] == bowl else top[0][0]
                if bin_now > other:
                    other = bin_now
                found.append((row[bowl] + (0.0 if other == NO_PLACE else other), index, bowl))
            if can_bin:
                other = top[0][0]
                if binned + 1 < BIN_SIZE and -costs[binned + 1] > other:
                    other = -costs[binned + 1]
                found.append((-costs[binned] + (0.0 if other == NO_PLACE else other), index, BIN_SIZE))
            continue
        if count == 2:
            last = rest[0]
            for bowl in candidates:
                found.append((row[bowl] + _single_best(table, last, tuple(sorted(placed + (bowl,))), three, binned),
                              index, bowl))
            if can_bin:
                found.append((-costs[binned] + _single_best(table, last, placed, three, binned + 1), index, BIN_SIZE))
            continue
        for bowl in candidates:
            found.append((row[bowl] + table._finish(rest, (bowl,), three, binned), index, bowl))
        if can_bin:
            found.append((-costs[binned] + table._finish(rest, placed, three, binned + 1), index, BIN_SIZE))
    table._finishes[key] = found  # type: ignore[assignment]
    return found


def _bonus_choice(table: Table, served: tuple[bool, ...], contents: Sequence[tuple[str, ...]],
                  used: tuple[str, ...]) -> tuple[str, int | None] | None:
    """The normal player's bonus once a bowl is full: (field, bowl) for an extra, ("points", None),
    ("none", None), or None when there is no bonus to take."""
    fields, open_bowls, points = bonus_open(served, contents, used)
    if not points and not (fields and open_bowls):
        return None
    best: tuple[str, int | None] = ("none", None)
    best_value = float("-inf")
    if fields and open_bowls:
        for field in fields:
            row = table._rows.get(field) or table._row(field)
            for bowl in open_bowls:
                if row[bowl] > best_value + 1e-9:
                    best, best_value = (field, bowl), row[bowl]
    if points and BONUS_POINTS > best_value + 1e-9:
        best, best_value = ("points", None), float(BONUS_POINTS)
    if 0.0 > best_value + 1e-9:
        best = ("none", None)
    return best


def lean_card(orders: tuple[str, ...], round_: int, which: str, seat: LeanSeat, card: str) -> LeanSeat:
    """The seat after the normal player draws ``card`` (every ingredient and bonus), remembered. The
    first step of the best finish is taken, then the next (the normal player's way, step by step)."""
    key = (orders, round_, which, seat, card)
    found = CARDS.get(key)
    if found is not None:
        return found
    bowls, binned, used, lost = seat
    served = SERVED_BEFORE[round_]
    contents = list(bowls)
    pending = list(CARD_INGREDIENTS[card])
    three = len(pending) == 3
    placed: tuple[int, ...] = ()
    table = _lean_table(orders, round_, which, bowls, binned, used)
    while pending:
        best_value = NO_PLACE
        best_index, best_bowl = -1, -1
        for value, index, bowl in card_steps(table, pending, placed, three, binned):
            if value > best_value + 1e-9:
                best_value, best_index, best_bowl = value, index, bowl
        if best_index < 0:  # no bowl and a full bin: the rest is lost
            lost += len(pending)
            break
        ingredient = pending.pop(best_index)
        if best_bowl == BIN_SIZE:
            binned += 1
            continue
        placed = tuple(sorted(placed + (best_bowl,)))
        filled = best_bowl
        contents[filled] = drawn_into(contents[filled], ingredient)
        changed = False
        while len(contents[filled]) == BOWL_SIZE:
            bonus_table = _lean_table(orders, round_, which, tuple(contents), binned, used)
            choice = _bonus_choice(bonus_table, served, contents, used)
            if choice is None or choice[0] == "none":
                break
            changed = True
            field, extra_bowl = choice
            if field == "points":
                used = crossed_off(used, field)
                break
            assert extra_bowl is not None  # an extra names its bowl
            used = crossed_off(used, field)
            contents[extra_bowl] = drawn_into(contents[extra_bowl], field)
            filled = extra_bowl
        if changed and pending:
            table = _lean_table(orders, round_, which, tuple(contents), binned, used)
    found = (tuple(contents), binned, used, lost)
    CARDS.keep(key, found)
    return found
