"""The "normal" computer opponent for Ramen Extreme: greedy, reading only its view.

It values a holding of tokens as 1 point per token (up to the limit of 8) plus the bowls on the
Table it could claim, each discounted by the ingredients still missing. With that it

* keeps the dice whose expected outcome (exactly computed over the remaining rolls, by face
  counts) is best, and stops rolling when the current dice are worth more;
* resolves the final dice into the tokens (and fan moves) worth most; a chili pair counts by how
  much it costs the others (mostly the leader), fans by what they win back on its own Heat card;
* claims bowls whenever it can (before rolling if it already holds the ingredients), steals the
  token that helps it most (or that lets it claim), swaps into a missing ingredient, and uses
  Chopsticks to replace a bowl an opponent is about to claim.
"""

from __future__ import annotations

import random
from itertools import combinations_with_replacement
from math import factorial
from operator import mul
from typing import Any, Mapping, Sequence

from ramen.core import Bot
from ramen.core.memo import BoundedMemo
from ramen.core.game import Game, View
from ramen.core.search import ExpertSearchBot, SearchBot, SearchModel
from ramen.core.words import plural, seat_name
from ramen.extreme.actions import ROLL, STOP, ExtremeAction
from ramen.extreme.scoring import BOWL_POINTS, bowl_points, score_player
from ramen.extreme.state import NO_FINAL, ExtremeState
from ramen.extreme.components import (BOWL, BOWLS, DICE_COUNT, HEAT_TOP, HEAT_VALUES, REMOVED_VALUES, TABLE_SIZE,
                                      TOKEN_INDEX, TOKEN_LIMIT, TOKENS)

FACES = ("protein", "vegetable", "chili", "fan")
FACE_PROBABILITY = (1 / 3, 1 / 3, 1 / 6, 1 / 6)
#: how much a bowl still missing 0, 1, 2, 3, 4 ingredients counts of its net worth
MISSING_DISCOUNT = (1.0, 0.5, 0.22, 0.08, 0.03)
#: weights of the best, second and third bowl in a holding's worth
BOWL_WEIGHTS = (1.0, 0.45, 0.2)
#: a bowl missing an ingredient the Hot Pots no longer hold keeps this share (only a steal gets it)
BLOCKED_SHARE = 0.3
#: setup preference: the ingredients most bowls need, protein then vegetable
SETUP_ORDER = ((0, 1, 2, 3), (4, 5, 6, 7))


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


#: memo of the bowls' part of ``_Reading.worth`` (per Table) and of the per-turn plans (pure functions of
#: their keys, shared by every bot)
_EXTRAS: BoundedMemo[Any, dict[int, float]] = BoundedMemo(20_000)
_PLANS: BoundedMemo[Any, _Plan] = BoundedMemo(4096)
_INGREDIENTS = {bowl.id: bowl.ingredients for bowl in BOWLS}


def _action_texts() -> dict[int, str]:
    """The text of every action value ``legal_actions`` hands out, by identity (those values live as
    long as the program, so their ids stay theirs; any other value is read with ``str``)."""
    from ramen.extreme import actions as A
    from ramen.extreme import rules

    values: list[Any] = [A.ROLL, A.STOP, A.FAN, A.DONE, A.SKIP, A.END, *A.HOLDS, *A.RELEASES, *A.TAKES,
                         *A.DISCARDS, *A.SWAPS, *A.CHOOSES.values(), *rules._CLAIMS.values(),
                         *rules._REPLACES.values(), *rules._STEALS.values()]
    return {id(value): str(value) for value in values}


_TEXTS: dict[int, str] = {}


def _text(action: ExtremeAction) -> str:
    if not _TEXTS:
        _TEXTS.update(_action_texts())
    return _TEXTS.get(id(action)) or str(action)


def _held(holding: Sequence[int]) -> tuple[int, int]:
    """The set of tokens ``holding`` holds (a bit per token) and how many it holds in all."""
    mask = total = 0
    for token, count in enumerate(holding):
        if count:
            mask |= 1 << token
            total += count
    return mask, total


