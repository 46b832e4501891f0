"""The host's side of a table on several devices: its invitations (#/host), a code for each guest seat and
the answers typed back, the seats moving between this device and others or to a computer, the guests'
messages (checked by ramen/net/host.py) and the hosted game's screen kept in step with them."""

from __future__ import annotations

import asyncio
import random
import traceback
from dataclasses import dataclass

from js import document  # type: ignore[import-not-found]

from ramen.core.match import Match
from ramen.core.record import Record, SeatInfo
from ramen.core.registry import get_game
from ramen.net.host import HintAsk, Host
from ramen.ui.page import browser
from ramen.ui.page.browser import JsProxy
from ramen.ui.commands.launch import Launcher
from ramen.ui.devices.context import NetContext
from ramen.ui.devices.link import NoWebRTC
from ramen.ui.devices.screens import MOVABLE, Invite, render_banner, render_host
from ramen.ui.screens.play import PlayScreen
from ramen.ui.commands.saves import SaveSync
from ramen.ui.commands.setup_form import SetupForm
from ramen.ui.commands.turns import SEARCH_SLICE_MS, ComputerTurns

#: the record's meta key listing the seats played on other devices (so that the host, reopening the save,
#: awaits those devices again)
DEVICES_META = "devices"
HOST_ROUTE = "#/host"


@dataclass
class Hosted:
    """The game this page hosts: its save, the authority over it, and each guest seat's invitation."""

    save_id: str
    host: Host
    invites: dict[int, Invite]
    started: bool = False
    #: the actions the guests were last sent (a move on the host sends them the new state)
    sent: tuple[str, ...] = ()

    def local(self) -> list[str]:
        """The names of the seats played on this device (persons and computers)."""
        guests = self.host.guest_seats
        return [seat.name for i, seat in enumerate(self.host.match.record.seats) if i not in guests]

    def people_here(self) -> list[tuple[int, str]]:
        """The persons' seats played on this device, as (seat, name)."""
        guests = self.host.guest_seats
        return [(i, seat.name) for i, seat in enumerate(self.host.match.record.seats) if i not in guests and not seat.is_bot]


