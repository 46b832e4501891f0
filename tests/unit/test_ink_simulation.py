"""Random simulation of Ramen Ink: 500 seeded games over 2-5 seats, with the game's invariants checked at
every step (on top of the core's own checks: notation round-trip, pure apply, replay, no dead ends)."""

from __future__ import annotations

from collections import Counter

from ramen.core.simulate import simulate
from ramen.ink import GAME
from ramen.ink.components import (BIN_SIZE, BONUS_FIELDS, BOWL_SIZE, CARD_INGREDIENTS, INGREDIENTS, ROUNDS,
                                  SERVED_AFTER_ROUND)
from ramen.ink.state import PENDING
from ramen.ink.scoring import score_order

GAMES = 500


class InkChecker:
    """Checks one game's states in order; remembers the draft of each round and the served bowls."""

    def __init__(self) -> None:
        self.previous = None
        self.drafts: dict[int, tuple[int, tuple[str, ...], tuple[int, ...]]] = {}
        self.served_contents: dict[tuple[int, int], tuple[str, ...]] = {}
        self.rounds_seen: set[int] = set()

    def __call__(self, state) -> None:
        n = state.seats
        assert 1 <= state.round <= ROUNDS, f"round {state.round}"
        self.rounds_seen.add(state.round)
        assert len(state.revealed) == n + 1
        if len(state.picks) == n:
            self.drafts[state.round] = (state.active, state.revealed, state.picks)
        # the served bowls are exactly those of the rounds played; they never change once served
        for bowl, after in enumerate(SERVED_AFTER_ROUND):
            should = after < state.round or (state.phase == "over" and after <= state.round)
            assert state.served[bowl] == should, f"bowl {bowl + 1} served={state.served[bowl]} in round {state.round}"
        for seat in range(n):
            bowls = state.bowls[seat]
            for bowl in range(8):
                assert len(bowls[bowl]) <= BOWL_SIZE, f"bowl {bowl + 1} of seat {seat} holds {len(bowls[bowl])}"
                if state.served[bowl]:
                    key = (seat, bowl)
                    self.served_contents.setdefault(key, bowls[bowl])
                    assert bowls[bowl] == self.served_contents[key], f"served bowl {bowl + 1} of seat {seat} changed"
                    assert state.served_scores[seat][bowl] == score_order(state.orders[bowl], bowls[bowl])
                else:
                    assert state.served_scores[seat][bowl] is None
            assert 0 <= state.binned[seat] <= BIN_SIZE, f"bin of seat {seat} holds {state.binned[seat]}"
            used = state.bonus_used[seat]
            assert set(used) <= set(BONUS_FIELDS) and len(set(used)) == len(used), f"bonus fields {used}"
            full = sum(1 for b in bowls if len(b) == BOWL_SIZE)
            assert len(used) <= full, f"seat {seat}: {len(used)} bonuses for {full} full bowls"
            extras = sum(1 for f in used if f in INGREDIENTS)
            expected = sum(len(CARD_INGREDIENTS[card]) for card in state.drawn[seat]) + extras \
                - state.binned[seat] - state.lost[seat]
            if state.phase == "place" and GAME.to_act(state) == seat:
                expected += sum(1 for status in state.card if status != PENDING)
            assert sum(len(b) for b in bowls) == expected, f"seat {seat}: the ingredients do not add up"
        for sheet in GAME.scores(state):
            assert sum(points for _, points in sheet.breakdown) == sheet.total, "breakdown does not add up"
        if state.phase == "over":
            self.check_end(state)
        self.previous = state

    def check_end(self, state) -> None:
        n = state.seats
        assert self.rounds_seen == set(range(1, ROUNDS + 1)), f"rounds played {sorted(self.rounds_seen)}"
        assert all(state.served), "every bowl is served at the end"
        for seat in range(n):
            assert len(state.drawn[seat]) == 2 * ROUNDS, f"seat {seat} drew {len(state.drawn[seat])} cards"
        # every revealed card drawn by the right players: own picks by the picker, the leftover by everyone
        for rnd in range(1, ROUNDS + 1):
            active, revealed, picks = self.drafts[rnd]
            leftover = [card for slot, card in enumerate(revealed) if slot not in picks]
            assert len(leftover) == 1
            for k, slot in enumerate(picks):
                seat = (active + k) % n
                assert state.drawn[seat][2 * rnd - 2:2 * rnd] == (revealed[slot], leftover[0]), \
                    f"round {rnd}: seat {seat} drew {state.drawn[seat][2 * rnd - 2:2 * rnd]}"
        for round_a in range(1, ROUNDS):
            assert self.drafts[round_a + 1][0] == (self.drafts[round_a][0] + 1) % n, "active seat moves left"


def test_random_games_keep_every_invariant():
    """500 seeded random games, 2-5 seats: 6 rounds, each revealed card drawn by the right players, no bowl
    over 6, served bowls never change, bin at most 8, each bonus field once, scores equal their breakdown."""
    seat_counts: Counter[int] = Counter()
    lost = 0
    for seed in range(GAMES):
        seats = 2 + seed % 4
        state, record = simulate(GAME, seed, seats, check=InkChecker())
        seat_counts[seats] += 1
        lost += sum(state.lost)
        assert GAME.is_terminal(state)
    assert all(seat_counts[n] == GAMES // 4 for n in (2, 3, 4, 5))
