"""Saves: a record per game in a key-value store (localStorage in the browser), with a format version.

A save that can't be read, is damaged, or replays to an illegal action is listed as damaged with
its raw text kept; it is only removed when the player deletes it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Callable, Protocol

from ramen.core.errors import RecordError
from ramen.core.match import Match
from ramen.core.record import Record
from ramen.core.registry import get_game

#: format version of a save (the wrapper around a record)
SAVE_FORMAT = 1
PREFIX = "ramen.save."


class KeyValueStorage(Protocol):
    """What saves need from storage: localStorage's shape."""

    def get(self, key: str) -> str | None: ...
    def set(self, key: str, value: str) -> None: ...
    def remove(self, key: str) -> None: ...
    def keys(self) -> list[str]: ...


class MemoryStorage:
    """Storage in a dict, for tests and the command line."""

    def __init__(self) -> None:
        self.data: dict[str, str] = {}

    def get(self, key: str) -> str | None:
        return self.data.get(key)

    def set(self, key: str, value: str) -> None:
        self.data[key] = value

    def remove(self, key: str) -> None:
        self.data.pop(key, None)

    def keys(self) -> list[str]:
        return list(self.data)


@dataclass
class SaveEntry:
    """One save as the saved-games list shows it; ``error`` is set when it is damaged."""

    id: str
    raw: str
    game: str = ""
    names: tuple[str, ...] = ()
    progress: str = ""
    updated: float = 0.0
    over: bool = False
    error: str | None = None

    @property
    def damaged(self) -> bool:
        return self.error is not None


def parse_save(raw: str) -> tuple[Record, dict[str, Any]]:
    """Read a save's JSON: its record and its wrapper; RecordError says what is wrong."""
    try:
        data = json.loads(raw)
    except (ValueError, TypeError) as error:
        raise RecordError(f"the save is not readable JSON ({error})") from error
    if not isinstance(data, dict):
        raise RecordError("the save is not an object")
    version = data.get("format")
    if not isinstance(version, int) or isinstance(version, bool):
        raise RecordError("the save has no format version")
    if version > SAVE_FORMAT:
        raise RecordError(f"the save is of format {version}, newer than this page reads ({SAVE_FORMAT}); update the page")
    return Record.from_json(data.get("record")), data


class SaveStore:
    """Every game in progress, one key each."""

    def __init__(self, storage: KeyValueStorage, lookup: Callable[[str], Any] = get_game) -> None:
        self.storage = storage
        self.lookup = lookup

    def ids(self) -> list[str]:
        return sorted(key[len(PREFIX):] for key in self.storage.keys() if key.startswith(PREFIX))

    def write(self, save_id: str, match: Match, now_ms: float, created_ms: float | None = None) -> None:
        """Write the match's record (after every action)."""
        old = self.storage.get(PREFIX + save_id)
        created = created_ms
        if created is None and old:
            try:
                created = json.loads(old).get("created")
            except (ValueError, AttributeError):
                created = None
        data = {
            "format": SAVE_FORMAT,
            "id": save_id,
            "created": created if created is not None else now_ms,
            "updated": now_ms,
            "over": match.over,
            "record": match.record.to_json(),
        }
        self.storage.set(PREFIX + save_id, json.dumps(data, separators=(",", ":")))

    def load(self, save_id: str) -> Match:
        """The match of a save; RecordError (readable) if it is missing or damaged."""
        raw = self.storage.get(PREFIX + save_id)
        if raw is None:
            raise RecordError("there is no saved game with that name")
        record, _ = parse_save(raw)
        try:
            game = self.lookup(record.game)
        except LookupError as error:
            raise RecordError(str(error)) from error
        return Match(game, record)

    def entry(self, save_id: str) -> SaveEntry:
        raw = self.storage.get(PREFIX + save_id) or ""
        entry = SaveEntry(id=save_id, raw=raw)
        try:
            match = self.load(save_id)
        except RecordError as error:
            entry.error = str(error)
            return entry
        data = json.loads(raw)
        entry.game = match.game.id
        entry.names = tuple(match.names)
        entry.progress = "finished" if match.over else match.game.progress(match.state)
        entry.over = match.over
        updated = data.get("updated")
        entry.updated = float(updated) if isinstance(updated, (int, float)) else 0.0
        return entry

    def entries(self) -> list[SaveEntry]:
        """All saves, the most recently played first, damaged ones included."""
        return sorted((self.entry(i) for i in self.ids()), key=lambda e: (-e.updated, e.id))

    def delete(self, save_id: str) -> None:
        self.storage.remove(PREFIX + save_id)
