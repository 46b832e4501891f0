"""The host's side of a table on several devices: it holds the match, hands each guest seat a one-time
join code and, once joined, a secret token, checks every guest message as a local move is checked, and
sends each guest connection only its own seat's view.

A connection is whatever the transport calls it (a data channel's id in the page, a name in the tests);
``receive`` and ``updates`` return the messages to send as (connection, text) pairs.
"""

from __future__ import annotations

import hmac
import logging
import secrets
from dataclasses import dataclass, field
from typing import Any, Iterable

from ramen.core.errors import IllegalAction, RecordError
from ramen.core.match import Match
from ramen.net.protocol import Refused, encode, parse_guest_message

#: a message to send: (connection, text)
Outgoing = tuple[str, str]

LOG = logging.getLogger("ramen.net")


@dataclass(frozen=True)
class Refusal:
    """A guest message the host did not take, for the host's log."""

    connection: str
    seat: int | None
    reason: str
    #: the start of the message as it came
    excerpt: str


@dataclass(frozen=True)
class HintAsk:
    """A guest seat asked for a hint for its move at a moment (``at`` actions played): the page works it
    out as it works out a local person's hint, then ``Host.hint_message`` answers."""

    connection: str
    seat: int
    at: int
    seq: int


@dataclass
class Reply:
    """What the host does after a guest message: the messages to send, whether the game moved (a move
    or an undo), and a hint to work out."""

    out: list[Outgoing] = field(default_factory=list)
    moved: bool = False
    hint: HintAsk | None = None


