"""Which saved games offer a replay: finished ones, and ones in progress that hide
nothing (all computers, or a game with no secret hands); every game offers Share."""

from __future__ import annotations

import re

import pytest

from ramen.core.match import Match
from ramen.core.record import SeatInfo
from ramen.core.registry import get_game
from ramen.store import MemoryStorage, SaveStore
from ramen.ui.screens.replay_home import can_replay, end_screen_buttons, home_tools, save_entry_buttons
from tests.unit.test_link import finished_record


def entry_for(game_id: str, finished: bool, people: int) -> object:
    record = finished_record(game_id, seats=2)
    if not finished:
        record.actions = record.actions[:6]
    record.seats = [SeatInfo(f"P{i}") for i in range(people)] + \
        [SeatInfo(f"C{i}", "bot", "easy") for i in range(2 - people)]
    store = SaveStore(MemoryStorage())
    store.write("x", Match(get_game(game_id), record), now_ms=1.0)
    return store.entries()[0]


@pytest.mark.parametrize("game_id, finished, people, replay", [
    ("fury", True, 2, True),       # over: everything may be seen
    ("fury", False, 1, False),     # in progress, a person's hand is secret
    ("fury", False, 2, False),
    ("fury", False, 0, True),      # computers only
    ("ink", False, 2, True),       # nothing is secret in Ramen Ink
    ("extreme", False, 1, True),   # nor in Ramen Extreme
])
def test_replay_is_offered_when_nothing_secret_would_show(game_id: str, finished: bool, people: int, replay: bool) -> None:
    entry = entry_for(game_id, finished, people)
    html = save_entry_buttons(entry)
    assert ('data-cmd="replay"' in html) == replay
    assert 'data-cmd="share"' in html
    for tag in re.findall(r"<button[^>]*>", html):
        assert 'type="button"' in tag and "aria-label=" in tag


def test_can_replay_reads_the_record() -> None:
    record = finished_record("fury")
    assert can_replay(record, over=True) and not can_replay(record, over=False)


def test_a_damaged_save_offers_neither() -> None:
    store = SaveStore(MemoryStorage())
    store.storage.set("ramen.save.bad", "{not json")
    assert save_entry_buttons(store.entries()[0]) == ""


def test_home_tools_have_a_button_for_the_hidden_file_input_and_statistics() -> None:
    html = home_tools()
    assert 'data-cmd="open-file"' in html and 'data-cmd="stats"' in html
    assert re.search(r'<input type="file" id="game-file-input"[^>]*accept="\.json,application/json"[^>]*hidden', html)
    assert 'data-cmd="replay" data-arg="s1"' in end_screen_buttons("s1")
