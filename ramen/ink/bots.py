"""Ramen Ink computer opponents. "normal": a greedy player that reads only its view.

It values every bowl by its score now plus a share of what the bowl can still become before it
is served (how many more cards the bot draws before then, and whether the bowl has room), adds
the bonus for filling a bowl, and charges the bin's penalty (with a small reserve for the first
free boxes). For the card being placed it looks at every way to finish the card (bowls, bin,
three-topping runs) and takes the first step of the best one; it picks the card whose best
placement is worth the most.

"strong" and "expert" search (``InkSearch``, ``InkExpertSearch``): every card of a pick and a card's
best few whole placements are played out in sampled decks to the end of the game, the other players
modelled as the normal player on fast playouts (``lean_playout``: the normal player card by card on
plain tuples, exact); expert's playouts pick by looking to the end of the round (``lookahead_pick``).
"""

from __future__ import annotations

import random
from typing import Any, Sequence

from ramen.core import Bot
from ramen.core.memo import BoundedMemo
from ramen.core.game import Game, View
from ramen.core.search import ExpertSearchBot, SearchBot, SearchModel, margin_value
from ramen.core.words import plural, signed_plural
from ramen.ink.actions import InkAction
from ramen.ink.state import InkState, windows

from ramen.ink.components import (BIN_SIZE, BONUS_FIELDS, BONUS_POINTS, BOWL_SIZE, BOWLS, CARD_INGREDIENTS,
                                  INGREDIENTS, ROUNDS)
from ramen.ink.components import SERVED_AFTER_ROUND as SERVED_AFTER
from ramen.ink.actions import Bin, Bonus, Done, Pick, Place
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
    if order == "2x":
        odd = sum(1 for n in counts.values() if n % 2)
        return score + STYLIST_SINGLE * min(odd, reach)
    if order == "3x":
        partial = 0.0
        for need, have in sorted((3 - n % 3, n % 3) for n in counts.values() if n % 3):
            if need > reach:
                break
            reach -= need
            partial += 5 * have / 3 * PARTIAL
        return score + partial
    wanted = order.split("+")
    if len(wanted) == 1:
        return score + (SINGLE_FIRST if counts[wanted[0]] == 1 else 0.0)
    if len(wanted) == 2:
        need = sum(max(0, 2 - counts[w]) for w in wanted)
        if 0 < need <= reach:
            score += 7 * (4 - need) / 4 * PARTIAL
        return score
    sets = min(2, min(counts[w] for w in wanted))
    if sets < 2:
        have = sum(1 for w in wanted if counts[w] > sets)
        if 3 - have <= reach:
            score += 4 * have / 3 * PARTIAL
    return score


#: the gains of each ingredient in a bowl, by (order, contents, future, bonus left); entries kept
_GAINS: BoundedMemo[tuple[Any, ...], tuple[float, ...]] = BoundedMemo(100_000)
#: the runs of three bowls with their bowls that have room, by (served, bowls with room)
_RUNS: dict[tuple[tuple[bool, ...], tuple[int, ...]], list[tuple[frozenset[int], frozenset[int]]]] = {}
#: the bin costs of a table, by (table class, round)
_BIN_COSTS: dict[tuple[type, int], list[float]] = {}


def _bowl_gains(order: str, before: tuple[str, ...], future: int, bonus_after: bool) -> tuple[float, ...]:
    """What one more of each ingredient (``INGREDIENTS`` order) adds to a bowl's ``estimate``."""
    key = (order, before, future, bonus_after)
    found = _GAINS.get(key)
    if found is None:
        now = estimate(order, before, future, bonus_after)
        found = _GAINS.keep(key, tuple(estimate(order, before + (ingredient,), future, bonus_after) - now
                                       for ingredient in INGREDIENTS))
    return found


class NormalBot(Bot[InkAction]):
    """Greedy: places toward the orders, minds the serving order and the bin."""

    level = "normal"

    def choose(self, view: View, legal: Sequence[InkAction], rng: random.Random) -> InkAction:
        if len(legal) == 1:
            return legal[0]
        return self.best(_Table(view), legal)

    @staticmethod
    def best(table: "_Table", legal: Sequence[InkAction]) -> InkAction:
        """The first legal action of the highest value on ``table``."""
        best, best_value = legal[0], float("-inf")
        for action in legal:
            value = table.value(action)
            if value > best_value + 1e-9:
                best, best_value = action, value
        return best


