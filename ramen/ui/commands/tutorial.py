"""Learn to play's commands: a tutorial started (or its saved lesson resumed) from the home screen,
started again, left for a real game against one normal computer; a rule card's "More in the rules"."""

from __future__ import annotations

import asyncio
import random
import traceback
from collections.abc import Callable

from ramen.core.record import SeatInfo
from ramen.core.registry import GAME_TITLES
from ramen.core.tutorial import get_tutorial, start_match
from ramen.ui.page import browser
from ramen.ui.page.command_table import Handler
from ramen.ui.commands.launch import Launcher
from ramen.ui.screens.play import PlayScreen
from ramen.ui.commands.saves import SaveSync
from ramen.ui.commands.shell import GameShell
from ramen.ui.screens.tutorial import tutorial_of
from ramen.ui.views import get_view

#: a tutorial's save id: the game first (the launcher reads it), then this mark
SAVE_MARK = "learn"


def person_name(shell_form_names: list[str]) -> str:
    """The name a tutorial gives the person: the home form's first person, else "Mai"."""
    return next((name for name in shell_form_names if name.strip()), "Mai")


class TutorialCommands:
    """Learn to play (home screen), Start again, Play a real game, and the rule card's link."""

    def __init__(self, shell: GameShell, saves: SaveSync, launcher: Launcher, names: Callable[[], list[str]]) -> None:
        self.shell = shell
        self.saves = saves
        self.launcher = launcher
        self.names = names

    def commands(self) -> dict[str, Handler]:
        """The lesson's commands (Learn to play is on the home screen; the others on the lesson's)."""
        return {"learn": self.learn, "tutorial-restart": self.restart, "tutorial-real": self.real_game,
                "rules-section": self.rules_section}

    def saved_tutorial(self, game_id: str) -> str | None:
        """The id of the latest saved tutorial of ``game_id`` not yet finished, if any."""
        for entry in self.shell.store.entries():
            if entry.id.startswith(f"{game_id}-{SAVE_MARK}-") and entry.lesson and not entry.lesson_finished:
                return entry.id
        return None

    def learn(self, game_id: str | None) -> bool:
        """Learn to play ``game_id``: the lesson saved on this device resumes, else a new one starts."""
        if not game_id or game_id not in GAME_TITLES:
            return False
        saved = self.saved_tutorial(game_id)
        if saved is not None:
            self.launcher.continue_game(saved)
        else:
            self.begin(game_id)
        return True

    def begin(self, game_id: str) -> None:
        """A new lesson of ``game_id`` once its engine is ready, saved and opened."""
        async def work() -> None:
            try:
                await self.launcher.prepare_game(game_id)
                self.open_new(game_id)
            except Exception as error:
                traceback.print_exc()
                self.shell.show_error(f"The lesson could not start: {error}")

        self.launcher.start_task = asyncio.ensure_future(work())

    def open_new(self, game_id: str) -> None:
        """A new lesson of ``game_id`` (its engine imported), saved and opened."""
        match = start_match(get_tutorial(game_id), person_name(self.names()))
        save_id = f"{game_id}-{SAVE_MARK}-{int(browser.now_ms())}-{random.randrange(1000, 9999)}"
        self.shell.screen = PlayScreen(save_id=save_id, match=match, board=get_view(game_id))
        self.shell.screen.settle_viewer()
        self.saves.save()
        self.shell.navigate(f"#/play/{save_id}")

    def restart(self, game_id: str | None) -> bool:
        """Start the lesson shown again from its first step (its old save is deleted)."""
        screen = self.shell.screen
        if screen is None or tutorial_of(screen) is None or not game_id:
            return False
        old = screen.save_id
        self.shell.store.delete(old)
        self.open_new(game_id)
        return True

    def real_game(self, game_id: str | None) -> bool:
        """The lesson is over: a real game, the person against one normal computer."""
        screen = self.shell.screen
        if screen is None or not game_id:
            return False
        person = screen.match.record.seats[0].name
        if tutorial_of(screen) is not None:
            self.shell.store.delete(screen.save_id)  # a finished lesson is no saved game
        self.launcher.new_match(game_id, [SeatInfo(person), SeatInfo("Computer 1", "bot", "normal")])
        return True

    def rules_section(self, where: str | None) -> bool:
        """A rule card's "More in the rules": that section of the game's rules page."""
        if not where or "/" not in where:
            return False
        self.shell.navigate(f"#/rules/{where}")
        return True
