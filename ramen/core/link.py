"""Games that travel: a game file (JSON) and a link whose fragment carries the whole record.

Both are checked the same way on the way in: the text must be ours, of a format this code reads,
and the record must replay through the rules to the end of its actions. Every failure is a
``RecordError`` whose message is a sentence for a player.

Link fragment: ``#/game/v1/<payload>`` where the payload is the record (its moves written as their
place among the legal moves of their moment, a byte each), compressed with raw DEFLATE and written
in unpadded base64url (``A-Z a-z 0-9 - _``), so the fragment is never sent to a server and
survives chat apps.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import time
import zlib
from typing import Any, Callable

from ramen.core.errors import RecordError
from ramen.core.game import Game
from ramen.core.record import Record

#: what a game file says it is, and the format of the file (the record inside has its own version)
FILE_KIND = "ramen-games/game"
FILE_FORMAT = 1
#: the format of links; a link of a higher format gets "update the page"
LINK_FORMAT = 1
LINK_PREFIX = "#/game/"
#: a link payload above this many characters is refused before decompressing (no game is that long)
MAX_PAYLOAD = 200_000
#: nor may it inflate beyond this many bytes
MAX_RECORD_BYTES = 2_000_000

_PAYLOAD_CHARS = re.compile(r"^[A-Za-z0-9_-]*$")

#: finds the game of an id (``ramen.core.registry.get_game``; tests pass their own)
Lookup = Callable[[str], Game[Any, Any, Any]]


def _default_lookup(game_id: str) -> Game[Any, Any, Any]:
    from ramen.core.registry import get_game
    return get_game(game_id)


# --- checking a record -----------------------------------------------------------------------------
def check_record(record: Record, lookup: Lookup | None = None) -> Any:
    """Replay ``record`` through its game's rules; returns the final state. RecordError (a reason) if not."""
    try:
        game = (lookup or _default_lookup)(record.game)
    except LookupError as error:
        raise RecordError(str(error)) from error
    return record.replay(game)


def _record_from(data: Any) -> Record:
    """The record inside a game file, a save's JSON, or a bare record."""
    if not isinstance(data, dict):
        raise RecordError("it is not a game file (no JSON object inside)")
    if "kind" in data or "record" in data:
        kind = data.get("kind")
        if kind is not None and kind != FILE_KIND:
            raise RecordError(f"it is not a Ramen Games file (it says it is {str(kind)[:40]!r})")
        version = data.get("format", FILE_FORMAT if kind == FILE_KIND else None)
        if kind == FILE_KIND:
            if not isinstance(version, int) or isinstance(version, bool):
                raise RecordError("the game file has no format version")
            if version > FILE_FORMAT:
                raise RecordError(f"the game file is of format {version}, newer than this page reads ({FILE_FORMAT}); "
                                  "update the page")
        if "record" not in data:
            raise RecordError("the game file holds no game record")
        return Record.from_json(data["record"])
    if "game" in data and "actions" in data:
        return Record.from_json(data)
    raise RecordError("it is not a Ramen Games file (no game record inside)")


# --- game files ------------------------------------------------------------------------------------
def game_file_data(record: Record) -> dict[str, Any]:
    return {"kind": FILE_KIND, "format": FILE_FORMAT, "record": record.to_json()}


def game_file_text(record: Record) -> str:
    """The text of a game file: readable JSON, one action per line."""
    return json.dumps(game_file_data(record), indent=1, ensure_ascii=False) + "\n"


def game_file_name(record: Record, when_ms: float | None = None) -> str:
    """A file name that says which game and who played: ``ramen-fury-2026-12-01-mai-ken.json``."""
    day = time.strftime("%Y-%m-%d", time.gmtime((when_ms / 1000) if when_ms is not None else time.time()))
    people = "-".join(re.sub(r"[^a-z0-9]+", "", name.lower()) or "seat" for name in record.names)[:40].strip("-")
    return f"ramen-{record.game}-{day}-{people or 'game'}.json"