class _Reading:
    """What the bot needs from its view, in the form it computes with."""

    def __init__(self, view: View) -> None:
        self.me: int = view["viewer"]
        players = view["players"]
        self.seats = len(players)
        self.holdings: Sequence[Sequence[int]] = [[player["tokens"][token] for token in TOKENS] for player in players]
        self.holding = self.holdings[self.me]
        self.heat: Sequence[int] = [player["heat"] for player in players]
        self.scores: list[int] = [player["score"] for player in players]
        pots = [0] * len(TOKENS)
        for pot in view["pots"]:
            for token, count in pot["tokens"].items():
                pots[TOKEN_INDEX[token]] = count
        self.pots: Sequence[int] = pots
        self.table: list[tuple[int, tuple[int, ...], int] | None] = []
        for place in view["table"]:
            bowl = place["bowl"]
            if bowl is None:
                self.table.append(None)
            else:
                card = BOWL[bowl["id"]]
                self.table.append((card.points, card.ingredients, place["slot"] - 1))
        self.chopsticks: Sequence[int] = [player["chopsticks"] for player in players]
        self.pile_count: int = view["pile_count"]
        self._keys()

    @classmethod
    def from_state(cls, state: ExtremeState, seat: int) -> "_Reading":
        """The same reading straight from a state (the search's playouts: no view to build; the
        state's own tuples, read only, in place of the view's lists)."""
        reading = cls.__new__(cls)
        reading.me = seat
        seats = reading.seats = state.seats
        reading.holdings = state.tokens
        reading.holding = state.tokens[seat]
        reading.heat = state.heat
        reading.scores = [_total(state, p) for p in range(seats)]
        reading.pots = state.pots
        if state.stage == "setup":
            reading.table = [None] * len(state.table)
        else:
            reading.table = [None if bowl is None else (BOWL_POINTS[bowl], _INGREDIENTS[bowl], slot)
                             for slot, bowl in enumerate(state.table)]
        reading.chopsticks = state.chopsticks
        reading.pile_count = len(state.pile)
        reading._keys()
        return reading

    def _keys(self) -> None:
        """What a plan and a holding's worth depend on: the worth on the Table and on which pots are
        empty; a plan also on the holding, the pots up to 2 (five dice buy at most two of a token),
        the peppers and, with 3 or more seats, which rival leads."""
        table = tuple([bowl[1] if bowl else None for bowl in self.table])
        pots = self.pots
        self.worth_key = (table, tuple([count > 0 for count in pots]))
        extras = _EXTRAS.get(self.worth_key)
        if extras is None:
            extras = _EXTRAS.keep(self.worth_key, {})
        #: the bowls' part of ``worth`` by the set of tokens held (a bit per token), for this Table
        self.extras = extras
        #: the rival with the most points (the first of them), -1 with one rival
        self.leader = leader = -1
        if self.seats > 2:
            scores, me, top = self.scores, self.me, None
            for s in range(self.seats):  # the first of the rivals with the highest score
                if s != me and (top is None or scores[s] > top):
                    leader, top = s, scores[s]
            self.leader = leader
        self.key = (tuple(self.holding), tuple([min(count, 2) for count in pots]), tuple(self.heat), leader,
                    table, self.me)

    # --- worth of a holding ---------------------------------------------------------------------------
    def worth(self, holding: Sequence[int]) -> float:
        """Tokens (1 each, up to the limit) plus the discounted net worth of the Table's bowls."""
        # the bowls' part depends only on which tokens are held: memoised per Table by that
        mask, total = _held(holding)
        extras = self.extras
        extra = extras.get(mask)
        if extra is None:
            extra = extras[mask] = self._bowls_worth(holding)
        return float(min(total, TOKEN_LIMIT)) + extra

    def _bowls_worth(self, holding: Sequence[int]) -> float:
        """The discounted net worth of the Table's bowls for ``holding`` (what ``worth`` adds to the tokens)."""
        pots = self.pots
        bowls = []
        for bowl in self.table:
            if bowl is None:
                continue
            points, ingredients, _ = bowl
            missing, blocked = 0, False
            for token in ingredients:
                if not holding[token]:
                    missing += 1
                    if not pots[token]:
                        blocked = True
            factor = MISSING_DISCOUNT[missing]
            if blocked:
                factor *= BLOCKED_SHARE  # only a steal could get it
            bowls.append((points - len(ingredients)) * factor)
        bowls.sort(reverse=True)
        extra = 0.0
        for weight, worth in zip(BOWL_WEIGHTS, bowls):
            extra += weight * worth
        return extra

    def opponent_loss(self, seat: int, new_position: int) -> float:
        """What moving ``seat``'s pepper to ``new_position`` is worth to this bot (positive: good)."""
        loss = HEAT_VALUES[self.heat[seat]] - HEAT_VALUES[new_position]
        others = self.seats - 1
        weight = 1.0 if others == 1 else (0.5 if seat == self.leader else 0.5 / (others - 1))
        return loss * weight


