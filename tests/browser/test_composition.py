"""How much of the table a person sees while they play, measured on the real page (tests/browser/composition.py
says what and how): each title with 2, 3 and 5 seats, at five window sizes and two text sizes, at each of the
person's first decisions of a seeded game. Each title's test prints its table and then fails on every
threshold missed (``composition.THRESHOLDS``), all of them at once, so the whole table is seen even when the
page misses some; ``tools/composition.py`` runs the same walk and writes the table into docs/composition.md."""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser import composition as C
from tests.browser.pages import open_app, watch


@pytest.fixture(scope="module")
def composition_page(browser: Any, site_url: str):
    """One page for the module, with reduced motion (composition.new_page), at the app with computers
    without pauses and flights of 1 ms; the test fails on any problem of the page (pages.py)."""
    context, page = C.new_page(browser)
    problems = watch(page)
    open_app(page, site_url, C.QUERY)
    yield page, problems
    context.close()


@pytest.mark.parametrize("title", C.TITLES)
def test_composition(composition_page: Any, title: str) -> None:
    """Mai's first decisions of a seeded game of ``title`` with 2, 3 and 5 seats, measured in every layout."""
    page, problems = composition_page
    try:
        walk = C.walk_all(page, titles=[title])
    except Exception as error:  # a walk cut short: what went wrong on the page comes with it
        seen = problems.take()
        said = "\npage problems:\n" + "\n".join(seen) if seen else ""
        raise AssertionError(f"{title}: the walk stopped: {error}{said}") from error
    table = C.rows(walk.measurements)
    found = C.failures(walk.measurements)
    print(f"\n{title}: {len(walk.measurements)} measurements, "
          + ", ".join(f"{seats} seats {seconds:.0f} s" for (_t, seats), seconds in walk.seconds.items()))
    print(C.format_table(table))
    if found:
        print(f"\n{len(found)} thresholds missed ({C.summary(found)}):\n" + "\n".join(found))
    assert not (seen := problems.take()), "\n".join(seen)
    short = [f"{C.size_name(r.size)} {r.seats} seats {r.text}%: {r.decisions}" for r in table if r.decisions < C.DECISIONS]
    assert len(table) == len(C.SIZES) * len(C.SEATS) * len(C.TEXTS), f"{len(table)} rows"
    assert not short, f"fewer decisions than {C.DECISIONS} measured (the game ended?): {short}"
    assert not found, (f"{len(found)} thresholds missed ({C.summary(found)}); the first 30 (the test's printed output "
                       f"has the table and every one):\n" + "\n".join(found[:30]))
