"""The evaluation of Ramen Extreme's bots: a seat's reading of a position (``Reading``), the worth of a
holding of tokens (1 point per token up to the limit, plus the Table's bowls discounted by the
ingredients still missing), a seat's score now, and the features of a seat (``seat_features``) that
the expert's fitted weights (``EXPERT_EVAL_WEIGHTS``) value."""

from __future__ import annotations

from typing import Any, Sequence

from ramen.core.game import View
from ramen.core.memo import BoundedMemo
from ramen.extreme.components import (BOWL, BOWLS, HEAT_TOP, HEAT_VALUES, REMOVED_VALUES, TABLE_SIZE, TOKEN_INDEX,
                                      TOKEN_LIMIT, TOKENS)
from ramen.extreme.scoring import BOWL_POINTS, bowl_points, score_player
from ramen.extreme.state import NO_FINAL, ExtremeState

#: how much a bowl still missing 0, 1, 2, 3, 4 ingredients counts of its net worth
MISSING_DISCOUNT = (1.0, 0.5, 0.22, 0.08, 0.03)
#: weights of the best, second and third bowl in a holding's worth
BOWL_WEIGHTS = (1.0, 0.45, 0.2)
#: a bowl missing an ingredient the Hot Pots no longer hold keeps this share (only a steal gets it)
BLOCKED_SHARE = 0.3

#: memo of the bowls' part of ``Reading.worth`` (per Table; a pure function of its key, shared by every bot)
EXTRAS: BoundedMemo[Any, dict[int, float]] = BoundedMemo(20_000)
_INGREDIENTS = {bowl.id: bowl.ingredients for bowl in BOWLS}


def held(holding: Sequence[int]) -> tuple[int, int]:
    """The set of tokens ``holding`` holds (a bit per token) and how many it holds in all."""
    mask = total = 0
    for token, count in enumerate(holding):
        if count:
            mask |= 1 << token
            total += count
    return mask, total


class Reading:
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
    def from_state(cls, state: ExtremeState, seat: int) -> "Reading":
        """The same reading straight from a state (the search's playouts: no view to build; the
        state's own tuples, read only, in place of the view's lists)."""
        reading = cls.__new__(cls)
        reading.me = seat
        seats = reading.seats = state.seats
        reading.holdings = state.tokens
        reading.holding = state.tokens[seat]
        reading.heat = state.heat
        reading.scores = [total(state, p) for p in range(seats)]
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
        extras = EXTRAS.get(self.worth_key)
        if extras is None:
            extras = EXTRAS.keep(self.worth_key, {})
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
        mask, total = held(holding)
        extras = self.extras
        extra = extras.get(mask)
        if extra is None:
            extra = extras[mask] = self.bowls_worth(holding)
        return float(min(total, TOKEN_LIMIT)) + extra

    def bowls_worth(self, holding: Sequence[int]) -> float:
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


def total(state: ExtremeState, p: int) -> int:
    """Seat ``p``'s score now: its bowls, its Heat card and its tokens (the engine's ``score_player``)."""
    return score_player(state.claimed[p], state.heat[p], sum(state.tokens[p]))


# --- the evaluation's features (fitted by tools/fit_eval.py) ----------------------------------------

#: the face-down pile at the start of a two-seat game (14 bowls, 3 removed, 3 on the Table)
_PILE_START = len(BOWLS) - len(REMOVED_VALUES) - TABLE_SIZE


def seat_features(state: ExtremeState, seat: int, reading: Reading | None = None) -> list[float]:
    """What predicts that ``seat`` wins, read from a state between turns: the points of its bowls,
    its Heat card and its tokens (the score), what the Table's bowls are worth to its holding (the
    normal player's ``worth`` beyond the tokens; alone, weighted by how much of the pile is left and
    in the final round), the best bowl it could claim now, its Chopsticks, whether it acts now, what one
    more chili push would cost it, its bowls claimed, and its bowl points weighted by the pile left.
    ``reading`` is any seat's reading of ``state`` (a holding's worth reads only the Table and pots)."""
    if reading is None:
        reading = Reading.from_state(state, seat)
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


#: the expert's two-seat evaluation weights of ``seat_features``
#: (``tools/fit_eval.py extreme collect-strong DATA.jsonl 1000`` then ``fit DATA.jsonl``: 1,000 strong-vs-strong
#: two-seat games at seeds 300,000 + k, 16,532 turn starts; about 31 minutes on 2 cores)
EXPERT_EVAL_WEIGHTS: tuple[float, ...] = (0.2151, 0.0958, 0.2848, 0.2086, -0.0644, -0.1786, -0.0433, 0.7112, 0.5426,
                                          0.0231, 0.1805, -0.1055)