class _Table:
    """The bot's reading of its view for one decision."""

    def __init__(self, view: View | None) -> None:
        self.view = view
        if view is None:  # filled in by ``from_state``
            return
        me = view["players"][view["viewer"]]
        current = view["drawing"]
        self._setup([tuple(bowl["contents"]) for bowl in me["bowls"]], [order["served"] for order in view["orders"]],
                    [order["order"] for order in view["orders"]], me["bin"], me["bonus_used"], view["round"],
                    current["which"] if current else "own", None)
        self.serve_round: Sequence[int] = [order["served_after_round"] for order in view["orders"]]

    @classmethod
    def from_state(cls, state: InkState, seat: int) -> "_Table":
        """The same reading straight from a state (the search's playouts): what reading the seat's view would give."""
        from ramen.ink.state import PENDING, PHASE_PLACE, placer

        table = cls(None)
        which, card_state = "own", None
        if state.phase == PHASE_PLACE:
            _, card, which = placer(state)
            ingredients = CARD_INGREDIENTS[card]
            card_state = ([ingredients[i] for i, s in enumerate(state.card) if s == PENDING],
                          tuple(s for s in state.card if 0 <= s < BOWLS), len(ingredients) == 3)
        table._setup(list(state.bowls[seat]), list(state.served), list(state.orders), state.binned[seat],
                     state.bonus_used[seat], state.round, which, card_state)
        return table

    def _setup(self, contents: list[tuple[str, ...]], served: list[bool], orders: list[str], binned: int,
               bonus_used: Sequence[str], round_: int, which: str,
               card_state: tuple[list[str], tuple[int, ...], bool] | None) -> None:
        self.contents = contents
        self.served = served
        self.orders = orders
        self.serve_round = SERVED_AFTER
        self.bin = binned
        self.bonus_left = sum(1 for field in BONUS_FIELDS if field not in bonus_used)
        self.used_fields = set(bonus_used)
        self.round = round_
        self.which = which
        served_key = tuple(served)
        self.windows = windows(served_key)
        #: bowls with room (unserved, not full)
        self.open = [b for b in range(BOWLS) if not served[b] and len(contents[b]) < BOWL_SIZE]
        self._rows: dict[str, list[float]] = {}
        #: each run of three bowls with the bowls of it that have room
        runs_key = (served_key, tuple(self.open))
        runs = _RUNS.get(runs_key)
        if runs is None:
            runs = _RUNS[runs_key] = [(run, frozenset(b for b in run if b in self.open)) for run in self.windows]
        self._runs = runs
        self._finishes: dict[tuple[Any, ...], float] = {}
        self._candidates: dict[tuple[tuple[int, ...], bool], list[int]] = {}
        self._ranked: dict[str, list[tuple[float, int]]] = {}
        self._card_state = card_state
        self._rests: dict[str, tuple[str, ...]] = {}
        costs_key = (type(self), round_)
        costs = _BIN_COSTS.get(costs_key)
        if costs is None:
            costs = _BIN_COSTS[costs_key] = [self._bin_cost(b) if b < BIN_SIZE else 0.0 for b in range(BIN_SIZE + 1)]
        self._bin_costs = costs

    def future(self, bowl: int) -> int:
        """How many more cards the bot draws before ``bowl`` is served, after the current one."""
        return 2 * (self.serve_round[bowl] - self.round) + (1 if self.which == "own" else 0)

    def gain(self, bowl: int, ingredient: str) -> float:
        row = self._rows.get(ingredient)
        if row is None:
            row = self._row(ingredient)
        return row[bowl]

    def _row(self, ingredient: str) -> list[float]:
        """The gain of ``ingredient`` in each bowl (0.0 for a bowl without room: never asked); the
        rows of all four ingredients are filled at once."""
        rows = [[0.0] * BOWLS for _ in INGREDIENTS]
        bonus_after = self.bonus_left > 0
        for bowl in self.open:
            gains = _bowl_gains(self.orders[bowl], self.contents[bowl], self.future(bowl), bonus_after)
            for k in range(len(INGREDIENTS)):
                rows[k][bowl] = gains[k]
        for k, name in enumerate(INGREDIENTS):
            self._rows[name] = rows[k]
        return self._rows[ingredient]

    def _bin_cost(self, binned: int) -> float:
        penalty = BIN_PENALTIES[binned] - BIN_PENALTIES[binned + 1]
        return penalty + BIN_RESERVE * (ROUNDS - self.round + 1) / ROUNDS

    def bin_cost(self, binned: int) -> float:
        return self._bin_costs[binned]

    def room(self, bowl: int) -> bool:
        return not self.served[bowl] and len(self.contents[bowl]) < BOWL_SIZE

    def _finish(self, pending: tuple[str, ...], used: tuple[int, ...], three: bool, binned: int) -> float:
        """The best value of placing ``pending`` (a non-empty tuple) given bowls ``used`` (sorted) by the card
        already."""
        if len(pending) == 1:
            return self._last(pending[0], used, three, binned)
        key = (pending, used, three, binned)
        best = self._finishes.get(key)
        if best is not None:
            return best
        ingredient, rest = pending[0], pending[1:]
        best = float("-inf")
        gain = self.gain
        for bowl in self.candidates(used, three):
            value = gain(bowl, ingredient)
            if rest:
                value += self._finish(rest, tuple(sorted(used + (bowl,))), three, binned)
            if value > best:
                best = value
        if binned < BIN_SIZE:
            value = -self._bin_costs[binned]
            if rest:
                value += self._finish(rest, used, three, binned + 1)
            if value > best:
                best = value
        if best == float("-inf"):  # no place and no bin: lost
            best = self._finish(rest, used, three, binned) if rest else 0.0
        self._finishes[key] = best
        return best

    def _last(self, ingredient: str, used: tuple[int, ...], three: bool, binned: int) -> float:
        """``_finish`` of a single ingredient: its best bowl (or the bin)."""
        best = float("-inf")
        if three:
            row = self._rows.get(ingredient) or self._row(ingredient)
            for bowl in self.candidates(used, three):
                value = row[bowl]
                if value > best:
                    best = value
        else:
            ranked = self._ranked.get(ingredient)
            if ranked is None:
                row = self._rows.get(ingredient) or self._row(ingredient)
                ranked = self._ranked[ingredient] = sorted(((row[b], b) for b in self.open), key=lambda r: -r[0])
            for value, bowl in ranked:
                if bowl not in used:
                    best = value
                    break
        if binned < BIN_SIZE:
            value = -self._bin_costs[binned]
            if value > best:
                best = value
        return 0.0 if best == float("-inf") else best

    def candidates(self, used: tuple[int, ...], three: bool) -> list[int]:
        """The bowls the next ingredient may go to, ``used`` (sorted) by the card already."""
        key = (used, three)
        found = self._candidates.get(key)
        if found is None:
            if not three:
                found = [b for b in self.open if b not in used]
            else:
                bowls: set[int] = set()
                for run, free in self._runs:
                    if run.issuperset(used):
                        bowls |= free
                bowls.difference_update(used)
                found = sorted(bowls)
            self._candidates[key] = found
        return found

    def card_state(self) -> tuple[list[str], tuple[int, ...], bool]:
        found = self._card_state
        if found is None:
            assert self.view is not None  # a table read from a state has its card state already
            current = self.view["drawing"]
            pending = [row["ingredient"] for row in current["ingredients"] if row["status"] == "pending"]
            used = tuple(row["bowl"] - 1 for row in current["ingredients"] if row["status"] == "placed")
            found = self._card_state = (pending, used, current["three"])
        return found

    def value(self, action: InkAction) -> float:
        if type(action) is Place:
            pending, used, three = self.card_state()
            row = self._rows.get(action.ingredient) or self._row(action.ingredient)
            rest = self._rest(action.ingredient)
            if not rest:
                return row[action.bowl] + 0.0
            return row[action.bowl] + self._finish(rest, tuple(sorted(used + (action.bowl,))), three, self.bin)
        if type(action) is Bin:
            pending, used, three = self.card_state()
            rest = self._rest(action.ingredient)
            if not rest:
                return -self.bin_cost(self.bin) + 0.0
            return -self.bin_cost(self.bin) + self._finish(rest, tuple(sorted(used)), three, self.bin + 1)
        if type(action) is Done:
            return 0.0
        if type(action) is Pick:
            ingredients = CARD_INGREDIENTS[action.card]
            return self._finish(ingredients, (), len(ingredients) == 3, self.bin)
        if type(action) is Bonus:
            if action.field == "none":
                return 0.0
            if action.field == "points":
                return float(BONUS_POINTS)
            assert action.bowl is not None  # an extra ingredient always names its bowl
            return self.gain(action.bowl, action.field)
        return 0.0

    def _rest(self, ingredient: str) -> tuple[str, ...]:
        """The pending ingredients once ``ingredient`` (its first) is placed or binned."""
        rests = self._rests
        found = rests.get(ingredient)
        if found is None:
            rest = list(self.card_state()[0])
            rest.remove(ingredient)
            found = rests[ingredient] = tuple(rest)
        return found


