"""The app shell's parts that need no page: the command table (one handler per name, every command a
screen offers has one), and the pause before a computer step at each pace."""

from __future__ import annotations

import re
import sys
import types
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from ramen.ui.page.command_table import CommandTable

ROOT = Path(__file__).resolve().parents[2]
#: a command the save notice handles itself (it sits outside the app's root element)
OWN_LISTENER = {"download-save"}


class _Anything:
    """A stand-in for any JavaScript object: every attribute and call gives another."""

    def __getattr__(self, name: str) -> Any:
        return _Anything()

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return _Anything()


@pytest.fixture
def page_modules(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """``js`` and ``pyodide.ffi`` stand-ins; the ui modules imported with them are forgotten afterwards."""
    js = types.ModuleType("js")
    for name in ("Blob", "Object", "URL", "document", "window"):
        setattr(js, name, _Anything())
    ffi = types.ModuleType("pyodide.ffi")
    for name in ("create_once_callable", "to_js", "create_proxy", "jsnull"):
        setattr(ffi, name, _Anything())
    pyodide = types.ModuleType("pyodide")
    pyodide.ffi = ffi  # type: ignore[attr-defined]
    before = set(sys.modules)
    for name, module in (("js", js), ("pyodide", pyodide), ("pyodide.ffi", ffi)):
        monkeypatch.setitem(sys.modules, name, module)
    yield
    for name in set(sys.modules) - before:
        if name.startswith("ramen.ui"):
            del sys.modules[name]


def test_a_command_runs_its_handler_and_the_fallback_takes_the_rest() -> None:
    ran: list[str] = []

    def go(arg: str | None) -> bool:
        ran.append(f"go {arg}")
        return True

    table = CommandTable(fallback=lambda: ran.append("fallback"))
    table.add({"go": go, "only-with-arg": lambda arg: arg is not None})
    table.run("go", "1")
    table.run("only-with-arg", None)  # declined: the fallback draws
    table.run("unknown", None)
    assert ran == ["go 1", "fallback", "fallback"]
    with pytest.raises(ValueError, match="two handlers"):
        table.add({"go": lambda arg: True})


def _offered_commands() -> set[str]:
    """Every ``data-cmd`` name the screens' HTML can carry (from the sources of ramen/ui, and the settings
    sheet's: a setting's row offers its name as the command, ``cmd=name``, which no pattern can read)."""
    from ramen.ui.page.settings import SETTINGS

    names: set[str] = {setting.name for setting in SETTINGS}
    # cmd="name" in a button, or a choice button's command: self.command("name", ...)
    pattern = re.compile(r"""(?:cmd=|\.command\()(?:\\?["'])([a-z-]+)""")
    for path in (ROOT / "ramen" / "ui").rglob("*.py"):
        names.update(pattern.findall(path.read_text(encoding="utf-8")))
    return names


def test_every_command_a_screen_offers_has_one_handler(page_modules: None) -> None:
    from ramen.ui.app import App
    from ramen.ui.page.drawing import Page

    app = App(Page(_Anything(), None, None))
    offered = _offered_commands() - OWN_LISTENER
    assert {"pick", "replay-step", "choose-game", "start", "pace", "download"} <= offered
    assert offered - set(app.commands.handlers) == set()


def _settings(**values: str) -> Any:
    """The device's settings, held in a dict instead of localStorage."""
    from ramen.ui.page.settings import Settings

    class Store(dict):
        def set(self, key: str, value: str) -> None:
            self[key] = value

    settings = Settings(Store())
    for name, value in values.items():
        assert settings.choose(name, value)
    return settings


@pytest.mark.parametrize(("pace", "elapsed", "skipping", "pause"), [
    ("instant", 0.0, False, 0.0),
    ("relaxed", 5.0, False, 0.8),
    ("quick", 0.0, False, 0.18),
    ("quick", 1.9, False, 0.05),  # late in the turn: half of what is left of the budget
    ("quick", 3.0, False, 0.016),  # past the budget: still a paint
    ("relaxed", 0.0, True, 0.0),  # "skip to my turn"
])
def test_the_pause_before_a_computer_step(page_modules: None, pace: str, elapsed: float, skipping: bool,
                                          pause: float) -> None:
    from ramen.ui.page.pace import PaceSetting

    settings = _settings(pace=pace)
    assert PaceSetting(settings).step_delay(elapsed, skipping) == pytest.approx(pause)
    assert PaceSetting(settings, fixed_delay=0.0).step_delay(elapsed, skipping) == 0.0
    assert PaceSetting(settings, fixed_delay=0.25).seconds == 0.25


@pytest.mark.parametrize(("pace", "fixed_delay", "fixed_travel", "skipping", "travel"), [
    ("relaxed", None, None, False, "relaxed"),  # each move in turn, slowly
    ("quick", None, None, False, "quick"),
    ("instant", None, None, False, None),  # nothing travels at Instant
    ("relaxed", None, None, True, None),  # nor while skipping to the person's turn
    ("relaxed", 0.0, None, False, None),  # ?botdelay (the tests' pace): none unless ?travel asks
    ("instant", 0.0, "relaxed", False, "relaxed"),
    ("quick", 0.0, "quick", True, None),
    ("quick", 0.0, "sideways", False, None),  # an unknown ?travel is none
])
def test_what_moves_travels_at_the_chosen_pace(page_modules: None, pace: str, fixed_delay: float | None,
                                               fixed_travel: str | None, skipping: bool, travel: str | None) -> None:
    from ramen.ui.page.pace import PaceSetting

    assert PaceSetting(_settings(pace=pace), fixed_delay, fixed_travel).travel(skipping) == travel


@pytest.mark.parametrize(("arg", "span"), [
    ("3-5", (3, 5)), ("0-0", (0, 0)), ("5-3", None), ("3-10", None), ("3", None), ("a-b", None), ("", None),
    (None, None), ("-1-2", None),
])
def test_a_turn_to_play_again_is_a_span_of_this_games_moves(page_modules: None, arg: str | None,
                                                           span: tuple[int, int] | None) -> None:
    """A "Since your last turn" line names its moves FIRST-LAST; anything else (a forged or stale one) is
    refused, in a game of 10 moves."""
    from ramen.ui.commands.turn_replay import parse_span

    assert parse_span(arg, 10) == span
