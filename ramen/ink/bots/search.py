"""Ramen Ink's "strong" and "expert" models for the search of ``ramen.core.search`` (``InkSearch``,
``InkExpertSearch``): every card of a pick and a card's best few whole placements are played out in
sampled decks to the end of the game, the other players modelled as the normal player on fast
playouts (``lean_playout``: the normal player card by card on the lean state, exact); expert's
playouts pick by looking to the end of the round (``lookahead_pick``).
"""

from __future__ import annotations

import random
from typing import Any, Sequence

from ramen.core.game import Game, View
from ramen.core.memo import BoundedMemo
from ramen.core.search import SearchModel, margin_value
from ramen.core.words import plural, signed_plural
from ramen.ink.actions import Bin, Bonus, Done, InkAction, Pick, Place
from ramen.ink.bots.features import lean_worth
from ramen.ink.bots.lean_cards import CARDS, NO_PLACE, PICKS, TABLES, lean_card, lean_pick
from ramen.ink.bots.policy import NormalBot, Table
from ramen.ink.components import INGREDIENT_NAMES, ROUNDS, card_name
from ramen.ink.playout import (LeanSeat, draw_order, lean_clean, lean_seats, lean_totals, next_deal,
                               pick_options)
from ramen.ink.state import PHASE_OVER, PHASE_PICK, InkState, placer

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


def policy_action(game: Game[InkState, InkAction, Any], policy: NormalBot, state: InkState) -> InkAction:
    """The normal player's choice for the seat to act in ``state`` (remembered: the normal player is
    deterministic and reads only its own bowls, bin and bonus fields, the round, the orders and the
    card before it, so the same reading gives the same choice)."""
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
        action = legal[0] if len(legal) == 1 else policy.best(Table.from_state(state, seat), legal)
        _POLICY.keep(key, action)
    return action


def _round_picks(orders: tuple[str, ...], round_: int, active: int, revealed: tuple[str, ...], picks: list[int],
                 seats: Sequence[LeanSeat], lookahead: Sequence[int] = ()) -> list[int]:
    """The slots picked once every seat has picked this round: ``picks`` so far, then each seat by the
    normal player's rule (the seats in ``lookahead`` by ``lookahead_pick``)."""
    n = len(seats)
    picks = list(picks)
    for k in range(len(picks), n):
        seat = (active + k) % n
        options = pick_options(revealed, picks)
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
    for seat, card, which in draw_order(active, revealed, picks, len(seats), start):
        seats[seat] = lean_card(orders, round_, which, seats[seat], card)


def lookahead_pick(orders: tuple[str, ...], round_: int, active: int, revealed: tuple[str, ...], picks: list[int],
                   seats: Sequence[LeanSeat], seat: int, options: tuple[str, ...]) -> str:
    """A pick that looks to the end of the round: for each card, the later seats pick by the normal
    player's rule, everyone draws as the normal player would, and the card of the best ``lean_worth``
    margin over the best rival then is taken (the first of them). In lean self-play it beats the
    normal player's pick (its best card alone) 64.6 % of two-seat games (2 x 500)."""
    key = ("ahead", orders, round_, active, revealed, tuple(picks), tuple(seats), seat)
    found = PICKS.get(key)
    if found is None:
        found = options[0]
        best = NO_PLACE
        for card in options:
            slot = next(s for s, c in enumerate(revealed) if c == card and s not in picks)
            after = list(seats)
            taken = _round_picks(orders, round_, active, revealed, picks + [slot], after)
            _round_draws(orders, round_, active, revealed, taken, after)
            worth = [lean_worth(orders, round_ + 1, other) for other in after]
            margin = worth[seat] - max(w for p, w in enumerate(worth) if p != seat)
            if margin > best + 1e-9:
                found, best = card, margin
        PICKS.keep(key, found)
    return found


def lean_playout(state: InkState, rounds: int = ROUNDS, lookahead: Sequence[int] = ()) -> tuple[list[LeanSeat], int]:
    """Every seat plays the normal player from ``state`` (at a ``lean_clean`` boundary) to the end of
    its round and ``rounds`` more (to the end of the game by default), but the seats in ``lookahead``
    pick by ``lookahead_pick``. Returns the seats and the round reached (ROUNDS + 1 once the game is
    over)."""
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
        active, revealed, deck = next_deal(active, deck, n)
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
        for memo in (_POLICY, TABLES, CARDS, PICKS):
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
        table = Table(view)
        if isinstance(action, Pick):
            return (f"Pick {card_name(action.card)}: its ingredients fit your bowls best "
                    f"(worth about {plural(round(table.value(action)), 'point')}), and it leaves the others less.")
        if isinstance(action, Place):
            order = card_name(view["orders"][action.bowl]["order"])
            gain = table.gain(action.bowl, action.ingredient)
            where = f"Draw the {INGREDIENT_NAMES[action.ingredient]} into bowl {action.bowl + 1} ({order})"
            if round(gain) > 0:
                return f"{where}: about {signed_plural(round(gain), 'point')} toward that order."
            return f"{where}: no bowl gains from it, and there it costs least."
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
        table = Table(view)
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

    def points(self, state: InkState, seat: int) -> float:
        """``seat``'s final points: a playout plays to the end of the game."""
        return float(lean_totals(state.orders, lean_seats(state))[seat][0])


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
