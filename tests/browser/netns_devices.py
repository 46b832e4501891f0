"""Play on several devices in Chromium, WebRTC and all: a host page and two guest pages (each its own
browser context, as on its own device) play a whole seeded Ramen Fury game, a whole Ink game (two persons
on the host) and a whole Extreme game; no guest page's DOM or received messages ever hold another seat's
hand; a guest page closed mid-game rejoins with a new code exchange and sees the current position; forged
messages are refused and change nothing; a guest's Hint and Undo go through its host; a guest gone is
handed to a computer. The figures (code sizes,
Join to board, Join to first move) go to .test-tmp/devices-figures.json and are printed at the end.

Run only by tests/browser/test_devices.py, inside the network namespace it makes: this module refuses to
run (skips) anywhere else, so WebRTC never runs outside it. Its tests share one table (module fixture),
in file order: forged messages first, then a rejoin mid-game, then the game to its end."""

from __future__ import annotations

import json
import os
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page

import random

from ramen.core.match import Match
from ramen.core.record import Record
from ramen.core.registry import get_game
from tests.browser.drivers import NOT_RANDOM
from tests.browser.pages import PageProblems, open_app, wait_idle, watch
from tests.browser.screens import format_axe, format_layout, layout_problems, run_axe
from tests.browser.test_extreme import click_first, play_turn_step, stage
from tests.browser.test_fury import board_step
from tests.unit.test_net_protocol import keys
from tests.conftest import CHROMIUM_ARGS, ROOT


def outside_the_namespace() -> str | None:
    """Why this is not the test's own network namespace (None when it is)."""
    if os.environ.get("RAMEN_NETNS") != "1":
        return "WebRTC tests run only inside the network namespace tests/browser/test_devices.py makes"
    # /proc/self/net is this process's own network namespace (/sys/class/net may be the machine's)
    lines = Path("/proc/self/net/dev").read_text().splitlines()[2:]
    links = {line.split(":", 1)[0].strip() for line in lines}
    if links != {"lo", "v0", "v1"}:
        return f"this network has the links {sorted(links)}, not only lo, v0 and v1: WebRTC stays off"
    return None


if outside_the_namespace():
    pytest.skip(outside_the_namespace() or "", allow_module_level=True)

SEED = 4242
#: each device's query: computers without pauses, and every flight of a piece 1 ms (static/travel.js): a
#: computer waits for its last move to land before the next, and what this module checks is the messages
QUERY = f"?botdelay=0&travelms=1&seed={SEED}"
#: Mai and Rin play on the host (Rin moved there on its screen: they pass it), Ken and Yuki on their own devices
SEATS = [("human", "Mai"), ("human", "Ken"), ("human", "Yuki"), ("human", "Rin")]
GUESTS = (1, 2)
STEP_TIMEOUT_MS = 60_000
#: every message a page's data channels delivered, kept by the page itself from its first script on
CAPTURE = """document.addEventListener('ramen-net', (event) => {
  (window.__net = window.__net || []).push({id: event.detail.id, kind: event.detail.kind, data: event.detail.data}); });
{ const send = RTCDataChannel.prototype.send;  // what the page sent, for a failure's message
  RTCDataChannel.prototype.send = function (data) {
    (window.__sent = window.__sent || []).push(this.readyState + ' ' + String(data).slice(0, 40));
    return send.call(this, data); }; }"""
FIGURES = ROOT / ".test-tmp" / "devices-figures.json"
#: RAMEN_SHOTS=1: screenshots of the host's setup and a guest's board go here
SHOTS = ROOT / ".test-tmp" / "shots"


def shot(page: Page, name: str) -> None:
    """A screenshot of ``page`` when RAMEN_SHOTS is set (to look at the screens, not to test them)."""
    if os.environ.get("RAMEN_SHOTS"):
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    """Chromium offers its real host address (10.77.0.1 here) instead of an mDNS name nobody answers."""
    return {**browser_type_launch_args, "args": CHROMIUM_ARGS + ["--disable-features=WebRtcHideLocalIpsWithMdns"]}


