"""Backing up every saved game in one file, and restoring such a file: what outlives a browser that clears
the site's storage (Safari after seven days unused, any browser short of space).

A backup is JSON: ``{"kind": "ramen-games/backup", "format": 1, "made": MS, "saves": [SAVE, ...]}`` where
each SAVE is a save's own wrapper (``ramen.store``: format, id, created, updated, over, record, check).
The statistics are counted from the finished games' saves, so they travel with them.

Reading one checks everything before anything is written: the kind and format, then each save as an
opened game file is checked (its format, its id, its record replayed through the rules, its check). One
bad entry refuses the whole file, saying which entry and why; nothing is changed. Restoring merges: a
game this device lacks is added; a game it has keeps whichever copy was played last; the same game under
another name is not added twice; a damaged save here is never overwritten.

The store also keeps a note of what was last backed up (``ramen.backup.made``) and when the reminder
to back up was last put off (``ramen.backup.later``), for the home screen's reminder.
"""

from __future__ import annotations

import json
import re
import time
from dataclasses import dataclass, field
from typing import Any

from ramen.core.errors import RecordError
from ramen.core.link import read_json_file, record_key
from ramen.store import MAX_SAVE_CHARS, SaveStore, StorageUnavailable, parse_save

BACKUP_KIND = "ramen-games/backup"
BACKUP_FORMAT = 1
#: a backup of a thousand long games is a few megabytes; anything far bigger is not one
MAX_BACKUP_CHARS = 40_000_000
#: what was backed up last: {"at": MS, "saves": {save id: its "updated" then}}
MADE_KEY = "ramen.backup.made"
#: when the reminder was last put off (ms); it stays away this long
LATER_KEY = "ramen.backup.later"
REMINDER_QUIET_MS = 30 * 24 * 3600 * 1000
_SAVE_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,159}$")


@dataclass(frozen=True)
class Backup:
    """A backup made: its file name and text, how many games it holds, and how many damaged saves it
    leaves out (their text can't be checked, so it can't be restored)."""

    filename: str
    text: str
    games: int
    damaged_left_out: int


@dataclass(frozen=True)
class BackedUpSave:
    """One checked entry of a backup."""

    id: str
    raw: str
    updated: float
    key: str  # the record's identity: the same game under another id has the same key


@dataclass
class Restored:
    """What a restore did: ids added, ids brought up to date, how many were already here (the same or
    newer), how many were here under another name, and the damaged saves here that kept their place."""

    added: list[str] = field(default_factory=list)
    updated: list[str] = field(default_factory=list)
    already: int = 0
    doubles: int = 0
    blocked_by_damaged: list[str] = field(default_factory=list)
    #: storage refused partway: the sentence why (what was written before stays written)
    stopped: str | None = None

    @property
    def changed(self) -> int:
        return len(self.added) + len(self.updated)

    def sentence(self, total: int) -> str:
        """What happened, in words for the player."""
        parts = []
        if self.added:
            parts.append(f"{len(self.added)} {'game' if len(self.added) == 1 else 'games'} added")
        if self.updated:
            parts.append(f"{len(self.updated)} brought up to date")
        kept = self.already + self.doubles
        if kept:
            parts.append(f"{kept} already here")
        text = f"Restored the backup of {total} {'game' if total == 1 else 'games'}: " + (", ".join(parts) if parts else "nothing to add") + "."
        if self.blocked_by_damaged:
            text += (f" {len(self.blocked_by_damaged)} not restored: a damaged save here has the same name "
                     "(delete it, then restore again).")
        if self.stopped:
            text += f" The rest could not be written: {self.stopped}."
        return text


def _number(value: object) -> float:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else 0.0


def _updated(raw: str) -> float:
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        return 0.0
    return _number(data.get("updated")) if isinstance(data, dict) else 0.0


def make_backup(store: SaveStore, now_ms: float) -> Backup:
    """Every readable save of ``store`` in one backup file (damaged saves are left out and counted)."""
    saves: list[Any] = []
    damaged = 0
    for entry in sorted(store.entries(), key=lambda e: e.id):
        if entry.damaged:
            damaged += 1
            continue
        saves.append(json.loads(entry.raw))
    data = {"kind": BACKUP_KIND, "format": BACKUP_FORMAT, "made": now_ms, "saves": saves}
    day = time.strftime("%Y-%m-%d", time.gmtime(now_ms / 1000))
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n"
    return Backup(filename=f"ramen-games-backup-{day}.json", text=text, games=len(saves), damaged_left_out=damaged)


