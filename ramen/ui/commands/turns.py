"""The computer's turns in the page: one action at a time at the chosen pace, each step painted, the
search run in short slices so the page keeps answering; "skip to my turn" cuts the pauses."""

from __future__ import annotations

import asyncio
import traceback
from dataclasses import dataclass

from js import window  # type: ignore[import-not-found]

from ramen.core.match import Match
from ramen.ui.page import browser
from ramen.ui.page.drawing import Page
from ramen.ui.page.pace import PaceSetting
from ramen.ui.screens.play import PlayScreen
from ramen.ui.commands.saves import PLAYED_ELSEWHERE, SaveSync
from ramen.ui.commands.shell import GameShell

#: a search (a computer's or a hint's) runs in slices this long, the page answering between them
SEARCH_SLICE_MS = 8.0


@dataclass(eq=False)
class ComputerTurns:
    """Runs the computer opponents while the game screen shown waits for them (one task at a time)."""

    shell: GameShell
    saves: SaveSync
    pace: PaceSetting
    page: Page
    task: asyncio.Future[None] | None = None
    #: "skip to my turn" was tapped: no pauses until the computers' turns end
    skipping: bool = False

    def cancel(self) -> None:
        """Stop the computer's turn (another screen, or a newer position of the game)."""
        if self.task is not None and not self.task.done():
            self.task.cancel()
        self.task = None
        browser.set_flag("data-busy", False)

    def schedule(self) -> None:
        """Start the computer's turn if the game shown waits for it (and none is running)."""
        screen = self.shell.screen
        if screen is None or not screen.match.is_bot_turn():
            return
        if self.task is not None and not self.task.done():
            return
        self.task = asyncio.ensure_future(self.run(screen))

    async def think(self, match: Match) -> str:
        """The computer's next action; its search runs in slices of SEARCH_SLICE_MS with awaits between,
        so no task blocks the page for long while it thinks. tools/bench.py reads the measures
        ``ramen:decide`` (setting the search up) and ``ramen:think`` (the whole decision)."""
        perf = window.performance
        perf.mark("ramen:think-start")
        perf.mark("ramen:decide-start")
        from ramen.core.search import run_slice  # loaded with the search itself (measured), not at start-up

        thinker = match.bot_search()
        perf.measure("ramen:decide", "ramen:decide-start")
        while not thinker.done:
            await asyncio.sleep(0)  # the search's set-up and each slice are tasks of their own
            with browser.phase("slice"):
                run_slice(thinker, SEARCH_SLICE_MS / 1000)
        with browser.phase("best"):
            text = match.game.format_action(thinker.best())
        perf.measure("ramen:think", "ramen:think-start")
        return text

    async def pause(self, seconds: float) -> None:
        """Wait ``seconds``, cut short by "skip to my turn"."""
        end = browser.now_ms() + seconds * 1000
        while not self.skipping:
            left = end - browser.now_ms()
            if left <= 0:
                return
            await asyncio.sleep(min(left, 100) / 1000)

    async def run(self, screen: PlayScreen) -> None:
        """Computer turns, one action at a time at the chosen pace, each step painted, the page responsive."""
        shell = self.shell
        browser.set_flag("data-busy", True)
        turn_seat: int | None = None
        turn_started = 0.0
        try:
            if self.pace.travel(self.skipping) is not None:
                await self.page.travel_done()  # the person's last move lands before the computers' first begins
            while shell.screen is screen and screen.match.is_bot_turn():
                seat = screen.match.to_act
                if seat != turn_seat:
                    turn_seat, turn_started = seat, browser.now_ms()
                delay = self.pace.step_delay((browser.now_ms() - turn_started) / 1000, self.skipping)
                if delay > 0:
                    await self.pause(delay)
                elif self.page.patches and self.pace.fixed_delay is None:
                    await self.page.next_paint()
                else:
                    await asyncio.sleep(0)
                if shell.screen is not screen or not screen.match.is_bot_turn():
                    break
                if self.saves.newer_elsewhere(screen, PLAYED_ELSEWHERE):  # another tab played this turn already
                    break
                text = await self.think(screen.match)
                await asyncio.sleep(0)  # thinking and drawing the step are separate tasks
                if shell.screen is not screen or screen.match.to_act != seat:
                    break
                with browser.phase("apply"):
                    screen.match.play(text)
                with browser.phase("save"):
                    self.saves.save()
                screen.prefix = ()
                screen.settle_viewer()
                shell.render()
                if self.pace.travel(self.skipping) is not None:
                    await self.page.travel_done()  # the move is seen landing before the next begins
        except asyncio.CancelledError:
            raise
        except Exception as error:
            traceback.print_exc()
            screen.message = ("error", f"The computer opponent failed: {error}")
            shell.render()
        finally:
            self.skipping = False
            browser.set_flag("data-busy", False)
