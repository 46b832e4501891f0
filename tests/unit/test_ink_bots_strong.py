"""Ramen Ink's strong and expert levels: fast playouts that play exactly the normal player, the
candidates searched (every card of a pick, distinct whole placements at a card's first step, the
normal player's choice at its later steps) and the budget in worlds."""

from __future__ import annotations

import random

from ramen.core import make_bot
from ramen.ink import GAME
from ramen.ink.actions import Pick
from ramen.ink.bots.lean_cards import _three_plans, card_steps
from ramen.ink.bots.policy import Table
from ramen.ink.bots.search import lean_playout, policy_action
from ramen.ink.playout import lean_clean, lean_seats, lean_totals
from ramen.ink.state import PENDING


def mixed_states(seeds: range, seats: int | None = None):
    """States of seeded games where each seat mostly plays normal and sometimes a random legal action."""
    bot = make_bot(GAME, "normal")
    for seed in seeds:
        rng = random.Random(seed)
        state = GAME.new_state(seed, seats or 2 + seed % 3)
        while (seat := GAME.to_act(state)) is not None:
            legal = GAME.legal_actions(state)
            yield state
            action = bot.choose(GAME.view(state, seat), legal, rng) if rng.random() < 0.8 else rng.choice(legal)
            state = GAME.apply(state, action)


def test_fast_playouts_end_exactly_where_the_normal_player_does():
    """Card by card on plain tuples, the playout ends with the scores of the step-by-step normal player."""
    normal = make_bot(GAME, "normal")
    rng = random.Random(1)
    checked = 0
    for state in mixed_states(range(6)):
        if not lean_clean(state) or rng.random() > 0.1:
            continue
        exact = state
        while GAME.to_act(exact) is not None:
            exact = GAME.apply_unchecked(exact, policy_action(GAME, normal, exact))
        seats, _ = lean_playout(state)
        assert lean_totals(state.orders, seats) == [(sheet.total, -sheet.tiebreak) for sheet in GAME.scores(exact)]
        checked += 1
    assert checked >= 20


def test_card_steps_value_every_first_step_as_the_normal_player_does():
    """The values of a card's next steps (three-topping cards by listing whole placements) are the
    normal player's values of the same legal actions, in the same order."""
    checked = 0
    for state in mixed_states(range(20, 26)):
        if state.phase != "place" or state.bonus_due or state.binned[GAME.to_act(state)] > 5:
            continue
        seat = GAME.to_act(state)
        table = Table.from_state(state, seat)
        pending, placed, three = table.card_state()
        legal = [a for a in GAME.legal_actions(state) if type(a).__name__ in ("Place", "Bin")]
        steps = card_steps(table, pending, tuple(sorted(placed)), three, state.binned[seat])
        assert len(steps) == len(legal)
        for (value, _, _), action in zip(steps, legal):
            assert abs(value - table.value(action)) < 1e-9
        if three and len(pending) == 3:
            best = max(_three_plans(table, pending, state.binned[seat]))
            assert abs(best - table._finish(tuple(pending), (), True, state.binned[seat])) < 1e-9
            checked += 1
    assert checked >= 10


def _search_model():
    return make_bot(GAME, "strong").model


def test_a_pick_searches_every_card_and_a_card_its_distinct_whole_placements():
    model = _search_model()
    normal = make_bot(GAME, "normal")
    firsts = laters = 0
    for state in mixed_states(range(30, 34), seats=2):
        seat = GAME.to_act(state)
        view = GAME.view(state, seat)
        legal = GAME.legal_actions(state)
        if len(legal) < 2:
            continue
        found = model.candidates(view, legal)
        chosen = normal.choose(view, legal, random.Random(0))
        assert found[0] == chosen  # the normal player's choice comes first
        if isinstance(legal[0], Pick):
            assert len(found) == len(legal)
        elif state.phase == "place" and not state.bonus_due and all(s == PENDING for s in state.card):
            finished = set()
            for action in found:  # each candidate, finished by the normal player, is a placement of its own
                after = GAME.apply_unchecked(state, action)
                while after.step == state.step and after.phase == "place":
                    step = policy_action(GAME, normal, after)
                    if str(step) == "done":
                        break
                    after = GAME.apply_unchecked(after, step)
                finished.add((after.card, after.extras, after.bonus_used))
            assert len(finished) == len(found)
            firsts += 1
        elif not state.bonus_due:
            assert found == [chosen]  # a later step of a card follows the placement searched
            laters += 1
    assert firsts >= 10 and laters >= 10


def test_the_budget_is_whole_worlds_fewer_when_playouts_are_longer_and_one_in_the_last_round():
    model = _search_model()
    view = {"phase": "pick", "seats": 2, "round": 1}
    early = model.budget(view, 3, model.iterations)
    later = model.budget(dict(view, round=5), 3, model.iterations)
    assert early % 3 == 0 and later % 3 == 0 and 3 <= early < later
    assert model.budget(dict(view, round=6), 3, model.iterations) == 3
    assert model.budget(view, 3, 12) == 12  # a smaller iteration budget caps the worlds
    expert = make_bot(GAME, "expert").model
    assert expert.budget(view, 3, expert.iterations) > early


def test_a_lookahead_pick_is_one_of_the_cards_and_playouts_with_it_end_the_game():
    """The expert's playouts pick by looking to the end of the round; the pick is a card still there,
    the same each time, and a playout with it runs to the end of the game like the normal one."""
    from ramen.ink.bots.search import lookahead_pick
    from ramen.ink.components import ROUNDS

    for seed in range(4):
        state = GAME.new_state(60 + seed, 2 + seed % 2)
        seats, reached = lean_playout(state, lookahead=range(state.seats))
        assert reached == ROUNDS + 1 and len(seats) == state.seats
        lean = lean_seats(state)
        options = tuple(dict.fromkeys(state.revealed))
        choice = lookahead_pick(state.orders, state.round, state.active, state.revealed, [], lean, state.active, options)
        assert choice in options
        assert choice == lookahead_pick(state.orders, state.round, state.active, state.revealed, [], lean,
                                        state.active, options)
