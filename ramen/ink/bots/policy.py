"""Ramen Ink's normal player: a greedy player that reads only its view.

It values every bowl by its score now plus a share of what the bowl can still become before it
is served (how many more cards the bot draws before then, and whether the bowl has room), adds
the bonus for filling a bowl, and charges the bin's penalty (with a small reserve for the first
free boxes). For the card being placed it looks at every way to finish the card (bowls, bin,
three-topping runs) and takes the first step of the best one; it picks the card whose best
placement is worth the most. ``Table`` is its reading of a view (or of a state) for one decision.
"""

from __future__ import annotations

import random
from typing import Any, Sequence

from ramen.core import Bot
from ramen.core.game import View
from ramen.ink.actions import Bin, Bonus, Done, InkAction, Pick, Place
from ramen.ink.bots.features import BIN_RESERVE, bowl_gains
from ramen.ink.components import (BIN_SIZE, BONUS_FIELDS, BONUS_POINTS, BOWLS, CARD_INGREDIENTS, INGREDIENTS,
                                  ROUNDS)
from ramen.ink.components import SERVED_AFTER_ROUND as SERVED_AFTER
from ramen.ink.playout import lean_bowls, open_bowls, runs_with_room
from ramen.ink.scoring import BIN_PENALTIES
from ramen.ink.state import PENDING, PHASE_PLACE, InkState, placer

#: the bin costs of a table, by (table class, round)
_BIN_COSTS: dict[tuple[type, int], list[float]] = {}


class NormalBot(Bot[InkAction]):
    """Greedy: places toward the orders, minds the serving order and the bin."""

    level = "normal"

    def choose(self, view: View, legal: Sequence[InkAction], rng: random.Random) -> InkAction:
        if len(legal) == 1:
            return legal[0]
        return self.best(Table(view), legal)

    @staticmethod
    def best(table: "Table", legal: Sequence[InkAction]) -> InkAction:
        """The first legal action of the highest value on ``table``."""
        best, best_value = legal[0], float("-inf")
        for action in legal:
            value = table.value(action)
            if value > best_value + 1e-9:
                best, best_value = action, value
        return best


class Table:
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
    def from_state(cls, state: InkState, seat: int) -> "Table":
        """The same reading straight from a state (the search's playouts): what reading the seat's view would give."""
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
        #: bowls with room (unserved, not full)
        self.open = open_bowls(served, contents)
        self._rows: dict[str, list[float]] = {}
        #: each run of three bowls with the bowls of it that have room
        self._runs = runs_with_room(tuple(served), tuple(self.open))
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
            gains = bowl_gains(self.orders[bowl], self.contents[bowl], self.future(bowl), bonus_after)
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
            found = self._candidates[key] = lean_bowls(self.open, self._runs, used, three)
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
