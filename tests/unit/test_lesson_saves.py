"""A finished lesson is not a saved game: a Learn to play lesson in progress is listed on the home screen as a
lesson ("Lesson: Ramen Fury", step 5 of 15, Continue), never as a game with a leader; once it stands at its
finish it is not listed, its save is dropped on the way home, and no lesson ever counts in the statistics."""

from __future__ import annotations

from typing import Any

from ramen.core.match import Match
from ramen.core.registry import GAME_LEVELS, GAME_TITLES, get_game
from ramen.core.tutorial import TutorialMatch, get_tutorial, start_match
from ramen.store import MemoryStorage, SaveStore
from ramen.ui.screens.home import Setup, render_home
from ramen.ui.screens.stats import stats_from_store
from tests.unit.test_link import finished_record
from tests.unit.test_ui_shell import page_modules  # noqa: F401  (the fixture: js stand-ins)
from tests.view_check import parse


def lesson_at(game_id: str, steps_done: int | None) -> TutorialMatch:
    """A lesson of ``game_id`` with ``steps_done`` of the person's steps played (None: to its finish)."""
    tutorial = get_tutorial(game_id)
    match = start_match(tutorial, "Mai")
    done = 0
    while not match.finished and (steps_done is None or done < steps_done or match.step is None):
        step = match.step
        if step is None:
            match.play(match.bot_choice())
        else:
            match.play(step.wanted[0])
            done += 1
    return match


def planted() -> SaveStore:
    """A store with a finished game, a Fury lesson at step 5 and a finished Ink lesson."""
    store = SaveStore(MemoryStorage())
    store.write("fury-1000-1111", Match(get_game("fury"), finished_record("fury", seed=3)), 1000.0)
    store.write("fury-learn-2000-2222", lesson_at("fury", 4), 2000.0)
    store.write("ink-learn-3000-3333", lesson_at("ink", None), 3000.0)
    return store


def home(store: SaveStore) -> str:
    playable = {game_id: True for game_id in GAME_TITLES}
    return render_home(Setup(), playable, GAME_LEVELS, store.entries(), 4000.0)


def test_a_lesson_is_listed_as_a_lesson_and_a_finished_one_not_at_all() -> None:
    store = planted()
    entries = {entry.id: entry for entry in store.entries()}
    steps = len(get_tutorial("fury").steps)
    fury = entries["fury-learn-2000-2222"]
    assert fury.lesson and not fury.lesson_finished and (fury.lesson_step, fury.lesson_steps) == (5, steps)
    assert fury.progress == f"step 5 of {steps}"
    assert entries["ink-learn-3000-3333"].lesson_finished
    assert not entries["fury-1000-1111"].lesson

    page = parse(home(store))
    listed = [attrs["data-save"] for attrs in page.with_class("save")]
    assert listed == ["fury-learn-2000-2222", "fury-1000-1111"], "the finished lesson is not listed"
    text = page.text()
    assert f"Lesson: Ramen Fury Mai, Ken step 5 of {steps}" in text
    lesson_buttons = [b for b in page.buttons if b.get("data-arg") == "fury-learn-2000-2222"]
    assert [(b["data-cmd"], b["_text"]) for b in lesson_buttons] == [("continue", "Continue"), ("ask-delete", "Delete")]
    assert lesson_buttons[0]["aria-label"] == "Continue the lesson of Ramen Fury"
    assert " tie " not in text and "leads" not in text.split("Lesson: Ramen Fury")[1].split("Ramen Fury")[0]


def test_only_a_finished_lesson_saved_is_no_saved_game() -> None:
    store = SaveStore(MemoryStorage())
    store.write("extreme-learn-1-1", lesson_at("extreme", None), 1000.0)
    assert "No saved games yet" in parse(home(store)).text()


def test_finished_lessons_are_dropped_but_the_one_on_screen() -> None:
    store = planted()
    store.write("extreme-learn-4000-4444", lesson_at("extreme", None), 4000.0)
    assert store.drop_finished_lessons(keep="extreme-learn-4000-4444") == ["ink-learn-3000-3333"]
    assert store.ids() == ["extreme-learn-4000-4444", "fury-1000-1111", "fury-learn-2000-2222"]
    assert store.drop_finished_lessons() == ["extreme-learn-4000-4444"]
    assert store.ids() == ["fury-1000-1111", "fury-learn-2000-2222"]


def test_no_lesson_counts_in_the_statistics() -> None:
    store = planted()
    with_lessons = stats_from_store(store)
    only_the_game = SaveStore(MemoryStorage())
    only_the_game.write("fury-1000-1111", Match(get_game("fury"), finished_record("fury", seed=3)), 1000.0)
    alone = stats_from_store(only_the_game)
    assert with_lessons.results == alone.results and len(alone.results) == 1
    assert (with_lessons.in_progress, with_lessons.computer_only, with_lessons.damaged) == (0, 0, 0)


def test_learn_to_play_resumes_a_lesson_in_progress_never_a_finished_one(page_modules: None) -> None:  # noqa: F811
    from ramen.ui.commands.tutorial import TutorialCommands

    class Shell:
        store = planted()

    commands = TutorialCommands(Shell(), saves=None, launcher=None, names=lambda: [])  # type: ignore[arg-type]
    assert commands.saved_tutorial("fury") == "fury-learn-2000-2222"
    assert commands.saved_tutorial("ink") is None, "a finished lesson is not resumed: a new one starts"


def test_play_a_real_game_drops_the_finished_lesson(page_modules: None) -> None:  # noqa: F811
    from ramen.ui.commands.tutorial import TutorialCommands
    from ramen.ui.screens.play import PlayScreen
    from ramen.ui.views import get_view

    store = planted()
    started: list[Any] = []

    class Shell:
        def __init__(self) -> None:
            self.store = store
            self.screen = PlayScreen(save_id="ink-learn-3000-3333", match=store.load("ink-learn-3000-3333"),
                                     board=get_view("ink"))

    class Launcher:
        def new_match(self, game_id: str, seats: list[Any]) -> None:
            started.append((game_id, [seat.name for seat in seats]))

    commands = TutorialCommands(Shell(), saves=None, launcher=Launcher(), names=lambda: [])  # type: ignore[arg-type]
    assert commands.real_game("ink")
    assert started == [("ink", ["Mai", "Computer 1"])]
    assert "ink-learn-3000-3333" not in store.ids()
