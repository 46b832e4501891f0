"""The dice odds of Ramen Extreme's normal policy: every outcome of rolling k dice with its chance, the
token multisets the final dice can buy, and the per-turn plan (``Plan``): the worth of stopping with
each set of five dice, and of keeping each part of them with rolls left, exact over the rolls left."""

from __future__ import annotations

from itertools import combinations_with_replacement
from math import factorial
from operator import mul
from typing import Any, Sequence

from ramen.core.memo import BoundedMemo
from ramen.extreme.bots.features import Reading, held
from ramen.extreme.components import DICE_COUNT, HEAT_TOP, HEAT_VALUES, TOKEN_LIMIT

FACES = ("protein", "vegetable", "chili", "fan")
FACE_PROBABILITY = (1 / 3, 1 / 3, 1 / 6, 1 / 6)


def _counts_of_size(size: int) -> list[tuple[int, int, int, int]]:
    return [(p, v, c, size - p - v - c) for p in range(size + 1) for v in range(size + 1 - p)
            for c in range(size + 1 - p - v)]


def _probability(counts: tuple[int, int, int, int]) -> float:
    size = sum(counts)
    result = float(factorial(size))
    for count, chance in zip(counts, FACE_PROBABILITY):
        result *= chance ** count / factorial(count)
    return result


#: every outcome (face counts) of rolling k dice, with its probability
OUTCOMES = {k: [(counts, _probability(counts)) for counts in _counts_of_size(k)] for k in range(DICE_COUNT + 1)}
#: the face counts of five dice, and of any kept part of them (index tables for quick sums)
FULL = _counts_of_size(DICE_COUNT)
FULL_INDEX: dict[tuple[int, ...], int] = {counts: index for index, counts in enumerate(FULL)}
HOLDS = [counts for size in range(DICE_COUNT) for counts in _counts_of_size(size)]
HOLD_INDEX = {counts: index for index, counts in enumerate(HOLDS)}
#: per kept part: the five-dice results of rolling the rest, as (index in FULL, probability)
TRANSITIONS = [[(FULL_INDEX[tuple(a + b for a, b in zip(hold, outcome))], chance)
                for outcome, chance in OUTCOMES[DICE_COUNT - sum(hold)]] for hold in HOLDS]


def _sub_counts(counts: Sequence[int]) -> list[tuple[int, int, int, int]]:
    return [(p, v, c, f) for p in range(counts[0] + 1) for v in range(counts[1] + 1)
            for c in range(counts[2] + 1) for f in range(counts[3] + 1)]


#: per five-dice result: the parts that can be kept to roll again (indices in HOLDS)
SUB_HOLDS = [[HOLD_INDEX[sub] for sub in _sub_counts(full) if sum(sub) < DICE_COUNT] for full in FULL]


def _plans(dice: int, x2: tuple[int, int], x3: tuple[int, int]) -> list[tuple[int, ...]]:
    """The token multisets ``dice`` dice of one type can buy (x2 costs 2 dice, x3 costs 3)."""
    plans: list[tuple[int, ...]] = [()]
    if dice >= 2:
        plans += [(token,) for token in x2]
    if dice >= 3:
        plans += [(token,) for token in x3]
    if dice >= 4:
        plans += list(combinations_with_replacement(x2, 2))
    if dice >= 5:
        plans += [(a, b) for a in x2 for b in x3]
    return plans


PROTEIN_PLANS = {n: _plans(n, (0, 1), (2, 3)) for n in range(DICE_COUNT + 1)}
VEGETABLE_PLANS = {n: _plans(n, (4, 5), (6, 7)) for n in range(DICE_COUNT + 1)}
#: per (protein dice, vegetable dice): the token multisets they can buy (sorted: proteins come first)
_TOKEN_PLANS = {(p, v): [plan_p + plan_v for plan_p in PROTEIN_PLANS[p] for plan_v in VEGETABLE_PLANS[v]]
                for p in range(DICE_COUNT + 1) for v in range(DICE_COUNT + 1 - p)}
