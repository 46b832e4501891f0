"""The in-app rules pages of the three games, in the project's own words.

Sources: the rulebooks and ``COMPONENTS.md`` in ``shared/rules/`` beside the project. Every figure or rule that is this
project's own choice (marked [default] in COMPONENTS.md, or an engine ruling where even that page is
silent) is followed on the page by a visible ``default-mark`` span, and each game ends with an
"Our rulings" section that lists them.

The HTML is static and safe: no scripts, no links, no images; only headings, paragraphs, lists,
tables, ``<strong>``, ``<em>`` and ``<span class="default-mark">``.

``RULES[game_id]`` is ``{"title": str, "sections": [(heading, html), ...]}``; ``rules_html(game_id)``
joins the sections into the page body (an ``<h2>`` per section). The title is not part of the body:
the page that shows it puts it in its own header.
"""

from __future__ import annotations

from html import escape
from typing import Any

from ramen.ui.screens.rules_extreme import RULES as EXTREME_RULES
from ramen.ui.screens.rules_fury import RULES as FURY_RULES
from ramen.ui.screens.rules_ink import RULES as INK_RULES
from ramen.ui.screens.rules_marks import MARK

__all__ = ["MARK", "RULES", "computer_levels_html", "rules_html"]

#: each game's page (ramen/ui/screens/rules_{ink,fury,extreme}.py)
RULES: dict[str, dict[str, Any]] = {"ink": INK_RULES, "fury": FURY_RULES, "extreme": EXTREME_RULES}
def rules_html(game_id: str) -> str:
    """The rules page body of one game: an ``<h2>`` and its content per section.

    Raises ``KeyError`` for an unknown game id.
    """
    page = RULES[game_id]
    parts = [f"<h2>{escape(heading, quote=False)}</h2>\n{html.strip()}" for heading, html in page["sections"]]
    parts.append(computer_levels_html(game_id))
    return "\n".join(parts) + "\n"


def computer_levels_html(game_id: str) -> str:
    """The rules page's last section: each computer level in one line with its measured figure."""
    from ramen.core.registry import GAME_LEVELS
    from ramen.core.strength import HINT_LEVEL, level_words

    items = "".join(f"<li><strong>{escape(level, quote=False)}</strong>: {escape(level_words(game_id, level), quote=False)}</li>"
                    for level in GAME_LEVELS[game_id])
    return ("<h2>Computer opponents</h2>\n<p>How strong each level is, measured in two-player games of this app "
            f"(both seat orders):</p>\n<ul>{items}</ul>\n<p>A computer sees only what its seat may see, as you do. "
            f"<em>Hint</em> shows the move {HINT_LEVEL} would make in your place, from your view only.</p>")
