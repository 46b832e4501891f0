"""Ramen Fury's "strong" and "expert" levels' model for the search of ramen.core.search: its candidates
(the normal player's best few), playouts of the normal policy, the evaluation of what is left, and the
hints' words (``explain``)."""

from __future__ import annotations

import random
from typing import Any, Iterator, Sequence

from ramen.core.game import Game, View
from ramen.core.search import SearchModel
from ramen.core.words import plural, seat_name
from ramen.fury.actions import Discard, Draw, Eat, Empty, End, FuryAction, Pass, Place, Play, Prep, Restock, Spoon
from ramen.fury.bots.features import (EVAL_WEIGHTS, EXPERT_EVAL_WEIGHTS, bowl_potential, bowl_score, horizon_discount,
                                      seat_features, warm_up)
from ramen.fury.bots.policy import BLUNDER, NormalBot, Turn
from ramen.fury.components import CARD_NAMES
from ramen.fury.state import FuryState

#: iterations of one strong decision at most (fixed: the same view and generator give the same choice);
#: each candidate gets ``STRONG_ITERATIONS // STRONG_CANDIDATES`` worlds, so fewer candidates cost less
STRONG_ITERATIONS = 100
#: the searched candidates of one decision: the normal player's best few
STRONG_CANDIDATES = 10
#: only candidates the normal player values within this many points of its best are searched
STRONG_MARGIN = 3.0
#: our own turns played out after the other seats' (0: score when our next turn starts)
STRONG_HORIZON = 1
#: at more seats than this the playout stops when our next turn starts (a round costs more there)
WIDE_TABLE = 3
#: the normal player's choice keeps this head start in value (none: with ten candidates any head
#: start kept the search on the normal choice too often; 0.05 with five cost 8 points against normal)
PRIOR_BONUS = 0.0


