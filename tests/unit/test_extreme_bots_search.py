"""Ramen Extreme's search levels: the memo of a holding's worth, the playouts' whole-roll plans and
the two-round race of the candidates."""

from __future__ import annotations

import random

from ramen.extreme import GAME, NormalBot
from ramen.extreme.bots.features import Reading
from ramen.extreme.bots.levels import ExpertBot, StrongBot
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
    reading = Reading.from_state(state, 0)
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


def test_seat_features_read_the_score_the_prospects_and_the_order():
    """The evaluation's features: bowl points, the Heat card's value and the tokens (Rulebook,
    'Scoring'), the Table's worth to the holding beyond its tokens, the best bowl claimable now, the
    Chopsticks, whether the seat acts now and what one more chili push would cost."""
    from ramen.extreme.bots.features import seat_features

    state = position(holdings=[["egg", "egg", "scallion"], ["tofu"]], heat=[3, 0],
                     claimed=(("naruto+corn",), ()))
    reading = Reading.from_state(state, 0)
    mine = seat_features(state, 0)
    assert mine == seat_features(state, 0, Reading.from_state(state, 1))  # any seat's reading
    points, heat, tokens, prospects, _, final, ready, chopsticks, acting, push, bowls, _ = mine
    assert (points, heat, tokens, ready, acting, bowls, final) == (5, -5, 3, 5, 1, 1, 0)
    assert abs(prospects - (reading.worth([2, 0, 0, 0, 1, 0, 0, 0]) - 3)) < 1e-9
    assert push == 10  # from -5 to the +5 space
    assert chopsticks == state.chopsticks[0]
    theirs = seat_features(state, 1)
    assert (theirs[0], theirs[2], theirs[6], theirs[8]) == (0, 1, 0, 0)


def test_the_expert_values_two_seat_positions_by_its_own_fitted_weights():
    """At two seats the expert reads a position with the weights fitted on strong-vs-strong games
    (tools/fit_eval.py extreme collect-strong): each seat's chance, summing to 1, and not strong's
    hand-made margin; at three and four seats it reads positions as strong does."""
    from ramen.extreme.bots.features import EXPERT_EVAL_WEIGHTS, seat_features

    strong, expert = StrongBot(GAME).model, ExpertBot(GAME).model
    assert len(EXPERT_EVAL_WEIGHTS) == len(seat_features(_played(1), 0))
    differ = 0
    for seed in range(4):
        state = _played(seed, moves=40)
        if GAME.to_act(state) is not None:
            values = [expert.evaluate(state, seat) for seat in range(2)]
            assert abs(sum(values) - 1.0) < 1e-9
            differ += abs(values[0] - strong.evaluate(state, 0)) > 1e-6
    assert differ >= 3
    for seats in (3, 4):
        state = _played(5, seats, moves=50)
        assert expert.evaluate(state, 0) == strong.evaluate(state, 0)