class Device:
    """One device: its own browser context (its own storage), one page of the app."""

    def __init__(self, browser: Any, site_url: str, problems: PageProblems, width: int = 1024, height: int = 768,
                 bypass_csp: bool = False) -> None:
        # bypass_csp: axe-core is injected as a script tag (as tests/browser/screens.py does)
        self.context = browser.new_context(viewport={"width": width, "height": height}, bypass_csp=bypass_csp)
        self.page: Page = self.context.new_page()
        self.page.add_init_script(CAPTURE)
        self.host_console: list[str] = []
        self.page.on("console", lambda m: self.host_console.append(m.text) if m.type in ("info", "warning", "log", "error") else None)
        watch(self.page, problems)
        open_app(self.page, site_url, query=QUERY)

    def received(self) -> list[dict[str, Any]]:
        """The protocol messages this page's channels delivered, oldest first."""
        events = self.page.evaluate("window.__net || []")
        return [json.loads(e["data"]) for e in events if e["kind"] == "message"]

    def close(self) -> None:
        self.context.close()


class Table:
    """A host and its guest devices, for a game of ``game`` with ``seats``, ``guests`` on their own devices
    (every person but the first)."""

    def __init__(self, browser: Any, site_url: str, problems: PageProblems, game: str = "fury",
                 seats: list[tuple[str, str]] = SEATS, guests: tuple[int, ...] = GUESTS, level: str = "easy",
                 host: Device | None = None) -> None:
        self.browser, self.site_url, self.problems = browser, site_url, problems
        self.level = level
        self.game_id, self.seats, self.guest_seats = game, seats, guests
        self.engine = get_game(game)
        self.rng = random.Random(SEED)
        self.host = host or Device(browser, site_url, problems)
        self._match: Match | None = None  # the last saved game read (match())
        self.guests: dict[int, Device] = {}
        #: every guest device that ever played, with its seat (a closed one keeps what it received)
        self.history: list[tuple[int, Device, list[dict[str, Any]]]] = []
        self.figures: dict[str, Any] = {"offer_chars": [], "answer_chars": [], "join_to_board_s": [],
                                        "join_to_first_move_s": [], "joins_sent": []}
        #: seat -> when its device last tapped Join, until the host takes that seat's first move since
        self.joined_at: dict[int, float] = {}
        #: the hand-off screens the host showed between its persons
        self.handoffs = 0

    def open(self) -> None:
        page = self.host.page
        page.click(f"button[data-cmd=choose-game][data-arg={self.game_id}]")
        while page.locator("#home .seats .seat-row").count() < len(self.seats):
            page.click("button[data-cmd=seats][aria-label='One player more']")
        while page.locator("#home .seats .seat-row").count() > len(self.seats):
            page.click("button[data-cmd=seats][aria-label='One player fewer']")
        for index, (kind, name) in enumerate(self.seats):
            page.select_option(f"select[data-field=kind][data-seat='{index}']", kind)
            page.fill(f"input[data-field=name][data-seat='{index}']", name)
            page.dispatch_event(f"input[data-field=name][data-seat='{index}']", "change")
            if kind == "bot":
                page.select_option(f"select[data-field=level][data-seat='{index}']", self.level)
        page.click("button[data-cmd=net-host]")
        page.wait_for_selector("#net-host")
        self.choose_where()
        for seat in self.guest_seats:
            self.join(seat)
        shot(page, f"host-setup-{self.game_id}")
        page.click("button[data-cmd=net-play]")
        page.wait_for_selector("#play")

    def choose_where(self) -> None:
        """On the host's screen, each person's seat where this table plays it (the first person is on the
        host and the others on their own devices unless moved)."""
        page = self.host.page
        people = [i for i, (kind, _name) in enumerate(self.seats) if kind == "human"]
        for seat in people:
            assert page.locator(f"li[data-net-seat='{seat}'][data-net-where='{'here' if seat == people[0] else 'away'}']").count()
            away = seat in self.guest_seats
            if away == (seat != people[0]):
                continue
            if not away:  # a seat moves here once its code is made (not while it is being made)
                page.wait_for_selector(f"li[data-net-seat='{seat}'] [data-net-status=offered]", timeout=STEP_TIMEOUT_MS)
            page.click(f"button[data-cmd=net-where][data-arg='{seat}:{'away' if away else 'here'}']")
            page.wait_for_selector(f"li[data-net-seat='{seat}'][data-net-where='{'away' if away else 'here'}']")
        here = page.locator("li[data-net-where=here]").evaluate_all("items => items.map(i => Number(i.dataset.netSeat))")
        assert here == [seat for seat in people if seat not in self.guest_seats]

    def join(self, seat: int, guest: Device | None = None) -> Device:
        """A guest device for ``seat`` (a new one, or ``guest`` that lost its connection): the host's code
        typed there, its answer typed on the host."""
        host = self.host.page
        offer = host.wait_for_selector(f"#offer-{seat}", timeout=STEP_TIMEOUT_MS).get_attribute("data-code") or ""
        if guest is None:
            guest = Device(self.browser, self.site_url, self.problems, 390, 844)
            guest.page.click("button[data-cmd=net-join]")
            self.history.append((seat, guest, []))
        guest.page.fill("#host-code", " ".join(offer[i:i + 4] for i in range(0, len(offer), 4)).lower())
        started = time.monotonic()
        self.joined_at[seat] = started
        guest.page.click("button[data-cmd=net-answer]")
        answer = guest.page.wait_for_selector("#answer-code", timeout=STEP_TIMEOUT_MS).get_attribute("data-code") or ""
        host.fill(f"#answer-{seat}", answer)
        host.click(f"button[data-cmd=net-connect][data-arg='{seat}']")
        try:
            host.wait_for_selector(f"li[data-net-seat='{seat}'] [data-net-status=joined]", timeout=STEP_TIMEOUT_MS)
        except Exception as error:
            raise AssertionError(f"seat {seat} never joined: the host {guest_state(self.host)}; "
                                 f"the guest {guest_state(guest)}") from error
        try:
            guest.page.wait_for_selector(f"#play.guest[data-seat='{seat}']", timeout=STEP_TIMEOUT_MS)
        except Exception as error:
            raise AssertionError(f"seat {seat}'s guest never showed its board: {guest_state(guest)}") from error
        self.figures["join_to_board_s"].append(round(time.monotonic() - started, 2))
        # (how many times this guest sent its join before the host answered: once, unless one was lost)
        self.figures["joins_sent"].append(guest.page.evaluate(
            """() => (window.__sent || []).filter(s => s.includes('"type":"join"')).length"""))
        self.figures["offer_chars"].append(len(offer))
        self.figures["answer_chars"].append(len(answer))
        self.guests[seat] = guest
        return guest

    def record(self) -> Record:
        raw = self.host.page.evaluate(
            "localStorage.getItem(Object.keys(localStorage).find(k => k.startsWith('ramen.save.')))")
        return Record.from_json(json.loads(raw)["record"])

    def match(self) -> Match:
        """The host's saved game as a Match: the last one read, with the actions saved since played on."""
        record = self.record()
        known = self._match
        if known is None or replace(known.record, actions=[]) != replace(record, actions=[]) \
                or known.record.actions != record.actions[:len(known.record.actions)]:  # a new game, a move undone
            known = self._match = Match(self.engine, record)
        for action in record.actions[len(known.record.actions):]:
            known.play(action)
        return known

    def step(self) -> bool:
        """One click of whoever is to act (the computer: wait for it); False once the game is over."""
        wait_idle(self.host.page, STEP_TIMEOUT_MS)
        match = self.match()
        seat, at = match.to_act, len(match.record.actions)
        if seat is None:
            return False
        if match.record.seats[seat].is_bot:
            return True
        fury = self.game_id == "fury"
        if seat in self.guests:
            page = self.guests[seat].page
            page.wait_for_selector(f"#play.guest[data-at='{at}']:not([data-sending])", timeout=STEP_TIMEOUT_MS)
            if fury:
                page.wait_for_selector(f"#play .fury-board[data-to-act='{seat}']", timeout=STEP_TIMEOUT_MS)
                check_guest_dom(page, seat, match)
                board_step(page)
            else:
                self.board_click(page)
            page.wait_for_selector("#play.guest:not([data-sending])", timeout=STEP_TIMEOUT_MS)
            if seat in self.joined_at and len(self.record().actions) > at:  # the host took this seat's move
                shot(page, f"guest-board-{self.game_id}-{seat}")
                self.figures["join_to_first_move_s"].append(round(time.monotonic() - self.joined_at.pop(seat), 2))
        else:
            page = self.host.page
            page.wait_for_selector("#play, #handoff", timeout=STEP_TIMEOUT_MS)
            if page.locator("#handoff").count():  # two persons on the host pass it: no hand in sight
                assert page.locator(f"#handoff[data-handoff='{seat}']").count() == 1
                assert page.locator(".fury-hand").count() == 0
                self.handoffs += 1
                page.click("button[data-cmd=handoff-ready]")
                return True
            if fury:
                page.wait_for_selector(f"#play .fury-board[data-to-act='{seat}'][data-viewer='{seat}']",
                                       timeout=STEP_TIMEOUT_MS)
                board_step(page)
            else:
                self.board_click(page)
        return True

    def board_click(self, page: Page) -> None:
        """In Ramen Extreme a short turn's click (random clicks take a thousand moves), else a random one."""
        if self.game_id == "extreme":
            page.wait_for_selector("#play .extreme-board[data-stage]", timeout=STEP_TIMEOUT_MS)
            short_extreme_step(page)
        else:
            self.random_click(page)

    def random_click(self, page: Page) -> None:
        """A tap on a random enabled control of the board or the choice strip."""
        buttons = page.locator(f"#play :is(#board, #play-dock) button:enabled{NOT_RANDOM}, #play #strip button:enabled{NOT_RANDOM}"
                               ":not([data-cmd=hint]):not([data-cmd=skip])")
        buttons.first.wait_for(timeout=STEP_TIMEOUT_MS)
        buttons.nth(self.rng.randrange(buttons.count())).click()

    def keep_received(self) -> None:
        for index, (seat, device, kept) in enumerate(self.history):
            if not device.page.is_closed():
                kept[:] = device.received()


