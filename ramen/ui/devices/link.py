"""The page's side of static/net.js: imports it when first needed, creates and answers WebRTC offers,
sends text, and hands what happens on each connection (open, message, close) to one callback."""

from __future__ import annotations

import json
from collections.abc import Callable

from js import document, window  # type: ignore[import-not-found]
from pyodide.ffi import create_proxy  # type: ignore[import-not-found]

from ramen.ui.page import browser
from ramen.ui.page.browser import JsProxy
from ramen.ui.page.calls import settled
from ramen.ui.page.scripts import qr_code, script

#: why no code can be made where the browser has no WebRTC (WebKitGTK; a browser with it turned off)
NO_WEBRTC = ("this browser can't connect to other devices (it has no WebRTC, or it is turned off): "
             "play on this one device, passing it round")


class NoWebRTC(Exception):
    """The browser has no RTCPeerConnection: nothing was tried."""

    def __init__(self) -> None:
        super().__init__(NO_WEBRTC)


def has_webrtc() -> bool:
    """Whether this browser can make WebRTC connections at all."""
    return browser.nn(getattr(window, "RTCPeerConnection", None)) is not None


#: what happened on a connection: (connection id, "open" / "message" / "close", the message's text)
NetEvent = Callable[[str, str, str], None]


class NetLink:
    """The data channels of this page (static/net.js, imported once)."""

    def __init__(self, on_event: NetEvent) -> None:
        self.on_event = on_event
        self.module: JsProxy = None
        self._proxy = create_proxy(self._event)
        document.addEventListener("ramen-net", self._proxy)

    def _event(self, event: JsProxy) -> None:
        detail = event.detail
        self.on_event(str(detail.id), str(detail.kind), str(detail.data))

    async def ready(self) -> JsProxy:
        """static/net.js, imported on first use."""
        if self.module is None:
            self.module = await script("static/net.js")
        return self.module

    async def offer(self) -> tuple[str, str]:
        """A new connection of the host: (its id, the offer's description); NoWebRTC where there is none."""
        if not has_webrtc():
            raise NoWebRTC()
        module = await self.ready()
        data = json.loads(str(await settled(lambda: module.offer())))
        return str(data["id"]), str(data["sdp"])

    async def accept(self, connection: str, sdp: str) -> None:
        """The guest's answer for the host's connection ``connection``."""
        module = await self.ready()
        await settled(lambda: module.accept(connection, sdp))

    async def answer(self, sdp: str) -> tuple[str, str]:
        """A guest's connection answering the host's offer: (its id, the answer's description); NoWebRTC
        where there is none."""
        if not has_webrtc():
            raise NoWebRTC()
        module = await self.ready()
        data = json.loads(str(await settled(lambda: module.answer(sdp))))
        return str(data["id"]), str(data["sdp"])

    async def qr(self, text: str) -> tuple[int, list[str]]:
        """``text`` as a QR code: its version and its rows of modules ("1" dark, "0" light)."""
        return await qr_code(text)

    def send(self, connection: str, text: str) -> bool:
        """Send ``text`` on ``connection``; False when it is not open."""
        return self.module is not None and bool(self.module.send(connection, text))

    def close(self, connection: str) -> None:
        if self.module is not None:
            self.module.close(connection)
