"""The app: routes (#/, #/rules/GAME, #/play/ID), one delegated event listener, the bot loop."""

from __future__ import annotations

import asyncio
import json
import random
import traceback
from dataclasses import replace
from typing import Any

from js import document, window  # type: ignore[import-not-found]
from pyodide.ffi import create_proxy  # type: ignore[import-not-found]

from ramen.core.errors import IllegalAction, RecordError
from ramen.core.match import Match
from ramen.core.record import Record, SeatInfo
from ramen.core.registry import GAME_LEVELS, GAME_TITLES, get_game, is_present
from ramen.store import PREFIX, SaveConflict, SaveEntry, SaveStore, StorageUnavailable
from ramen.ui import browser
from ramen.ui.html import button, esc
from ramen.ui.home import DEFAULT_NAMES, SeatSetup, Setup, render_home, render_rules
from ramen.ui.play import PlayScreen, announcement, render_play
from ramen.ui.replay import ReplayController
from ramen.ui.views import get_view

#: computer pace (home screen and game screen, kept in localStorage): pause before each computer step, in s
PACES = {"instant": 0.0, "quick": 0.18, "relaxed": 0.8}
PACE_LABELS = {"instant": "Instant", "quick": "Quick", "relaxed": "Relaxed"}
DEFAULT_PACE = "quick"
PACE_KEY = "ramen.pace"
#: at "quick" a whole computer turn takes at most this long (thinking included); each step is still painted
QUICK_TURN_BUDGET_S = 1.5
#: a strong search runs in slices this long, the page answering between them
SEARCH_SLICE_MS = 8.0
#: why the screen changed under the player: another tab (or window) of this game played on
PLAYED_ELSEWHERE = "This game was just played on in another tab or window: here is its latest position."
MOVED_ELSEWHERE = ("This game was played on in another tab or window since this page showed it, so your move was not "
                   "made: here is its latest position.")


#: the home screen shows this much of a damaged save's text (the whole text stays in storage)
SHOWN_RAW_CHARS = 20_000


def shown_entry(entry: SaveEntry) -> SaveEntry:
    """A save as the home screen lists it: marked when only in memory; a huge damaged text shortened."""
    if entry.unsaved:
        entry = replace(entry, progress=f"{entry.progress} · not saved")
    if len(entry.raw) > SHOWN_RAW_CHARS:
        more = len(entry.raw) - SHOWN_RAW_CHARS
        entry = replace(entry, raw=f"{entry.raw[:SHOWN_RAW_CHARS]}\n… and {more:,} more characters, kept as they are")
    return entry