def short_extreme_step(page: Page) -> None:
    """One click of a Ramen Extreme turn kept short: claim when a bowl can be claimed, else roll once and
    stop, resolve only what must be, end the turn (a whole game of three is about 700 moves)."""
    phase = stage(page)
    if phase == "rolling" and click_first(page, ".dice-panel button[data-arg=stop]:enabled"):
        return
    if phase == "resolving" and click_first(page, ".resolve button[data-arg=done]:enabled"):
        return
    play_turn_step(page)


def guest_state(device: Device) -> str:
    """What a guest page shows and got, for a failure's message."""
    return device.page.evaluate("""() => JSON.stringify({hash: location.hash, screen: (document.querySelector('main') || {}).id,
        text: (document.querySelector('main') || document.body).innerText.slice(0, 400),
        events: (window.__net || []).map(e => e.id + ' ' + e.kind + ' ' + String(e.data).slice(0, 80)),
        sent: (window.__sent || []).slice(-5)})""") + \
        f"; console: {device.host_console[-10:]}"


def check_guest_dom(page: Page, seat: int, match: Match) -> None:
    """The guest's page shows its own hand as the engine has it, and no other seat's."""
    hands = page.evaluate("""() => [...document.querySelectorAll('.fury-hand')].map(h => ({
        seat: h.getAttribute('data-seat'),
        cards: [...h.querySelectorAll('li[data-card]')].map(li => [li.dataset.card, Number(li.dataset.count)])}))""")
    assert [h["seat"] for h in hands] == [str(seat)], f"hands on seat {seat}'s page: {hands}"
    shown = sorted(card for card, count in hands[0]["cards"] for _ in range(count))
    assert shown == sorted(match.state.hands[seat])
    assert page.locator("#handoff").count() == 0


