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
