"""Back up all games and restore them (ramen/backup.py): the file holds every save, is checked entry by
entry as an opened game file is, and merges without overwriting a newer save or doubling a game."""

from __future__ import annotations

import json
import random

import pytest

from ramen import backup
from ramen.core import RecordError
from ramen.core.link import game_file_text
from ramen.core.match import Match
from ramen.core.record import Record, SeatInfo
from ramen.core.registry import get_game
from ramen.store import PREFIX, MemoryStorage, SaveStore, StorageUnavailable
from ramen.ui.screens.stats import stats_from_store

DAY_MS = 24 * 3600 * 1000


def played(game_id: str, seed: int, moves: int | None) -> Match:
    """A match of ``game_id`` (Mai against a computer) after ``moves`` random legal actions (None: to the end)."""
    match = Match(get_game(game_id), Record(game=game_id, seed=seed, seats=[SeatInfo("Mai"), SeatInfo("Computer 2", "bot", "easy")]))
    rng = random.Random(seed)
    while not match.over and (moves is None or len(match.record.actions) < moves):
        match.play(rng.choice(sorted(match.legal_texts())))
    return match


def filled_store() -> SaveStore:
    """A store with a finished game of each title and one in progress."""
    store = SaveStore(MemoryStorage())
    for number, game_id in enumerate(("fury", "ink", "extreme")):
        store.write(f"{game_id}-done", played(game_id, 40 + number, None), now_ms=1000.0 + number)
    store.write("fury-going", played("fury", 7, 12), now_ms=2000.0)
    return store


def stored_saves(store: SaveStore) -> dict[str, str]:
    return {key: value for key, value in store.storage.data.items() if key.startswith(PREFIX)}  # type: ignore[attr-defined]


def test_a_backup_restores_every_game_and_statistic_into_an_empty_store() -> None:
    """Rules-independent: the backup of a store, restored into a cleared one, gives the same saves (text
    for text), so the same list and the same statistics."""
    store = filled_store()
    made = backup.make_backup(store, now_ms=3000.0)
    assert made.games == 4 and made.damaged_left_out == 0
    assert made.filename == "ramen-games-backup-1970-01-01.json"
    cleared = SaveStore(MemoryStorage())
    done = backup.restore(cleared, backup.read_backup(made.text, cleared))
    assert sorted(done.added) == ["extreme-done", "fury-done", "fury-going", "ink-done"] and not done.updated
    assert stored_saves(cleared) == stored_saves(store)
    assert stats_from_store(cleared) == stats_from_store(store)
    assert cleared.load("fury-going").record == store.load("fury-going").record


def test_restoring_twice_doubles_nothing() -> None:
    store = filled_store()
    text = backup.make_backup(store, 3000.0).text
    before = stored_saves(store)
    done = backup.restore(store, backup.read_backup(text, store))
    assert done.changed == 0 and done.already == 4
    assert stored_saves(store) == before
    assert "4 already here" in done.sentence(4)


def test_a_newer_save_here_is_kept_and_an_older_one_brought_up_to_date() -> None:
    old = SaveStore(MemoryStorage())
    old.write("fury-a", played("fury", 1, 10), now_ms=1000.0)
    old.write("fury-b", played("fury", 2, 10), now_ms=1000.0)
    newer = SaveStore(MemoryStorage())
    newer.write("fury-a", played("fury", 1, 20), now_ms=5000.0)
    newer.write("fury-b", played("fury", 2, 20), now_ms=5000.0)
    # the device has fury-a played on since the backup, and fury-b as it was in the backup's day
    here = SaveStore(MemoryStorage())
    here.write("fury-a", played("fury", 1, 20), now_ms=5000.0)
    here.write("fury-b", played("fury", 2, 10), now_ms=1000.0)
    backup_text = backup.make_backup(newer, 6000.0).text
    done = backup.restore(here, backup.read_backup(backup_text, here))
    assert done.updated == ["fury-b"] and done.already == 1
    assert len(here.load("fury-b").record.actions) == 20
    # and an older backup changes neither
    done = backup.restore(here, backup.read_backup(backup.make_backup(old, 6000.0).text, here))
    assert done.changed == 0 and done.already == 2
    assert len(here.load("fury-a").record.actions) == 20


def test_the_same_game_under_another_name_is_not_added_twice() -> None:
    source = SaveStore(MemoryStorage())
    source.write("fury-1", played("fury", 3, 15), now_ms=1000.0)
    here = SaveStore(MemoryStorage())
    here.write("fury-shared-x", played("fury", 3, 15), now_ms=1000.0)
    done = backup.restore(here, backup.read_backup(backup.make_backup(source, 2000.0).text, here))
    assert done.doubles == 1 and not done.added
    assert here.ids() == ["fury-shared-x"]


def test_a_damaged_save_here_keeps_its_place_and_its_text() -> None:
    source = SaveStore(MemoryStorage())
    source.write("fury-1", played("fury", 3, 15), now_ms=1000.0)
    here = SaveStore(MemoryStorage())
    here.storage.set(PREFIX + "fury-1", "{cut")
    done = backup.restore(here, backup.read_backup(backup.make_backup(source, 2000.0).text, here))
    assert done.blocked_by_damaged == ["fury-1"] and here.storage.get(PREFIX + "fury-1") == "{cut"
    assert "delete it, then restore again" in done.sentence(1)


