"""The screens of a table on several devices (no browser here: ramen/ui/devices/host.py and guest.py draw
them): the host's invitations, a guest's joining, and a guest's board for its own seat, drawn by the game's
own board view from the view its host sent."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ramen.ui.markup.frame import top_bar
from ramen.core.choices import Picker
from ramen.core.strength import HINT_LABEL
from ramen.core.game import Game
from ramen.core.words import plural
from ramen.net.guest import Guest
from ramen.ui.markup.html import MINUS, button, esc
from ramen.ui.markup.qr import qr_svg
from ramen.ui.markup.chrome import chrome_icon
from ramen.ui.screens.play import render_frame
from ramen.ui.screens.strip import default_token_label
from ramen.ui.views import BoardContext, BoardView

#: what a guest seat on the host is waiting for
INVITE_STATUS = {
    "new": "Make a code for this seat's device.",
    "making": "Making the code…",
    "offered": "Show this code to {name}'s device, then scan or type the code it answers.",
    "connecting": "Connecting…",
    "joined": "{name}'s device has joined.",
    "left": "{name}'s device left. Make a new code to let it back in.",
}


def grouped(code: str) -> str:
    """A code in groups of four, easier to read out and to type (spaces are skipped when read)."""
    return " ".join(code[i:i + 4] for i in range(0, len(code), 4))


@dataclass
class Invite:
    """One guest seat as the host sees it."""

    seat: int
    name: str
    #: the host's connection the shown code opens
    connection: str | None = None
    code: str = ""
    status: str = "new"
    error: str = ""
    #: what was typed into its answer field so far (kept across drawings)
    typed: str = ""
    #: the code's QR code: rows of modules
    qr: list[str] = field(default_factory=list)


def scan_button(target: str, label: str) -> str:
    """Read a code with the camera into the field ``target`` (and go on as if it was typed)."""
    return button("Scan the QR code", cmd="net-scan", arg=target, cls="secondary", label=label)


#: the statuses of a guest seat in which it may still move to the host's device (no device is joining)
MOVABLE = ("new", "offered", "left")


def where_buttons(seat: int, name: str, here: bool, enabled: bool = True) -> str:
    """Where a person's seat is played: on the host's device or on a device of its own."""
    choices = (("here", "This device", here), ("away", "Another device", not here))
    why = f"{name}'s device is joining or has joined."
    buttons = "".join(button(label, cmd="net-where", arg=f"{seat}:{where}", pressed=chosen, cls="where-button",
                             enabled=enabled or chosen, title=None if enabled or chosen else why)
                      for where, label, chosen in choices)
    return f"<div class=\"net-where\" role=\"group\" aria-label=\"Where {esc(name)} plays\">{buttons}</div>"


def _seat_heading(seat: int, name: str) -> str:
    return f"<h2 class=\"net-seat-h\">{esc(name)} <span class=\"seat-no\">(seat {seat + 1})</span></h2>"


def render_host(title: str, invites: list[Invite], local: list[str], started: bool, refusals: int,
                can_scan: bool = False, people_here: list[tuple[int, str]] | None = None) -> str:
    """The host's screen: each person's seat, where it is played (``people_here``: the persons' seats on
    this device, as (seat, name)), and each guest seat's code and the field for its device's answer."""
    rows: list[tuple[int, str]] = []
    for seat, person in people_here or []:
        rows.append((seat, f"<li class=\"net-seat\" data-net-seat=\"{seat}\" data-net-where=\"here\">{_seat_heading(seat, person)}"
                           + where_buttons(seat, person, True)
                           + f"<p class=\"net-status\" data-net-status=\"here\">{esc(person)} plays on this device.</p></li>"))
    for invite in invites:
        name = esc(invite.name)
        status = esc(INVITE_STATUS[invite.status].format(name=invite.name))
        parts = [_seat_heading(invite.seat, invite.name),
                 where_buttons(invite.seat, invite.name, False, invite.status in MOVABLE),
                 f"<p class=\"net-status\" data-net-status=\"{esc(invite.status)}\">{status}</p>"]
        if invite.error:
            parts.append(f"<p class=\"message error\" role=\"alert\">{esc(invite.error)}</p>")
        if invite.status in ("offered", "connecting") and invite.code:
            parts.append(qr_svg(invite.qr, f"QR code of the code for {invite.name}'s device")
                         + f"<label class=\"net-label\" for=\"offer-{invite.seat}\">Code for {name}'s device</label>"
                         f"<textarea id=\"offer-{invite.seat}\" class=\"net-code\" readonly rows=\"7\" "
                         f"data-code=\"{esc(invite.code)}\">{esc(grouped(invite.code))}</textarea>"
                         f"<label class=\"net-label\" for=\"answer-{invite.seat}\">The code {name}'s device answers</label>"
                         f"<textarea id=\"answer-{invite.seat}\" class=\"net-code\" rows=\"5\" autocomplete=\"off\" "
                         f"spellcheck=\"false\" data-field=\"net-answer\" data-net-seat=\"{invite.seat}\">{esc(invite.typed)}</textarea>"
                         + button("Connect", cmd="net-connect", arg=str(invite.seat), cls="primary",
                                  label=f"Connect {invite.name}'s device", enabled=invite.status == "offered")
                         + (scan_button(str(invite.seat), f"Scan the QR code of {invite.name}'s device")
                            if can_scan and invite.status == "offered" else ""))
        if invite.status in ("new", "left", "offered"):
            again = invite.status == "offered"
            parts.append(button("New code" if again else "Make a code", cmd="net-invite", arg=str(invite.seat),
                                cls="secondary", label=f"{'New code' if again else 'Make a code'} for {invite.name}"))
            parts.append(computer_button(invite.seat, invite.name))
        rows.append((invite.seat, f"<li class=\"net-seat\" data-net-seat=\"{invite.seat}\" data-net-where=\"away\">"
                                  f"{''.join(parts)}</li>"))
    here = (f"<p class=\"net-local\">On this device: {esc(', '.join(local))}.</p>" if local else "")
    refused = (f"<p class=\"net-refused\" data-refused=\"{refusals}\">{plural(refusals, 'message')} from the devices "
               "refused (see the browser console).</p>" if refusals else "")
    return (f"<main id=\"net-host\" class=\"screen net\">{top_bar(f'{title} on several devices')}"
            "<p class=\"hint\">Each device opens this page, taps <strong>Join a table</strong> and scans its seat's QR "
            "code, or types or pastes the code. The devices talk directly over this network: nothing goes through the internet.</p>"
            f"{here}<ol class=\"net-seats\">{''.join(row for _, row in sorted(rows))}</ol>{refused}"
            + button("Back to the game" if started else "Start playing", cmd="net-play", cls="primary start-button")
            + "</main>")


def computer_button(seat: int, name: str) -> str:
    """Hand a guest seat whose device is gone to a computer opponent (for the rest of the game)."""
    return button("Computer plays", cmd="net-computer", arg=str(seat), cls="secondary",
                  label=f"Computer plays {name}'s seat")


def render_banner(names: list[str], waiting: list[int]) -> str:
    """The host's game screen, while guest seats have no device: who is awaited, and the ways on."""
    if not waiting:
        return ""
    who = ", ".join(names[seat] for seat in waiting)
    return (f"<div class=\"net-banner\" role=\"status\" data-waiting=\"{','.join(map(str, waiting))}\">"
            f"<span>Waiting for {esc(who)}: no device is playing {'that seat' if len(waiting) == 1 else 'those seats'}.</span>"
            + button("Codes for the devices", cmd="net-host-screen", cls="secondary")
            + "".join(computer_button(seat, names[seat]) for seat in waiting) + "</div>")


