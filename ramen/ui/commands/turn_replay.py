"""Another player's turn played again on the board: a "Since your last turn" line tapped shows the board
as it was before that turn, then each of its moves in turn at the chosen pace (what moved travels, as it
did), then the board of now again. While it plays the board only shows; *Back to now* ends it at once."""

from __future__ import annotations

import asyncio
import traceback

from ramen.ui.screens.play import PlayScreen
from ramen.ui.commands.shell import GameShell
from ramen.ui.commands.turns import ComputerTurns

#: the least pause between two moves played again (at Quick a computer's own steps go faster: a turn
#: asked for again is to be watched)
LEAST_STEP_S = 0.6


class TurnReplay:
    """Plays one earlier turn again on the game screen shown (one at a time)."""

    def __init__(self, shell: GameShell, turns: ComputerTurns) -> None:
        self.shell = shell
        self.turns = turns  # (their pace: the one chosen, read when a turn is played again)
        self.task: asyncio.Future[None] | None = None

    def start(self, screen: PlayScreen, arg: str | None) -> bool:
        """``arg`` "FIRST-LAST": the moves (indices of the record's actions) of the turn to play again."""
        span = parse_span(arg, len(screen.match.record.actions))
        if span is None:
            screen.message = ("error", "That turn can't be played again: it is not in this game.")
        elif screen.picker() is None:
            screen.message = ("error", "A turn is played again when it is your move.")
        else:
            self.stop(screen, draw=False)
            first, last = span
            screen.replaying = (first, last + 1, first)
            self.task = asyncio.ensure_future(self.play(screen))
        self.shell.render()
        return True

    def stop(self, screen: PlayScreen, draw: bool = True) -> bool:
        """Back to now: the turn played again ends where it is."""
        if self.task is not None and not self.task.done():
            self.task.cancel()
        self.task = None
        screen.replaying = None
        if draw:
            self.shell.render()
        return True

    async def play(self, screen: PlayScreen) -> None:
        """Each move of the turn, one pause apart; then, after a last pause, the board of now."""
        pace = self.turns.pace
        pause = pace.seconds if pace.fixed_delay is not None else max(pace.seconds, LEAST_STEP_S)
        try:
            while screen.replaying is not None and self.shell.screen is screen:
                first, end, at = screen.replaying
                await asyncio.sleep(pause)
                if screen.replaying is None or self.shell.screen is not screen:
                    return
                if at >= end:
                    break
                screen.replaying = (first, end, at + 1)
                self.shell.render()
        except asyncio.CancelledError:
            raise
        except Exception:  # a turn that can't be shown again leaves the board of now
            traceback.print_exc()
        screen.replaying = None
        if self.shell.screen is screen:
            self.shell.render()


def parse_span(arg: str | None, moves: int) -> tuple[int, int] | None:
    """"FIRST-LAST" as two indices of the record's ``moves`` actions, FIRST <= LAST; None if not that."""
    first, _, last = (arg or "").partition("-")
    if not (first.isdigit() and last.isdigit()):
        return None
    span = int(first), int(last)
    return span if span[0] <= span[1] < moves else None
