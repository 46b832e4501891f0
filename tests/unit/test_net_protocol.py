"""The table on several devices, without a browser: the host refuses every message it must refuse and
changes nothing then, and a whole seeded Ramen Fury game plays through a host and two guests over an
in-memory channel with no guest ever sent another seat's hand or the deck."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from ramen.core.match import Match
from ramen.core.record import Record, SeatInfo
from ramen.core.registry import get_game
from ramen.net.guest import Guest
from ramen.net.host import Host, Outgoing
from ramen.net.protocol import MAX_GUEST_MESSAGE, Refused, encode, parse_guest_message


def fury_match(seed: int = 7) -> Match:
    """Four seats: a person on the host, two guests, a computer."""
    seats = [SeatInfo("Mai"), SeatInfo("Ken"), SeatInfo("Yuki"), SeatInfo("Computer 1", "bot", "easy")]
    return Match(get_game("fury"), Record(game="fury", seed=seed, seats=seats, options={"first": 1}))


class Table:
    """A host and its guests joined over an in-memory channel that keeps every message each guest got."""

    def __init__(self, match: Match, guest_seats: tuple[int, ...] = (1, 2)) -> None:
        self.host = Host(match, guest_seats)
        self.guests: dict[str, Guest] = {}
        self.received: dict[str, list[str]] = {}
        for seat in guest_seats:
            self.join(f"conn-{seat}", self.host.invite(seat))

    def join(self, connection: str, code: str) -> Guest:
        guest = Guest(code)
        self.guests[connection] = guest
        self.received[connection] = []
        self.deliver(self.host.receive(connection, guest.hello()).out)
        return guest

    def deliver(self, out: list[Outgoing]) -> None:
        for connection, text in out:
            if connection in self.guests:
                self.received[connection].append(text)
                self.guests[connection].receive(text)

    def send(self, connection: str, text: str) -> bool:
        """A guest's message to the host; whether the game moved."""
        reply = self.host.receive(connection, text)
        self.deliver(reply.out)
        return reply.moved


def snapshot(match: Match) -> tuple[Any, ...]:
    return (list(match.record.actions), match.state)


def act_message(table: Table, connection: str) -> str:
    """A legal action of the guest on ``connection`` (it must be its turn)."""
    guest = table.guests[connection]
    assert guest.legal, "the guest has nothing to play"
    return guest.act(guest.legal[0])


@pytest.fixture
def table() -> Table:
    return Table(fury_match())


def test_guest_gets_its_seat_view_and_moves(table: Table) -> None:
    guest = table.guests["conn-1"]
    assert guest.seat == 1 and guest.game_id == "fury"
    match = table.host.match
    assert guest.view == json.loads(json.dumps(match.game.view(match.state, 1)))
    assert match.to_act == 1 and guest.legal == match.legal_texts()
    assert table.guests["conn-2"].legal == []
    assert table.send("conn-1", act_message(table, "conn-1"))
    assert len(match.record.actions) == 1


def refused(table: Table, connection: str, text: str, reason: str) -> None:
    """``text`` is refused with a reason containing ``reason``, logged, told to its sender, and changes nothing."""
    match = table.host.match
    before = snapshot(match)
    logged = len(table.host.refusals)
    seen = len(table.received.get(connection, []))
    assert not table.send(connection, text)
    assert snapshot(match) == before
    assert len(table.host.refusals) == logged + 1
    assert reason in table.host.refusals[-1].reason
    if connection in table.received:
        told = json.loads(table.received[connection][seen])
        assert told["type"] == "refused" and reason in told["reason"]


@pytest.mark.parametrize("text, reason", [
    ("not json", "not JSON"),
    ("[1, 2]", "not a JSON object"),
    ('{"type": "act"}', "version"),
    ('{"v": 2, "type": "join", "code": "x"}', "version 2"),
    ('{"v": true, "type": "join", "code": "x"}', "version"),
    ('{"v": 1, "type": "shout"}', "unknown message type"),
    ('{"v": 1, "type": "act", "seat": "1", "token": "t", "seq": 1, "at": 0, "action": "end"}', "seat as int"),
    ('{"v": 1, "type": "act", "seat": 1, "token": "t", "seq": true, "at": 0, "action": "end"}', "seq as int"),
    ('{"v": 1, "type": "act", "seat": 1, "token": "t", "seq": 1, "at": 0, "action": "end", "x": 1}', "unknown fields"),
    ("x" * (MAX_GUEST_MESSAGE + 1), "longer than"),
])
def test_malformed_messages_are_refused(table: Table, text: str, reason: str) -> None:
    refused(table, "conn-1", text, reason)


