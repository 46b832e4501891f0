"""The search every strong and expert level shares (ramen/core/search.py): paired worlds, and the race
of candidates (successive halving) a model may ask for instead of the same worlds for each."""

from __future__ import annotations

import random
from typing import Any, Sequence

import pytest

from ramen.core.search import SearchModel, Searcher, halving_schedule
from tests.toy_game import GAME as STICKS, StickState, Take

#: each candidate's true worth in the noisy model below (take 1 is the best, take 3 the worst)
WORTH = {1: 0.62, 2: 0.55, 3: 0.30}


class NoisyModel(SearchModel[StickState, Take]):
    """A model whose worlds carry a shared noise: a candidate's value is its ``WORTH`` plus its world's
    noise (the same for every candidate) plus a little noise of its own, so pairing the worlds is what
    tells the candidates apart."""

    iterations = 60

    def __init__(self, halving: int, pile: int) -> None:
        super().__init__(STICKS)
        self.halving = halving
        self.pile = pile

    def sample(self, view: dict[str, Any], rng: random.Random) -> StickState:
        return StickState(seed=rng.getrandbits(32), seats=2, pile=view["pile"])

    def candidates(self, view: Any, legal: Sequence[Take]) -> list[Take]:
        return list(legal)

    def playout(self, state: StickState, seat: int, rng: random.Random) -> StickState:
        return state

    def evaluate(self, state: StickState, seat: int) -> float:
        take = self.pile - state.pile
        world = random.Random(state.seed).uniform(-0.3, 0.3)
        own = random.Random(state.seed * 7 + take).uniform(-0.05, 0.05)
        return WORTH[take] + world + own


def searcher(halving: int, seed: int = 1) -> Searcher[StickState, Take]:
    state = STICKS.new_state(3, 2)
    model = NoisyModel(halving, state.pile)
    return Searcher(STICKS, model, {"pile": state.pile, "viewer": 0}, STICKS.legal_actions(state), random.Random(seed))


def test_the_schedule_shrinks_the_race_each_round_within_the_budget():
    assert halving_schedule(5, 60, 3) == [(5, 4), (3, 6), (2, 11)]
    assert halving_schedule(4, 96, 2) == [(4, 12), (2, 24)]
    assert halving_schedule(4, 96, 9) == [(4, 12), (2, 24)]  # no more rounds than halving needs
    assert halving_schedule(3, 60, 0) == [(3, 20)] == halving_schedule(3, 60, 1)
    for count in range(2, 11):
        for budget in (8, 24, 100):
            for rounds in range(5):
                schedule = halving_schedule(count, budget, rounds)
                assert schedule[0][0] == count and all(worlds >= 1 for _, worlds in schedule)
                assert schedule[-1][0] == (2 if rounds > 1 or count == 2 else count)
                fields = [alive for alive, _ in schedule]
                assert fields == sorted(set(fields), reverse=True)  # strictly fewer each round
                assert sum(alive * worlds for alive, worlds in schedule) <= max(budget, 2 * count * len(schedule))


@pytest.mark.parametrize("halving", [0, 2])
def test_every_candidate_in_the_race_plays_the_same_worlds_and_the_best_wins(halving):
    found = searcher(halving)
    assert len(found.candidates) == 3
    choice = found.run()
    assert found.done and found.done_iterations == found.iterations
    assert choice == Take(1)
    survivors = [found.visits[index] for index in found.alive]
    assert len(set(survivors)) == 1 and survivors[0] == found.worlds  # the survivors saw every world
    if halving:
        assert found.alive == [0, 1] and found.visits[2] < found.worlds  # take 3 left the race early
        assert found.action_values()[-1][0] == Take(3)
    else:
        assert found.visits == [found.worlds] * 3


@pytest.mark.parametrize("halving", [0, 2])
def test_slicing_the_race_does_not_change_it(halving):
    whole = searcher(halving, seed=4)
    whole.run()
    sliced = searcher(halving, seed=4)
    while not sliced.done:
        sliced.step(3)
    assert sliced.best() == whole.best()
    assert (sliced.visits, sliced.totals, sliced.alive) == (whole.visits, whole.totals, whole.alive)
