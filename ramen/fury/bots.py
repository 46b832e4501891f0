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
from collections import Counter
from functools import lru_cache
from typing import Any, Sequence

from ramen.core import Bot
from ramen.core.memo import BoundedMemo
from ramen.core.game import Game, View
from ramen.core.search import ExpertSearchBot, SearchBot, SearchModel
from ramen.core.words import plural, seat_name
from ramen.fury.actions import FuryAction
from ramen.fury.state import FuryState
from ramen.fury.actions import Discard, Draw, Eat, Empty, End, Pass, Place, Play, Prep, Restock, Spoon
from ramen.fury.components import BOWL_CAPACITY, CARD_COUNTS, CARD_KIND, CARD_NAMES, CARDS, FLAVOR, FLAVOR_SET, FLAVORS
from ramen.fury.scoring import breakdown_of_ids

#: value kept for each card a bowl still needs (about one turn: a draw and a prep)
DISCOUNT = 0.8
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


#: the cards an "ideal" card added to a bowl may be: every card of the deck but a flavor (a bowl holds one)
_ADDABLE: tuple[str, ...] = tuple(card for card in CARDS if CARD_KIND[card] != FLAVOR)


def _best_with_added(flavor: str, counts: tuple[tuple[str, int], ...], added: int) -> int:
    """The best score of a ``flavor`` bowl holding ``counts`` plus ``added`` ideal cards: the engine's
    score (``ramen.fury.scoring``) of the best bowl that ``added`` more cards of the deck make of it.
    A flavor card in ``counts`` scores nothing itself: the bowl is scored with ``flavor`` alone."""
    cards = tuple(sorted(card for card, n in counts if CARD_KIND[card] != FLAVOR for _ in range(n)))
    return _best_bowl(flavor, cards, added)


@lru_cache(maxsize=None)  # bounded: a flavor, at most BOWL_CAPACITY other cards, and added <= BOWL_CAPACITY
def _best_bowl(flavor: str, cards: tuple[str, ...], added: int) -> int:
    """``_best_with_added`` of a ``flavor`` bowl whose other cards are ``cards`` (sorted): the maximum of
    the engine's bowl score over every multiset of ``added`` cards from ``_ADDABLE``."""
    if added <= 0:
        return breakdown_of_ids((flavor, *cards)).total
    return max(_best_bowl(flavor, tuple(sorted((*cards, card))), added - 1) for card in _ADDABLE)


@lru_cache(maxsize=65536)
def _potential(key: tuple[tuple[str, int], ...], discount: float) -> float:
    size = sum(n for _, n in key)
    room = BOWL_CAPACITY - size
    flavors = [card for card, _ in key if CARD_KIND[card] == FLAVOR]
    best = 0.0  # a bowl never eaten scores nothing
    if flavors:
        flavor = flavors[0]
        for added in range(room + 1):
            if size + added >= 2:
                best = max(best, discount ** added * _best_with_added(flavor, key, added))
        return best
    for flavor in FLAVORS:
        for added in range(room):  # one more card is the flavor itself
            if size + added + 1 >= 2:
                best = max(best, discount ** (added + 1) * _best_with_added(flavor, key, added))
    return best


_POTENTIALS: BoundedMemo[tuple[Sequence[str], float], float] = BoundedMemo(200_000)  # (cards, discount) -> potential
_SCORES: dict[tuple[str, ...], int | None] = {}
#: a card's best gain in a seat's own bowls, by (bowls, eaten, discount): see _Turn._own_card_value
_OWN_CARD_VALUES: BoundedMemo[Any, dict[str, float]] = BoundedMemo(100_000)


def bowl_potential(cards: Sequence[str], discount: float = DISCOUNT) -> float:
    """What an uneaten bowl is worth: its best reachable score, times ``discount`` per card missing.
    Cached by the bowl's cards (as they lie) and the discount: the hot path of every search."""
    key = (cards if type(cards) is tuple else tuple(cards), discount)
    value = _POTENTIALS.get(key)
    if value is None:
        value = _POTENTIALS.keep(key, _potential(tuple(sorted(Counter(cards).items())), discount))
    return value


def bowl_score(cards: Sequence[str]) -> int | None:
    """The score if eaten now, or None when the bowl can't be eaten (cached by the cards)."""
    key = cards if type(cards) is tuple else tuple(cards)
    if key in _SCORES:
        return _SCORES[key]
    if len(_SCORES) > 100_000:
        _SCORES.clear()
    score = None
    if len(cards) >= 2 and any(CARD_KIND[card] == FLAVOR for card in cards):
        score = breakdown_of_ids(sorted(key)).total
    _SCORES[key] = score
    return score


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
        return _Turn.from_view(view, self).choose(legal)


