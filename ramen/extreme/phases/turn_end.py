"""The end of a Ramen Extreme turn: the turn passes to the left, or the game ends after the final
round (or the round limit)."""

from __future__ import annotations

from ramen.extreme import actions as A
from ramen.extreme.components import DICE_COUNT, MAX_ROUNDS
from ramen.extreme.state import NO_FINAL, ExtremeState


def end(state: ExtremeState, action: A.End) -> None:
    _end_turn(state)


def _end_turn(state: ExtremeState) -> None:
    """Pass the turn to the left, or end the game after the final round (or the round limit)."""
    over = False
    if state.final_turns_left != NO_FINAL:
        if state.final_turns_left == 0:
            over, state.end_reason = True, "pile"
        else:
            state.final_turns_left -= 1
    elif state.turn + 1 >= MAX_ROUNDS * state.seats:
        over, state.end_reason = True, "rounds"
    state.dice, state.held, state.used = (), (False,) * DICE_COUNT, (False,) * DICE_COUNT
    state.rolls, state.optional_used = 0, False
    if over:
        state.stage = "over"
        return
    state.turn += 1
    state.current = (state.current + 1) % state.seats
    state.stage = "before"