class App:
    """Holds what is on screen and turns clicks into actions on the engine."""

    def __init__(self) -> None:
        self.root = document.getElementById("app")
        self.store = SaveStore(browser.LocalStorage())
        # the engines are imported when first needed: the home screen needs only what the registry knows
        self.playable = {gid: is_present(gid) for gid in GAME_TITLES}
        self.levels = {gid: GAME_LEVELS[gid] for gid in GAME_TITLES if self.playable[gid]}
        self.setup = Setup(game=next((g for g in ("fury", *GAME_TITLES) if self.playable.get(g)), "fury"))
        self.screen: PlayScreen | None = None
        self.route_name = ""
        self.last_rendered_route = ""
        self.bot_task: Any = None
        self.hint_task: Any = None
        #: per game, the task importing its engine and view (App.prepare_game); a Start tap awaits it
        self.preparing: dict[str, Any] = {}
        self.start_task: Any = None
        self.home_message: str | None = None
        seed = browser.query_param("seed")  # fixed seeds for tests and bug reports: ?seed=123
        self.fixed_seed = int(seed) if seed is not None and seed.isdigit() else None
        delay = browser.query_param("botdelay")  # ?botdelay=MS overrides the pace (tests: 0)
        self.fixed_bot_delay = int(delay) / 1000 if delay is not None and delay.isdigit() else None
        try:
            stored_pace = browser.LocalStorage().get(PACE_KEY)
        except StorageUnavailable:  # storage blocked: the default pace
            stored_pace = None
        self.pace = stored_pace if stored_pace in PACES else DEFAULT_PACE
        self.skip_to_turn = False
        self.last_screen_id = ""
        self.last_html = ""
        self.morph = morph_module
        self.announcer = announcer
        self.extra = ReplayController(self)  # replays, sharing, game files, statistics (ramen/ui/replay.py)
        self._proxies = [create_proxy(self.on_click), create_proxy(self.on_change), create_proxy(self.on_hash),
                         create_proxy(self.extra.on_key), create_proxy(self.on_pointer)]
        self.root.addEventListener("click", self._proxies[0])
        self.root.addEventListener("change", self._proxies[1])
        self.root.addEventListener("input", self._proxies[1])
        window.addEventListener("hashchange", self._proxies[2])
        document.addEventListener("keydown", self._proxies[3])
        # a disabled button gets no click, but the pointer still reaches its ancestors: say why it is off
        self.root.addEventListener("pointerdown", self._proxies[4])
        # saves: another tab writing a save (the storage event), and the "not being saved" notice
        self.save_notice: Any = None
        self._save_proxies = [create_proxy(self.on_storage), create_proxy(self.on_notice_click)]
        window.addEventListener("storage", self._save_proxies[0])

    # --- routing ---------------------------------------------------------------------------
    def navigate(self, route: str) -> None:
        if str(window.location.hash) != route:
            window.location.hash = route  # hashchange routes
        else:
            self.route()

    def on_hash(self, _event: Any = None) -> None:
        with browser.phase("route"):
            self.route()

    def route(self) -> None:
        route = str(window.location.hash or "#/")
        parts = route.lstrip("#/").split("/")
        if self.extra.route(route):
            self.screen = None
            self.route_name = route
            if not self.extra.active:
                return  # it sent the page elsewhere
        elif parts[0] == "rules" and len(parts) > 1 and parts[1] in GAME_TITLES:
            self.screen = None
            self.route_name = route
        elif parts[0] == "play" and len(parts) > 1:
            save_id = parts[1]
            if self.screen is None or self.screen.save_id != save_id:
                try:
                    match = self.store.load(save_id)
                except RecordError as error:
                    self.home_message = f"That saved game can't be opened: {error}."
                    self.screen = None
                    self.navigate("#/")
                    return
                self.screen = PlayScreen(save_id=save_id, match=match, view_module=get_view(match.game.id))
                self.screen.settle_viewer()
            self.route_name = route
        else:
            self.screen = None
            self.route_name = "#/"
        self.render()
        self.schedule_bots()

    # --- rendering -------------------------------------------------------------------------
    def screen_kind(self) -> str:
        if self.screen is not None:
            if self.screen.handoff_to is not None:
                return "handoff"
            return "end" if self.screen.match.over else "play"
        if self.extra.active:
            return "extra"
        return "rules" if self.route_name.startswith("#/rules/") else "home"

    def render(self) -> None:
        """Draw the current screen: a new screen replaces the page (focus on its heading, scrolled to the
        top); the same screen is patched (static/morph.js), so only what changed is repainted."""
        route = self.route_name
        kind = self.screen_kind()
        with browser.phase("html"):
            if self.screen is not None:
                html = render_play(self.screen, self.pace)
            elif kind == "extra":
                html = self.extra.render()
            elif kind == "rules":
                from ramen.ui.rules_text import rules_html
                game_id = route.split("/")[2]
                html = render_rules(game_id, rules_html(game_id))
            else:
                entries = [shown_entry(e) for e in self.store.entries()]
                html = render_home(self.setup, self.playable, self.levels, entries, browser.now_ms(),
                                   pace=self.pace, message=self.home_message)
        screen_id = f"{route}|{kind}"
        fresh = screen_id != self.last_screen_id
        with browser.phase("patch"):  # tools/bench.py reads these measures (ramen:html, ramen:patch)
            if fresh or html != self.last_html:
                if self.morph is not None:
                    self.morph.morph(self.root, html, fresh)
                else:  # static/morph.js did not load: replace the page (slower, focus on the heading)
                    self.root.innerHTML = html
                    heading = browser.nn(self.root.querySelector("#status, h1"))
                    if heading is not None:
                        heading.focus()
        self.last_screen_id = screen_id
        self.last_html = html
        if self.screen is not None:
            with browser.phase("say"):
                self.say(announcement(self.screen))
        browser.set_flag("data-busy", bool(self.screen and self.screen.match.is_bot_turn() and self.screen.handoff_to is None))
        self.update_save_notice()

    def say(self, text: str) -> None:
        """Words for the one polite live region (#announcer)."""
        if text and self.announcer is not None and self.morph is not None:
            self.morph.announce(self.announcer, text)

    # --- events ----------------------------------------------------------------------------
    def on_change(self, event: Any) -> None:
        target = event.target
        if event.type == "change" and self.extra.on_change(target):
            return
        field = browser.attr(target, "data-field")
        seat_text = browser.attr(target, "data-seat")
        if not field or seat_text is None or not seat_text.isdigit():
            return
        seat = int(seat_text)
        if seat >= len(self.setup.seats):
            return
        value = str(target.value)
        if field == "name":
            self.setup.seats[seat].name = value
            return  # no re-render while typing
        if field == "kind":
            self.setup.seats[seat].kind = "bot" if value == "bot" else "human"
        elif field == "level":
            self.setup.seats[seat].level = value
        if event.type == "change":
            self.render()

    def on_pointer(self, event: Any) -> None:
        """A tap on a disabled control shows (and the live region says) why it is off."""
        target = browser.nn(event.target.closest("[data-why]"))
        if target is None or not target.disabled:
            return
        event.preventDefault()  # focus stays where it was
        why = browser.attr(target, "data-why") or ""
        if self.screen is not None:
            self.screen.why = why
        else:
            self.home_message = why
        self.render()
        self.say(why)

    def on_click(self, event: Any) -> None:
        target = browser.nn(event.target.closest("button[data-cmd]"))
        if target is None or target.disabled:
            return
        if self.screen is not None:
            self.screen.why = None
        cmd = browser.attr(target, "data-cmd") or ""
        arg = browser.attr(target, "data-arg")
        try:
            with browser.phase("click"):
                self.command(cmd, arg)
        except Exception as error:  # never let a click break the app: say what went wrong
            traceback.print_exc()
            if self.screen is not None:
                self.screen.message = ("error", f"Something went wrong: {error}")
            else:
                self.home_message = f"Something went wrong: {error}"
            self.render()

    def command(self, cmd: str, arg: str | None) -> None:
        if self.extra.command(cmd, arg):
            return
        if cmd == "choose-game" and arg and self.playable.get(arg):
            self.setup.game = arg
        elif cmd == "seats" and arg is not None:
            self.setup.set_count(int(arg))
        elif cmd == "start":
            self.begin_start()
            return
        elif cmd == "rules" and arg:
            self.navigate(f"#/rules/{arg}")
            return
        elif cmd in ("back", "home"):
            self.cancel_bots()
            self.extra.leave()
            if cmd == "back" and self.screen is None and window.history.length > 1:
                window.history.back()
                return
            self.navigate("#/")
            return
        elif cmd == "continue" and arg:
            self.continue_game(arg)
            return
        elif cmd == "pace" and arg in PACES:
            self.set_pace(arg)
            if self.screen is not None:
                self.render()
                return
        elif cmd == "ask-delete":
            self.setup.confirm_delete = arg
        elif cmd == "cancel-delete":
            self.setup.confirm_delete = None
        elif cmd == "delete" and arg:
            self.store.delete(arg)
            self.setup.confirm_delete = None
        elif self.screen is not None:
            self.play_command(cmd, arg)
            return
        self.home_message = None
        self.render()

    def play_command(self, cmd: str, arg: str | None) -> None:
        screen = self.screen
        assert screen is not None
        screen.message = None
        if cmd in ("pick", "pick-fresh") and arg:
            picker = screen.picker()
            if picker is None:
                screen.message = ("error", "It is not your turn.")
            else:
                if cmd == "pick-fresh":
                    picker.clear()
                try:
                    done = None
                    for token in arg.split():
                        done = picker.push(token)
                    screen.prefix = picker.prefix
                    if done is not None:
                        self.play(done)
                        return
                except ValueError:
                    screen.message = ("error", "That choice is not possible now.")
                    screen.prefix = ()
        elif cmd == "act" and arg:
            self.play(arg)
            return
        elif cmd == "cancel":
            screen.prefix = ()
        elif cmd == "undo":
            if self.store.changed(screen.save_id):
                self.show_newer(MOVED_ELSEWHERE)
                return
            try:
                screen.match.undo()
                screen.prefix = ()
                self.save()
            except RecordError as error:
                screen.message = ("error", str(error))
        elif cmd == "handoff-ready":
            screen.viewer = screen.handoff_to
            screen.handoff_to = None
        elif cmd == "hint":
            self.start_hint(screen)
            return
        elif cmd == "skip":
            self.skip_to_turn = True
        elif cmd == "ui" and arg and "=" in arg:
            key, _, value = arg.partition("=")
            screen.ui[key] = value
        elif cmd == "rematch":
            record = screen.match.record
            self.new_match(record.game, record.seats)
            return
        self.render()

    # --- game flow -------------------------------------------------------------------------
    def play(self, text: str) -> None:
        screen = self.screen
        assert screen is not None
        if self.store.changed(screen.save_id):  # another tab played on: its game, not this old position
            self.show_newer(MOVED_ELSEWHERE)
            return
        try:
            with browser.phase("apply"):
                screen.match.play(text)
        except IllegalAction as error:
            screen.message = ("error", str(error))
        else:
            with browser.phase("save"):
                self.save()
        screen.prefix = ()
        screen.settle_viewer()
        self.render()
        self.schedule_bots()

    @property
    def bot_delay(self) -> float:
        """The pause between two steps shown one after another (the replay viewer plays at this pace)."""
        if self.fixed_bot_delay is not None:
            return self.fixed_bot_delay
        return PACES.get(self.pace, PACES[DEFAULT_PACE])

    def set_pace(self, pace: str) -> None:
        self.pace = pace
        try:
            browser.LocalStorage().set(PACE_KEY, pace)
        except Exception:  # storage blocked: the pace holds for this visit
            pass

    def save(self) -> None:
        """Write the game after a move. Another tab's newer save is shown instead of overwritten; a full
        or blocked storage keeps the game in memory, and the notice says so and offers a download."""
        screen = self.screen
        assert screen is not None
        try:
            self.store.write(screen.save_id, screen.match, browser.now_ms())
        except SaveConflict:
            self.show_newer(MOVED_ELSEWHERE)
        except StorageUnavailable:
            pass  # the store keeps it in memory; render() shows the notice
        except Exception as error:  # never lose the game over a save
            traceback.print_exc()
            screen.message = ("error", f"This move could not be saved ({error}).")

    # --- saves: two tabs, storage that refuses -------------------------------------------------
    def show_newer(self, why: str) -> None:
        """The stored game changed under this page (another tab): show it instead, and say why."""
        screen = self.screen
        if screen is None:
            return
        try:
            match = self.store.load(screen.save_id)
        except RecordError as error:
            # the stored save can't be read: it is kept as it is, and this game goes on in memory
            self.store.hold(screen.save_id, screen.match, browser.now_ms())
            screen.message = ("error", f"The save of this game was changed outside this page and can't be read ({error}); "
                                       "it is kept as it is, and this game goes on here without being saved.")
            self.render()
            return
        self.cancel_bots()
        newer = PlayScreen(save_id=screen.save_id, match=match, view_module=screen.view_module)
        newer.viewer = screen.viewer
        newer.ui = screen.ui
        newer.settle_viewer()
        newer.message = ("info", why)
        self.screen = newer
        self.render()
        self.schedule_bots()

    def on_storage(self, event: Any) -> None:
        """Another tab or window wrote, deleted or cleared saves."""
        key = browser.nn(event.key)
        if key is not None and not str(key).startswith(PREFIX):
            return
        try:
            screen = self.screen
            if screen is not None:
                if (key is None or str(key) == PREFIX + screen.save_id) and self.store.changed(screen.save_id):
                    self.show_newer(PLAYED_ELSEWHERE)
            elif self.route_name == "#/":
                active = browser.nn(document.activeElement)
                if active is None or str(active.tagName) not in ("INPUT", "SELECT", "TEXTAREA"):
                    self.render()  # the list of games in progress
        except Exception:
            traceback.print_exc()

    def update_save_notice(self) -> None:
        """A notice above the screen while a game is not being saved, with its download."""
        store = self.store
        screen = self.screen
        ids = ([screen.save_id] if screen.save_id in store.unsaved else []) if screen is not None else sorted(store.unsaved)
        why = store.problem.sentence if store.problem is not None else "the save changed outside this page"
        html = ""
        if ids and screen is not None:
            html = (f"<p><strong>This game is not being saved:</strong> {esc(why)}. You can keep playing; "
                    "download the game to keep it.</p>"
                    + button("Download this game", cmd="download-save", arg=screen.save_id, cls="secondary", key="download-save"))
        elif ids:
            buttons = []
            for entry in store.entries():
                if entry.id in ids:
                    title = GAME_TITLES.get(entry.game, "game")
                    buttons.append(button(f"Download {esc(title)}", cmd="download-save", arg=entry.id, cls="secondary",
                                          label=f"Download {title} with {', '.join(entry.names)}"))
            html = (f"<p><strong>{'A game is' if len(ids) == 1 else f'{len(ids)} games are'} not saved:</strong> {esc(why)}. "
                    "They last only while this page is open; download them to keep them.</p>" + "".join(buttons))
        elif store.problem is not None:
            html = (f"<p><strong>Games can't be saved here:</strong> {esc(store.problem.sentence)}. You can still play, "
                    "but a game is lost when this page closes.</p>")
        notice = self.save_notice
        if not html:
            if notice is not None:
                notice.remove()
                self.save_notice = None
            return
        if notice is None:
            notice = document.createElement("div")
            notice.id = "save-notice"
            notice.className = "save-notice"
            notice.setAttribute("role", "alert")
            notice.addEventListener("click", self._save_proxies[1])
            document.body.insertBefore(notice, self.root)
            self.save_notice = notice
        if str(notice.innerHTML) != html:
            notice.innerHTML = html

    def on_notice_click(self, event: Any) -> None:
        target = browser.nn(event.target.closest("button[data-cmd=download-save]"))
        save_id = browser.attr(target, "data-arg")
        if not save_id:
            return
        try:
            filename, text = self.store.export(save_id)
            browser.download(filename, text)
        except Exception as error:
            traceback.print_exc()
            if self.screen is not None:
                self.screen.message = ("error", f"The download failed: {error}")
            else:
                self.home_message = f"The download failed: {error}"
            self.render()

    def continue_game(self, save_id: str) -> None:
        """Open a saved game; its engine is first imported in short tasks if the warm-up has not yet
        (the save's id begins with its game: ``fury-...``)."""
        game_id = save_id.split("-", 1)[0]
        prepared = self.preparing.get(game_id)
        if game_id not in GAME_TITLES or not self.playable.get(game_id) or (prepared is not None and prepared.done() and prepared.result()):
            self.navigate(f"#/play/{save_id}")
            return

        async def work() -> None:
            await self.prepare_game(game_id)
            if self.screen is None and str(window.location.hash or "#/") in ("", "#", "#/"):
                self.navigate(f"#/play/{save_id}")

        self.start_task = asyncio.ensure_future(work())

    def begin_start(self) -> None:
        """The Start tap: paint "setting the table" at once, then get the game ready in short tasks
        (its import, if the warm-up has not done it yet) and open it."""
        if self.start_task is not None and not self.start_task.done():
            return  # a second tap while the first is starting the game
        self.setup.starting = True
        self.home_message = None
        self.render()

        async def work() -> None:
            try:
                if self.morph is not None:
                    await self.morph.nextPaint()  # the tap is answered before anything heavy runs
                await self.prepare_game(self.setup.game)
                await asyncio.sleep(0)
                self.setup.starting = False
                self.start_game()
            except Exception as error:
                traceback.print_exc()
                self.setup.starting = False
                self.home_message = f"Something went wrong: {error}"
                self.render()

        self.start_task = asyncio.ensure_future(work())

    def start_game(self) -> None:
        seats = []
        for index, seat in enumerate(self.setup.seats):
            name = seat.name.strip() or (DEFAULT_NAMES[index] if seat.kind == "human" else f"Computer {index + 1}")
            level = seat.level if seat.level in self.levels.get(self.setup.game, []) else self.levels[self.setup.game][-1]
            seats.append(SeatInfo(name=name, kind=seat.kind, level=level if seat.kind == "bot" else None))
        self.new_match(self.setup.game, seats)

    def new_match(self, game_id: str, seats: list[SeatInfo]) -> None:
        with browser.phase(f"import-{game_id}"):
            game = get_game(game_id)
        seed = self.fixed_seed if self.fixed_seed is not None else random.randrange(1, 2**31)
        record = Record(game=game_id, seed=seed, seats=list(seats))
        match = Match(game, record)
        save_id = f"{game_id}-{int(browser.now_ms())}-{random.randrange(1000, 9999)}"
        self.screen = PlayScreen(save_id=save_id, match=match, view_module=get_view(game_id))
        self.screen.settle_viewer()
        self.save()
        self.navigate(f"#/play/{save_id}")

    async def warm_up(self) -> None:
        """While the player looks at the home screen, get the engines and board views ready one game at
        a time (the chosen game first), so the Start tap does not wait for them. Once a game is open,
        the others wait until they are chosen (their compiling would compete with the game)."""
        await asyncio.sleep(0.5)
        order = [self.setup.game] + [g for g in GAME_TITLES if g != self.setup.game]
        for game_id in order:
            if self.screen is not None or self.setup.starting:
                return
            if self.playable.get(game_id):
                await self.prepare_game(game_id, background=True)

    def prepare_game(self, game_id: str, background: bool = False) -> Any:
        """Import a game's engine and board view without a long task (awaitable; one preparation per
        game, shared by the warm-up and the Start tap). A ``background`` one (the warm-up) stops
        when a game is opened or started, so it never competes with play; it is taken up later."""
        task = self.preparing.get(game_id)
        if task is None or (task.done() and not task.result()):
            task = self.preparing[game_id] = asyncio.ensure_future(self._prepare(game_id, background))
        return task

    async def _prepare(self, game_id: str, background: bool) -> bool:
        """One piece of the work a task (ramen/ui/loading.py), the page answering in between; True
        once ready. A game that fails to import says so when it is opened."""
        from ramen.ui import loading

        try:
            pieces = loading.steps(game_id, get_game, get_view)
            name = next(pieces, None)
            while name is not None:
                await asyncio.sleep(0)
                if background and (self.screen is not None or self.setup.starting) and self.setup.game != game_id:
                    return False  # a game is open: this one waits until it is chosen
                with browser.phase(name):
                    name = next(pieces, None)
        except Exception:
            traceback.print_exc()
        return True

    # --- computer opponents ------------------------------------------------------------------
    def cancel_bots(self) -> None:
        if self.bot_task is not None and not self.bot_task.done():
            self.bot_task.cancel()
        self.bot_task = None
        browser.set_flag("data-busy", False)

    def schedule_bots(self) -> None:
        screen = self.screen
        if screen is None or not screen.match.is_bot_turn():
            return
        if self.bot_task is not None and not self.bot_task.done():
            return
        self.bot_task = asyncio.ensure_future(self.run_bots(screen))

    def step_delay(self, turn_elapsed: float) -> float:
        """The pause before the next computer step: ?botdelay wins; "skip to my turn" and "instant" pause
        only for a paint; "quick" keeps a whole turn within QUICK_TURN_BUDGET_S."""
        if self.skip_to_turn:
            return 0.0
        if self.fixed_bot_delay is not None:
            return self.fixed_bot_delay
        base = 0.0 if self.skip_to_turn else PACES.get(self.pace, PACES[DEFAULT_PACE])
        if self.pace == "quick" and not self.skip_to_turn:
            # keep room for thinking, drawing and the steps still to come; a step always gets its own paint
            left = QUICK_TURN_BUDGET_S - 0.5 - turn_elapsed
            base = max(0.016, min(base, left / 2))
        return base

    def start_hint(self, screen: PlayScreen) -> None:
        """Work out a hint for the person to act (the strong level's choice from their view), in
        slices like a computer's search; count it in the save; show it (play.py highlights it)."""
        match = screen.match
        seat = match.to_act
        if seat is None or match.record.seats[seat].is_bot or screen.picker() is None:
            screen.message = ("error", "A hint is for the person whose turn it is.")
            self.render()
            return
        if screen.current_hint() is not None:
            return
        at = len(match.record.actions)
        screen.hint = {"at": at, "seat": seat, "thinking": True}
        self.render()

        async def work() -> None:
            from ramen.core.search import run_slice  # loaded with the search itself, not at start-up

            try:
                thinker = match.hint_search()
                while not thinker.done:
                    await asyncio.sleep(0)
                    if self.screen is not screen or len(match.record.actions) != at:
                        return  # the moment has passed
                    run_slice(thinker, SEARCH_SLICE_MS / 1000)
                screen.hint = {"at": at, "seat": seat, "action": match.game.format_action(thinker.best()),
                               "text": thinker.explain()}
                match.record.count_hint(seat)
                self.save()
            except Exception as error:
                traceback.print_exc()
                screen.hint = None
                screen.message = ("error", f"No hint could be worked out: {error}")
            if self.screen is screen:
                self.render()

        self.hint_task = asyncio.ensure_future(work())

    async def think(self, match: Match) -> str:
        """The computer's next action; a search runs in slices of SEARCH_SLICE_MS with awaits between,
        so no task blocks the page for long while it thinks."""
        perf = window.performance
        perf.mark("ramen:think-start")
        perf.mark("ramen:decide-start")
        begin = getattr(match, "bot_search", None)
        if begin is None:
            text = match.bot_choice()
            perf.measure("ramen:decide", "ramen:decide-start")
        else:
            from ramen.core.search import run_slice  # loaded with the search itself, not at start-up

            thinker = begin()
            perf.measure("ramen:decide", "ramen:decide-start")
            while not thinker.done:
                await asyncio.sleep(0)  # the search's set-up and each slice are tasks of their own
                with browser.phase("slice"):
                    run_slice(thinker, SEARCH_SLICE_MS / 1000)
            with browser.phase("best"):
                text = match.game.format_action(thinker.best())
        perf.measure("ramen:think", "ramen:think-start")  # tools/bench.py: a decision's time in the page
        return text

    async def pause(self, seconds: float) -> None:
        """Wait ``seconds``, cut short by "skip to my turn"."""
        end = browser.now_ms() + seconds * 1000
        while not self.skip_to_turn:
            left = end - browser.now_ms()
            if left <= 0:
                return
            await asyncio.sleep(min(left, 100) / 1000)

    async def run_bots(self, screen: PlayScreen) -> None:
        """Computer turns, one action at a time at the chosen pace, each step painted, the page responsive."""
        browser.set_flag("data-busy", True)
        turn_seat: int | None = None
        turn_started = 0.0
        try:
            while self.screen is screen and screen.match.is_bot_turn():
                seat = screen.match.to_act
                if seat != turn_seat:
                    turn_seat, turn_started = seat, browser.now_ms()
                delay = self.step_delay((browser.now_ms() - turn_started) / 1000)
                if delay > 0:
                    await self.pause(delay)
                elif self.morph is not None and self.fixed_bot_delay is None:
                    await self.morph.nextPaint()
                else:
                    await asyncio.sleep(0)
                if self.screen is not screen or not screen.match.is_bot_turn():
                    break
                if self.store.changed(screen.save_id):  # another tab played this turn already
                    self.show_newer(PLAYED_ELSEWHERE)
                    break
                text = await self.think(screen.match)
                await asyncio.sleep(0)  # thinking and drawing the step are separate tasks
                if self.screen is not screen or screen.match.to_act != seat:
                    break
                with browser.phase("apply"):
                    screen.match.play(text)
                with browser.phase("save"):
                    self.save()
                screen.prefix = ()
                screen.settle_viewer()
                self.render()
        except asyncio.CancelledError:
            raise
        except Exception as error:
            traceback.print_exc()
            screen.message = ("error", f"The computer opponent failed: {error}")
            self.render()
        finally:
            self.skip_to_turn = False
            browser.set_flag("data-busy", False)


