"""Replays, sharing and game files in the page: the replay viewer (#/replay/SAVE, #/game/v1/...),
the share screen (#/share/SAVE), opening a game file from the home screen, and the statistics
page (#/stats, drawn by ramen.ui.screens.stats). The app hands these routes, changes and keys over to
``ReplayController`` and its commands join the app's command table; nothing here acts on a game:
the boards are drawn without a picker (ramen/ui/screens/replay_view.py draws them).
"""

from __future__ import annotations

import asyncio
import traceback
from collections.abc import Callable

from js import document, window  # type: ignore[import-not-found]

from ramen.core.errors import RecordError
from ramen.core.link import game_file_name, game_file_text, link_fragment, link_position, read_link
from ramen.core.record import Record
from ramen.core.registry import get_game
from ramen.core.timeline import Timeline
from ramen.ui.page import browser
from ramen.ui.page.browser import JsProxy
from ramen.ui.page.command_table import Handler
from ramen.ui.screens.replay_home import FILE_INPUT_ID, can_replay
from ramen.ui.screens.review import at_reviewed_step
from ramen.ui.screens.replay_view import ReplayScreen, ShareScreen, render_replay, render_share, step_words, turn_target
from ramen.ui.commands.sharing import copy_text, here, keep_shared, navigate_to, page_url, read_chosen_file, send_home
from ramen.ui.commands.shell import Shell