def read_json_file(text: str | bytes, what: str) -> Any:
    """The JSON inside a file the player chose (``what`` it should be, for the message: "a game file");
    RecordError when it is not text, is empty or is not JSON."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as error:
            raise RecordError("it is not a text file (it may be a picture or a zip)") from error
    if not text.strip():
        raise RecordError("the file is empty")
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as error:
        raise RecordError(f"it is not {what} (its text is not valid JSON)") from error


def read_game_file(text: str | bytes, lookup: Lookup | None = None) -> Record:
    """The record of a game file, checked by replaying it; RecordError says what is wrong."""
    record = _record_from(read_json_file(text, "a game file"))
    check_record(record, lookup)
    return record


# --- links ---------------------------------------------------------------------------------------
#: a link's payload, once unpacked: the record's JSON without its actions (plus "n": how many and
#: "crc": a check of their texts), a zero byte, then each action as its place in the sorted list
#: of legal actions of its moment (a varint). A record with an action that list lacks keeps its
#: actions as texts in the JSON instead. Either way the record is replayed when the link is read.
_SEPARATOR = b"\0"


def _legal_texts(game: Game[Any, Any, Any], state: object) -> list[str]:
    return sorted(game.format_action(action) for action in game.legal_actions(state))


def _texts_check(actions: list[str]) -> int:
    return zlib.crc32("\n".join(actions).encode("utf-8"))


def _varints(numbers: list[int]) -> bytes:
    out = bytearray()
    for number in numbers:
        while number >= 0x80:
            out.append((number & 0x7F) | 0x80)
            number >>= 7
        out.append(number)
    return bytes(out)


def _read_varints(data: bytes) -> list[int]:
    numbers, value, shift = [], 0, 0
    for byte in data:
        value |= (byte & 0x7F) << shift
        if byte & 0x80:
            shift += 7
            if shift > 28:
                raise RecordError("the link was changed (a move number is impossibly large)")
        else:
            numbers.append(value)
            value, shift = 0, 0
    if shift:
        raise RecordError("the link was cut off (its last move is incomplete)")
    return numbers


def _action_places(record: Record, lookup: Lookup | None) -> list[int] | None:
    """Each action's place among the legal actions of its moment; None if one is not among them."""
    try:
        game = (lookup or _default_lookup)(record.game)
        state = record.start(game)
        places = []
        for text in record.actions:
            legal = _legal_texts(game, state)
            if text not in legal:
                return None
            places.append(legal.index(text))
            state = game.apply(state, game.parse_action(text))
        return places
    except (LookupError, RecordError, Exception):  # noqa: BLE001 - any failure: keep the texts
        return None


def encode_payload(record: Record, lookup: Lookup | None = None) -> str:
    head = record.to_json()
    places = _action_places(record, lookup)
    tail = b""
    if places is not None:
        head["n"], head["crc"] = len(record.actions), _texts_check(record.actions)
        del head["actions"]
        tail = _varints(places)
    return pack_payload(json.dumps(head, separators=(",", ":"), ensure_ascii=False).encode("utf-8") + _SEPARATOR + tail)


def link_fragment(record: Record, lookup: Lookup | None = None, at: int | None = None) -> str:
    """``#/game/v1/<payload>``: the whole record, compressed, for the end of the page's address; with ``at``
    (a replay's position, 1 to the number of actions), ``/<at>`` after it: the replay opens there."""
    where = f"/{at}" if at is not None and 0 < at <= len(record.actions) else ""
    return f"{LINK_PREFIX}v{LINK_FORMAT}/{encode_payload(record, lookup)}{where}"


def link_position(fragment: str) -> int:
    """The replay position a link names after its payload (``.../<payload>/12``), or 0: the start."""
    text = fragment.strip()
    rest = text[text.index("#"):].lstrip("#/").split("/") if "#" in text else text.lstrip("/").split("/")
    tail = rest[-1]
    return int(tail) if len(rest) == 4 and tail.isdigit() and len(tail) <= 7 else 0


def is_link(fragment: str) -> bool:
    return fragment.startswith(LINK_PREFIX) or fragment.startswith(LINK_PREFIX[1:])


def unpack_payload(payload: str, what: str = "game", max_chars: int = MAX_PAYLOAD,
                   max_bytes: int = MAX_RECORD_BYTES) -> bytes:
    """The bytes a link's payload (raw DEFLATE in unpadded base64url) holds; RecordError, in words, for a payload
    cut off, changed or far too long to be ``what`` ("game": a game link; "challenge": ramen/core/challenge.py)."""
    payload = payload.strip()
    if not payload:
        raise RecordError(f"the link has no {what} in it (it was cut off)")
    if len(payload) > max_chars:
        raise RecordError(f"the link is far too long to be a {what}")
    if not _PAYLOAD_CHARS.match(payload):
        raise RecordError(f"the link has characters a {what} link never has (it was changed or cut off)")
    try:
        packed = base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4))
    except (binascii.Error, ValueError) as error:
        raise RecordError("the link was cut off or changed (its letters do not decode)") from error
    unpacker = zlib.decompressobj(-15)
    try:
        raw = unpacker.decompress(packed, max_bytes)
    except zlib.error as error:
        raise RecordError("the link was cut off or changed (it does not unpack)") from error
    if unpacker.unconsumed_tail:
        raise RecordError(f"the link is far too long to be a {what}")
    if not unpacker.eof:
        raise RecordError("the link was cut off (its end is missing)")
    return raw