class _Turn:
    """One decision: the facts of the seat's view read once (from the view, or in the search's
    playouts straight from a state: ``from_state``), then every legal action valued."""

    @classmethod
    def from_view(cls, view: View, bot: NormalBot) -> "_Turn":
        players = view["players"]
        return cls(bot, me=view["viewer"], hand=view["hand"] or (), seats=view["seats"],
                   final_round=view["final_round"], deck_count=view["deck_count"],
                   final_turns_left=view["final_turns_left"], actions_left=view["actions_left"],
                   bowls=[[tuple(b["cards"]) for b in p["bowls"]] for p in players],
                   eaten=[[b["eaten"] for b in p["bowls"]] for p in players],
                   scores=[p["score"] for p in players], discard=view["discard"], pantry=view["pantry"])

    @classmethod
    def from_state(cls, state: FuryState, seat: int, bot: NormalBot) -> "_Turn":
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
        self.bot = bot
        self.me = me
        self.hand: list[str] = list(hand)
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
        self._puts: dict[tuple[int, int, str], float] = {}
        standing = []
        for p in range(self.seats):
            values = self._values[p]
            standing.append(self.scores[p] + sum(values[b] for b in range(3) if not self.eaten[p][b]))
        self.standing = standing
        rivals = [p for p in range(self.seats) if p != self.me]
        self.leader = max(rivals, key=lambda p: standing[p])
        self._unseen: Counter[str] | None = None
        self._card_values: dict[str, float] = {}
        self._own_table: dict[str, float] | None = None
        self._deck_value: float | None = None

    def slot_card(self, slot: int) -> str:
        """The card in Pantry slot ``slot`` (a legal draw or placement names a slot that holds one)."""
        card = self.pantry[slot]
        assert card is not None
        return card

    # --- valuations -----------------------------------------------------------------------
    def potential(self, cards: Sequence[str]) -> float:
        if self.discount == 0.0:
            score = bowl_score(cards)
            return float(max(0, score)) if score is not None else 0.0
        value = _POTENTIALS.get((cards, self.discount)) if type(cards) is tuple else None
        return bowl_potential(cards, self.discount) if value is None else value

    def value(self, seat: int, b: int, cards: Sequence[str] | None = None) -> float:
        if cards is None:
            return self._values[seat][b]
        if seat != self.me and seat not in self.pending:
            return 0.0
        return self.potential(cards)

    def weight(self, seat: int) -> float:
        if seat == self.me:
            return -1.0
        return self.bot.leader_weight if seat == self.leader else self.bot.rival_weight

    def gain_put(self, seat: int, b: int, card: str) -> float:
        """Our gain from ``card`` going on top of bowl (seat, b): our value up, or a rival's down."""
        key = (seat, b, card)
        gain = self._puts.get(key)
        if gain is None:
            gain = self._puts[key] = self._gain_put(seat, b, card)
        return gain

    def _gain_put(self, seat: int, b: int, card: str) -> float:
        if self.eaten[seat][b] or len(self.bowls[seat][b]) >= BOWL_CAPACITY:
            return -99.0
        before = self._values[seat][b]
        after = self.value(seat, b, self.bowls[seat][b] + (card,))
        if seat == self.me:
            return after - before
        return (before - after) * self.weight(seat)

    def card_value(self, card: str) -> float:
        """What holding ``card`` is worth: its best use in our bowls (or, for chili, against a rival)."""
        cached = self._card_values.get(card)
        if cached is not None:
            return cached
        best = self._card_values[card] = self._card_value(card)
        return best

    def _card_value(self, card: str) -> float:
        best = self._own_card_value(card)
        if card == "chili" or card == "nori":
            me = self.me
            for seat in range(self.seats):
                if seat != me:
                    for b in range(3):
                        gain = self.gain_put(seat, b, card)
                        if gain > best:
                            best = gain
        return best

    def _own_card_value(self, card: str) -> float:
        """``card``'s best gain in our own bowls (at least 0): it depends only on our bowls and the
        discount, so it is cached across decisions (the playouts meet the same bowls again and again)."""
        table = self._own_table
        if table is None:
            me = self.me
            key = (tuple(self.bowls[me]), tuple(self.eaten[me]), self.discount)
            table = _OWN_CARD_VALUES.get(key)
            if table is None:
                table = _OWN_CARD_VALUES.keep(key, {})
            self._own_table = table
        best = table.get(card)
        if best is not None:
            return best
        best = 0.0
        me = self.me
        flavor = CARD_KIND[card] == FLAVOR
        bowls, values, eaten = self.bowls[me], self._values[me], self.eaten[me]
        for b in range(3):
            cards = bowls[b]
            if eaten[b] or len(cards) >= BOWL_CAPACITY:
                continue
            if flavor and any(CARD_KIND[c] == FLAVOR for c in cards):
                continue
            gain = self.potential(cards + (card,)) - values[b]  # gain_put into our own bowl
            if gain > best:
                best = gain
        table[card] = best
        return best

    def unseen(self) -> Counter[str]:
        if self._unseen is None:
            seen: Counter[str] = Counter(self.hand)
            seen.update(self.discard)
            seen.update(card for card in self.pantry if card)
            for bowls in self.bowls:
                for cards in bowls:
                    seen.update(cards)
            self._unseen = Counter({card: max(0, n - seen[card]) for card, n in CARD_COUNTS.items()})
        return self._unseen

    def deck_card_value(self) -> float:
        if self._deck_value is None:
            self._deck_value = self._deck_card_value()
        return self._deck_value

    def _deck_card_value(self) -> float:
        unseen = self.unseen()
        total = sum(unseen.values())
        if total == 0:
            return 0.0
        return sum(n * self.card_value(card) for card, n in unseen.items() if n) / total

    def hand_overflow_cost(self, extra: str | None = None) -> float:
        """A draw into a full hand throws away the least useful card."""
        if len(self.hand) < 5:
            return 0.0
        values = [self.card_value(card) for card in self.hand]
        if extra is not None:
            values.append(self.card_value(extra))
        return min(values)

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


