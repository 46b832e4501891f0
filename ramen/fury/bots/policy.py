"""Ramen Fury's computer opponent "normal": a greedy player that reads only its own view.

It values every uneaten bowl by the best score it could still reach, discounted for each card still
missing (``bowl_potential``), and takes the action that raises its own position the most, minus
what it would cost its strongest rival: it builds bowls toward their best flavor, draws the Pantry
card that helps most (else the deck), eats a bowl once waiting no longer pays (or on its last turn),
throws chili into the leader's bowls, garnishes its own bowls with nori, spends its two spoons only on
a clear gain, and never eats a third bowl when that would hand the win to a rival.
"""

from __future__ import annotations

import random
from typing import Sequence

from ramen.core import Bot
from ramen.core.game import View
from ramen.fury.actions import Discard, Draw, Eat, Empty, End, FuryAction, Pass, Place, Play, Prep, Restock, Spoon
from ramen.fury.bots.features import DISCOUNT, bowl_score
from ramen.fury.bots.valuations import Valuations
from ramen.fury.components import BOWL_CAPACITY, CARD_KIND, FLAVOR
from ramen.fury.state import FuryState

#: a drawn card still has to be prepped: its value counts this much now
DRAW_FACTOR = 0.8
#: what spending one of the two spoons costs
SPOON_COST = 1.5
#: the worth of eating now rather than waiting (an eaten bowl is safe from chili and spoons)
EAT_BONUS = 1.2
#: weight of harm done to the leading rival, and to any other rival
LEADER_WEIGHT, RIVAL_WEIGHT = 1.0, 0.4
#: a free play or reveal placement must gain at least this much
MIN_GAIN = 0.05


#: the value of a move a careful player never makes (below any other choice)
BLUNDER = -100.0


def _dead_after(bowl: Sequence[str], card: str) -> bool:
    """Whether adding ``card`` fills ``bowl`` with no Flavor in it: it could never be eaten."""
    return len(bowl) == BOWL_CAPACITY - 1 and CARD_KIND[card] != FLAVOR and not any(
        CARD_KIND[other] == FLAVOR for other in bowl)


class NormalBot(Bot[FuryAction]):
    """"normal": greedy on bowl potentials, chili at the leader, nori at home; see the module doc."""

    level = "normal"
    discount = DISCOUNT
    draw_factor = DRAW_FACTOR
    spoon_cost = SPOON_COST
    eat_bonus = EAT_BONUS
    leader_weight = LEADER_WEIGHT
    rival_weight = RIVAL_WEIGHT
    #: what a Restock is worth (it only helps when nothing else does)
    restock_value = -0.5
    #: the fixed cost of emptying a bowl (besides what it held)
    empty_cost = 0.5
    #: a third bowl is eaten only if no rival can reach our score with two ready bowls plus this
    third_margin = 2.0
    #: the bonus of eating a third bowl that wins (it ends the game)
    third_bonus = 3.0
    #: fewer turns than this left (deck cards per seat): future cards count for less
    late_turns = 8.0
    #: a bowl eaten for fewer points than this loses ``small_meal`` per point short (0: no such rule)
    meal_floor = 0.0
    small_meal = 0.0

    def with_params(self, **params: float) -> "NormalBot":
        """A copy of this player with some constants changed (a tuned policy)."""
        twin = type(self)(self.game)
        for name, value in params.items():
            if not hasattr(twin, name):
                raise AttributeError(name)
            setattr(twin, name, value)
        return twin

    def choose(self, view: View, legal: Sequence[FuryAction], rng: random.Random) -> FuryAction:
        return Turn.from_view(view, self).choose(legal)