@dataclass
class GuestPage:
    """A guest device: how far joining went, and the seat it plays once joined."""

    #: "code" (asks for the host's code), "answering", "answer" (shows the answer code), "playing", "lost"
    stage: str = "code"
    answer_code: str = ""
    error: str = ""
    guest: Guest | None = None
    #: the guest joining on the connection being made (it becomes ``guest`` once welcomed)
    joining: Guest | None = None
    connection: str | None = None
    game: Game[Any, Any, Any] | None = None
    board: BoardView | None = None
    prefix: tuple[str, ...] = ()
    ui: dict[str, Any] = field(default_factory=dict)
    #: why the last tap on the board was refused here ("" when it was not)
    message: str = ""
    #: an action sent and not yet answered by a new state
    sending: bool = False
    #: a hint asked for and not yet answered
    hinting: bool = False
    #: what was typed into the host's-code field so far (kept across drawings)
    typed: str = ""
    #: the answer code's QR code: rows of modules
    qr: list[str] = field(default_factory=list)
    #: this browser has a camera API (the QR code can be scanned)
    can_scan: bool = False

    def picker(self) -> Picker | None:
        guest = self.guest
        if guest is None or self.sending or guest.to_act != guest.seat or not guest.legal:
            return None
        picker = Picker(guest.legal, self.prefix)
        self.prefix = picker.prefix
        return picker

    def current_hint(self) -> dict[str, Any] | None:
        """The host's hint for this very moment, while this seat is to act."""
        guest = self.guest
        if guest is None or guest.hint is None or guest.hint.get("at") != guest.at or guest.to_act != guest.seat:
            return None
        return guest.hint

    def context(self) -> BoardContext:
        guest = self.guest
        assert guest is not None and self.game is not None and guest.view is not None
        picker = self.picker()
        hint = self.current_hint() if picker is not None else None
        return BoardContext(game=self.game, state=None, view=guest.view, viewer=guest.seat, names=guest.names,
                            picker=picker, ui=self.ui, bot_seats=tuple(guest.bots),
                            hint=tuple(str(hint["action"]).split()) if hint else ())


