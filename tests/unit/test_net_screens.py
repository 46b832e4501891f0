"""The screens of a table on several devices, drawn without a browser: a guest's board is the game's own
board for its seat, from what its host sent (its own hand only), and the host's screen escapes names."""

from __future__ import annotations

import re

from ramen.core.registry import get_game
from ramen.net.guest import Guest
from ramen.ui.net_screens import GuestPage, Invite, qr_svg, render_banner, render_guest, render_host
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
    assert "Ken&#x27;s turn." in yuki and 'data-at="0"' in yuki


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
