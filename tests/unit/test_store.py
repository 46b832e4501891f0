"""Saves and the pieces around them: store, match, picker, arena command line, page config."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from ramen.core import IllegalAction, Record, RecordError, SeatInfo
from ramen.core.choices import Picker
from ramen.core.match import Match
from ramen.store import PREFIX, SAVE_FORMAT, MemoryStorage, SaveStore
from tests.conftest import ROOT
from tests.toy_game import GAME as STICKS


def lookup(game_id):
    if game_id != "sticks":
        raise LookupError(f"unknown game {game_id!r}")
    return STICKS


def new_match(seed=3):
    return Match(STICKS, Record(game="sticks", seed=seed, seats=[SeatInfo("Mai"), SeatInfo("Bot", "bot", "easy")]))


def test_save_after_every_action_and_resume_exactly():
    store = SaveStore(MemoryStorage(), lookup)
    match = new_match()
    match.play("take 2")
    store.write("g1", match, now_ms=1000)
    match.play(match.bot_choice())
    store.write("g1", match, now_ms=2000)
    again = store.load("g1")
    assert again.state == match.state and again.record == match.record and again.to_act == match.to_act
    raw = json.loads(store.storage.get(PREFIX + "g1"))
    assert raw["format"] == SAVE_FORMAT and raw["created"] == 1000 and raw["updated"] == 2000


def test_several_games_at_once_listed_newest_first():
    store = SaveStore(MemoryStorage(), lookup)
    store.write("a", new_match(1), now_ms=10)
    store.write("b", new_match(2), now_ms=20)
    assert [e.id for e in store.entries()] == ["b", "a"]
    assert all(not e.damaged for e in store.entries())


@pytest.mark.parametrize("raw, reason", [
    ("{not json", "not readable"),
    ("[]", "not an object"),
    (json.dumps({"record": {}}), "no format version"),
    (json.dumps({"format": SAVE_FORMAT + 1, "record": {}}), "newer"),
    (json.dumps({"format": SAVE_FORMAT, "record": {"version": 1, "game": "chess", "seed": 1,
                                                     "seats": [{"name": "A"}, {"name": "B"}]}}), "unknown game"),
    (json.dumps({"format": SAVE_FORMAT, "record": {"version": 1, "game": "sticks", "seed": 1,
                                                     "seats": [{"name": "A"}, {"name": "B"}], "actions": ["take 9"]}}), "action 1"),
])
def test_damaged_saves_are_listed_with_raw_text_and_kept(raw, reason):
    storage = MemoryStorage()
    store = SaveStore(storage, lookup)
    store.write("good", new_match(), now_ms=5)
    storage.set(PREFIX + "bad", raw)
    entries = {e.id: e for e in store.entries()}
    assert entries["bad"].damaged and reason in entries["bad"].error
    assert entries["bad"].raw == raw
    assert not entries["good"].damaged
    assert storage.get(PREFIX + "bad") == raw  # never silently deleted
    with pytest.raises(RecordError):
        store.load("bad")


def test_undo_within_own_turn_only():
    match = new_match()
    match.play("take 1")  # passes the turn: can't be taken back
    assert not match.can_undo()
    with pytest.raises(RecordError):
        match.undo()


def test_match_rejects_illegal_action_and_keeps_record():
    match = new_match()
    with pytest.raises(IllegalAction):
        match.play("take 7")
    assert match.record.actions == []


def test_picker_offers_only_legal_continuations():
    picker = Picker(["prep egg b1", "prep egg b2", "prep nori b1", "draw deck", "end"])
    assert picker.options() == {"prep", "draw", "end"}
    assert picker.push("prep") is None
    assert picker.options() == {"egg", "nori"}
    assert picker.push("egg") is None and picker.options() == {"b1", "b2"}
    assert picker.push("b2") == "prep egg b2"
    with pytest.raises(ValueError):
        Picker(["end"]).push("fly")


def test_picker_with_stale_prefix_starts_over():
    assert Picker(["draw deck"], ("prep", "egg")).prefix == ()


def run_cli(*args):
    return subprocess.run([sys.executable, "-m", "ramen", *args], capture_output=True, text=True, cwd=ROOT)


def test_arena_cli_rejects_bad_arguments_clearly():
    result = run_cli("arena", "chess", "--seats", "2", "--bots", "easy,easy")
    assert result.returncode != 0 and "unknown game" in result.stderr
    result = run_cli("arena", "fury", "--seats", "2", "--bots", "easy")
    assert result.returncode != 0 and "one per seat" in result.stderr
    result = run_cli("arena", "fury", "--seats", "9", "--bots", "easy")
    assert result.returncode != 0 and "seats" in result.stderr
    result = run_cli("arena", "fury", "--seats", "2", "--bots", "easy,wizard")
    assert result.returncode != 0 and "unknown level" in result.stderr


@pytest.mark.parametrize("game", ["fury", "ink", "extreme"])
def test_arena_cli_prints_exactly_one_json_object(game):
    result = run_cli("arena", game, "--seats", "2", "--bots", "normal,easy", "--games", "4", "--seed", "7")
    assert result.returncode == 0, result.stderr
    summary = json.loads(result.stdout)
    assert result.stdout.strip().count("\n") == 0
    assert summary["game"] == game and summary["bots"] == ["normal", "easy"] and summary["games"] == 4
    assert summary["errors"] == 0 and sum(summary["wins"]) >= 4
    assert len(summary["mean_score"]) == 2 and summary["actions_per_second"] > 0


def test_pyscript_config_lists_every_module_and_no_packages():
    result = subprocess.run([sys.executable, "tools/pyscript_config.py", "--check"], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    text = (ROOT / "pyscript.toml").read_text()
    import re
    assert not re.search(r"^\s*packages\s*=", text, re.M) and 'interpreter = "./static/vendor/pyodide/pyodide.mjs"' in text


def test_engine_imports_no_browser_modules():
    """DESIGN: the engine (ramen/ except ramen/ui/) imports no pyscript or js."""
    import re
    for path in (ROOT / "ramen").rglob("*.py"):
        if "ui" in path.relative_to(ROOT / "ramen").parts:
            continue
        assert not re.search(r"^\s*(from|import)\s+(js|pyscript|pyodide)\b", path.read_text(), re.M), path


def test_nothing_generated_is_committed():
    files = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True).stdout.split()
    assert not [f for f in files if f.startswith("static/vendor/") or f.endswith(".wasm") or "node_modules/" in f]


def test_registry_knows_each_games_levels_and_presence_without_importing():
    """The home screen starts from the registry; it must agree with the games themselves."""
    from ramen.core.bots import bot_levels
    from ramen.core.registry import GAME_LEVELS, GAME_TITLES, get_game, is_playable, is_present
    for game_id in GAME_TITLES:
        assert is_present(game_id) == is_playable(game_id)
        assert GAME_LEVELS[game_id] == bot_levels(get_game(game_id))
    assert not is_present("chess")


def test_match_undo_without_replay_agrees_with_the_record():
    """Undo keeps the states it has seen; what it allows and where it lands match a full replay."""
    import random

    from ramen.ink import GAME as INK
    rng = random.Random(4)
    match = Match(INK, Record(game="ink", seed=4, seats=[SeatInfo("Mai"), SeatInfo("Ken")]))
    undone = 0
    while not match.over and len(match.record.actions) < 120:
        assert match.can_undo() == (match.record.undoable_count(INK) > 0)
        if match.can_undo() and rng.random() < 0.3:
            match.undo()
            undone += 1
            assert match.state == match.record.replay(INK)
        legal = match.legal_texts()
        match.play(legal[rng.randrange(len(legal))])
    assert undone > 3


# --- two tabs, full or blocked storage, damaged saves ---------------------------------------------

from ramen.store import MAX_SAVE_CHARS, SaveConflict, StorageUnavailable, checksum, parse_save  # noqa: E402


def test_two_tabs_never_lose_a_move():
    """Two pages on one storage: the second one's write after the first's finds the change and writes
    nothing; it reads the newer game, and its move on top of that keeps both."""
    storage = MemoryStorage()
    first, second = SaveStore(storage, lookup), SaveStore(storage, lookup)
    first.write("g", new_match(), now_ms=1)
    tab1, tab2 = first.load("g"), second.load("g")
    tab1.play("take 1")
    first.write("g", tab1, now_ms=2)
    assert second.changed("g") and not first.changed("g")
    tab2.play("take 2")  # the second tab still shows the old position
    with pytest.raises(SaveConflict):
        second.write("g", tab2, now_ms=3)
    assert Record.from_json(json.loads(storage.get(PREFIX + "g"))["record"]).actions == ["take 1"]
    newer = second.load("g")
    assert not second.changed("g") and newer.record.actions == ["take 1"]
    newer.play(newer.bot_choice())
    second.write("g", newer, now_ms=4)
    assert first.changed("g")
    assert SaveStore(storage, lookup).load("g").record.actions[:1] == ["take 1"] and len(newer.record.actions) == 2


def test_a_game_deleted_in_another_tab_is_saved_again_by_the_tab_playing_it():
    storage = MemoryStorage()
    playing, other = SaveStore(storage, lookup), SaveStore(storage, lookup)
    match = new_match()
    playing.write("g", match, now_ms=1)
    other.delete("g")
    match.play("take 1")
    playing.write("g", match, now_ms=2)
    assert other.load("g").record.actions == ["take 1"]


class RefusingStorage(MemoryStorage):
    """localStorage that is full (setItem raises) or blocked (every access raises)."""

    def __init__(self, refuse: str | None = None) -> None:
        super().__init__()
        self.refuse = refuse

    def _check(self, writing: bool) -> None:
        if self.refuse == "blocked" or (writing and self.refuse == "full"):
            raise StorageUnavailable(self.refuse, "QuotaExceededError" if self.refuse == "full" else "SecurityError")

    def get(self, key):
        self._check(False)
        return super().get(key)

    def set(self, key, value):
        self._check(True)
        super().set(key, value)

    def remove(self, key):
        self._check(False)
        super().remove(key)

    def keys(self):
        self._check(False)
        return super().keys()


@pytest.mark.parametrize("refuse", ["full", "blocked"])
def test_storage_that_refuses_keeps_the_game_in_memory_listed_and_downloadable(refuse):
    storage = RefusingStorage()
    store = SaveStore(storage, lookup)
    match = new_match()
    store.write("g", match, now_ms=1)
    storage.refuse = refuse
    match.play("take 1")
    with pytest.raises(StorageUnavailable) as caught:
        store.write("g", match, now_ms=2)
    assert caught.value.reason == refuse and store.problem is caught.value
    assert "full" in caught.value.sentence if refuse == "full" else "does not let" in caught.value.sentence
    # the game goes on in memory: listed (not damaged), loadable, and a download gives the whole record
    [entry] = store.entries()
    assert entry.id == "g" and entry.unsaved and not entry.damaged
    assert store.load("g").record.actions == ["take 1"]
    name, text = store.export("g")
    assert name == "ramen-g.json"
    record, data = parse_save(text)
    assert record.actions == ["take 1"] and data["format"] == SAVE_FORMAT and data["check"] == checksum(data)
    # room again: the next write goes through and the memory copy is dropped
    storage.refuse = None
    match.play(match.bot_choice())
    store.write("g", match, now_ms=3)
    assert store.problem is None and not store.unsaved and not store.entries()[0].unsaved


def test_blocked_from_the_start_a_new_game_is_still_played_and_listed():
    store = SaveStore(RefusingStorage("blocked"), lookup)
    assert store.entries() == [] and store.problem.reason == "blocked"
    with pytest.raises(StorageUnavailable):
        store.write("g", new_match(), now_ms=1)
    assert [e.id for e in store.entries()] == ["g"] and store.load("g").record.game == "sticks"
    store.delete("g")
    assert store.entries() == []


def test_a_save_of_format_1_without_check_still_opens():
    storage = MemoryStorage()
    record = new_match().record.to_json()
    storage.set(PREFIX + "old", json.dumps({"format": 1, "id": "old", "created": 1, "updated": 2, "over": False, "record": record}))
    assert not SaveStore(storage, lookup).entry("old").damaged


# generated damaged saves: a real game's save, broken in every way a save gets broken

def real_save() -> tuple[str, list[str]]:
    """The save of a real Ramen Fury game, 40 actions in (computer opponents playing each other)."""
    from ramen.core.registry import get_game
    match = Match(get_game("fury"), Record(game="fury", seed=11, seats=[SeatInfo("Mai", "bot", "easy"), SeatInfo("Ken", "bot", "easy"), SeatInfo("Bot", "bot", "easy")]))
    while len(match.record.actions) < 40 and not match.over:
        match.play(match.bot_choice())
    storage = MemoryStorage()
    SaveStore(storage).write("fury-1", match, now_ms=1733000000000)
    return storage.get(PREFIX + "fury-1"), list(match.record.actions)


def check_damaged_or_same(raw: str, original: list[str], save_id: str = "fury-1", must_be_damaged: bool = True) -> bool:
    """The listing never raises; a damaged save is listed as such with its raw text kept in storage and
    in the entry; loading it raises only RecordError. Returns whether it was damaged."""
    storage = MemoryStorage()
    storage.set(PREFIX + save_id, raw)
    store = SaveStore(storage)
    [entry] = store.entries()
    assert storage.get(PREFIX + save_id) == raw and entry.raw == raw
    if entry.damaged:
        assert entry.error
        with pytest.raises(RecordError):
            store.load(save_id)
        return True
    assert not must_be_damaged, f"not listed as damaged: {raw[:200]!r}"
    assert store.load(save_id).record.actions == original  # a change that changed nothing that matters
    return False


def test_a_save_cut_at_every_length_is_listed_as_damaged_with_its_text_kept():
    raw, actions = real_save()
    assert len(raw) > 500
    for length in range(len(raw)):
        check_damaged_or_same(raw[:length], actions)
    assert not check_damaged_or_same(raw, actions, must_be_damaged=False)


def test_a_save_with_any_character_changed_is_listed_as_damaged():
    """The check covers the wrapper and the record: a changed seed, name, action or date is caught
    even where the result still replays."""
    raw, actions = real_save()
    for index, char in enumerate(raw):
        for other in {"0" if char != "0" else "1", "x" if char != "x" else "y", '"' if char != '"' else "'"}:
            check_damaged_or_same(raw[:index] + other + raw[index + 1:], actions)


def test_a_save_with_actions_reordered_dropped_or_of_another_game_is_damaged():
    raw, actions = real_save()
    data = json.loads(raw)

    def variant(**record_changes) -> str:
        changed = json.loads(raw)
        changed["record"].update(record_changes)
        return json.dumps(changed)

    for index in range(len(actions)):
        check_damaged_or_same(variant(actions=actions[:index] + actions[index + 1:]), actions)
        if index + 1 < len(actions) and actions[index] != actions[index + 1]:
            swapped = list(actions)
            swapped[index], swapped[index + 1] = swapped[index + 1], swapped[index]
            check_damaged_or_same(variant(actions=swapped), actions)
    for game in ("ink", "extreme", "chess"):
        check_damaged_or_same(variant(game=game), actions)
        consistent = json.loads(variant(game=game))  # even with a check that matches the change
        consistent["check"] = checksum(consistent)
        check_damaged_or_same(json.dumps(consistent), actions)
    check_damaged_or_same(raw, actions, save_id="another-game")  # copied under another game's name
    future = dict(data, format=SAVE_FORMAT + 1)
    check_damaged_or_same(json.dumps(future), actions)


def test_a_five_megabyte_value_is_listed_as_damaged_and_kept_whole():
    raw, actions = real_save()
    huge = raw[:-1] + " " * (5 * 1024 * 1024) + "}"
    assert len(huge) > MAX_SAVE_CHARS
    check_damaged_or_same(huge, actions)
    check_damaged_or_same("[" * (5 * 1024 * 1024), actions)


def test_a_save_damaged_by_another_tab_is_kept_and_the_game_goes_on_in_memory():
    storage = MemoryStorage()
    store = SaveStore(storage, lookup)
    match = new_match()
    store.write("g", match, now_ms=1)
    storage.set(PREFIX + "g", "{damaged elsewhere")
    match.play("take 1")
    with pytest.raises(SaveConflict):
        store.write("g", match, now_ms=2)
    with pytest.raises(RecordError):
        store.load("g")
    store.hold("g", match, now_ms=2)
    match.play(match.bot_choice())
    store.write("g", match, now_ms=3)  # memory only, from now on
    assert storage.get(PREFIX + "g") == "{damaged elsewhere" and not store.changed("g")
    assert store.load("g").record.actions == match.record.actions and store.entries()[0].unsaved
