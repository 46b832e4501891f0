"""The short codes that carry a WebRTC offer or answer by hand or by QR code: an SDP stripped to what
a data channel between two devices needs (ICE user fragment and password, the DTLS fingerprint and setup
role, the media id, the UDP candidates: each its type, host, server-reflexive or relay, its address or mDNS
name and its port; duplicates and TCP candidates dropped) plus, in an offer, the seat's one-time join code; packed into
bytes, deflated when that is shorter, and written in base32 (letters and digits, case-insensitive, read
past spaces and dashes: easy to type, compact in a QR code's alphanumeric mode).

>>> code = pack(Signal("offer", "hnX1", "HBMla9+ZrYMOnlGRfEtvQ4HL", bytes(range(32)), "actpass", "0",
...                    (("10.77.0.1", 42009, "host"),), "join-me"))
>>> unpack(code).candidates
(('10.77.0.1', 42009, 'host'),)
>>> unpack(code.lower()).join
'join-me'
"""

from __future__ import annotations

import base64
import ipaddress
import re
import uuid
import zlib
from dataclasses import dataclass

#: the code format's version (the first byte)
FORMAT = 1
KINDS = ("offer", "answer")
SETUPS = ("actpass", "active", "passive")
#: the candidate types a code carries, in the order the rebuilt description lists them (its priorities fall in
#: that order too); a code's host candidates are written as the first format wrote them
CANDIDATE_TYPES = ("host", "srflx", "relay")
#: each type's priority in the rebuilt description, less the candidate's place (RFC 8445 section 5.1.2.1's
#: type preferences 126, 100 and 0 for component 1)
_PRIORITY = {"host": 2113937151, "srflx": 1686052607, "relay": 16777215}
#: a code carries at most this many candidates
MAX_CANDIDATES = 8
#: the code starts with this, so that a stray text is told apart at once
PREFIX = "RG"


class SignalError(ValueError):
    """A code or an SDP that cannot be read: the reason in words a player can act on."""


@dataclass(frozen=True)
class Signal:
    """What one side of a data channel tells the other."""

    kind: str
    ufrag: str
    pwd: str
    #: the SHA-256 fingerprint of the DTLS certificate, 32 bytes
    fingerprint: bytes
    setup: str
    mid: str
    #: UDP candidates: (address, port, type); an address is IPv4, IPv6 or an mDNS name (UUID.local), a type one
    #: of ``CANDIDATE_TYPES``
    candidates: tuple[tuple[str, int, str], ...]
    #: the seat's one-time join code (offers only)
    join: str = ""


def from_sdp(sdp: str, kind: str, join: str = "") -> Signal:
    """The parts of ``sdp`` (a complete local description, its candidates gathered) that a code carries."""
    if kind not in KINDS:
        raise SignalError(f"unknown kind {kind!r}")

    def line(name: str) -> str:
        found = re.search(rf"^a={name}:(.*?)\r?$", sdp, re.M)
        if found is None:
            raise SignalError(f"the description has no {name}")
        return found.group(1).strip()

    algorithm, _, digest = line("fingerprint").partition(" ")
    if algorithm.lower() != "sha-256":
        raise SignalError(f"fingerprint of {algorithm} (only sha-256 is carried)")
    fingerprint = bytes.fromhex(digest.replace(":", ""))
    candidates: list[tuple[str, int, str]] = []
    for match in re.finditer(r"^a=candidate:\S+ 1 udp \d+ (\S+) (\d+) typ (host|srflx|relay)\b", sdp, re.M | re.I):
        entry = (match.group(1), int(match.group(2)), match.group(3).lower())
        if entry not in candidates and _address_kind(entry[0]) is not None:
            candidates.append(entry)
    candidates.sort(key=lambda entry: CANDIDATE_TYPES.index(entry[2]))  # (stable: each type in the order gathered)
    setup = line("setup")
    if setup not in SETUPS:
        raise SignalError(f"unknown setup role {setup!r}")
    return Signal(kind, line("ice-ufrag"), line("ice-pwd"), fingerprint, setup, line("mid"), tuple(candidates[:MAX_CANDIDATES]), join)


def to_sdp(signal: Signal) -> str:
    """A complete remote description for a data channel, rebuilt from ``signal``."""
    fingerprint = ":".join(f"{b:02X}" for b in signal.fingerprint)
    lines = ["v=0", "o=- 1 2 IN IP4 127.0.0.1", "s=-", "t=0 0", f"a=group:BUNDLE {signal.mid}", "a=msid-semantic: WMS",
             "m=application 9 UDP/DTLS/SCTP webrtc-datachannel", "c=IN IP4 0.0.0.0"]
    for index, (address, port, kind) in enumerate(signal.candidates):
        related = "" if kind == "host" else " raddr 0.0.0.0 rport 0"
        lines.append(f"a=candidate:{index + 1} 1 udp {_PRIORITY[kind] - index} {address} {port} typ {kind}{related} generation 0")
    lines += [f"a=ice-ufrag:{signal.ufrag}", f"a=ice-pwd:{signal.pwd}", "a=ice-options:trickle",
              f"a=fingerprint:sha-256 {fingerprint}", f"a=setup:{signal.setup}", f"a=mid:{signal.mid}",
              "a=sctp-port:5000", "a=max-message-size:262144"]
    return "\r\n".join(lines) + "\r\n"


