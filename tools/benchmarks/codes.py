"""codes: the length of the table codes (ramen/net/signal.py) that carry a WebRTC offer or answer, and the QR code
each needs (version at error correction M, alphanumeric mode), for a recorded Chromium offer and answer (host
candidates only, tests/unit/data) and for the same offer with the candidates a browser gathers with STUN and TURN
servers (an mDNS name, a server-reflexive and a relay address); beside them, the whole description deflated."""

from __future__ import annotations

import base64
import zlib
from pathlib import Path
from typing import Any

from ramen.net.signal import Signal, from_sdp, pack

DATA = Path(__file__).resolve().parent.parent.parent / "tests" / "unit" / "data"
MDNS = "0d5c5a43-21f3-4c8a-a2cb-7ad4b1f2e3a4.local"
#: what a QR code holds in alphanumeric mode at error correction M, by version (ISO/IEC 18004, table 7)
ALPHANUMERIC_M = (20, 38, 61, 90, 122, 154, 178, 221, 262, 311, 366, 419, 483, 528, 600, 656, 734, 816, 909, 970)


def qr_version(characters: int) -> int | str:
    return next((version for version, held in enumerate(ALPHANUMERIC_M, start=1) if held >= characters), "over 20")


def with_candidates(signal: Signal, extra: tuple[tuple[str, int, str], ...]) -> Signal:
    return Signal(signal.kind, signal.ufrag, signal.pwd, signal.fingerprint, signal.setup, signal.mid,
                  signal.candidates + extra, signal.join)


def measure_codes() -> dict[str, Any]:
    offer_sdp = (DATA / "chromium_offer.sdp").read_text()
    offer, answer = from_sdp(offer_sdp, "offer", "Zk3-pQ9_"), from_sdp((DATA / "chromium_answer.sdp").read_text(), "answer")
    cases = {
        "offer, host": offer,
        "answer, host": answer,
        "offer, host + mDNS + srflx": with_candidates(offer, ((MDNS, 53211, "host"), ("203.0.113.7", 40001, "srflx"))),
        "offer, host + mDNS + srflx + relay": with_candidates(offer, ((MDNS, 53211, "host"), ("203.0.113.7", 40001, "srflx"),
                                                                      ("198.51.100.9", 3478, "relay"))),
    }
    figures: dict[str, Any] = {name: {"characters": len(pack(signal)), "qr_version_m": qr_version(len(pack(signal)))}
                               for name, signal in cases.items()}
    whole = base64.b32encode(zlib.compress(offer_sdp.encode(), 9)).decode().rstrip("=")
    figures["whole offer description, deflated, base32"] = {"characters": len(whole), "qr_version_m": qr_version(len(whole))}
    return figures
