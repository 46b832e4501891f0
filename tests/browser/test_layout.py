"""Every screen fits the four window sizes, and 200 % zoom.

For the home screen, the rules pages, each game at several positions (start, a few rounds in, late, a
computer in the middle of its turn), the hand-off screen and the end screens (tests/browser/screens.py
reaches each one by a seeded record the page replays), at 390x844, 768x1024, 1024x768 and 1280x800:

- nothing scrolls sideways (the document is no wider than the viewport);
- every visible control is at least 44x44 CSS px;
- no control reaches outside the viewport's width or is clipped by a box around it;
- no control is covered by another element (a sticky bar...) at its centre, at any scroll position;
- no word is broken across two lines;
- no text reaches outside its box (past the content box of what lays it out, or over a border around it);
- no text is cut off by its box (a box that hides its overflow with more text than room);
- at 390x844, no text on a board is under 14 CSS px, but the letters and numbers printed on pieces.

At 200 % zoom of a 768 px window (384 CSS px wide) the page still does not scroll sideways.
The checks themselves are tests/browser/layout_check.js, the same that tools/check_screens.py prints.
"""

from __future__ import annotations

import pytest

from tests.browser import screens as S
from tests.browser.pages import FAST, open_app

#: what every screen must be free of at every size (the tool also reports tiny text, tested in test_access.py)
LAYOUT_KINDS = ("sideways", "small", "cut", "covered", "broken", "spill", "clipped")


#: the larger text sizes of the settings, and the window sizes they are checked at (a phone, a desktop)
LARGER_TEXT = ("125", "150")
LARGER_TEXT_SIZES = ("390x844", "1280x800")


@pytest.mark.parametrize("name", S.LAYOUT_SCREENS)
def test_screen_fits_every_size_text_size_and_zoom(screen_page, site_url: str, name: str) -> None:
    """The screen, opened once, checked three ways (every failure of the three is reported):

    - at the four sizes: no sideways scroll, no control cut off, covered or under 44x44, no word broken, no
      text out of its box (and at 390x844 no board text under 14 px);
    - at 125 % and 150 % text (the setting puts data-text on <html>; every size in rem follows), on a phone
      and a desktop: nothing sideways, cut, covered, broken, spilled or clipped;
    - at 200 % zoom of a 768 px wide window (384 CSS px): nothing scrolls sideways."""
    S.resize(screen_page, 768, 1024)
    S.open_screen(screen_page, site_url, name)
    failures = []
    try:
        for size, (width, height) in S.SIZES.items():
            S.resize(screen_page, width, height)
            kinds = LAYOUT_KINDS + (("small-text",) if size == "390x844" else ())
            found = [p for p in S.layout_problems(screen_page) if p["kind"] in kinds]
            if found:
                failures.append(f"{name} at {size}:\n{S.format_layout(found)}")
        for text in LARGER_TEXT:
            screen_page.evaluate("(text) => { document.documentElement.dataset.text = text; }", text)
            for size in LARGER_TEXT_SIZES:
                S.resize(screen_page, *S.SIZES[size])
                found = [p for p in S.layout_problems(screen_page) if p["kind"] in LAYOUT_KINDS]
                if found:
                    failures.append(f"{name} at {size}, text {text} %:\n{S.format_layout(found)}")
        screen_page.evaluate("() => { document.documentElement.dataset.text = '100'; }")
        S.resize(screen_page, *S.ZOOM_200)
        found = [p for p in S.layout_problems(screen_page) if p["kind"] == "sideways"]
        if found:
            failures.append(f"{name} at 200 % zoom (384x512):\n{S.format_layout(found)}")
    finally:
        screen_page.evaluate("() => { document.documentElement.dataset.text = '100'; }")
        S.resize(screen_page, 768, 1024)
    assert not failures, "\n".join(failures)


# --- what the others did, and where to act, in view at every decision ----------------------------

#: a random person's next click: any enabled control of the game screen but leaving, rules, undo, tabs
NOT_RANDOM = ":not([data-cmd=home]):not([data-cmd=rules]):not([data-cmd=undo]):not([data-cmd=rematch]):not([data-cmd=ui])"
#: ... and, for the person who never scrolls, the frame's settings that do not move the game on
NOT_A_MOVE = ":not([popovertarget]):not([data-cmd=pace]):not([data-cmd=sound]):not([data-cmd=hint]):not([data-cmd=skip]):not([data-cmd=download-save])"