def _address_kind(address: str) -> int | None:
    if address.lower().endswith(".local"):
        try:
            uuid.UUID(address[:-6])
        except ValueError:
            return None
        return 0
    try:
        return ipaddress.ip_address(address).version
    except ValueError:
        return None


def _short(text: str, what: str) -> bytes:
    data = text.encode()
    if len(data) > 255 or not text.isascii():
        raise SignalError(f"the {what} is too long to carry")
    return bytes([len(data)]) + data


def pack(signal: Signal) -> str:
    """``signal`` as a code: PREFIX, then base32 of its bytes (deflated when that is shorter)."""
    body = bytearray([KINDS.index(signal.kind) * 4 + SETUPS.index(signal.setup)])
    body += _short(signal.ufrag, "ICE user fragment") + _short(signal.pwd, "ICE password")
    if len(signal.fingerprint) != 32:
        raise SignalError("the fingerprint is not SHA-256")
    body += signal.fingerprint + _short(signal.mid, "media id") + _short(signal.join, "join code")
    body.append(len(signal.candidates))
    for address, port, kind_of_candidate in signal.candidates:
        kind = _address_kind(address)
        typed = 16 * CANDIDATE_TYPES.index(kind_of_candidate)  # (host: 0, as the first format wrote it)
        if kind == 0:
            body += bytes([typed]) + uuid.UUID(address[:-6]).bytes
        elif kind in (4, 6):
            body += bytes([typed + kind]) + ipaddress.ip_address(address).packed
        else:
            raise SignalError(f"{address!r} is not an address")
        body += port.to_bytes(2, "big")
    packed = bytes(body)
    deflater = zlib.compressobj(9, zlib.DEFLATED, -15)
    deflated = deflater.compress(packed) + deflater.flush()
    data = bytes([FORMAT * 2 + 1]) + deflated if len(deflated) < len(packed) else bytes([FORMAT * 2]) + packed
    return PREFIX + base64.b32encode(data).decode().rstrip("=")


def unpack(code: str) -> Signal:
    """The signal a code carries; SignalError with the reason when it is not one (cut, mistyped, foreign)."""
    text = re.sub(r"[\s\-]", "", code).upper()
    if not text.startswith(PREFIX):
        raise SignalError("this is not a table code (it should start with RG)")
    text = text[len(PREFIX):]
    if re.fullmatch("[A-Z2-7]*", text) is None:
        raise SignalError("the code has a character that does not belong (check it letter by letter)")
    try:
        data = base64.b32decode(text + "=" * (-len(text) % 8))
    except ValueError:
        raise SignalError("the code is cut or mistyped") from None
    if not data or data[0] // 2 != FORMAT:
        raise SignalError("the code is of another version of the page")
    body = data[1:]
    if data[0] % 2:
        try:
            body = zlib.decompress(body, -15)
        except zlib.error:
            raise SignalError("the code is cut or mistyped") from None
    try:
        return _read(body)
    except (IndexError, ValueError) as error:
        raise SignalError("the code is cut or mistyped") from error


def _read(body: bytes) -> Signal:
    position = 0

    def take(count: int) -> bytes:
        nonlocal position
        if position + count > len(body):
            raise IndexError("past the end")
        chunk = body[position:position + count]
        position += count
        return chunk

    def short() -> str:
        return take(take(1)[0]).decode("ascii")

    head = take(1)[0]
    if head // 4 >= len(KINDS) or head % 4 >= len(SETUPS):
        raise ValueError("unknown kind or setup")
    ufrag, pwd, fingerprint, mid, join = short(), short(), take(32), short(), short()
    candidates: list[tuple[str, int, str]] = []
    for _ in range(take(1)[0]):
        typed, kind = divmod(take(1)[0], 16)
        if typed >= len(CANDIDATE_TYPES):
            raise ValueError("unknown candidate type")
        if kind == 0:
            address = f"{uuid.UUID(bytes=take(16))}.local"
        elif kind in (4, 6):
            address = str(ipaddress.ip_address(take(4 if kind == 4 else 16)))
        else:
            raise ValueError("unknown address kind")
        candidates.append((address, int.from_bytes(take(2), "big"), CANDIDATE_TYPES[typed]))
    if position != len(body):
        raise ValueError("bytes left over")
    return Signal(KINDS[head // 4], ufrag, pwd, fingerprint, SETUPS[head % 4], mid, tuple(candidates), join)