def bench_arena(game_id: str, seats: int, levels: str, games: int, seed: int) -> str:
    """For tools/bench.py: the arena run inside the page (engine speed under Pyodide), as JSON."""
    import json

    from ramen.arena import run_arena

    return json.dumps(run_arena(get_game(game_id), int(seats), levels.split(","), int(games), int(seed)))


def bench_search(game_id: str) -> str:
    """For tools/bench.py: the strong level's search speed inside the page (ramen.core.speed), as JSON."""
    import json

    from ramen.core.speed import search_speed

    return json.dumps(search_speed(get_game(game_id)))


#: static/morph.js (DOM patching, announcements, paint waits) and the live region, set up by start()
morph_module: Any = None
announcer: Any = None


async def _load_page_helpers() -> None:
    """Load static/morph.js (a module import resolved against the page, not PyScript's folder) and
    create the one polite live region, outside #app so patches never touch it."""
    global morph_module, announcer
    try:
        from pyscript import js_import  # type: ignore[import-not-found]

        url = window.URL.new("static/morph.js", document.baseURI).href
        modules = await js_import(url)
        morph_module = modules[0]
    except Exception:  # without it the app still works: whole-screen redraws
        traceback.print_exc()
    region = browser.nn(document.getElementById("announcer"))
    if region is None:
        region = document.createElement("div")
        region.id = "announcer"
        region.className = "sr-only"
        region.setAttribute("aria-live", "polite")
        region.setAttribute("aria-atomic", "false")
        document.body.appendChild(region)
    announcer = region


