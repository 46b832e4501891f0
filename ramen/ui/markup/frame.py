"""The bar at the top of every screen but home: the way back (Home, or Back), the screen's title with a
line under it, and the screen's own round buttons (undo, rules, settings...)."""

from __future__ import annotations

from ramen.ui.markup.chrome import chrome_icon
from ramen.ui.markup.html import Markup, button, esc


def home_button() -> Markup:
    """The way home from any screen (``data-cmd=home``, the tests' contract)."""
    return button(chrome_icon("home"), cmd="home", cls="icon-button", key="home", label="Home", title="Home")


def back_button() -> Markup:
    return button(chrome_icon("back"), cmd="back", cls="icon-button back-button", label="Back", title="Back")


def top_bar(title: str, subtitle: str = "", *, back: Markup | None = None, tools: str = "", cls: str = "") -> Markup:
    """``title`` (text) in the display face with ``subtitle`` under it, ``back`` (by default Home) before it
    and ``tools`` (buttons, HTML) after it; the title takes the focus when a screen is drawn anew."""
    sub = f"<span class=\"progress-text\">{esc(subtitle)}</span>" if subtitle else ""
    return Markup(f"<header class=\"{('top ' + cls).strip()}\">{back if back is not None else home_button()}"
                  f"<div class=\"title-block\"><h1 tabindex=\"-1\">{esc(title)}</h1>{sub}</div>{tools}</header>")
