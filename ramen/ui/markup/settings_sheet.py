"""The settings sheet: every setting of ``ramen.ui.page.settings`` as a row of choices, in a popover that
the gear button opens (the browser's own ``popover``: it opens, closes on Escape or a tap outside, and
keeps its place in the page, with no script of ours), on the home and the game screens."""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache

from ramen.ui.markup.chrome import chrome_icon
from ramen.ui.markup.html import Markup, button, el, html
from ramen.ui.page.settings import SETTINGS

#: what the sheet's foot says of the art and the display face, with their licences
CREDITS = ("Ingredient and piece art: Fluent Emoji by Microsoft (MIT licence), and our own drawings in its style. "
           "Titles in Fredoka (SIL Open Font License).")


def render_choices(values: Mapping[str, str], name: str, where: str) -> Markup:
    """One setting's row: its label, its note, and a button per choice (the chosen one pressed)."""
    setting = next(s for s in SETTINGS if s.name == name)
    label_id = f"setting-{name}-{where}"
    buttons = [button(words, cmd=name, arg=value, pressed=values.get(name, setting.default) == value, cls="segment",
                      key=f"{name}:{value}") for value, words in setting.choices]
    return el("div", el("span", setting.label, id=label_id, class_="setting-label"),
              el("span", setting.note, class_="setting-note") if setting.note else None,
              el("div", buttons, class_="segmented"),
              class_=f"setting setting-{name}", role="group", aria_labelledby=label_id)


def render_settings(values: Mapping[str, str], *, where: str, pace: bool = True) -> Markup:
    """The gear button and its sheet (``where``: "home" or "game", for unique ids; ``pace``: offer the
    computer pace, which matters only where a computer plays). The same every draw until a setting
    changes: drawn once per choice of settings."""
    return _settings_sheet(tuple(sorted(values.items())), where, pace)


@lru_cache(maxsize=16)
def _settings_sheet(values: tuple[tuple[str, str], ...], where: str, pace: bool) -> Markup:
    chosen = dict(values)
    sheet_id = f"settings-{where}"
    rows = [render_choices(chosen, s.name, where) for s in SETTINGS if pace or s.name != "pace"]
    opener = Markup(f'<button type="button" class="icon-button settings-button" popovertarget="{sheet_id}" '
                    f'aria-label="Settings" data-key="settings-open" title="Settings">{chrome_icon("settings")}</button>')
    closer = Markup(f'<button type="button" class="icon-button" popovertarget="{sheet_id}" popovertargetaction="hide" '
                    f'aria-label="Close the settings" data-key="settings-close">{chrome_icon("close")}</button>')
    sheet = el("div", el("header", el("h2", "Settings", id=f"{sheet_id}-h"), closer, class_="sheet-head"),
               rows, el("p", CREDITS, class_="credits"),
               id=sheet_id, class_="sheet settings-sheet", popover="auto", role="dialog", aria_labelledby=f"{sheet_id}-h")
    return html(opener, sheet)
