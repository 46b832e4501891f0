"""Learn to play: a tutorial is a short script over a real game of the real engine.

A tutorial fixes the deal (a seed and options searched for so that each rule comes up in a sensible
order) and lists, for every action of the game in order, either a ``Step`` for the person (a sentence
saying what to do and why, the one action or set of actions wanted, and a rule card the first time a
rule matters) or an ``Opponent`` move the computer seat plays. Every action is a legal action of the
real game: the match replays them through the rules like any saved game. After the script's last
action the ``finish`` step stands, with nothing left to play.

The position in the script is simply the number of actions played, so a tutorial is saved like a game
(its record names the tutorial in ``meta``) and resumes at the same step after a reload.

>>> tutorial = get_tutorial("fury")
>>> match = start_match(tutorial, "Mai")
>>> step = tutorial.step_at(0)
>>> step is not None and step.wanted[0] in match.legal_texts()
True
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any, Iterator, Union

from ramen.core.errors import IllegalAction, RecordError
from ramen.core.game import Decided, Decision, Game
from ramen.core.match import Match
from ramen.core.record import Record, SeatInfo
from ramen.core.registry import get_game

#: the games that have a tutorial, each in its package's ``tutorial`` module as ``TUTORIAL``
TUTORIAL_GAMES = ("fury", "ink", "extreme")
#: the record's ``meta`` key naming the tutorial a saved game follows
META_KEY = "tutorial"


@dataclass(frozen=True)
class RuleCard:
    """A rule told the first time it matters: a title, a sentence or two, and the rules page's section
    (its heading) where it is told in full."""

    id: str
    title: str
    text: str
    section: str


@dataclass(frozen=True)
class Step:
    """One thing for the person to do: ``say`` (at most two lines) says what and why; ``wanted`` the
    actions offered (notation; empty at the finish); ``do`` the same in a few words, for "not yet";
    ``card`` the rule told now."""

    say: str
    wanted: tuple[str, ...] = ()
    do: str = ""
    card: RuleCard | None = None

    @property
    def not_yet(self) -> str:
        """One line for a tap on anything but the wanted move."""
        if not self.wanted:
            return "The lesson is over: play a real game, start again, or go home."
        return f"Not yet: first {self.do}." if self.do else "Not yet: follow the step above the board."


@dataclass(frozen=True)
class Opponent:
    """A move the computer seat plays in the script (notation)."""

    action: str


Entry = Union[Step, Opponent]


def opponent_moves(*actions: str) -> tuple[Opponent, ...]:
    """The computer seat's moves of a script, one ``Opponent`` entry each (notation)."""
    return tuple(Opponent(action) for action in actions)


@dataclass(frozen=True)
class Tutorial:
    """A game's tutorial: the deal, the seats, the script (one entry per action) and the last words."""

    game: str
    seed: int
    opponent: str
    script: tuple[Entry, ...]
    finish: Step
    options: dict[str, Any] = field(default_factory=dict)

    def entry_at(self, position: int) -> Entry:
        """The script's entry for the action number ``position`` (0-based); the finish after the end."""
        return self.script[position] if position < len(self.script) else self.finish

    def step_at(self, position: int) -> Step | None:
        """The person's step at ``position``, or None while the opponent's scripted move is due."""
        entry = self.entry_at(position)
        return entry if isinstance(entry, Step) else None

    @property
    def steps(self) -> list[Step]:
        """Every step of the person, the finish last."""
        return [entry for entry in self.script if isinstance(entry, Step)] + [self.finish]

    def step_number(self, position: int) -> int:
        """Which step (1-based) stands at ``position``: steps done so far plus one."""
        return sum(1 for entry in self.script[:position] if isinstance(entry, Step)) + 1

    def cards(self) -> list[RuleCard]:
        """The rule cards in the order they are shown."""
        return [step.card for step in self.steps if step.card is not None]

    def record(self, person: str) -> Record:
        """A new game's record: ``person`` first against the computer, the deal fixed."""
        return Record(game=self.game, seed=self.seed, options=dict(self.options),
                      seats=[SeatInfo(person or "You"), SeatInfo(self.opponent, "bot", "normal")],
                      meta={META_KEY: self.game})


