"""Hints: the expert level's choice (ramen.core.strength.HINT_LEVEL) for the person to act, from their
own view, worked out in slices like a computer's search, counted in the save and shown on the board (ramen/ui/screens/play.py highlights it)."""

from __future__ import annotations

import asyncio
import traceback

from ramen.ui.screens.play import PlayScreen
from ramen.ui.commands.saves import SaveSync
from ramen.ui.commands.shell import GameShell
from ramen.ui.commands.turns import SEARCH_SLICE_MS


class Hints:
    """Works out one hint at a time for the game screen shown."""

    def __init__(self, shell: GameShell, saves: SaveSync) -> None:
        self.shell = shell
        self.saves = saves
        self.task: asyncio.Future[None] | None = None

    def start(self, screen: PlayScreen) -> None:
        """Show "thinking" at once, then the hint once worked out (unless the moment has passed)."""
        match = screen.match
        seat = match.to_act
        if seat is None or match.record.seats[seat].is_bot or screen.picker() is None:
            screen.message = ("error", "A hint is for the person whose turn it is.")
            self.shell.render()
            return
        if screen.current_hint() is not None:
            return
        at = len(match.record.actions)
        screen.hint = {"at": at, "seat": seat, "thinking": True}
        self.shell.render()
        self.task = asyncio.ensure_future(self.work_out(screen, seat, at))

    async def work_out(self, screen: PlayScreen, seat: int, at: int) -> None:
        """The search for ``seat`` after ``at`` actions, a slice per task; stops if the game moved on."""
        from ramen.core.search import run_slice  # loaded with the search itself, not at start-up

        match = screen.match
        try:
            thinker = match.hint_search()
            while not thinker.done:
                await asyncio.sleep(0)
                if self.shell.screen is not screen or len(match.record.actions) != at:
                    return  # the moment has passed
                run_slice(thinker, SEARCH_SLICE_MS / 1000)
            screen.hint = {"at": at, "seat": seat, "action": match.game.format_action(thinker.best()),
                           "text": thinker.explain()}
            match.record.count_hint(seat)
            self.saves.save()
        except Exception as error:
            traceback.print_exc()
            screen.hint = None
            screen.message = ("error", f"No hint could be worked out: {error}")
        if self.shell.screen is screen:
            self.shell.render()
