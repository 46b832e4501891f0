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
    assert signal.candidates == (("10.77.0.1", 42009),)
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
                    (("fd00::1", 5000), ("0d5c5a43-21f3-4c8a-a2cb-7ad4b1f2e3a4.local", 61000)))
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