def check_received(seat: int, messages: list[dict[str, Any]], match: Match) -> int:
    """Every state a guest got is exactly its seat's view at that moment: no other hand, no deck. Returns
    how many states it got."""
    states = 0
    for message in messages:
        outside_view = {k: v for k, v in message.items() if k != "view"}
        assert not {"hands", "deck", "seed", "record", "state", "actions"} & keys(outside_view), message
        if match.game.id == "fury":  # its view's own words: "deck_count", never "deck" or "hands"
            assert not {"hands", "deck", "seed"} & keys(message), message
        if message["type"] != "state":
            continue
        states += 1
        assert message["seat"] == seat
        at = message["at"]
        expected = json.loads(json.dumps(match.game.view(match.states[at], seat)))
        assert message["view"] == expected
        if match.game.id == "fury":
            for player in message["view"]["players"]:
                assert (player["hand"] is None) == (player["seat"] != seat)
    return states


def keep_figures(figures: dict[str, Any]) -> None:
    """Add a table's figures to the module run's (lists grow, other values are replaced)."""
    FIGURES.parent.mkdir(exist_ok=True)
    kept = json.loads(FIGURES.read_text()) if FIGURES.exists() else {}
    for name, value in figures.items():
        kept[name] = kept.get(name, []) + value if isinstance(value, list) else value
    FIGURES.write_text(json.dumps(kept, indent=1))