#: what a visitor may tap before Python is ready that the app then does (static/early.js keeps it)
EARLY_COMMANDS = ("start", "rules", "stats")


def adopt_early_setup(app: App) -> tuple[str, str | None] | None:
    """Take over the home screen that index.html showed before Python was ready (built by
    tools/build_site.py, made usable by static/early.js): the visitor's game, seats, names, levels and
    pace become the app's set-up, and that screen counts as the home screen already drawn, so the
    first render patches it (nothing changes; focus, typed text and scroll stay) instead of replacing
    it. Returns the command tapped early (start, rules, stats), for start-up to run once routed."""
    early = browser.nn(getattr(window, "ramenEarly", None))
    if early is None:
        return None
    try:
        state = json.loads(str(early.handOver()))
    except Exception:  # the early screen's state is lost, not the app: it starts from the defaults
        traceback.print_exc()
        return None
    if app.playable.get(state.get("game")):
        app.setup.game = state["game"]
    seats = [SeatSetup(name=str(seat.get("name", ""))[:16], kind="bot" if seat.get("kind") == "bot" else "human",
                       level=str(seat.get("level") or "normal")) for seat in state.get("seats") or []]
    if 2 <= len(seats) <= 5:
        app.setup.seats = seats
    if state.get("pace") in PACES and state["pace"] != app.pace:
        app.set_pace(state["pace"])
    if state.get("home"):
        app.last_screen_id = "#/|home"  # the screen id App.render gives the home screen
    pending = state.get("pending") or {}
    if pending.get("cmd") not in EARLY_COMMANDS:
        return None
    if pending["cmd"] == "start":
        app.setup.starting = True  # the first render already says the table is being set
    return pending["cmd"], pending.get("arg")


def start() -> None:
    """Replace the loading screen with the app and mark the page ready."""
    asyncio.ensure_future(_start())


async def _start() -> None:
    window.performance.mark("ramen:app-start")
    browser.watch_gc()
    await _load_page_helpers()
    try:
        app = App()
        early_command = adopt_early_setup(app)
        window.performance.mark("ramen:app-built")
        window.ramenBenchArena = create_proxy(bench_arena)
        window.ramenBenchSearch = create_proxy(bench_search)
        app.route()
        if early_command is not None:
            app.command(*early_command)
        asyncio.ensure_future(app.warm_up())
    except Exception as error:
        traceback.print_exc()
        window.ramenShowLoadError(f"The app could not start: {error}")
        return
    browser.set_flag("data-ready", True)