def pack_payload(raw: bytes) -> str:
    """``raw`` as a link's payload: compressed with raw DEFLATE, in unpadded base64url."""
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    return base64.urlsafe_b64encode(packer.compress(raw) + packer.flush()).decode("ascii").rstrip("=")


def _decode(payload: str, lookup: Lookup | None) -> tuple[Record, bool]:
    """The record, and whether its moves were replayed while reading it."""
    raw = unpack_payload(payload)
    head_bytes, separator, tail = raw.partition(_SEPARATOR)
    try:
        data = json.loads(head_bytes.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as error:
        raise RecordError("the link was changed (what it unpacks to is not a game)") from error
    if not isinstance(data, dict):
        raise RecordError("the link was changed (what it unpacks to is not a game)")
    if "actions" in data or not separator:
        return _record_from(data), False
    count, check = data.pop("n", None), data.pop("crc", None)
    if not isinstance(count, int) or not isinstance(check, int):
        raise RecordError("the link was changed (it does not say how many moves it holds)")
    data["actions"] = []
    record = _record_from(data)
    places = _read_varints(tail)
    if len(places) != count:
        raise RecordError(f"the link was cut off or changed: it should hold {count} moves, not {len(places)}")
    try:
        game = (lookup or _default_lookup)(record.game)
    except LookupError as error:
        raise RecordError(str(error)) from error
    state = record.start(game)
    for number, place in enumerate(places, start=1):
        legal = _legal_texts(game, state)
        if place >= len(legal):
            raise RecordError(f"the link was changed, or made by another version of the rules: move {number} is not possible")
        record.actions.append(legal[place])
        try:
            state = game.apply(state, game.parse_action(legal[place]))
        except Exception as error:  # a listed move the rules refuse: not this version's rules
            raise RecordError(f"the link was made by another version of the rules: move {number} does not replay") from error
    if _texts_check(record.actions) != check:
        raise RecordError("the link was changed, or made by another version of the rules (its check does not match)")
    return record, True


def versioned_payload(fragment: str, kind: str, newest: int) -> str:
    """What follows ``#/KIND/vN/`` in a link (a whole URL or just its fragment) of a format this page reads (1 to
    ``newest``); RecordError, in words, for another kind of link, no format, or a newer one ("update the page")."""
    text = fragment.strip()
    if "#" in text:
        text = text[text.index("#"):]
    prefix = f"#/{kind}/"
    if not (text.startswith(prefix) or text.startswith(prefix[1:])):
        raise RecordError(f"it is not a Ramen Games {kind} link")
    version_part, _, payload = text.lstrip("#/")[len(kind) + 1:].partition("/")
    if not re.fullmatch(r"v\d{1,6}", version_part):
        raise RecordError("the link has no format version (it was changed or cut off)")
    version = int(version_part[1:])
    if version > newest:
        raise RecordError(f"the link is of format {version}, newer than this page reads ({newest}); "
                          "update the page (open it once while online) and try again")
    if version < 1:
        raise RecordError(f"the link's format {version} is not valid")
    return payload


def read_link(fragment: str, lookup: Lookup | None = None) -> Record:
    """The record of a link (a whole URL or just its ``#/game/v1/...`` fragment), checked by replaying it."""
    payload, _, at = versioned_payload(fragment, "game", LINK_FORMAT).partition("/")  # a replay position may follow (``link_position``)
    if at and not (at.isdigit() and len(at) <= 7):
        raise RecordError("the link was changed or cut off (something follows the game)")
    record, replayed = _decode(payload, lookup)
    if not replayed:
        check_record(record, lookup)  # moves as texts: replay them now (moves as places were replayed as read)
    return record


def record_key(record: Record) -> str:
    """A short stable name of a record's content: the same game (to the same action) gives the same key,
    so opening one link twice adds one saved game."""
    raw = json.dumps(record.to_json(), sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
    return f"{zlib.crc32(raw):08x}{zlib.adler32(raw):08x}"
