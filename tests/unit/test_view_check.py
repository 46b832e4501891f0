"""The board-view tests' fast HTML reader (tests/view_check.py ``feed``) reads markup exactly as
html.parser does: the same elements, attributes, buttons, texts and nesting errors."""

from __future__ import annotations

from itertools import islice

import pytest

from tests.view_check import SVG, Page, feed
from tools.screen_catalogue import game_screens

TRICKY = [
    '<div class="a" hidden data-x=\'1 0\' data-y=bare><button type="button" disabled>Take &amp; go</button></div>',
    "<p>3 < 4 &lt; 5 &#233;t&eacute;</p><!-- a comment <b>not a tag</b> --><br/><br>",
    '<button data-arg="a b"><span>inner</span> text</button><button/><section><button><div>x</div></button></section>',
    "<ul><li>one<li>two</ul></p>",
    '<DIV CLASS="Up">Case</div><input value="&quot;quoted&quot;">',
]


def read_both(markup: str) -> tuple[tuple, tuple]:
    slow, fast = Page(), Page()
    slow.feed(markup)
    slow.close()
    feed(fast, markup)
    return tuple((p.elements, p.buttons, p.errors, p.stack, " ".join(" ".join(p.texts).split())) for p in (slow, fast))


@pytest.mark.parametrize("markup", TRICKY)
def test_tricky_markup_reads_the_same(markup: str) -> None:
    slow, fast = read_both(markup)
    assert fast == slow


@pytest.mark.parametrize("game_id", ["fury", "ink", "extreme"])
def test_the_first_screens_of_each_game_read_the_same(game_id: str) -> None:
    for name, html in islice(game_screens(game_id), 0, 400, 4):
        slow, fast = read_both(SVG.sub("<i></i>", html))
        assert fast == slow, name
