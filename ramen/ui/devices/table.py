"""Play on several devices, in the page: the host's invitations (#/host) and its game screen's part in it,
and a guest's joining and playing (#/join). The rules of the table are ramen/net (the host checks every
guest message there); the data channels are static/net.js (ramen/ui/devices/link.py); the screens are
ramen/ui/devices/screens.py."""

from __future__ import annotations

import asyncio
import logging
import random
import traceback
from dataclasses import dataclass

from js import document, window  # type: ignore[import-not-found]

from ramen.core.match import Match
from ramen.core.record import Record, SeatInfo
from ramen.core.registry import GAME_TITLES, get_game
from ramen.net.guest import Guest
from ramen.net.host import HintAsk, Host
from ramen.net.protocol import Refused
from ramen.net.signal import SignalError, from_sdp, pack, to_sdp, unpack
from ramen.ui.page import browser
from ramen.ui.page.browser import JsProxy
from ramen.ui.page.command_table import Handler
from ramen.ui.commands.launch import Launcher
from ramen.ui.devices.link import NetLink
from ramen.ui.devices.screens import MOVABLE, GuestPage, Invite, render_banner, render_guest, render_host
from ramen.ui.screens.play import PlayScreen
from ramen.ui.commands.saves import SaveSync
from ramen.ui.commands.setup_form import SetupForm
from ramen.ui.commands.shell import GameShell
from ramen.ui.commands.turns import SEARCH_SLICE_MS, ComputerTurns
from ramen.ui.views import get_view

#: the record's meta key listing the seats played on other devices (so that the host, reopening the save,
#: awaits those devices again)
DEVICES_META = "devices"
HOST_ROUTE = "#/host"
JOIN_ROUTE = "#/join"
#: the guest's commands on its board (the board view's buttons send them)
BOARD_COMMANDS = ("pick", "pick-fresh", "act", "cancel", "ui", "hint", "undo")
#: a guest sends its join again this often until the host answers, this many times at most: the first
#: message on a newly open channel can be lost (seen in Chromium under load: both ends open, and the
#: host never got it); the host answers a repeated join of the same connection with the same welcome
JOIN_AGAIN_S = 1.0
JOIN_TRIES = 15


class _ConsoleLog(logging.Handler):
    """The host's log of refused messages, in the browser console (information, not an error of the page)."""

    def emit(self, record: logging.LogRecord) -> None:
        window.console.info(self.format(record))


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


