"""A recorded game as a timeline: the state before and after every action, its log line, and the
round and turn each step belongs to (for the replay viewer and ``python -m ramen replay``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ramen.core.game import Game
from ramen.core.match import Match
from ramen.core.record import Record


@dataclass(frozen=True)
class Step:
    """Action ``index`` (1-based) of a game: who took it, its words, and where it falls."""

    index: int
    seat: int | None
    line: str
    round: int | None
    turn: int


@dataclass(frozen=True)
class Chapter:
    """A turn of the game: the steps ``first``..``last`` (1-based) taken by ``seat``."""

    round: int | None
    turn: int
    seat: int | None
    first: int
    last: int


def _int(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


class Timeline:
    """Every position of a record's game: ``states[0]`` the start, ``states[k]`` after action k."""

    def __init__(self, game: Game[Any, Any, Any], record: Record) -> None:
        match = Match(game, record)  # replays (RecordError names a bad action)
        self.game = game
        self.record = record
        self.states: list[Any] = match.states
        self.steps: list[Step] = []
        turn, last_seat = 0, object()
        for index, (seat, line) in enumerate(match.log, start=1):
            view = game.view(self.states[index - 1], None)
            own_turn = _int(view.get("turn"))
            if own_turn is not None:
                turn = own_turn
            elif seat != last_seat:
                turn += 1
            last_seat = seat
            self.steps.append(Step(index=index, seat=seat, line=line, round=game.round(self.states[index - 1]), turn=turn))

    @property
    def length(self) -> int:
        """How many actions the game has."""
        return len(self.steps)

    @property
    def over(self) -> bool:
        return self.game.is_terminal(self.states[-1])

    def chapters(self) -> list[Chapter]:
        """The game's turns in order: consecutive steps of one turn number and seat."""
        result: list[Chapter] = []
        for step in self.steps:
            last = result[-1] if result else None
            if last is not None and last.turn == step.turn and last.seat == step.seat and last.round == step.round:
                result[-1] = Chapter(last.round, last.turn, last.seat, last.first, step.index)
            else:
                result.append(Chapter(step.round, step.turn, step.seat, step.index, step.index))
        return result

    def rounds(self) -> list[tuple[int, int]]:
        """(round, first step of it) for games that have rounds; empty otherwise."""
        found: list[tuple[int, int]] = []
        for step in self.steps:
            if step.round is not None and (not found or found[-1][0] != step.round):
                found.append((step.round, step.index))
        return found

    def chapter_at(self, position: int) -> int:
        """Index into ``chapters()`` of the turn that action ``position`` (1-based; 0 = start) is in."""
        chapters = self.chapters()
        for number, chapter in enumerate(chapters):
            if position <= chapter.last:
                return number
        return len(chapters) - 1