class ReplayController:
    """The app's replay, share, file and statistics screens (one at a time, or none)."""

    def __init__(self, shell: Shell) -> None:
        self.shell = shell
        self.screen: ReplayScreen | ShareScreen | str | None = None  # "stats" for the statistics page
        self.play_task: asyncio.Future[None] | None = None
        #: the last link read: its route -> (record, timeline), so going back to it reads nothing again
        self._link_cache: dict[str, tuple[Record, Timeline]] = {}
        #: what the live region last heard about: (route, replay position, news)
        self._said: tuple[str | None, int | None, str | None] = (None, None, None)

    # --- routes ----------------------------------------------------------------------------
    @property
    def active(self) -> bool:
        """Whether one of our screens is shown."""
        return self.screen is not None

    def route(self, route: str) -> bool:
        """Take ``route`` if it is one of ours (and set the screen); False leaves it to the app."""
        parts = route.lstrip("#/").split("/")
        head = parts[0]
        if head not in ("replay", "game", "share", "stats"):
            self.leave()
            return False
        if isinstance(self.screen, (ReplayScreen, ShareScreen)) and self.screen.route == route:
            return True
        self.stop_playing()
        try:
            if head == "replay" and len(parts) > 1:
                self.screen = at_reviewed_step(self.open_saved_replay(route, parts[1]), parts[2:])
            elif head == "share" and len(parts) > 1:
                self.screen = self.open_share(route, parts[1])
            elif head == "stats":
                self.screen = "stats"
            elif head == "game":
                return self.open_link(route)
            else:
                raise RecordError("that page does not exist")
        except RecordError as error:
            self.fail(f"That game can't be shown: {error}.")
            return True
        return True

    def fail(self, message: str) -> None:
        """Send the page home, saying ``message`` there."""
        self.screen = None
        send_home(self.shell, message)

    def leave(self) -> None:
        """Our screen is left: stop playing, forget it."""
        self.stop_playing()
        self.screen = None

    def open_saved_replay(self, route: str, save_id: str) -> ReplayScreen:
        """The replay viewer of a saved game (one in progress only where nothing is secret)."""
        match = self.shell.store.load(save_id)
        if not can_replay(match.record, match.over):
            raise RecordError("a game in progress with secret hands can be replayed once it is over")
        timeline = Timeline(match.game, match.record)
        return ReplayScreen(route=route, record=match.record, timeline=timeline, save_id=save_id)

    def open_share(self, route: str, save_id: str) -> ShareScreen:
        """The share screen of a saved game."""
        match = self.shell.store.load(save_id)
        progress = "finished" if match.over else match.game.progress(match.state)
        return ShareScreen(route=route, save_id=save_id, record=match.record, over=match.over, progress=progress)

    def open_link(self, route: str) -> bool:
        """A game link: a finished game opens in the replay viewer; one in progress becomes a saved game."""
        cached = self._link_cache.get(route)
        if cached is not None:
            record, timeline = cached
        else:
            try:
                record = read_link(route)
                timeline = Timeline(get_game(record.game), record)
            except RecordError as error:
                self.fail(f"That game link can't be opened: {error}.")
                return True
        self._link_cache = {route: (record, timeline)}
        if timeline.over:
            self.screen = ReplayScreen(route=route, record=record, timeline=timeline,
                                       position=min(link_position(route), timeline.length))
            return True
        try:
            save_id = keep_shared(self.shell.store, record)
        except RecordError as error:
            self.fail(f"That game link can't be opened here: {error}.")
            return True
        self.screen = None
        window.location.replace(here(f"#/play/{save_id}"))
        return True

    # --- rendering -------------------------------------------------------------------------
    def render(self) -> str:
        """The HTML of our screen shown (the live region told what changed first)."""
        screen = self.screen
        self.announce()
        if isinstance(screen, ReplayScreen):
            return render_replay(screen, self.shell.pace_seconds())
        if isinstance(screen, ShareScreen):
            return render_share(screen)
        from ramen.ui.screens.stats import render_stats, stats_from_store
        return render_stats(stats_from_store(self.shell.store))

    def announce(self) -> None:
        """Tell the page's one live region what changed: the step reached (not at every step while
        playing on), or news such as "Link copied". A new screen says nothing: its heading is read."""
        screen = self.screen
        if not isinstance(screen, (ReplayScreen, ShareScreen)):
            self._said = (None, None, None)
            return
        route, position = screen.route, getattr(screen, "position", None)
        news = screen.message[1] if screen.message and screen.message[0] != "error" else None
        old_route, old_position, old_news = self._said
        self._said = (route, position, news)
        if route != old_route:
            return
        if news and news != old_news:
            self.shell.say(news)
        elif isinstance(screen, ReplayScreen) and position != old_position and (
                not screen.playing or screen.position >= screen.length):
            self.shell.say(step_words(screen))

    # --- commands --------------------------------------------------------------------------
    def commands(self) -> dict[str, Handler]:
        """Our commands for the app's table; a failure on our screen is said there, never lost."""
        handlers: dict[str, Handler] = {
            "replay": navigate_to(self.shell, "#/replay/{}"), "share": navigate_to(self.shell, "#/share/{}"),
            "stats": navigate_to(self.shell, "#/stats"),
            "open-file": self.open_file, "download": self.download, "make-link": self.make_link,
            "copy-link": self.copy_link_command, "keep": self.keep_command,
            "replay-step": self.on_replay(self.step), "replay-go": self.on_replay(self.go),
            "replay-turn": self.on_replay(self.turn), "replay-play": self.on_replay(self.play_or_pause),
            "replay-viewer": self.on_replay(self.choose_viewer), "replay-share": self.on_replay(self.toggle_sharing),
            "replay-ui": self.on_replay(self.toggle_display),
        }
        return {name: self._guarded(handler) for name, handler in handlers.items()}

    def _guarded(self, handler: Handler) -> Handler:
        """``handler``, a failure said on our screen."""
        def run(arg: str | None) -> bool:
            try:
                return handler(arg)
            except Exception as error:
                if not isinstance(self.screen, (ReplayScreen, ShareScreen)):
                    raise
                traceback.print_exc()
                self.screen.message = ("error", f"Something went wrong: {error}")
                self.shell.render()
                return True
        return run

    def open_file(self, _arg: str | None) -> bool:
        """The home screen's "Open a game file": the hidden file input's chooser."""
        document.getElementById(FILE_INPUT_ID).click()
        return True

    def download(self, _arg: str | None) -> bool:
        """The game watched or shared, as a game file."""
        screen = self.screen
        if isinstance(screen, (ReplayScreen, ShareScreen)):
            browser.download(game_file_name(screen.record, browser.now_ms()), game_file_text(screen.record))
            screen.message = ("info", "The game file is downloading.")
            self.shell.render()
        return True

    def make_link(self, _arg: str | None) -> bool:
        """The link to the game, once the player has read the warning."""
        screen = self.screen
        if not isinstance(screen, (ReplayScreen, ShareScreen)):
            return False
        screen.link = page_url(link_fragment(screen.record, at=getattr(screen, "position", None)))
        screen.message = None
        self.shell.render()
        return True

    def copy_link_command(self, _arg: str | None) -> bool:
        """Copy the link made."""
        screen = self.screen
        if not isinstance(screen, (ReplayScreen, ShareScreen)) or not screen.link:
            return False
        asyncio.ensure_future(self.copy_link(screen))
        return True

    def keep_command(self, _arg: str | None) -> bool:
        """Add the game watched (from a link or file) to the saved games."""
        screen = self.screen
        if not isinstance(screen, ReplayScreen) or screen.save_id is not None:
            return False
        try:
            screen.save_id = keep_shared(self.shell.store, screen.record)
            screen.message = ("info", "Added to your saved games.")
        except RecordError as error:
            screen.message = ("error", f"Not saved: {error}.")
        self.shell.render()
        return True

    def on_replay(self, change: Callable[[ReplayScreen, str | None], None]) -> Handler:
        """A replay viewer command: ``change`` the screen watched, then draw it (not ours elsewhere)."""
        def run(arg: str | None) -> bool:
            screen = self.screen
            if not isinstance(screen, ReplayScreen):
                return False
            change(screen, arg)
            self.shell.render()
            return True
        return run

    def step(self, screen: ReplayScreen, steps: str | None) -> None:
        """Some actions forward or back."""
        if steps:
            self.stop_playing()
            screen.go(screen.position + int(steps))

    def go(self, screen: ReplayScreen, position: str | None) -> None:
        """To an action's position."""
        if position is not None:
            self.stop_playing()
            screen.go(int(position))

    def turn(self, screen: ReplayScreen, direction: str | None) -> None:
        """To the end of the next turn (1) or of the one before (-1)."""
        if direction:
            self.stop_playing()
            screen.go(turn_target(screen, int(direction)))

    def play_or_pause(self, screen: ReplayScreen, _arg: str | None) -> None:
        """Play on at the computer pace (from the start once at the end), or pause."""
        if screen.playing:
            self.stop_playing()
            return
        if screen.position >= screen.length:
            screen.position = 0
        screen.playing = True
        self.play_task = asyncio.ensure_future(self.run_play(screen))

    def choose_viewer(self, screen: ReplayScreen, seat: str | None) -> None:
        """Whose eyes the table is drawn with (every hand may be seen once the game is over)."""
        screen.viewer = int(seat) if seat and seat.isdigit() and screen.over else None

    def toggle_sharing(self, screen: ReplayScreen, _arg: str | None) -> None:
        """Show or hide the share panel."""
        screen.sharing = not screen.sharing

    def toggle_display(self, screen: ReplayScreen, setting: str | None) -> None:
        """A display toggle of the board (``key=value``), kept apart from the game screen's."""
        if setting and "=" in setting:
            key, _, value = setting.partition("=")
            screen.ui[key] = value

    def on_change(self, target: JsProxy) -> bool:
        """Handle a change of one of our fields (the file input, the jump list); False if not ours."""
        name = browser.attr(target, "data-field")
        if name == "game-file":
            files = target.files
            if files is not None and files.length:
                asyncio.ensure_future(self.read_file(target, files.item(0)))
            return True
        if name == "replay-jump" and isinstance(self.screen, ReplayScreen):
            value = str(target.value)
            if value.isdigit():
                self.stop_playing()
                self.screen.go(int(value))
                self.shell.render()
            return True
        return False

    def on_key(self, event: JsProxy) -> None:
        """Arrow keys step the replay (not while typing in a field)."""
        screen = self.screen
        if not isinstance(screen, ReplayScreen) or event.altKey or event.ctrlKey or event.metaKey:
            return
        target = event.target
        tag = str(getattr(target, "tagName", "") or "").upper()
        if tag in ("INPUT", "SELECT", "TEXTAREA"):
            return
        key = str(event.key)
        moves = {"ArrowRight": 1, "ArrowLeft": -1}
        if key in moves:
            self.stop_playing()
            screen.go(screen.position + moves[key])
        elif key in ("PageDown", "PageUp"):
            self.stop_playing()
            screen.go(turn_target(screen, 1 if key == "PageDown" else -1))
        elif key in ("Home", "End"):
            self.stop_playing()
            screen.go(0 if key == "Home" else screen.length)
        else:
            return
        event.preventDefault()
        self.shell.render()

    # --- asynchronous work ----------------------------------------------------------------
    def stop_playing(self) -> None:
        """Stop Play (a step, a jump or another screen)."""
        if isinstance(self.screen, ReplayScreen):
            self.screen.playing = False
        if self.play_task is not None and not self.play_task.done():
            self.play_task.cancel()
        self.play_task = None

    async def run_play(self, screen: ReplayScreen) -> None:
        """Step at the computer pace until the end, a pause, or another screen."""
        try:
            while self.screen is screen and screen.playing and screen.position < screen.length:
                await asyncio.sleep(self.shell.pace_seconds())
                if self.screen is not screen or not screen.playing:
                    return
                screen.go(screen.position + 1)
                if screen.position >= screen.length:
                    screen.playing = False
                self.shell.render()
        except asyncio.CancelledError:
            raise
        except Exception:  # never leave a half-played replay without saying so
            traceback.print_exc()
            screen.playing = False
            screen.message = ("error", "The replay stopped: something went wrong.")
            self.shell.render()

    async def copy_link(self, screen: ReplayScreen | ShareScreen) -> None:
        """Copy the link (or select it for a manual copy where copying is refused) and say which."""
        copied = await copy_text(screen.link or "", "share-link")
        screen.message = ("info", "Link copied. Paste it into a message." if copied
                          else "Copying is not allowed here: the link is selected, copy it with your device's menu.")
        self.shell.render()

    async def read_file(self, input_el: JsProxy, file: JsProxy) -> None:
        """Open a chosen game file: checked by replaying; a finished game opens in the replay viewer,
        one in progress is added to the saved games. A bad file changes nothing."""
        try:
            record, timeline = await read_chosen_file(file)
        except RecordError as error:
            self.shell.home_message = f"That file can't be opened: {error}."
            self.shell.render()
            return
        except Exception as error:
            traceback.print_exc()
            self.shell.home_message = f"That file can't be opened: {error}."
            self.shell.render()
            return
        finally:
            input_el.value = ""
        self.shell.home_message = None
        if timeline.over:
            fragment = link_fragment(record)
            self._link_cache = {fragment: (record, timeline)}  # checked already: the route reads nothing again
            self.shell.navigate(fragment)
            return
        try:
            save_id = keep_shared(self.shell.store, record)
        except RecordError as error:
            self.shell.home_message = f"That file can't be opened here: {error}."
            self.shell.render()
            return
        self.shell.navigate(f"#/play/{save_id}")