def test_damaged_saves_are_left_out_of_a_backup_and_counted() -> None:
    store = filled_store()
    store.storage.set(PREFIX + "ink-broken", "{cut")
    made = backup.make_backup(store, 3000.0)
    assert made.games == 4 and made.damaged_left_out == 1
    assert "ink-broken" not in made.text


def _edited(text: str, change) -> str:
    data = json.loads(text)
    change(data)
    return json.dumps(data)


def _set_updated(data: dict) -> None:
    data["saves"][1]["updated"] = 99.0  # the check no longer matches


def _bad_action(data: dict) -> None:
    save = data["saves"][0]
    save["record"]["actions"][0] = "nonsense"


@pytest.mark.parametrize("change, words", [
    (lambda text: text[: len(text) // 2], "not valid JSON"),
    (lambda text: "", "empty"),
    (lambda text: "[1, 2]", "no JSON object"),
    (lambda text: json.dumps({"kind": "photos/album", "saves": []}), "not a Ramen Games backup"),
    (lambda text: json.dumps({"saves": []}), "not a Ramen Games backup"),
    (lambda text: _edited(text, lambda d: d.update(format=2)), "newer than this page reads"),
    (lambda text: _edited(text, lambda d: d.update(format="1")), "no valid format version"),
    (lambda text: _edited(text, lambda d: d.update(saves={})), "no list of games"),
    (lambda text: _edited(text, lambda d: d["saves"].append(d["saves"][0])), "same name as an earlier one"),
    (lambda text: _edited(text, lambda d: d["saves"][2].update(id="../x")), "game 3 of the backup has no valid name"),
    (lambda text: _edited(text, lambda d: d["saves"].__setitem__(0, "hello")), "game 1 of the backup is not a saved game"),
    (lambda text: _edited(text, _set_updated), "game 2 of the backup can't be read: the save does not match its check"),
    (lambda text: _edited(text, _bad_action), "game 1 of the backup can't be read"),
    (lambda text: _edited(text, lambda d: d["saves"][0].update(id="fury-other")), "game 1 of the backup can.t be read: the save does not match its check"),
])
def test_a_damaged_or_foreign_backup_changes_nothing_and_says_what_is_wrong(change, words) -> None:
    """A bad entry refuses the whole file before anything is written."""
    source = filled_store()
    text = change(backup.make_backup(source, 3000.0).text)
    here = SaveStore(MemoryStorage())
    here.write("fury-mine", played("fury", 9, 5), now_ms=100.0)
    before = dict(here.storage.data)  # type: ignore[attr-defined]
    with pytest.raises(RecordError, match=words):
        backup.restore(here, backup.read_backup(text, here))
    assert here.storage.data == before  # type: ignore[attr-defined]


def test_a_single_game_file_is_sent_to_open_a_game_file() -> None:
    text = game_file_text(played("fury", 4, 8).record)
    with pytest.raises(RecordError, match="single game file, not a backup: open it with Open a game file"):
        backup.read_backup(text, SaveStore(MemoryStorage()))


def test_a_picture_is_not_a_backup() -> None:
    with pytest.raises(RecordError, match="not a text file"):
        backup.read_backup(b"\x89PNG\r\n\x1a\n\xff\xfe", SaveStore(MemoryStorage()))


class FillsUp(MemoryStorage):
    """Storage that refuses the ``room``-th save and any after it."""

    def __init__(self, room: int) -> None:
        super().__init__()
        self.room = room

    def set(self, key: str, value: str) -> None:
        if key.startswith(PREFIX) and key not in self.data and sum(k.startswith(PREFIX) for k in self.data) >= self.room:
            raise StorageUnavailable("full")
        super().set(key, value)


def test_a_full_storage_stops_the_restore_keeping_what_was_written_and_saying_so() -> None:
    source = filled_store()
    here = SaveStore(FillsUp(2))
    done = backup.restore(here, backup.read_backup(backup.make_backup(source, 3000.0).text, here))
    assert len(done.added) == 2 and done.stopped == "this browser's storage for the site is full"
    assert "The rest could not be written" in done.sentence(4)
    assert all(here.load(save_id) for save_id in done.added)


def test_the_reminder_counts_games_in_no_backup_and_stays_away_30_days_when_put_off() -> None:
    store = filled_store()
    assert backup.not_backed_up(store) == 4
    made = backup.read_backup(backup.make_backup(store, 3000.0).text, store)
    backup.note_backed_up(store, 3000.0, backup.saves_of(made))
    assert backup.not_backed_up(store) == 0
    store.write("fury-going", played("fury", 7, 14), now_ms=4000.0)  # played on since
    store.write("ink-new", played("ink", 8, 3), now_ms=4000.0)
    assert backup.not_backed_up(store) == 2
    assert not backup.reminder_put_off(store, 5000.0)
    backup.put_reminder_off(store, 5000.0)
    assert backup.reminder_put_off(store, 5000.0 + 29 * DAY_MS)
    assert not backup.reminder_put_off(store, 5000.0 + 31 * DAY_MS)
    store.storage.set(backup.LATER_KEY, "{damaged")
    assert not backup.reminder_put_off(store, 5000.0)
    store.storage.set(backup.MADE_KEY, "[]")
    assert backup.not_backed_up(store) == 5
