"""What a card or a bowl is worth to the seat deciding: the valuations the normal player's choice
(``ramen.fury.bots.policy.Turn``) adds up, read from the facts ``Turn`` gathers once a decision."""

from __future__ import annotations

from collections import Counter
from typing import Any, Sequence

from ramen.core.memo import BoundedMemo
from ramen.fury.bots.features import POTENTIALS, bowl_potential, bowl_score
from ramen.fury.components import BOWL_CAPACITY, CARD_COUNTS, CARD_KIND, FLAVOR

#: a card's best gain in a seat's own bowls, by (bowls, eaten, discount): see Valuations._own_card_value
_OWN_CARD_VALUES: BoundedMemo[Any, dict[str, float]] = BoundedMemo(100_000)


class Valuations:
    """The valuations of one decision (``Turn`` sets the facts below in its ``__init__``)."""

    me: int
    seats: int
    hand: list[str]
    discard: Sequence[str]
    pantry: Sequence[str | None]
    bowls: Sequence[Sequence[tuple[str, ...]]]
    eaten: Sequence[Sequence[bool]]
    #: the value kept for each card a bowl still needs (0.0 on the last turn: only points now count)
    discount: float
    #: the seats whose bowls still matter (see ``Turn.__init__``), the leading rival, and their weights
    pending: set[int]
    leader: int
    leader_weight: float
    rival_weight: float
    #: value(seat, b) of the bowls as they are, and the caches of one decision
    _values: list[list[float]]
    _puts: dict[tuple[int, int, str], float]
    _unseen: Counter[str] | None
    _card_values: dict[str, float]
    _own_table: dict[str, float] | None
    _deck_value: float | None

    def slot_card(self, slot: int) -> str:
        """The card in Pantry slot ``slot`` (a legal draw or placement names a slot that holds one)."""
        card = self.pantry[slot]
        assert card is not None
        return card

    def potential(self, cards: Sequence[str]) -> float:
        if self.discount == 0.0:
            score = bowl_score(cards)
            return float(max(0, score)) if score is not None else 0.0
        value = POTENTIALS.get((cards, self.discount)) if type(cards) is tuple else None
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
        return self.leader_weight if seat == self.leader else self.rival_weight

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
