"""Saves: a record per game in a key-value store (localStorage in the browser), with a format version.

A save that can't be read, is damaged, or replays to an illegal action is listed as damaged with
its raw text kept; it is only removed when the player deletes it.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Any, Callable, Protocol

from ramen.core.errors import RecordError
from ramen.core.game import Game
from ramen.core.match import Match
from ramen.core.record import Record
from ramen.core.registry import get_game
from ramen.core.tutorial import TutorialMatch, match_for

#: format version of a save (the wrapper around a record): 2 adds "check", a hash of the rest
SAVE_FORMAT = 2
PREFIX = "ramen.save."
#: a real save is a few kilobytes; anything far bigger is not one (and is not worth replaying)
MAX_SAVE_CHARS = 1_000_000


class StorageUnavailable(Exception):
    """Storage refused: ``reason`` is "full" (its quota is used up) or "blocked" (no access at all)."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(detail or reason)
        self.reason = reason
        self.detail = detail

    @property
    def sentence(self) -> str:
        """Why, in words a player understands."""
        if self.reason == "full":
            return "this browser's storage for the site is full"
        return "this browser does not let the site store anything (site data is blocked or it is a private window)"


class SaveConflict(Exception):
    """The save changed in storage since this page last read or wrote it: another tab played on."""

    def __init__(self, save_id: str, stored: str | None) -> None:
        super().__init__(f"the save {save_id!r} changed in another tab")
        self.save_id = save_id
        self.stored = stored


class KeyValueStorage(Protocol):
    """What saves need from storage: localStorage's shape (StorageUnavailable when it refuses)."""

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
    """One save as the saved-games list shows it; ``error`` is set when it is damaged; ``unsaved`` when
    storage refused it and it lives only in this page's memory."""

    id: str
    raw: str
    game: str = ""
    names: tuple[str, ...] = ()
    progress: str = ""
    updated: float = 0.0
    over: bool = False
    error: str | None = None
    unsaved: bool = False
    #: each seat's score as the game stands (running scores before the end), in seat order
    scores: tuple[int, ...] = ()
    #: the winners' names, once the game is over
    winners: tuple[str, ...] = ()
    #: a Learn to play lesson: its step now and its number of steps (0 and 0 for a game); once it stands at
    #: its finish it is ``lesson_finished``: no saved game (not listed, not counted, dropped on the way home)
    lesson_step: int = 0
    lesson_steps: int = 0
    lesson_finished: bool = False

    @property
    def damaged(self) -> bool:
        return self.error is not None

    @property
    def lesson(self) -> bool:
        """Whether the save is a Learn to play lesson rather than a game."""
        return self.lesson_steps > 0


def checksum(data: dict[str, Any]) -> str:
    """A hash of a save's wrapper and record, everything but the "check" field itself."""
    body = {key: value for key, value in data.items() if key != "check"}
    text = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:20]


def parse_save(raw: object) -> tuple[Record, dict[str, Any]]:
    """Read a save's JSON (also a downloaded game file): its record and its wrapper; RecordError says what
    is wrong. The "check" hash is verified by ``verify_check``, once the record is known to replay."""
    if not isinstance(raw, str):
        raise RecordError("the save is not text")
    if len(raw) > MAX_SAVE_CHARS:
        raise RecordError(f"the save is far too large to be a game ({len(raw):,} characters)")
    try:
        data = json.loads(raw)
    except (ValueError, TypeError, RecursionError) as error:
        raise RecordError(f"the save is not readable JSON ({error})") from error
    if not isinstance(data, dict):
        raise RecordError("the save is not an object")
    version = data.get("format")
    if not isinstance(version, int) or isinstance(version, bool):
        raise RecordError("the save has no format version")
    if version > SAVE_FORMAT:
        raise RecordError(f"the save is of format {version}, newer than this page reads ({SAVE_FORMAT}); update the page")
    if version < 1:
        raise RecordError(f"the save's format version {version} is not valid")
    return Record.from_json(data.get("record")), data


def verify_check(data: dict[str, Any]) -> None:
    """RecordError unless the save's "check" matches its contents (format 1 saves had none)."""
    if data.get("format", 0) < 2:
        return
    check = data.get("check")
    if not isinstance(check, str):
        raise RecordError("the save has no check: it was cut or edited outside the game")
    if check != checksum(data):
        raise RecordError("the save does not match its check: it was changed outside the game")


def _safe_name(text: str) -> str:
    return "".join(c if c.isascii() and (c.isalnum() or c in "-_") else "-" for c in text)[:80] or "game"


