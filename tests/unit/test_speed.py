"""The search-speed measure the benchmark prints (CPython and page alike) leaves the engine as it was."""

from __future__ import annotations

import random

import pytest

from ramen.core import search as search_module
from ramen.core.bots import make_bot
from ramen.core.registry import get_game
from ramen.core.speed import search_positions, search_speed


@pytest.mark.parametrize("game_id", ["fury", "ink", "extreme"])
def test_search_speed_measures_both_apply_modes_and_puts_the_engine_back(game_id: str) -> None:
    game = get_game(game_id)
    apply_fast, apply_unchecked = search_module.apply_fast, getattr(type(game), "apply_unchecked", None)
    state = search_positions(game, 1)[3]
    seat = game.to_act(state)

    def strong_choice() -> object:
        return make_bot(game, "strong").choose(game.view(state, seat), game.legal_actions(state), random.Random(5))

    before = strong_choice()
    figures = search_speed(game, games=1)
    assert figures["positions"] == len(search_positions(game, 1)) > 0
    for mode in ("unchecked_apply", "checked_apply"):
        assert figures[mode]["iterations_per_s"] > 0
        assert 0 < figures[mode]["decision_s_mean"] <= figures[mode]["decision_s_max"]
    assert search_module.apply_fast is apply_fast
    assert getattr(type(game), "apply_unchecked", None) is apply_unchecked
    assert strong_choice() == before
