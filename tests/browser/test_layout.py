"""Issue #10.1 and #12.4: every screen fits the four window sizes, and 200 % zoom.

For the home screen, a rules page, each game at several positions (start, a few rounds in, late, a
computer in the middle of its turn), the hand-off screen and the end screens (tests/browser/screens.py
reaches each one by a seeded record the page replays), at 390x844, 768x1024, 1024x768 and 1280x800:

- nothing scrolls sideways (the document is no wider than the viewport);
- every visible control is at least 44x44 CSS px;
- no control reaches outside the viewport's width or is clipped by a box around it;
- no control is covered by another element (a sticky bar...) at its centre, at any scroll position;
- no word is broken across two lines.

At 200 % zoom of a 768 px window (384 CSS px wide) the page still does not scroll sideways (#12.4).
The checks themselves are tests/browser/layout_check.js, the same that tools/check_screens.py prints.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser import screens as S

#: what #10.1 asks of every screen at every size (the tool also reports clipped text and tiny text)
LAYOUT_KINDS = ("sideways", "small", "cut", "covered", "broken")


@pytest.fixture(scope="module")
def shared(browser: Any, site_url: str):
    context, page, watch = S.new_page(browser)
    yield page, watch
    context.close()


@pytest.fixture
def screen_page(shared, site_url: str):
    """The module's page; the test fails on any request off 127.0.0.1, failed request or error."""
    page, watch = shared
    watch.take()
    yield page
    problems = watch.take()
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("name", S.LAYOUT_SCREENS)
def test_screen_fits_every_size(screen_page, site_url: str, name: str) -> None:
    """#10.1: no sideways scroll, no control cut off, covered or under 44x44, no word broken, at the four sizes."""
    S.resize(screen_page, 768, 1024)
    S.open_screen(screen_page, site_url, name)
    failures = []
    for size, (width, height) in S.SIZES.items():
        S.resize(screen_page, width, height)
        found = [p for p in S.layout_problems(screen_page) if p["kind"] in LAYOUT_KINDS]
        if found:
            failures.append(f"{name} at {size}:\n{S.format_layout(found)}")
    S.resize(screen_page, 768, 1024)
    assert not failures, "\n".join(failures)


@pytest.mark.parametrize("name", S.LAYOUT_SCREENS)
def test_screen_holds_at_200_percent_zoom(screen_page, site_url: str, name: str) -> None:
    """#12.4: at 200 % zoom of a 768 px wide window (384 CSS px) nothing scrolls sideways."""
    S.resize(screen_page, 768, 1024)
    S.open_screen(screen_page, site_url, name)
    S.resize(screen_page, *S.ZOOM_200)
    found = [p for p in S.layout_problems(screen_page) if p["kind"] == "sideways"]
    S.resize(screen_page, 768, 1024)
    assert not found, f"{name} at 200 % zoom (384x512):\n{S.format_layout(found)}"