class NetPlay:
    """The several-devices part of the app."""

    def __init__(self, shell: GameShell, saves: SaveSync, turns: ComputerTurns, launcher: Launcher, form: SetupForm) -> None:
        self.shell = shell
        self.saves = saves
        self.turns = turns
        self.launcher = launcher
        self.form = form
        self.active = ""
        self.hosted: Hosted | None = None
        self.guest_page = GuestPage()
        self._link: NetLink | None = None
        self.tasks: set[asyncio.Future[None]] = set()
        #: the browser can read a QR code with a camera
        self.can_scan = bool(browser.nn(window.navigator.mediaDevices))
        log = logging.getLogger("ramen.net")
        log.addHandler(_ConsoleLog())
        log.propagate = False

    @property
    def link(self) -> NetLink:
        if self._link is None:
            self._link = NetLink(self.on_event)
        return self._link

    # --- routes and drawing -------------------------------------------------------------------
    def route(self, route: str) -> bool:
        """Whether ``route`` is one of this part's screens (then it is the one shown)."""
        self.active = route if route in (HOST_ROUTE, JOIN_ROUTE) else ""
        if self.active == HOST_ROUTE and self.hosted is None:
            self.active = ""
            return False
        return bool(self.active)

    def render(self) -> str:
        if self.active == HOST_ROUTE and self.hosted is not None:
            hosted = self.hosted
            match = hosted.host.match
            invites = [hosted.invites[seat] for seat in sorted(hosted.invites)]
            return render_host(match.game.title, invites, hosted.local(), hosted.started,
                               len(hosted.host.refusals), self.can_scan, hosted.people_here())
        return render_guest(self.guest_page)

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

    def on_field(self, target: JsProxy) -> bool:
        """A code typed into one of this part's fields: kept, so that a drawing never loses it."""
        field = browser.attr(target, "data-field")
        if field == "net-code":
            self.guest_page.typed = str(target.value)
            return True
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
                self.link.close(connection)
        self.hosted = None

    def take_command(self, name: str, arg: str | None) -> bool:
        """The guest's board commands while its board is shown (before the game screen's own)."""
        if self.active != JOIN_ROUTE or name not in BOARD_COMMANDS or self.guest_page.guest is None:
            return False
        return self.board_command(name, arg)

    def commands(self) -> dict[str, Handler]:
        return {"net-host": self.open_host, "net-join": self.open_join, "net-invite": self.invite,
                "net-connect": self.connect, "net-play": self.play, "net-host-screen": self.host_screen,
                "net-answer": self.answer, "net-computer": self.to_computer, "net-scan": self.scan,
                "net-where": self.where}

    def _run(self, work: asyncio.Future[None]) -> None:
        self.tasks.add(work)
        work.add_done_callback(self.tasks.discard)

    # --- the host -----------------------------------------------------------------------------
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

        self._run(asyncio.ensure_future(work()))
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
        self._run(asyncio.ensure_future(self._make_code(int(seat_text))))
        return True

    async def _make_code(self, seat: int) -> None:
        hosted = self.hosted
        assert hosted is not None
        invite = hosted.invites[seat]
        if invite.connection is not None and invite.status != "joined":
            self.link.close(invite.connection)
        invite.status, invite.error, invite.code = "making", "", ""
        self.shell.render()
        try:
            connection, sdp = await self.link.offer()
            invite.connection = connection
            invite.code = pack(from_sdp(sdp, "offer", hosted.host.invite(seat)))
            _version, invite.qr = await self.link.qr(invite.code)
            invite.status = "offered"
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
                await self.link.accept(connection, to_sdp(signal))
            except Exception as error:
                invite.status, invite.error = "offered", f"That answer does not fit this code: {error}"
                self.shell.render()

        self._run(asyncio.ensure_future(work()))
        return True

    def to_computer(self, seat_text: str | None) -> bool:
        """A guest seat with no device is played by a computer opponent from now on."""
        hosted = self.hosted
        if hosted is None or not seat_text or not seat_text.isdigit() or int(seat_text) not in hosted.invites:
            return False
        seat = int(seat_text)
        invite = hosted.invites.pop(seat)
        if invite.connection is not None:
            self.link.close(invite.connection)
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
                self.link.close(invite.connection)
            hosted.host.release(seat)
        elif where == "away" and seat not in hosted.invites:
            hosted.host.add_guest_seat(seat)
            hosted.invites[seat] = Invite(seat, seats[seat].name)
            self._run(asyncio.ensure_future(self._make_code(seat)))
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

    def scan(self, target: str | None) -> bool:
        """Read a code with the camera: the host's code on a guest (``host-code``), or a seat's answer on
        the host (its number); then go on as when it is typed."""
        if not target:
            return False

        async def work() -> None:
            try:
                text = str(await (await self.link.ready()).scan("Camera: show the QR code"))
            except Exception as error:
                message = f"The camera can't read a code here ({error}): type the code instead."
                if target == "host-code":
                    self.guest_page.error = message
                elif self.hosted is not None and target.isdigit() and int(target) in self.hosted.invites:
                    self.hosted.invites[int(target)].error = message
                self.shell.render()
                return
            if not text:
                return
            if target == "host-code":
                self.guest_page.typed = text
                self.answer(None)
            elif self.hosted is not None and target.isdigit() and int(target) in self.hosted.invites:
                self.hosted.invites[int(target)].typed = text
                self.connect(target)

        self._run(asyncio.ensure_future(work()))
        return True

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
                self._run(asyncio.ensure_future(self._work_out_hint(reply.hint)))
            self.shell.render()
        elif kind == "close":
            seat = hosted.host.bound.get(connection)
            hosted.host.disconnect(connection)
            self.link.close(connection)
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
            self.link.send(connection, text)

    # --- a guest ------------------------------------------------------------------------------
    def open_join(self, _arg: str | None) -> bool:
        if self.guest_page.stage not in ("playing",):
            self.guest_page = GuestPage(can_scan=self.can_scan)
        self.shell.navigate(JOIN_ROUTE)
        return True

    def answer(self, _arg: str | None) -> bool:
        """The host's code typed: answer it, and show the code to take back to the host."""
        page = self.guest_page
        field = browser.nn(document.getElementById("host-code"))
        text = page.typed or (str(field.value) if field is not None else "")
        try:
            signal = unpack(text)
            if signal.kind != "offer" or not signal.join:
                raise SignalError("this is a device's answer, not a host's code")
        except SignalError as error:
            page.error = f"That code can't be read: {error}."
            self.shell.render()
            return True
        if page.connection is not None:
            self.link.close(page.connection)
        page.stage, page.error, page.connection, page.typed = "answering", "", None, ""
        page.joining = Guest(signal.join)
        self.shell.render()

        async def work() -> None:
            try:
                connection, sdp = await self.link.answer(to_sdp(signal))
                page.connection = connection
                page.answer_code = pack(from_sdp(sdp, "answer"))
                _version, page.qr = await self.link.qr(page.answer_code)
                page.stage = "answer"
            except Exception as error:
                traceback.print_exc()
                page.stage, page.error = "code", f"No answer could be made: {error}"
            self.shell.render()

        self._run(asyncio.ensure_future(work()))
        return True

    def guest_event(self, connection: str, kind: str, data: str) -> None:
        page = self.guest_page
        if connection != page.connection:
            return
        if kind == "open" and page.joining is not None:
            self._run(asyncio.ensure_future(self._join_until_answered(connection, page.joining)))
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
            page = self.guest_page
            if page.connection != connection or page.joining is not guest or guest.refusal is not None:
                return
            if not self.link.send(connection, guest.hello()):
                return
            await asyncio.sleep(JOIN_AGAIN_S)

    def board_command(self, name: str, arg: str | None) -> bool:
        page = self.guest_page
        guest = page.guest
        assert guest is not None
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
            page.hinting = self.link.send(page.connection, guest.ask_hint())
        elif name == "undo":
            if page.picker() is None or not guest.can_undo or page.connection is None:
                return True
            page.prefix = ()
            page.sending = self.link.send(page.connection, guest.undo())
        else:
            picker = page.picker()
            if picker is None or not arg or page.stage != "playing":
                return False
            if name == "act":
                self._send_action(arg)
            else:
                if name == "pick-fresh":
                    picker.clear()
                try:
                    done = None
                    for token in arg.split():
                        done = picker.push(token)
                    page.prefix = picker.prefix
                except ValueError:
                    page.prefix = ()
                    done = None
                if done is not None:
                    self._send_action(done)
        self.shell.render()
        return True

    def _send_action(self, text: str) -> None:
        page = self.guest_page
        assert page.guest is not None and page.connection is not None
        page.prefix = ()
        page.sending = self.link.send(page.connection, page.guest.act(text))

    # --- events -------------------------------------------------------------------------------
    def on_event(self, connection: str, kind: str, data: str) -> None:
        try:
            if not self.host_event(connection, kind, data):
                self.guest_event(connection, kind, data)
        except Exception:
            traceback.print_exc()