def _join_form(page: GuestPage, lost: bool) -> str:
    intro = ("The connection to the host was lost. Ask the host for a new code for your seat and type it here."
             if lost else "Scan the QR code the host's device shows for your seat, or type or paste its code.")
    error = f"<p class=\"message error\" role=\"alert\">{esc(page.error)}</p>" if page.error else ""
    return (f"<p>{esc(intro)}</p>{error}<label class=\"net-label\" for=\"host-code\">The host's code</label>"
            "<textarea id=\"host-code\" class=\"net-code\" rows=\"5\" autocomplete=\"off\" spellcheck=\"false\" "
            f"data-field=\"net-code\">{esc(page.typed)}</textarea>"
            + button("Join", cmd="net-answer", cls="primary", enabled=page.stage in ("code", "lost"))
            + (scan_button("host-code", "Scan the QR code of the host") if page.can_scan else ""))


def render_guest(page: GuestPage) -> str:
    """A guest's screen: joining, or its seat's board."""
    guest = page.guest
    joined = guest is not None and guest.view is not None
    if not (page.stage == "playing" and joined) and not (page.stage == "lost" and joined):
        if page.stage == "answer":
            body = ("<p>Show this code to the host to scan (or read it out), and wait here.</p>"
                    + qr_svg(page.qr, "QR code of your answer code") + "<label class=\"net-label\" for=\"answer-code\">Your answer code</label>"
                    f"<textarea id=\"answer-code\" class=\"net-code\" readonly rows=\"7\" data-code=\"{esc(page.answer_code)}\">"
                    f"{esc(grouped(page.answer_code))}</textarea><p class=\"net-status\" data-net-status=\"waiting\">"
                    "Waiting for the host…</p>")
        elif page.stage == "answering":
            body = "<p class=\"net-status\" data-net-status=\"answering\">Making your answer code…</p>"
        else:
            body = _join_form(page, page.stage == "lost")
        return f"<main id=\"net-join\" class=\"screen net\">{top_bar('Join a table')}{body}</main>"
    return render_guest_board(page)


