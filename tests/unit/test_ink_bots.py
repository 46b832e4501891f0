"""Ramen Ink computer opponents: the normal bot plays only legal actions from its view, quickly, and beats easy."""

from __future__ import annotations

import json
import random

from ramen.arena import run_arena
from ramen.core import make_bot
from ramen.core.bots import bot_levels
from ramen.ink import GAME, NormalBot
from ramen.ink.state import PENDING


def test_levels():
    assert bot_levels(GAME) == ["easy", "normal", "strong", "expert"]
    assert isinstance(make_bot(GAME, "normal"), NormalBot)


def test_normal_bot_plays_whole_games_legally_from_a_json_view():
    """The bot gets only (view, legal, rng); a JSON copy of the view proves it needs nothing else."""
    for seed in range(8):
        seats = 2 + seed % 4
        bots = [make_bot(GAME, "normal") for _ in range(seats)]
        rng = random.Random(seed)
        state = GAME.new_state(seed, seats)
        while (seat := GAME.to_act(state)) is not None:
            legal = GAME.legal_actions(state)
            view = json.loads(json.dumps(GAME.view(state, seat)))
            action = bots[seat].choose(view, legal, rng)
            assert action in legal
            state = GAME.apply(state, action)
        assert all(sheet.total > 0 for sheet in GAME.scores(state))


def position(card: str, orders: tuple[str, ...]):
    state = GAME.new_state(3, 2, {"first": 0}).clone()
    state.orders = orders
    state.revealed = (card, "nori+chashu", "naruto+chashu")
    state.picks = (0, 1)
    state.phase = "place"
    state.card = (PENDING,) * len(card.split("+"))
    return state


def choose(state):
    seat = GAME.to_act(state)
    return make_bot(GAME, "normal").choose(GAME.view(state, seat), GAME.legal_actions(state), random.Random(0))


def test_normal_bot_draws_toward_the_orders():
    """Eggs go on to the egg order that has two, nori on to the nori order that has two."""
    orders = ("chashu", "naruto", "2x", "egg", "3x", "nori", "naruto+chashu", "nori+naruto+chashu")
    state = position("egg+nori", orders).clone()
    bowls = [()] * 8
    bowls[3] = ("egg", "egg")
    bowls[5] = ("nori", "nori")
    state.bowls = (tuple(bowls),) + state.bowls[1:]
    first = choose(state)
    assert str(first) in ("place egg b4", "place nori b6")
    state = GAME.apply(state, first)
    second = choose(state)
    assert str(second) in ("place egg b4", "place nori b6") and second != first


def test_normal_bot_picks_the_card_that_fits_its_orders():
    """With 2 eggs and a nori in the egg+nori bowl, the card with the missing nori is the pick."""
    orders = ("egg+nori", "naruto", "chashu", "egg", "nori+naruto", "egg+chashu", "naruto+chashu", "egg+naruto+chashu")
    state = GAME.new_state(3, 2, {"first": 0}).clone()
    state.orders = orders
    state.bowls = ((("egg", "egg", "nori"),) + ((),) * 7,) + state.bowls[1:]
    state.revealed = ("egg+naruto", "nori+chashu", "naruto+chashu")
    assert str(choose(state)) == "pick nori+chashu"


def test_normal_bot_takes_points_rather_than_a_useless_extra():
    orders = ("egg", "nori", "naruto", "chashu", "egg+nori", "2x", "3x", "egg+naruto+chashu")
    state = position("egg+nori", orders).clone()
    state.bowls = ((("nori",) * 5,) + ((),) * 7,) + state.bowls[1:]
    state = GAME.apply(state, GAME.parse_action("place nori b1"))
    assert state.bonus_due
    assert str(choose(state)) == "bonus points"


def test_normal_beats_easy_in_a_small_arena():
    """60 two-seat games (both seat orders): normal wins clearly (the 1,000-game figures are in the report)."""
    first = run_arena(GAME, 2, ["normal", "easy"], 30, 1)
    second = run_arena(GAME, 2, ["easy", "normal"], 30, 1)
    assert first["errors"] == second["errors"] == 0
    wins = first["wins"][0] + second["wins"][1]
    assert wins >= 54, (first, second)


def _mixed_game_states(seeds: range):
    """States of seeded games where each seat mostly plays normal and sometimes a random legal action."""
    bot = make_bot(GAME, "normal")
    for seed in seeds:
        rng = random.Random(seed)
        state = GAME.new_state(seed, 2 + seed % 4)
        while (seat := GAME.to_act(state)) is not None:
            legal = GAME.legal_actions(state)
            yield state, seat, legal
            action = bot.choose(GAME.view(state, seat), legal, rng) if rng.random() < 0.7 else rng.choice(legal)
            state = GAME.apply(state, action)


def test_apply_unchecked_gives_the_state_apply_gives_for_every_legal_action():
    """The search's fast path (no notation or legality re-check) changes nothing in the rules."""
    checked = 0
    for state, _, legal in _mixed_game_states(range(6)):
        for action in legal:
            assert GAME.apply_unchecked(state, action) == GAME.apply(state, action), (state, action)
            checked += 1
    assert checked > 1000


def test_the_search_playouts_play_exactly_the_normal_player():
    """Playouts read the normal player's table straight from the state and remember its choices;
    both give the normal player's own choice from the view, value for value."""
    from ramen.ink.bots.policy import Table
    from ramen.ink.bots.search import policy_action

    bot = make_bot(GAME, "normal")
    for state, seat, legal in _mixed_game_states(range(6, 12)):
        chosen = bot.choose(GAME.view(state, seat), legal, random.Random(0))
        assert policy_action(GAME, bot, state) == chosen
        assert policy_action(GAME, bot, state) == chosen  # remembered
        from_view, from_state = Table(GAME.view(state, seat)), Table.from_state(state, seat)
        assert [from_view.value(a) for a in legal] == [from_state.value(a) for a in legal]
