"""The in-app rules pages of the three games, in the project's own words.

Sources: the publishers' rulebooks (not in this repository) and ``docs/components.md``. Every figure or rule that is this
project's own choice (marked [default] in docs/components.md, or an engine ruling where even that page is
silent) is followed on the page by a visible ``default-mark`` span, and each game ends with an
"Our rulings" section that lists them.

A page opens with the game's cover and a contents list, whose links are the app's own routes
(``#/rules/GAME/SECTION``: the app opens the page at that section's heading, so a link never leaves the
rules for the home screen), then its sections, each a ``<section>`` under an ``<h2 id="rules-SECTION">``.
Beside the rules stand the pieces' pictures, drawn from each game's table of pieces (``rules_marks``); every
piece of the table is shown. The HTML is static and safe: no scripts, no inline style, no images but the
pictures the style sheet draws (``<span class="pic art-NAME">``), no links but to the page's own sections.

``RULES[game_id]`` is ``{"title": str, "sections": [(heading, html), ...]}``; ``rules_html(game_id)``
builds the page body. The title is not part of the body: the page that shows it puts it in its own header.
"""

from __future__ import annotations

from html import escape
from typing import Any

from ramen.ui.markup.html import el
from ramen.ui.markup.pictures import COVERS, art
from ramen.ui.screens.home import BLURBS
from ramen.ui.screens.rules_extreme import RULES as EXTREME_RULES
from ramen.ui.screens.rules_fury import RULES as FURY_RULES
from ramen.ui.screens.rules_ink import RULES as INK_RULES
from ramen.ui.screens.rules_marks import MARK
from ramen.ui.screens.tutorial import section_id

__all__ = ["MARK", "RULES", "computer_levels_html", "contents_html", "rules_html", "section_html"]

#: each game's page (ramen/ui/screens/rules_{ink,fury,extreme}.py)
RULES: dict[str, dict[str, Any]] = {"ink": INK_RULES, "fury": FURY_RULES, "extreme": EXTREME_RULES}
#: the last section of every page, after the game's own
LEVELS_HEADING = "Computer opponents"


def rules_html(game_id: str) -> str:
    """The rules page body of one game: its cover and contents list, then a ``<section>`` per section.

    Raises ``KeyError`` for an unknown game id.
    """
    page = RULES[game_id]
    headings = [heading for heading, _ in page["sections"]] + [LEVELS_HEADING]
    sections = [section_html(heading, body.strip(), rulings=heading == "Our rulings") for heading, body in page["sections"]]
    sections.append(section_html(LEVELS_HEADING, computer_levels_html(game_id)))
    body = "\n".join(sections)
    return f"{intro_html(game_id)}\n{contents_html(game_id, headings)}\n<div class=\"rules-body\">\n{body}\n</div>\n"


def intro_html(game_id: str) -> str:
    """The page's head: the game's cover, and its players, minutes and what it is in a line."""
    blurb = BLURBS.get(game_id)
    words = (el("p", el("span", blurb.facts, class_="rules-facts"), el("span", blurb.line, class_="rules-line"))
             if blurb else "")
    return str(el("header", art(COVERS.get(game_id, ""), cls="rules-cover"), words, class_="rules-intro"))


def contents_html(game_id: str, headings: list[str]) -> str:
    """The contents list: a link to each section, by the app's route to it (``#/rules/GAME/SECTION``)."""
    items = "".join(f"<li><a href=\"#/rules/{escape(game_id)}/{section_id(heading)}\">{escape(heading, quote=False)}</a></li>"
                    for heading in headings)
    return (f"<nav class=\"rules-toc\" aria-labelledby=\"rules-contents\"><h2 id=\"rules-contents\" tabindex=\"-1\">Contents</h2>"
            f"<ol>{items}</ol></nav>")


def section_html(heading: str, body: str, *, rulings: bool = False) -> str:
    """One section: its heading (``id="rules-SECTION"``, which the contents and a lesson's rule card link to)
    and its body."""
    sid = f"rules-{section_id(heading)}"
    cls = "rules-section rulings" if rulings else "rules-section"
    return (f"<section class=\"{cls}\" aria-labelledby=\"{sid}\"><h2 id=\"{sid}\" tabindex=\"-1\">"
            f"{escape(heading, quote=False)}</h2>\n{body}</section>")


def computer_levels_html(game_id: str) -> str:
    """The body of the rules page's last section: each computer level in one line with its measured figure."""
    from ramen.core.registry import GAME_LEVELS
    from ramen.core.strength import HINT_LEVEL, level_words

    items = "".join(f"<li><strong>{escape(level, quote=False)}</strong>: {escape(level_words(game_id, level), quote=False)}</li>"
                    for level in GAME_LEVELS[game_id])
    return ("<p>How strong each level is, measured in two-player games of this app "
            f"(both seat orders):</p>\n<ul>{items}</ul>\n<p>A computer sees only what its seat may see, as you do. "
            f"<em>Hint</em> shows the move {HINT_LEVEL} would make in your place, from your view only.</p>")