class TutorialMatch(Match):
    """A match that follows a tutorial: the person is offered only the wanted moves, the computer plays
    the scripted ones, and nothing is taken back (a step is never shown twice)."""

    def __init__(self, game: Game[Any, Any, Any], record: Record, tutorial: Tutorial) -> None:
        for index, text in enumerate(record.actions):
            expected = tutorial.entry_at(index)
            allowed = expected.wanted if isinstance(expected, Step) else (expected.action,)
            if text not in allowed:
                raise RecordError(f"action {index + 1} ({text!r}) does not follow the tutorial")
        super().__init__(game, record)
        self.tutorial = tutorial

    @property
    def position(self) -> int:
        return len(self.record.actions)

    @property
    def step(self) -> Step | None:
        """The person's step now (None while the opponent's move is due)."""
        return self.tutorial.step_at(self.position)

    @property
    def finished(self) -> bool:
        return self.position >= len(self.tutorial.script)

    def play(self, text: str) -> str:
        """Play ``text`` if it is the move the script wants now (IllegalAction saying so if not)."""
        entry = self.tutorial.entry_at(self.position)
        allowed = entry.wanted if isinstance(entry, Step) else (entry.action,)
        if text not in allowed:
            raise IllegalAction(entry.not_yet if isinstance(entry, Step) else "It is the computer's move.")
        return super().play(text)

    def legal_texts(self) -> list[str]:
        step = self.step
        legal = super().legal_texts()
        if step is None:
            return legal
        return [text for text in step.wanted if text in legal]

    def can_undo(self) -> bool:
        return False

    def _scripted(self) -> str:
        entry = self.tutorial.entry_at(self.position)
        if not isinstance(entry, Opponent) or not self.is_bot_turn():
            raise RecordError("It is not the computer's scripted move.")
        return entry.action

    def bot_choice(self) -> str:
        return self._scripted()

    def bot_search(self) -> Decision[Any]:
        return Decided(self.game.parse_action(self._scripted()))


def get_tutorial(game_id: str) -> Tutorial:
    """The tutorial of ``game_id`` (LookupError when it has none)."""
    if game_id not in TUTORIAL_GAMES:
        raise LookupError(f"{game_id!r} has no tutorial")
    try:
        module = importlib.import_module(f"ramen.{game_id}.tutorial")
    except ImportError as error:
        raise LookupError(f"{game_id!r} has no tutorial yet") from error
    tutorial: Tutorial | None = module.TUTORIAL
    if tutorial is None:
        raise LookupError(f"{game_id!r} has no tutorial yet")
    return tutorial


def has_tutorial(game_id: str) -> bool:
    """Whether ``game_id`` has a tutorial (its module imports)."""
    try:
        get_tutorial(game_id)
    except LookupError:
        return False
    return True


def start_match(tutorial: Tutorial, person: str) -> TutorialMatch:
    """A new tutorial game for ``person``."""
    return TutorialMatch(get_game(tutorial.game), tutorial.record(person), tutorial)


def match_for(game: Game[Any, Any, Any], record: Record) -> Match:
    """The match of a saved record: a ``TutorialMatch`` when it follows a tutorial."""
    name = record.meta.get(META_KEY)
    if isinstance(name, str) and name == record.game:
        try:
            tutorial = get_tutorial(name)
        except LookupError as error:
            raise RecordError(str(error)) from error
        return TutorialMatch(game, record, tutorial)
    return Match(game, record)


def walk(tutorial: Tutorial, person: str = "Mai") -> Iterator[tuple[TutorialMatch, Step]]:
    """Play ``tutorial`` by its wanted moves (the first of each set) and its scripted opponent moves,
    yielding the match and the step at each of the person's steps, the finish last."""
    match = start_match(tutorial, person)
    while True:
        step = match.step
        if step is None:
            match.play(match.bot_choice())
            continue
        yield match, step
        if not step.wanted:
            return
        match.play(step.wanted[0])
