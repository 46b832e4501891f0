"""The frame around every board (ramen/ui/play.py, app.py, static/morph.js): disabled controls explain
themselves on tap, the choice strip keeps the board still, computer pace and "skip to my turn", the
end screen opening at its top. Issue #10 items 3, 4, 6, 8; #12 items 2, 3."""

from __future__ import annotations

import random
import re

from playwright.sync_api import Page, expect

from tests.browser.conftest import READY_TIMEOUT_MS, open_app, wait_idle
from tests.browser.drivers import random_clicks, start_game

FOCUSED = "(() => { const a = document.activeElement; return a ? a.tagName : 'NONE'; })()"


def board_top(page: Page) -> float:
    return page.evaluate("document.getElementById('board').getBoundingClientRect().top + window.scrollY")


def test_a_tap_on_a_disabled_control_shows_and_says_why(app: Page) -> None:
    """#10.4: the reason shows inline (the strip under the status) and the live region says it."""
    start_game(app, "fury", [("human", "Mai"), ("bot", "Robo")])
    wait_idle(app)
    off = app.locator("#board button:disabled[data-why]").first
    why = off.get_attribute("data-why")
    assert why
    off.click(force=True)  # the pointer reaches the page even though the button takes no click
    expect(app.locator("#why")).to_have_text(why)
    expect(app.locator("#announcer")).to_contain_text(why)
    assert app.evaluate(FOCUSED) != "BODY"
    assert app.locator("[aria-live]").count() == 1
    assert app.locator("#app [aria-live], #app [role=status], #app [role=log]").count() == 0


def test_the_choice_strip_keeps_the_board_in_place(app: Page) -> None:
    """#10.3: choosing a verb and cancelling it does not move the board; the strip offers no option
    the board already has (only Confirm/Cancel/Skip/Hint)."""
    start_game(app, "fury", [("human", "Mai"), ("bot", "Robo")])
    wait_idle(app)
    top = board_top(app)
    verb = app.locator("#board button[data-cmd^=pick]:enabled").first
    verb.click()
    expect(app.locator("#strip button[data-cmd=cancel]")).to_be_visible()
    assert board_top(app) == top
    commands = set(app.locator("#strip button").evaluate_all("els => els.map(e => e.dataset.cmd)"))
    assert commands <= {"act", "cancel", "skip", "hint"}, commands
    app.click("#strip button[data-cmd=cancel]")
    expect(app.locator("#strip button[data-cmd=cancel]")).to_have_count(0)
    assert board_top(app) == top
    assert app.evaluate(FOCUSED) != "BODY"  # the Cancel button went: focus moved on, not to the page


def test_pace_is_kept_and_skip_plays_the_computer_turn_at_once(page: Page, site_url: str, problems) -> None:
    """#10.6: instant/quick/relaxed on the home screen, kept on the device; "Skip to my turn" ends a
    computer turn held by a very long ?botdelay at once."""
    open_app(page, site_url, query="?botdelay=100000000&seed=7")
    expect(page.locator("#home button[data-cmd=pace][data-arg=quick]")).to_have_attribute("aria-pressed", "true")
    page.click("#home button[data-cmd=pace][data-arg=relaxed]")
    expect(page.locator("#home button[data-cmd=pace][data-arg=relaxed]")).to_have_attribute("aria-pressed", "true")
    assert page.evaluate("localStorage.getItem('ramen.pace')") == "relaxed"
    page.reload()
    page.wait_for_selector("html[data-ready]", timeout=READY_TIMEOUT_MS)
    expect(page.locator("#home button[data-cmd=pace][data-arg=relaxed]")).to_have_attribute("aria-pressed", "true")
    start_game(page, "ink", [("human", "Mai"), ("bot", "Robo")])
    expect(page.locator("#play button[data-cmd=pace][data-arg=relaxed]")).to_have_attribute("aria-pressed", "true")
    rng = random.Random(1)
    for _ in range(200):  # Mai plays until the computer's turn comes (held by the long delay)
        if page.evaluate("document.documentElement.hasAttribute('data-busy')"):
            break
        choices = page.locator("#board button[data-cmd^=pick]:enabled, #strip button[data-cmd=act]")
        choices.nth(rng.randrange(choices.count())).click()
    skip = page.locator("#strip button[data-cmd=skip]")
    expect(skip).to_be_visible()
    expect(page.locator("#status")).to_contain_text("Robo")
    skip.click()
    wait_idle(page, timeout_ms=30_000)
    expect(page.locator("#status")).to_contain_text("Your turn, Mai")
    expect(page.locator("#recap")).to_contain_text("Robo")


def test_the_end_screen_opens_at_its_top_with_the_winner(app: Page) -> None:
    """#10.8: however far down the last tap was, the end screen starts at its top, winner in view."""
    app.set_viewport_size({"width": 768, "height": 1024})
    start_game(app, "ink", [("human", "Mai"), ("bot", "Robo")])
    random_clicks(app, seed=3)
    expect(app.locator("#end .headline")).to_contain_text(re.compile(r"wins|Shared win"))
    assert app.evaluate("window.scrollY") == 0
    box = app.locator("#end .headline").bounding_box()
    assert box is not None and 0 <= box["y"] and box["y"] + box["height"] <= 1024
    assert app.evaluate("document.activeElement.tagName") == "H1"
    assert not re.search(r"\b1 points\b", app.locator("#end").inner_text())


def test_pass_and_play_hands_over_only_after_end_turn_with_a_public_recap(app: Page) -> None:
    """#10.7 and #10.2: Fury's hand-off comes after the player's own End turn (so they see what their
    last Draw gave them, and can Undo before it), and it lists what the others did since the next
    player's last turn; "show my turn" leaves focus on the new screen, not on the page."""
    start_game(app, "fury", [("human", "Mai"), ("human", "Ken")])
    rng = random.Random(5)
    handoffs = 0
    last = ""
    for _ in range(300):
        if app.locator("#end").count() or handoffs >= 3:
            break
        if app.locator("#handoff").count():
            if last:  # the first screen of the game is a hand-off too: nobody played yet
                assert last == "end", f"hand-off after {last!r}, not after End turn"
                expect(app.locator("#handoff-recap")).to_be_visible()
                handoffs += 1
            app.click("#handoff button[data-cmd=handoff-ready]")
            assert app.evaluate(FOCUSED) not in ("BODY", "NONE")
            last = ""
            continue
        choices = app.locator("#board button:enabled[data-cmd^=pick], #board button:enabled[data-cmd=act], #strip button[data-cmd=act]")
        pick = choices.nth(rng.randrange(choices.count()))
        last = pick.get_attribute("data-arg") or ""
        pick.click()
    assert handoffs >= 2
