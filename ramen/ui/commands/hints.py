"""Hints: the expert level's choice (ramen.core.strength.HINT_LEVEL) for the person to act, from their
own view, worked out in slices like a computer's search, counted in the save and shown on the board (ramen/ui/screens/play.py highlights it)."""

from __future__ import annotations

import asyncio
import time
import traceback
from typing import Any

from ramen.ui.screens.play import PlayScreen
from ramen.ui.commands.saves import SaveSync
from ramen.ui.commands.shell import GameShell
from ramen.ui.commands.turns import SEARCH_SLICE_MS

#: a hint's first answer: the search's leader this long after the tap (seconds; drawn, it is on the page within 0.5 s)
FIRST_ANSWER_S = 0.2
#: its final answer: the search's choice, or its leader this long after the tap where the whole search would take
#: longer (drawn, it is on the page within 1.5 s)
FINAL_BY_S = 1.15


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
        asked = time.perf_counter()
        screen.hint = {"at": at, "seat": seat, "thinking": True}
        self.shell.render()
        self.task = asyncio.ensure_future(self.work_out(screen, seat, at, asked))

    async def work_out(self, screen: PlayScreen, seat: int, at: int, asked: float) -> None:
        """The search for ``seat`` after ``at`` actions, a slice per task; stops if the game moved on. Its leader is
        shown ``FIRST_ANSWER_S`` after the tap (``asked``), once every move in the race was tried (marked while
        refining), and the answer is final when the search ends or at ``FINAL_BY_S``, whichever comes first."""
        from ramen.core.search import run_slice  # loaded with the search itself, not at start-up

        match = screen.match
        try:
            thinker = match.hint_search()
            while not thinker.done:
                await asyncio.sleep(0)
                if self.shell.screen is not screen or len(match.record.actions) != at:
                    return  # the moment has passed
                run_slice(thinker, SEARCH_SLICE_MS / 1000)
                spent = time.perf_counter() - asked
                if spent >= FINAL_BY_S:
                    break
                if spent >= FIRST_ANSWER_S and not thinker.done and thinker.answered and self.show(screen, thinker, refining=True):
                    self.shell.render()
            self.show(screen, thinker, refining=False)
        except Exception as error:
            traceback.print_exc()
            screen.hint = None
            screen.message = ("error", f"No hint could be worked out: {error}")
        if self.shell.screen is screen:
            self.shell.render()

    def show(self, screen: PlayScreen, thinker: Any, refining: bool) -> bool:
        """The search's answer so far as the screen's hint (counted and saved the first time); whether it changed
        what is shown. A refined answer naming the same move is not said again."""
        hint = screen.hint or {}
        action = screen.match.game.format_action(thinker.best())
        if refining and hint.get("refining") and hint.get("action") == action:
            return False  # the same move, still being checked: nothing new to draw
        first = not hint.get("action")
        screen.hint = {"at": hint.get("at"), "seat": hint.get("seat"), "action": action, "text": thinker.explain(),
                       "refining": refining, "said": bool(hint.get("said")) and hint.get("action") == action,
                       "refined": not first}
        if first:
            screen.match.record.count_hint(hint["seat"])
            self.saves.save()
        return True
