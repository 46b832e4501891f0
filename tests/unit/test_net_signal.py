"""The table codes: a Chromium offer and answer (recorded in tests/unit/data) stripped, packed and read
back to the same parts, rebuilt into a description with those parts; codes typed loosely still read;
cut, mistyped and foreign codes are refused with a reason."""

from __future__ import annotations

import base64
import zlib
from pathlib import Path

import pytest

from ramen.net.signal import Signal, SignalError, from_sdp, pack, to_sdp, unpack

DATA = Path(__file__).parent / "data"
OFFER = (DATA / "chromium_offer.sdp").read_text()
ANSWER = (DATA / "chromium_answer.sdp").read_text()
JOIN = "Zk3-pQ9_"  # what Host.invite makes: 8 characters


def test_an_offer_keeps_what_the_data_channel_needs() -> None:
    signal = from_sdp(OFFER, "offer", JOIN)
    assert signal.ufrag == "hnX1" and signal.pwd == "HBMla9+ZrYMOnlGRfEtvQ4HL"
    assert signal.setup == "actpass" and signal.mid == "0"
    assert signal.candidates == (("10.77.0.1", 42009, "host"),)
    assert signal.fingerprint.hex().upper().startswith("E6B546C0")
    assert unpack(pack(signal)) == signal


def test_codes_are_short() -> None:
    """The offer is at most 140 characters and the answer 125 (a quarter of the whole description deflated, 540)."""
    offer, answer = pack(from_sdp(OFFER, "offer", JOIN)), pack(from_sdp(ANSWER, "answer"))
    whole = base64.urlsafe_b64encode(zlib.compress(OFFER.encode(), 9)).decode()
    assert len(offer) <= 140 and len(answer) <= 125 and len(whole) > 3 * len(offer)
    assert offer.isalnum() and offer.isupper()


def test_the_rebuilt_description_carries_the_same_parts() -> None:
    signal = from_sdp(ANSWER, "answer")
    rebuilt = to_sdp(signal)
    assert from_sdp(rebuilt, "answer") == signal
    assert "a=setup:active" in rebuilt and rebuilt.endswith("\r\n")


def test_loosely_typed_codes_read() -> None:
    code = pack(from_sdp(OFFER, "offer", JOIN))
    spaced = " ".join(code[i:i + 4] for i in range(0, len(code), 4)).lower()
    assert unpack(spaced) == unpack(code) == unpack(code.replace("RG", "RG-", 1) + "\n")


def test_ipv6_and_mdns_candidates_travel() -> None:
    signal = Signal("answer", "ab12", "p" * 24, bytes(32), "active", "0",
                    (("fd00::1", 5000, "host"), ("0d5c5a43-21f3-4c8a-a2cb-7ad4b1f2e3a4.local", 61000, "host")))
    assert unpack(pack(signal)) == signal


@pytest.mark.parametrize("mangle, reason", [
    (lambda code: code[:40], "cut or mistyped"),
    (lambda code: code[:-9], "cut or mistyped"),
    (lambda code: "XY" + code[2:], "not a table code"),
    (lambda code: code[:10] + "1" + code[11:], "does not belong"),
    (lambda code: "RG" + "AA" + code[4:], "another version"),
    (lambda code: "", "not a table code"),
])
def test_bad_codes_are_refused_with_a_reason(mangle, reason) -> None:
    code = pack(from_sdp(OFFER, "offer", JOIN))
    with pytest.raises(SignalError, match=reason):
        unpack(mangle(code))


def test_descriptions_it_cannot_carry_are_refused() -> None:
    with pytest.raises(SignalError, match="fingerprint"):
        from_sdp(OFFER.replace("sha-256", "sha-1"), "offer")
    with pytest.raises(SignalError, match="ice-pwd"):
        from_sdp(OFFER.replace("a=ice-pwd", "a=x"), "offer")


MDNS = "0d5c5a43-21f3-4c8a-a2cb-7ad4b1f2e3a4.local"
#: what a browser gathers with a STUN and a TURN server: host, mDNS, server-reflexive and relay candidates, a TCP one
#: and the same server-reflexive address twice (one per STUN server)
GATHERED = OFFER.replace("a=ice-ufrag", "\r\n".join([
    f"a=candidate:2 1 udp 2122262783 {MDNS} 53211 typ host generation 0",
    "a=candidate:3 1 tcp 1518283007 10.77.0.1 9 typ host tcptype active generation 0",
    "a=candidate:4 1 udp 1686052607 203.0.113.7 40001 typ srflx raddr 10.77.0.1 rport 42009 generation 0",
    "a=candidate:5 1 udp 1686052606 203.0.113.7 40001 typ srflx raddr 10.77.0.1 rport 42009 generation 0",
    "a=candidate:6 1 udp 41885439 198.51.100.9 3478 typ relay raddr 203.0.113.7 rport 40001 generation 0",
    "a=ice-ufrag"]), 1)


def test_server_reflexive_and_relay_candidates_travel_tcp_and_duplicates_do_not() -> None:
    """Issue "friends anywhere", codes that stay small: each candidate as its type, address or mDNS name, and port;
    duplicates and TCP candidates dropped; the description rebuilt on the other side."""
    signal = from_sdp(GATHERED, "offer", JOIN)
    assert signal.candidates == (("10.77.0.1", 42009, "host"), (MDNS, 53211, "host"),
                                 ("203.0.113.7", 40001, "srflx"), ("198.51.100.9", 3478, "relay"))
    assert unpack(pack(signal)) == signal
    rebuilt = to_sdp(signal)
    assert "203.0.113.7 40001 typ srflx raddr 0.0.0.0 rport 0" in rebuilt and "tcp" not in rebuilt
    assert from_sdp(rebuilt, "offer", JOIN) == signal


#: how many characters a QR code of version 8 at error correction M holds in alphanumeric mode (ISO/IEC 18004)
QR_V8_M_ALPHANUMERIC = 202


def test_an_offer_with_a_host_an_mdns_and_a_server_reflexive_candidate_fits_a_qr_code_of_version_8() -> None:
    signal = from_sdp(GATHERED, "offer", JOIN)
    three = Signal(signal.kind, signal.ufrag, signal.pwd, signal.fingerprint, signal.setup, signal.mid,
                   signal.candidates[:3], signal.join)
    assert [kind for _, _, kind in three.candidates] == ["host", "host", "srflx"]
    assert len(pack(three)) <= QR_V8_M_ALPHANUMERIC


def test_a_code_of_the_first_format_with_host_candidates_still_reads() -> None:
    """Host candidates are written as before: a code made before the candidate types were carried reads the same."""
    old = "RG" + base64.b32encode(bytes([2]) + bytes([0]) + b"\x04ab12" + b"\x18" + b"p" * 24 + bytes(32) + b"\x010"
                                  + b"\x00" + bytes([1, 4, 10, 77, 0, 1]) + (42009).to_bytes(2, "big")).decode().rstrip("=")
    assert unpack(old).candidates == (("10.77.0.1", 42009, "host"),)
