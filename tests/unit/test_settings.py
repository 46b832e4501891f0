"""The device's settings: one table (ramen/ui/page/settings.py) with each setting's choices, default and
storage key; a stored value that is no choice reads as the default, and a store that refuses keeps the
choice for the visit."""

from __future__ import annotations

import pytest

from ramen.ui.page.settings import BY_NAME, SETTINGS, Settings, schema


class Store(dict):
    """localStorage's two calls, over a dict."""

    def set(self, key: str, value: str) -> None:
        self[key] = value


class Refusing:
    """A storage that is blocked: every call raises, as localStorage does in a locked-down browser."""

    def get(self, key: str) -> str | None:
        raise PermissionError("blocked")

    def set(self, key: str, value: str) -> None:
        raise PermissionError("blocked")


def test_each_setting_has_its_own_key_and_its_default_among_its_choices() -> None:
    assert len({s.key for s in SETTINGS}) == len(SETTINGS)
    assert len({s.name for s in SETTINGS}) == len(SETTINGS)
    for setting in SETTINGS:
        assert setting.default in setting.values
        assert setting.key.startswith("ramen.")
    assert {s.name for s in SETTINGS} >= {"pace", "sound", "theme", "text"}


def test_a_fresh_device_has_the_defaults() -> None:
    settings = Settings(Store())
    assert settings.values == {s.name: s.default for s in SETTINGS}
    assert settings.attributes() == {"theme": "device", "text": "100"}


def test_stored_choices_are_read_and_anything_else_is_the_default() -> None:
    store = Store({"ramen.pace": "relaxed", "ramen.theme": "purple", "ramen.text": "150"})
    settings = Settings(store)
    assert settings["pace"] == "relaxed"
    assert settings["theme"] == BY_NAME["theme"].default
    assert settings["text"] == "150"


def test_a_choice_is_kept_and_a_wrong_one_changes_nothing() -> None:
    store = Store()
    settings = Settings(store)
    assert settings.choose("theme", "dark")
    assert store["ramen.theme"] == "dark" and settings["theme"] == "dark"
    assert not settings.choose("theme", "sepia")
    assert not settings.choose("volume", "11")
    assert not settings.choose("text", None)
    assert settings["theme"] == "dark" and settings["text"] == "100"
    assert Settings(store)["theme"] == "dark"  # the next visit reads it back


def test_blocked_storage_gives_the_defaults_and_keeps_choices_for_the_visit() -> None:
    settings = Settings(Refusing())
    assert settings["sound"] == "off"
    assert settings.choose("sound", "on")
    assert settings["sound"] == "on"


@pytest.mark.parametrize("setting", SETTINGS, ids=lambda s: s.name)
def test_the_schema_static_early_js_reads_is_the_table(setting) -> None:
    entry = next(e for e in schema() if e["name"] == setting.name)
    assert entry == {"name": setting.name, "key": setting.key, "values": list(setting.values),
                     "default": setting.default, "attribute": setting.attribute}