class _Plan:
    """Per-turn tables: worth of the final dice by face counts, and of holding dice with rolls left."""

    def __init__(self, reading: _Reading) -> None:
        self.reading = reading
        holding, pots = reading.holding, reading.pots
        values: list[float] = []
        # ``reading.worth`` of each holding after a purchase, from the set of tokens held and their total
        held_mask, held_total = _held(holding)
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
                    extra = extras[mask] = reading._bowls_worth(after)
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


def _wanted(faces: Sequence[str], held: Sequence[bool], keep: Sequence[int]) -> list[bool]:
    """Which dice to hold so that the held faces are ``keep`` (counts per face kind), keeping dice
    already held first so that few toggles are needed."""
    wanted = [False] * DICE_COUNT
    order = sorted(range(DICE_COUNT), key=lambda i: not held[i])
    for kind, face in enumerate(FACES):
        need = keep[kind]
        for index in order:
            if need and faces[index] == face and not wanted[index]:
                wanted[index] = True
                need -= 1
    return wanted


class NormalBot(Bot[ExtremeAction]):
    """"normal": greedy play toward the Table's bowls (see the module docstring)."""

    level = "normal"

    @staticmethod
    def _plan(reading: _Reading) -> _Plan:
        plan = _PLANS.get(reading.key)
        if plan is None:
            plan = _PLANS.keep(reading.key, _Plan(reading))
        return plan

    def choose(self, view: View, legal: Sequence[ExtremeAction], rng: random.Random) -> ExtremeAction:
        phase = view["phase"]
        return self._decide(phase, None if phase == "setup" else _Reading(view), view["dice"], legal)

    def choose_state(self, state: ExtremeState, legal: Sequence[ExtremeAction]) -> ExtremeAction:
        """The same choice as ``choose`` for the seat to act, read straight from the state (the
        search's playouts, where building a view each step would cost more than the decision)."""
        phase = state.prompt or state.stage
        seat = state.current
        if phase == "rolling" or phase == "resolving":
            faces = state.dice
            used = state.used
            unused = {face: 0 for face in FACES}
            for face, spent in zip(faces, used):
                if not spent:
                    unused[face] += 1
            dice = {"faces": faces, "held": state.held, "rolls_left": 3 - state.rolls, "unused": unused}
        else:
            dice = None
        return self._decide(phase, None if phase == "setup" else _Reading.from_state(state, seat), dice, legal)

    def _decide(self, phase: str, reading: _Reading | None, dice: Mapping[str, Any] | None,
                legal: Sequence[ExtremeAction]) -> ExtremeAction:
        by_text = {_text(action): action for action in legal}
        choice: str | None = None
        if phase == "setup":
            choice = self._setup(by_text)
        elif reading is not None:
            if phase == "discard":
                choice = self._discard(reading, by_text)
            elif phase == "steal_claim":
                choice = self._best_claim(reading, by_text)
            elif phase == "rolling":
                assert dice is not None  # the view and the state both give the dice while they are rolled
                choice = self._rolling(dice, reading, by_text)
            elif phase == "resolving":
                assert dice is not None
                choice = self._resolving(dice, reading, by_text)
            elif phase in ("before", "after"):
                choice = self._optional(reading, by_text, before=phase == "before")
        if choice is None or choice not in by_text:
            for fallback in ("end", "done", "skip", "stop", "roll"):
                if fallback in by_text:
                    return by_text[fallback]
            return legal[0]
        return by_text[choice]

    # --- setup and prompts ---------------------------------------------------------------------------
    def _setup(self, by_text: dict[str, ExtremeAction]) -> str | None:
        for protein in SETUP_ORDER[0]:
            for vegetable in SETUP_ORDER[1]:
                text = f"choose {TOKENS[protein]} {TOKENS[vegetable]}"
                if text in by_text:
                    return text
        return None

    def _discard(self, reading: _Reading, by_text: dict[str, ExtremeAction]) -> str | None:
        best: tuple[float, str] | None = None
        for token in range(len(TOKENS)):
            if reading.holding[token]:
                after = list(reading.holding)
                after[token] -= 1
                candidate = (reading.worth(after), f"discard {TOKENS[token]}")
                if best is None or candidate[0] > best[0]:
                    best = candidate
        return best[1] if best else None

    @staticmethod
    def _claim_points(reading: _Reading, text: str) -> int:
        slots = [int(word[1:]) - 1 for word in text.split()[1:]]
        points = 0
        for slot in slots:
            bowl = reading.table[slot]
            assert bowl is not None  # a claim names only slots that hold a bowl
            points += bowl[0]
        return points

    def _best_claim(self, reading: _Reading, by_text: dict[str, ExtremeAction]) -> str | None:
        claims = [text for text in by_text if text.startswith("claim ")]
        if not claims:
            return "skip"
        return max(claims, key=lambda text: (self._claim_points(reading, text), -len(text)))

    # --- dice ----------------------------------------------------------------------------------------
    def _keep(self, faces: Sequence[str], held: Sequence[bool], rolls_left: int, reading: _Reading) -> list[bool] | None:
        """The dice to hold for the next roll (None: stop, the dice are worth more as they are)."""
        counts = tuple(faces.count(face) for face in FACES)
        plan = self._plan(reading)
        worths = plan.hold_worths(rolls_left)
        full = FULL_INDEX[counts]
        best_hold, best = counts, plan.final[full]  # stopping
        for hold in SUB_HOLDS[full]:
            if worths[hold] > best + 1e-9:
                best_hold, best = HOLDS[hold], worths[hold]
        if best_hold == counts:
            return None
        return _wanted(faces, held, best_hold)

    def keep_state(self, state: ExtremeState, reading: _Reading | None = None) -> tuple[bool, ...] | None:
        """``_keep`` for the seat rolling in ``state`` (playouts: every toggle of a plan at once);
        ``reading``: that seat's reading of ``state``, if the caller has it (only the dice change
        between the rolls of a turn)."""
        if reading is None:
            reading = _Reading.from_state(state, state.current)
        wanted = self._keep(state.dice, state.held, 3 - state.rolls, reading)
        return None if wanted is None else tuple(wanted)

    def _rolling(self, dice: Mapping[str, Any], reading: _Reading, by_text: dict[str, ExtremeAction]) -> str | None:
        faces, held = dice["faces"], dice["held"]
        wanted = self._keep(faces, held, dice["rolls_left"], reading)
        if wanted is None:
            return "stop"
        for index in range(DICE_COUNT):
            if wanted[index] != held[index]:
                return f"{'hold' if wanted[index] else 'release'} {index + 1}"
        return "roll"

    def _resolving(self, dice: Mapping[str, Any], reading: _Reading, by_text: dict[str, ExtremeAction]) -> str | None:
        unused = dice["unused"]
        plan = self._plan(reading)
        _, tokens = plan.best_tokens[unused["protein"], unused["vegetable"]]
        for token in tokens:
            if f"take {TOKENS[token]}" in by_text:
                return f"take {TOKENS[token]}"
        if "fan" in by_text:
            heat = reading.heat[reading.me]
            if HEAT_VALUES[max(0, heat - 2)] > HEAT_VALUES[heat]:
                return "fan"
            if heat - 4 >= 0 and unused["fan"] >= 4 and HEAT_VALUES[heat - 4] > HEAT_VALUES[heat]:
                return "fan"
        return "done"

    # --- the optional action -------------------------------------------------------------------------
    def _optional(self, reading: _Reading, by_text: dict[str, ExtremeAction], before: bool) -> str | None:
        end = "roll" if before else "end"
        claims = [text for text in by_text if text.startswith("claim ")]
        if claims:
            return max(claims, key=lambda text: (self._claim_points(reading, text), -len(text)))
        holding, now = reading.holding, reading.worth(reading.holding)
        best_gain, best_text = 0.0, None
        for text in by_text:
            verb = text.split(" ")[0]
            if verb == "steal":
                victim, token = int(text.split()[1][1:]) - 1, TOKEN_INDEX[text.split()[2]]
                after = list(holding)
                after[token] += 1
                enables = self._claim_after(reading, after, token)
                if before and not enables:
                    continue
                gain = reading.worth(after) - now + enables + self._victim_loss(reading, victim, token)
                if gain > max(best_gain, 2.0 if not enables else 0.0):
                    best_gain, best_text = gain, text
            elif verb == "swap" and not before:
                give, get = (TOKEN_INDEX[word] for word in text.split()[1:])
                after = list(holding)
                after[give] -= 1
                after[get] += 1
                gain = reading.worth(after) - now
                if gain > max(best_gain, 0.6):
                    best_gain, best_text = gain, text
        if best_text is None and not before:
            best_text = self._deny(reading, by_text)
        return best_text or end

    @staticmethod
    def _claim_after(reading: _Reading, holding: Sequence[int], stolen: int) -> int:
        """Points of the best single bowl a steal of ``stolen`` would let the bot claim at once (one it
        could not claim without the stolen token, i.e. it held none before: the rules offer no other)."""
        best = 0
        for bowl in reading.table:
            if bowl and stolen in bowl[1] and holding[stolen] == 1 and all(holding[token] for token in bowl[1]):
                best = max(best, bowl[0])
        return best

    @staticmethod
    def _victim_loss(reading: _Reading, victim: int, token: int) -> float:
        """How much losing ``token`` hurts ``victim`` (its token point, and more if a bowl needed it)."""
        holding = reading.holdings[victim]
        loss = 1.0
        for bowl in reading.table:
            if bowl and token in bowl[1] and holding[token] == 1:
                missing = sum(1 for t in bowl[1] if not holding[t])
                if missing == 0:
                    loss += bowl[0] * 0.6
                elif missing == 1:
                    loss += bowl[0] * 0.15
        weight = 1.0 if reading.seats == 2 else (
            0.7 if reading.scores[victim] == max(s for i, s in enumerate(reading.scores) if i != reading.me) else 0.4)
        return loss * weight

    @staticmethod
    def _deny(reading: _Reading, by_text: dict[str, ExtremeAction]) -> str | None:
        """Replace the bowls an opponent could claim on their turn and this bot can't."""
        slots = []
        for bowl in reading.table:
            if bowl is None:
                continue
            points, ingredients, slot = bowl
            if points < 10 or all(reading.holding[token] for token in ingredients):
                continue
            if any(all(reading.holdings[seat][token] for token in ingredients)
                   for seat in range(reading.seats) if seat != reading.me):
                slots.append(slot)
        if not slots:
            return None
        text = "replace " + " ".join(f"b{slot + 1}" for slot in slots)
        return text if text in by_text else None


