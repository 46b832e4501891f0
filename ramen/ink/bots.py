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
from ramen.core.memo import BoundedMemo
from ramen.core.game import Game, View
from ramen.core.search import ExpertSearchBot, SearchBot, SearchModel
from ramen.core.words import plural, signed_plural
from ramen.ink.actions import InkAction
from ramen.ink.state import InkState

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


_WINDOWS: dict[tuple[bool, ...], list[frozenset[int]]] = {}


def _ring_windows(served: tuple[bool, ...]) -> list[frozenset[int]]:
    """``ring_windows``, remembered by the served bowls."""
    found = _WINDOWS.get(served)
    if found is None:
        found = _WINDOWS[served] = ring_windows(served)
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
        me = view["players"][view["seat"]]
        current = view.get("current")
        self._setup([tuple(bowl["contents"]) for bowl in me["bowls"]], [order["served"] for order in view["orders"]],
                    [order["order"] for order in view["orders"]], me["bin"], me["bonus_used"], view["round"],
                    current["which"] if current else "own", None)
        self.serve_round: Sequence[int] = [order["served_after_round"] for order in view["orders"]]

    @classmethod
    def from_state(cls, state: InkState, seat: int) -> "_Table":
        """The same reading straight from a state (the search's playouts): what ``light_view`` would give."""
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
        self.windows = _ring_windows(tuple(served))
        #: bowls with room (unserved, not full)
        self.open = [b for b in range(BOWLS) if not served[b] and len(contents[b]) < BOWL_SIZE]
        self._rows: dict[str, list[float]] = {}
        #: each run of three bowls with the bowls of it that have room
        self._runs = [(run, frozenset(b for b in run if b in self.open)) for run in self.windows]
        self._finishes: dict[tuple[Any, ...], float] = {}
        self._candidates: dict[tuple[tuple[int, ...], bool], list[int]] = {}
        self._ranked: dict[str, list[tuple[float, int]]] = {}
        self._card_state = card_state
        self._rests: dict[str, tuple[str, ...]] = {}
        self._bin_costs = [self._bin_cost(b) if b < BIN_SIZE else 0.0 for b in range(BIN_SIZE + 1)]

    def future(self, bowl: int) -> int:
        """How many more cards the bot draws before ``bowl`` is served, after the current one."""
        return 2 * (self.serve_round[bowl] - self.round) + (1 if self.which == "own" else 0)

    def gain(self, bowl: int, ingredient: str) -> float:
        row = self._rows.get(ingredient)
        if row is None:
            row = self._row(ingredient)
        return row[bowl]

    def _row(self, ingredient: str) -> list[float]:
        """The gain of ``ingredient`` in each bowl (0.0 for a bowl without room: never asked)."""
        row = [0.0] * BOWLS
        bonus_after = self.bonus_left > 0
        for bowl in self.open:
            before = self.contents[bowl]
            future = self.future(bowl)
            row[bowl] = estimate(self.orders[bowl], before + (ingredient,), future, bonus_after) \
                - estimate(self.orders[bowl], before, future, bonus_after)
        self._rows[ingredient] = row
        return row

    def _bin_cost(self, binned: int) -> float:
        penalty = BIN_PENALTIES[binned] - BIN_PENALTIES[binned + 1]
        return penalty + BIN_RESERVE * (ROUNDS - self.round + 1) / ROUNDS

    def bin_cost(self, binned: int) -> float:
        return self._bin_costs[binned]

    def room(self, bowl: int) -> bool:
        return not self.served[bowl] and len(self.contents[bowl]) < BOWL_SIZE

    def best_finish(self, pending: Sequence[str], used: tuple[int, ...], three: bool, binned: int) -> float:
        """The best value of placing ``pending`` given bowls ``used`` by the card already."""
        if not pending:
            return 0.0
        return self._finish(tuple(pending), tuple(sorted(used)), three, binned)

    def _finish(self, pending: tuple[str, ...], used: tuple[int, ...], three: bool, binned: int) -> float:
        """``best_finish`` with ``pending`` a non-empty tuple and ``used`` sorted."""
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
            current = self.view["current"]
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

#: iterations of one strong decision (fixed: the same view and generator give the same choice)
STRONG_ITERATIONS = 24
#: the searched candidates of a pick: the normal player's best few
STRONG_CANDIDATES = 4
#: the searched candidates of a placement or bonus choice
STRONG_PLACE_CANDIDATES = 3
#: only candidates the normal player values within this many points of its best are searched
STRONG_MARGIN = 3.0
#: the normal player's choice keeps this head start in value
PRIOR_BONUS = 0.01
#: rounds played after the current one in a playout (0: to the end of this round; 5: always to the end of the game)
STRONG_HORIZON = 5
#: the share of the budget a placement or bonus decision gets
PLACE_SHARE = 0.5
#: the most playout work of one decision: candidates x worlds x seats x rounds played (480 gave
#: a page decision of 1.3 s on the first picks; 160 keeps it under 0.8 s)
STRONG_WORK = 160
#: weight of the win (1) or loss (0) in a finished playout's value; the rest is the score margin
WIN_WEIGHT = 0.5
#: points of margin that make a logistic value of about 73 %
MARGIN_SCALE = 5.0

#: the normal player's choices in playouts, by everything it reads (it is deterministic)
#: entries kept before the memory of choices is emptied
POLICY_MEMORY = 20_000
_POLICY: BoundedMemo[tuple[Any, ...], InkAction] = BoundedMemo(POLICY_MEMORY)


def light_view(state: InkState, seat: int) -> dict[str, Any]:
    """The parts of ``RamenInk.view`` the normal player reads, straight from a state (playouts)."""
    from ramen.ink.state import BINNED, PENDING, PHASE_PLACE, placer

    players: list[dict[str, Any] | None] = [None] * state.seats
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