IN_VIEW_JS = """() => {
    const vw = document.documentElement.clientWidth, vh = window.innerHeight;
    const rect = """ + S.RECT_JS + """;
    const box = (el) => { const r = rect(el);
        return {what: el.tagName.toLowerCase() + (el.className ? '.' + String(el.className).split(' ')[0] : '') + (el.dataset.acting ? '[data-acting=' + el.dataset.acting + ']' : ''),
                top: Math.round(r.top), bottom: Math.round(r.bottom), left: Math.round(r.left), right: Math.round(r.right),
                inside: r.width > 0 && r.height > 0 && r.top >= -1 && r.left >= -1 && r.bottom <= vh + 1 && r.right <= vw + 1}; };
    const recap = document.querySelector('[data-recap]');
    const acting = [...document.querySelectorAll('[data-acting]')];
    return {recap: recap ? box(recap) : null, acting: acting.map(box),
            acting_controls: acting.reduce((n, el) => n + el.querySelectorAll('button:enabled, select:enabled, input:enabled').length
                                           + (el.matches('button:enabled') ? 1 : 0), 0),
            others_acted: !!document.querySelector('#play') && (document.querySelectorAll('.log-lines li').length > 0), y: Math.round(window.scrollY),
            folded: document.documentElement.hasAttribute('data-fold'),
            // the room the table has: its band while it scrolls on its own, else the window
            room: (() => { const b = [...document.querySelectorAll('[data-scroller]')].find((e) => getComputedStyle(e).display !== 'contents'
                && /(auto|scroll)/.test(getComputedStyle(e).overflowY));
                return b && /(auto|scroll)/.test(getComputedStyle(b).overflowY) ? b.clientHeight : vh; })()};
}"""


@pytest.mark.parametrize("game", S.GAMES)
def test_recap_and_acting_area_in_view_at_each_decision(screen_page, site_url: str, game: str) -> None:
    """Mai plays a seeded game against two computers at 768x1024; at each of her decisions, without
    scrolling, the recap of what the others did (``[data-recap]``, once anyone has acted, unless it folded
    away mid-choice to make room: html[data-fold]) and the place she acts on (every
    ``[data-acting]`` element, holding at least one enabled control; when they are taller together than the
    table's band, one of them) are inside the viewport; she taps
    only controls wholly in view, and still finishes the game."""
    import random

    S.resize(screen_page, 768, 1024)
    open_app(screen_page, site_url, FAST, reuse=True)
    S.go(screen_page, "#/")
    S.plant(screen_page, S.find_record(game, 1, 2, "start"), f"inview-{game}")
    rng = random.Random(f"inview-{game}")
    misses: list[str] = []
    clicked: list[str] = []
    first_miss: int | None = None
    decisions = 0
    for step in range(2000):
        S.settle(screen_page)
        if screen_page.locator("[data-game-over]").count():
            break
        seen = screen_page.evaluate(IN_VIEW_JS)
        decisions += 1
        if misses and first_miss is None:
            first_miss = len(clicked) - 1
        if not seen["acting"]:
            misses.append(f"decision {decisions}: no [data-acting] element on the board")
        elif not seen["acting_controls"]:
            misses.append(f"decision {decisions}: no enabled control inside the [data-acting] elements {[a['what'] for a in seen['acting']]}")
        # (every acting area, or when together they are taller than the table's band, one of them: the rest is a
        # scroll away, as Fury's revealed card above every bowl it may go into)
        tall = seen["acting"] and (max(a["bottom"] for a in seen["acting"]) - min(a["top"] for a in seen["acting"])
                                   > seen["room"] - 8)
        if not (tall and any(a["inside"] for a in seen["acting"])):
            misses += [f"decision {decisions}: acting area {a} outside the viewport (scrolled to y={seen['y']}; the page's "
                       f"own last scrolls: {screen_page.evaluate('window.__reveals || []')[-3:]})"
                       for a in seen["acting"] if not a["inside"]]
        # (mid-choice, when what continues it does not fit under the recap, the recap folds away)
        if seen["others_acted"] and not seen["folded"] and (seen["recap"] is None or not seen["recap"]["inside"]):
            misses.append(f"decision {decisions}: recap {'missing' if seen['recap'] is None else seen['recap']} not in view (y={seen['y']})")
        # she never scrolls: she taps one of the enabled controls that are wholly in view
        buttons = screen_page.locator(f"#play button:enabled{NOT_RANDOM}{NOT_A_MOVE}")
        in_view = screen_page.evaluate(f"""() => [...document.querySelectorAll('#play button:enabled{NOT_RANDOM}{NOT_A_MOVE}')].map((b, i) => {{
            const r = b.getBoundingClientRect();
            return r.width > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= document.documentElement.clientWidth ? i : -1;
        }}).filter(i => i >= 0)""")
        count = buttons.count()
        assert count, "no enabled control while the game is not over"
        if not in_view:
            out = screen_page.evaluate(f"""() => [...document.querySelectorAll('#play button:enabled{NOT_RANDOM}{NOT_A_MOVE}')].slice(0, 4)
                .map(b => (b.dataset.cmd || '') + ' ' + (b.dataset.arg || '') + ' at y=' + Math.round(b.getBoundingClientRect().top))""")
            misses.append(f"decision {decisions}: no control to move the game on in view (y={seen['y']}); they are: {out}")
            in_view = list(range(count))
        chosen = buttons.nth(rng.choice(in_view))
        clicked.append(f"{chosen.get_attribute('data-cmd')} {chosen.get_attribute('data-arg')} ({len(in_view)} in view of {count})")
        chosen.click()
    else:
        raise AssertionError("the game did not end within 2000 clicks of controls in view; the last ones:\n" + "\n".join(clicked[-12:]))
    assert decisions > 0
    assert not misses, (f"{game}: {len(misses)} of {decisions} decisions with something out of view:\n" + "\n".join(misses[:12])
                        + "\nher taps before the first miss:\n" + "\n".join(clicked[max(0, first_miss - 4):first_miss]))
