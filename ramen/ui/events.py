"""The page's events, delegated to the app's root element: a tap on a ``data-cmd`` button runs its
command from the table, a tap on a disabled control says why it is off, and the address, field and
key events go to the handlers given."""

from __future__ import annotations

import traceback
from collections.abc import Callable

from js import document, window  # type: ignore[import-not-found]
from pyodide.ffi import create_proxy  # type: ignore[import-not-found]

from ramen.ui.page import browser
from ramen.ui.page.browser import JsProxy
from ramen.ui.page.command_table import CommandTable
from ramen.ui.commands.shell import GameShell

#: an event's handler
Listener = Callable[[JsProxy], None]


class PageEvents:
    """Listens to the page for the app (the listeners live as long as the page)."""

    def __init__(self, shell: GameShell, root: JsProxy, commands: CommandTable, *, on_hash: Listener,
                 on_change: Listener, on_key: Listener) -> None:
        self.shell = shell
        self.commands = commands
        self._proxies = [create_proxy(f) for f in (self.on_click, on_change, on_hash, on_key, self.on_pointer)]
        root.addEventListener("click", self._proxies[0])
        root.addEventListener("change", self._proxies[1])
        root.addEventListener("input", self._proxies[1])
        window.addEventListener("hashchange", self._proxies[2])
        document.addEventListener("keydown", self._proxies[3])
        # a disabled button gets no click, but the pointer still reaches its ancestors: say why it is off
        root.addEventListener("pointerdown", self._proxies[4])

    def on_click(self, event: JsProxy) -> None:
        """A tap on an enabled ``data-cmd`` button; a failure is said, never breaks the app."""
        target = browser.nn(event.target.closest("button[data-cmd]"))
        if target is None or target.disabled:
            return
        if self.shell.screen is not None:
            self.shell.screen.why = None
        try:
            with browser.phase("click"):
                self.commands.run(browser.attr(target, "data-cmd") or "", browser.attr(target, "data-arg"))
        except Exception as error:
            traceback.print_exc()
            self.shell.show_error(f"Something went wrong: {error}")

    def on_pointer(self, event: JsProxy) -> None:
        """A tap on a disabled control shows (and the live region says) why it is off."""
        target = browser.nn(event.target.closest("[data-why]"))
        if target is None or not target.disabled:
            return
        event.preventDefault()  # focus stays where it was
        why = browser.attr(target, "data-why") or ""
        if self.shell.screen is not None:
            self.shell.screen.why = why
        else:
            self.shell.home_message = why
        self.shell.render()
        self.shell.say(why)