class SaveStore:
    """Every game in progress, one key each.

    It remembers the text it last read or wrote for each save (``seen``): a write finds out when another
    tab changed the save since (SaveConflict) instead of overwriting it. When storage refuses a write
    (StorageUnavailable), the save is kept in this page's memory (``unsaved``), listed and loadable as
    usual, and the error is raised for the app to tell the player.
    """

    def __init__(self, storage: KeyValueStorage, lookup: Callable[[str], Game[Any, Any, Any]] = get_game) -> None:
        self.storage = storage
        self.lookup = lookup
        self.seen: dict[str, str | None] = {}
        self.unsaved: dict[str, str] = {}
        #: the last refusal of the storage (None once a write went through)
        self.problem: StorageUnavailable | None = None
        self._entries: dict[str, SaveEntry] = {}
        #: games held in memory only, because their stored save changed outside this page and can't be read
        self.detached: set[str] = set()

    # --- storage, never raising on reads ------------------------------------------------------
    def _stored(self, save_id: str) -> str | None:
        try:
            value = self.storage.get(PREFIX + save_id)
        except StorageUnavailable as error:
            self.problem = error
            return None
        return value if isinstance(value, str) else None

    def ids(self) -> list[str]:
        try:
            keys = self.storage.keys()
        except StorageUnavailable as error:
            self.problem = error
            keys = []
        stored = {key[len(PREFIX):] for key in keys if isinstance(key, str) and key.startswith(PREFIX)}
        return sorted(stored | set(self.unsaved))

    def raw(self, save_id: str) -> str | None:
        """The save's text: this page's unsaved copy if storage refused it, else what is stored."""
        return self.unsaved.get(save_id, self._stored(save_id))

    # --- two tabs ------------------------------------------------------------------------------
    def changed(self, save_id: str) -> bool:
        """Whether the stored save differs from what this page last read or wrote (another tab wrote it)."""
        if save_id not in self.seen or save_id in self.detached:
            return False
        stored = self._stored(save_id)
        return stored is not None and stored != self.seen[save_id]

    # --- writing and reading ---------------------------------------------------------------------
    def write(self, save_id: str, match: Match, now_ms: float, created_ms: float | None = None) -> None:
        """Write the match's record (after every action).

        SaveConflict when the stored save changed since this page read or wrote it (nothing written);
        StorageUnavailable when storage refuses (the save is then kept in memory, see ``unsaved``).
        """
        if save_id in self.detached:
            self.hold(save_id, match, now_ms)
            return
        stored = self._stored(save_id)
        if save_id in self.seen and stored is not None and stored != self.seen[save_id]:
            raise SaveConflict(save_id, stored)
        text = self._text(save_id, match, now_ms, created_ms, self.unsaved.get(save_id, stored))
        try:
            self.storage.set(PREFIX + save_id, text)
        except StorageUnavailable as error:
            self.unsaved[save_id] = text
            self.problem = error
            raise
        self.unsaved.pop(save_id, None)
        self.seen[save_id] = text
        self.problem = None

    def hold(self, save_id: str, match: Match, now_ms: float) -> None:
        """Keep the game in this page's memory only, from now on: its stored save (changed outside this
        page, unreadable) is left as it is."""
        self.detached.add(save_id)
        self.unsaved[save_id] = self._text(save_id, match, now_ms, None, self.unsaved.get(save_id))

    @staticmethod
    def _text(save_id: str, match: Match, now_ms: float, created_ms: float | None, old: str | None) -> str:
        created = created_ms
        if created is None and old:
            try:
                created = json.loads(old).get("created")
            except (ValueError, AttributeError, TypeError, RecursionError):
                created = None
        data: dict[str, Any] = {
            "format": SAVE_FORMAT,
            "id": save_id,
            "created": created if isinstance(created, (int, float)) and not isinstance(created, bool) else now_ms,
            "updated": now_ms,
            "over": match.over,
            "record": match.record.to_json(),
        }
        data["check"] = checksum(data)
        return json.dumps(data, separators=(",", ":"))

    def load(self, save_id: str) -> Match:
        """The match of a save; RecordError (readable) if it is missing or damaged."""
        raw = self.raw(save_id)
        if raw is None:
            raise RecordError("there is no saved game with that name")
        match = self._read(save_id, raw)
        if save_id not in self.unsaved:
            self.seen[save_id] = raw
        return match

    def _read(self, save_id: str, raw: str) -> Match:
        record, data = parse_save(raw)
        saved_id = data.get("id")
        if saved_id is not None and saved_id != save_id:
            raise RecordError(f"the save names itself {str(saved_id)[:60]!r}, not {save_id!r}: it was copied or damaged")
        try:
            game = self.lookup(record.game)
        except LookupError as error:
            raise RecordError(str(error)) from error
        try:
            match = match_for(game, record)
        except RecordError:
            raise
        except Exception as error:  # a record no game can set up: damaged, whatever the game raised
            raise RecordError(f"the game cannot be set up from it ({error})") from error
        verify_check(data)
        return match

    def check(self, save_id: str, raw: str) -> None:
        """RecordError unless ``raw`` is a save of ``save_id`` that replays and matches its check (as a
        saved game is checked when it is opened); nothing is stored."""
        self._read(save_id, raw)

    def put(self, save_id: str, raw: str) -> None:
        """Store a checked save's text as it is (a restored backup's); StorageUnavailable if refused."""
        self.storage.set(PREFIX + save_id, raw)
        self.unsaved.pop(save_id, None)
        self.detached.discard(save_id)
        self.seen[save_id] = raw

    def entry(self, save_id: str) -> SaveEntry:
        """The list's line for a save; never raises: whatever is wrong makes it damaged, its text kept."""
        raw = self.raw(save_id)
        cached = self._entries.get(save_id)
        unsaved = save_id in self.unsaved
        if cached is not None and cached.raw == (raw or "") and cached.unsaved == unsaved:
            return cached
        entry = SaveEntry(id=save_id, raw=raw or "", unsaved=unsaved)
        try:
            if raw is None:
                raise RecordError("there is no saved game with that name")
            match = self._read(save_id, raw)
            entry.game = match.game.id
            entry.names = tuple(match.names)
            if isinstance(match, TutorialMatch):
                tutorial = match.tutorial
                entry.lesson_step, entry.lesson_steps = tutorial.step_number(match.position), len(tutorial.steps)
                entry.lesson_finished = match.finished
                entry.progress = "lesson over" if match.finished else f"step {entry.lesson_step} of {entry.lesson_steps}"
            else:
                entry.progress = "finished" if match.over else match.game.progress(match.state)
            entry.over = match.over
            entry.scores = tuple(sheet.total for sheet in match.game.scores(match.state))
            if match.over:
                entry.winners = tuple(match.names[seat] for seat in match.game.outcome(match.state).winners)
            updated = json.loads(raw).get("updated")
            entry.updated = float(updated) if isinstance(updated, (int, float)) and not isinstance(updated, bool) else 0.0
        except RecordError as error:
            entry.error = str(error)
        except Exception as error:  # never let one save break the list
            entry.error = f"the save can't be read ({type(error).__name__}: {error})"
        if entry.error is not None:
            entry.game, entry.names, entry.progress, entry.over, entry.updated = "", (), "", False, 0.0
            entry.scores, entry.winners = (), ()
            entry.lesson_step, entry.lesson_steps, entry.lesson_finished = 0, 0, False
        self._entries[save_id] = entry
        return entry

    def entries(self) -> list[SaveEntry]:
        """All saves, the most recently played first, damaged ones included."""
        ids = self.ids()
        for gone in set(self._entries) - set(ids):
            del self._entries[gone]
        return sorted((self.entry(i) for i in ids), key=lambda e: (-e.updated, e.id))

    def drop_finished_lessons(self, keep: str | None = None) -> list[str]:
        """Delete every lesson that stands at its finish but ``keep`` (the one on screen): a finished
        lesson is no saved game. Returns the ids deleted."""
        dropped = [entry.id for entry in self.entries() if entry.lesson_finished and entry.id != keep]
        for save_id in dropped:
            self.delete(save_id)
        return dropped

    def delete(self, save_id: str) -> None:
        self.unsaved.pop(save_id, None)
        self.seen.pop(save_id, None)
        self.detached.discard(save_id)
        self._entries.pop(save_id, None)
        try:
            self.storage.remove(PREFIX + save_id)
        except StorageUnavailable as error:
            self.problem = error

    def export(self, save_id: str) -> tuple[str, str]:
        """A download of the save: (file name, its JSON text, the format ``parse_save`` reads)."""
        raw = self.raw(save_id)
        if raw is None:
            raise RecordError("there is no saved game with that name")
        return f"ramen-{_safe_name(save_id)}.json", raw
