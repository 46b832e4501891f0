"""Buttons that look alike say what they act on: Ramen Ink's card being drawn has one Bin button per
ingredient, side by side; each shows, in sight and not only to a screen reader, the ingredient it bins."""

from __future__ import annotations

from ramen.ink import GAME
from ramen.ink.components import INGREDIENT_NAMES
from ramen.ui.views import ink as V
from tests.unit.test_lesson_words import controls
from tests.view_check import legal_texts, make_context, random_positions


def test_each_bin_button_names_its_ingredient_in_sight() -> None:
    checked = 0
    for seed, seats in ((1, 2), (2, 3), (3, 5)):
        placing = random_positions(GAME, seed, seats, f"bins:{seed}", lambda step, state: True)
        for state in placing:
            actor = GAME.to_act(state)
            bins = sorted(text.split()[1] for text in legal_texts(GAME, state) if text.startswith("bin "))
            if actor is None or not bins:
                continue
            dock = V.BOARD.render_dock(make_context(GAME, state, actor)) or ""
            shown = {values.get("data-arg"): label for label, values in controls(dock)
                     if "ink-bin-button" in (values.get("class") or "").split()}
            assert sorted(arg.split()[-1] for arg in shown if arg) == bins, shown
            for arg, label in shown.items():
                assert arg is not None and label == f"Bin {INGREDIENT_NAMES[arg.split()[-1]]}", (arg, label)
            assert len(set(shown.values())) == len(shown), f"two Bin buttons alike: {shown}"
            checked += len(shown) > 1
    assert checked > 10, "positions with two or three Bin buttons side by side were checked"
