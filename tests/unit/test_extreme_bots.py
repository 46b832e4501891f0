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



def test_strong_playouts_run_to_the_start_of_our_turn_after_next():
    """The search's horizon: a playout runs through our next turn and the others' replies to it, and
    stops at the start of our turn after next, whatever the number of seats."""
    from ramen.extreme.bots import ExtremeSearch

    model = ExtremeSearch(GAME)
    for seats, rounds in ((2, 2), (3, 2), (5, 2)):
        state = GAME.new_state(7, seats)
        bot = NormalBot(GAME)
        while state.stage == "setup":
            state = GAME.apply(state, bot.choose_state(state, GAME.legal_actions(state)))
        seat, turn = state.current, state.turn
        end = model.playout(GAME.apply(state, GAME.parse_action("roll")), seat, random.Random(1))
        assert end.stage == "over" or (end.current == seat and end.stage == "before"
                                       and end.turn == turn + rounds * seats)


def test_strong_searches_twice_the_worlds_with_four_seats_or_more():
    """The strong level's budget: the model's iterations with 2-3 seats, twice as many with 4-5
    (a 4-seat world's playout holds more of the others' turns)."""
    from ramen.core.search import Searcher
    from ramen.extreme.bots import ExtremeSearch

    model = ExtremeSearch(GAME)
    for seats, factor in ((2, 1), (3, 1), (4, 2), (5, 2)):
        view = {"players": [{}] * seats}
        assert model.budget(view, 4, 32) == 32 * factor
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
                assert searcher.iterations == (model.iterations * factor // count) * count
                break
            state = GAME.apply(state, bot.choose_state(state, legal))
        else:
            raise AssertionError(f"no searched decision in 200 moves with {seats} seats")
