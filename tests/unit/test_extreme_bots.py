"""Ramen Extreme computer opponents: the normal bot plays only legal actions, reads only its view,
is quick, and beats the easy (random) bot clearly."""

from __future__ import annotations

import json
import random

from ramen.arena import run_arena
from ramen.core import make_bot
from ramen.core.bots import bot_levels
from ramen.extreme import GAME, NormalBot
from tests.unit.test_extreme_helpers import act, legal_texts, position, rolled


def _json_view(state, seat):
    return json.loads(json.dumps(GAME.view(state, seat)))


def test_levels():
    assert bot_levels(GAME) == ["easy", "normal", "strong", "expert"]
    assert isinstance(make_bot(GAME, "normal"), NormalBot)


def test_normal_bot_plays_legal_actions_from_its_view_only():
    """The bot gets a JSON copy of its view (nothing else) and no game object; every choice is legal.
    (Decision time is a benchmark figure: tools/bench.py.)"""
    bots = [NormalBot(None), make_bot(GAME, "easy")]
    for seed in range(12):
        seats = 2 + seed % 4
        state = GAME.new_state(seed, seats)
        rng = random.Random(seed)
        players = [bots[0]] + [bots[seed % 2]] * (seats - 1)
        while (seat := GAME.to_act(state)) is not None:
            legal = GAME.legal_actions(state)
            action = players[seat].choose(_json_view(state, seat), list(legal), rng)
            assert action in legal
            state = GAME.apply(state, action)


def test_normal_bot_claims_before_rolling_when_it_can():
    state = position(holdings=[["egg", "scallion", "chashu"], []])
    choice = NormalBot(None).choose(_json_view(state, 0), GAME.legal_actions(state), random.Random(1))
    assert str(choice) == "claim b2"  # chashu + egg + scallion: 10 points rather than 5


def test_normal_bot_keeps_dice_toward_a_bowl_and_uses_fans_when_heat_costs():
    # needs one scallion for egg + scallion: keeps the vegetables, re-rolls the rest
    state = rolled(position(holdings=[["egg"], []]), ["vegetable", "protein", "vegetable", "chili", "fan"])
    bot = NormalBot(None)
    state = replace_choice_loop(bot, state, stop_at=("roll", "stop"))
    assert state.held[0] and state.held[2] and not state.held[3]
    # pepper at -15: two fans win back 20 points
    state = act(rolled(position(heat=[6, 0]), ["fan", "fan", "chili", "protein", "vegetable"]), "stop")
    choice = bot.choose(_json_view(state, 0), GAME.legal_actions(state), random.Random(1))
    assert str(choice) == "fan"
    # pepper at +5: fans would cost points
    state = act(rolled(position(heat=[4, 0]), ["fan", "fan", "chili", "protein", "vegetable"]), "stop")
    choice = bot.choose(_json_view(state, 0), GAME.legal_actions(state), random.Random(1))
    assert str(choice) == "done" and "fan" in legal_texts(state)


def replace_choice_loop(bot, state, stop_at):
    """Let the bot act until it picks one of ``stop_at``; return the state just before that."""
    for _ in range(20):
        action = bot.choose(_json_view(state, 0), GAME.legal_actions(state), random.Random(1))
        if str(action) in stop_at:
            return state
        state = GAME.apply(state, action)
    raise AssertionError("the bot did not roll or stop")


def test_normal_bot_discards_the_least_useful_token():
    holding = ["egg", "scallion", "chashu", "tofu", "tofu", "tofu", "carrot", "carrot"]
    state = position(holdings=[holding, []], table=["egg+scallion", "chashu+egg+scallion", "egg+corn"])
    state = act(rolled(state, ["vegetable", "vegetable", "chili", "fan", "protein"]), "stop", "take corn")
    assert state.prompt == "discard"
    choice = NormalBot(None).choose(_json_view(state, 0), GAME.legal_actions(state), random.Random(1))
    assert str(choice) in ("discard tofu", "discard carrot")


def test_normal_beats_easy_in_a_small_arena():
    """60 seeded 2-seat games each way; the full 1,000-game figures are in the report."""
    first = run_arena(GAME, 2, ["normal", "easy"], 30, 1)
    second = run_arena(GAME, 2, ["easy", "normal"], 30, 1)
    assert first["errors"] == second["errors"] == 0
    assert first["wins"][0] + second["wins"][1] >= 54


def test_normal_bot_reading_the_state_chooses_as_reading_its_view():
    """The search's playouts let the normal player read the state directly (``choose_state``, no view
    built); on every decision of seeded games (2 to 5 seats, normal and random play) it makes the
    very choice ``choose`` makes from the seat's JSON view."""
    bot = NormalBot(GAME)
    for seed in range(16):
        seats = 2 + seed % 4
        state = GAME.new_state(seed, seats)
        rng = random.Random(seed)
        while (seat := GAME.to_act(state)) is not None:
            legal = GAME.legal_actions(state)
            choice = bot.choose(_json_view(state, seat), legal, rng)
            assert bot.choose_state(state, legal) == choice
            state = GAME.apply(state, choice if seed % 3 else legal[rng.randrange(len(legal))])



def test_strong_playouts_reach_our_turn_after_next_at_two_seats_and_play_through_our_next_at_more():
    """The search's horizon: at two seats a playout runs through our next turn and the other's reply
    to it, and stops at the start of our turn after next; at more seats, where one round already
    holds three turns or more, it plays through our next turn and stops as the next seat's starts."""
    from ramen.extreme.bots.search import ExtremeSearch

    model = ExtremeSearch(GAME)
    for seats, turns, after_us in ((2, 4, 0), (3, 4, 1), (4, 5, 1), (5, 6, 1)):
        assert model.playout_turns(seats) == turns
        state = GAME.new_state(7, seats)
        bot = NormalBot(GAME)
        while state.stage == "setup":
            state = GAME.apply(state, bot.choose_state(state, GAME.legal_actions(state)))
        seat, turn = state.current, state.turn
        end = model.playout(GAME.apply(state, GAME.parse_action("roll")), seat, random.Random(1))
        assert end.stage == "over" or (end.current == (seat + after_us) % seats and end.stage == "before"
                                       and end.turn == turn + turns)


def test_strong_plays_the_same_turns_in_all_whatever_the_seats():
    """The strong level's budget: worlds times the turns of one playout stay those of two seats
    (96 worlds of four turns): 3 seats the same worlds, 4 four fifths, 5 two thirds."""
    from ramen.core.search import Searcher
    from ramen.extreme.bots.search import ExtremeSearch

    model = ExtremeSearch(GAME)
    for seats, worlds in ((2, 96), (3, 96), (4, 77), (5, 64)):
        view = {"players": [{}] * seats}
        assert model.budget(view, 4, 96) == worlds
        assert model.budget(view, 4, 96) * model.playout_turns(seats) in range(380, 390)
        state = GAME.new_state(3, seats)
        bot = NormalBot(GAME)
        while state.stage == "setup":
            state = GAME.apply(state, bot.choose_state(state, GAME.legal_actions(state)))
        # after a roll, look for a decision the search weighs (more than one candidate)
        for _ in range(200):
            legal = GAME.legal_actions(state)
            view = GAME.view(state, state.current)
            searcher = Searcher(GAME, model, view, legal, random.Random(0))
            if len(searcher.candidates) > 1:
                count = len(searcher.candidates)
                assert searcher.iterations == (worlds // count) * count
                break
            state = GAME.apply(state, bot.choose_state(state, legal))
        else:
            raise AssertionError(f"no searched decision in 200 moves with {seats} seats")