@pytest.fixture(scope="module", autouse=True)
def figures_of_the_run(request: pytest.FixtureRequest):
    """The figures file starts empty for each run of the module; at its end the figures are printed."""
    FIGURES.unlink(missing_ok=True)
    yield
    if FIGURES.exists():
        lines = [f"devices figures ({FIGURES.relative_to(ROOT)}):"]
        lines += [f"  {name}: {json.dumps(value)}" for name, value in json.loads(FIGURES.read_text()).items()]
        capture = request.config.pluginmanager.get_plugin("capturemanager")
        if capture is not None:
            with capture.global_and_fixture_disabled():
                print("\n" + "\n".join(lines), flush=True)
        else:
            print("\n".join(lines))


@pytest.fixture(scope="module")
def table(browser: Any, site_url: str):
    problems = PageProblems()
    made = Table(browser, site_url, problems)
    made.open()
    yield made
    made.keep_received()
    keep_figures(made.figures)
    for device in [made.host, *made.guests.values()]:
        device.close()
    assert not problems.all(), "\n".join(problems.all())


def test_forged_messages_are_refused(table: Table) -> None:
    """From a guest page not to act, on its real channel: another seat, a wrong token, malformed, an unknown
    type, out of turn, the same again (replayed), a stale moment. Each is refused, told to that page, logged
    on the host; the game does not change (and the guest plays on afterwards: the later tests)."""
    before = table.record().actions
    to_act = table.match().to_act
    seat = next(s for s in GUESTS if s != to_act)
    other = next(s for s in GUESTS if s != seat)
    device = table.guests[seat]
    welcome = next(m for m in device.received() if m["type"] == "welcome")
    at = len(before)
    base = {"v": 1, "type": "act", "seat": seat, "token": welcome["token"], "seq": 400, "at": at, "action": "end"}
    forged = [
        ({**base, "seat": other, "action": "draw deck"}, f"plays seat {seat + 1}, not {other + 1}"),
        ({**base, "token": "x" * len(welcome["token"]), "seq": 401}, "token"),
        ("{not json", "not JSON"),
        ({"v": 1, "type": "shout", "seq": 402}, "unknown message type"),
        ({**base, "seq": 403}, "not this seat's turn"),
        ({**base, "seq": 403}, "sent before"),
        ({**base, "seq": 404, "at": at + 5}, "moved on"),
    ]
    texts = [f if isinstance(f, str) else json.dumps(f) for f, _ in forged]
    seen = len(device.received())
    device.page.evaluate("""async (texts) => {
        const net = await import(new URL('static/net.js', document.baseURI).href);
        const [id] = net.ids();
        for (const text of texts) net.send(id, text); }""", texts)
    device.page.wait_for_function(f"(window.__net || []).filter(e => e.kind === 'message').length >= {seen + len(texts)}",
                                  timeout=STEP_TIMEOUT_MS)
    replies = device.received()[seen:]
    reasons = [m["reason"] for m in replies if m["type"] == "refused"]
    assert len(reasons) == len(texts), replies
    for reason, (_, word) in zip(reasons, forged):
        assert word in reason
    assert table.record().actions == before
    assert sum("refused a message" in line for line in table.host.host_console) == len(texts)