def test_a_join_code_works_once(table: Table) -> None:
    code = table.host.invite(2)
    table.join("conn-2b", code)
    refused(table, "conn-x", Guest(code).hello(), "not valid")
    refused(table, "conn-y", Guest("made-up").hello(), "not valid")


def test_a_new_invite_voids_the_old_code(table: Table) -> None:
    old = table.host.invite(2)
    table.host.invite(2)
    refused(table, "conn-x", Guest(old).hello(), "not valid")


def test_action_before_joining_is_refused(table: Table) -> None:
    guest = table.guests["conn-1"]
    refused(table, "stranger", guest.act(guest.legal[0]), "join the table first")


def test_replayed_message_is_refused(table: Table) -> None:
    message = act_message(table, "conn-1")
    assert table.send("conn-1", message)
    refused(table, "conn-1", message, "sent before")


def test_old_sequence_number_is_refused(table: Table) -> None:
    guest = table.guests["conn-1"]
    first = act_message(table, "conn-1")
    assert table.send("conn-1", first)
    stale = json.loads(act_message(table, "conn-1"))
    stale["seq"] = 1
    refused(table, "conn-1", json.dumps(stale), "sent before")
    assert guest.seq == 2


def test_wrong_token_is_refused(table: Table) -> None:
    forged = json.loads(act_message(table, "conn-1"))
    forged["token"] = "guessed"
    refused(table, "conn-1", json.dumps(forged), "token")


def test_acting_for_another_seat_is_refused(table: Table) -> None:
    """Guest 2 sends seat 1's move (seat 1 is to act), with its own token or with seat 1's: refused both ways."""
    seat1 = table.guests["conn-1"]
    own_token = json.loads(table.guests["conn-2"].act("end"))
    forged = {"v": 1, "type": "act", "seat": 1, "token": own_token["token"], "seq": 99, "at": seat1.at,
              "action": seat1.legal[0]}
    refused(table, "conn-2", json.dumps(forged), "this connection plays seat 3, not 2")
    forged["token"] = seat1.token  # even a stolen token only works on its own connection
    refused(table, "conn-2", json.dumps(forged), "this connection plays seat 3, not 2")


def test_out_of_turn_is_refused(table: Table) -> None:
    guest = table.guests["conn-2"]
    match = table.host.match
    assert match.to_act == 1
    legal_for_others = match.legal_texts()[0]
    refused(table, "conn-2", guest.act(legal_for_others), "not this seat's turn")


def test_stale_choice_is_refused(table: Table) -> None:
    guest = table.guests["conn-1"]
    message = json.loads(guest.act(guest.legal[0]))
    message["at"] = message["at"] + 3
    refused(table, "conn-1", json.dumps(message), "moved on")


def test_illegal_and_unreadable_moves_are_refused(table: Table) -> None:
    guest = table.guests["conn-1"]
    refused(table, "conn-1", guest.act("eat 9"), "legal")
    refused(table, "conn-1", guest.act("fly to the moon"), "legal")


def test_joining_twice_on_one_connection_is_refused(table: Table) -> None:
    refused(table, "conn-1", Guest(table.host.invite(2)).hello(), "joined already")


def test_a_join_repeated_on_its_connection_is_answered_again(table: Table) -> None:
    """A guest repeats its join until the host answers (a first message on a new channel can be lost):
    the same join on the same connection gets the same welcome and its state, changes nothing and is no
    refusal; its code still opens no other connection."""
    guest = table.guests["conn-1"]
    before = (snapshot(table.host.match), dict(table.host.bound), dict(table.host.tokens), len(table.host.refusals))
    reply = table.host.receive("conn-1", guest.hello())
    kinds = [(connection, json.loads(text)["type"]) for connection, text in reply.out]
    assert kinds == [("conn-1", "welcome"), ("conn-1", "state")]
    assert json.loads(reply.out[0][1])["token"] == guest.token and not reply.moved
    table.deliver(reply.out)
    assert guest.seat == 1 and guest.legal == table.host.match.legal_texts()
    assert (snapshot(table.host.match), dict(table.host.bound), dict(table.host.tokens), len(table.host.refusals)) == before
    refused(table, "conn-9", guest.hello(), "not valid")
    assert table.send("conn-1", act_message(table, "conn-1"))


