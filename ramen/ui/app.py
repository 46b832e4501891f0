"""The app: routes (#/, #/rules/GAME, #/play/ID), one delegated event listener, the bot loop."""

from __future__ import annotations

import asyncio
import random
import traceback
from typing import Any

from js import document, window  # type: ignore[import-not-found]
from pyodide.ffi import create_proxy  # type: ignore[import-not-found]

from ramen.core.choices import Picker
from ramen.core.errors import IllegalAction, RecordError
from ramen.core.match import Match
from ramen.core.record import Record, SeatInfo
from ramen.core.registry import GAME_LEVELS, GAME_TITLES, get_game, is_present
from ramen.store import SaveStore
from ramen.ui import browser
from ramen.ui.home import DEFAULT_NAMES, Setup, render_home, render_rules
from ramen.ui.play import PlayScreen, render_play
from ramen.ui.replay import ReplayController
from ramen.ui.views import get_view

DEFAULT_BOT_DELAY_MS = 600


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
        self.home_message: str | None = None
        seed = browser.query_param("seed")  # fixed seeds for tests and bug reports: ?seed=123
        self.fixed_seed = int(seed) if seed is not None and seed.isdigit() else None
        delay = browser.query_param("botdelay")
        self.bot_delay = DEFAULT_BOT_DELAY_MS / 1000 if delay is None or not delay.isdigit() else int(delay) / 1000
        self.extra = ReplayController(self)  # replays, sharing, game files, statistics (ramen/ui/replay.py)
        self._proxies = [create_proxy(self.on_click), create_proxy(self.on_change), create_proxy(self.on_hash),
                         create_proxy(self.extra.on_key)]
        self.root.addEventListener("click", self._proxies[0])
        self.root.addEventListener("change", self._proxies[1])
        self.root.addEventListener("input", self._proxies[1])
        window.addEventListener("hashchange", self._proxies[2])
        document.addEventListener("keydown", self._proxies[3])

    # --- routing ---------------------------------------------------------------------------
    def navigate(self, route: str) -> None:
        if str(window.location.hash) != route:
            window.location.hash = route  # hashchange routes
        else:
            self.route()

    def on_hash(self, _event: Any = None) -> None:
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
    def render(self) -> None:
        active = browser.nn(document.activeElement)
        focus_key = browser.attr(active, "data-key")
        heading_had_focus = active is not None and str(active.tagName) == "H1"
        route = self.route_name
        if self.screen is not None:
            html = render_play(self.screen)
        elif self.extra.active:
            html = self.extra.render()
        elif route.startswith("#/rules/"):
            from ramen.ui.rules_text import rules_html
            game_id = route.split("/")[2]
            html = render_rules(game_id, rules_html(game_id))
        else:
            html = render_home(self.setup, self.playable, self.levels, self.store.entries(), browser.now_ms())
            if self.home_message:
                html = html.replace("<div class=\"home-grid\">", f"<p class=\"message error\" role=\"alert\">{self.home_message}</p><div class=\"home-grid\">", 1)
        self.root.innerHTML = html
        changed_screen = route != self.last_rendered_route
        self.last_rendered_route = route
        target = None
        if focus_key and not changed_screen:
            target = browser.nn(self.root.querySelector(f"[data-key=\"{window.CSS.escape(focus_key)}\"]"))
        if target is None and (changed_screen or heading_had_focus):
            target = browser.nn(self.root.querySelector("h1"))
        if target is not None:
            target.focus()
        browser.set_flag("data-busy", bool(self.screen and self.screen.match.is_bot_turn() and self.screen.handoff_to is None))

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

    def on_click(self, event: Any) -> None:
        target = browser.nn(event.target.closest("button[data-cmd]"))
        if target is None or target.disabled:
            return
        cmd = browser.attr(target, "data-cmd") or ""
        arg = browser.attr(target, "data-arg")
        try:
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
            self.start_game()
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
            self.navigate(f"#/play/{arg}")
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
            try:
                screen.match.undo()
                screen.prefix = ()
                self.save()
            except RecordError as error:
                screen.message = ("error", str(error))
        elif cmd == "handoff-ready":
            screen.viewer = screen.handoff_to
            screen.handoff_to = None
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
        try:
            screen.match.play(text)
        except IllegalAction as error:
            screen.message = ("error", str(error))
        else:
            self.save()
        screen.prefix = ()
        screen.settle_viewer()
        self.render()
        self.schedule_bots()

    def save(self) -> None:
        screen = self.screen
        assert screen is not None
        try:
            self.store.write(screen.save_id, screen.match, browser.now_ms())
        except Exception as error:  # storage full or blocked: the game goes on, the player is told
            screen.message = ("error", f"This move could not be saved ({error}).")

    def start_game(self) -> None:
        seats = []
        for index, seat in enumerate(self.setup.seats):
            name = seat.name.strip() or (DEFAULT_NAMES[index] if seat.kind == "human" else f"Computer {index + 1}")
            level = seat.level if seat.level in self.levels.get(self.setup.game, []) else self.levels[self.setup.game][-1]
            seats.append(SeatInfo(name=name, kind=seat.kind, level=level if seat.kind == "bot" else None))
        self.new_match(self.setup.game, seats)

    def new_match(self, game_id: str, seats: list[SeatInfo]) -> None:
        game = get_game(game_id)
        seed = self.fixed_seed if self.fixed_seed is not None else random.randrange(1, 2**31)
        record = Record(game=game_id, seed=seed, seats=list(seats))
        match = Match(game, record)
        save_id = f"{game_id}-{int(browser.now_ms())}-{random.randrange(1000, 9999)}"
        self.screen = PlayScreen(save_id=save_id, match=match, view_module=get_view(game_id))
        self.screen.settle_viewer()
        self.save()
        self.navigate(f"#/play/{save_id}")

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

    async def run_bots(self, screen: PlayScreen) -> None:
        """Computer turns, one action at a time with a short pause, the page responsive between them."""
        browser.set_flag("data-busy", True)
        try:
            while self.screen is screen and screen.match.is_bot_turn():
                await asyncio.sleep(self.bot_delay)
                if self.screen is not screen or not screen.match.is_bot_turn():
                    break
                text = screen.match.bot_choice()
                screen.match.play(text)
                self.save()
                screen.prefix = ()
                screen.settle_viewer()
                self.render()
        except Exception as error:
            traceback.print_exc()
            screen.message = ("error", f"The computer opponent failed: {error}")
            self.render()
        finally:
            browser.set_flag("data-busy", False)


def bench_arena(game_id: str, seats: int, levels: str, games: int, seed: int) -> str:
    """For tools/bench.py: the arena run inside the page (engine speed under Pyodide), as JSON."""
    import json

    from ramen.arena import run_arena

    return json.dumps(run_arena(get_game(game_id), int(seats), levels.split(","), int(games), int(seed)))


def start() -> None:
    """Replace the loading screen with the app and mark the page ready."""
    window.performance.mark("ramen:app-start")
    try:
        app = App()
        window.performance.mark("ramen:app-built")
        window.ramenBenchArena = create_proxy(bench_arena)
        app.route()
    except Exception as error:
        traceback.print_exc()
        window.ramenShowLoadError(f"The app could not start: {error}")
        return
    browser.set_flag("data-ready", True)
