"""Learn to play names each button as it is labelled: every button a lesson's words name ("tap End turn",
"press Confirm", or a name in quotes) is the visible label of a control on that step's screen.

Each lesson is played through the game screen's real commands on its real HTML (the page's ``js`` stood
in for), tapping the marked control at each moment of a step. The words a step shows are its sentence,
its "Not yet" line (what a tap elsewhere says) and its rule card; the labels are what each button, link
or summary of the screen shows at any moment of that step, without the words for screen readers only."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from typing import Any

import pytest

from ramen.core.tutorial import TUTORIAL_GAMES, Step, get_tutorial, start_match
from tests.unit.test_lesson_taps import _Saves, _Shell, _Turns, game_controls, is_marked
from tests.unit.test_ui_shell import page_modules  # noqa: F401  (the fixture: js stand-ins)

#: the controls whose visible text is a label a sentence can name
CONTROLS = {"button", "a", "summary"}
#: classes of text a screen reader alone is given (visually hidden: static/css/base.css)
HIDDEN_CLASSES = {"sr", "sr-only"}
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
#: a name in quotes (straight double or curly, double or single)
QUOTED = re.compile(r"\"([^\"]+)\"|“([^”]+)”|‘([^’]+)’")
#: a verb of tapping, then a capitalised name: the words up to the next punctuation
TAPPED = re.compile(r"\b(?i:tap|press|click|choose|select)\s+([A-Z][^.,:;!?()]*)")


class VisibleLabels(HTMLParser):
    """Each control (``CONTROLS``) of a screen: its visible text, whitespace collapsed, and its attributes."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[tuple[str, bool]] = []  # (tag, hidden from sight)
        self.controls: list[tuple[str, dict[str, str | None]]] = []
        self.open: list[tuple[list[str], dict[str, str | None]]] = []  # each control being read: its text, its attributes

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in VOID or tag == "svg":
            if tag == "svg":
                self.stack.append((tag, True))
            return
        values = dict(attrs)
        classes = set((values.get("class") or "").split())
        hidden = bool(self.stack and self.stack[-1][1]) or bool(classes & HIDDEN_CLASSES) or "hidden" in values
        self.stack.append((tag, hidden))
        if tag in CONTROLS:
            self.open.append(([], values))

    def handle_endtag(self, tag: str) -> None:
        if tag in VOID:
            return
        while self.stack:
            opened, _ = self.stack.pop()
            if opened in CONTROLS and self.open:
                text, values = self.open.pop()
                self.controls.append((" ".join("".join(text).split()), values))
            if opened == tag:
                break

    def handle_data(self, data: str) -> None:
        if self.open and not (self.stack and self.stack[-1][1]):
            for text, _ in self.open:
                text.append(data)


def controls(html: str) -> list[tuple[str, dict[str, str | None]]]:
    """A screen's controls, in order: each one's visible label and attributes."""
    parser = VisibleLabels()
    parser.feed(html)
    parser.close()
    return parser.controls


def visible_labels(html: str) -> set[str]:
    """The visible labels of a screen's controls."""
    return {label for label, _ in controls(html) if label}


def named_buttons(words: str) -> list[tuple[str, list[str]]]:
    """The button names ``words`` quote or tap: each as written, with the names it may be (a tapped name
    runs to the next punctuation, "tap End turn and Ken plays": "End", "End turn", ... each a candidate)."""
    found = []
    for match in QUOTED.finditer(words):
        name = next(group for group in match.groups() if group)
        found.append((name, [" ".join(name.split())]))
    for match in TAPPED.finditer(words):
        tokens = match.group(1).split()
        found.append((match.group(0), [" ".join(tokens[:end]) for end in range(1, len(tokens) + 1)]))
    return found


def step_words(step: Step) -> list[str]:
    """What a step shows: its sentence, what a tap elsewhere says, its rule card."""
    words = [step.say, step.not_yet]
    if step.card is not None:
        words += [step.card.title, step.card.text]
    return words


def test_the_names_are_read_from_the_words_and_the_labels_from_sight() -> None:
    assert [name for name, _ in named_buttons("Both drawn: tap Done, then \"Play a real game\".")] == [
        "Play a real game", "tap Done"]
    assert named_buttons("Tap End turn. Keep die 4, then tap die 2.")[0][1] == ["End", "End turn"]
    assert named_buttons("Keep the dice you want: tap die 2, a protein.") == []  # a thing, not a button's name
    html = ('<button class="x">Bin<span class="sr"> the Nori</span></button><a href="#">Rules</a>'
            '<button aria-label="Confirm card">Confirm</button><button><svg><text>1</text></svg>Roll</button>')
    assert visible_labels(html) == {"Bin", "Rules", "Confirm", "Roll"}


def walk_lesson(game_id: str) -> list[tuple[Step, set[str]]]:
    """Each step of the lesson with the visible labels of its screen at every moment of the step (the
    marked control tapped until the step's move is made), the finish last."""
    from ramen.ui.commands.play import PlayCommands
    from ramen.ui.screens.play import PlayScreen, render_play
    from ramen.ui.views import get_view

    screen = PlayScreen(save_id=f"{game_id}-learn-1", match=start_match(get_tutorial(game_id), "Mai"),
                        board=get_view(game_id))
    screen.settle_viewer()
    shell = _Shell(screen)
    commands = PlayCommands(shell, _Saves(), _Turns(shell), hints=None, launcher=None).commands()  # type: ignore[arg-type]
    turns = _Turns(shell)
    steps: list[tuple[Step, set[str]]] = []
    for _ in range(400):
        turns.schedule()
        step = screen.match.step
        assert step is not None, f"{game_id}: no step for the person at {screen.match.position}"
        at = screen.match.position
        labels: set[str] = set()
        steps.append((step, labels))
        for _tap in range(10):
            html = render_play(screen)
            labels |= visible_labels(html)
            if not step.wanted or screen.match.position != at:
                break
            marked: Any = next(b for b in game_controls(html) if is_marked(b))
            commands[marked["data-cmd"]](marked.get("data-arg"))
        if not step.wanted:
            return steps
    raise AssertionError(f"{game_id}: the lesson did not finish")


@pytest.mark.parametrize("game_id", TUTORIAL_GAMES)
def test_every_button_a_step_names_is_a_label_on_its_screen(page_modules: None, game_id: str) -> None:  # noqa: F811
    tutorial = get_tutorial(game_id)
    steps = walk_lesson(game_id)
    assert [step for step, _ in steps] == tutorial.steps, "every step was walked"
    wrong = []
    named = 0
    for number, (step, labels) in enumerate(steps, start=1):
        for words in step_words(step):
            for name, candidates in named_buttons(words):
                named += 1
                if not any(candidate in labels for candidate in candidates):
                    short = sorted(label for label in labels if len(label) <= 30)  # (not a bowl's whole face)
                    wrong.append(f"step {number}: {words!r} names {name!r}; the screen's labels: {short}")
    assert not wrong, "\n".join(wrong)
    assert named > 0, "each lesson names a button somewhere (End turn, Confirm)"