def test_rejoin_replaces_the_old_device_and_its_token(table: Table) -> None:
    old = table.guests["conn-1"]
    old_message = old.act(old.legal[0])
    new = table.join("conn-1b", table.host.invite(1))
    assert new.seat == 1 and new.view == old.view and new.token != old.token
    assert "conn-1" not in table.host.bound
    refused(table, "conn-1", old_message, "join the table first")
    assert table.send("conn-1b", new.act(new.legal[0]))


def test_disconnect_marks_the_seat_waiting(table: Table) -> None:
    table.host.disconnect("conn-2")
    assert table.host.waiting_seats() == [2]
    state = json.loads(table.host.updates()[0][1])
    assert state["waiting"] == [2]


def test_host_refuses_seats_that_are_not_people() -> None:
    with pytest.raises(ValueError):
        Host(fury_match(), [3])
    with pytest.raises(ValueError):
        Host(fury_match(), [7])


def test_guest_refuses_malformed_host_messages() -> None:
    guest = Guest("c")
    with pytest.raises(Refused):
        guest.receive("{}")
    with pytest.raises(Refused):
        guest.receive(encode("state", seat=0, at=0))
    with pytest.raises(Refused):
        parse_guest_message(b"bytes")


def keys(value: object) -> set[str]:
    """Every key of every object inside ``value``."""
    if isinstance(value, dict):
        return set(value) | {k for v in value.values() for k in keys(v)}
    if isinstance(value, list):
        return {k for v in value for k in keys(v)}
    return set()


def test_a_whole_seeded_fury_game_through_host_and_two_guests() -> None:
    """Every move of the guests' seats goes through their messages; the host's person and the computer play
    on the host. Each state a guest gets is exactly its seat's view, with no other hand and no deck."""
    match = fury_match(seed=21)
    table = Table(match)
    rng = random.Random(5)
    moves = 0
    while not match.over:
        moves += 1
        assert moves < 2000
        seat = match.to_act
        if match.is_bot_turn():
            match.play(match.bot_choice())
            table.deliver(table.host.updates())
        elif seat == 0:
            match.play(rng.choice(match.legal_texts()))
            table.deliver(table.host.updates())
        else:
            connection = f"conn-{seat}"
            guest = table.guests[connection]
            assert guest.to_act == seat and guest.at == len(match.record.actions)
            assert table.send(connection, guest.act(rng.choice(guest.legal)))
        for connection, guest in table.guests.items():
            assert guest.view == json.loads(json.dumps(match.game.view(match.state, guest.seat)))
            assert guest.log == [(s, line) for s, line in match.log]
    assert table.host.refusals == []
    for connection, texts in table.received.items():
        seat = table.guests[connection].seat
        assert texts and seat is not None
        for text in texts:
            message = json.loads(text)
            assert not {"hands", "deck", "seed", "record", "state"} & keys(message)
            if message["type"] != "state":
                continue
            view = message["view"]
            assert view["viewer"] == seat
            for player in view["players"]:
                assert (player["hand"] is None) == (player["seat"] != seat)
            if message["to_act"] != seat:
                assert message["legal"] == []
    final = table.guests["conn-1"].view
    assert final is not None and final["over"]
    assert [s["total"] for s in table.guests["conn-2"].scores] == [s.total for s in match.game.scores(match.state)]


def test_a_guest_numbers_on_above_what_the_host_saw(table: Table) -> None:
    """A message of the seat's own with a high number (out of turn) is refused, and the guest's next
    message still goes through: the host tells the guest the highest number it saw."""
    match = table.host.match
    yuki = table.guests["conn-2"]
    message = json.loads(yuki.act("end"))
    message["seq"] = 500
    refused(table, "conn-2", json.dumps(message), "not this seat's turn")
    refused(table, "conn-2", json.dumps(message), "sent before")
    assert yuki.seq == 500
    while match.to_act != 2:
        guest = table.guests.get(f"conn-{match.to_act}")
        if guest is None:
            match.play(match.legal_texts()[0])
            table.deliver(table.host.updates())
        else:
            assert table.send(f"conn-{match.to_act}", guest.act(guest.legal[0]))
    assert table.send("conn-2", yuki.act(yuki.legal[0]))


def test_a_released_seat_takes_no_more_messages(table: Table) -> None:
    """The host hands seat 2 to a computer: its device's messages and its unused code stop working."""
    code = table.host.invite(2)
    yuki = table.guests["conn-2"]
    message = yuki.act("end")
    table.host.release(2)
    assert table.host.guest_seats == (1,) and table.host.waiting_seats() == []
    refused(table, "conn-2", message, "join the table first")
    refused(table, "conn-x", Guest(code).hello(), "not valid")
    with pytest.raises(ValueError):
        table.host.invite(2)