# --- the "strong" level: search over the rules (see ramen.core.search) ----------------------------

#: iterations of one strong decision (fixed: the same view and generator give the same choice)
STRONG_ITERATIONS = 96
#: the budget is raced in this many rounds (``SearchModel.halving``): the first half of the iterations
#: over every candidate, the second half on the better two only
SEARCH_ROUNDS = 2
#: the searched candidates of one decision: the normal player's choice and a few others
STRONG_CANDIDATES = 4
#: at two seats a playout ends at the start of our turn after this many more of them begin; at more
#: seats, where one round already holds as many turns, it plays through our next turn (see playout_turns)
PLAYOUT_ROUNDS = 2
#: the normal player's choice keeps this head start in value
PRIOR_BONUS = 0.01
#: actions of the dice (hold, release, roll, stop) are left to the normal player's exact odds
_DICE_VERBS = ("hold", "release", "roll", "stop")


def _total(state: ExtremeState, p: int) -> int:
    """Seat ``p``'s score now: its bowls, its Heat card and its tokens (the engine's ``score_player``)."""
    return score_player(state.claimed[p], state.heat[p], sum(state.tokens[p]))


class ExtremeSearch(SearchModel[ExtremeState, ExtremeAction]):
    """Ramen Extreme's model for the search. Why determinized search here rather than a full
    expectimax: the dice are the big chance, and for the dice decisions themselves (hold, release,
    roll, stop) the normal player already computes the exact expectation over every roll left for
    its valuation, so those stay with it; what one-step greed misjudges are the turn's choices
    around the dice (claim now or wait, steal from whom, swap, replace a bowl a rival is about to
    claim, which tokens to take, what to discard). Those are searched: each world draws a fresh
    seed for all future dice and a fresh order for the face-down pile (and, with 2-3 players,
    which cards of the known values were removed); then every seat plays on by the normal policy
    (the arena's opponent is exactly that policy, reading only its own view) until our turn comes
    after next (through our next turn and the others' replies to it), and the position is scored
    by points plus the Table's prospects. Screened on 200 games against normal: 2 seats 73 %, against
    60 % when stopping at our next turn and 65 % one round further; 4 seats 40 % against 35 % (400
    games) when stopping at our next turn. A search of the dice plans as well, in place of the
    normal player's exact odds, did worse (62 % with 2 seats).

    Later measures (2 x 200 games against normal, seeds 7_000_000 on, ties half): 32 iterations
    69.6 %, 64 iterations 78.1 %, 96 iterations in two rounds (``SEARCH_ROUNDS``) 79.8 %: the
    number of worlds per candidate is what matters most. Tried without gain: an evaluation fitted
    on game outcomes (a logistic per stage of the pile of the points and prospects margins: 76.1 %
    at 64 iterations against 78.1 %); a search of the close dice plans at 96 iterations (80.2 %,
    at a quarter more time); and for the normal valuation that drives the dice (2 x 500 games of a
    variant against normal, 50 % = no change): an exact valuation on the last turn 49.2 %, bowls a
    rival is closer to discounted 49-50 %, other missing discounts and bowl weights 47-50 %,
    pepper positions valued by the pushes still to come 51-51.5 %, bowls weighed by the chance
    of rolling what they miss 49-49.5 %."""

    iterations = STRONG_ITERATIONS
    prior_bonus = PRIOR_BONUS
    #: two rounds: half the budget over every candidate, the other half on the better two
    halving = SEARCH_ROUNDS
    #: candidate moves searched at most
    candidate_count = STRONG_CANDIDATES
    #: our turns a playout reaches (it stops when the last of them starts)
    rounds = PLAYOUT_ROUNDS

    def __init__(self, game: Game[ExtremeState, ExtremeAction, Any]) -> None:
        super().__init__(game)
        self.policy = NormalBot(game)

    def explain(self, view: View, action: ExtremeAction, names: Sequence[str] = ()) -> str:
        """The action in words for the person to act, with its reason."""
        words = str(action).split(" ")
        verb = words[0]
        reading = _Reading(view)
        if verb == "claim":
            points = NormalBot._claim_points(reading, str(action))
            return f"Claim {' and '.join('bowl ' + w[1:] for w in words[1:])}: {plural(points, 'point')} now."
        if verb == "roll":
            return "Roll the dice: the odds favour rolling now."
        if verb == "stop":
            return "Stop rolling: these dice are worth more than another roll."
        if verb in ("hold", "release"):
            return (f"{verb.capitalize()} die {words[1]}: the best chance of the ingredients you need "
                    "with the rolls left.")
        if verb == "take":
            return f"Take {_a(words[1])} token: it brings the Table's bowls closest."
        if verb == "fan":
            return "Use the fans: your Heat card is worth more lower down."
        if verb == "steal":
            victim = seat_name(names, int(words[1][1:]) - 1)
            return f"Steal {_a(words[2])} token from {victim}: it helps you and costs them."
        if verb == "swap":
            return f"Swap {words[1]} for {words[2]}: a bowl on the Table needs it."
        if verb == "replace":
            return "Replace those bowls with Chopsticks: a rival is about to claim them."
        if verb == "discard":
            return f"Put back {_a(words[1])} token: the one you need least."
        if verb in ("end", "done", "skip"):
            return {"end": "End your turn: no optional action helps you now.",
                    "done": "Stop using dice: the rest would not help.",
                    "skip": "Skip the claim: no bowl it allows is worth it."}[verb]
        if verb == "choose":
            return f"Start with {words[1]} and {words[2]}: the ingredients most bowls need."
        return ""

    def candidates(self, view: View, legal: Sequence[ExtremeAction]) -> list[ExtremeAction]:
        """The normal player's choice first; for choices other than the dice, a few alternatives
        (claims, the end of the optional step, then the other moves by how they change our holding)."""
        if len(legal) <= 1:
            return list(legal)
        # each decision starts with empty memos: they serve its own worlds (kept small, the garbage
        # collector's pauses stay short), and a benchmark that searches the same position twice does not
        # time the second search from the first's
        _EXTRAS.clear()
        _PLANS.clear()
        choice = self.policy.choose(view, legal, random.Random(0))
        if str(choice).split(" ")[0] in _DICE_VERBS or view["phase"] == "setup":
            return [choice]
        reading = _Reading(view)
        now = reading.worth(reading.holding)

        def rank(action: ExtremeAction) -> float:
            words = str(action).split(" ")
            verb = words[0]
            if verb == "claim":
                return 100.0 + NormalBot._claim_points(reading, str(action))
            if verb in ("end", "done", "skip", "roll"):
                return 50.0
            after = list(reading.holding)
            if verb in ("take", "discard"):
                after[TOKEN_INDEX[words[1]]] += 1 if verb == "take" else -1
            elif verb == "steal":
                after[TOKEN_INDEX[words[2]]] += 1
            elif verb == "swap":
                after[TOKEN_INDEX[words[1]]] -= 1
                after[TOKEN_INDEX[words[2]]] += 1
            else:
                return 0.0
            return reading.worth(after) - now

        others = sorted((a for a in legal if a != choice), key=lambda a: -rank(a))
        return [choice] + others[:self.candidate_count - 1]

    def playout_turns(self, seats: int) -> int:
        """The turns one playout plays, the one it starts in counted: at two seats ``2 * rounds``
        (it stops as our turn after next starts), at more ``seats + 1`` (it plays through our next
        turn: there its outcome is what our next round's evaluation would miss most)."""
        return 2 * self.rounds if seats == 2 else seats + 1

    def budget(self, view: View, candidates: int, iterations: int) -> int:
        """The same turns played in all, whatever the seats: ``iterations`` worlds of the two-seat
        playout's turns, shared among playouts of ``playout_turns`` turns (3 seats: the same worlds,
        4: four fifths, 5: two thirds). Before, 4 seats or more searched twice the worlds of two
        rounds each, over six times the work: 50.7 % of 200 games against three normal players, but
        a page mean of 221 ms a decision, over the strong level's 60. On 2 x 150 four-seat games
        (seeds 8,143,035,000 + k) against three normal players, each at the same seeds: to our next
        turn, 96 worlds 43.0 %; through it, 77 worlds (this rule) 45.5 %, 96 worlds 46.6 %; two
        rounds, 64 worlds 45.1 % (at 1.4 times the time of 77 through). This rule again on 2 x 150
        more (seeds 16,098,131,000 + k): 47.7 %, so 46.6 % of the 600; in the page (3 four-seat games,
        every seat strong) a decision took 47 ms on average, 198 ms at the 95th percentile. Three
        seats, one strong among two normal players (par 33 %): 54.3 % of 2 x 150 (seeds
        12,278,212,000 + k); in the page 39 ms on average, 164 ms at the 95th percentile."""
        seats = len(view["players"])
        return max(1, round(iterations * self.playout_turns(2) / self.playout_turns(seats)))

    def playout(self, state: ExtremeState, seat: int, rng: random.Random) -> ExtremeState:
        """Everyone plays the normal policy (our turn to its end too): at two seats until the start of
        our turn after next (through our next turn and the other's reply to it), at more until our next
        turn ends (``playout_turns``). The end is counted in our own turns, so it is the same for
        every candidate, those that end our turn and those that do not."""
        game, policy = self.game, self.policy
        apply = game.apply_unchecked
        two = state.seats == 2
        ours = self.rounds if two else 1  # our turns still to start
        turn = state.turn
        rolling: _Reading | None = None  # the roller's reading: only the dice change while they roll
        while state.stage != "over":
            if state.turn != turn:
                turn = state.turn
                if not ours:  # (more than two seats) our last turn has ended
                    break
                if state.current == seat:
                    ours -= 1
                    if not ours and two:
                        break
            if state.stage == "rolling" and not state.prompt:
                # the whole plan of this roll at once: the toggles only set which dice are held
                if rolling is None:
                    rolling = _Reading.from_state(state, state.current)
                wanted = policy.keep_state(state, rolling)
                if wanted is None:
                    state = apply(state, STOP)
                    continue
                if wanted != state.held:
                    state = state.clone()
                    state.held = wanted
                state = apply(state, ROLL)
                continue
            rolling = None
            legal = game.legal_actions(state)
            action = legal[0] if len(legal) == 1 else policy.choose_state(state, legal)
            state = apply(state, action)
        return state

    def evaluate(self, state: ExtremeState, seat: int) -> float:
        """A finished game: its outcome. Otherwise, with ``eval_weights``, each seat's chance to win by a
        conditional logit over the seats on ``seat_features``; without (strong, and the expert at three
        seats or more), a margin of points now plus what the Table's bowls are worth to each holding
        (the normal player's ``worth`` beyond the tokens it already counts)."""
        from ramen.core.search import logit_share, margin_value, outcome_value

        if state.stage == "over":
            return outcome_value(self.game, state, seat)
        reading = _Reading.from_state(state, seat)
        weights = self.eval_weights(state.seats)
        if weights is None:
            worth = []
            for p in range(state.seats):
                holding = state.tokens[p]
                worth.append(_total(state, p) + reading.worth(holding) - min(sum(holding), TOKEN_LIMIT))
            return margin_value(worth[seat], [w for p, w in enumerate(worth) if p != seat], 6.0)
        return logit_share([sum(w * f for w, f in zip(weights, seat_features(state, p, reading)))
                            for p in range(state.seats)], seat)

    def eval_weights(self, seats: int) -> tuple[float, ...] | None:
        """The weights of ``seat_features`` that value a position at a table of ``seats`` (a
        conditional logit over the seats), or None for the hand-made margin of points and prospects."""
        return None


