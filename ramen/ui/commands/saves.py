"""Keeping the game shown and its save in step: writing after each move, another tab playing the same
game (the storage event), and the notice shown while a game is not being saved (full or blocked storage),
with its download."""

from __future__ import annotations

import traceback
from collections.abc import Callable

from js import document, window  # type: ignore[import-not-found]
from pyodide.ffi import create_proxy  # type: ignore[import-not-found]

from ramen.core.errors import RecordError
from ramen.core.registry import GAME_TITLES
from ramen.store import PREFIX, SaveConflict, StorageUnavailable
from ramen.ui.page import browser
from ramen.ui.page.browser import JsProxy
from ramen.ui.markup.html import button, esc
from ramen.ui.screens.play import PlayScreen
from ramen.ui.commands.shell import GameShell

#: why the screen changed under the player: another tab (or window) of this game played on
PLAYED_ELSEWHERE = "This game was just played on in another tab or window: here is its latest position."
MOVED_ELSEWHERE = ("This game was played on in another tab or window since this page showed it, so your move was not "
                   "made: here is its latest position.")


class SaveSync:
    """Writes the game shown, follows other tabs' writes, and keeps the "not being saved" notice."""

    def __init__(self, shell: GameShell, root: JsProxy) -> None:
        self.shell = shell
        self.store = shell.store
        #: the app's root element: the notice goes just above it
        self.root = root
        self.notice: JsProxy | None = None
        #: called after each save that went through (the first asks for persistent storage)
        self.on_saved: Callable[[], None] | None = None
        self._proxies = [create_proxy(self.on_storage), create_proxy(self.on_notice_click)]
        window.addEventListener("storage", self._proxies[0])

    def save(self) -> None:
        """Write the game after a move. Another tab's newer save is shown instead of overwritten; a full
        or blocked storage keeps the game in memory, and the notice says so and offers a download."""
        screen = self.shell.screen
        assert screen is not None
        try:
            self.store.write(screen.save_id, screen.match, browser.now_ms())
            if self.on_saved is not None:
                self.on_saved()
        except SaveConflict:
            self.show_newer(MOVED_ELSEWHERE)
        except StorageUnavailable:
            pass  # the store keeps it in memory; the next drawing shows the notice
        except Exception as error:  # never lose the game over a save
            traceback.print_exc()
            screen.message = ("error", f"This move could not be saved ({error}).")

    def newer_elsewhere(self, screen: PlayScreen, why: str) -> bool:
        """If another tab changed this game's save since this page read it, show that game (saying
        ``why``) and answer True: the move about to be made is not made."""
        if not self.store.changed(screen.save_id):
            return False
        self.show_newer(why)
        return True

    def show_newer(self, why: str) -> None:
        """The stored game changed under this page (another tab): show it instead, and say why."""
        screen = self.shell.screen
        if screen is None:
            return
        try:
            match = self.store.load(screen.save_id)
        except RecordError as error:
            # the stored save can't be read: it is kept as it is, and this game goes on in memory
            self.store.hold(screen.save_id, screen.match, browser.now_ms())
            screen.message = ("error", f"The save of this game was changed outside this page and can't be read ({error}); "
                                       "it is kept as it is, and this game goes on here without being saved.")
            self.shell.render()
            return
        newer = PlayScreen(save_id=screen.save_id, match=match, board=screen.board)
        newer.viewer = screen.viewer
        newer.ui = screen.ui
        newer.settle_viewer()
        newer.message = ("info", why)
        self.shell.show_play(newer)

    def on_storage(self, event: JsProxy) -> None:
        """Another tab or window wrote, deleted or cleared saves."""
        key = browser.nn(event.key)
        if key is not None and not str(key).startswith(PREFIX):
            return
        try:
            screen = self.shell.screen
            if screen is not None:
                if key is None or str(key) == PREFIX + screen.save_id:
                    self.newer_elsewhere(screen, PLAYED_ELSEWHERE)
            elif self.shell.route_name == "#/":
                active = browser.nn(document.activeElement)
                if active is None or str(active.tagName) not in ("INPUT", "SELECT", "TEXTAREA"):
                    self.shell.render()  # the list of games in progress
        except Exception:
            traceback.print_exc()

    def notice_html(self) -> str:
        """The notice's content for the screen shown ("" when every game is being saved)."""
        store = self.store
        screen = self.shell.screen
        ids = ([screen.save_id] if screen.save_id in store.unsaved else []) if screen is not None else sorted(store.unsaved)
        why = store.problem.sentence if store.problem is not None else "the save changed outside this page"
        if ids and screen is not None:
            return (f"<p><strong>This game is not being saved:</strong> {esc(why)}. You can keep playing; "
                    "download the game to keep it.</p>"
                    + button("Download this game", cmd="download-save", arg=screen.save_id, cls="secondary", key="download-save"))
        if ids:
            buttons = []
            for entry in store.entries():
                if entry.id in ids:
                    title = GAME_TITLES.get(entry.game, "game")
                    buttons.append(button(f"Download {esc(title)}", cmd="download-save", arg=entry.id, cls="secondary",
                                          label=f"Download {title} with {', '.join(entry.names)}"))
            return (f"<p><strong>{'A game is' if len(ids) == 1 else f'{len(ids)} games are'} not saved:</strong> {esc(why)}. "
                    "They last only while this page is open; download them to keep them.</p>" + "".join(buttons))
        if store.problem is not None:
            return (f"<p><strong>Games can't be saved here:</strong> {esc(store.problem.sentence)}. You can still play, "
                    "but a game is lost when this page closes.</p>")
        return ""

    def update_notice(self) -> None:
        """A notice above the screen while a game is not being saved, with its download (an alert
        element of its own, outside the app's root, so screen patches leave it alone)."""
        html = self.notice_html()
        notice = self.notice
        if not html:
            if notice is not None:
                notice.remove()
                self.notice = None
            return
        if notice is None:
            notice = document.createElement("div")
            notice.id = "save-notice"
            notice.className = "save-notice"
            notice.setAttribute("role", "alert")
            notice.addEventListener("click", self._proxies[1])
            document.body.insertBefore(notice, self.root)
            self.notice = notice
        if str(notice.innerHTML) != html:
            notice.innerHTML = html

    def on_notice_click(self, event: JsProxy) -> None:
        """The notice's download button: the game as a file."""
        target = browser.nn(event.target.closest("button[data-cmd=download-save]"))
        save_id = browser.attr(target, "data-arg")
        if not save_id:
            return
        try:
            filename, text = self.store.export(save_id)
            browser.download(filename, text)
        except Exception as error:
            traceback.print_exc()
            self.shell.show_error(f"The download failed: {error}")
