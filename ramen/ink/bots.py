"""Ramen Ink computer opponents. "normal": a greedy player that reads only its view.

It values every bowl by its score now plus a share of what the bowl can still become before it
is served (how many more cards the bot draws before then, and whether the bowl has room), adds
the bonus for filling a bowl, and charges the bin's penalty (with a small reserve for the first
free boxes). For the card being placed it looks at every way to finish the card (bowls, bin,
three-topping runs) and takes the first step of the best one; it picks the card whose best
placement is worth the most.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any, Sequence

from ramen.core.bots import Bot
from ramen.core.search import SearchBot

from ramen.ink.components import (BIN_SIZE, BONUS_FIELDS, BONUS_POINTS, BOWL_SIZE, BOWLS, CARD_INGREDIENTS,
                                  INGREDIENTS, ROUNDS, TOPPING_DECK, TOPPING_KINDS)
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


def ring_windows(served: Sequence[bool]) -> list[frozenset[int]]:
    """Runs of three consecutive unserved bowls (0-based), served bowls skipped."""
    ring = [b for b in range(BOWLS) if not served[b]]
    size = len(ring)
    if size < 3:
        return [frozenset(ring)]
    return [frozenset((ring[i], ring[(i + 1) % size], ring[(i + 2) % size])) for i in range(size)]


class NormalBot(Bot):
    """Greedy: places toward the orders, minds the serving order and the bin."""

    level = "normal"

    def choose(self, view: dict[str, Any], legal: Sequence[Any], rng: random.Random) -> Any:
        if len(legal) == 1:
            return legal[0]
        table = _Table(view)
        best, best_value = legal[0], float("-inf")
        for action in legal:
            value = table.value(action)
            if value > best_value + 1e-9:
                best, best_value = action, value
        return best


class _Table:
    """The bot's reading of its view for one decision."""

    def __init__(self, view: dict[str, Any]) -> None:
        self.view = view
        me = view["players"][view["seat"]]
        self.contents = [tuple(bowl["contents"]) for bowl in me["bowls"]]
        self.served = [order["served"] for order in view["orders"]]
        self.orders = [order["order"] for order in view["orders"]]
        self.serve_round = [order["served_after_round"] for order in view["orders"]]
        self.bin = me["bin"]
        self.bonus_left = sum(1 for field in BONUS_FIELDS if field not in me["bonus_used"])
        self.used_fields = set(me["bonus_used"])
        self.round = view["round"]
        current = view.get("current")
        self.which = current["which"] if current else "own"
        self.windows = ring_windows(self.served)
        self._gains: dict[tuple[int, str], float] = {}
        self._finishes: dict[tuple[Any, ...], float] = {}
        self._candidates: dict[tuple[tuple[int, ...], bool], list[int]] = {}

    def future(self, bowl: int) -> int:
        """How many more cards the bot draws before ``bowl`` is served, after the current one."""
        return 2 * (self.serve_round[bowl] - self.round) + (1 if self.which == "own" else 0)

    def gain(self, bowl: int, ingredient: str) -> float:
        key = (bowl, ingredient)
        if key not in self._gains:
            before = self.contents[bowl]
            future = self.future(bowl)
            bonus_after = self.bonus_left > 0
            value = estimate(self.orders[bowl], before + (ingredient,), future, bonus_after) \
                - estimate(self.orders[bowl], before, future, bonus_after)
            self._gains[key] = value
        return self._gains[key]

    def bin_cost(self, binned: int) -> float:
        penalty = BIN_PENALTIES[binned] - BIN_PENALTIES[binned + 1]
        return penalty + BIN_RESERVE * (ROUNDS - self.round + 1) / ROUNDS

    def room(self, bowl: int) -> bool:
        return not self.served[bowl] and len(self.contents[bowl]) < BOWL_SIZE

    def best_finish(self, pending: Sequence[str], used: tuple[int, ...], three: bool, binned: int) -> float:
        """The best value of placing ``pending`` given bowls ``used`` by the card already."""
        if not pending:
            return 0.0
        key = (tuple(pending), tuple(sorted(used)), three, binned)
        if key in self._finishes:
            return self._finishes[key]
        ingredient, rest = pending[0], pending[1:]
        best = float("-inf")
        for bowl in self.candidates(used, three):
            best = max(best, self.gain(bowl, ingredient) + self.best_finish(rest, used + (bowl,), three, binned))
        if binned < BIN_SIZE:
            best = max(best, -self.bin_cost(binned) + self.best_finish(rest, used, three, binned + 1))
        if best == float("-inf"):  # no place and no bin: lost
            best = self.best_finish(rest, used, three, binned)
        self._finishes[key] = best
        return best

    def candidates(self, used: tuple[int, ...], three: bool) -> list[int]:
        key = (tuple(sorted(used)), three)
        found = self._candidates.get(key)
        if found is None:
            if not three:
                found = [b for b in range(BOWLS) if b not in used and self.room(b)]
            else:
                bowls: set[int] = set()
                for run in self.windows:
                    if all(b in run for b in used):
                        bowls.update(b for b in run if b not in used and self.room(b))
                found = sorted(bowls)
            self._candidates[key] = found
        return found

    def card_state(self) -> tuple[list[str], tuple[int, ...], bool]:
        current = self.view["current"]
        pending = [row["ingredient"] for row in current["ingredients"] if row["status"] == "pending"]
        used = tuple(row["bowl"] - 1 for row in current["ingredients"] if row["status"] == "placed")
        return pending, used, current["three"]

    def value(self, action: Any) -> float:
        if isinstance(action, Done):
            return 0.0
        if isinstance(action, Pick):
            ingredients = list(CARD_INGREDIENTS[action.card])
            return self.best_finish(ingredients, (), len(ingredients) == 3, self.bin)
        if isinstance(action, Bonus):
            if action.field == "none":
                return 0.0
            if action.field == "points":
                return float(BONUS_POINTS)
            return self.gain(action.bowl, action.field)
        pending, used, three = self.card_state()
        rest = list(pending)
        rest.remove(action.ingredient)
        if isinstance(action, Place):
            return self.gain(action.bowl, action.ingredient) + \
                self.best_finish(rest, used + (action.bowl,), three, self.bin)
        if isinstance(action, Bin):
            return -self.bin_cost(self.bin) + self.best_finish(rest, used, three, self.bin + 1)
        return 0.0


