"""Every bad action gets a typed error. ``apply`` with any action, parsed from a random
text or built by hand with out-of-range or wrong-typed fields, either works (it was legal) or raises
IllegalAction (NotationError for text); nothing else (no IndexError, KeyError, TypeError...)."""

from __future__ import annotations

import dataclasses
import random
import typing

import pytest

from ramen.core import IllegalAction, NotationError
from ramen.core.bots import RandomBot
from ramen.core.registry import get_game
from ramen.extreme import actions as extreme_actions
from ramen.fury import actions as fury_actions
from ramen.ink import actions as ink_actions

GAMES = ("fury", "ink", "extreme")
MODULES = {"fury": fury_actions, "ink": ink_actions, "extreme": extreme_actions}
WORDS = ["prep", "draw", "deck", "pantry", "restock", "eat", "spoon", "empty", "play", "place", "pass", "discard",
         "end", "pick", "bin", "done", "bonus", "points", "none", "choose", "roll", "hold", "release", "stop",
         "take", "fan", "claim", "steal", "skip", "replace", "swap", "egg", "nori", "chili", "corn", "tofu",
         "beef", "fury", "chashu", "naruto", "egg+nori", "b0", "b1", "b3", "b4", "b9", "p0", "p1", "p2b1", "p9b3",
         "p1b0", "p1b4", "0", "1", "3", "6", "-1", "99", "hand", "x", "", " ", "\t", "é", "b", "p"]
#: values a hand-built action field may get: in range, out of range, wrong types
VALUES = [0, 1, 2, 3, 4, 5, 7, 8, 9, 99, -1, -5, None, True, False, "egg", "nori", "chili", "points", "none",
          "", "b1", 1.5, (), (0,), (0, 1), (0, 0), (5,), (0, 1, 2, 3), [0], {"a": 1}]


def _action_classes(game: str) -> list[type]:
    module = MODULES[game]
    return [obj for obj in vars(module).values()
            if isinstance(obj, type) and dataclasses.is_dataclass(obj) and obj.__module__ == module.__name__]


def _random_text(rng: random.Random) -> str:
    return " ".join(rng.choice(WORDS) for _ in range(rng.randint(0, 4)))


def _random_action(rng: random.Random, classes: list[type]):
    cls = rng.choice(classes)
    fields = dataclasses.fields(cls)
    return cls(*(rng.choice(VALUES) for _ in fields))


def _positions(game_id: str, seed: int, count: int):
    """Positions along a random game (every few actions), the end included."""
    game = get_game(game_id)
    rng = random.Random(seed)
    bot = RandomBot(game)
    state = game.new_state(seed, rng.randint(game.min_seats, game.max_seats), {})
    found = [state]
    while not game.is_terminal(state) and len(found) < count:
        for _ in range(rng.randint(1, 8)):
            if game.is_terminal(state):
                break
            state = game.apply(state, bot.choose(game.view(state, game.to_act(state)), game.legal_actions(state), rng))
        found.append(state)
    return game, found


def _try(game, state, make) -> None:
    try:
        action = make()
    except NotationError:
        return
    try:
        game.apply(state, action)
    except IllegalAction as error:
        assert str(error), "an IllegalAction says why"


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_texts_and_hand_built_actions_raise_only_typed_errors(game_id, seed):
    game, positions = _positions(game_id, seed, 40)
    classes = _action_classes(game_id)
    assert len(classes) >= 5
    rng = random.Random(seed * 7919)
    for state in positions:
        for _ in range(60):
            text = _random_text(rng)
            _try(game, state, lambda: game.parse_action(text))
            _try(game, state, lambda: _random_action(rng, classes))
        for legal in game.legal_actions(state)[:30]:  # legal actions with one field changed
            if dataclasses.is_dataclass(legal) and dataclasses.fields(legal):
                field = rng.choice(dataclasses.fields(legal))
                _try(game, state, lambda: dataclasses.replace(legal, **{field.name: rng.choice(VALUES)}))


@pytest.mark.parametrize("game_id", GAMES)
def test_non_actions_are_refused(game_id):
    game = get_game(game_id)
    state = game.new_state(5, 3, {})
    for thing in (None, "prep egg b1", 3, object(), ("draw", None)):
        with pytest.raises(IllegalAction):
            game.apply(state, thing)
    with pytest.raises(NotationError):
        game.parse_action(None)  # type: ignore[arg-type]


def test_fury_bowl_past_three_is_an_illegal_action():
    """The case that was found: a Fury bowl number past 3 raised IndexError."""
    game = get_game("fury")
    state = game.new_state(5, 2, {})
    for action in (fury_actions.Eat(3), fury_actions.Empty(7), fury_actions.Prep("egg", 3),
                   fury_actions.Spoon(0, 5, None), fury_actions.Play("chili", 1, 3), fury_actions.Spoon(4, 0, 1)):
        with pytest.raises(IllegalAction):
            game.apply(state, action)
