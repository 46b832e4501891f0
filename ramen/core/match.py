"""A game in play: its record, its current state, its log in words; play, undo and bot moves."""

from __future__ import annotations

import random
from typing import Any

from ramen.core.bots import bot_action, make_bot
from ramen.core.errors import RecordError
from ramen.core.game import Bot, Decision, Game
from ramen.core.record import Record, count_undoable
from ramen.core.search import Hint, start_hint, start_search


class Match:
    """One game being played: every change goes through ``play`` so the record stays the truth."""

    def __init__(self, game: Game[Any, Any, Any], record: Record) -> None:
        self.game = game
        self.record = record
        self.state = record.start(game)
        #: the start and the state after each action: undo and its rules need no replay
        self.states: list[Any] = [self.state]
        self.log: list[tuple[int | None, str]] = []
        self._bots: dict[int, Bot[Any]] = {}
        for index, text in enumerate(record.actions):
            try:
                self._advance(text)
            except Exception as error:  # any failure of a stored action marks the save damaged
                raise RecordError(f"action {index + 1} ({text!r}) does not replay: {error}") from error

    # --- reading ---------------------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        return self.record.names

    @property
    def to_act(self) -> int | None:
        return self.game.to_act(self.state)

    @property
    def over(self) -> bool:
        return self.to_act is None

    def is_bot_turn(self) -> bool:
        seat = self.to_act
        return seat is not None and self.record.seats[seat].is_bot

    def legal_texts(self) -> list[str]:
        return [self.game.format_action(a) for a in self.game.legal_actions(self.state)]

    def human_seats(self) -> list[int]:
        return [i for i, seat in enumerate(self.record.seats) if not seat.is_bot]

    # --- changing --------------------------------------------------------------------------
    def _advance(self, text: str) -> None:
        action = self.game.parse_action(text)
        seat = self.to_act
        line = self.game.describe(self.state, action, self.names)
        self.state = self.game.apply(self.state, action)
        self.states.append(self.state)
        self.log.append((seat, line))

    def play(self, text: str) -> str:
        """Apply an action given as text (IllegalAction if not allowed); returns its log line."""
        self._advance(text)
        self.record.actions.append(text)
        return self.log[-1][1]

    def can_undo(self) -> bool:
        return bool(self.record.actions) and count_undoable(self.game, self.states, self.record.actions) > 0

    def undo(self) -> None:
        """Take back the last action if the rules of undo allow it."""
        if not self.can_undo():
            raise RecordError("Nothing to take back: only your own moves this turn that revealed nothing.")
        self.record.actions.pop()
        self.states.pop()
        self.state = self.states[-1]
        self.log.pop()

    def _bot_rng(self, seat: int) -> random.Random:
        return random.Random(f"bot:{self.record.seed}:{seat}:{len(self.record.actions)}")

    def bot_choice(self) -> str:
        """The text of the action the computer opponent to act would take (not yet applied)."""
        seat = self.to_act
        if seat is None or not self.record.seats[seat].is_bot:
            raise RecordError("It is not a computer opponent's turn.")
        if seat not in self._bots:
            self._bots[seat] = make_bot(self.game, self.record.seats[seat].level or "easy")
        return self.game.format_action(bot_action(self.game, self._bots[seat], self.state, self._bot_rng(seat)))

    def bot_search(self) -> Decision[Any]:
        """The computer opponent's decision as a sliceable search (``step(n)``, ``done``, ``best()``),
        for the page to run a few milliseconds at a time; its choice equals ``bot_choice()``."""
        seat = self.to_act
        if seat is None or not self.record.seats[seat].is_bot:
            raise RecordError("It is not a computer opponent's turn.")
        return start_search(self.game, self.game.view(self.state, seat), self.game.legal_actions(self.state),
                            self._bot_rng(seat), self.record.seats[seat].level or "easy")

    def hint_search(self) -> Hint[Any]:
        """A sliceable search for the person to act: the hint level's choice (``ramen.core.strength.HINT_LEVEL``,
        expert) from their own view (``best()``), with ``explain()`` saying why in a sentence."""
        seat = self.to_act
        if seat is None:
            raise RecordError("The game is over: there is nothing to hint.")
        return start_hint(self.game, self.game.view(self.state, seat), self.game.legal_actions(self.state),
                          random.Random(f"hint:{self.record.seed}:{seat}:{len(self.record.actions)}"),
                          self.record.names)