def test_a_guest_asks_for_a_hint_for_its_own_move(table: Table) -> None:
    """Ken, to act, asks: the host works the hint out from Ken's own view, as for a local person, counts
    it in the record and sends it to Ken's device only; nothing is played."""
    guest = table.guests["conn-1"]
    match = table.host.match
    reply = table.host.receive("conn-1", guest.ask_hint())
    assert reply.out == [] and not reply.moved and reply.hint is not None
    assert (reply.hint.connection, reply.hint.seat, reply.hint.at) == ("conn-1", 1, 0)
    table.deliver(table.host.work_out_hint(reply.hint))
    assert guest.hint is not None and guest.hint["text"] and guest.hint["action"] in guest.legal
    assert table.guests["conn-2"].hint is None and match.record.actions == []
    assert match.record.hints_used()[1] == 1
    hint = json.loads(table.received["conn-1"][-1])
    assert set(hint) == {"v", "type", "seat", "seq", "at", "action", "text"}
    table.send("conn-1", guest.act(guest.legal[0]))
    assert guest.hint is None  # a move since makes it stale


def test_a_hint_worked_out_after_the_moment_passed_is_not_sent(table: Table) -> None:
    guest = table.guests["conn-1"]
    ask = table.host.receive("conn-1", guest.ask_hint()).hint
    assert ask is not None
    table.send("conn-1", act_message(table, "conn-1"))
    assert table.host.work_out_hint(ask) == []
    assert table.host.match.record.hints_used()[1] == 0


@pytest.mark.parametrize("kind", ["hint", "undo"])
def test_forged_and_out_of_turn_hints_and_undos_are_refused(table: Table, kind: str) -> None:
    """Checked as an act is: the connection's own seat, its token, a new seq, this moment, its turn."""
    ken, yuki = table.guests["conn-1"], table.guests["conn-2"]
    base = {"v": 1, "type": kind, "seat": 1, "token": ken.token, "seq": 50, "at": 0}
    refused(table, "conn-2", json.dumps({**base, "token": yuki.token}), "plays seat 3, not 2")
    refused(table, "conn-1", json.dumps({**base, "token": "x" * len(ken.token)}), "token")
    refused(table, "conn-1", json.dumps({**base, "seq": 51, "at": 3}), "moved on")
    refused(table, "conn-1", json.dumps({**base, "seq": 51}), "sent before")
    refused(table, "conn-2", getattr(yuki, "ask_hint" if kind == "hint" else "undo")(), "not this seat's turn")
    refused(table, "conn-1", json.dumps({**base, "seq": 60, "extra": 1}), "unknown fields")
    refused(table, "conn-x", json.dumps(base), "join the table first")
    assert table.host.match.record.hints_used() == [0, 0, 0, 0]


def test_a_guest_takes_back_its_own_move_that_revealed_nothing(table: Table) -> None:
    ken = table.guests["conn-1"]
    match = table.host.match
    assert ken.can_undo is False
    refused(table, "conn-1", ken.undo(), "nothing to take back")
    assert table.send("conn-1", ken.act("prep corn b1"))
    assert ken.can_undo and ken.at == 1 and not table.guests["conn-2"].can_undo
    log = list(ken.log)
    assert table.send("conn-1", ken.undo())
    assert match.record.actions == [] and ken.at == 0 and len(ken.log) == len(log) - 1
    assert ken.view == json.loads(json.dumps(match.game.view(match.state, 1)))
    assert table.send("conn-1", ken.act("draw deck"))  # a card seen: no taking it back
    assert not ken.can_undo
    refused(table, "conn-1", ken.undo(), "nothing to take back")


def test_a_guest_cannot_take_back_another_seats_move(table: Table) -> None:
    """Ken's turn over, Yuki to act: her undo would take back Ken's move; refused."""
    ken, yuki = table.guests["conn-1"], table.guests["conn-2"]
    match = table.host.match
    while match.to_act == 1:
        table.send("conn-1", ken.act(next(a for a in ken.legal if not a.startswith("draw"))
                                     if any(not a.startswith("draw") for a in ken.legal) else ken.legal[0]))
    assert match.to_act == 2 and not yuki.can_undo
    before = len(match.record.actions)
    refused(table, "conn-2", yuki.undo(), "nothing to take back")
    assert len(match.record.actions) == before
