"""Starting and opening games: the Start tap, a saved game continued, a new match (and a rematch), and
each game's engine and board view imported in short tasks (ramen/ui/page/loading.py) — ahead of time while
the home screen is shown, or when first needed."""

from __future__ import annotations

import asyncio
import random
import time
import traceback
from collections.abc import Iterator
from typing import Any

from js import window  # type: ignore[import-not-found]

from ramen.core.bots import warm_up
from ramen.core.errors import RecordError
from ramen.core.match import Match
from ramen.core.record import Record, SeatInfo
from ramen.core.registry import GAME_TITLES, get_game
from ramen.ui.page import browser
from ramen.ui.page.command_table import Handler
from ramen.ui.page.drawing import Page
from ramen.ui.screens.play import PlayScreen, played_on_from
from ramen.ui.commands.saves import SaveSync
from ramen.ui.commands.setup_form import SetupForm
from ramen.ui.commands.shell import GameShell
from ramen.ui.views import get_view

#: a game's pieces run back to back for this long before the page answers: a piece is a few ms now that
#: the modules come compiled, and each answer costs a timer's turn (4 ms or more once timers nest)
PREPARE_SLICE_MS = 25.0


class Launcher:
    """Gets games ready and opens them."""

    def __init__(self, shell: GameShell, form: SetupForm, saves: SaveSync, page: Page) -> None:
        self.shell = shell
        self.form = form
        self.saves = saves
        self.page = page
        #: per game, the task importing its engine and view; a Start tap awaits it
        self.preparing: dict[str, asyncio.Future[bool]] = {}
        self.start_task: asyncio.Future[None] | None = None
        seed = browser.query_param("seed")  # fixed seeds for tests and bug reports: ?seed=123
        self.fixed_seed = int(seed) if seed is not None and seed.isdigit() else None

    def commands(self) -> dict[str, Handler]:
        """Start (the form's game and seats) and Continue (a saved game)."""
        return {"start": self.on_start, "continue": self.on_continue}

    def on_start(self, _arg: str | None) -> bool:
        """The Start button."""
        self.begin_start()
        return True

    def on_continue(self, save_id: str | None) -> bool:
        """A saved game's Continue button."""
        if not save_id:
            return False
        self.continue_game(save_id)
        return True

    def open_saved(self, save_id: str) -> PlayScreen | None:
        """The game screen of a saved game; None if it can't be read (the home message says why)."""
        try:
            match = self.shell.store.load(save_id)
        except RecordError as error:
            self.shell.home_message = f"That saved game can't be opened: {error}."
            return None
        screen = PlayScreen(save_id=save_id, match=match, board=get_view(match.game.id))
        screen.settle_viewer()
        screen.message = played_on_from(match)
        return screen

    def continue_game(self, save_id: str) -> None:
        """Open a saved game; its engine is first imported in short tasks if the warm-up has not yet
        (the save's id begins with its game: ``fury-...``)."""
        game_id = save_id.split("-", 1)[0]
        prepared = self.preparing.get(game_id)
        playable = self.form.playable
        if game_id not in GAME_TITLES or not playable.get(game_id) or (prepared is not None and prepared.done() and prepared.result()):
            self.shell.navigate(f"#/play/{save_id}")
            return

        async def work() -> None:
            await self.prepare_game(game_id)
            if self.shell.screen is None and str(window.location.hash or "#/") in ("", "#", "#/"):
                self.shell.navigate(f"#/play/{save_id}")

        self.start_task = asyncio.ensure_future(work())

    def begin_start(self) -> None:
        """The Start tap: paint "setting the table" at once, then get the game ready in short tasks
        (its import, if the warm-up has not done it yet) and open it."""
        if self.start_task is not None and not self.start_task.done():
            return  # a second tap while the first is starting the game
        setup = self.form.setup
        setup.starting = True
        self.shell.home_message = None
        self.shell.render()

        async def work() -> None:
            try:
                await self.page.next_paint()  # the tap is answered before anything heavy runs
                await self.prepare_game(setup.game)
                await asyncio.sleep(0)
                setup.starting = False
                self.new_match(setup.game, self.form.seat_infos())
            except Exception as error:
                traceback.print_exc()
                setup.starting = False
                self.shell.home_message = f"Something went wrong: {error}"
                self.shell.render()

        self.start_task = asyncio.ensure_future(work())

    def new_match(self, game_id: str, seats: list[SeatInfo], options: dict[str, Any] | None = None,
                  after_seed: int | None = None) -> None:
        """A new game of ``game_id`` with ``options``, saved and opened: a fresh seed, unless ?seed= is
        given (then that seed, or for a rematch of a game of seed ``after_seed`` the next one)."""
        if self.fixed_seed is None:
            seed = random.randrange(1, 2**31)
        else:
            seed = self.fixed_seed if after_seed is None else after_seed + 1
        self.open_new(Record(game=game_id, seed=seed, seats=list(seats), options=dict(options or {})))

    def open_new(self, record: Record) -> None:
        """A new game of ``record`` (its game ready: ``prepare_game``), saved and opened."""
        with browser.phase(f"import-{record.game}"):
            game = get_game(record.game)
        match = Match(game, record)
        save_id = f"{record.game}-{int(browser.now_ms())}-{random.randrange(1000, 9999)}"
        self.shell.screen = PlayScreen(save_id=save_id, match=match, board=get_view(record.game))
        self.shell.screen.settle_viewer()
        self.saves.save()
        self.shell.navigate(f"#/play/{save_id}")

    async def warm_up(self) -> None:
        """While the player looks at the home screen, get the engines and board views ready one game at
        a time (the chosen game first), so the Start tap does not wait for them. Once a game is open,
        the others wait until they are chosen (their compiling would compete with the game)."""
        await asyncio.sleep(0.5)
        setup = self.form.setup
        order = [setup.game] + [g for g in GAME_TITLES if g != setup.game]
        for game_id in order:
            if self.shell.screen is not None or setup.starting:
                return
            if self.form.playable.get(game_id):
                await self.prepare_game(game_id, background=True)

    def prepare_game(self, game_id: str, background: bool = False) -> asyncio.Future[bool]:
        """Import a game's engine and board view without a long task (awaitable; one preparation per
        game, shared by the warm-up and the Start tap). A ``background`` one (the warm-up) stops
        when a game is opened or started, so it never competes with play; it is taken up later."""
        task = self.preparing.get(game_id)
        if task is None or (task.done() and not task.result()):
            task = self.preparing[game_id] = asyncio.ensure_future(self._prepare(game_id, background))
        return task

    async def _prepare(self, game_id: str, background: bool) -> bool:
        """One piece of the work a task (ramen/ui/page/loading.py), the page answering in between; True
        once ready. A game that fails to import says so when it is opened."""
        from ramen.ui.page import loading

        setup = self.form.setup
        try:
            def work() -> Iterator[str]:  # the game's modules, then its expert's cold first answers
                yield from loading.steps(game_id, get_game, get_view)
                yield from warm_up(get_game(game_id))

            pieces = work()
            name = next(pieces, None)
            since = 0.0  # the pieces run back to back for up to PREPARE_SLICE_MS, then the page answers
            while name is not None:
                if time.perf_counter() - since > PREPARE_SLICE_MS / 1000:
                    await asyncio.sleep(0)
                    since = time.perf_counter()
                if background and (self.shell.screen is not None or setup.starting) and setup.game != game_id:
                    return False  # a game is open: this one waits until it is chosen
                with browser.phase(name):
                    name = next(pieces, None)
        except Exception:
            traceback.print_exc()
        return True

