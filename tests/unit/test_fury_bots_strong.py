"""Ramen Fury's strong level: its model of the normal opponent, its evaluation, its
candidates. The search itself (cheat-free, deterministic, sliceable) is tested in test_strong_bots.py."""

from __future__ import annotations

import random

from ramen.core import make_bot
from ramen.fury import GAME, NormalBot
from ramen.fury.bots.features import EVAL_WEIGHTS, seat_features
from ramen.fury.bots.policy import Turn
from ramen.fury.bots.search import FurySearch


def positions(seeds: range, seats: int) -> list:
    """Every position of seeded normal-vs-normal games that offers a choice."""
    found = []
    bot = NormalBot(GAME)
    for seed in seeds:
        state = GAME.new_state(seed, seats)
        rng = random.Random(seed)
        while not state.over:
            legal = GAME.legal_actions(state)
            if len(legal) > 1:
                found.append(state)
            state = GAME.apply(state, bot.choose(GAME.view(state, state.current), legal, rng))
    return found


def test_playouts_model_the_normal_opponent_exactly():
    """The search's playouts read the normal player's facts straight from the state; with them it makes
    the very choice it makes on its real view (the arena's opponent is modelled as it is)."""
    bot = NormalBot(GAME)
    checked = 0
    for seats in (2, 3, 4):
        for state in positions(range(2), seats)[::3]:
            seat = state.current
            legal = GAME.legal_actions(state)
            real = bot.choose(GAME.view(state, seat), legal, random.Random(0))
            assert Turn.from_state(state, seat, bot).choose(legal) == real
            checked += 1
    assert checked > 100


def test_the_evaluation_is_each_seats_chance_to_win_and_they_sum_to_one():
    model = FurySearch(GAME)
    for seats in (2, 3, 4):
        for state in positions(range(1), seats)[::7]:
            values = [model.evaluate(state, seat) for seat in range(seats)]
            assert all(0.0 <= v <= 1.0 for v in values)
            if not state.final_round:
                assert abs(sum(values) - 1.0) < 1e-9
                assert len(seat_features(state, 0)) == len(EVAL_WEIGHTS)


def test_a_finished_game_is_valued_by_its_outcome():
    model = FurySearch(GAME)
    bot = NormalBot(GAME)
    state = GAME.new_state(4, 2)
    rng = random.Random(4)
    while not state.over:
        state = GAME.apply(state, bot.choose(GAME.view(state, state.current), GAME.legal_actions(state), rng))
    winners = GAME.outcome(state).winners
    for seat in range(2):
        assert model.evaluate(state, seat) == (1.0 / len(winners) if seat in winners else 0.0)


def test_more_points_eaten_is_worth_more():
    """Rulebook, 'Scoring': only eaten bowls score; the evaluation rises with a seat's eaten points."""
    model = FurySearch(GAME)
    state = positions(range(1), 2)[20]
    richer = state.clone()
    seat = state.current
    bowls = [list(b) for b in richer.bowls[seat]]
    eaten = list(richer.eaten[seat])
    target = next(b for b in range(3) if not eaten[b])
    bowls[target], eaten[target] = ["beef", "chashu", "egg", "naruto", "tofu"], True  # 14 points
    if all(eaten):
        return
    richer.bowls = tuple(tuple(bowls) if p == seat else b for p, b in enumerate(richer.bowls))
    richer.eaten = tuple(tuple(eaten) if p == seat else e for p, e in enumerate(richer.eaten))
    assert model.evaluate(richer, seat) > model.evaluate(state, seat)


def test_the_normal_choice_is_always_the_first_candidate():
    """The search compares the normal player's choice with its closest alternatives; the normal
    choice keeps the head start (noise alone does not move the strong player off it)."""
    model = make_bot(GAME, "strong").model
    bot = NormalBot(GAME)
    for state in positions(range(2), 3)[::5]:
        seat = state.current
        view = GAME.view(state, seat)
        legal = GAME.legal_actions(state)
        found = model.candidates(view, legal)
        assert found[0] == bot.choose(view, legal, random.Random(0))
        assert len(set(found)) == len(found) and all(action in legal for action in found)


def test_every_candidate_gets_the_same_worlds_and_fewer_candidates_cost_less():
    """The strong budget is a number of worlds per candidate: a decision with few close moves is cheap."""
    bot = make_bot(GAME, "strong")
    model = bot.model
    sizes = set()
    for state in positions(range(2), 2)[::4]:
        seat = state.current
        legal = GAME.legal_actions(state)
        searcher = bot.searcher(GAME.view(state, seat), legal, random.Random(1))
        count = len(searcher.candidates)
        if count > 1:
            assert searcher.iterations == (model.iterations // model.candidate_count) * count
            sizes.add(count)
    assert len(sizes) > 2 and max(sizes) > 5  # many close moves: more than the normal player's top five


def test_a_tuned_copy_of_the_normal_player_changes_only_what_it_is_told():
    normal = NormalBot(GAME)
    twin = normal.with_params(eat_bonus=0.5)
    assert twin.eat_bonus == 0.5 and normal.eat_bonus != 0.5 and twin.discount == normal.discount
    same = normal.with_params()
    for state in positions(range(1), 2)[::9]:
        legal = GAME.legal_actions(state)
        view = GAME.view(state, state.current)
        assert same.choose(view, legal, random.Random(0)) == normal.choose(view, legal, random.Random(0))
    try:
        normal.with_params(no_such_constant=1.0)
    except AttributeError:
        pass
    else:
        raise AssertionError("an unknown constant must be refused")


def test_the_expert_searches_wider_than_strong_and_races_its_candidates():
    """The expert level is strong made wider: strong's candidates come first in the same order, then
    moves strong leaves out; the field is raced (every candidate some worlds, then the better two more)."""
    strong, expert = make_bot(GAME, "strong"), make_bot(GAME, "expert")
    wider = 0
    for state in positions(range(2), 2)[::4]:
        seat = state.current
        view = GAME.view(state, seat)
        legal = GAME.legal_actions(state)
        narrow = strong.model.candidates(view, legal)
        wide = expert.model.candidates(view, legal)
        assert wide[:len(narrow)] == narrow
        wider += len(wide) > len(narrow)
        searcher = expert.searcher(view, legal, random.Random(1))
        if len(searcher.candidates) > 2:
            assert searcher.schedule[-1][0] == 2 and searcher.schedule[0][0] == len(searcher.candidates)
    assert wider > 10


def test_the_expert_values_two_seat_positions_by_its_own_fitted_weights():
    """At two seats the expert reads a position with the weights fitted on strong-vs-strong games
    (tools/fit_eval.py fury collect-strong), so the same position gets another value than strong's;
    at three and four seats it reads positions as strong does."""
    from ramen.fury.bots.features import EXPERT_EVAL_WEIGHTS
    from ramen.fury.bots.search import FuryExpertSearch

    assert len(EXPERT_EVAL_WEIGHTS) == len(EVAL_WEIGHTS) and EXPERT_EVAL_WEIGHTS != EVAL_WEIGHTS
    strong, expert = FurySearch(GAME), FuryExpertSearch(GAME)
    differ = 0
    for state in positions(range(1), 2)[::5]:
        if not state.final_round and not state.over:
            values = [expert.evaluate(state, seat) for seat in range(2)]
            assert abs(sum(values) - 1.0) < 1e-9
            differ += abs(values[0] - strong.evaluate(state, 0)) > 1e-6
    assert differ > 5
    for seats in (3, 4):
        for state in positions(range(1), seats)[::9]:
            assert expert.evaluate(state, 0) == strong.evaluate(state, 0)
