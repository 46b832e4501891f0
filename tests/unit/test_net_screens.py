"""The screens of a table on several devices, drawn without a browser: a guest's board is the game's own
board for its seat, from what its host sent (its own hand only), and the host's screen escapes names."""

from __future__ import annotations

import re

import pytest

from ramen.core.registry import get_game
from ramen.net.guest import Guest
from ramen.net.host import Host
from ramen.ui.devices.screens import GuestPage, Invite, qr_svg, render_banner, render_guest, render_host
from ramen.ui.screens.play import PlayScreen, render_play
from ramen.ui.views import get_view
from tests.unit.test_net_protocol import Table, fury_match


def guest_page(table: Table, connection: str) -> GuestPage:
    guest = table.guests[connection]
    return GuestPage(stage="playing", guest=guest, connection=connection, game=get_game("fury"), board=get_view("fury"))


def test_a_guest_board_shows_its_own_hand_and_no_other() -> None:
    table = Table(fury_match())
    match = table.host.match
    for connection, seat in (("conn-1", 1), ("conn-2", 2)):
        html = render_guest(guest_page(table, connection))
        assert re.findall(r'class="fury-hand"[^>]*data-seat="(\d)"', html) == [str(seat)]
        for card in set(match.state.hands[seat]):
            assert f'data-card="{card}"' in html
    ken = render_guest(guest_page(table, "conn-1"))
    assert 'data-cmd="pick' in ken or 'data-cmd="act"' in ken  # Ken is to act: his board offers moves
    yuki = render_guest(guest_page(table, "conn-2"))
    assert "Ken&#x27;s turn</h2>" in yuki and 'data-at="0"' in yuki


def test_joining_screens() -> None:
    assert 'id="host-code"' in render_guest(GuestPage())
    answer = render_guest(GuestPage(stage="answer", answer_code="RGABCDEFGH", qr=["101", "010", "101"]))
    assert "RGAB CDEF GH" in answer and 'data-qr-modules="3"' in answer
    lost = GuestPage(stage="lost", guest=Guest("x"))
    assert "connection to the host was lost" in render_guest(lost)


def test_host_screen_and_banner_escape_names() -> None:
    invite = Invite(1, "<b>Ken</b>", "c1", "RGABC", "offered")
    html = render_host("Ramen Fury", [invite], ["Mai"], False, 2)
    assert "<b>Ken</b>" not in html and "&lt;b&gt;Ken&lt;/b&gt;" in html
    assert 'data-refused="2"' in html and 'data-cmd="net-connect"' in html
    assert render_banner(["Mai", "<i>Ken</i>"], []) == ""
    assert "&lt;i&gt;Ken" in render_banner(["Mai", "<i>Ken</i>"], [1])
    assert qr_svg([], "x") == "" and qr_svg(["1"], '"') .count("h1v1h-1z") == 1


def test_a_person_seat_moves_between_the_host_and_a_device_of_its_own() -> None:
    """The host's screen offers each person's seat both places; a seat moved onto the host stops being
    a guest seat (its code voided), and one moved away waits for its device."""
    match = fury_match()
    host = Host(match, [1, 2])
    code = host.invite(2)
    host.release(2)
    assert host.guest_seats == (1,) and code not in host.pending
    host.add_guest_seat(0)
    assert host.guest_seats == (0, 1) and host.waiting_seats() == [0, 1]
    with pytest.raises(ValueError):
        host.add_guest_seat(3)  # the computer's seat stays on the host
    offered = Invite(1, "Ken", "c1", "RGABC", "offered")
    joined = Invite(2, "Yuki", "c2", "", "joined")
    html = render_host("Ramen Fury", [joined, offered], ["Mai", "Computer"], False, 0, people_here=[(0, "Mai")])
    assert re.findall(r'<li class="net-seat" data-net-seat="(\d)" data-net-where="(\w+)"', html) == [
        ("0", "here"), ("1", "away"), ("2", "away")]
    for seat, where, pressed in ((0, "here", "true"), (0, "away", "false"), (1, "here", "false"), (1, "away", "true")):
        tag = re.search(rf'<button[^>]*data-arg="{seat}:{where}"[^>]*>', html)
        assert tag is not None and f'aria-pressed="{pressed}"' in tag.group(0) and "disabled" not in tag.group(0)
    stays = re.search(r'<button[^>]*data-arg="2:here"[^>]*>', html)
    assert stays is not None and "disabled" in stays.group(0)  # a joined device keeps its seat
    assert "Mai plays on this device." in html


def test_two_persons_on_the_host_pass_it_as_in_any_game() -> None:
    """Mai and Yuki on the host, Ken on his own device: the host asks for a hand-off (no hand shown) before
    each of its persons' turns once someone else played, and shows the table (no hand) while Ken plays."""
    screen = PlayScreen(save_id="s", match=fury_match(), board=get_view("fury"), remote=frozenset({1}))
    match = screen.match
    seen: list[tuple[int, int | None, int | None]] = []
    while len(seen) < 8:
        screen.settle_viewer()
        seat = match.to_act
        assert seat is not None
        seen.append((seat, screen.viewer, screen.handoff_to))
        if screen.handoff_to is not None:
            assert 'class="fury-hand' not in render_play(screen)
            screen.viewer, screen.handoff_to = screen.handoff_to, None
        while match.to_act == seat:
            match.play(match.bot_choice() if match.is_bot_turn() else match.legal_texts()[0])
    assert seen[:4] == [(1, None, None), (2, None, 2), (3, None, None), (0, None, 0)]
    screen.banner = render_banner(match.names, [1])
    screen.viewer, screen.handoff_to = None, match.to_act
    assert 'class="net-banner"' in render_play(screen)  # who is awaited, on the hand-off screen too