# --- the "strong" level: search over the rules (see ramen.core.search) ----------------------------

#: the most iterations of one decision (fixed, like every budget here: the same view and generator
#: give the same choice); the playout work below sets the budget, a smaller ``iterations`` (tests)
#: caps it
STRONG_ITERATIONS = 4096
#: the candidates of a pick searched at most (the normal player's best first); in two seats every card
STRONG_CANDIDATES = 5
#: the whole-card placements searched at most at the first step of a card (distinct placements)
STRONG_PLACE_CANDIDATES = 3
#: the bonus choices searched at most
STRONG_BONUS_CANDIDATES = 3
#: only placements and bonus choices the normal player values within this many points of its best
#: are searched (picks: all)
STRONG_MARGIN = 3.0
#: the normal player's choice keeps this head start in value
PRIOR_BONUS = 0.01
#: the playout work of one pick: candidates x worlds x seats x rounds to play (each playout runs to
#: the end of the game)
STRONG_PICK_WORK = 960
#: the playout work of the first step of a card (its whole placement) and of a bonus choice
STRONG_PLACE_WORK = 480
#: the most worlds of one decision
STRONG_MAX_WORLDS = 64
#: the most seats for playouts whose picks look to the end of the round (expert): each pick tries
#: every card with the rest of the round, so a playout costs about 2.5 times the normal one in two
#: seats, and far more with more seats and cards
LOOKAHEAD_SEATS = 2
#: weight of the win (1) or loss (0) in a finished playout's value; the rest is the score margin
WIN_WEIGHT = 0.5
#: points of margin that make a logistic value of about 73 %
MARGIN_SCALE = 5.0