def render_guest_board(page: GuestPage) -> str:
    guest = page.guest
    assert guest is not None and guest.seat is not None and page.game is not None
    ctx = page.context()
    names = guest.names
    seat = guest.seat
    if page.stage == "lost":
        status = "The connection to the host was lost."
    elif guest.view is not None and guest.view.get("over"):
        status = "The game is over."
    elif guest.to_act is None:
        status = "The game is over."
    elif guest.to_act == seat:
        status = "Sending…" if page.sending else "Your turn"
    elif guest.to_act in guest.waiting:
        status = f"{names[guest.to_act]}'s turn: waiting for their device"
    else:
        status = f"{names[guest.to_act]}'s turn"
    refusal = page.message or guest.refusal
    message = f"<p class=\"message error\" role=\"alert\">{esc(refusal)}</p>" if refusal else ""
    strip = _strip(page, ctx, status=f"<h2 id=\"status\" class=\"status\" tabindex=\"-1\">{esc(status)}</h2>")
    board = page.board.render_board(ctx) if page.board is not None else f"<pre class=\"raw-view\">{esc(guest.view)}</pre>"
    dock = page.board.render_dock(ctx) if page.board is not None and page.board.render_dock is not None else ""
    end = _scores(guest) if guest.scores else ""
    rejoin = _join_form(page, True) if page.stage == "lost" else ""
    log = "".join(f"<li>{esc(line)}</li>" for _, line in reversed(guest.log[-200:]))
    over = (" data-game-over=\"true\"" if guest.scores else "") + (" data-sending" if page.sending else "")
    can_undo = ctx.picker is not None and guest.can_undo
    undo = button(chrome_icon("undo"), cmd="undo", enabled=can_undo, cls="icon-button", key="undo", label="Undo",
                  title="Take back your last move" if can_undo else
                  "Only your own moves this turn that revealed nothing can be taken back")
    # the same frame as the game screen's (ramen/ui/screens/play.py): the top line, the table, the dock
    return render_frame(page.game.id, page.game.title, f"{names[seat]}'s device", strip, undo,
                        table=f"{message}{rejoin}{end}<div id=\"board\" class=\"board\">{board}</div>",
                        log=(f"<details id=\"log\" class=\"log\"><summary>Game log ({len(guest.log)}), newest first</summary>"
                             f"<ol class=\"log-lines\" reversed tabindex=\"0\" aria-label=\"Game log\">{log}</ol></details>"),
                        dock=dock, cls=" guest", attrs=f" data-seat=\"{seat}\" data-at=\"{guest.at}\"{over}")


def _label(page: GuestPage, token: str, prefix: tuple[str, ...], ctx: BoardContext) -> str:
    custom = page.board.token_label if page.board is not None else None
    label = custom(token, prefix, ctx) if custom is not None else None
    return label or default_token_label(token, ctx.names)


def _strip(page: GuestPage, ctx: BoardContext, status: str = "") -> str:
    picker = ctx.picker
    text, buttons = "", []
    if picker is not None:
        hint = page.current_hint()
        if picker.prefix:
            chosen = " › ".join(esc(_label(page, t, picker.prefix[:i], ctx)) for i, t in enumerate(picker.prefix))
            text = f"<span class=\"chosen\">{chosen} ›</span>"
            complete = picker.complete()
            if complete is not None and picker.options():
                hinted = " hinted" if hint is not None and hint.get("action") == complete else ""
                buttons.append(button("Confirm", cmd="act", arg=complete, cls="primary" + hinted, key="confirm"))
            buttons.append(button("Cancel", cmd="cancel", cls="secondary", key="cancel"))
        elif hint is None:
            text = "<span class=\"hint\">Choose on the table.</span>"
        if hint is not None:
            text += (f"<span class=\"hint-text\" data-hint-action=\"{esc(str(hint['action']))}\">"
                     f"{HINT_LABEL}: {esc(str(hint['text']))}</span>")
        can_hint = not page.hinting and hint is None
        buttons.append(button("Thinking…" if page.hinting else "Hint", cmd="hint", cls="secondary", key="hint",
                              enabled=can_hint, title=None if can_hint else (
                                  "Working out a hint…" if page.hinting else "The hint is shown above the board.")))
    return (f"<div id=\"strip\" class=\"choice-strip\">{status}<p id=\"why\" class=\"strip-text\">{text}</p>"
            f"<div class=\"strip-buttons\">{''.join(buttons)}</div></div>")


def _scores(guest: Guest) -> str:
    names = guest.names
    rows = []
    for place, seat in enumerate(guest.ranking, start=1):
        sheet = guest.scores[seat]
        lines = "".join(f"<li><span>{esc(str(label))}</span>"
                        f"<span class=\"pts\">{str(points).replace('-', MINUS)}</span></li>" for label, points in sheet["breakdown"])
        rows.append(f"<li class=\"rank{' winner' if seat in guest.winners else ''}\" data-seat=\"{seat}\">"
                    f"<div class=\"rank-head\"><span class=\"place\">{place}.</span> <strong>{esc(names[seat])}</strong> "
                    f"<span class=\"total\">{plural(int(sheet['total']), 'point', minus=MINUS)}</span></div>"
                    f"<ul class=\"breakdown\">{lines}</ul></li>")
    winners = " and ".join(names[s] for s in guest.winners)
    return (f"<section class=\"net-end\" aria-labelledby=\"net-end-h\"><h2 id=\"net-end-h\">Game over: {esc(winners)} "
            f"{'wins' if len(guest.winners) == 1 else 'share the win'}</h2><ol class=\"ranking\">{''.join(rows)}</ol></section>")