# --- the "strong" level: search over the rules (see ramen.core.search) ----------------------------

#: iterations of one strong decision (fixed: the same view and generator give the same choice)
STRONG_ITERATIONS = 24
#: the searched candidates of one decision: the normal player's best few
STRONG_CANDIDATES = 4
#: only candidates the normal player values within this many points of its best are searched
STRONG_MARGIN = 3.0
#: the normal player's choice keeps this head start in value
PRIOR_BONUS = 0.01


def light_view(state: Any, seat: int) -> dict[str, Any]:
    """The parts of ``RamenInk.view`` the normal player reads, straight from a state (playouts)."""
    from ramen.ink.state import BINNED, PENDING, PHASE_PLACE, placer

    players = [None] * state.seats
    players[seat] = {"bowls": [{"contents": bowl} for bowl in state.bowls[seat]], "bin": state.binned[seat],
                     "bonus_used": state.bonus_used[seat]}
    current = None
    if state.phase == PHASE_PLACE:
        _, card, which = placer(state)
        ingredients = CARD_INGREDIENTS[card]
        rows = [{"ingredient": ingredients[i], "status": "pending" if s == PENDING else "binned" if s == BINNED
                 else "placed", "bowl": None if s in (PENDING, BINNED) else s + 1} for i, s in enumerate(state.card)]
        current = {"which": which, "ingredients": rows, "three": len(ingredients) == 3}
    return {"seat": seat, "players": players, "round": state.round, "current": current,
            "orders": [{"order": order, "served": state.served[b], "served_after_round": SERVED_AFTER[b]}
                       for b, order in enumerate(state.orders)]}


