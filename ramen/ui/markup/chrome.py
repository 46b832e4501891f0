"""The app's own small line icons (home, undo, rules, settings, close...): drawn in the text's colour
(``currentColor``) on a 24-unit grid, inline so that they follow the theme. The game's pieces are art
from the art's style sheet instead (``ramen.ui.markup.pictures``)."""

from __future__ import annotations

from ramen.ui.markup.html import Markup

_PATHS: dict[str, str] = {
    "home": "M3 11.5 12 4l9 7.5M5.5 9.5V20h5v-5.5h3V20h5V9.5",
    "back": "M15 5l-7 7 7 7",
    "undo": "M9 7 4.5 11.5 9 16M5 11.5h9.5a5 5 0 0 1 0 10H11",
    "rules": "M4 5.5C6.5 4.5 9.5 4.5 12 6c2.5-1.5 5.5-1.5 8-.5v13c-2.5-1-5.5-1-8 .5-2.5-1.5-5.5-1.5-8-.5zM12 6v13.5",
    "settings": "M12 8.6a3.4 3.4 0 1 0 0 6.8 3.4 3.4 0 0 0 0-6.8zM12 2.8l1.6 2.5 2.9-.8.5 3 2.8 1.1-1.3 2.7 1.9 2.3-2.6 1.5"
                ".2 3-3-.1-1.3 2.7L12 18.6 9.3 21l-1.3-2.7-3 .1.2-3-2.6-1.5 1.9-2.3-1.3-2.7 2.8-1.1.5-3 2.9.8z",
    "close": "M6 6l12 12M18 6 6 18",
    "hint": "M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z",
    "play": "M8 5.5v13l10.5-6.5z",
    "share": "M12 15V4M7.5 8.5 12 4l4.5 4.5M5 13v6.5h14V13",
}


def chrome_icon(name: str, *, cls: str = "ui-icon") -> Markup:
    """A 24-unit line icon in the text's colour, hidden from assistive technology (its button has a name)."""
    return Markup(f'<svg class="{cls}" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="{_PATHS[name]}" '
                  'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>')
