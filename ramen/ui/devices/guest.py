"""A guest's side of a table on several devices (#/join): the host's code typed or scanned, the answer code
to take back to it, the join sent until the host answers, and the guest's board for its own seat, whose
moves, hints and undos go to the host (ramen/net/guest.py reads what comes back)."""

from __future__ import annotations

import asyncio
import traceback

from js import document, window  # type: ignore[import-not-found]

from ramen.core.registry import get_game
from ramen.net.guest import Guest
from ramen.net.protocol import Refused
from ramen.ui.page import browser
from ramen.ui.page.browser import JsProxy
from ramen.ui.devices.context import NetContext
from ramen.ui.devices.link import NoWebRTC
from ramen.ui.devices.screens import GuestPage, render_guest
from ramen.ui.views import choose, get_view

JOIN_ROUTE = "#/join"
#: the guest's commands on its board (the board view's buttons send them)
BOARD_COMMANDS = ("pick", "pick-fresh", "act", "cancel", "ui", "hint", "undo")
#: a guest sends its join again this often until the host answers, this many times at most: the first
#: message on a newly open channel can be lost (seen in Chromium under load: both ends open, and the
#: host never got it); the host answers a repeated join of the same connection with the same welcome
JOIN_AGAIN_S = 1.0
JOIN_TRIES = 15


class GuestSide:
    """This page as a guest of another device's game: its join screen, then its board."""

    def __init__(self, context: NetContext) -> None:
        self.context = context
        self.shell = context.shell
        self.page = GuestPage()

    def render(self) -> str:
        return render_guest(self.page)

    def on_field(self, field: str | None, target: JsProxy) -> bool:
        """The host's code typed: kept, so that a drawing never loses it."""
        if field == "net-code":
            self.page.typed = str(target.value)
            return True
        return False

    def take_command(self, name: str, arg: str | None) -> bool:
        """The board's commands while this page plays as a guest."""
        if name not in BOARD_COMMANDS or self.page.guest is None:
            return False
        return self.board_command(name, arg)

    # --- joining ------------------------------------------------------------------------------
    def open_join(self, _arg: str | None) -> bool:
        if self.page.stage not in ("playing",):
            self.page = GuestPage(can_scan=self.context.can_scan)
        self.shell.navigate(JOIN_ROUTE)
        return True

    def answer(self, _arg: str | None) -> bool:
        """The host's code typed: answer it, and show the code to take back to the host."""
        page = self.page
        field = browser.nn(document.getElementById("host-code"))
        text = page.typed or (str(field.value) if field is not None else "")
        from ramen.net.signal import SignalError, from_sdp, pack, to_sdp, unpack  # when a code is first made, not at start-up

        try:
            signal = unpack(text)
            if signal.kind != "offer" or not signal.join:
                raise SignalError("this is a device's answer, not a host's code")
        except SignalError as error:
            page.error = f"That code can't be read: {error}."
            self.shell.render()
            return True
        if page.connection is not None:
            self.context.link.close(page.connection)
        page.stage, page.error, page.connection, page.typed = "answering", "", None, ""
        page.joining = Guest(signal.join)
        self.shell.render()

        async def work() -> None:
            try:
                connection, sdp = await self.context.link.answer(to_sdp(signal))
                page.connection = connection
                page.answer_code = pack(from_sdp(sdp, "answer"))
                _version, page.qr = await self.context.link.qr(page.answer_code)
                page.stage = "answer"
            except NoWebRTC as error:
                page.stage, page.error = "code", f"No answer can be made here: {error}"
            except Exception as error:
                traceback.print_exc()
                page.stage, page.error = "code", f"No answer could be made: {error}"
            self.shell.render()

        self.context.run(asyncio.ensure_future(work()))
        return True

    def guest_event(self, connection: str, kind: str, data: str) -> None:
        """What happened on this guest's connection to its host (nothing for another connection)."""
        page = self.page
        if connection != page.connection:
            return
        if kind == "open" and page.joining is not None:
            self.context.run(asyncio.ensure_future(self._join_until_answered(connection, page.joining)))
        elif kind == "message":
            guest = page.joining or page.guest
            if guest is None:
                return
            moment = guest.at
            try:
                what = guest.receive(data)
            except Refused as error:
                window.console.info(f"refused a message from the host: {error}")
                return
            if what == "welcome":
                page.guest, page.joining = guest, None
                page.game = get_game(guest.game_id)
                page.board = get_view(guest.game_id)
                page.stage = "playing"
            elif what == "state":
                page.sending = False
                page.hinting = page.hinting and guest.at == moment  # a hint is for one moment only
            else:  # a hint, or a refusal (of a move, a hint or an undo)
                page.sending = page.hinting = False
            self.shell.render()
        elif kind == "close":
            page.stage = "lost" if page.guest is not None else "code"
            page.error = "" if page.guest is not None else "The host's device did not connect."
            page.sending = False
            self.shell.render()

    async def _join_until_answered(self, connection: str, guest: Guest) -> None:
        """Send the join on a newly open connection, and again until the host answers (a welcome or a
        refusal), the connection closes or this page answers another code."""
        for _ in range(JOIN_TRIES):
            page = self.page
            if page.connection != connection or page.joining is not guest or guest.refusal is not None:
                return
            if not self.context.link.send(connection, guest.hello()):
                return
            await asyncio.sleep(JOIN_AGAIN_S)

    # --- playing ------------------------------------------------------------------------------
    def board_command(self, name: str, arg: str | None) -> bool:
        page = self.page
        guest = page.guest
        assert guest is not None
        page.message = ""  # (a refusal is said once, until the next tap)
        if name == "ui":
            if not arg or "=" not in arg:
                return False
            key, _, value = arg.partition("=")
            page.ui[key] = value
        elif name == "cancel":
            page.prefix = ()
        elif name == "hint":
            if page.picker() is None or page.hinting or page.current_hint() is not None or page.connection is None:
                return True
            page.hinting = self.context.link.send(page.connection, guest.ask_hint())
        elif name == "undo":
            if page.picker() is None or not guest.can_undo or page.connection is None:
                return True
            page.prefix = ()
            page.sending = self.context.link.send(page.connection, guest.undo())
        else:
            if not arg or page.stage != "playing":
                return False
            picker = page.picker()
            if name == "act" and picker is not None:
                self._send_action(arg)
            else:  # the game screen's own step (ramen/ui/commands/play.py): the same choices, the same refusals
                chosen = choose(picker, arg, page.context, fresh=name == "pick-fresh")
                page.prefix, page.message = chosen.prefix, chosen.refusal or ""
                if chosen.action is not None:
                    self._send_action(chosen.action)
        self.shell.render()
        return True

    def _send_action(self, text: str) -> None:
        page = self.page
        assert page.guest is not None and page.connection is not None
        page.prefix = ()
        page.sending = self.context.link.send(page.connection, page.guest.act(text))
