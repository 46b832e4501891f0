"""The end screen's celebration and the rules pages' contents, in the real page (with its Content-Security-Policy:
an inline style or script would be a console error, and the test fails on one).

- The end screen on a phone (390x844): while it celebrates (the totals counting up, the burst over the winner) and
  after, nothing scrolls sideways and no text is cut, spilled or broken; every total is the engine's, as the
  page's text, from the first moment; with less motion asked for (prefers-reduced-motion), nothing moves at all
  and the winner is still lifted.
- A rules page's contents list: each link opens its section (the app's route #/rules/GAME/SECTION, the page
  staying the rules page), its heading in view and focused; Back goes to where the player was.
- Every picture on these screens is drawn (its class has a drawing in the art's style sheet).
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from ramen.core.match import Match
from ramen.core.registry import get_game
from ramen.core.words import plural
from tests.browser import screens as S

#: what the end screen must be free of on a phone, still and mid-celebration
FIT_KINDS = ("sideways", "cut", "clipped", "spill", "broken", "small")

#: the end screen drawn anew, as when it appears (its animations start again), every animation held at its start
REPLAY_JS = """() => {
    const end = document.querySelector('#end');
    end.outerHTML = end.outerHTML;
    const running = document.getAnimations();
    running.forEach((a) => a.pause());
    return running.map((a) => a.animationName || a.constructor.name);
}"""
#: every animation held at ``t`` ms, two frames drawn
HOLD_AT_JS = """async (t) => {
    document.getAnimations().forEach((a) => { a.pause(); a.currentTime = t; });
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const root = document.documentElement;
    return {wide: root.scrollWidth, room: root.clientWidth,
            totals: [...document.querySelectorAll('#end .ranking > li[data-seat]')].map((li) =>
                [li.dataset.seat, li.querySelector('.total').innerText.replace(/\\s+/g, ' ').trim()])};
}"""
#: the pictures on the screen that have no drawing (their art-NAME class is not in the art's style sheet)
UNDRAWN_JS = """() => [...document.querySelectorAll('main .pic')].filter((el) => getComputedStyle(el).backgroundImage === 'none')
    .map((el) => el.className)"""


@pytest.fixture
def csp_page(shared_app: Any) -> Page:
    """The module's shared page, its Content-Security-Policy enforced; the test fails on any console error (a
    blocked inline style is one), page error or failed request."""
    page = shared_app.fresh()
    yield page
    problems = shared_app.problems.take()
    assert not problems, "\n".join(problems)


def expected_totals(name: str) -> dict[str, str]:
    """seat -> its total in words ("12 points", "−1 point"), from the screen's record replayed by the engine."""
    record = S.SCREENS[name].record()
    match = Match(get_game(record.game), record)
    return {str(seat): plural(sheet.total, "point", minus="\u2212") for seat, sheet in enumerate(match.game.scores(match.state))}


@pytest.mark.parametrize("game", S.GAMES)
def test_the_end_screen_celebrates_on_a_phone_and_fits_it_throughout(csp_page: Page, site_url: str, game: str) -> None:
    """At 390x844: held at moments of its entrance (0 to 1.4 s) the page is never wider than the window and every
    total already reads the engine's number; once still, nothing sideways, cut, clipped, spilled, broken or
    under 44 px; every picture drawn (the medals, the burst's pieces, the cards)."""
    name = f"{game}-end"
    page = csp_page
    S.resize(page, 390, 844)
    try:
        S.open_screen(page, site_url, name)
        totals = expected_totals(name)
        running = page.evaluate(REPLAY_JS)
        assert "count-up" in running and "burst" in running and "podium" in running, running
        for t in (0, 250, 500, 750, 1000, 1400):
            seen = page.evaluate(HOLD_AT_JS, t)
            assert seen["wide"] <= seen["room"], f"{name} at {t} ms: the page is {seen['wide']} px wide in {seen['room']}"
            assert dict(seen["totals"]) == totals, (t, seen["totals"])
        S.settle(page)
        found = [p for p in S.layout_problems(page) if p["kind"] in FIT_KINDS]
        assert not found, f"{name} at 390x844:\n{S.format_layout(found)}"
        assert page.evaluate(UNDRAWN_JS) == []
        # the winner's place first, lifted (its ring), its medal drawn
        winner = page.locator("#end .ranking > li").first
        expect(winner).to_have_class(re.compile(r"\bwinner\b"))
        assert page.evaluate("getComputedStyle(document.querySelector('#end .rank.winner')).boxShadow") != "none"
        expect(winner.locator(".rank-medal")).to_be_visible()
    finally:
        S.resize(page, 768, 1024)


@pytest.mark.parametrize("game", S.GAMES)
def test_with_less_motion_nothing_on_the_end_screen_moves(csp_page: Page, site_url: str, game: str) -> None:
    """prefers-reduced-motion: reduce — the end screen drawn anew starts no animation at all (no count, no burst,
    no lift), the burst's pieces are not shown, the totals are plain text, and the winner keeps its ring."""
    page = csp_page
    S.resize(page, 390, 844)
    page.emulate_media(reduced_motion="reduce")
    try:
        S.open_screen(page, site_url, f"{game}-end")
        assert page.evaluate(REPLAY_JS) == []
        assert page.evaluate("""() => [...document.querySelectorAll('.burst-piece')].every((el) =>
            getComputedStyle(el).visibility === 'hidden')""")
        assert page.evaluate("""() => [...document.querySelectorAll('#end .end-count')].every((el) =>
            getComputedStyle(el, '::after').content === 'none' && getComputedStyle(el).webkitTextFillColor !== 'rgba(0, 0, 0, 0)')""")
        assert page.evaluate("getComputedStyle(document.querySelector('#end .rank.winner')).boxShadow") != "none"
    finally:
        page.emulate_media(reduced_motion="no-preference")
        S.resize(page, 768, 1024)


@pytest.mark.parametrize("game", S.GAMES)
def test_the_contents_list_opens_each_section_and_back_returns(csp_page: Page, site_url: str, game: str) -> None:
    """On a phone: a tap on a contents link opens its section (the app's route, the rules page still shown), the
    section's heading focused and near the top of the window; another link the same; Back (the browser's) goes to
    the section before, and the page's own Back button on from there. Every piece's picture is drawn."""
    page = csp_page
    S.resize(page, 390, 844)
    try:
        S.open_screen(page, site_url, f"rules-{game}")
        assert page.evaluate(UNDRAWN_JS) == []
        links = page.locator("#rules .rules-toc a")
        sections = page.locator("#rules section.rules-section")
        expect(links).to_have_count(sections.count())
        visited = []
        for index in (3, 5, 1):
            link = links.nth(index)
            href = link.get_attribute("href") or ""
            section = href.rsplit("/", 1)[1]
            link.click()
            page.wait_for_function("(h) => location.hash === h", arg=href)
            expect(page.locator("#rules")).to_be_visible()
            heading = page.locator(f"#rules-{section}")
            page.wait_for_function("(id) => document.activeElement && document.activeElement.id === id", arg=f"rules-{section}")
            box = heading.bounding_box()
            assert box is not None and 0 <= box["y"] <= 844 / 3, (section, box)
            visited.append(href)
        page.go_back()
        page.wait_for_function("(h) => location.hash === h", arg=visited[-2])
        expect(page.locator("#rules")).to_be_visible()
        page.wait_for_function("(id) => document.activeElement && document.activeElement.id === id",
                               arg="rules-" + visited[-2].rsplit("/", 1)[1])
    finally:
        S.resize(page, 768, 1024)
