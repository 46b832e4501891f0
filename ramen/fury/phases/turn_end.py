"""The end of a Ramen Fury turn, and of the game: ``end`` passes the turn; eating a third bowl or
emptying the deck starts the final round, in which every other seat has one last turn (rules.py's
docstring, 'End')."""

from __future__ import annotations

from ramen.fury.actions import End
from ramen.fury.components import ACTIONS_PER_TURN
from ramen.fury.state import FuryState


def start_final_round(new: FuryState, reason: str) -> None:
    """The final round begins (``reason``: 'bowls' or 'deck'): every other seat, in turn order, has one
    last turn; a trigger during the final round changes nothing."""
    if new.final_round:
        return
    new.final_round, new.final_reason = True, reason
    new.final_trigger, new.final_trigger_turn = new.current, new.turn
    new.final_left = tuple((new.current + step) % new.seats for step in range(1, new.seats))


def end_turn(new: FuryState) -> None:
    """The turn passes to the next seat (in the final round, to the next with a last turn left), or the game is over."""
    new.reveal = ()
    if new.final_round:
        if not new.final_left:
            new.over, new.actions_left = True, 0
            return
        new.current, new.final_left = new.final_left[0], new.final_left[1:]
    else:
        new.current = (new.current + 1) % new.seats
    new.turn += 1
    new.actions_left = ACTIONS_PER_TURN


def end(new: FuryState, seat: int, action: End) -> None:
    """``end``: the seat ends its turn."""
    end_turn(new)

