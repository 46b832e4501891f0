"""No debris: once a move has settled, the table is exactly what the same position draws fresh.

A seeded game of each title at 390x844 with travel on (``?travel=quick``: the moves fly, each landing before
the next, static/travel.js; ``?travelms=1``: each flight 1 ms instead of 320, as what is checked is what a
landed flight leaves, not how long it flew), a person tapping at random. At each of her decisions, once
nothing moves (no computer working, no flight; what the stylesheet animates put at its end), the page's board is compared with
the board the app draws now from scratch (``window.ramenFreshScreen``), both serialised by the browser,
the marks that last until the next move removed (``just-moved``) and any inline style (what an animation
leaves), attributes in one order. They are equal: nothing of an earlier move is left behind (a note, a pill, a shrunk piece).
"""

from __future__ import annotations

import random

import pytest
from playwright.sync_api import Page

from tests.browser import screens as S
from tests.browser.drivers import TAPPABLE
from tests.browser.pages import open_app

#: the board of the page now and of a fresh draw, each as the browser serialises it, transient marks removed
COMPARE_JS = """() => {
    const clean = (root) => {
        if (!root) return null;
        const copy = root.cloneNode(true);
        for (const el of [copy, ...copy.querySelectorAll('*')]) {
            el.removeAttribute('style');
            el.classList.remove('just-moved', 'fresh');  // (what moved, and a heat move's one-time animation)
            if (el.getAttribute('class') === '') el.removeAttribute('class');
            // attributes in one order (a patch adds a new one after those it kept)
            const attrs = [...el.attributes].map((a) => [a.name, a.value]).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
            for (const [name] of attrs) el.removeAttribute(name);
            for (const [name, value] of attrs) el.setAttribute(name, value);
        }
        return copy.outerHTML;
    };
    const fresh = document.createElement('template');
    fresh.innerHTML = window.ramenFreshScreen();
    return {page: clean(document.getElementById('board')), fresh: clean(fresh.content.getElementById('board')),
            dockPage: clean(document.getElementById('play-dock')), dockFresh: clean(fresh.content.getElementById('play-dock'))};
}"""

#: no computer working, no turn being played again, nothing flying and no script's animation running (the
#: flights, and the pieces kept unseen while the table scrolls to them). What the stylesheet runs (a button's
#: transition, a die's roll, the turn's cue) changes no markup and is put at its end (``screens.FINISH_STYLE_JS``), as
#: a person's next tap would
STILL = """() => !document.documentElement.hasAttribute('data-busy') && !document.documentElement.hasAttribute('data-replaying')
    && !(document.getElementById('travel-layer')?.childElementCount)
    && document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity
        || a instanceof CSSAnimation || a instanceof CSSTransition)"""


def wait_until_still(page: Page) -> None:
    """Wait until ``STILL`` holds and still holds two frames later (a patch's flights begin in the frame after
    it: a tap's patch is on the page before its pieces fly), then put what the stylesheet runs at its end."""
    while True:
        page.wait_for_function(STILL, timeout=120_000)
        S.two_frames(page)
        if page.evaluate(STILL):
            break
    page.evaluate(S.FINISH_STYLE_JS)


def first_difference(a: str, b: str) -> str:
    at = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
    return f"at {at}:\n  page:  …{a[max(0, at - 160):at + 160]}…\n  fresh: …{b[max(0, at - 160):at + 160]}…"


@pytest.mark.parametrize("game", S.GAMES)
def test_the_settled_table_is_a_fresh_draw_at_every_decision(screen_page: Page, site_url: str, game: str) -> None:
    S.resize(screen_page, 390, 844)
    open_app(screen_page, site_url, "?botdelay=0&travel=quick&travelms=1", reuse=True)
    S.go(screen_page, "#/")
    S.plant(screen_page, S.find_record(game, 1, 1, "start"), f"settled-{game}")
    rng = random.Random(f"settled-{game}")
    compared = 0
    for _ in range(600):
        wait_until_still(screen_page)
        if screen_page.locator("[data-game-over]").count():
            break
        seen = screen_page.evaluate(COMPARE_JS)
        assert seen["page"] is not None, "no board on the game screen"
        assert seen["page"] == seen["fresh"], f"{game}, decision {compared + 1}: the board differs from a fresh draw " \
                                               + first_difference(seen["page"], seen["fresh"])
        assert seen["dockPage"] == seen["dockFresh"], f"{game}, decision {compared + 1}: the dock differs " \
                                                      + first_difference(seen["dockPage"] or "", seen["dockFresh"] or "")
        compared += 1
        buttons = screen_page.locator(", ".join(f"{part.strip()}:visible" for part in TAPPABLE.split(",")))
        count = buttons.count()
        assert count, "no control to move the game on"
        buttons.nth(rng.randrange(count)).click()
    assert compared >= 10