def read_backup(text: str | bytes, store: SaveStore) -> list[BackedUpSave]:
    """The checked saves of a backup file; RecordError says what is wrong (and nothing is to be written)."""
    if len(text) > MAX_BACKUP_CHARS:
        raise RecordError(f"the file is far too large to be a backup ({len(text):,} characters)")
    data = read_json_file(text, "a backup")
    if not isinstance(data, dict):
        raise RecordError("it is not a backup (no JSON object inside)")
    kind = data.get("kind")
    if kind != BACKUP_KIND:
        if kind == "ramen-games/game" or "record" in data:
            raise RecordError("it is a single game file, not a backup: open it with Open a game file")
        raise RecordError(f"it is not a Ramen Games backup (it says it is {str(kind)[:40]!r})" if kind is not None
                          else "it is not a Ramen Games backup")
    version = data.get("format")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise RecordError("the backup has no valid format version")
    if version > BACKUP_FORMAT:
        raise RecordError(f"the backup is of format {version}, newer than this page reads ({BACKUP_FORMAT}); update the page")
    saves = data.get("saves")
    if not isinstance(saves, list):
        raise RecordError("the backup holds no list of games")
    checked: list[BackedUpSave] = []
    seen: set[str] = set()
    for number, save in enumerate(saves, start=1):
        checked.append(_check_entry(number, save, store, seen))
    return checked


def _check_entry(number: int, save: object, store: SaveStore, seen: set[str]) -> BackedUpSave:
    """Entry ``number`` of a backup, checked as a saved game is when it is opened."""
    where = f"game {number} of the backup"
    if not isinstance(save, dict):
        raise RecordError(f"{where} is not a saved game")
    save_id = save.get("id")
    if not isinstance(save_id, str) or not _SAVE_ID.match(save_id):
        raise RecordError(f"{where} has no valid name")
    if save_id in seen:
        raise RecordError(f"{where} has the same name as an earlier one ({save_id!r}): the file was edited")
    seen.add(save_id)
    raw = json.dumps(save, separators=(",", ":"))  # as the store writes a save
    if len(raw) > MAX_SAVE_CHARS:
        raise RecordError(f"{where} is far too large to be a game")
    try:
        store.check(save_id, raw)
    except RecordError as error:
        raise RecordError(f"{where} can't be read: {error}") from error
    record, _data = parse_save(raw)
    return BackedUpSave(id=save_id, raw=raw, updated=_updated(raw), key=record_key(record))


def _key_of(raw: str) -> str | None:
    try:
        record, _data = parse_save(raw)
        return record_key(record)
    except RecordError:
        return None


def restore(store: SaveStore, saves: list[BackedUpSave]) -> Restored:
    """Merge checked backup saves into ``store`` (see the module's rules); a refusal of the storage stops
    it, saying why, with what was written kept."""
    done = Restored()
    here_keys: dict[str, str] = {}
    for entry in store.entries():
        if not entry.damaged:
            key = _key_of(entry.raw)
            if key is not None:
                here_keys[key] = entry.id
    for save in saves:
        current = store.raw(save.id)
        if current is not None:
            entry = store.entry(save.id)
            if entry.damaged:
                done.blocked_by_damaged.append(save.id)
                continue
            if current == save.raw or entry.updated >= save.updated:
                done.already += 1
                continue
        elif here_keys.get(save.key) not in (None, save.id):
            done.doubles += 1
            continue
        try:
            store.put(save.id, save.raw)
        except StorageUnavailable as error:
            done.stopped = error.sentence
            break
        (done.updated if current is not None else done.added).append(save.id)
        here_keys[save.key] = save.id
    return done


# --- the reminder's note ---------------------------------------------------------------------------
def _read_json(store: SaveStore, key: str) -> Any:
    try:
        raw = store.storage.get(key)
        return json.loads(raw) if isinstance(raw, str) else None
    except (StorageUnavailable, ValueError, RecursionError):
        return None


def backed_up(store: SaveStore) -> dict[str, float]:
    """Each save id last backed up (or restored from a backup), with its "updated" then."""
    data = _read_json(store, MADE_KEY)
    saves = data.get("saves") if isinstance(data, dict) else None
    if not isinstance(saves, dict):
        return {}
    return {str(key): _number(value) for key, value in saves.items()}


def note_backed_up(store: SaveStore, now_ms: float, saves: dict[str, float]) -> None:
    """Remember that ``saves`` (id -> updated) are in a backup now (with those already noted)."""
    known = backed_up(store)
    known.update(saves)
    live = set(store.ids())
    text = json.dumps({"at": now_ms, "saves": {key: value for key, value in known.items() if key in live}},
                      separators=(",", ":"))
    try:
        store.storage.set(MADE_KEY, text)
    except StorageUnavailable:
        pass  # the reminder may then come back: nothing else depends on it


def saves_of(backup_saves: list[BackedUpSave]) -> dict[str, float]:
    return {save.id: save.updated for save in backup_saves}


def not_backed_up(store: SaveStore) -> int:
    """How many readable saves are in no backup, or were played on since their last one."""
    known = backed_up(store)
    return sum(1 for entry in store.entries()
               if not entry.damaged and (entry.id not in known or entry.updated > known[entry.id]))


def reminder_put_off(store: SaveStore, now_ms: float) -> bool:
    """Whether the player put the reminder off within the last 30 days."""
    later = _read_json(store, LATER_KEY)
    return isinstance(later, (int, float)) and not isinstance(later, bool) and 0 <= now_ms - later < REMINDER_QUIET_MS


def put_reminder_off(store: SaveStore, now_ms: float) -> None:
    try:
        store.storage.set(LATER_KEY, json.dumps(now_ms))
    except StorageUnavailable:
        pass
