"""Ramen Fury's setup (rulebook, 'Setup'): the deck shuffled, the first seat chosen, the hands dealt and
the Pantry laid out."""

from __future__ import annotations

from typing import Any

from ramen.core import Game, rng_for
from ramen.core.chance import stacked
from ramen.fury.actions import FuryAction
from ramen.fury.components import (BOWLS_PER_PLAYER, CARD_COUNTS, CARD_ORDER, CARDS, PANTRY_SIZE, SPOONS_PER_PLAYER,
                                   START_HAND)
from ramen.fury.state import FuryState
from ramen.fury.view import FuryView


def new_state(game: Game[FuryState, FuryAction, FuryView], seed: int, seats: int,
              options: dict[str, Any] | None = None) -> FuryState:
    """Rulebook, 'Setup': 3 bowls, 2 spoons and 3 cards each; four cards face up form the Pantry."""
    game.check_seats(seats)
    options = dict(options or {})
    counter = 0
    deck = [card for card in CARDS for _ in range(CARD_COUNTS[card])]
    rng_for(seed, counter).shuffle(deck)
    counter += 1
    deck = stacked(deck[::-1], game.check_options(options)["stack"], "deck")[::-1]  # (the top is the deck's end)
    first, counter = game.choose_first_seat(seed, counter, seats, options)
    hands: list[list[str]] = [[] for _ in range(seats)]
    for _ in range(START_HAND):
        for offset in range(seats):  # dealt one at a time, starting with the first player
            hands[(first + offset) % seats].append(deck.pop())
    pantry = tuple(deck.pop() for _ in range(PANTRY_SIZE))  # revealed chili/nori stay: ordinary cards
    return FuryState(
        seed=seed, seats=seats, counter=counter, deck=tuple(deck), pantry=pantry,
        hands=tuple(tuple(sorted(hand, key=CARD_ORDER.__getitem__)) for hand in hands),
        bowls=tuple(((),) * BOWLS_PER_PLAYER for _ in range(seats)),
        eaten=tuple((False,) * BOWLS_PER_PLAYER for _ in range(seats)),
        spoons=(SPOONS_PER_PLAYER,) * seats, discard=(), current=first)