class Turn(Valuations):
    """One decision: the facts of the seat's view read once (from the view, or in the search's
    playouts straight from a state: ``from_state``), then every legal action valued (what cards and
    bowls are worth: ``Valuations``)."""

    @classmethod
    def from_view(cls, view: View, bot: NormalBot) -> "Turn":
        players = view["players"]
        return cls(bot, me=view["viewer"], hand=view["hand"] or (), seats=view["seats"],
                   final_round=view["final_round"], deck_count=view["deck_count"],
                   final_turns_left=view["final_turns_left"], actions_left=view["actions_left"],
                   bowls=[[tuple(b["cards"]) for b in p["bowls"]] for p in players],
                   eaten=[[b["eaten"] for b in p["bowls"]] for p in players],
                   scores=[p["score"] for p in players], discard=view["discard"], pantry=view["pantry"])

    @classmethod
    def from_state(cls, state: FuryState, seat: int, bot: NormalBot) -> "Turn":
        """The same facts as ``from_view(game.view(state, seat))``, read from the state (faster)."""
        eaten = state.eaten
        scores = [sum(bowl_score(cards) or 0 for cards, done in zip(bowls, eaten[p]) if done)
                  for p, bowls in enumerate(state.bowls)]
        last_turn = state.final_round and state.turn > (state.final_trigger_turn or 0)
        return cls(bot, me=seat, hand=state.hands[seat], seats=state.seats, final_round=state.final_round,
                   deck_count=len(state.deck),
                   final_turns_left=([state.current] if last_turn else []) + list(state.final_left),
                   actions_left=state.actions_left, bowls=state.bowls, eaten=eaten, scores=scores,
                   discard=state.discard, pantry=state.pantry)

    def __init__(self, bot: NormalBot, *, me: int, hand: Sequence[str], seats: int, final_round: bool,
                 deck_count: int, final_turns_left: Sequence[int], actions_left: int,
                 bowls: Sequence[Sequence[tuple[str, ...]]], eaten: Sequence[Sequence[bool]], scores: Sequence[int],
                 discard: Sequence[str], pantry: Sequence[str | None]) -> None:
        self.draw_factor, self.spoon_cost, self.eat_bonus = bot.draw_factor, bot.spoon_cost, bot.eat_bonus
        self.leader_weight, self.rival_weight = bot.leader_weight, bot.rival_weight
        self.bot = bot
        self.me = me
        self.hand = list(hand)
        self.seats = seats
        self.final_round = final_round
        self.discard = discard
        self.pantry = pantry
        self.scores = scores
        # in the final round, whoever acts is on their last turn (the trigger's turn included)
        self.last_turn = bool(final_round)
        # fewer cards left: less time to finish a bowl, so future cards count for less
        horizon = deck_count / max(1, self.seats)
        late = bot.late_turns
        discount = bot.discount if horizon >= late else max(0.3, bot.discount * (0.55 + 0.45 * horizon / late))
        self.discount = round(discount, 2)  # few distinct values: the potential cache stays small
        if self.last_turn:
            self.discount = 0.0
        #: rivals who still have a turn to come (in the final round, the others' bowls no longer matter)
        self.pending = set(final_turns_left) - {self.me} if self.last_turn else set(range(self.seats))
        self.actions_left = actions_left
        self.bowls = bowls
        self.eaten = eaten
        #: value(seat, b) of the bowls as they are (read many times a decision)
        self._values = [[0.0 if p != self.me and p not in self.pending else self.potential(cards) for cards in bowls]
                        for p, bowls in enumerate(self.bowls)]
        #: gain_put(seat, b, card), computed once a decision
        self._puts = {}
        standing = []
        for p in range(self.seats):
            values = self._values[p]
            standing.append(self.scores[p] + sum(values[b] for b in range(3) if not self.eaten[p][b]))
        self.standing = standing
        rivals = [p for p in range(self.seats) if p != self.me]
        self.leader = max(rivals, key=lambda p: standing[p])
        self._unseen = None
        self._card_values = {}
        self._own_table = None
        self._deck_value = None


    # --- the choice -----------------------------------------------------------------------
    def choose(self, legal: Sequence[FuryAction]) -> FuryAction:
        best, best_gain = legal[0], -1e9
        for action in legal:
            gain = self.gain(action)
            if gain > best_gain:
                best, best_gain = action, gain
        if len(self.hand) >= 5 and (isinstance(best, Draw) or (isinstance(best, Spoon) and best.to_bowl is None)):
            free = self.free_play_first(legal)
            if free is not None:
                return free
        return best

    def free_play_first(self, legal: Sequence[FuryAction]) -> Play | None:
        """With a full hand, a card drawn means one discarded: a Chili or Nori that can be played for
        free without loss goes out that way first, rather than into the discard pile."""
        best: Play | None = None
        best_gain = -1e-9
        for action in legal:
            if isinstance(action, Play) and not self.blunder(action):
                gain = self.gain_put(action.seat, action.bowl, action.card)
                if gain > best_gain:
                    best, best_gain = action, gain
        return best

    def gain(self, action: FuryAction) -> float:
        if type(action) is Prep and not self.last_turn:  # the commonest move, the same value faster
            if _dead_after(self.bowls[self.me][action.bowl], action.card):
                return BLUNDER
            return self.gain_put(self.me, action.bowl, action.card) + 0.01
        if type(action) is Spoon and not self.last_turn:  # many of these too
            if action.to_bowl is not None and _dead_after(self.bowls[self.me][action.to_bowl],
                                                          self.bowls[action.seat][action.bowl][-1]):
                return BLUNDER
            return self.gain_spoon(action)
        if self.blunder(action):
            return BLUNDER
        return self._gain(action)

    def blunder(self, action: FuryAction) -> bool:
        """The moves a careful player never makes: filling one of our bowls so that it can never be
        eaten (five cards, no Flavor), or giving a rival points (Nori into their bowl, or Chili into
        a bowl whose score it raises: a Fury bowl)."""
        me = self.me
        if isinstance(action, (Play, Place)):
            card = action.card if isinstance(action, Play) else self.slot_card(action.slot)
            target = self.bowls[action.seat][action.bowl]
            if action.seat != me:
                if card == "nori":
                    return True
                before, after = bowl_score(target), bowl_score(target + (card,))
                return before is not None and after is not None and after > before
            return _dead_after(target, card)
        if isinstance(action, Prep):
            return _dead_after(self.bowls[me][action.bowl], action.card)
        if isinstance(action, Spoon) and action.to_bowl is not None:
            card = self.bowls[action.seat][action.bowl][-1]
            return _dead_after(self.bowls[me][action.to_bowl], card)
        return False

    def _gain(self, action: FuryAction) -> float:
        me = self.me
        if isinstance(action, Discard):
            return -self.card_value(action.card)
        if isinstance(action, (Pass, End)):
            return 0.0
        if isinstance(action, Place):
            gain = self.gain_put(action.seat, action.bowl, self.slot_card(action.slot))
            return gain if gain > MIN_GAIN else -1.0  # below "pass" (0): never a gift to a rival
        if isinstance(action, Play):
            # free: worth taking before any action when it gains, never when it doesn't
            gain = self.gain_put(action.seat, action.bowl, action.card)
            return gain + 5.0 if gain > MIN_GAIN else gain - 5.0
        if self.last_turn and isinstance(action, (Prep, Eat, Draw, Restock, Spoon, Empty)):
            return self.gain_last_turn(action)
        if isinstance(action, Prep):
            return self.gain_put(me, action.bowl, action.card) + 0.01
        if isinstance(action, Eat):
            return self.gain_eat(action.bowl)
        if isinstance(action, Draw):
            if action.slot is None:
                return self.draw_factor * self.deck_card_value() - self.hand_overflow_cost() - 0.02
            card = self.slot_card(action.slot)
            return self.draw_factor * self.card_value(card) - self.hand_overflow_cost(card)
        if isinstance(action, Restock):
            return self.bot.restock_value
        if isinstance(action, Spoon):
            return self.gain_spoon(action)
        if isinstance(action, Empty):
            cards = self.bowls[me][action.bowl]
            return 0.6 * self.potential(()) - self.value(me, action.bowl) - 0.3 * len(cards) - self.bot.empty_cost
        return -1.0

    def gain_eat(self, b: int) -> float:
        cards = self.bowls[self.me][b]
        score = bowl_score(cards)
        assert score is not None
        bot = self.bot
        gain = score - self.value(self.me, b) + self.eat_bonus
        if score < bot.meal_floor:
            gain -= bot.small_meal * (bot.meal_floor - score)
        eaten = sum(self.eaten[self.me])
        if eaten == 2 and not self.final_round:
            # eating a third bowl ends the game: only when no rival can catch up in one last turn
            mine = self.scores[self.me] + score
            for p in range(self.seats):
                if p == self.me:
                    continue
                ready = sorted((bowl_score(cards) or 0 for cards, done in zip(self.bowls[p], self.eaten[p])
                                if not done and bowl_score(cards) is not None), reverse=True)
                reach = self.scores[p] + sum(max(0, s) for s in ready[:2]) + bot.third_margin
                if reach >= mine:
                    return gain - 20.0
            gain += bot.third_bonus
        return gain

    def gain_spoon(self, action: Spoon) -> float:
        me = self.me
        source = self.bowls[action.seat][action.bowl]
        card = source[-1]
        left = source[:-1]
        if action.seat == me:
            loss = self.value(me, action.bowl, left) - self.value(me, action.bowl)
        else:
            loss = (self.value(action.seat, action.bowl) - self.value(action.seat, action.bowl, left)) * self.weight(action.seat)
        if action.to_bowl is None:
            put = self.draw_factor * self.card_value(card) - self.hand_overflow_cost(card)
        else:
            put = self.gain_put(me, action.to_bowl, card)
            if action.seat == me:  # moving between our own bowls: value the target before the move
                put = self.value(me, action.to_bowl, self.bowls[me][action.to_bowl] + (card,)) - self.value(me, action.to_bowl)
        return loss + put - self.spoon_cost

    def best_meals(self, bowls: Sequence[Sequence[str]], meals: int) -> float:
        """Points from eating up to ``meals`` of our uneaten ``bowls`` (only those worth eating);
        a bowl worth nothing still adds its cards to the tie-break."""
        scores = ((bowl_score(cards), len(cards)) for b, cards in enumerate(bowls) if not self.eaten[self.me][b])
        worth = sorted((score + 0.01 * size for score, size in scores if score is not None), reverse=True)
        return sum(points for points in worth[:max(0, meals)] if points > 0)

    def gain_last_turn(self, action: FuryAction) -> float:
        """On our last turn only points now count: plan the remaining one or two actions together."""
        me, left = self.me, self.actions_left
        mine = [list(cards) for cards in self.bowls[me]]
        baseline = self.best_meals(mine, left)
        harm = 0.0
        if isinstance(action, Eat):
            cards = mine[action.bowl]
            rest = [cards_ if b != action.bowl else [] for b, cards_ in enumerate(mine)]
            score = bowl_score(cards)
            assert score is not None  # eating is legal only for a bowl that can be eaten
            total = score + 0.01 * len(cards) + self.best_meals(rest, left - 1) + 0.002
        elif isinstance(action, Prep):
            mine[action.bowl] = mine[action.bowl] + [action.card]
            total = self.best_meals(mine, left - 1)
        elif isinstance(action, Spoon):
            card = self.bowls[action.seat][action.bowl][-1]
            if action.seat == me:
                mine[action.bowl] = mine[action.bowl][:-1]
            else:
                source = self.bowls[action.seat][action.bowl]
                harm = (self.value(action.seat, action.bowl) - self.value(action.seat, action.bowl, source[:-1]))
                harm *= self.weight(action.seat)
            if action.to_bowl is not None:
                mine[action.to_bowl] = mine[action.to_bowl] + [card]
            total = self.best_meals(mine, left - 1)
        else:  # Draw, Restock, Empty: nothing to eat from them now
            total = self.best_meals(mine, left - 1)
        return total + harm - baseline