class HostSide:
    """The game this page hosts for other devices (none until the home screen's host button or a save
    played on several devices opens one)."""

    def __init__(self, context: NetContext, saves: SaveSync, turns: ComputerTurns, launcher: Launcher,
                 form: SetupForm) -> None:
        self.context = context
        self.shell = context.shell
        self.saves = saves
        self.turns = turns
        self.launcher = launcher
        self.form = form
        self.hosted: Hosted | None = None

    # --- drawing ------------------------------------------------------------------------------
    def render(self) -> str:
        """The host screen: each guest seat's invitation (only while a game is hosted)."""
        hosted = self.hosted
        assert hosted is not None
        match = hosted.host.match
        invites = [hosted.invites[seat] for seat in sorted(hosted.invites)]
        return render_host(match.game.title, invites, hosted.local(), hosted.started,
                           len(hosted.host.refusals), self.context.can_scan, hosted.people_here())

    def before_render(self) -> None:
        """Before the app draws: the hosted game's screen knows which seats play elsewhere and who is
        awaited, and the guests get the position when it changed on the host."""
        screen = self.shell.screen
        if screen is not None and (self.hosted is None or self.hosted.save_id != screen.save_id):
            self._host_again(screen)
        hosted = self.hosted
        if hosted is None:
            return
        if screen is not None and screen.save_id == hosted.save_id:
            remote = frozenset(hosted.host.guest_seats)
            if screen.match is not hosted.host.match or screen.remote != remote:
                hosted.host.match = screen.match  # the screen opened the save anew: the same game
                screen.remote = remote
                screen.settle_viewer()
            screen.banner = render_banner(screen.match.names, hosted.host.waiting_seats())
        actions = tuple(hosted.host.match.record.actions)
        if actions != hosted.sent:
            hosted.sent = actions
            self.send_all(hosted.host.updates())

    def on_field(self, field: str | None, target: JsProxy) -> bool:
        """An answer code typed for a guest seat: kept, so that a drawing never loses it."""
        seat = browser.attr(target, "data-net-seat")
        if field == "net-answer" and self.hosted is not None and seat is not None and seat.isdigit():
            invite = self.hosted.invites.get(int(seat))
            if invite is not None:
                invite.typed = str(target.value)
            return True
        return False

    def _host_again(self, screen: PlayScreen) -> None:
        """A saved game played on several devices, opened again on its host (a reload, Continue): its
        guest seats wait for their devices, which join with new codes."""
        match = screen.match
        devices = match.record.meta.get(DEVICES_META)
        seats = match.record.seats
        if match.over or not isinstance(devices, list) or not devices:
            return
        guests = [s for s in devices if isinstance(s, int) and not isinstance(s, bool) and 0 <= s < len(seats)
                  and not seats[s].is_bot]
        if not guests:
            return
        if self.hosted is not None:
            self._stop_hosting()
        self.hosted = Hosted(screen.save_id, Host(match, guests), {seat: Invite(seat, seats[seat].name) for seat in guests},
                             started=True)

    def _stop_hosting(self) -> None:
        hosted = self.hosted
        if hosted is None:
            return
        for connection in list(hosted.host.bound) + [i.connection for i in hosted.invites.values() if i.connection]:
            if connection:
                self.context.link.close(connection)
        self.hosted = None

    # --- commands -----------------------------------------------------------------------------
    def open_host(self, _arg: str | None) -> bool:
        """From the home screen: the game set up there, with every person but the first on their own device (the
        host screen lets each person's seat move between this device and another)."""
        setup = self.form.setup
        seats = self.form.seat_infos()
        people = [i for i, seat in enumerate(seats) if not seat.is_bot]
        if len(people) < 2:
            self.shell.home_message = ("Set at least two seats to Person: the first person plays on this device, "
                                       "each other person on their own.")
            self.shell.render()
            return True
        guests = people[1:]

        async def work() -> None:
            try:
                await self.launcher.prepare_game(setup.game)
                game = get_game(setup.game)
                seed = self.launcher.fixed_seed if self.launcher.fixed_seed is not None else random.randrange(1, 2**31)
                match = Match(game, Record(game=setup.game, seed=seed, seats=list(seats), meta={DEVICES_META: guests}))
                save_id = f"{setup.game}-{int(browser.now_ms())}-{random.randrange(1000, 9999)}"
                self.shell.store.write(save_id, match, browser.now_ms())
                self._stop_hosting()
                self.hosted = Hosted(save_id, Host(match, guests),
                                     {seat: Invite(seat, seats[seat].name) for seat in guests})
                self.shell.navigate(HOST_ROUTE)
                for seat in guests:
                    await self._make_code(seat)
            except Exception as error:
                traceback.print_exc()
                self.shell.home_message = f"Something went wrong: {error}"
                self.shell.render()

        self.context.run(asyncio.ensure_future(work()))
        return True

    def host_screen(self, _arg: str | None) -> bool:
        if self.hosted is None:
            return False
        self.shell.navigate(HOST_ROUTE)
        return True

    def play(self, _arg: str | None) -> bool:
        """To the hosted game's screen."""
        if self.hosted is None:
            return False
        self.hosted.started = True
        self.shell.navigate(f"#/play/{self.hosted.save_id}")
        return True

    def invite(self, seat_text: str | None) -> bool:
        if self.hosted is None or not seat_text or not seat_text.isdigit():
            return False
        self.context.run(asyncio.ensure_future(self._make_code(int(seat_text))))
        return True

    async def _make_code(self, seat: int) -> None:
        hosted = self.hosted
        assert hosted is not None
        invite = hosted.invites[seat]
        if invite.connection is not None and invite.status != "joined":
            self.context.link.close(invite.connection)
        invite.status, invite.error, invite.code = "making", "", ""
        self.shell.render()
        from ramen.net.signal import from_sdp, pack  # when a code is first made, not at start-up

        try:
            connection, sdp = await self.context.link.offer()
            invite.connection = connection
            invite.code = pack(from_sdp(sdp, "offer", hosted.host.invite(seat)))
            _version, invite.qr = await self.context.link.qr(invite.code)
            invite.status = "offered"
        except NoWebRTC as error:
            invite.status, invite.error = "new", f"No code can be made here: {error}"
        except Exception as error:
            traceback.print_exc()
            invite.status, invite.error = "new", f"No code could be made here: {error}"
        self.shell.render()

    def connect(self, seat_text: str | None) -> bool:
        """The guest's answer code typed for a seat: connect to that device."""
        hosted = self.hosted
        if hosted is None or not seat_text or not seat_text.isdigit() or int(seat_text) not in hosted.invites:
            return False
        invite = hosted.invites[int(seat_text)]
        field = browser.nn(document.getElementById(f"answer-{invite.seat}"))
        text = invite.typed or (str(field.value) if field is not None else "")
        from ramen.net.signal import SignalError, to_sdp, unpack  # when a code is first made, not at start-up

        try:
            signal = unpack(text)
            if signal.kind != "answer":
                raise SignalError("this is a host's code, not a device's answer")
        except SignalError as error:
            invite.error = f"That answer code can't be read: {error}."
            self.shell.render()
            return True
        connection = invite.connection
        if connection is None:
            return False
        invite.status, invite.error, invite.typed = "connecting", "", ""
        self.shell.render()

        async def work() -> None:
            try:
                await self.context.link.accept(connection, to_sdp(signal))
            except Exception as error:
                invite.status, invite.error = "offered", f"That answer does not fit this code: {error}"
                self.shell.render()

        self.context.run(asyncio.ensure_future(work()))
        return True

    def to_computer(self, seat_text: str | None) -> bool:
        """A guest seat with no device is played by a computer opponent from now on."""
        hosted = self.hosted
        if hosted is None or not seat_text or not seat_text.isdigit() or int(seat_text) not in hosted.invites:
            return False
        seat = int(seat_text)
        invite = hosted.invites.pop(seat)
        if invite.connection is not None:
            self.context.link.close(invite.connection)
        hosted.host.release(seat)
        match = hosted.host.match
        levels = match.game.bots
        level = "normal" if "normal" in levels else "easy"
        match.record.seats[seat] = SeatInfo(name=match.record.seats[seat].name, kind="bot", level=level)
        self._seats_changed()
        return True

    def where(self, arg: str | None) -> bool:
        """A person's seat moves to this device (``SEAT:here``: its device, if any, is let go) or to a device of
        its own (``SEAT:away``: a code is made for it). A seat whose device is joining or has joined stays."""
        hosted = self.hosted
        seat_text, _, where = (arg or "").partition(":")
        if hosted is None or not seat_text.isdigit() or where not in ("here", "away"):
            return False
        seat = int(seat_text)
        seats = hosted.host.match.record.seats
        if not 0 <= seat < len(seats) or seats[seat].is_bot:
            return False
        if where == "here" and seat in hosted.invites:
            invite = hosted.invites[seat]
            if invite.status not in MOVABLE:
                return True
            del hosted.invites[seat]
            if invite.connection is not None:
                self.context.link.close(invite.connection)
            hosted.host.release(seat)
        elif where == "away" and seat not in hosted.invites:
            hosted.host.add_guest_seat(seat)
            hosted.invites[seat] = Invite(seat, seats[seat].name)
            self.context.run(asyncio.ensure_future(self._make_code(seat)))
        else:
            return True
        self._seats_changed()
        return True

    def _seats_changed(self) -> None:
        """The seats played on other devices changed: the save remembers them, the guests and the game's
        screen learn who is where now."""
        hosted = self.hosted
        assert hosted is not None
        match = hosted.host.match
        match.record.meta[DEVICES_META] = list(hosted.host.guest_seats)
        self._save_hosted()
        self.send_all(hosted.host.updates())
        screen = self.shell.screen
        if screen is not None and screen.save_id == hosted.save_id:
            screen.remote = frozenset(hosted.host.guest_seats)
            screen.prefix = ()
            screen.settle_viewer()
            self.shell.render()
            self.turns.schedule()
        else:
            self.shell.render()

    # --- the guests' messages -----------------------------------------------------------------
    def host_event(self, connection: str, kind: str, data: str) -> bool:
        """What happened on one of the host's connections; whether it was one."""
        hosted = self.hosted
        if hosted is None:
            return False
        invite = next((i for i in hosted.invites.values() if i.connection == connection), None)
        if invite is None and connection not in hosted.host.bound:
            return False
        if kind == "message":
            reply = hosted.host.receive(connection, data)
            self.send_all(reply.out)
            seat = hosted.host.bound.get(connection)
            if seat is not None and seat in hosted.invites and hosted.invites[seat].status != "joined":
                hosted.invites[seat].status = "joined"
            if reply.moved:
                self._moved()
            if reply.hint is not None:
                self.context.run(asyncio.ensure_future(self._work_out_hint(reply.hint)))
            self.shell.render()
        elif kind == "close":
            seat = hosted.host.bound.get(connection)
            hosted.host.disconnect(connection)
            self.context.link.close(connection)
            if invite is not None and invite.status in ("joined", "connecting"):
                invite.status, invite.connection = "left", None
            if seat is not None:
                self.send_all(hosted.host.updates())
            self.shell.render()
        return True

    async def _work_out_hint(self, ask: HintAsk) -> None:
        """A guest's hint, worked out as a local person's (the same search, a slice per task), then sent
        to that guest; nothing once the moment has passed."""
        from ramen.core.search import run_slice  # loaded with the search itself, not at start-up

        hosted = self.hosted
        assert hosted is not None
        match = hosted.host.match
        try:
            thinker = match.hint_search()
            while not thinker.done:
                await asyncio.sleep(0)
                if self.hosted is not hosted or hosted.host.match is not match or len(match.record.actions) != ask.at:
                    return
                run_slice(thinker, SEARCH_SLICE_MS / 1000)
            out = hosted.host.hint_message(ask, match.game.format_action(thinker.best()), thinker.explain())
        except Exception:
            traceback.print_exc()
            return
        if out:
            self.send_all(out)
            self._save_hosted()

    def _save_hosted(self) -> None:
        """The hosted game saved, through the game screen when it shows it."""
        hosted = self.hosted
        assert hosted is not None
        screen = self.shell.screen
        if screen is not None and screen.save_id == hosted.save_id:
            self.saves.save()
        else:
            self.shell.store.write(hosted.save_id, hosted.host.match, browser.now_ms())

    def _moved(self) -> None:
        """A guest's move was played: save it, and let the computers play on."""
        hosted = self.hosted
        assert hosted is not None
        hosted.sent = tuple(hosted.host.match.record.actions)
        screen = self.shell.screen
        if screen is not None and screen.save_id == hosted.save_id:
            screen.prefix = ()
            self.saves.save()
            screen.settle_viewer()
            self.turns.schedule()
        else:
            self.shell.store.write(hosted.save_id, hosted.host.match, browser.now_ms())

    def send_all(self, out: list[tuple[str, str]]) -> None:
        for connection, text in out:
            self.context.link.send(connection, text)
