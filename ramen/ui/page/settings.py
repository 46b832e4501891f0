"""The device's settings, declared once: each with its choices, its default and where it is kept.

This table is the one source: the Python app reads and writes the settings through ``Settings``;
tools/build_site.py writes ``schema()`` into index.html's head (``#ramen-settings``), where
static/early.js reads it before the page is drawn (it applies the theme and the text size at once,
and answers the settings' buttons before Python is ready). A setting with an ``attribute`` is
mirrored on ``<html>`` as ``data-<attribute>`` (static/css/base.css styles from it).

Pure Python (no ``js``): the build imports it in CPython.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol


@dataclass(frozen=True)
class Setting:
    """One setting: ``name`` is also the command its buttons send (``data-cmd=name``, ``data-arg=value``)."""

    name: str
    label: str
    #: (value, words on its button), in the order shown
    choices: tuple[tuple[str, str], ...]
    default: str
    #: the localStorage key it is kept under
    key: str
    #: mirrored on <html> as data-<attribute> (None: not mirrored)
    attribute: str | None = None
    #: one line under the label (None: none)
    note: str | None = None

    @property
    def values(self) -> tuple[str, ...]:
        return tuple(value for value, _words in self.choices)


SETTINGS: tuple[Setting, ...] = (
    Setting("pace", "Computer pace", (("instant", "Instant"), ("quick", "Quick"), ("relaxed", "Relaxed")), "quick",
            "ramen.pace", note="How fast computer opponents play their turns."),
    Setting("sound", "Turn sound", (("off", "Off"), ("on", "On")), "off", "ramen.sound",
            note="A short tone when your turn begins."),
    Setting("theme", "Theme", (("device", "Device"), ("light", "Light"), ("dark", "Dark")), "device", "ramen.theme",
            attribute="theme", note="Device follows the light or dark setting of this device."),
    Setting("text", "Text size", (("100", "100 %"), ("125", "125 %"), ("150", "150 %")), "100", "ramen.text",
            attribute="text"),
)
BY_NAME: dict[str, Setting] = {setting.name: setting for setting in SETTINGS}


def schema() -> list[dict[str, object]]:
    """The table as JSON-ready data, for static/early.js."""
    return [{"name": s.name, "key": s.key, "values": list(s.values), "default": s.default, "attribute": s.attribute}
            for s in SETTINGS]


class KeyValueStore(Protocol):
    """Where settings are kept (``ramen.ui.page.browser.LocalStorage``; a dict-like in tests)."""

    def get(self, key: str) -> str | None: ...

    def set(self, key: str, value: str) -> None: ...


class Settings:
    """The settings as this device keeps them: a stored value that is no choice reads as the default,
    and a store that refuses (storage blocked or full) keeps the choice for this visit."""

    def __init__(self, store: KeyValueStore | None = None) -> None:
        self.store = store
        self.values: dict[str, str] = {}
        for setting in SETTINGS:
            try:
                stored = store.get(setting.key) if store is not None else None
            except Exception:  # storage blocked: the defaults
                stored = None
            self.values[setting.name] = stored if stored in setting.values else setting.default

    def __getitem__(self, name: str) -> str:
        return self.values[name]

    def choose(self, name: str, value: str | None) -> bool:
        """Take ``value`` for setting ``name`` and keep it; False (nothing changed) if it is not one of its choices."""
        setting = BY_NAME.get(name)
        if setting is None or value not in setting.values:
            return False
        self.values[name] = value
        if self.store is not None:
            try:
                self.store.set(setting.key, value)
            except Exception:  # storage blocked or full: the setting holds for this visit
                pass
        return True

    def attributes(self) -> dict[str, str]:
        """The data attributes of <html> the settings ask for (name without ``data-`` -> value)."""
        return {s.attribute: self.values[s.name] for s in SETTINGS if s.attribute}