def test_a_guest_asks_for_a_hint_and_takes_back_its_move(table: Table) -> None:
    """On the guest to act: Hint shows the host's hint (counted in the host's save), a move that revealed
    nothing is taken back by Undo, and Undo is off once nothing can be taken back."""
    for _ in range(200):  # on to a guest's turn with a move that reveals nothing
        match = table.match()
        if match.to_act in table.guests and any(undoes(match, text) for text in match.legal_texts()):
            break
        assert table.step()
    seat = match.to_act
    assert seat is not None and seat in table.guests
    page = table.guests[seat].page
    at = len(match.record.actions)
    page.wait_for_selector(f"#play.guest[data-at='{at}']:not([data-sending])", timeout=STEP_TIMEOUT_MS)
    assert page.locator("#play.guest button[data-cmd=undo]").is_disabled()
    page.click("#strip button[data-cmd=hint]")
    hint = page.wait_for_selector("#strip .hint-text[data-hint-action]", timeout=STEP_TIMEOUT_MS)
    assert (hint.get_attribute("data-hint-action") or "") in match.legal_texts()
    assert table.record().hints_used()[seat] == 1
    undoable = next(text for text in match.legal_texts() if undoes(match, text))
    page.evaluate("""(text) => { const b = document.createElement('button');  // the board's act, as its buttons send it
        b.dataset.cmd = 'act'; b.dataset.arg = text; document.querySelector('#board').append(b); b.click(); }""", undoable)
    page.wait_for_selector(f"#play.guest[data-at='{at + 1}']:not([data-sending]) button[data-cmd=undo]:enabled",
                           timeout=STEP_TIMEOUT_MS)
    page.click("#play.guest button[data-cmd=undo]")
    page.wait_for_selector(f"#play.guest[data-at='{at}']:not([data-sending])", timeout=STEP_TIMEOUT_MS)
    assert table.record().actions == match.record.actions
    assert page.locator("#play.guest button[data-cmd=undo]").is_disabled()


def undoes(match: Match, text: str) -> bool:
    """Whether ``text``, played now, could be taken back by its player."""
    trial = Match(match.game, Record.from_json(match.record.to_json()))
    trial.play(text)
    return trial.to_act == match.to_act and trial.can_undo()


def test_a_guest_closed_mid_game_rejoins(table: Table) -> None:
    """A few turns in, Ken's page is closed: the host says it waits for Ken's device; a new page joins with a
    new code and shows the position as it is, Ken's own hand included."""
    while len(table.record().actions) < 25:
        assert table.step()
    table.keep_received()
    table.guests.pop(1).close()
    table.host.page.wait_for_selector(".net-banner[data-waiting='1']", timeout=STEP_TIMEOUT_MS)
    table.host.page.click("button[data-cmd=net-host-screen]")
    table.host.page.wait_for_selector("li[data-net-seat='1'] [data-net-status=left]")
    table.host.page.click("button[data-cmd=net-invite][data-arg='1']")
    guest = table.join(1)
    table.host.page.click("button[data-cmd=net-play]")
    match = table.match()
    at = len(match.record.actions)
    guest.page.wait_for_selector(f"#play.guest[data-at='{at}']", timeout=STEP_TIMEOUT_MS)
    check_guest_dom(guest.page, 1, match)
    assert guest.page.locator("#log .log-lines li").count() == len(match.log)


def test_the_host_reloads_and_its_guests_join_again(table: Table) -> None:
    """The host's page reloads mid-game: it opens the saved game again, awaits both devices and says so;
    each guest page, told the connection is lost, joins again with a new code, on the same page."""
    while len(table.record().actions) < 45:
        assert table.step()
    host = table.host.page
    host.reload()
    host.wait_for_selector("html[data-ready]", timeout=STEP_TIMEOUT_MS)
    host.wait_for_selector(".net-banner[data-waiting='1,2']", timeout=STEP_TIMEOUT_MS)
    host.click("button[data-cmd=net-host-screen]")
    for seat in GUESTS:
        guest = table.guests[seat]
        guest.page.wait_for_selector("#play.guest #host-code", timeout=STEP_TIMEOUT_MS)
        host.click(f"button[data-cmd=net-invite][data-arg='{seat}']")
        table.join(seat, guest)
    host.click("button[data-cmd=net-play]")
    match = table.match()
    for seat in GUESTS:
        page = table.guests[seat].page
        page.wait_for_selector(f"#play.guest[data-at='{len(match.record.actions)}']", timeout=STEP_TIMEOUT_MS)
        check_guest_dom(page, seat, match)