class StrongBot(SearchBot[ExtremeAction]):
    """"strong": the search of ramen.core.search with ``ExtremeSearch``; sees only its view."""

    model_type = ExtremeSearch


class ExtremeExpertSearch(ExtremeSearch):
    """The expert level's model: the strong one with five times the worlds and two more candidate moves
    (the search's noise, not its horizon, is what held the strong level back: see ``ExtremeSearch``).
    Measured with six times the worlds against this strong: 52.8 % [39.7-65.5] of 54 two-seat games
    (seeds 7_000_000 on, both orders): a little stronger, far from the 60 % aimed at; more worlds
    alone do not get there, and five keep its decisions under the page's time. As shipped, 56.0 %
    [49.1-62.7] of 2 x 100 games against strong (seeds 7,451,841,000 + k), 58.2 % of 2 x 100 more
    (seeds 14,619,456,000 + k), 51.7 % of 2 x 100 more (seeds 22,713,000,000 + k): 55.3 % [51.3-59.2]
    of the 600. A longer horizon is no way either: playing through our turn after next as well (five
    turns, the same 480 worlds) won 50.5 % [43.6-57.4] of 2 x 100 (seeds 3,557,804,000 + k), the normal
    policy's longer playouts costing more than they tell. Up to here the expert read positions with
    strong's hand-made margin. As Fury's did, it gained from reading two-seat positions with weights
    fitted on strong-vs-strong games (``EXPERT_EVAL_WEIGHTS`` over ``seat_features``; held-out log loss
    on those games 0.608, the hand-made margin 0.661): 57.2 % of 2 x 100 (seeds 31,904,000,000 + k) and
    61.6 % of 2 x 200 more (seeds 37,266,000,000 + k), 60.2 % [56.2-64.0] of the 600, at the same cost."""

    iterations = 5 * STRONG_ITERATIONS
    candidate_count = STRONG_CANDIDATES + 2

    def eval_weights(self, seats: int) -> tuple[float, ...] | None:
        """At two seats, the weights fitted on strong-vs-strong games (the games the expert meets);
        at more, strong's hand-made margin."""
        return EXPERT_EVAL_WEIGHTS if seats == 2 else None