def policy_action(game: Game[InkState, InkAction], policy: "NormalBot", state: InkState) -> InkAction:
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


_NO_RNG = random.Random(0)  # the normal player draws nothing from it


class InkSearch(SearchModel[InkState, InkAction]):
    """Ramen Ink's model for the search. Why determinized search with paired worlds: the only
    hidden fact is the order of the face-down topping deck, and it matters only from the next
    round on, so one sampled deck per world settles it. Every other player is modelled as the
    normal player (deterministic, reading only its own bowls), so a playout of the normal policy to
    the end of the game is exact but for the deck: the value of a candidate is its finished games'
    wins and score margins over the sampled decks. Picks (what a card leaves to the others and as
    the left-over everyone draws) get the whole budget; placements and bonus choices, where the
    normal player's options are close, half. Screened on 100-200 games each: playing to the end of
    the game beat stopping at the end of the round (or the next) with the normal player's estimate;
    twice the worlds did not help."""

    iterations = STRONG_ITERATIONS
    prior_bonus = PRIOR_BONUS
    #: candidate moves searched at most: at a pick, and at a placement or bonus choice
    pick_candidates = STRONG_CANDIDATES
    place_candidates = STRONG_PLACE_CANDIDATES
    #: the most playout work of one decision (see ``STRONG_WORK``)
    work = STRONG_WORK

    def __init__(self, game: Game[InkState, InkAction]) -> None:
        super().__init__(game)
        self.policy = NormalBot(game)

    @staticmethod
    def forget() -> None:
        """Empty the memory of the normal player's choices (the benchmark compares cold searches)."""
        _POLICY.clear()

    def budget(self, view: View, count: int, iterations: int) -> int:
        """Whole worlds for ``count`` candidates: none beyond the first in the last round (nothing
        hidden is revealed any more, and every player is deterministic), and no more than
        ``STRONG_WORK`` playout steps (seats x rounds still to play) in all, so that a decision
        stays short in the page."""
        if view["phase"] != "pick":  # placements: fewer worlds (the card's own round is known)
            iterations = int(iterations * PLACE_SHARE)
        worlds = max(1, iterations // count)
        rounds_left: int = ROUNDS - view["round"] + 1
        if rounds_left <= 1 or STRONG_HORIZON == 0:
            return count
        seats: int = view["seats"]
        work = count * seats * min(rounds_left, STRONG_HORIZON + 1)
        return count * max(1, min(worlds, self.work // work))

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

    def sample(self, view: View, rng: random.Random) -> InkState:
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
        step = 0
        card: tuple[int, ...] = ()
        extras: tuple[tuple[str, int], ...] = ()
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

    def candidates(self, state: InkState | None, seat: int, legal: Sequence[InkAction],
                   view: View | None) -> list[InkAction]:
        if len(legal) <= 1:
            return list(legal)
        if view is None:  # the search passes the view; other callers may pass only the state
            assert state is not None, "candidates need the view or the state"
            view = light_view(state, seat)
        table = _Table(view)
        if not isinstance(legal[0], Pick) and self.place_candidates <= 1:
            # placements: the normal player's exhaustive finish
            return [self.policy.choose(view, legal, _NO_RNG)]
        count = self.pick_candidates if isinstance(legal[0], Pick) else self.place_candidates
        ranked = sorted(((table.value(action), index, action) for index, action in enumerate(legal)),
                        key=lambda row: (-row[0], row[1]))
        top = ranked[0][0]
        return [action for value, _, action in ranked[:count] if value >= top - STRONG_MARGIN]

    def playout(self, state: InkState, seat: int, rng: random.Random) -> InkState:
        """Everyone plays the normal policy to the end of the round and ``STRONG_HORIZON`` more
        (to the end of the game)."""
        game = self.game
        policy = self.policy
        stop = state.round + STRONG_HORIZON
        apply = game.apply_unchecked
        while state.phase != "over" and state.round <= stop:
            state = apply(state, policy_action(game, policy, state))
        return state

    def evaluate(self, state: InkState, seat: int) -> float:
        """A finished game: the win (shared if tied) and a logistic of the score margin over the
        best rival, half each. Before the end (a shorter horizon): served points, the bonus points
        and the bin penalty, plus what each unserved bowl may still become in the cards still to
        come (the normal player's ``estimate``)."""
        from ramen.core.search import margin_value, outcome_value

        if state.phase == "over":
            totals = [sheet.total for sheet in self.game.scores(state)]
            return WIN_WEIGHT * outcome_value(self.game, state, seat) + (1 - WIN_WEIGHT) * margin_value(
                totals[seat], [w for p, w in enumerate(totals) if p != seat], MARGIN_SCALE)
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
        return margin_value(worth[seat], [w for p, w in enumerate(worth) if p != seat], MARGIN_SCALE)


class StrongBot(SearchBot[InkAction]):
    """"strong": the search of ramen.core.search with ``InkSearch``; sees only its view."""

    model_type = InkSearch


class InkExpertSearch(InkSearch):
    """The expert level's model: the strong one with four times the worlds (and playout work) and two
    more candidate moves."""

    iterations = 4 * STRONG_ITERATIONS
    work = 4 * STRONG_WORK
    pick_candidates = STRONG_CANDIDATES + 2
    place_candidates = STRONG_PLACE_CANDIDATES + 2


class ExpertBot(ExpertSearchBot[InkAction]):
    """"expert": the search of ramen.core.search with ``InkExpertSearch``; sees only its view."""

    model_type = InkExpertSearch
