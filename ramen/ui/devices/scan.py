"""A code read with the camera (static/net.js shows it and reads the QR code): the host's code on a guest,
or a seat's answer on the host; then it goes on as when the code is typed."""

from __future__ import annotations

import asyncio

from js import document, window  # type: ignore[import-not-found]

from ramen.ui.devices.context import NetContext
from ramen.ui.devices.guest import GuestSide
from ramen.ui.devices.host import HostSide
from ramen.ui.page import browser
from ramen.ui.page.calls import settled

#: what a scan with no camera (none there, or the person said "Don't allow") says, beside the code box
NO_CAMERA = "No camera here, or it was not allowed: type the code instead."


class CodeScan:
    """The camera's part: reads a code for the guest's side or for one of the host's seats."""

    def __init__(self, context: NetContext, host: HostSide, guest: GuestSide) -> None:
        self.context = context
        self.host = host
        self.guest = guest

    def scan(self, target: str | None) -> bool:
        """Read a code with the camera: the host's code on a guest (``host-code``), or a seat's answer on
        the host (its number); then go on as when it is typed."""
        if not target:
            return False

        async def work() -> None:
            try:
                module = await self.context.link.ready()
                text = str(await settled(lambda: module.scan("Camera: show the QR code")))
            except Exception as error:  # no camera, or not allowed (JsCallFailed), or net.js did not load
                window.console.warn(f"The camera could not read a code: {error}")
                hosted = self.host.hosted
                field = ""
                if target == "host-code":
                    self.guest.page.error = NO_CAMERA
                    field = "host-code"
                elif hosted is not None and target.isdigit() and int(target) in hosted.invites:
                    hosted.invites[int(target)].error = NO_CAMERA
                    field = f"answer-{target}"
                self.context.shell.render()
                box = browser.nn(document.getElementById(field)) if field else None
                if box is not None:
                    box.focus()  # where the code is typed instead
                return
            if not text:
                return
            hosted = self.host.hosted
            if target == "host-code":
                self.guest.page.typed = text
                self.guest.answer(None)
            elif hosted is not None and target.isdigit() and int(target) in hosted.invites:
                hosted.invites[int(target)].typed = text
                self.host.connect(target)

        self.context.run(asyncio.ensure_future(work()))
        return True