#: the normal player's choices in playouts, by everything it reads (it is deterministic)
#: entries kept before the memory of choices is emptied
POLICY_MEMORY = 20_000
_POLICY: BoundedMemo[tuple[Any, ...], InkAction] = BoundedMemo(POLICY_MEMORY)


def policy_action(game: Game[InkState, InkAction, Any], policy: "NormalBot", state: InkState) -> InkAction:
    """The normal player's choice for the seat to act in ``state`` (remembered: the normal player is
    deterministic and reads only its own bowls, bin and bonus fields, the round, the orders and the
    card before it, so the same reading gives the same choice)."""
    from ramen.ink.state import PHASE_PICK, placer

    if state.phase == PHASE_PICK:
        seat = (state.active + len(state.picks)) % state.seats
        key: tuple[Any, ...] = (state.orders, state.bowls[seat], state.round, state.binned[seat],
                                state.bonus_used[seat], state.revealed, state.picks)
    else:
        seat, card, which = placer(state)
        key = (state.orders, state.bowls[seat], state.round, state.binned[seat], state.bonus_used[seat],
               card, which, state.card, state.bonus_due)
    action = _POLICY.get(key)
    if action is None:
        legal = game.legal_actions(state)
        action = legal[0] if len(legal) == 1 else policy.best(_Table.from_state(state, seat), legal)
        _POLICY.keep(key, action)
    return action


# --- fast playouts: the normal player card by card, on plain tuples -----------------------------------

#: bowls served before each round starts (a bowl is served right after its round)
_SERVED_BEFORE: dict[int, tuple[bool, ...]] = {r: tuple(after < r for after in SERVED_AFTER) for r in range(1, ROUNDS + 2)}
#: entries kept in the memories of whole cards and picks before they are emptied
LEAN_MEMORY = 20_000
#: tables kept (few: a table holds many small containers the garbage collector walks through, and
#: its use is soon over: a pick and the placement of the card picked, the worlds of one round)
TABLE_MEMORY = 1_000
_TABLES: BoundedMemo[tuple[Any, ...], "_Table"] = BoundedMemo(TABLE_MEMORY)
_CARDS: BoundedMemo[tuple[Any, ...], tuple[Any, ...]] = BoundedMemo(LEAN_MEMORY)
_PICKS: BoundedMemo[tuple[Any, ...], str] = BoundedMemo(LEAN_MEMORY)

#: a seat in a fast playout: (bowls as sorted tuples, ingredients binned, bonus fields used in
#: ``BONUS_FIELDS`` order, ingredients lost)
LeanSeat = tuple[tuple[tuple[str, ...], ...], int, tuple[str, ...], int]


def _lean_table(orders: tuple[str, ...], round_: int, which: str, bowls: tuple[tuple[str, ...], ...], binned: int,
                used: tuple[str, ...]) -> "_Table":
    """The normal player's table of a seat at the start of a card (remembered)."""
    key = (orders, round_, which, bowls, binned, used)
    table = _TABLES.get(key)
    if table is None:
        table = _Table(None)
        table._setup(list(bowls), list(_SERVED_BEFORE[round_]), list(orders), binned, used, round_, which, None)
        _TABLES.keep(key, table)
    return table


def _canonical_fields(used: Sequence[str]) -> tuple[str, ...]:
    return tuple(field for field in BONUS_FIELDS if field in used)


def lean_pick(orders: tuple[str, ...], round_: int, seat: LeanSeat, options: tuple[str, ...]) -> str:
    """The normal player's pick among the card kinds ``options`` (in slot order): the first of the
    highest best-finish value."""
    bowls, binned, used, _ = seat
    # (keys and values of plain values only: the garbage collector soon stops tracking them)
    key = (orders, round_, bowls, binned, used, options)
    found = _PICKS.get(key)
    if found is None:
        table = _lean_table(orders, round_, "own", bowls, binned, used)
        best_value = float("-inf")
        found = options[0]
        for card in options:
            value = _card_value(table, CARD_INGREDIENTS[card], binned)
            if value > best_value + 1e-9:
                found, best_value = card, value
        _PICKS.keep(key, found)
    return found


_NO_PLACE = float("-inf")


def _single_best(table: "_Table", ingredient: str, used: tuple[int, ...], three: bool, binned: int) -> float:
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


def _shapes(table: "_Table") -> tuple[list[tuple[int, int, int]], list[tuple[int, int]], list[int]]:
    runs = table._runs
    found = _SHAPES.get(id(runs))
    if found is None:
        frees = {tuple(sorted(free)) for _, free in runs}
        triples = sorted(free for free in frees if len(free) == 3)
        pairs = sorted({(p, q) for free in frees for p in free for q in free if p != q})
        singles = sorted({bowl for free in frees for bowl in free})
        found = _SHAPES[id(runs)] = (triples, pairs, singles)  # the runs live in _RUNS for good
    return found


def _three_plans(table: "_Table", ingredients: Sequence[str], binned: int) -> list[float]:
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
    best = [_NO_PLACE] * 27
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
        top = _NO_PLACE
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
        top = _NO_PLACE
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


