"""The messages between a host and its guests: small JSON objects, each with a version ``v``, a ``type``
and the fields of that type, checked field by field before anything is done with them.

Guest to host::

    {"v": 1, "type": "join", "code": CODE}                       # first message of a connection
    {"v": 1, "type": "act", "seat": S, "token": T, "seq": N, "at": K, "action": TEXT}
    {"v": 1, "type": "hint", "seat": S, "token": T, "seq": N, "at": K}   # a hint for this seat's move now
    {"v": 1, "type": "undo", "seat": S, "token": T, "seq": N, "at": K}   # take back this seat's last move

Host to guest::

    {"v": 1, "type": "welcome", "seat": S, "token": T, "game": ID, "names": [...]}
    {"v": 1, "type": "state", "seat": S, "at": K, "to_act": S|None, "view": {...}, "legal": [...],
     "log_from": I, "log": [[seat, line], ...], "bots": [...], "waiting": [...],
     "names": [...], "seq": N (the highest taken from this seat), "can_undo": bool (this seat to act may take
     back its last move), and once the game is over "scores", "ranking", "winners"}
    {"v": 1, "type": "hint", "seat": S, "seq": N, "at": K, "action": TEXT, "text": TEXT}
    {"v": 1, "type": "refused", "seq": N|None, "reason": TEXT}

>>> parse_guest_message('{"v": 1, "type": "join", "code": "abc"}')
{'v': 1, 'type': 'join', 'code': 'abc'}
>>> parse_guest_message('{"v": 2, "type": "join", "code": "abc"}')
Traceback (most recent call last):
...
ramen.net.protocol.Refused: version 2 is not spoken here (1 is)
"""

from __future__ import annotations

import json
from typing import Any

#: the protocol's version; a message of another version is refused
VERSION = 1
#: the longest message a side reads (a guest's action is a few dozen bytes)
MAX_GUEST_MESSAGE = 2048
#: the longest message a guest reads from its host (a whole game's log included)
MAX_HOST_MESSAGE = 1_000_000

#: each guest message type -> its fields (besides v and type) and their types
GUEST_FIELDS: dict[str, dict[str, type]] = {
    "join": {"code": str},
    "act": {"seat": int, "token": str, "seq": int, "at": int, "action": str},
    "hint": {"seat": int, "token": str, "seq": int, "at": int},
    "undo": {"seat": int, "token": str, "seq": int, "at": int},
}
#: each host message type -> the fields a guest requires
HOST_FIELDS: dict[str, dict[str, type]] = {
    "welcome": {"seat": int, "token": str, "game": str, "names": list},
    "state": {"seat": int, "at": int, "view": dict, "legal": list, "log_from": int, "log": list},
    "hint": {"seat": int, "seq": int, "at": int, "action": str, "text": str},
    "refused": {"reason": str},
}


class Refused(ValueError):
    """A message that is not taken: the reason, in words, for the host's log and the sender."""


def _read(text: object, limit: int) -> dict[str, Any]:
    if not isinstance(text, str):
        raise Refused("a message must be text")
    if len(text) > limit:
        raise Refused(f"a message of {len(text)} characters is longer than {limit}")
    try:
        data = json.loads(text)
    except ValueError:
        raise Refused("the message is not JSON") from None
    if not isinstance(data, dict):
        raise Refused("the message is not a JSON object")
    version = data.get("v")
    if version != VERSION or isinstance(version, bool):
        raise Refused(f"version {version!r} is not spoken here ({VERSION} is)")
    return data


def _check_fields(data: dict[str, Any], fields: dict[str, dict[str, type]], exact: bool) -> None:
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in fields:
        raise Refused(f"unknown message type {kind!r}")
    wanted = fields[kind]
    for name, kind_of in wanted.items():
        value = data.get(name)
        if not isinstance(value, kind_of) or isinstance(value, bool):
            raise Refused(f"a {kind} message needs {name} as {kind_of.__name__}, not {value!r}"[:200])
    if exact:
        extra = set(data) - set(wanted) - {"v", "type"}
        if extra:
            raise Refused(f"a {kind} message has unknown fields: {', '.join(sorted(extra))}"[:200])


def parse_guest_message(text: object) -> dict[str, Any]:
    """A guest's message read and its shape checked (exact fields and types); Refused says why not."""
    data = _read(text, MAX_GUEST_MESSAGE)
    _check_fields(data, GUEST_FIELDS, exact=True)
    return data


def parse_host_message(text: object) -> dict[str, Any]:
    """A host's message read and its shape checked; Refused says why not."""
    data = _read(text, MAX_HOST_MESSAGE)
    _check_fields(data, HOST_FIELDS, exact=False)
    return data


def encode(kind: str, **fields: Any) -> str:
    """A message of ``kind`` as compact JSON text."""
    return json.dumps({"v": VERSION, "type": kind, **fields}, separators=(",", ":"), ensure_ascii=False)