def test_a_whole_fury_game_on_three_devices(table: Table) -> None:
    """The game to its end; then every message each guest page ever got is checked against the engine."""
    for _ in range(3000):
        if not table.step():
            break
    else:
        raise AssertionError("the game did not end")
    match = table.match()
    assert match.over
    for seat, device in table.guests.items():
        device.page.wait_for_selector("#play.guest[data-game-over]", timeout=STEP_TIMEOUT_MS)
        totals = device.page.locator(".net-end .rank .total").all_inner_texts()
        assert len(totals) == len(SEATS)
    assert table.handoffs > 0  # Mai and Rin passed the host between them
    table.keep_received()
    for seat, _device, messages in table.history:
        assert check_received(seat, messages, match) > 0


def play_out(table: Table, clicks: int = 4000) -> Match:
    for _ in range(clicks):
        if not table.step():
            return table.match()
    raise AssertionError("the game did not end")


def finish(table: Table) -> None:
    """The end on every guest page; every message each got matches the engine's view of its seat."""
    match = table.match()
    assert match.over
    for device in table.guests.values():
        device.page.wait_for_selector("#play.guest[data-game-over]", timeout=STEP_TIMEOUT_MS)
    table.keep_received()
    for seat, _device, messages in table.history:
        assert check_received(seat, messages, match) > 0
    keep_figures(table.figures)
    for device in [table.host, *table.guests.values()]:
        device.close()
    assert not table.problems.all(), "\n".join(table.problems.all())


def test_a_whole_ink_game_on_three_devices_two_persons_on_the_host(browser: Any, site_url: str) -> None:
    """Ramen Ink: Ken and Yuki on the host (moved there on the host's screen), Mai (first moved to a device of
    her own) and Rin each on their own device."""
    seats = [("human", "Mai"), ("human", "Ken"), ("human", "Yuki"), ("human", "Rin")]
    table = Table(browser, site_url, PageProblems(), "ink", seats, (0, 3))
    table.open()
    play_out(table)
    finish(table)


def test_a_whole_extreme_game_on_three_devices(browser: Any, site_url: str) -> None:
    """Ramen Extreme: a computer on the host, Ken (the first person, moved off the host on its screen) and
    Yuki each on their own device, to the end (the person seats' clicks are what takes time here). The
    computer is normal: an easy one never claims a bowl, and the game ran to the round limit (690 moves)."""
    seats = [("bot", "Computer"), ("human", "Ken"), ("human", "Yuki")]
    table = Table(browser, site_url, PageProblems(), "extreme", seats, (1, 2), level="normal")
    table.open()
    started = time.monotonic()
    match = play_out(table)
    table.figures["extreme_game"] = {"s": round(time.monotonic() - started, 1), "actions": len(match.record.actions)}
    finish(table)


def hand_a_gone_guest_to_a_computer(table: Table, guest: Device) -> None:
    """Ken's page closes: the host waits for his device and says so, then lets a computer play his seat,
    which it does when his turn comes."""
    guest.close()
    host = table.host.page
    host.wait_for_selector(".net-banner[data-waiting='1']", timeout=STEP_TIMEOUT_MS)
    host.click("button[data-cmd=net-computer][data-arg='1']")
    host.wait_for_selector(".net-banner", state="detached", timeout=STEP_TIMEOUT_MS)
    seats = table.record().seats
    assert seats[1].is_bot and seats[1].name == "Ken"
    kens_turn = False
    for _ in range(100):
        to_act = table.match().to_act
        if to_act == 1:
            kens_turn = True
        elif kens_turn:
            return
        assert table.step()
    raise AssertionError("the computer never played Ken's seat")