class FurySearch(SearchModel[FuryState, FuryAction]):
    """Ramen Fury's model for the search. Why determinized search here: after setup Fury has no
    chance at all (the deck's order is fixed), so the only uncertainty is hidden cards (the deck,
    the unknown part of other hands, less the cards a seat is known to hold), which one sampled
    world settles. The normal opponent reads only its own view and is deterministic, so playouts
    in which every other seat plays the normal policy model it closely: each candidate first action
    is followed by the normal policy for the rest of our turn, the others' whole turns (spoons
    included) and our next turn; a playout that reaches the final round plays it to the end (the
    outcome is then known). What is left is scored by each seat's chance to win, a conditional
    logit fitted on normal-vs-normal games (``seat_features``, ``EVAL_WEIGHTS``). Measured
    against normal (200 two-seat games each): scoring at the end of our own turn with a hand-made
    margin won about 51 %, with the fitted evaluation 55 %, playing out to our next turn 64 %,
    to the end of it 68 %; candidates ranked without the normal player's rules of thumb 69 %
    (both evaluations' feature sets alike). More playouts of the same kind helped little before.

    What made it strong (2 x 100 two-seat games against normal, seeds 7,000,000 + k): breadth. Five
    candidates within 1.5 points with a head start for the normal choice won 72 %; three times the
    worlds 69 %, playouts a round longer 73 %, a refitted evaluation (more features, better
    held-out log loss) 71-72 %, a larger head start 65 %, playouts to the end of the game 56 %. Ten
    candidates within 3.0 points, no head start, six worlds each won 80 % (four worlds 77 %, twelve
    83 %; 16 candidates within 5.0 78 %; successive halving or a second round for the best three
    79 % at more cost), and one strong among three normals 67 % (45.8 % before). The moves that
    win are often ones the normal player ranks well below its best (a draw kept for later, an early
    chili, not eating a small bowl), and the search finds them only when they are searched. On
    the same 600 two-seat deals (``tools/bench.py --only strength --seeds 1657588000``) six worlds
    per candidate won 76.4 %, ten 82.0 %, twelve 83.2 % (the page's mean decision twice six's):
    ten ship."""

    iterations = STRONG_ITERATIONS
    prior_bonus = PRIOR_BONUS
    #: candidate moves searched at most
    candidate_count = STRONG_CANDIDATES
    #: only candidates the normal player values within this many points of its best are searched
    margin = STRONG_MARGIN
    #: rounds of the table a playout runs before our own turns (``horizon``)
    rounds = 1

    def __init__(self, game: Game[FuryState, FuryAction, Any]) -> None:
        super().__init__(game)
        self.policy = NormalBot(game)

    @staticmethod
    def warm_up() -> Iterator[str]:
        """The evaluation's cold first answers worked out in small pieces (``ramen.core.bots.warm_up``)."""
        return warm_up()

    def budget(self, view: View, candidates: int, iterations: int) -> int:
        """The same worlds per candidate whatever their number (``iterations`` shared out among
        ``candidate_count`` candidates): a decision with fewer candidates costs less."""
        return max(1, iterations // self.candidate_count) * candidates

    # --- hints -------------------------------------------------------------------------------
    def explain(self, view: View, action: FuryAction, names: Sequence[str] = ()) -> str:
        """The action in words for the person to act, with its reason."""
        me = view["viewer"]
        players = view["players"]
        mine = [bowl["cards"] for bowl in players[me]["bowls"]]

        def reach(cards: Sequence[str]) -> int:
            return int(round(bowl_potential(cards, 1.0)))

        def owner(seat: int, bowl: int) -> str:
            return f"your bowl {bowl + 1}" if seat == me else f"{seat_name(names, seat)}'s bowl {bowl + 1}"

        if isinstance(action, Eat):
            points = bowl_score(mine[action.bowl]) or 0
            if points <= 0:
                return (f"Eat bowl {action.bowl + 1} now, though it scores {plural(points, 'point')}: nothing else this turn"
                        " does better.")
            return f"Eat bowl {action.bowl + 1}: {plural(points, 'point')} now, safe from Chili and Spoons."
        if isinstance(action, Prep):
            return (f"Prep {CARD_NAMES[action.card]} into bowl {action.bowl + 1}: "
                    f"it can then reach {plural(reach(mine[action.bowl] + [action.card]), 'point')}.")
        if isinstance(action, Draw):
            if action.slot is None:
                return "Draw from the deck: no card in the Pantry helps you more than a fresh one."
            card = view["pantry"][action.slot]
            return f"Take {CARD_NAMES[card]} from the Pantry: it fits your bowls best."
        if isinstance(action, Restock):
            return "Restock the Pantry: nothing in it helps you, and the others may want it."
        if isinstance(action, (Play, Place)):
            card = action.card if isinstance(action, Play) else view["pantry"][action.slot]
            if action.seat == me:
                return f"Put {CARD_NAMES[card]} into {owner(me, action.bowl)}: it adds to that bowl's score."
            return f"Put {CARD_NAMES[card]} into {owner(action.seat, action.bowl)}: it costs them a point and a place."
        if isinstance(action, Spoon):
            where = "your hand" if action.to_bowl is None else f"your bowl {action.to_bowl + 1}"
            return f"Spoon the top card of {owner(action.seat, action.bowl)} into {where}: it helps you more there."
        if isinstance(action, Empty):
            return f"Empty bowl {action.bowl + 1}: it can no longer become a good bowl."
        if isinstance(action, Discard):
            return f"Discard {CARD_NAMES[action.card]}: it is the card you need least."
        if isinstance(action, Pass):
            return "Leave the revealed card in the Pantry: no bowl is worth it."
        if isinstance(action, End):
            return "End your turn: no free play helps you now."
        return ""

    # --- candidates, playout, evaluation ---------------------------------------------------------
    def candidates(self, view: View, legal: Sequence[FuryAction]) -> list[FuryAction]:
        """The normal player's choice first, then its best few others, ranked by what each move
        gains before the normal player's rules of thumb (the bonus that makes a free play come
        first, the penalty on eating a third bowl while a rival could catch up, the floor under a
        reveal placement): those are what the search judges better. Only moves within ``margin``
        points of the best are searched (a clear choice is not)."""
        if len(legal) <= 1:
            return list(legal)
        turn = Turn.from_view(view, self.policy)
        first = turn.choose(legal)
        ranked = sorted(((self.raw_gain(turn, action), index, action) for index, action in enumerate(legal)),
                        key=lambda row: (-row[0], row[1]))
        top = max(ranked[0][0], self.raw_gain(turn, first))
        others = [action for gain, _, action in ranked if gain >= top - self.margin and action != first]
        return [first] + others[:self.candidate_count - 1]

    @staticmethod
    def raw_gain(turn: "Turn", action: FuryAction) -> float:
        """The normal player's value of ``action`` without its rules of thumb (see ``candidates``)."""
        if not turn.last_turn:
            if isinstance(action, (Play, Place)):
                if turn.blunder(action):
                    return BLUNDER
                card = action.card if isinstance(action, Play) else turn.slot_card(action.slot)
                return turn.gain_put(action.seat, action.bowl, card)
            if isinstance(action, Eat):
                score = bowl_score(turn.bowls[turn.me][action.bowl]) or 0
                return score - turn.value(turn.me, action.bowl) + turn.eat_bonus
        return turn.gain(action)

    def playout(self, state: FuryState, seat: int, rng: random.Random) -> FuryState:
        """Every seat plays the normal policy (ours too, without spoons) until ``horizon`` turns
        have passed, or, once the final round has begun, to the end of the game."""
        game, policy = self.game, self.policy
        turns_left = self.horizon(state.seats)
        current = state.current
        apply = game.apply_unchecked
        while not state.over:
            if state.current != current:
                current = state.current
                turns_left -= 1
                if turns_left <= 0 and not state.final_round:  # the final round is played to the end
                    break
            legal = game.legal_actions(state)
            if len(legal) > 1:
                # our own moves leave out spoons (the normal player rarely spends them; half the moves);
                # the others may spend them, as the normal player does
                quick = [action for action in legal if not isinstance(action, Spoon)] if current == seat else legal
                action = Turn.from_state(state, current, policy).choose(quick or legal)
            else:
                action = legal[0]
            state = apply(state, action)
        return state

    def horizon(self, seats: int) -> int:
        """Turn changes a playout runs: round the table back to us, then (at up to ``WIDE_TABLE``
        seats) our next turn too; at a wider table the round alone costs as much."""
        return seats * self.rounds + (STRONG_HORIZON if seats <= WIDE_TABLE else 0)

    def evaluate(self, state: FuryState, seat: int) -> float:
        """A finished game: its outcome. Otherwise each seat's chance to win, a conditional logit
        over the seats (softmax of ``EVAL_WEIGHTS`` . ``seat_features``) fitted on the turn starts
        of normal-vs-normal games (tools/fit_eval.py); in the final round, only what a seat
        can still eat on its last turn counts."""
        from ramen.core.search import logit_share, margin_value, outcome_value

        if state.over:
            return outcome_value(self.game, state, seat)
        if state.final_round:
            worth = []
            still = set(state.final_left) | {state.current}
            for p in range(state.seats):
                total = float(sum(bowl_score(state.bowls[p][b]) or 0 for b in range(3) if state.eaten[p][b]))
                if p in still:
                    ready = sorted((bowl_score(state.bowls[p][b]) or 0 for b in range(3)
                                    if not state.eaten[p][b]), reverse=True)
                    total += sum(max(0, points) for points in ready[:2])
                worth.append(total)
            return margin_value(worth[seat], [w for p, w in enumerate(worth) if p != seat], 1.5)
        weights = self.eval_weights(state.seats)
        return logit_share([sum(w * f for w, f in zip(weights, seat_features(state, p))) for p in range(state.seats)],
                           seat)

    def eval_weights(self, seats: int) -> tuple[float, ...]:
        """The evaluation's weights of ``seat_features`` at a table of ``seats``."""
        return EVAL_WEIGHTS

    def points(self, state: FuryState, seat: int) -> float:
        """The points of ``seat``'s eaten bowls, plus what its uneaten ones can still become
        (``bowl_potential``, discounted per card missing as the normal player does); in the final
        round only the two best it can still eat on its last turn, and nothing once the game is over."""
        eaten = float(sum(bowl_score(state.bowls[seat][b]) or 0 for b in range(3) if state.eaten[seat][b]))
        uneaten = [state.bowls[seat][b] for b in range(3) if not state.eaten[seat][b]]
        if state.over:
            return eaten
        if state.final_round:
            if seat not in set(state.final_left) | {state.current}:
                return eaten
            ready = sorted((bowl_score(cards) or 0 for cards in uneaten), reverse=True)
            return eaten + sum(max(0, points) for points in ready[:2])
        discount = horizon_discount(len(state.deck), state.seats)
        return eaten + sum(bowl_potential(cards, discount) for cards in uneaten)


#: the expert's candidates at most: the normal player's best moves within ``EXPERT_MARGIN`` points
EXPERT_CANDIDATES = 24
EXPERT_MARGIN = 8.0
#: the expert's worlds per candidate (in its race's budget; see ``FurySearch.budget``)
EXPERT_WORLDS = 24


class FuryExpertSearch(FurySearch):
    """The expert level's model: the strong one made wider, not deeper. Up to 24 candidates within 8.0
    points of the normal player's best (strong: 10 within 3.0), raced in two rounds (core successive
    halving): every candidate plays 12 worlds, then the better two share the other half of the budget
    (with 24 candidates, 144 more worlds each).

    Measured against strong (two seats, both orders, ``tools/bench.py --only strength``): four times
    strong's worlds per candidate (40, the same ten candidates) won 48.0 % of 2 x 100 games (seeds
    11,174,594,000 + k): past ten worlds a candidate, more worlds buy nothing against strong. Width
    does: 16 candidates within 6.0 points at 25 worlds each 55.0 % (2 x 100, seeds 6,884,481,000 + k);
    as shipped 56.0 % (2 x 100, seeds 6,447,552,000 + k); 40 candidates within 12.0 points in a
    three-round race 51.0 % (2 x 100, seeds 4,062,749,000 + k; its first round has too few worlds to
    cut the field well). Nor does depth: as shipped with playouts a round longer (to the end of our
    turn after next) 46.0 % (2 x 100, seeds 5,201,079,000 + k). Up to here the expert read positions
    with strong's weights, fitted on normal-vs-normal games, and won 55.2 % of 600. What it lacked was
    knowing the games it meets: at two seats it now reads them with weights fitted on strong-vs-strong
    games (``EXPERT_EVAL_WEIGHTS``; held-out log loss on those games 0.556, strong's weights 0.569),
    and won 67.0 % [60.2-73.1] of 2 x 100 (seeds 21,417,000,000 + k) and 65.0 % of 2 x 200 more (seeds
    28,531,000,000 + k): 65.7 % [61.8-69.4] of the 600, at the same cost."""

    iterations = EXPERT_WORLDS * EXPERT_CANDIDATES
    candidate_count = EXPERT_CANDIDATES
    margin = EXPERT_MARGIN
    halving = 2

    def eval_weights(self, seats: int) -> tuple[float, ...]:
        """At two seats, the weights fitted on strong-vs-strong games (the games the expert meets);
        at more, strong's."""
        return EXPERT_EVAL_WEIGHTS if seats == 2 else EVAL_WEIGHTS

