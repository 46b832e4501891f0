"""Learn to play never sticks: whatever a person taps during a lesson, the step's marked control is
there afterwards, and a choice made at one step (a topping tapped on an Ink card, a claim half confirmed)
never survives into a later one.

Each lesson is played through the game screen's real commands (``ramen.ui.commands.play``: pick, act,
cancel and the board's own toggles) on its real HTML, with the page's ``js`` stood in for: at every
moment of a step (each step of a choice in progress too), every enabled control of the board and the
strip that is not the marked one is tapped first, one after another, and after each the marked control
must still be on the screen; then the marked control is tapped. The lesson must reach its finish."""

from __future__ import annotations

from typing import Any

import pytest

from ramen.core.tutorial import TUTORIAL_GAMES, get_tutorial, start_match
from tests.unit.test_ui_shell import page_modules  # noqa: F401  (the fixture: js stand-ins)
from tests.view_check import parse

#: the controls a tap on the board or the strip can send (leaving, the rules, settings and the lesson's
#: own buttons are not taps of the game)
GAME_COMMANDS = ("pick", "pick-fresh", "act", "cancel", "ui")


class _Shell:
    """The app as the game screen's commands see it: the screen, and drawing (nothing to draw here)."""

    def __init__(self, screen: Any) -> None:
        self.screen = screen

    def render(self) -> None:
        pass


class _Saves:
    def newer_elsewhere(self, _screen: Any, _message: str) -> bool:
        return False

    def save(self) -> None:
        pass


class _Turns:
    """The computer's turns, at once: the lesson's scripted opponent moves."""

    def __init__(self, shell: _Shell) -> None:
        self.shell = shell
        self.skipping = False

    def schedule(self) -> None:
        screen = self.shell.screen
        while screen.match.is_bot_turn():
            screen.match.play(screen.match.bot_choice())
        screen.settle_viewer()


def game_controls(html: str) -> list[dict[str, str]]:
    return [b for b in parse(html).enabled() if b.get("data-cmd") in GAME_COMMANDS]


def is_marked(button: dict[str, str]) -> bool:
    return "hinted" in (button.get("class") or "").split()


@pytest.mark.parametrize("game_id", TUTORIAL_GAMES)
def test_every_other_tap_first_and_the_lesson_still_finishes(page_modules: None, game_id: str) -> None:  # noqa: F811
    from ramen.ui.commands.play import PlayCommands
    from ramen.ui.screens.play import PlayScreen, render_play
    from ramen.ui.views import get_view

    screen = PlayScreen(save_id=f"{game_id}-learn-1", match=start_match(get_tutorial(game_id), "Mai"),
                        board=get_view(game_id))
    screen.settle_viewer()
    shell = _Shell(screen)
    commands = PlayCommands(shell, _Saves(), _Turns(shell), hints=None, launcher=None).commands()  # type: ignore[arg-type]
    others_tapped = 0
    tried: set[tuple[int, tuple[str, ...]]] = set()  # the moments (step, choice so far) whose other controls were tapped
    for _ in range(400):
        if screen.handoff_to is not None:  # (a lesson has one person: no hand-off is expected)
            commands["handoff-ready"](None)
        step = screen.match.step
        if step is None or not step.wanted:
            break
        at = len(screen.match.record.actions)
        where = f"{game_id} step {at}: {step.say!r}"
        before = game_controls(render_play(screen))
        assert any(is_marked(b) for b in before), f"{where}: no marked control"
        kept = {key: screen.ui[key] for key in screen.board.selections if key in screen.ui and (at, ()) not in tried}
        assert not kept, f"{where}: a choice of an earlier step is still selected: {kept}"
        moment = (at, screen.prefix)
        others = [] if moment in tried else [b for b in before if not is_marked(b)]
        tried.add(moment)
        for other in others:
            if len(screen.match.record.actions) != at:
                break  # that tap played a wanted move (a step may want several): the next step
            commands[other["data-cmd"]](other.get("data-arg"))
            others_tapped += 1
            after = game_controls(render_play(screen))
            said = f"after {other.get('data-cmd')} {other.get('data-arg')!r}"
            assert any(is_marked(b) for b in after) or len(screen.match.record.actions) != at, \
                f"{where}: {said}, no marked control on the screen"
        if len(screen.match.record.actions) != at:
            continue
        marked = next(b for b in game_controls(render_play(screen)) if is_marked(b))
        commands[marked["data-cmd"]](marked.get("data-arg"))
    else:
        raise AssertionError(f"{game_id}: the lesson did not finish")
    assert screen.match.finished, f"{game_id}: the lesson stopped before its finish"
    assert others_tapped > 0