# --- the "strong" level: search over the rules (see ramen.core.search) ----------------------------

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
        turn = _Turn.from_view(view, self.policy)
        first = turn.choose(legal)
        ranked = sorted(((self.raw_gain(turn, action), index, action) for index, action in enumerate(legal)),
                        key=lambda row: (-row[0], row[1]))
        top = max(ranked[0][0], self.raw_gain(turn, first))
        others = [action for gain, _, action in ranked if gain >= top - self.margin and action != first]
        return [first] + others[:self.candidate_count - 1]

    @staticmethod
    def raw_gain(turn: "_Turn", action: FuryAction) -> float:
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
                action = _Turn.from_state(state, current, policy).choose(quick or legal)
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


#: the evaluation's weights of ``seat_features`` (tools/fit_eval.py fury collect: 3,000 normal-vs-normal games of 2-4 seats)
EVAL_WEIGHTS: tuple[float, ...] = (0.2676, 1.3189, 0.2612, -0.1769, 0.0926, 0.1427, 0.1097, -0.0319, -0.4737,
                                   0.1948, -0.0294, -0.0399, -0.1147, -1.4984, 0.0683)



class StrongBot(SearchBot[FuryAction]):
    """"strong": the search of ramen.core.search with ``FurySearch``; sees only its view."""

    model_type = FurySearch


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


#: the expert's two-seat evaluation weights of ``seat_features``
#: (``tools/fit_eval.py fury collect-strong DATA.jsonl 1100`` then ``fit DATA.jsonl``: 1,100 strong-vs-strong
#: two-seat games at seeds 300,000 + k, 30,998 turn starts)
EXPERT_EVAL_WEIGHTS: tuple[float, ...] = (0.4234, 0.8579, 0.2547, -0.0569, 0.1157, 0.6506, 0.1295, 0.2398, -0.1199,
                                          0.1343, 0.1203, 0.2838, 0.0717, 0.119, 0.1146)


class ExpertBot(ExpertSearchBot[FuryAction]):
    """"expert": the search of ramen.core.search with ``FuryExpertSearch``; sees only its view."""

    model_type = FuryExpertSearch


# --- the evaluation's features (fitted by tools/fit_eval.py) -------------------------------------

def horizon_discount(deck_count: int, seats: int, discount: float = DISCOUNT) -> float:
    """The normal player's discount per missing card: lower when few cards are left to draw."""
    horizon = deck_count / max(1, seats)
    value = discount if horizon >= 8 else max(0.3, discount * (0.55 + 0.45 * horizon / 8))
    return round(value, 2)  # few distinct values: the potential cache stays small


def seat_features(state: FuryState, seat: int) -> list[float]:
    """What predicts that ``seat`` wins, read from a non-final ``state``: eaten points and bowls
    (an early meal closes a bowl that could have become more), what the uneaten bowls can still
    become (``bowl_potential``; alone and weighted by how much of the deck is left), what could be
    eaten right now, spoons, hand size, how soon the seat acts, how many uneaten bowls have their
    Flavor, the hand's Flavors, Chili and Nori, and the cards in uneaten bowls."""
    discount = horizon_discount(len(state.deck), state.seats)
    eaten_points = 0
    eaten_count = 0
    potential = 0.0
    flavored = 0
    cards_in = 0
    ready: list[int] = []
    bowls, eaten = state.bowls[seat], state.eaten[seat]
    for b in range(3):
        cards = bowls[b]
        score = bowl_score(cards)
        if eaten[b]:
            eaten_points += score or 0
            eaten_count += 1
        else:
            potential += bowl_potential(cards, discount)
            cards_in += len(cards)
            if any(card in FLAVOR_SET for card in cards):
                flavored += 1
            if score is not None and score > 0:
                ready.append(score)
    ready.sort(reverse=True)
    hand = state.hands[seat]
    early = len(state.deck) / 79.0
    order = (seat - state.current) % state.seats
    return [float(eaten_points), float(eaten_count), potential, potential * early, float(sum(ready[:2])),
            float(state.spoons[seat]), float(len(hand)), 1.0 if order == 0 else 0.0, order / state.seats,
            float(flavored), float(sum(1 for card in hand if card in FLAVOR_SET)), float(hand.count("chili")),
            float(hand.count("nori")), eaten_count * early, float(cards_in)]