class InkSearch:
    """Ramen Ink's model for the search. Why determinized search with paired worlds: the only
    hidden fact is the order of the face-down topping deck, and it matters only from the next
    round on, so one sampled deck per world settles it; the decision that search improves most is
    the pick (what it leaves to the others and as the left-over everyone draws), which a playout to
    the end of the round by the normal policy measures; placements and bonus choices are searched
    the same way when the normal player's options are close."""

    iterations = STRONG_ITERATIONS
    prior_bonus = PRIOR_BONUS

    def __init__(self, game: Any) -> None:
        self.game = game
        self.policy = NormalBot(game)

    def explain(self, view: dict[str, Any], action: Any) -> str:
        """The action in words for the person to act, with its reason."""
        from ramen.ink.components import INGREDIENT_NAMES, card_name

        table = _Table(view)
        if isinstance(action, Pick):
            return (f"Pick {card_name(action.card)}: its ingredients fit your bowls best "
                    f"(worth about {table.value(action):.0f} points), and it leaves the others less.")
        if isinstance(action, Place):
            order = card_name(view["orders"][action.bowl]["order"])
            gain = table.gain(action.bowl, action.ingredient)
            return (f"Draw the {INGREDIENT_NAMES[action.ingredient]} into bowl {action.bowl + 1} ({order}): "
                    f"about {gain:+.0f} points toward that order.")
        if isinstance(action, Bin):
            return f"Bin the {INGREDIENT_NAMES[action.ingredient]}: no bowl has a good place for it."
        if isinstance(action, Bonus):
            if action.field == "points":
                return "Take the +3 points bonus: no extra ingredient is worth more."
            return f"Take the extra {INGREDIENT_NAMES[action.field]} into bowl {action.bowl + 1}: it is worth more there."
        if isinstance(action, Done):
            return "Confirm the card: every ingredient is placed."
        return ""

    def sample(self, view: dict[str, Any], rng: random.Random) -> Any:
        """A state equal to the truth in all the view shows; the face-down deck dealt afresh from
        the topping cards not yet revealed (every revealed card is drawn by someone, so the cards of
        past rounds are in the players' ``drawn`` lists: per round their own card, then the left-over)."""
        from ramen.ink.state import BINNED, PENDING, PHASE_PLACE, InkState

        n = view["seats"]
        players = view["players"]
        rnd = view["round"]
        unseen = Counter(TOPPING_DECK)
        for r in range(rnd - 1):
            for p in range(n):
                unseen[players[p]["drawn"][2 * r]] -= 1
            unseen[players[0]["drawn"][2 * r + 1]] -= 1
        revealed = tuple(row["card"] for row in view["revealed"])
        unseen.subtract(revealed)
        pool = [card for card in TOPPING_KINDS for _ in range(max(0, unseen[card]))]
        rng.shuffle(pool)
        active = view["active"]
        picks = [0] * sum(1 for row in view["revealed"] if row["taken_by"] is not None)
        for index, row in enumerate(view["revealed"]):
            if row["taken_by"] is not None:
                picks[(row["taken_by"] - active) % n] = index
        phase = view["phase"]
        step, card, extras = 0, (), ()
        if phase in ("place", "bonus"):
            step = next(k for k, row in enumerate(view["placements"]) if row["state"] == "current")
            current = view["current"]
            card = tuple(PENDING if row["status"] == "pending" else BINNED if row["status"] == "binned"
                         else row["bowl"] - 1 for row in current["ingredients"])
            extras = tuple((row["field"], row["bowl"] - 1) for row in current["extras"])
        return InkState(
            seed=rng.getrandbits(32), seats=n, counter=3, first=view["pick_order"][0] if rnd == 1 else 0,
            orders=tuple(row["order"] for row in view["orders"]), deck=tuple(pool[:view["deck"]]),
            round=rnd, active=active, phase=PHASE_PLACE if phase == "bonus" else phase, revealed=revealed,
            picks=tuple(picks), step=step, card=card, bonus_due=phase == "bonus", extras=extras,
            served=tuple(row["served"] for row in view["orders"]),
            bowls=tuple(tuple(tuple(bowl["contents"]) for bowl in p["bowls"]) for p in players),
            binned=tuple(p["bin"] for p in players), lost=tuple(p["lost"] for p in players),
            bonus_used=tuple(tuple(p["bonus_used"]) for p in players),
            served_scores=tuple(tuple(bowl["score"] for bowl in p["bowls"]) for p in players),
            drawn=tuple(tuple(p["drawn"]) for p in players))

    def candidates(self, state: Any, seat: int, legal: Sequence[Any], view: dict[str, Any] | None) -> list[Any]:
        if len(legal) <= 1:
            return list(legal)
        if not isinstance(legal[0], Pick):  # placements: the normal player's exhaustive finish
            return [self.policy.choose(view if view is not None else light_view(state, seat), legal,
                                       random.Random(0))]
        table = _Table(view if view is not None else light_view(state, seat))
        ranked = sorted(((table.value(action), index, action) for index, action in enumerate(legal)),
                        key=lambda row: (-row[0], row[1]))
        top = ranked[0][0]
        return [action for value, _, action in ranked[:STRONG_CANDIDATES] if value >= top - STRONG_MARGIN]

    def playout(self, state: Any, seat: int, rng: random.Random) -> Any:
        """Everyone plays the normal policy to the end of the round."""
        game = self.game
        start = state.round
        apply = getattr(game, "apply_unchecked", game.apply)
        while state.phase != "over" and state.round == start:
            actor = game.to_act(state)
            legal = game.legal_actions(state)
            action = legal[0] if len(legal) == 1 else self.policy.choose(light_view(state, actor), legal, rng)
            state = apply(state, action)
        return state

    def evaluate(self, state: Any, seat: int) -> float:
        """Served points, the bonus points and the bin penalty, plus what each unserved bowl may
        still become in the cards still to come (the normal player's ``estimate``)."""
        from ramen.core.search import margin_value, outcome_value

        if state.phase == "over":
            return outcome_value(self.game, state, seat)
        worth = []
        for p in range(state.seats):
            used = state.bonus_used[p]
            bonus_left = any(field not in used for field in BONUS_FIELDS)
            total = float(BONUS_POINTS * sum(1 for field in used if field.startswith("points")))
            total += BIN_PENALTIES[state.binned[p]]
            for b, order in enumerate(state.orders):
                if state.served[b]:
                    total += state.served_scores[p][b] or 0
                else:
                    future = 2 * (SERVED_AFTER[b] - state.round + 1)
                    total += estimate(order, state.bowls[p][b], future, bonus_left)
            worth.append(total)
        return margin_value(worth[seat], [w for p, w in enumerate(worth) if p != seat], 5.0)


class StrongBot(SearchBot):
    """"strong": the search of ramen.core.search with ``InkSearch``; sees only its view."""

    model_type = InkSearch
