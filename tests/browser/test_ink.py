"""Ramen Ink in the real page: a whole game by board clicks, resuming a card half drawn, random play."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page, expect

from ramen.core.record import Record
from ramen.ink import GAME
from tests.browser.drivers import random_clicks, start_game
from tests.browser.pages import READY_TIMEOUT_MS, wait_idle

GAME_TIMEOUT_MS = 120_000


def saved_state(page: Page):
    """The game state the page saved (its record replayed by the engine here)."""
    key = page.evaluate("Object.keys(localStorage).find(k => k.startsWith('ramen.save.'))")
    raw = json.loads(page.evaluate(f"localStorage.getItem('{key}')"))
    return Record.from_json(raw["record"]).replay(GAME)


def enabled(page: Page, selector: str):
    found = page.locator(f"#play {selector}:enabled")
    return found.first if found.count() else None


def board_click(page: Page) -> str:
    """One step of a simple player using only the board: take the first card, draw each ingredient
    into the first lit bowl (else bin it), confirm; on a full bowl take +3 points (else the first
    extra ingredient into the first lit bowl). Returns what it did."""
    bonus = page.locator("#play .ink-bonus-prompt button.ink-bonus-choice:enabled")
    if bonus.count() and page.locator("#play button.ink-bowl.allowed:enabled").count():
        page.locator("#play button.ink-bowl.allowed:enabled").first.click()
        return "bonus extra"
    if bonus.count():
        points = page.locator("#play .ink-bonus-prompt button.ink-bonus-choice:enabled[data-arg$='points']")
        if points.count():
            points.first.click()
            return "bonus points"
        bonus.first.click()
        page.locator("#play button.ink-bowl.allowed:enabled").first.click()
        return "bonus extra"
    for selector, what in (("button.ink-take", "pick"), ("button.ink-bowl.allowed", "place"),
                           ("button.ink-bin-button", "bin"), ("button.ink-confirm", "done")):
        button = enabled(page, selector)
        if button is not None:
            button.click()
            return what
    raise AssertionError("no board button to press: " + page.locator("#play .status").inner_text())


def test_full_game_against_the_computer_by_board_clicks(app: Page) -> None:
    """Mai plays a computer opponent to the end by tapping the board; after round 3, bowl 1 is shown
    served with the score the rules give it."""
    start_game(app, "ink", [("human", "Mai"), ("bot", "Robo")])
    checked_round_four = False
    did: set[str] = set()
    for _ in range(400):
        wait_idle(app, GAME_TIMEOUT_MS)
        if app.locator("#end").count():
            break
        board = app.locator("#play .ink-board")
        if not checked_round_four and board.get_attribute("data-round") == "4":
            state = saved_state(app)
            assert state.round == 4 and state.served[0]
            bowl = app.locator(".ink-sheet[data-seat='0'] .ink-bowl[data-bowl='1']")
            assert "served" in (bowl.get_attribute("class") or "").split()
            score = state.served_scores[0][0]
            expect(bowl.locator(".ink-served")).to_have_text(f"Served: {score} point{'' if score == 1 else 's'}")
            expect(app.locator(".ink-rounds li").nth(2)).to_have_class("done")
            assert app.locator(".ink-sheet .ink-bowl.served").count() == 1
            checked_round_four = True
        did.add(board_click(app))
    else:
        pytest.fail("the game did not end")
    assert checked_round_four
    assert {"pick", "place", "done"} <= did
    expect(app.locator("#end .ink-end-player")).to_have_count(2)
    expect(app.locator("#end .ink-end-player").first.locator("tr[data-bowl]")).to_have_count(8)
    state = saved_state(app)
    sheets = GAME.scores(state)
    for seat in range(2):
        total = app.locator(f"#end .ink-end-player[data-seat='{seat}'] .ink-end-total .pts")
        expect(total).to_have_text(str(sheets[seat].total))


def test_reload_while_drawing_a_card_resumes_it(app: Page) -> None:
    """Half way through drawing a card (one ingredient placed, not confirmed), a reload shows the same
    card, the same placed ingredient and the same seat to act; Undo still takes the placement back."""
    start_game(app, "ink", [("human", "Mai"), ("human", "Ken")])
    app.click("#play button.ink-take >> nth=0")
    app.click("#play button.ink-take >> nth=0")
    current = app.locator("#play .ink-current")
    expect(current).to_be_visible()
    app.click("#play button.ink-bowl.allowed >> nth=0")
    placed = current.locator("li[data-status=placed]")
    expect(placed).to_have_count(1)
    before = {
        "card": current.get_attribute("data-card"),
        "seat": current.get_attribute("data-seat"),
        "to_act": app.locator("#play .ink-board").get_attribute("data-to-act"),
        "ingredient": placed.get_attribute("data-ingredient"),
        "bowl": placed.get_attribute("data-bowl"),
        "status": app.locator("#play .status").inner_text(),
    }
    app.reload()
    app.wait_for_selector("html[data-ready]", timeout=READY_TIMEOUT_MS)
    current = app.locator("#play .ink-current")
    expect(current).to_be_visible()
    placed = current.locator("li[data-status=placed]")
    after = {
        "card": current.get_attribute("data-card"),
        "seat": current.get_attribute("data-seat"),
        "to_act": app.locator("#play .ink-board").get_attribute("data-to-act"),
        "ingredient": placed.get_attribute("data-ingredient"),
        "bowl": placed.get_attribute("data-bowl"),
        "status": app.locator("#play .status").inner_text(),
    }
    assert after == before
    bowl = app.locator(f".ink-sheet .ink-bowl[data-bowl='{before['bowl']}']")
    assert bowl.get_attribute("data-count") == "1"
    expect(app.locator("#play button.ink-confirm")).to_be_disabled()
    app.click("#play button[data-cmd=undo]")
    expect(current.locator("li[data-status=placed]")).to_have_count(0)
    expect(current.locator("li[data-status=pending]")).to_have_count(len(before["card"].split("+")))


@pytest.mark.parametrize("seats,seed", [
    ([("human", "Mai"), ("human", "Ken")], 5),
    ([("human", "Mai"), ("bot", "B1"), ("bot", "B2"), ("bot", "B3"), ("bot", "B4")], 6),
])
def test_random_clicks_finish_the_game(app: Page, seats, seed) -> None:
    start_game(app, "ink", seats)
    clicks = random_clicks(app, seed, max_clicks=2000)
    assert clicks > 0
    expect(app.locator("#end .ink-end-player")).to_have_count(len(seats))
