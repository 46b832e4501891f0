"""Hints in the real page: the person to act presses Hint, the expert level's
choice for them is shown in words (a first answer soon, marked while it is checked, then the final one) and its controls are highlighted on the board; pressing the
highlighted controls plays exactly that action; the save counts the hint."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page

from ramen.core.record import Record
from ramen.core.registry import get_game
from tests.browser.drivers import start_game
from tests.browser.pages import wait_idle


def saved_record(page: Page) -> Record:
    key = page.evaluate("Object.keys(localStorage).find(k => k.startsWith('ramen.save.'))")
    raw = json.loads(page.evaluate(f"localStorage.getItem('{key}')"))
    return Record.from_json(raw["record"])


@pytest.mark.parametrize("game_id", ["fury", "ink", "extreme"])
def test_hint_highlights_a_legal_action_and_pressing_it_plays_exactly_that(app: Page, game_id: str) -> None:
    game = get_game(game_id)
    start_game(app, game_id, [("human", "Mai"), ("bot", "Ken")])
    wait_idle(app)
    app.wait_for_selector("#play button[data-cmd=hint]:enabled")
    before = saved_record(app)
    app.click("#play button[data-cmd=hint]")
    app.wait_for_selector("#play .hint-text[data-hint-action]", timeout=60_000)  # a first answer (it may be refined)
    hint = app.wait_for_selector("#play .hint-text[data-hint-action]:not([data-refining])", timeout=60_000)
    action = hint.get_attribute("data-hint-action")
    assert hint.inner_text().startswith("Expert's hint: ") and len(hint.inner_text()) > 12
    state = before.replay(game)
    assert game.to_act(state) == 0
    assert action in [game.format_action(a) for a in game.legal_actions(state)]
    assert saved_record(app).hints_used() == [1, 0]
    played = len(before.actions)
    for _ in range(6):  # the controls along the hinted action, one press each
        if len(saved_record(app).actions) > played:
            break
        highlighted = app.locator("#play button.hinted:enabled")
        assert highlighted.count() >= 1, "no control is highlighted for the hint"
        highlighted.first.click()
    record = saved_record(app)
    assert len(record.actions) > played
    assert record.actions[played] == action
    assert record.hints_used() == [1, 0]
