"""Ramen Extreme's search levels: the memo of a holding's worth, the playouts' whole-roll plans and
the two-round race of the candidates."""

from __future__ import annotations

import random

from ramen.extreme import GAME, NormalBot
from ramen.extreme.bots import ExpertBot, StrongBot, _Reading
from tests.unit.test_extreme_helpers import position, rolled


def _played(seed: int, seats: int = 2, moves: int = 60):
    """A state ``moves`` decisions into a seeded normal-vs-normal game (or its end)."""
    bot = NormalBot(GAME)
    state = GAME.new_state(seed, seats)
    for _ in range(moves):
        if GAME.to_act(state) is None:
            break
        state = GAME.apply(state, bot.choose_state(state, GAME.legal_actions(state)))
    return state


def test_worth_by_the_set_of_tokens_held_equals_the_direct_sum():
    """``worth`` memoises the bowls' part by which tokens are held; it must equal the plain formula:
    tokens (up to 8) plus the weighted, discounted net worth of each Table bowl."""
    state = position(holdings=[["egg", "egg", "scallion"], ["tofu"]],
                     table=["egg+scallion", "chashu+egg+scallion", "chashu+tofu+mushroom+carrot"])
    reading = _Reading.from_state(state, 0)
    # egg + scallion complete (5 - 2 = 3), chashu + egg + scallion misses one (7 * 0.5), the 15 misses four
    expected = 3 + 1.0 * 3.5 + 0.45 * 3 + 0.2 * 11 * 0.03
    assert abs(reading.worth([2, 0, 0, 0, 1, 0, 0, 0]) - expected) < 1e-9
    assert abs(reading.worth([1, 0, 0, 0, 1, 0, 0, 0]) - (expected - 1)) < 1e-9  # same tokens kinds, one fewer


def test_a_playout_plays_a_rolls_whole_plan_as_the_normal_player_would():
    """``keep_state`` gives the dice the normal player ends up holding, toggle after toggle."""
    bot = NormalBot(GAME)
    state = rolled(position(holdings=[["egg"], []]), ["vegetable", "protein", "vegetable", "chili", "fan"])
    wanted = bot.keep_state(state)
    for _ in range(6):
        action = bot.choose_state(state, GAME.legal_actions(state))
        if str(action) in ("roll", "stop"):
            break
        state = GAME.apply(state, action)
    assert str(action) == "roll" and wanted == state.held


def test_strong_and_expert_race_their_candidates_in_two_rounds():
    """Half the budget over every candidate, the other half on the better two (``SearchModel.halving``);
    slicing the search does not change the choice."""
    for bot in (StrongBot(GAME, iterations=48), ExpertBot(GAME, iterations=48)):
        assert bot.model.halving == 2
        for seed in range(40):
            state = _played(seed, moves=25 + seed % 30)
            if GAME.to_act(state) is None:
                continue
            seat = GAME.to_act(state)
            view, legal = GAME.view(state, seat), GAME.legal_actions(state)
            whole = bot.searcher(view, legal, random.Random(seed))
            if len(whole.candidates) < 3:
                continue
            choice = whole.run()
            top = max(whole.visits)
            assert whole.iterations <= 48 and whole.done
            assert sum(1 for visits in whole.visits if visits == top) == 2  # the better two went on
            sliced = bot.searcher(view, legal, random.Random(seed))
            while not sliced.done:
                sliced.step(5)
            assert sliced.best() == choice and choice in legal
            break
        else:
            raise AssertionError("no decision with three candidates or more")


def test_expert_shares_its_worlds_by_the_turns_of_a_playout_as_strong_does():
    """Five times strong's worlds at every table size, shared by the turns of a playout as strong's are."""
    strong, expert = StrongBot(GAME).model, ExpertBot(GAME).model
    for seats in (2, 3, 4, 5):
        view = {"players": [{}] * seats}
        assert abs(expert.budget(view, 6, expert.iterations) - 5 * strong.budget(view, 4, strong.iterations)) <= 2
    assert expert.budget({"players": [{}] * 2}, 6, 480) == 480