def qr_video(svg_path: str, modules: int, out: Path, scale: int = 8) -> None:
    """A still video (Y4M, what Chromium's fake camera plays) of the QR code an SVG path draws."""
    import re

    dark = {(int(x) - 4, int(y) - 4) for x, y in re.findall(r"M(\d+),(\d+)h1v1h-1z", svg_path)}
    side = 480
    offset = (side - (modules + 8) * scale) // 2 + 4 * scale
    luma = bytearray([235]) * (side * side)
    for x, y in dark:
        for dy in range(scale):
            start = (offset + y * scale + dy) * side + offset + x * scale
            luma[start:start + scale] = bytes([16]) * scale
    chroma = bytes([128]) * (side // 2 * side // 2)
    frame = b"FRAME\n" + bytes(luma) + chroma + chroma
    out.write_bytes(f"YUV4MPEG2 W{side} H{side} F10:1 Ip A1:1 C420jpeg\n".encode() + frame * 2)


def checked(page: Page) -> str:
    """axe-core's violations and the layout problems (tests/browser/screens.py) of the screen shown, in words."""
    violations = run_axe(page)
    layout = layout_problems(page)
    return (format_axe(violations) if violations else "") + (format_layout(layout) if layout else "")


def test_a_guest_joins_by_scanning_the_host_qr_code(playwright: Any, site_url: str, tmp_path: Path) -> None:
    """The camera path: Chromium's fake camera plays a video of the host's QR code; the guest page reads it
    (BarcodeDetector where the browser has it, else the vendored jsQR) and answers, and the seat joins. The
    screens on the way have no axe-core violation and no layout problem (host at 768x1024, guest 390x844).
    Then the guest's page closes and a computer plays its seat."""
    video = tmp_path / "qr.y4m"
    video.write_bytes(b"")
    camera = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS + [
        "--disable-features=WebRtcHideLocalIpsWithMdns", "--use-fake-device-for-media-stream",
        "--use-fake-ui-for-media-stream", f"--use-file-for-fake-video-capture={video}"])
    try:
        problems = PageProblems()
        table = Table(camera, site_url, problems, "ink", [("human", "Mai"), ("human", "Ken")], (),
                      host=Device(camera, site_url, problems, 768, 1024, bypass_csp=True))
        host = table.host.page
        host.click("button[data-cmd=choose-game][data-arg=ink]")
        for index, (kind, name) in enumerate(table.seats):
            host.select_option(f"select[data-field=kind][data-seat='{index}']", kind)
            host.fill(f"input[data-field=name][data-seat='{index}']", name)
            host.dispatch_event(f"input[data-field=name][data-seat='{index}']", "change")
        host.click("button[data-cmd=net-host]")
        qr = host.wait_for_selector("li[data-net-seat='1'] svg.net-qr", timeout=STEP_TIMEOUT_MS)
        code = host.locator("#offer-1").get_attribute("data-code") or ""
        modules = int(qr.get_attribute("data-qr-modules") or 0)
        qr_video(host.locator("li[data-net-seat='1'] svg.net-qr path").get_attribute("d") or "", modules, video)
        guest = Device(camera, site_url, problems, 390, 844, bypass_csp=True)
        guest.context.grant_permissions(["camera"])
        guest.page.click("button[data-cmd=net-join]")
        found = {"host codes": checked(host), "join": checked(guest.page)}
        detector = guest.page.evaluate("'BarcodeDetector' in window")
        guest.page.click("button[data-cmd=net-scan][data-arg=host-code]")
        answer = guest.page.wait_for_selector("#answer-code", timeout=STEP_TIMEOUT_MS).get_attribute("data-code") or ""
        answer_modules = int(guest.page.locator("svg.net-qr").get_attribute("data-qr-modules") or 0)
        found["answer"] = checked(guest.page)
        host.fill("#answer-1", answer)
        host.click("button[data-cmd=net-connect][data-arg='1']")
        try:
            host.wait_for_selector("li[data-net-seat='1'] [data-net-status=joined]", timeout=STEP_TIMEOUT_MS)
        except Exception as error:
            raise AssertionError(f"seat 1 never joined: the host {guest_state(table.host)}; "
                                 f"the guest {guest_state(guest)}") from error
        guest.page.wait_for_selector("#play.guest[data-seat='1']", timeout=STEP_TIMEOUT_MS)
        found["guest board"] = checked(guest.page)
        host.click("button[data-cmd=net-play]")
        host.wait_for_selector("#play")
        found["host game"] = checked(host)
        assert not any(found.values()), "\n".join(f"{name}: {text}" for name, text in found.items() if text)
        keep_figures({"qr": {"offer_chars": len(code), "offer_version": (modules - 17) // 4, "answer_chars": len(answer),
                              "answer_version": (answer_modules - 17) // 4, "reader": "BarcodeDetector" if detector else "jsQR"}})
        hand_a_gone_guest_to_a_computer(table, guest)
        assert not problems.all(), "\n".join(problems.all())
    finally:
        camera.close()