def _three_best(table: "_Table", ingredients: Sequence[str], binned: int) -> float:
    """The best value of a whole three-topping card (``_three_plans``'s best, without its steps)."""
    key = ("three", tuple(ingredients), binned)
    found: list[float] | None = table._finishes.get(key)  # type: ignore[assignment]
    if found is not None:
        return max(found)
    rows = [table._rows.get(i) or table._row(i) for i in ingredients]
    row0, row1, row2 = rows
    costs = table._bin_costs
    triples, pairs, singles = _shapes(table)
    best = _NO_PLACE
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


def _card_value(table: "_Table", ingredients: Sequence[str], binned: int) -> float:
    """The best value of drawing a whole card (the normal player's value of picking it)."""
    if len(ingredients) == 3 and binned <= BIN_SIZE - 3:
        return _three_best(table, ingredients, binned)
    return table._finish(tuple(ingredients), (), len(ingredients) == 3, binned)


def _top_two(table: "_Table", ingredient: str) -> tuple[tuple[float, int], tuple[float, int]]:
    """The two best (gain, bowl) of ``ingredient`` among the open bowls ((-inf, -1) for none)."""
    ranked = table._ranked.get(ingredient)
    if ranked is None:
        row = table._rows.get(ingredient) or table._row(ingredient)
        ranked = table._ranked[ingredient] = sorted(((row[b], b) for b in table.open), key=lambda r: -r[0])
    none = (_NO_PLACE, -1)
    return (ranked[0] if ranked else none, ranked[1] if len(ranked) > 1 else none)


