"""Play on several devices, in the page: the part of the app that routes, draws and takes the commands of
the host's side (#/host and its game screen's part in it: ramen/ui/devices/host.py), of a guest's side
(#/join: ramen/ui/devices/guest.py) and of the camera (ramen/ui/devices/scan.py). The rules of the table
are ramen/net (the host checks every guest message there); the data channels are static/net.js
(ramen/ui/devices/link.py); the screens are ramen/ui/devices/screens.py."""

from __future__ import annotations

import logging
import traceback

from js import window  # type: ignore[import-not-found]

from ramen.ui.page import browser
from ramen.ui.page.browser import JsProxy
from ramen.ui.page.command_table import Handler
from ramen.ui.commands.launch import Launcher
from ramen.ui.devices.context import NetContext
from ramen.ui.devices.guest import JOIN_ROUTE, GuestSide
from ramen.ui.devices.host import DEVICES_META, HOST_ROUTE, Hosted, HostSide
from ramen.ui.devices.link import NetLink
from ramen.ui.devices.scan import CodeScan
from ramen.ui.devices.screens import GuestPage
from ramen.ui.commands.saves import SaveSync
from ramen.ui.commands.setup_form import SetupForm
from ramen.ui.commands.shell import GameShell
from ramen.ui.commands.turns import ComputerTurns

__all__ = ["DEVICES_META", "HOST_ROUTE", "JOIN_ROUTE", "NetPlay"]


class _ConsoleLog(logging.Handler):
    """The host's log of refused messages, in the browser console (information, not an error of the page)."""

    def emit(self, record: logging.LogRecord) -> None:
        window.console.info(self.format(record))


class NetPlay:
    """The several-devices part of the app."""

    def __init__(self, shell: GameShell, saves: SaveSync, turns: ComputerTurns, launcher: Launcher, form: SetupForm) -> None:
        self.shell = shell
        self.active = ""
        self.context = NetContext(shell, self.on_event)
        self.host = HostSide(self.context, saves, turns, launcher, form)
        self.guest = GuestSide(self.context)
        self.camera = CodeScan(self.context, self.host, self.guest)
        log = logging.getLogger("ramen.net")
        log.addHandler(_ConsoleLog())
        log.propagate = False

    @property
    def link(self) -> NetLink:
        return self.context.link

    @property
    def hosted(self) -> Hosted | None:
        """The game this page hosts, if any."""
        return self.host.hosted

    @property
    def guest_page(self) -> GuestPage:
        """This page as a guest: its join screen and board."""
        return self.guest.page

    # --- routes and drawing -------------------------------------------------------------------
    def route(self, route: str) -> bool:
        """Whether ``route`` is one of this part's screens (then it is the one shown)."""
        self.active = route if route in (HOST_ROUTE, JOIN_ROUTE) else ""
        if self.active == HOST_ROUTE and self.host.hosted is None:
            self.active = ""
            return False
        return bool(self.active)

    def render(self) -> str:
        if self.active == HOST_ROUTE and self.host.hosted is not None:
            return self.host.render()
        return self.guest.render()

    def before_render(self) -> None:
        """Before the app draws: the hosted game's screen knows which seats play elsewhere and who is
        awaited, and the guests get the position when it changed on the host."""
        self.host.before_render()

    def on_field(self, target: JsProxy) -> bool:
        """A code typed into one of this part's fields: kept, so that a drawing never loses it."""
        field = browser.attr(target, "data-field")
        return self.guest.on_field(field, target) or self.host.on_field(field, target)

    # --- commands -----------------------------------------------------------------------------
    def take_command(self, name: str, arg: str | None) -> bool:
        """The guest's board commands while its board is shown (before the game screen's own)."""
        if self.active != JOIN_ROUTE:
            return False
        return self.guest.take_command(name, arg)

    def commands(self) -> dict[str, Handler]:
        host, guest = self.host, self.guest
        return {"net-host": host.open_host, "net-join": guest.open_join, "net-invite": host.invite,
                "net-connect": host.connect, "net-play": host.play, "net-host-screen": host.host_screen,
                "net-answer": guest.answer, "net-computer": host.to_computer, "net-scan": self.camera.scan,
                "net-where": host.where}

    # --- events -------------------------------------------------------------------------------
    def on_event(self, connection: str, kind: str, data: str) -> None:
        """What happened on a connection: the host's, else the guest's."""
        try:
            if not self.host.host_event(connection, kind, data):
                self.guest.guest_event(connection, kind, data)
        except Exception:
            traceback.print_exc()