#: the expert's two-seat evaluation weights of ``seat_features``
#: (``tools/fit_eval.py extreme collect-strong DATA.jsonl 1000`` then ``fit DATA.jsonl``: 1,000 strong-vs-strong
#: two-seat games at seeds 300,000 + k, 16,532 turn starts; about 31 minutes on 2 cores)
EXPERT_EVAL_WEIGHTS: tuple[float, ...] = (0.2151, 0.0958, 0.2848, 0.2086, -0.0644, -0.1786, -0.0433, 0.7112, 0.5426,
                                          0.0231, 0.1805, -0.1055)


class ExpertBot(ExpertSearchBot[ExtremeAction]):
    """"expert": the search of ramen.core.search with ``ExtremeExpertSearch``; sees only its view."""

    model_type = ExtremeExpertSearch


def _a(word: str) -> str:
    """``word`` with its indefinite article ("an egg", "a corn")."""
    return f"an {word}" if word[0] in "aeiou" else f"a {word}"


# --- the evaluation's features (fitted by tools/fit_eval.py) ----------------------------------------

#: the face-down pile at the start of a two-seat game (14 bowls, 3 removed, 3 on the Table)
_PILE_START = len(BOWLS) - len(REMOVED_VALUES) - TABLE_SIZE


def seat_features(state: ExtremeState, seat: int, reading: _Reading | None = None) -> list[float]:
    """What predicts that ``seat`` wins, read from a state between turns: the points of its bowls,
    its Heat card and its tokens (the score), what the Table's bowls are worth to its holding (the
    normal player's ``worth`` beyond the tokens; alone, weighted by how much of the pile is left and
    in the final round), the best bowl it could claim now, its Chopsticks, whether it acts now, what one
    more chili push would cost it, its bowls claimed, and its bowl points weighted by the pile left.
    ``reading`` is any seat's reading of ``state`` (a holding's worth reads only the Table and pots)."""
    if reading is None:
        reading = _Reading.from_state(state, seat)
    holding = state.tokens[seat]
    tokens = min(sum(holding), TOKEN_LIMIT)
    prospects = reading.worth(holding) - tokens
    ready = 0
    if state.stage != "setup":
        for bowl in state.table:
            if bowl is not None and all(holding[token] for token in _INGREDIENTS[bowl]):
                ready = max(ready, BOWL_POINTS[bowl])
    points = bowl_points(state.claimed[seat])
    heat = state.heat[seat]
    early = len(state.pile) / _PILE_START
    final = 0.0 if state.final_turns_left == NO_FINAL else 1.0
    return [float(points), float(HEAT_VALUES[heat]), float(tokens), prospects, prospects * early, prospects * final,
            float(ready), float(state.chopsticks[seat]), 1.0 if state.current == seat else 0.0,
            float(HEAT_VALUES[min(heat + 1, HEAT_TOP)] - HEAT_VALUES[heat]), float(len(state.claimed[seat])),
            points * early]
