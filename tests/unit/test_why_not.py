"""Each game says why in one place: ``why_not(state, action)`` is None exactly for the actions of
``legal_actions(state)``, ``apply`` refuses every other with exactly that sentence, and a board's question
about the words picked so far (``why_not_begun``) gets the same sentence for a whole action and an answer of
the game's own for a beginning. Checked over every action the notation can express, on the states of seeded
random games of each game (rulebook: every rule of each game's rulebook, as ``legal_actions`` encodes it)."""

from __future__ import annotations

import random

import pytest

from ramen.core import IllegalAction
from ramen.core.registry import get_game
from ramen.extreme import actions as XA
from ramen.extreme.components import TOKENS
from ramen.fury import actions as FA
from ramen.ink.actions import Bin, Bonus, Done, Pick, Place
from ramen.ink.components import BOWLS, INGREDIENTS, TOPPING_KINDS
from tests.unit.test_extreme_simulation import _universe as extreme_actions


def fury_universe(seats: int) -> list:
    return [*FA.PREP.values(), FA.DRAW_DECK, *FA.DRAW_PANTRY, FA.RESTOCK, *FA.EAT, *FA.SPOON.values(), *FA.EMPTY,
            *FA.PLAY.values(), *FA.PLACE.values(), FA.PASS, *FA.DISCARD.values(), FA.END]


def ink_universe(seats: int) -> list:
    return ([Pick(card) for card in TOPPING_KINDS] + [Place(i, b) for i in INGREDIENTS for b in range(BOWLS)]
            + [Bin(i) for i in INGREDIENTS] + [Done(), Bonus("points"), Bonus("none")]
            + [Bonus(i, b) for i in INGREDIENTS for b in range(BOWLS)])


def extreme_universe(seats: int) -> list:
    return extreme_actions(seats) + [XA.Steal(seats, t) for t in range(len(TOKENS))]  # a player too many


UNIVERSES = {"fury": fury_universe, "ink": ink_universe, "extreme": extreme_universe}


def sampled_states(game_id: str, seats: int, games: int = 3, every: int = 4):
    """Every ``every``-th state of ``games`` seeded random games, the last (game over) included."""
    game = get_game(game_id)
    for seed in range(games):
        rng = random.Random(seed)
        state = game.new_state(seed, seats)
        step = 0
        while game.to_act(state) is not None:
            if step % every == 0:
                yield state
            state = game.apply(state, rng.choice(game.legal_actions(state)))
            step += 1
        yield state


@pytest.mark.parametrize("game_id", ["fury", "ink", "extreme"])
@pytest.mark.parametrize("seats", [2, 4])
def test_why_not_is_none_exactly_for_the_legal_actions_and_apply_refuses_with_it(game_id, seats):
    game = get_game(game_id)
    universe = UNIVERSES[game_id](seats)
    checked = refused = 0
    for index, state in enumerate(sampled_states(game_id, seats)):
        legal = set(game.legal_actions(state))
        for action in universe:
            why = game.why_not(state, action)
            assert (why is None) == (action in legal), (str(action), why)
            if why is not None:
                assert why and why[0].isupper(), why  # a sentence for a person
                if (index + refused) % 7 == 0:  # apply refuses with exactly that sentence
                    with pytest.raises(IllegalAction) as refusal:
                        game.apply(state, action)
                    assert str(refusal.value) == why
                refused += 1
            checked += 1
    assert checked > 1000 and refused > 500


@pytest.mark.parametrize("game_id", ["fury", "ink", "extreme"])
def test_a_board_asking_about_words_gets_the_engines_answer(game_id):
    """``why_not_begun``: None for every beginning of a legal action, ``why_not``'s sentence for the words of
    a whole action that is not legal (when no longer legal action begins with them), and a sentence for a
    beginning that no legal action has."""
    game = get_game(game_id)
    universe = UNIVERSES[game_id](3)
    for state in sampled_states(game_id, 3, games=2, every=6):
        legal = [str(action).split() for action in game.legal_actions(state)]
        for words in legal:
            for end in range(1, len(words) + 1):
                assert game.why_not_begun(state, words[:end]) is None
        for action in universe[::5]:
            words = str(action).split()
            if any(text[:len(words)] == words for text in legal):
                continue
            assert game.why_not_begun(state, words) == game.why_not(state, action)
            for end in range(1, len(words)):
                if not any(text[:end] == words[:end] for text in legal):
                    why = game.why_not_begun(state, words[:end])
                    assert why and why[0].isupper() and why.endswith("."), (words[:end], why)


@pytest.mark.parametrize("game_id", ["fury", "ink", "extreme"])
def test_a_device_with_only_its_seats_view_gets_the_same_answers(game_id):
    """A guest device has its seat's view, not the state: the rules asked on ``world(view)`` (what the view
    hides drawn at random) answer the seat to act exactly as on the true state."""
    game = get_game(game_id)
    universe = UNIVERSES[game_id](3)
    asked = 0
    for state in sampled_states(game_id, 3, games=2, every=5):
        seat = game.to_act(state)
        if seat is None:
            continue
        world = game.world(game.view(state, seat), random.Random(0))
        assert game.legal_actions(world) == game.legal_actions(state)
        for action in universe[::3]:
            words = str(action).split()
            assert game.why_not(world, action) == game.why_not(state, action)
            assert game.why_not_begun(world, words[:1]) == game.why_not_begun(state, words[:1])
            asked += 1
    assert asked > 300
