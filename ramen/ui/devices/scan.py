"""A code read with the camera (static/net.js shows it and reads the QR code): the host's code on a guest,
or a seat's answer on the host; then it goes on as when the code is typed."""

from __future__ import annotations

import asyncio

from ramen.ui.devices.context import NetContext
from ramen.ui.devices.guest import GuestSide
from ramen.ui.devices.host import HostSide


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
                text = str(await (await self.context.link.ready()).scan("Camera: show the QR code"))
            except Exception as error:
                message = f"The camera can't read a code here ({error}): type the code instead."
                hosted = self.host.hosted
                if target == "host-code":
                    self.guest.page.error = message
                elif hosted is not None and target.isdigit() and int(target) in hosted.invites:
                    hosted.invites[int(target)].error = message
                self.context.shell.render()
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