_ALL_TOKEN_PLANS = sorted({tokens for plans in _TOKEN_PLANS.values() for tokens in plans})
#: each of them as the tokens it buys, (token, count) pairs
_PLAN_COUNTS = [tuple((token, tokens.count(token)) for token in sorted(set(tokens))) for tokens in _ALL_TOKEN_PLANS]
#: _PLAN_COUNTS with the set of tokens each buys (a bit per token) and how many
_PLAN_BUYS = [(bought, sum(1 << token for token, _ in bought), sum(count for _, count in bought)) for bought in _PLAN_COUNTS]
#: per (protein dice, vegetable dice): the indices in _ALL_TOKEN_PLANS of the multisets they can buy, ascending
_PLAN_INDICES = {counts: sorted(_ALL_TOKEN_PLANS.index(tokens) for tokens in plans)
                 for counts, plans in _TOKEN_PLANS.items()}
#: TRANSITIONS as parallel rows of indices and chances (quick weighted sums)
_TRANSITION_ROWS = [(tuple(index for index, _ in moves), tuple(chance for _, chance in moves)) for moves in TRANSITIONS]


class Plan:
    """Per-turn tables: worth of the final dice by face counts, and of holding dice with rolls left."""

    def __init__(self, reading: Reading) -> None:
        self.reading = reading
        holding, pots = reading.holding, reading.pots
        values: list[float] = []
        # ``reading.worth`` of each holding after a purchase, from the set of tokens held and their total
        held_mask, held_total = held(holding)
        extras = reading.extras
        for bought, bought_mask, bought_total in _PLAN_BUYS:  # every token multiset the dice can buy, in order
            for token, count in bought:
                if count > pots[token]:
                    values.append(float("-inf"))
                    break
            else:
                mask = held_mask | bought_mask
                extra = extras.get(mask)
                if extra is None:
                    after = list(holding)
                    for token, count in bought:
                        after[token] += count
                    extra = extras[mask] = reading.bowls_worth(after)
                values.append(float(min(held_total + bought_total, TOKEN_LIMIT)) + extra)
        #: per (protein dice, vegetable dice): the best worth and the tokens that give it (of equal
        #: worths, the last tokens in order)
        self.best_tokens: dict[tuple[int, int], tuple[float, tuple[int, ...]]] = {}
        get = values.__getitem__
        for counts, indices in _PLAN_INDICES.items():
            row = list(map(get, indices))
            top = max(row)
            last = len(row) - 1 - row[::-1].index(top)
            self.best_tokens[counts] = (top, _ALL_TOKEN_PLANS[indices[last]])
        me, heat = reading.me, reading.heat
        self.chili = [0.0] * (DICE_COUNT + 1)
        for chilis in range(2, DICE_COUNT + 1):
            total = 0.0
            for seat in range(reading.seats):
                if seat != me:
                    to = HEAT_TOP if chilis == DICE_COUNT else min(HEAT_TOP, heat[seat] + chilis // 2)
                    total += reading.opponent_loss(seat, to)
            self.chili[chilis] = total
        self.fan = [max(HEAT_VALUES[max(0, heat[me] - 2 * uses)] for uses in range(fans // 2 + 1))
                    for fans in range(DICE_COUNT + 1)]
        self.fan[DICE_COUNT] = HEAT_VALUES[0]
        best, fan, chili = self.best_tokens, self.fan, self.chili
        #: the worth of stopping with each full set of dice in FULL
        self.final = [best[protein, vegetable][0] + fan[fans] + chili[chilis]
                      for protein, vegetable, chilis, fans in FULL]
        self._hold_worth: dict[int, list[float]] = {}

    def hold_worths(self, rolls_left: int) -> list[float]:
        """Expected worth of keeping each part in HOLDS and rolling the rest, ``rolls_left`` rolls left
        (then playing on well: stopping or keeping the best part)."""
        if rolls_left not in self._hold_worth:
            if rolls_left <= 1:
                after = self.final
            else:
                keep = self.hold_worths(rolls_left - 1)
                final, get = self.final, keep.__getitem__
                after = [max(final[index], max(map(get, SUB_HOLDS[index]))) for index in range(len(FULL))]
            get = after.__getitem__
            self._hold_worth[rolls_left] = [sum(map(mul, chances, map(get, indices)))
                                            for indices, chances in _TRANSITION_ROWS]
        return self._hold_worth[rolls_left]


#: memo of the per-turn plans (a pure function of their keys, shared by every bot)
PLANS: BoundedMemo[Any, Plan] = BoundedMemo(4096)