def card_steps(table: "_Table", pending: Sequence[str], placed: tuple[int, ...], three: bool,
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
            bin_now = -costs[binned] if can_bin else _NO_PLACE
            for bowl in candidates:
                other = top[1][0] if top[0][1] == bowl else top[0][0]
                if bin_now > other:
                    other = bin_now
                found.append((row[bowl] + (0.0 if other == _NO_PLACE else other), index, bowl))
            if can_bin:
                other = top[0][0]
                if binned + 1 < BIN_SIZE and -costs[binned + 1] > other:
                    other = -costs[binned + 1]
                found.append((-costs[binned] + (0.0 if other == _NO_PLACE else other), index, BIN_SIZE))
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


def _bonus_choice(table: "_Table", served: tuple[bool, ...], contents: Sequence[tuple[str, ...]],
                  used: tuple[str, ...]) -> tuple[str, int | None] | None:
    """The normal player's bonus once a bowl is full: (field, bowl) for an extra, ("points", None),
    ("none", None), or None when there is no bonus to take."""
    fields = [field for field in INGREDIENTS if field not in used]
    open_bowls = [b for b in range(BOWLS) if not served[b] and len(contents[b]) < BOWL_SIZE]
    points = "points1" not in used or "points2" not in used
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
    found = _CARDS.get(key)
    if found is not None:
        return found
    bowls, binned, used, lost = seat
    served = _SERVED_BEFORE[round_]
    contents = list(bowls)
    pending = list(CARD_INGREDIENTS[card])
    three = len(pending) == 3
    placed: tuple[int, ...] = ()
    table = _lean_table(orders, round_, which, bowls, binned, used)
    while pending:
        best_value = _NO_PLACE
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
        contents[filled] = tuple(sorted(contents[filled] + (ingredient,)))
        changed = False
        while len(contents[filled]) == BOWL_SIZE:
            bonus_table = _lean_table(orders, round_, which, tuple(contents), binned, used)
            choice = _bonus_choice(bonus_table, served, contents, used)
            if choice is None or choice[0] == "none":
                break
            changed = True
            field, extra_bowl = choice
            if field == "points":
                used = _canonical_fields(used + ("points1" if "points1" not in used else "points2",))
                break
            assert extra_bowl is not None  # an extra names its bowl
            used = _canonical_fields(used + (field,))
            contents[extra_bowl] = tuple(sorted(contents[extra_bowl] + (field,)))
            filled = extra_bowl
        if changed and pending:
            table = _lean_table(orders, round_, which, tuple(contents), binned, used)
    found = (tuple(contents), binned, used, lost)
    _CARDS.keep(key, found)
    return found


def lean_seats(state: InkState) -> list[LeanSeat]:
    """Every seat of ``state`` as a fast playout holds it."""
    return [(tuple(tuple(sorted(bowl)) for bowl in state.bowls[p]), state.binned[p],
             _canonical_fields(state.bonus_used[p]), state.lost[p]) for p in range(state.seats)]


def lean_totals(orders: tuple[str, ...], seats: Sequence[LeanSeat]) -> list[tuple[int, int]]:
    """(points, ingredients binned) of each seat at the end of the game."""
    from ramen.ink.scoring import score_order as score

    found = []
    for bowls, binned, used, _ in seats:
        points = sum(score(order, bowl) for order, bowl in zip(orders, bowls))
        points += BONUS_POINTS * sum(1 for field in used if field.startswith("points")) + BIN_PENALTIES[binned]
        found.append((points, binned))
    return found


def lean_clean(state: InkState) -> bool:
    """Whether ``state`` is at a boundary a fast playout starts from: picking, or a card not begun."""
    from ramen.ink.state import PENDING, PHASE_PICK, PHASE_PLACE

    if state.phase == PHASE_PICK:
        return True
    return state.phase == PHASE_PLACE and not state.bonus_due and not state.extras and \
        all(status == PENDING for status in state.card)


def _round_picks(orders: tuple[str, ...], round_: int, active: int, revealed: tuple[str, ...], picks: list[int],
                 seats: Sequence[LeanSeat], lookahead: Sequence[int] = ()) -> list[int]:
    """The slots picked once every seat has picked this round: ``picks`` so far, then each seat by the
    normal player's rule (the seats in ``lookahead`` by ``lookahead_pick``)."""
    n = len(seats)
    picks = list(picks)
    for k in range(len(picks), n):
        seat = (active + k) % n
        options: list[str] = []
        for slot, card in enumerate(revealed):
            if slot not in picks and card not in options:
                options.append(card)
        if len(options) == 1:
            card = options[0]
        elif seat in lookahead:
            card = lookahead_pick(orders, round_, active, revealed, picks, seats, seat, tuple(options))
        else:
            card = lean_pick(orders, round_, seats[seat], tuple(options))
        picks.append(next(s for s, c in enumerate(revealed) if c == card and s not in picks))
    return picks


def _round_draws(orders: tuple[str, ...], round_: int, active: int, revealed: tuple[str, ...], picks: list[int],
                 seats: list[LeanSeat], start: int = 0) -> None:
    """Every seat draws its card, then the left-over (from placement step ``start``), in ``seats``."""
    n = len(seats)
    leftover = revealed[next(s for s in range(len(revealed)) if s not in picks)]
    for index in range(start, 2 * n):
        if index < n:
            seat, card, which = (active + index) % n, revealed[picks[index]], "own"
        else:
            seat, card, which = (active + index - n) % n, leftover, "leftover"
        seats[seat] = lean_card(orders, round_, which, seats[seat], card)


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


def lookahead_pick(orders: tuple[str, ...], round_: int, active: int, revealed: tuple[str, ...], picks: list[int],
                   seats: Sequence[LeanSeat], seat: int, options: tuple[str, ...]) -> str:
    """A pick that looks to the end of the round: for each card, the later seats pick by the normal
    player's rule, everyone draws as the normal player would, and the card of the best ``lean_worth``
    margin over the best rival then is taken (the first of them). In lean self-play it beats the
    normal player's pick (its best card alone) 64.6 % of two-seat games (2 x 500)."""
    key = ("ahead", orders, round_, active, revealed, tuple(picks), tuple(seats), seat)
    found = _PICKS.get(key)
    if found is None:
        found = options[0]
        best = _NO_PLACE
        for card in options:
            slot = next(s for s, c in enumerate(revealed) if c == card and s not in picks)
            after = list(seats)
            taken = _round_picks(orders, round_, active, revealed, picks + [slot], after)
            _round_draws(orders, round_, active, revealed, taken, after)
            worth = [lean_worth(orders, round_ + 1, other) for other in after]
            margin = worth[seat] - max(w for p, w in enumerate(worth) if p != seat)
            if margin > best + 1e-9:
                found, best = card, margin
        _PICKS.keep(key, found)
    return found


def lean_playout(state: InkState, rounds: int = ROUNDS, lookahead: Sequence[int] = ()) -> tuple[list[LeanSeat], int]:
    """Every seat plays the normal player from ``state`` (at a ``lean_clean`` boundary) to the end of
    its round and ``rounds`` more (to the end of the game by default), but the seats in ``lookahead``
    pick by ``lookahead_pick``. Returns the seats and the round reached (ROUNDS + 1 once the game is
    over)."""
    from ramen.ink.state import PHASE_PICK

    n = state.seats
    orders = state.orders
    seats = lean_seats(state)
    round_, active, deck = state.round, state.active, state.deck
    revealed, picks = state.revealed, list(state.picks)
    step = 0 if state.phase == PHASE_PICK else state.step
    stop = min(ROUNDS, state.round + rounds)
    while True:
        picks = _round_picks(orders, round_, active, revealed, picks, seats, lookahead)
        _round_draws(orders, round_, active, revealed, picks, seats, step)
        round_ += 1
        if round_ > stop:
            return seats, round_
        active = (active + 1) % n
        revealed, deck = deck[:n + 1], deck[n + 1:]
        picks = []
        step = 0


class InkSearch(SearchModel[InkState, InkAction]):
    """Ramen Ink's model for the search. Why determinized search with paired worlds: the only
    hidden fact is the order of the face-down topping deck, and it matters only from the next
    round on, so one sampled deck per world settles it. Every other player is modelled as the
    normal player (deterministic, reading only its own bowls), so a playout of the normal policy to
    the end of the game is exact but for the deck: the value of a candidate is its finished games'
    wins and score margins over the sampled decks.

    Where the budget goes (measured, 2 x 60-100 games against normal): searching only the picks
    kept all of the first strong's edge (72 % against normal), searching only the placements one
    ingredient at a time gave none (53 %). So every card of a pick is searched with many worlds; a
    card's placement is searched once, at its first step, as whole placements (the normal player's
    best distinct ways to draw the whole card, each named by its first step: the playout finishes
    the card as the normal player would, which is that placement); the later steps of a card follow
    the normal player (the placement searched). Playouts run on ``lean_playout`` (the normal player
    card by card on plain tuples, three times as fast as step by step), so the budget buys worlds.

    Measured (two seats against normal, 2 x 100 games, seeds 7,000,000+): picks only, 1x / 3x the
    first strong's work: 72 % / 78 %; picks only on fast playouts, work 960: 81 %; with the whole
    placements: 87 %, margin +6 points. A 13-world pick search agrees with a 200-world one 85 % of
    the time, 40 worlds 87.5 %: past that, worlds buy little. Tried and dropped: the normal player's
    constants tuned by self-play (the best single change won 53.5 % against normal: no headroom);
    a pick rule minding the rival and the left-over (card worths less the rival's: 46-51 % against
    normal's picks)."""

    iterations = STRONG_ITERATIONS
    prior_bonus = PRIOR_BONUS
    #: candidate moves searched at most: at a pick, at the first step of a card, at a bonus choice
    pick_candidates = STRONG_CANDIDATES
    place_candidates = STRONG_PLACE_CANDIDATES
    bonus_candidates = STRONG_BONUS_CANDIDATES
    #: playout work (candidates x worlds x seats x rounds) of a pick and of a placement or bonus
    pick_work = STRONG_PICK_WORK
    place_work = STRONG_PLACE_WORK
    #: the most worlds of one decision
    max_worlds = STRONG_MAX_WORLDS
    #: whether every seat's picks in the playouts look to the end of the round (``lookahead_pick``)
    #: rather than follow the normal player's rule (with at most ``LOOKAHEAD_SEATS`` seats)
    lookahead = False

    def __init__(self, game: Game[InkState, InkAction, Any]) -> None:
        super().__init__(game)
        self.policy = NormalBot(game)

    @staticmethod
    def forget() -> None:
        """Empty the memories of the normal player's choices (the benchmark compares cold searches)."""
        for memo in (_POLICY, _TABLES, _CARDS, _PICKS):
            memo.clear()

    def budget(self, view: View, count: int, iterations: int) -> int:
        """Whole worlds for ``count`` candidates: one in the last round (nothing hidden is revealed any
        more, and every player is deterministic), else as many as the decision's playout work allows
        (``pick_work`` or ``place_work`` over candidates x seats x rounds to play), at most ``max_worlds``
        and ``iterations``."""
        rounds_left: int = ROUNDS - view["round"] + 1
        if rounds_left <= 1:
            return count
        work = self.pick_work if view["phase"] == "pick" else self.place_work
        seats: int = view["seats"]
        worlds = min(work // (count * seats * rounds_left), self.max_worlds, iterations // count)
        return count * max(1, worlds)

    def explain(self, view: View, action: InkAction, names: Sequence[str] = ()) -> str:
        """The action in words for the person to act, with its reason."""
        from ramen.ink.components import INGREDIENT_NAMES, card_name

        table = _Table(view)
        if isinstance(action, Pick):
            return (f"Pick {card_name(action.card)}: its ingredients fit your bowls best "
                    f"(worth about {plural(round(table.value(action)), 'point')}), and it leaves the others less.")
        if isinstance(action, Place):
            order = card_name(view["orders"][action.bowl]["order"])
            gain = table.gain(action.bowl, action.ingredient)
            return (f"Draw the {INGREDIENT_NAMES[action.ingredient]} into bowl {action.bowl + 1} ({order}): "
                    f"about {signed_plural(round(gain), 'point')} toward that order.")
        if isinstance(action, Bin):
            return f"Bin the {INGREDIENT_NAMES[action.ingredient]}: no bowl has a good place for it."
        if isinstance(action, Bonus):
            if action.field == "points":
                return "Take the +3 points bonus: no extra ingredient is worth more."
            if action.field == "none":
                return "Take no bonus: no extra ingredient and no +3 points field is worth crossing off now."
            assert action.bowl is not None  # an extra ingredient always names its bowl
            return f"Take the extra {INGREDIENT_NAMES[action.field]} into bowl {action.bowl + 1}: it is worth more there."
        if isinstance(action, Done):
            return "Confirm the card: every ingredient is placed."
        return ""

    def candidates(self, view: View, legal: Sequence[InkAction]) -> list[InkAction]:
        """Picks: the normal player's best ``pick_candidates`` cards. The first step of a card: the
        first steps of its best distinct whole placements (``whole_placements``). A bonus choice:
        the normal player's best few. Any other step: the normal player's choice alone."""
        if len(legal) <= 1:
            return list(legal)
        table = _Table(view)
        chosen = self.policy.best(table, legal)
        ranked = sorted(((table.value(action), action != chosen, index, action) for index, action in enumerate(legal)),
                        key=lambda row: (-round(row[0], 9), row[1], row[2]))
        if isinstance(legal[0], Pick):
            return [action for _, _, _, action in ranked[:self.pick_candidates]]
        top = table.value(chosen)
        close = [action for value, _, _, action in ranked if value >= top - STRONG_MARGIN]
        if isinstance(legal[0], Bonus):
            return close[:self.bonus_candidates]
        current = view["drawing"]
        if not current or current["extras"] or any(row["status"] != "pending" for row in current["ingredients"]):
            return close[:1]
        return self.whole_placements(view, close)

    def whole_placements(self, view: View, ranked: Sequence[InkAction]) -> list[InkAction]:
        """The first steps, best first, of up to ``place_candidates`` distinct whole placements of the
        card: each first step is finished as the normal player would (its bowls, bins and bonuses),
        and a step whose finished placement an earlier one already gives is dropped."""
        world = self.sample(view, random.Random(0))  # the card's round: nothing hidden matters to it
        seen: set[tuple[Any, ...]] = set()
        found: list[InkAction] = []
        for action in ranked:
            state = self.game.apply_unchecked(world, action)
            while state.phase == "place" and state.step == world.step:
                step = policy_action(self.game, self.policy, state)
                if type(step) is Done:
                    break
                state = self.game.apply_unchecked(state, step)
            key = (state.card, state.extras, state.bonus_used, state.step)
            if key not in seen:
                seen.add(key)
                found.append(action)
                if len(found) >= self.place_candidates:
                    break
        return found

    def playout(self, state: InkState, seat: int, rng: random.Random) -> InkState:
        """Everyone plays the normal player to the end of the game: step by step to the end of the card
        being drawn, then card by card (``lean_playout``). The state returned holds the final bowls,
        bins and bonus fields (phase "over"); the rest of it is not kept up to date."""
        from ramen.ink.state import PHASE_OVER

        game = self.game
        policy = self.policy
        apply = game.apply_unchecked
        while state.phase != PHASE_OVER and not lean_clean(state):
            state = apply(state, policy_action(game, policy, state))
        if state.phase == PHASE_OVER:
            return state
        ahead = self.lookahead and state.seats <= LOOKAHEAD_SEATS
        seats, _ = lean_playout(state, lookahead=range(state.seats) if ahead else ())
        final = state.clone()
        final.phase = PHASE_OVER
        final.bowls = tuple(bowls for bowls, _, _, _ in seats)
        final.binned = tuple(binned for _, binned, _, _ in seats)
        final.bonus_used = tuple(used for _, _, used, _ in seats)
        return final

    def evaluate(self, state: InkState, seat: int) -> float:
        """A finished game: the win (shared if tied, the bin breaking ties) and a logistic of the score
        margin over the best rival, ``WIN_WEIGHT`` and the rest."""
        totals = lean_totals(state.orders, lean_seats(state))
        mine = totals[seat]
        rivals = [total for p, total in enumerate(totals) if p != seat]
        best = max(rivals, key=lambda total: (total[0], -total[1]))
        if (mine[0], -mine[1]) > (best[0], -best[1]):
            win = 1.0
        elif (mine[0], mine[1]) == (best[0], best[1]):
            win = 1.0 / (1 + sum(1 for total in rivals if total == best))
        else:
            win = 0.0
        return WIN_WEIGHT * win + (1 - WIN_WEIGHT) * margin_value(mine[0], [total[0] for total in rivals],
                                                                  MARGIN_SCALE)


class StrongBot(SearchBot[InkAction]):
    """"strong": the search of ramen.core.search with ``InkSearch``; sees only its view."""

    model_type = InkSearch


class InkExpertSearch(InkSearch):
    """The expert level's model: every seat's picks in its playouts look to the end of the round
    (``lookahead_pick``: the later pickers by the normal player's rule, everyone's draws, then the best
    estimated margin), a far better model of a searching player than the normal player's greedy pick
    (it wins 64.6 % of lean self-play games against it); four times the strong level's playout work,
    raced by successive halving, and five whole placements at a card's first step.

    Screened against strong (2 x 60 games, seeds 7,200,000+): four times the work (halving, five
    placements) 54.2 % [45.3-62.8]; three times the work with the rival's next pick answered by a
    small strong search 54.6 %; the lookahead playouts with four times the work 66.2 % [57.4-74.1].
    With twice the work, 59.0 % [52.1-65.6] of 2 x 100 games (seeds 16,378,237,000 + k). As shipped,
    63.3 % [59.4-67.1] of 2 x 300 games (``tools/bench.py --only strength``, seeds 5,000,883,000 + k);
    in the page (8 games against itself, quiet machine) mean 170 ms, 95th percentile 974 ms, slowest
    1.51 s, within the 2 s a hint may take."""

    pick_work = 4 * STRONG_PICK_WORK
    place_work = 4 * STRONG_PLACE_WORK
    place_candidates = STRONG_PLACE_CANDIDATES + 2
    max_worlds = 4 * STRONG_MAX_WORLDS
    halving = True
    lookahead = True


class ExpertBot(ExpertSearchBot[InkAction]):
    """"expert": the search of ramen.core.search with ``InkExpertSearch``; sees only its view."""

    model_type = InkExpertSearch