class Host:
    """The authority of a game played on several devices (see ``ramen.net.protocol`` for the messages)."""

    def __init__(self, match: Match, guest_seats: Iterable[int]) -> None:
        self.match = match
        seats = sorted(set(guest_seats))
        for seat in seats:
            if not 0 <= seat < len(match.record.seats) or match.record.seats[seat].is_bot:
                raise ValueError(f"seat {seat} cannot be played from another device")
        #: the seats played on guest devices
        self.guest_seats: tuple[int, ...] = tuple(seats)
        #: join code -> the seat it opens (each works once)
        self.pending: dict[str, int] = {}
        #: connection -> the seat it plays, once joined
        self.bound: dict[str, int] = {}
        #: seat -> its secret token for the connection that joined it last
        self.tokens: dict[int, str] = {}
        #: seat -> the highest sequence number taken from it (a message with no higher one is a replay)
        self.last_seq: dict[int, int] = {}
        #: connection -> the log lines it was sent, so that only the new ones travel
        self.sent_log: dict[str, list[tuple[int | None, str]]] = {}
        #: connection -> the join code it joined with (its join repeated, in case the first was lost, is
        #: answered again)
        self.joined_with: dict[str, str] = {}
        #: every message refused, oldest first
        self.refusals: list[Refusal] = []

    # --- seats and connections ------------------------------------------------------------------
    def invite(self, seat: int) -> str:
        """A new join code for ``seat`` (an earlier unused code for it no longer works)."""
        if seat not in self.guest_seats:
            raise ValueError(f"seat {seat} is not played from another device")
        for code in [c for c, s in self.pending.items() if s == seat]:
            del self.pending[code]
        code = secrets.token_urlsafe(6)  # 48 bits: it opens one seat once, and only with the host accepting the answer
        self.pending[code] = seat
        return code

    def connected_seats(self) -> set[int]:
        return set(self.bound.values())

    def waiting_seats(self) -> list[int]:
        """The guest seats with no device joined now."""
        joined = self.connected_seats()
        return [seat for seat in self.guest_seats if seat not in joined]

    def disconnect(self, connection: str) -> None:
        """The connection closed: its seat waits for a new join (its token no longer works)."""
        seat = self.bound.pop(connection, None)
        self.sent_log.pop(connection, None)
        self.joined_with.pop(connection, None)
        if seat is not None and seat not in self.bound.values():
            self.tokens.pop(seat, None)

    def add_guest_seat(self, seat: int) -> None:
        """``seat`` (a person's, played on the host so far) is played from another device from now on: it
        waits for a device, which joins with a code from ``invite``."""
        seats = self.match.record.seats
        if not 0 <= seat < len(seats) or seats[seat].is_bot:
            raise ValueError(f"seat {seat} cannot be played from another device")
        self.guest_seats = tuple(sorted(set(self.guest_seats) | {seat}))

    def release(self, seat: int) -> None:
        """``seat`` is no longer played from another device (the host plays it now: a person on the host's
        device, or a computer): its codes, its connection and its token stop working."""
        if seat not in self.guest_seats:
            raise ValueError(f"seat {seat} is not played from another device")
        self.guest_seats = tuple(s for s in self.guest_seats if s != seat)
        for code in [c for c, s in self.pending.items() if s == seat]:
            del self.pending[code]
        for connection in [c for c, s in self.bound.items() if s == seat]:
            self.disconnect(connection)
        self.tokens.pop(seat, None)

    # --- messages ---------------------------------------------------------------------------------
    def receive(self, connection: str, text: object) -> Reply:
        """Take one message from ``connection``: a join or an action. A refused message changes nothing
        but the log of refusals, and its sender is told why."""
        seat = self.bound.get(connection)
        seq: int | None = None
        try:
            message = parse_guest_message(text)
            if isinstance(message.get("seq"), int):
                seq = message["seq"]
            kind = message["type"]
            if kind == "join":
                return self._join(connection, message)
            if kind == "hint":
                return self._hint(connection, message)
            if kind == "undo":
                return self._undo(connection, message)
            return self._act(connection, message)
        except Refused as refusal:
            reason = str(refusal)
            self.refusals.append(Refusal(connection, seat, reason, str(text)[:120]))
            LOG.warning("refused a message from %s (seat %s): %s", connection, seat, reason)
            return Reply([(connection, encode("refused", seq=seq, reason=reason))])

    def _join(self, connection: str, message: dict[str, Any]) -> Reply:
        if connection in self.bound and self.joined_with.get(connection) == message["code"]:
            return self._welcome(connection, everyone=False)  # the same join again (repeated until answered)
        if connection in self.bound:
            raise Refused("this connection has joined already")
        seat = self.pending.pop(message["code"], None)
        if seat is None:
            raise Refused("that join code is not valid (each code works once)")
        for other in [c for c, s in self.bound.items() if s == seat]:  # a rejoin replaces the old device
            self.disconnect(other)
        token = secrets.token_urlsafe(18)
        self.bound[connection] = seat
        self.tokens[seat] = token
        self.last_seq[seat] = 0
        self.sent_log[connection] = []
        self.joined_with[connection] = message["code"]
        return self._welcome(connection, everyone=True)

    def _welcome(self, connection: str, everyone: bool) -> Reply:
        """The welcome of a joined connection, then its state (the whole log), and with ``everyone`` every
        other joined connection's (a seat joined: no longer waiting)."""
        seat = self.bound[connection]
        self.sent_log[connection] = []
        welcome = encode("welcome", seat=seat, token=self.tokens[seat], game=self.match.game.id, names=self.match.names)
        reply = Reply([(connection, welcome)])
        reply.out.extend(self.updates() if everyone else [(connection, self.state_message(connection))])
        return reply

    def _seat_to_act(self, connection: str, message: dict[str, Any]) -> int:
        """The seat a guest's act, hint or undo is for, once checked: the connection's own seat, its token,
        a new sequence number, this very moment, and that seat to act; else Refused."""
        seat = self.bound.get(connection)
        if seat is None:
            raise Refused("join the table first")
        if message["seat"] != seat:
            raise Refused(f"this connection plays seat {seat + 1}, not {message['seat'] + 1}")
        if not hmac.compare_digest(message["token"].encode(), self.tokens.get(seat, "").encode()):
            raise Refused("the token is not this seat's")
        if message["seq"] <= self.last_seq.get(seat, 0):
            raise Refused(f"message {message['seq']} was sent before (replayed or out of order)")
        self.last_seq[seat] = message["seq"]
        match = self.match
        if message["at"] != len(match.record.actions):
            raise Refused("the table has moved on since that choice")
        if match.to_act != seat:
            raise Refused("it is not this seat's turn")
        return seat

    def _act(self, connection: str, message: dict[str, Any]) -> Reply:
        self._seat_to_act(connection, message)
        match = self.match
        try:
            match.play(message["action"])
        except (IllegalAction, RecordError) as error:
            raise Refused(f"not a legal move now: {error}") from None
        except Exception as error:  # a text the notation cannot read in any way
            raise Refused(f"not a move: {error}"[:200]) from None
        return Reply(self.updates(), moved=True)

    def _hint(self, connection: str, message: dict[str, Any]) -> Reply:
        seat = self._seat_to_act(connection, message)
        return Reply(hint=HintAsk(connection, seat, message["at"], message["seq"]))

    def hint_message(self, ask: HintAsk, action: str, text: str) -> list[Outgoing]:
        """The hint worked out for ``ask``, counted in the record as a local person's is; nothing when the
        moment has passed or the seat's device is no longer that connection."""
        if self.bound.get(ask.connection) != ask.seat or len(self.match.record.actions) != ask.at:
            return []
        self.match.record.count_hint(ask.seat)
        return [(ask.connection, encode("hint", seat=ask.seat, seq=ask.seq, at=ask.at, action=action, text=text))]

    def work_out_hint(self, ask: HintAsk) -> list[Outgoing]:
        """The hint for ``ask`` worked out at once (the page slices the same search between its frames)."""
        from ramen.core.search import run_slice

        thinker = self.match.hint_search()
        while not thinker.done:
            run_slice(thinker, 1.0)
        return self.hint_message(ask, self.match.game.format_action(thinker.best()), thinker.explain())

    def _undo(self, connection: str, message: dict[str, Any]) -> Reply:
        self._seat_to_act(connection, message)
        if not self.match.can_undo():
            raise Refused("nothing to take back: only this seat's own moves this turn that revealed nothing")
        self.match.undo()
        return Reply(self.updates(), moved=True)

    def updates(self) -> list[Outgoing]:
        """The state message for every joined connection: its seat's view and the new log lines
        (call after any move, the host's own included)."""
        return [(connection, self.state_message(connection)) for connection in sorted(self.bound)]

    def state_message(self, connection: str) -> str:
        """What ``connection``'s seat may know now: its view, its legal moves when it is to act, and the
        log lines it has not been sent."""
        seat = self.bound[connection]
        match = self.match
        log = list(match.log)
        sent = self.sent_log.get(connection, [])
        common = 0
        while common < min(len(sent), len(log)) and sent[common] == log[common]:
            common += 1
        self.sent_log[connection] = log
        to_act = match.to_act
        ending: dict[str, Any] = {}
        if match.over:  # the final scores are open to everyone
            sheets = match.game.scores(match.state)
            ending = {"scores": [{"total": sheet.total, "breakdown": [list(line) for line in sheet.breakdown]}
                                 for sheet in sheets],
                      "ranking": list(match.game.outcome(match.state).ranking),
                      "winners": list(match.game.outcome(match.state).winners)}
        return encode("state", seat=seat, at=len(match.record.actions), to_act=to_act,
                      view=dict(match.game.view(match.state, seat)),
                      legal=match.legal_texts() if to_act == seat else [],
                      log_from=common, log=[[s, line] for s, line in log[common:]],
                      bots=[i for i, s in enumerate(match.record.seats) if s.is_bot],
                      waiting=self.waiting_seats(), names=match.names, seq=self.last_seq.get(seat, 0),
                      can_undo=to_act == seat and match.can_undo(), **ending)
