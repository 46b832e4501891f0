"""A guest's side of a table on several devices: it joins with the host's one-time code, keeps the
state its host sends (its own seat's view, never another's) and sends the action its player chose, or
asks for a hint or to take back its own last move."""

from __future__ import annotations

from typing import Any

from ramen.net.protocol import Refused, encode, parse_host_message


class Guest:
    """One seat played on this device; the host decides everything."""

    def __init__(self, join_code: str) -> None:
        self.join_code = join_code
        self.seat: int | None = None
        self.token = ""
        self.game_id = ""
        self.names: list[str] = []
        self.seq = 0
        #: the actions played when the last state came (an action is for that moment)
        self.at = -1
        self.to_act: int | None = None
        self.view: dict[str, Any] | None = None
        self.legal: list[str] = []
        self.log: list[tuple[int | None, str]] = []
        self.bots: list[int] = []
        self.waiting: list[int] = []
        #: at the end: each seat's {"total", "breakdown"}, the seats best first, the winners
        self.scores: list[dict[str, Any]] = []
        self.ranking: list[int] = []
        self.winners: list[int] = []
        #: the host's last refusal of one of this guest's messages
        self.refusal: str | None = None
        #: this seat, to act, may take back its last move (the host says so in each state)
        self.can_undo = False
        #: the hint the host worked out for this seat: {"at", "action", "text"} (for that moment only)
        self.hint: dict[str, Any] | None = None

    @property
    def joined(self) -> bool:
        return self.seat is not None

    def hello(self) -> str:
        """The first message on a new connection."""
        return encode("join", code=self.join_code)

    def receive(self, text: object) -> str:
        """Take one message from the host; returns its type. Refused for a message that is not one."""
        message = parse_host_message(text)
        kind = str(message["type"])
        if kind == "welcome":
            self.seat, self.token = message["seat"], message["token"]
            self.game_id, self.names = message["game"], [str(n) for n in message["names"]]
            self.seq = 0
        elif kind == "state":
            if message["seat"] != self.seat:
                raise Refused("a state for another seat")
            self.at, self.to_act = message["at"], message.get("to_act")
            self.view, self.legal = message["view"], [str(a) for a in message["legal"]]
            start = max(0, min(message["log_from"], len(self.log)))
            self.log = self.log[:start] + [(entry[0], str(entry[1])) for entry in message["log"]]
            self.bots = list(message.get("bots", []))
            self.waiting = list(message.get("waiting", []))
            self.names = [str(n) for n in message.get("names", self.names)]
            self._catch_up(message.get("seq"))
            self.scores = list(message.get("scores", []))
            self.ranking = list(message.get("ranking", []))
            self.winners = list(message.get("winners", []))
            self.can_undo = message.get("can_undo") is True
            if self.hint is not None and self.hint["at"] != self.at:
                self.hint = None
            self.refusal = None
        elif kind == "hint":
            if message["seat"] != self.seat:
                raise Refused("a hint for another seat")
            if message["at"] == self.at:
                self.hint = {"at": message["at"], "action": message["action"], "text": message["text"]}
        else:
            self.refusal = str(message["reason"])
            self._catch_up(message.get("seq"))
        return kind

    def _catch_up(self, seq: object) -> None:
        """The host took (or saw) numbers up to ``seq`` from this seat: the next message goes above them."""
        if isinstance(seq, int) and not isinstance(seq, bool):
            self.seq = max(self.seq, seq)

    def act(self, action: str) -> str:
        """The message that asks the host to play ``action`` for this seat."""
        return self._ask("act", action=action)

    def ask_hint(self) -> str:
        """The message that asks the host for a hint for this seat's move now."""
        return self._ask("hint")

    def undo(self) -> str:
        """The message that asks the host to take back this seat's last move."""
        return self._ask("undo")

    def _ask(self, kind: str, **fields: Any) -> str:
        if self.seat is None:
            raise Refused("not joined yet")
        self.seq += 1
        return encode(kind, seat=self.seat, token=self.token, seq=self.seq, at=self.at, **fields)
