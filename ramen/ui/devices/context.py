"""What the parts of the table on several devices share: the app's shell, the page's data channels (made on
first use), the work running in the background, and whether the browser has a camera to read QR codes."""

from __future__ import annotations

import asyncio

from js import window  # type: ignore[import-not-found]

from ramen.ui.commands.shell import GameShell
from ramen.ui.devices.link import NetEvent, NetLink
from ramen.ui.page import browser


class NetContext:
    """The shell, the link and the tasks of the host's side, the guest's side and the camera."""

    def __init__(self, shell: GameShell, on_event: NetEvent) -> None:
        self.shell = shell
        self.on_event = on_event
        self._link: NetLink | None = None
        self.tasks: set[asyncio.Future[None]] = set()
        #: the browser can read a QR code with a camera
        self.can_scan = bool(browser.nn(window.navigator.mediaDevices))

    @property
    def link(self) -> NetLink:
        """The page's data channels, made (and listening) on first use."""
        if self._link is None:
            self._link = NetLink(self.on_event)
        return self._link

    def run(self, work: asyncio.Future[None]) -> None:
        """Keep ``work`` until it is done (so that it is not collected while it runs)."""
        self.tasks.add(work)
        work.add_done_callback(self.tasks.discard)
