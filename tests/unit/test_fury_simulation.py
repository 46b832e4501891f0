"""Random play of Ramen Fury: 500 seeded games over 2-5 seats, invariants checked at every step."""

from __future__ import annotations

import json
from collections import Counter
from itertools import chain

from ramen.core.simulate import simulate
from ramen.fury import CARD_COUNTS, GAME
from ramen.fury.components import FLAVORS

GAMES = 500
#: random games end within about 150 actions (measured); anything near this bound is a bug
MAX_ACTIONS = 600
ALL_CARDS = Counter(CARD_COUNTS)


class Invariants:
    """The check run on every state of one game; remembers the previous state."""

    def __init__(self) -> None:
        self.previous = None
        self.steps = 0

    def __call__(self, state) -> None:
        self.steps += 1
        # each of the 89 cards is in exactly one place
        places = Counter(chain(state.deck, (card for card in state.pantry if card is not None), *state.hands,
                               *(bowl for bowls in state.bowls for bowl in bowls), state.discard))
        assert places == ALL_CARDS, f"cards out of place: {places - ALL_CARDS} extra, {ALL_CARDS - places} missing"
        assert len(state.pantry) == 4
        # no bowl breaks its limits; eaten bowls were eatable and never change
        for seat, bowls in enumerate(state.bowls):
            assert len(bowls) == 3
            for b, bowl in enumerate(bowls):
                assert len(bowl) <= 5, f"bowl p{seat + 1}b{b + 1} holds {len(bowl)} cards"
                assert sum(card in FLAVORS for card in bowl) <= 1, f"bowl p{seat + 1}b{b + 1} has two flavors"
                if state.eaten[seat][b]:
                    assert len(bowl) >= 2 and any(card in FLAVORS for card in bowl)
                    if self.previous is not None and self.previous.eaten[seat][b]:
                        assert bowl == self.previous.bowls[seat][b], "an eaten bowl changed"
        # hands: never over five once an action is complete (no discard prompt pending)
        phase = GAME.phase(state)
        for seat, hand in enumerate(state.hands):
            if phase == "discard" and seat == state.current:
                assert len(hand) == 6
            else:
                assert len(hand) <= 5, f"seat {seat} holds {len(hand)} cards"
        assert all(0 <= spoons <= 2 for spoons in state.spoons)
        assert 0 <= state.actions_left <= 2
        assert all(state.pantry[slot] in ("chili", "nori") for slot in state.reveal)
        if self.previous is not None:
            assert len(state.deck) <= len(self.previous.deck)
            assert all(a <= b for a, b in zip(state.spoons, self.previous.spoons))
            assert state.final_round >= self.previous.final_round
        if state.final_round:
            assert not state.deck or sum(all(e) for e in state.eaten) >= 1
        if self.steps % 20 == 0:
            for seat in (*range(state.seats), None):
                view = GAME.view(state, seat)
                assert json.loads(json.dumps(view)) == view
                assert all(p["hand"] is None for p in view["players"] if p["seat"] != seat)
        self.previous = state


def test_random_games_keep_every_invariant_and_end():
    """500 random games with 2-5 seats: all 89 cards accounted for, bowls within limits, hands within five,
    legal actions until the end and none after (checked by simulate), every game over within the bound."""
    lengths = []
    reasons: Counter[str] = Counter()
    for seed in range(GAMES):
        seats = 2 + seed % 4
        state, record = simulate(GAME, seed, seats, check=Invariants(), max_actions=MAX_ACTIONS)
        assert GAME.is_terminal(state) and GAME.legal_actions(state) == [] and GAME.to_act(state) is None
        assert state.final_round and state.final_reason in ("bowls", "deck")
        sheets = GAME.scores(state)
        assert all(sum(points for _, points in sheet.breakdown) == sheet.total for sheet in sheets)
        lengths.append(len(record.actions))
        reasons[state.final_reason] += 1
    assert max(lengths) < MAX_ACTIONS
    assert reasons["bowls"] > 0 and reasons["deck"] > 0  # both endings happen
