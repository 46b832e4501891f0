"""Drivers that play through the real page: start a game from the home screen, click until the end."""

from __future__ import annotations

import random
from collections.abc import Callable

from playwright.sync_api import Page

from tests.browser.pages import UNTIL_JS

#: buttons a random player must not press: leaving the game, rules, undo (could loop forever), rematch, the turn
#: sound, a turn played again on the board and its Back to now (no moves: a replay runs on the clock, so the
#: game would depend on timing)
NOT_RANDOM = (":not([popovertarget]):not([data-cmd=home]):not([data-cmd=rules]):not([data-cmd=undo]):not([data-cmd=rematch]):not([data-cmd=ui])"
              ":not([data-cmd=sound]):not([data-cmd=turn-again]):not([data-cmd=turn-again-stop])")
#: what a random player may tap: the game screen's enabled buttons that are shown (a recap folded away
#: mid-choice keeps its enabled Play-again buttons, which no one can tap)
RANDOM_BUTTONS = f"#play button:enabled{NOT_RANDOM}:visible"
#: what a person may tap to move the game on: not leaving, the rules, undo, settings, hints, Cancel, a turn
#: played again on the board (it shows, it does not move the game on)
TAPPABLE = ("#play button:enabled:not([popovertarget]):not([data-cmd=home]):not([data-cmd=rules]):not([data-cmd=undo])"
            ":not([data-cmd=pace]):not([data-cmd=sound]):not([data-cmd=hint]):not([data-cmd=skip]):not([data-cmd=cancel])"
            ":not([data-cmd=download-save]):not([data-cmd=ui]):not([data-cmd=rules-section]):not([data-cmd=turn-again]),"
            # Extreme's Claim asks first: its button opens the confirmation (the confirmation's Cancel is left out)
            " #play button:enabled[data-cmd=ui][data-arg^='extreme_confirm=']:not([data-arg='extreme_confirm='])")


def start_game(page: Page, game: str, seats: list[tuple[str, str]], level: str = "normal") -> None:
    """From the home screen: choose ``game``, set up ``seats`` as (kind, name) pairs, start."""
    page.click(f"button[data-cmd=choose-game][data-arg={game}]")
    while page.locator("#home .seats .seat-row").count() < len(seats):
        page.click("button[data-cmd=seats][aria-label='One player more']")
    while page.locator("#home .seats .seat-row").count() > len(seats):
        page.click("button[data-cmd=seats][aria-label='One player fewer']")
    for index, (kind, name) in enumerate(seats):
        page.select_option(f"select[data-field=kind][data-seat='{index}']", kind)
        page.fill(f"input[data-field=name][data-seat='{index}']", name)
        page.dispatch_event(f"input[data-field=name][data-seat='{index}']", "change")
        if kind == "bot":
            page.select_option(f"select[data-field=level][data-seat='{index}']", level)
    page.click("button[data-cmd=start]")
    page.wait_for_selector("#play, #handoff, #end")


#: one step of ``random_clicks`` in one call to the page: once no computer is working (a 10 ms timer, with a
#: deadline), whether the game is over or a hand-off waits
NEXT_JS = """async (timeoutMs) => {
    const html = document.documentElement;
    await (%s)(() => !html.hasAttribute('data-busy'), `a computer was still working after ${timeoutMs / 1000} s`,
               performance.now() + timeoutMs);
    return document.querySelector('[data-game-over]') ? 'over' : document.querySelector('#handoff') ? 'handoff' : 'play';
}""" % UNTIL_JS


def random_clicks(page: Page, seed: int | str, max_clicks: int = 3000,
                  before_click: Callable[[int], None] | None = None) -> int:
    """Click random enabled buttons of the game screen until the end screen; returns the clicks made.
    ``before_click(step)``, when given, looks at the page at each step, once it is still, before the click."""
    rng = random.Random(seed)
    for clicks in range(max_clicks):
        step = page.evaluate(NEXT_JS, 60_000)
        if step == "over":
            return clicks
        if step == "handoff":
            page.click("button[data-cmd=handoff-ready]")
            continue
        if before_click is not None:
            before_click(clicks)
        buttons = page.locator(RANDOM_BUTTONS)
        count = buttons.count()
        assert count > 0, "no enabled button while the game is not over"
        buttons.nth(rng.randrange(count)).click()
    raise AssertionError(f"the game did not end within {max_clicks} clicks")
